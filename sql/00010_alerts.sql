-- +goose Up

-- Clinical alerts (DESIGN 10): a reading outside the resident's ranges, a missed dose, a restraint past its
-- review, a high-risk assessment, a fall. source names what opened it, so one source opens one alert.
CREATE TABLE alerts (
    id                   TEXT PRIMARY KEY,
    source               TEXT NOT NULL UNIQUE,     -- e.g. vital:<recordId>, fall:<recordId>
    resident_id          TEXT NOT NULL REFERENCES residents(id),
    kind                 TEXT NOT NULL,
    severity             TEXT NOT NULL,
    title                TEXT NOT NULL,
    detail               TEXT NOT NULL DEFAULT '',
    record_id            TEXT NOT NULL DEFAULT '',
    created_at           TEXT NOT NULL,
    escalated_at         TEXT,
    acknowledged_at      TEXT,
    acknowledged_by      TEXT,
    acknowledged_by_name TEXT,
    comment              TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX alerts_open ON alerts (created_at) WHERE acknowledged_at IS NULL;
CREATE INDEX alerts_resident ON alerts (resident_id, created_at);

-- +goose Down
DROP TABLE alerts;
