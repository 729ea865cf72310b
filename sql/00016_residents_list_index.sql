-- +goose Up
-- The residents list (issue 16): a page in name or age order, its total, a name search and the area filter
-- are answered from these indexes alone, without reading any row's admission document. The first column is
-- the list the resident is in (archived or not); search is the normalised name, room and number.
CREATE INDEX residents_list_by_name ON residents ((archived_at IS NOT NULL), search, id, area_id)
    WHERE deleted_at IS NULL;
CREATE INDEX residents_list_by_birth ON residents ((archived_at IS NOT NULL), date_of_birth, search, id, area_id)
    WHERE deleted_at IS NULL;

-- +goose Down
DROP INDEX residents_list_by_birth;
DROP INDEX residents_list_by_name;
