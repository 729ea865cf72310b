-- +goose Up
-- The residents list is answered from the store's directory of residents (store/resident_directory.go): each
-- resident's id, normalised search text, date of birth, list and area, in name order. This counter tells the
-- directory when to read them again. Triggers move it in the same transaction as every change of a resident
-- that the list shows or filters on, whatever makes it (the area's removal included), so a list never
-- answers from a directory older than the last committed change.
CREATE TABLE resident_list_version (
    only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
    version  INTEGER NOT NULL
) STRICT;
INSERT INTO resident_list_version (only_row, version) VALUES (1, 1);

-- The directory replaces 00016's list indexes, which nothing reads any more.
DROP INDEX residents_list_by_name;
DROP INDEX residents_list_by_birth;

-- +goose StatementBegin
CREATE TRIGGER residents_list_insert AFTER INSERT ON residents
BEGIN
    UPDATE resident_list_version SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER residents_list_update AFTER UPDATE OF search, date_of_birth, archived_at, area_id, deleted_at ON residents
BEGIN
    UPDATE resident_list_version SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER residents_list_delete AFTER DELETE ON residents
BEGIN
    UPDATE resident_list_version SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER residents_list_delete;
DROP TRIGGER residents_list_update;
DROP TRIGGER residents_list_insert;
DROP TABLE resident_list_version;
CREATE INDEX residents_list_by_name ON residents ((archived_at IS NOT NULL), search, id, area_id) WHERE deleted_at IS NULL;
CREATE INDEX residents_list_by_birth ON residents ((archived_at IS NOT NULL), date_of_birth, search, id, area_id)
    WHERE deleted_at IS NULL;
