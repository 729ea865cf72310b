-- +goose Up
-- A page of a resident's records is kept ready in memory (server/record_pages.go) until something it shows
-- changes: one of the resident's records, of any kind, or the resident's vital ranges, which mark the
-- readings out of range. This counter, one row per resident, tells the pages when they are stale. Triggers
-- move it in the same transaction as every such change, whatever makes it, so a page is never answered from
-- before the last committed change. A resident without a row has changed nothing since this migration:
-- version 0. Rows are never removed, so a version is never used twice.
CREATE TABLE resident_records_version (
    resident_id TEXT PRIMARY KEY,
    version     INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

-- +goose StatementBegin
CREATE TRIGGER resident_records_insert AFTER INSERT ON records
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (NEW.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER resident_records_update AFTER UPDATE ON records
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (OLD.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
    INSERT INTO resident_records_version (resident_id, version) SELECT NEW.resident_id, 1
        WHERE NEW.resident_id <> OLD.resident_id
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER resident_records_delete AFTER DELETE ON records
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (OLD.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER resident_ranges_insert AFTER INSERT ON vital_ranges
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (NEW.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER resident_ranges_update AFTER UPDATE ON vital_ranges
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (OLD.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
    INSERT INTO resident_records_version (resident_id, version) SELECT NEW.resident_id, 1
        WHERE NEW.resident_id <> OLD.resident_id
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER resident_ranges_delete AFTER DELETE ON vital_ranges
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (OLD.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER resident_ranges_delete;
DROP TRIGGER resident_ranges_update;
DROP TRIGGER resident_ranges_insert;
DROP TRIGGER resident_records_delete;
DROP TRIGGER resident_records_update;
DROP TRIGGER resident_records_insert;
DROP TABLE resident_records_version;
