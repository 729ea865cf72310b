-- +goose Up
-- A resident's stays in hospital (issue 29, DESIGN 16): from when they left for it, and why, until they came back.
-- While a stay is open the resident is «en el hospital»: their doses are held as absent by the server and no
-- missed-dose alert opens. At most one open stay per resident.
CREATE TABLE hospital_stays (
    id             TEXT PRIMARY KEY,
    resident_id    TEXT NOT NULL REFERENCES residents(id),
    left_at        TEXT NOT NULL,          -- RFC 3339 UTC, when they left for hospital
    reason         TEXT NOT NULL,
    returned_at    TEXT,                   -- RFC 3339 UTC; NULL while in hospital
    created_at     TEXT NOT NULL,
    created_by     TEXT NOT NULL,
    returned_by    TEXT,
    CHECK (returned_at IS NULL OR returned_at >= left_at)
) STRICT;
CREATE UNIQUE INDEX hospital_stays_open ON hospital_stays (resident_id) WHERE returned_at IS NULL;
CREATE INDEX hospital_stays_resident ON hospital_stays (resident_id, left_at);

-- +goose Down
DROP TABLE hospital_stays;
