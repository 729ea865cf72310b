-- +goose Up

-- Uploaded pictures (resident and post photos), stored once and served from /api/images/{id}.
CREATE TABLE images (
    id           TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    width        INTEGER NOT NULL,
    height       INTEGER NOT NULL,
    data         BLOB NOT NULL,
    thumb        BLOB NOT NULL,   -- small JPEG for lists
    sha256       TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    created_by   TEXT NOT NULL DEFAULT ''
) STRICT;

-- Areas or wards of the home (Planta baja, Unidad de memoria, ...).
CREATE TABLE areas (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL COLLATE NOCASE UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
) STRICT;

-- The people who live in the home. The admission form's many groups live in details (JSON);
-- what is searched, sorted, filtered or kept unique has its own column.
CREATE TABLE residents (
    id              TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    social_security TEXT NOT NULL,
    date_of_birth   TEXT NOT NULL,     -- YYYY-MM-DD
    admission_date  TEXT NOT NULL,     -- YYYY-MM-DD
    room            TEXT NOT NULL DEFAULT '',
    area_id         TEXT REFERENCES areas(id) ON DELETE SET NULL,
    photo_id        TEXT REFERENCES images(id),
    family_user_id  TEXT REFERENCES users(id),
    details         TEXT NOT NULL DEFAULT '{}',
    search          TEXT NOT NULL DEFAULT '',
    archived_at     TEXT,
    deleted_at      TEXT,              -- a tombstone: never erased, hidden everywhere
    deleted_by      TEXT,
    created_at      TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    updated_by      TEXT NOT NULL
) STRICT;

CREATE UNIQUE INDEX residents_room ON residents (room COLLATE NOCASE)
    WHERE room <> '' AND archived_at IS NULL AND deleted_at IS NULL;
CREATE UNIQUE INDEX residents_social_security ON residents (social_security) WHERE deleted_at IS NULL;
CREATE INDEX residents_name ON residents (name COLLATE NOCASE) WHERE deleted_at IS NULL;
CREATE INDEX residents_area ON residents (area_id) WHERE deleted_at IS NULL;

-- +goose Down
DROP TABLE residents;
DROP TABLE areas;
DROP TABLE images;
