-- +goose Up

-- The Kardex in tables of its own (issue 24): a Kardex (who is responsible), its entries (one prescription
-- each, with its schedule in columns) and each entry's times of day. The medication round, the handover, the
-- missed-dose check and the monthly sheet read the entries from here on every call, on their indexes; the
-- round no longer keeps a copy of every Kardex in memory, so round_changes, which told that copy what had
-- changed, goes with its triggers.
DROP TRIGGER round_kardex_insert;
DROP TRIGGER round_kardex_update;
DROP TRIGGER round_resident_insert;
DROP TRIGGER round_resident_update;
DROP TRIGGER round_area_update;
DROP TRIGGER round_area_delete;
DROP TABLE round_changes;

-- An entry keeps its _id across the Kardex's edits (administrations name it by kardex and entry). One the
-- doctor took out of the Kardex stays, removed (removed_at), so that the doses given from it still say
-- what they were.
CREATE TABLE kardex_entries (
    kardex_id       TEXT NOT NULL REFERENCES records(id), -- the Kardex (records becomes kardexes below)
    id              TEXT NOT NULL,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    position        INTEGER NOT NULL,                     -- its place in the Kardex
    medication_id   TEXT NOT NULL DEFAULT '',             -- the inventory's medication; '' for the resident's own supply
    medication_name TEXT NOT NULL DEFAULT '',
    own_supply      INTEGER NOT NULL DEFAULT 0 CHECK (own_supply IN (0, 1)),
    dose            TEXT NOT NULL DEFAULT '',
    frequency       TEXT NOT NULL DEFAULT '',             -- SPEC's free text
    route           TEXT NOT NULL DEFAULT '',
    start_date      TEXT NOT NULL DEFAULT '',             -- YYYY-MM-DD, Madrid
    end_date        TEXT NOT NULL DEFAULT '',             -- '' while it goes on
    weekdays        INTEGER NOT NULL DEFAULT 0,           -- bit d-1 set for ISO weekday d (1 = Monday); 0 = every day
    prn             INTEGER NOT NULL DEFAULT 0 CHECK (prn IN (0, 1)),
    prn_indication  TEXT NOT NULL DEFAULT '',
    prn_max_per_day INTEGER NOT NULL DEFAULT 0,
    units_per_dose  REAL NOT NULL DEFAULT 1,
    instructions    TEXT NOT NULL DEFAULT '',
    schedule_set_at TEXT NOT NULL DEFAULT '',             -- RFC 3339: when its times, days, start or PRN were set
    -- The first instant a slot of the schedule is owed (UTC, RFC 3339): its schedule's time less the dose window
    -- of then. A slot whose window had closed when the schedule was set was never due, and one owed then stays
    -- owed whatever the window is changed to later. '' owes every slot.
    owed_from       TEXT NOT NULL DEFAULT '',
    removed_at      TEXT,
    PRIMARY KEY (kardex_id, id)
) STRICT;
-- A resident's entries, and the round's: every active entry of the home or of a resident.
CREATE INDEX kardex_entries_resident ON kardex_entries (resident_id, kardex_id, position) WHERE removed_at IS NULL;

CREATE TABLE kardex_entry_times (
    kardex_id TEXT NOT NULL,
    entry_id  TEXT NOT NULL,
    at_time   TEXT NOT NULL,                              -- HH:MM, Madrid
    PRIMARY KEY (kardex_id, entry_id, at_time),
    FOREIGN KEY (kardex_id, entry_id) REFERENCES kardex_entries (kardex_id, id)
) STRICT, WITHOUT ROWID;

INSERT INTO kardex_entries (kardex_id, id, resident_id, position, medication_id, medication_name, own_supply, dose,
    frequency, route, start_date, end_date, weekdays, prn, prn_indication, prn_max_per_day, units_per_dose,
    instructions, schedule_set_at, owed_from)
SELECT k.id, json_extract(e.value, '$._id'), k.resident_id, e.key,
    coalesce(json_extract(e.value, '$.medication'), ''), coalesce(json_extract(e.value, '$.medicationName'), ''),
    coalesce(json_extract(e.value, '$.ownSupply'), 0), coalesce(json_extract(e.value, '$.dose'), ''),
    coalesce(json_extract(e.value, '$.frequency'), ''), coalesce(json_extract(e.value, '$.route'), ''),
    coalesce(json_extract(e.value, '$.date'), ''), coalesce(json_extract(e.value, '$.endDate'), ''),
    coalesce((SELECT sum(DISTINCT 1 << (d.value - 1)) FROM json_each(e.value, '$.weekdays') d
        WHERE d.value BETWEEN 1 AND 7), 0),
    coalesce(json_extract(e.value, '$.prn'), 0), coalesce(json_extract(e.value, '$.prnIndication'), ''),
    coalesce(json_extract(e.value, '$.prnMaxPerDay'), 0),
    iif(coalesce(json_extract(e.value, '$.unitsPerDose'), 0) > 0, json_extract(e.value, '$.unitsPerDose'), 1),
    coalesce(json_extract(e.value, '$.instructions'), ''), coalesce(json_extract(e.value, '$.scheduleSetAt'), ''),
    -- owed from the schedule's time less the dose window in force now (the round's default is 60 minutes)
    coalesce(strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.scheduleSetAt'),
        '-' || coalesce((SELECT json_extract(value, '$.doseWindowMinutes') FROM settings WHERE key = 'medication_round'), 60)
        || ' minutes'), '')
