-- +goose Up

-- The shift handover (parte de relevo, DESIGN 10): what the outgoing staff write, per resident or for the
-- whole shift, and who of the incoming staff read it and when.
CREATE TABLE handover_notes (
    id          TEXT PRIMARY KEY,
    shift_date  TEXT NOT NULL,              -- YYYY-MM-DD the shift belongs to
    shift       TEXT NOT NULL,              -- manana, tarde, noche
    resident_id TEXT REFERENCES residents(id),
    text        TEXT NOT NULL,
    by_id       TEXT NOT NULL,
    by_name     TEXT NOT NULL,
    at          TEXT NOT NULL
) STRICT;
CREATE INDEX handover_notes_shift ON handover_notes (shift_date, shift, at);

CREATE TABLE handover_reads (
    shift_date TEXT NOT NULL,
    shift      TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users(id),
    name       TEXT NOT NULL,
    at         TEXT NOT NULL,
    PRIMARY KEY (shift_date, shift, user_id)
) STRICT;

-- +goose Down
DROP TABLE handover_reads;
DROP TABLE handover_notes;
