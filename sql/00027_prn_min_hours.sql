-- +goose Up

-- A «si precisa» entry's minimum interval between doses (DESIGN 9, issue 25): a dose within prn_min_hours of the
-- previous one of the same entry asks the nurse to confirm it. 0 (every entry written before) is the default,
-- 4 hours.
ALTER TABLE kardex_entries ADD COLUMN prn_min_hours INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE kardex_entries DROP COLUMN prn_min_hours;
