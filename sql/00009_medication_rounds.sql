-- +goose Up

-- Medication rounds (DESIGN 9).

-- A medication may name its active ingredient; the Kardex's allergy check reads it beside the name.
ALTER TABLE medications ADD COLUMN active_ingredient TEXT NOT NULL DEFAULT '';

-- Every dose given or held: a slot of a Kardex entry's schedule (scheduled_at), a PRN dose, or a dose given
-- outside the schedule (SPEC's POST /kardex/dose, and the doses of before this migration).
-- A dose recorded cannot be taken back; a wrong one is corrected by a note.
CREATE TABLE administrations (
    id              TEXT PRIMARY KEY,
    kardex_id       TEXT NOT NULL REFERENCES records(id),
    entry_id        TEXT NOT NULL,                  -- the Kardex entry's _id ('' when an old dose named none)
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    medication_id   TEXT NOT NULL DEFAULT '',       -- the inventory's medication; '' for the resident's own supply
    medication_name TEXT NOT NULL,
    scheduled_at    TEXT NOT NULL DEFAULT '',       -- the slot, 'YYYY-MM-DDTHH:MM' Madrid; '' outside the schedule
    prn             INTEGER NOT NULL DEFAULT 0 CHECK (prn IN (0, 1)),
    status          TEXT NOT NULL CHECK (status IN ('given', 'held')),
    reason          TEXT NOT NULL DEFAULT '',       -- a hold's reason code, or a PRN dose's indication
    note            TEXT NOT NULL DEFAULT '',
    at              TEXT NOT NULL,                  -- when it was given or held (UTC)
    stock_units     INTEGER NOT NULL DEFAULT 0,     -- the units it took from the inventory
    by_id           TEXT NOT NULL,
    by_name         TEXT NOT NULL,
    effect          TEXT NOT NULL DEFAULT '',       -- a PRN dose's follow-up: effective, partial, not-effective
    effect_note     TEXT NOT NULL DEFAULT '',
    effect_at       TEXT NOT NULL DEFAULT '',
    effect_by       TEXT NOT NULL DEFAULT '',
    effect_by_name  TEXT NOT NULL DEFAULT '',
    created_at      TEXT NOT NULL
) STRICT;
-- One record per slot: of two nurses recording the same dose at once, exactly one wins.
CREATE UNIQUE INDEX administrations_slot ON administrations (scheduled_at, kardex_id, entry_id) WHERE scheduled_at <> '';
CREATE INDEX administrations_at ON administrations (at);
CREATE INDEX administrations_kardex ON administrations (kardex_id, entry_id, at);

-- The slots whose missed dose staff were told about, so each is told once.
CREATE TABLE missed_dose_notices (
    kardex_id    TEXT NOT NULL,
    entry_id     TEXT NOT NULL,
    scheduled_at TEXT NOT NULL,
    notified_at  TEXT NOT NULL,
    PRIMARY KEY (scheduled_at, kardex_id, entry_id)
) STRICT, WITHOUT ROWID;

-- Every Kardex entry gets the stable id administrations name it by (a random UUID, version 4).
-- (json() keeps the subquery's array an array: a subquery's result loses its JSON type.)
UPDATE records SET data = json_set(data, '$.entries', json((
    SELECT json_group_array(json(CASE WHEN coalesce(json_extract(e.value, '$._id'), '') <> '' THEN e.value
        ELSE json_set(e.value, '$._id', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' ||
            substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random() % 4), 1) ||
            substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))) END) ORDER BY e.key)
    FROM json_each(data, '$.entries') AS e)))
WHERE kind = 'kardex' AND json_type(data, '$.entries') = 'array';

-- The doses given before are administrations outside the schedule, of the entry that names their medication.
-- dose_date and dose_time were Madrid's clock: summer time (UTC+2) runs from 03:00 on the last Sunday of
-- March to 02:00 on the last Sunday of October; the hour that happens twice is read as winter time, and
-- the hour that does not exist too, as Go's time.Date does.
INSERT INTO administrations (id, kardex_id, entry_id, resident_id, medication_id, medication_name, scheduled_at, prn,
    status, at, by_id, by_name, created_at)
SELECT d.id, d.kardex_id,
    coalesce((SELECT json_extract(e.value, '$._id') FROM json_each(r.data, '$.entries') AS e
        WHERE json_extract(e.value, '$.medication') = d.medication_id ORDER BY e.key LIMIT 1), ''),
    r.resident_id, d.medication_id, d.medication_name, '', 0, 'given',
    strftime('%Y-%m-%dT%H:%M:%S', d.dose_date || ' ' || d.dose_time,
        CASE WHEN d.dose_date || ' ' || d.dose_time >= date(substr(d.dose_date, 1, 4) || '-03-31', '-6 days', 'weekday 0') || ' 03:00'
              AND d.dose_date || ' ' || d.dose_time < date(substr(d.dose_date, 1, 4) || '-10-31', '-6 days', 'weekday 0') || ' 02:00'
             THEN '-2 hours' ELSE '-1 hours' END) || '.000000Z',
    d.given_by, d.given_by_name, d.created_at
FROM kardex_doses AS d JOIN records AS r ON r.id = d.kardex_id;
DROP TABLE kardex_doses;

-- +goose Down
CREATE TABLE kardex_doses (
    id              TEXT PRIMARY KEY,
    kardex_id       TEXT NOT NULL REFERENCES records(id),
    medication_id   TEXT NOT NULL REFERENCES medications(id),
    medication_name TEXT NOT NULL,
    dose_date       TEXT NOT NULL,
    dose_time       TEXT NOT NULL,
    given_by        TEXT NOT NULL,
    given_by_name   TEXT NOT NULL,
    created_at      TEXT NOT NULL
) STRICT;
CREATE INDEX kardex_doses_kardex ON kardex_doses (kardex_id, dose_date, dose_time);
INSERT INTO kardex_doses (id, kardex_id, medication_id, medication_name, dose_date, dose_time, given_by, given_by_name, created_at)
SELECT id, kardex_id, medication_id, medication_name, substr(local, 1, 10), substr(local, 12, 5), by_id, by_name, created_at
FROM (SELECT *, datetime(substr(at, 1, 19),
        CASE WHEN substr(at, 1, 19) >= date(substr(at, 1, 4) || '-03-31', '-6 days', 'weekday 0') || 'T01:00:00'
              AND substr(at, 1, 19) < date(substr(at, 1, 4) || '-10-31', '-6 days', 'weekday 0') || 'T01:00:00'
             THEN '+2 hours' ELSE '+1 hours' END) AS local
      FROM administrations WHERE status = 'given' AND medication_id <> '');
DROP TABLE missed_dose_notices;
DROP TABLE administrations;
ALTER TABLE medications DROP COLUMN active_ingredient;
