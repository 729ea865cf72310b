-- +goose NO TRANSACTION
-- +goose Up

-- The record kinds live in the server (recordTypes), not in a CHECK: a new kind must not need a table rebuild.
-- SQLite cannot drop a CHECK in place, so this rebuilds records once, the way SQLite's ALTER TABLE page
-- describes (foreign keys off, one transaction). The writer is one connection,
-- so the pragmas and the transaction below run on the same one.
PRAGMA foreign_keys = OFF;
BEGIN;
CREATE TABLE records_rebuilt (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL,
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
INSERT INTO records_rebuilt SELECT id, kind, resident_id, record_date, record_time, data, search, created_by,
    created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by FROM records;
DROP TABLE records;
ALTER TABLE records_rebuilt RENAME TO records;
CREATE INDEX records_resident ON records (resident_id, kind, record_date) WHERE deleted_at IS NULL;
CREATE INDEX records_kind ON records (kind, record_date) WHERE deleted_at IS NULL;
COMMIT;
PRAGMA foreign_keys = ON;

-- +goose Down
-- Nothing to undo: a records table without the CHECK accepts everything the old one did.
SELECT 1;
