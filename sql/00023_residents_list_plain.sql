-- +goose Up
-- The residents list is one SQL query again (issue 24): a page walks one of these indexes in the list's order
-- (by name: search, then id; by age: date of birth, then search and id) and sorts nothing, and its total is
-- counted from the same index without reading a row; the search and the area filter are checked on the
-- index's columns. The in-memory directory of residents (00018, 00021) and the counter that told it when to
-- read the table again are gone: a home has 50-300 residents.
-- The first two columns pick the list: archived or not, and not deleted (deleted_at IS NULL). They are 00016's
-- indexes with deleted_at as a column instead of the index's WHERE, which SQLite needs to count from the index
-- alone. search is the normalised name, room and number.
DROP TRIGGER residents_list_area_name;
DROP TRIGGER residents_list_delete;
DROP TRIGGER residents_list_update;
DROP TRIGGER residents_list_insert;
DROP TABLE resident_list_version;

CREATE INDEX residents_list_by_name ON residents ((archived_at IS NOT NULL), deleted_at, search, id, area_id);
CREATE INDEX residents_list_by_birth ON residents ((archived_at IS NOT NULL), deleted_at, date_of_birth, search, id, area_id);

-- +goose Down
DROP INDEX residents_list_by_birth;
DROP INDEX residents_list_by_name;

CREATE TABLE resident_list_version (
    only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
    version  INTEGER NOT NULL
) STRICT;
INSERT INTO resident_list_version (only_row, version) VALUES (1, 1);

-- +goose StatementBegin
CREATE TRIGGER residents_list_insert AFTER INSERT ON residents
BEGIN
    UPDATE resident_list_version SET version = version + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER residents_list_update AFTER UPDATE ON residents
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

-- +goose StatementBegin
CREATE TRIGGER residents_list_area_name AFTER UPDATE OF name ON areas
BEGIN
    UPDATE resident_list_version SET version = version + 1;
END;
-- +goose StatementEnd
