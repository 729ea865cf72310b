-- +goose Up

-- Pages of a resident's records (DESIGN 13): lists are newest first by date, time, when saved and id, and a
-- page starts after the last record of the one before (keyset, not OFFSET). These indexes hold that whole
-- order, so a page of 50 reads 51 index entries and sorts nothing, however many years a resident has.
-- They replace records_resident and records_kind, which were their first columns.
CREATE INDEX records_page ON records (resident_id, kind, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX records_kind_page ON records (kind, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
DROP INDEX records_resident;
DROP INDEX records_kind;

-- +goose Down
CREATE INDEX records_resident ON records (resident_id, kind, record_date) WHERE deleted_at IS NULL;
CREATE INDEX records_kind ON records (kind, record_date) WHERE deleted_at IS NULL;
DROP INDEX records_page;
DROP INDEX records_kind_page;
