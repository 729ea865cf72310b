-- +goose Up

-- The restraint register (registro de contenciones, Fiscalía Instrucción 1/2022; DESIGN 11): a doctor's
-- order with the specific consent and a review date, the doctors' renewals, and the nurses' per-shift checks.
-- Nothing here is ever erased: an order ends (ended_at, with a reason) and stays on record for inspectors.
CREATE TABLE restraints (
    id                   TEXT PRIMARY KEY,
    resident_id          TEXT NOT NULL REFERENCES residents(id),
    type                 TEXT NOT NULL CHECK (type IN ('physical', 'pharmacological')),
    device               TEXT NOT NULL,
    reason               TEXT NOT NULL,
    alternatives_tried   TEXT NOT NULL,
    schedule             TEXT NOT NULL,
    start_date           TEXT NOT NULL,             -- YYYY-MM-DD
    ordered_review_date  TEXT NOT NULL,             -- the review date of the order as prescribed
    review_date          TEXT NOT NULL,             -- the review date in force (the last renewal's)
    consent_given_by     TEXT NOT NULL,
    consent_relationship TEXT NOT NULL,
    consent_date         TEXT NOT NULL,             -- YYYY-MM-DD
    prescribed_by        TEXT NOT NULL,
    prescribed_by_name   TEXT NOT NULL,
    created_at           TEXT NOT NULL,
    ended_at             TEXT,
    ended_by             TEXT,
    ended_by_name        TEXT,
    end_reason           TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX restraints_resident ON restraints (resident_id, start_date);
CREATE INDEX restraints_active ON restraints (review_date) WHERE ended_at IS NULL;

-- A doctor's renewal: the new review date and why.
CREATE TABLE restraint_reviews (
    id           TEXT PRIMARY KEY,
    restraint_id TEXT NOT NULL REFERENCES restraints(id),
    review_date  TEXT NOT NULL,                     -- the new review date
    note         TEXT NOT NULL DEFAULT '',
    by_id        TEXT NOT NULL,
    by_name      TEXT NOT NULL,
    at           TEXT NOT NULL
) STRICT;
CREATE INDEX restraint_reviews_restraint ON restraint_reviews (restraint_id, at);

-- A per-shift check: was it applied, the skin, how long the resident was released, and a note.
CREATE TABLE restraint_checks (
    id               TEXT PRIMARY KEY,
    restraint_id     TEXT NOT NULL REFERENCES restraints(id),
    applied          INTEGER NOT NULL CHECK (applied IN (0, 1)),
    skin_ok          INTEGER NOT NULL CHECK (skin_ok IN (0, 1)),
    released_minutes INTEGER NOT NULL CHECK (released_minutes BETWEEN 0 AND 1440),
    note             TEXT NOT NULL DEFAULT '',
    by_id            TEXT NOT NULL,
    by_name          TEXT NOT NULL,
    at               TEXT NOT NULL
) STRICT;
CREATE INDEX restraint_checks_restraint ON restraint_checks (restraint_id, at);

-- +goose Down
DROP TABLE restraint_checks;
DROP TABLE restraint_reviews;
DROP TABLE restraints;