FROM records k, json_each(k.data, '$.entries') e
WHERE k.kind = 'kardex' AND coalesce(json_extract(e.value, '$._id'), '') <> '';

INSERT OR IGNORE INTO kardex_entry_times (kardex_id, entry_id, at_time)
SELECT k.id, json_extract(e.value, '$._id'), t.value
FROM records k, json_each(k.data, '$.entries') e, json_each(e.value, '$.times') t
WHERE k.kind = 'kardex' AND coalesce(json_extract(e.value, '$._id'), '') <> '';

-- The Kardex itself: the records table, where it was the only kind left, becomes kardexes (SQLite renames
-- the references of administrations and kardex_entries with it).
ALTER TABLE records ADD COLUMN responsible_name TEXT NOT NULL DEFAULT '';
UPDATE records SET responsible_name = coalesce(json_extract(data, '$.responsibleName'), '');
DROP INDEX records_page;
DROP INDEX records_kind_page;
DROP INDEX records_kind_updated;
ALTER TABLE records DROP COLUMN data;
ALTER TABLE records DROP COLUMN kind;
ALTER TABLE records RENAME TO kardexes;
CREATE INDEX kardexes_page ON kardexes (resident_id, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
-- Every resident's Kardex (GET /kardex), in the lists' order.
CREATE INDEX kardexes_all_page ON kardexes (record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
-- The Kardex changed in a shift (the handover).
CREATE INDEX kardexes_updated ON kardexes (updated_at) WHERE deleted_at IS NULL;

-- +goose Down
DROP INDEX kardexes_updated;
DROP INDEX kardexes_all_page;
DROP INDEX kardexes_page;
ALTER TABLE kardexes RENAME TO records;
ALTER TABLE records ADD COLUMN kind TEXT NOT NULL DEFAULT 'kardex';
ALTER TABLE records ADD COLUMN data TEXT NOT NULL DEFAULT '{}';
UPDATE records SET data = json_object('entries', json(coalesce((
    SELECT json_group_array(json_object('_id', e.id, 'medication', e.medication_id, 'medicationName', e.medication_name,
        'ownSupply', json(iif(e.own_supply, 'true', 'false')), 'dose', e.dose, 'frequency', e.frequency, 'route', e.route,
        'date', e.start_date, 'endDate', e.end_date,
        'times', json(coalesce((SELECT json_group_array(at_time) FROM (SELECT at_time FROM kardex_entry_times t
            WHERE t.kardex_id = e.kardex_id AND t.entry_id = e.id ORDER BY at_time)), '[]')),
        'weekdays', json(coalesce((SELECT json_group_array(d) FROM (SELECT value AS d FROM json_each('[1,2,3,4,5,6,7]')
            WHERE e.weekdays & (1 << (value - 1)) ORDER BY value)), '[]')),
        'prn', json(iif(e.prn, 'true', 'false')), 'prnIndication', e.prn_indication, 'prnMaxPerDay', e.prn_max_per_day,
        'unitsPerDose', e.units_per_dose, 'instructions', e.instructions, 'scheduleSetAt', e.schedule_set_at))
    FROM (SELECT * FROM kardex_entries WHERE kardex_id = records.id AND removed_at IS NULL ORDER BY position) e), '[]')),
    'responsibleName', responsible_name);
ALTER TABLE records DROP COLUMN responsible_name;
CREATE INDEX records_page ON records (resident_id, kind, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX records_kind_page ON records (kind, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX records_kind_updated ON records (kind, updated_at) WHERE deleted_at IS NULL;
DROP TABLE kardex_entry_times;
DROP TABLE kardex_entries;
CREATE TABLE round_changes (
    seq       INTEGER PRIMARY KEY AUTOINCREMENT,
    entity    TEXT NOT NULL CHECK (entity IN ('kardex', 'resident', 'area')),
    entity_id TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX round_changes_entity ON round_changes (entity, entity_id);
-- +goose StatementBegin
CREATE TRIGGER round_kardex_insert AFTER INSERT ON records WHEN NEW.kind = 'kardex' BEGIN
    DELETE FROM round_changes WHERE entity = 'kardex' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('kardex', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_kardex_update AFTER UPDATE ON records WHEN NEW.kind = 'kardex' OR OLD.kind = 'kardex' BEGIN
    DELETE FROM round_changes WHERE entity = 'kardex' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('kardex', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_resident_insert AFTER INSERT ON residents BEGIN
    DELETE FROM round_changes WHERE entity = 'resident' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('resident', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_resident_update AFTER UPDATE OF name, room, area_id, photo_id, details, archived_at, deleted_at
ON residents BEGIN
    DELETE FROM round_changes WHERE entity = 'resident' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('resident', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_area_update AFTER UPDATE OF name ON areas BEGIN
    DELETE FROM round_changes WHERE entity = 'area' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('area', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_area_delete AFTER DELETE ON areas BEGIN
    DELETE FROM round_changes WHERE entity = 'area' AND entity_id = OLD.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('area', OLD.id);
END;
-- +goose StatementEnd
