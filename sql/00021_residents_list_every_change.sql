-- +goose Up
-- The residents directory (store/resident_directory.go) now also holds what the list shows of each resident
-- (name, room, photo, dates, the area's name), so that a page is answered without reading the table. Every
-- change of a resident's row moves the list's counter, and so does an area's new name. Residents change a
-- few times a day; the directory is read again once after each change.
DROP TRIGGER residents_list_update;

-- +goose StatementBegin
CREATE TRIGGER residents_list_update AFTER UPDATE ON residents
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

-- +goose Down
DROP TRIGGER residents_list_area_name;
DROP TRIGGER residents_list_update;

-- +goose StatementBegin
CREATE TRIGGER residents_list_update AFTER UPDATE OF search, date_of_birth, archived_at, area_id, deleted_at ON residents
BEGIN
    UPDATE resident_list_version SET version = version + 1;
END;
-- +goose StatementEnd
