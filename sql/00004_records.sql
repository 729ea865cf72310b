-- +goose Up

-- A resident's records: social-work notes, general notes, vital signs, incidents, Kardex and daily care.
-- They share one lifecycle (signed, edited, tombstoned, never erased); what differs lives in data (JSON).
CREATE TABLE records (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('socialwork', 'note', 'vitals', 'incident', 'kardex', 'care')),
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    record_date     TEXT NOT NULL,              -- YYYY-MM-DD
    record_time     TEXT NOT NULL DEFAULT '',   -- HH:MM when the record has one
    data            TEXT NOT NULL,
    search          TEXT NOT NULL DEFAULT '',
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    updated_by      TEXT NOT NULL,
    updated_by_name TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    deleted_at      TEXT,
    deleted_by      TEXT
) STRICT;
CREATE INDEX records_resident ON records (resident_id, kind, record_date) WHERE deleted_at IS NULL;
CREATE INDEX records_kind ON records (kind, record_date) WHERE deleted_at IS NULL;

-- Doses given from a Kardex. A dose given cannot be taken back; a wrong one is corrected by a note.
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

-- +goose Down
DROP TABLE kardex_doses;
DROP TABLE records;
