-- +goose Up

-- A resident's reference ranges for vital signs, set by a doctor (DESIGN 8). Only the ranges a doctor
-- saved are kept; the server fills in its defaults for the rest.
CREATE TABLE vital_ranges (
    resident_id     TEXT PRIMARY KEY REFERENCES residents(id),
    ranges          TEXT NOT NULL,   -- JSON: {"systolicPressure": {"min": 90, "max": 140}, ...}
    updated_by      TEXT NOT NULL,
    updated_by_name TEXT NOT NULL,
    updated_at      TEXT NOT NULL
) STRICT;

-- +goose Down
DROP TABLE vital_ranges;
