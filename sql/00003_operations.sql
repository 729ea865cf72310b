-- +goose Up

-- The medication inventory. Prices are integer cents, never floats.
CREATE TABLE medications (
    id                    TEXT PRIMARY KEY,
    name                  TEXT NOT NULL,
    category              TEXT NOT NULL,
    concentration         TEXT NOT NULL,
    presentation          TEXT NOT NULL,
    administration_route  TEXT NOT NULL,
    stock                 INTEGER NOT NULL CHECK (stock >= 0),
    minimum_stock         INTEGER NOT NULL CHECK (minimum_stock >= 0),
    expiration_date       TEXT NOT NULL,      -- YYYY-MM-DD
    location              TEXT NOT NULL,
    supplier              TEXT NOT NULL,
    unit_price_cents      INTEGER NOT NULL CHECK (unit_price_cents >= 0),
    requires_prescription INTEGER NOT NULL DEFAULT 0,
    notes                 TEXT NOT NULL DEFAULT '',
    search                TEXT NOT NULL DEFAULT '',
    expiry_notified_for   TEXT NOT NULL DEFAULT '',  -- the expiration date already warned about
    deleted_at            TEXT,                      -- kept as a tombstone: Kardex entries point here
    deleted_by            TEXT,
    created_at            TEXT NOT NULL,
    updated_at            TEXT NOT NULL
) STRICT;

-- Every stock change, with who made it and why.
CREATE TABLE stock_movements (
    id            TEXT PRIMARY KEY,
    medication_id TEXT NOT NULL REFERENCES medications(id),
    kind          TEXT NOT NULL CHECK (kind IN ('in', 'out')),
    quantity      INTEGER NOT NULL CHECK (quantity > 0),
    stock_after   INTEGER NOT NULL,
    description   TEXT NOT NULL,
    actor_id      TEXT NOT NULL,
    actor_name    TEXT NOT NULL,
    at            TEXT NOT NULL
) STRICT;
CREATE INDEX stock_movements_medication ON stock_movements (medication_id, at);

CREATE TABLE activities (
    id              TEXT PRIMARY KEY,
    title           TEXT NOT NULL,
    description     TEXT NOT NULL,
    location        TEXT NOT NULL,
    start_date      TEXT NOT NULL,
    start_time      TEXT NOT NULL,
    end_date        TEXT NOT NULL,
    end_time        TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
) STRICT;
CREATE INDEX activities_start ON activities (start_date, start_time);

CREATE TABLE posts (
    id              TEXT PRIMARY KEY,
    title           TEXT NOT NULL DEFAULT '',
    content         TEXT NOT NULL,
    photo_id        TEXT NOT NULL REFERENCES images(id),
    visibility      TEXT NOT NULL CHECK (visibility IN ('workers', 'families', 'both')),
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
) STRICT;

CREATE TABLE post_likes (
    post_id TEXT NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL,
    at      TEXT NOT NULL,
    PRIMARY KEY (post_id, user_id)
) STRICT;

CREATE TABLE post_comments (
    id          TEXT PRIMARY KEY,
    post_id     TEXT NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    content     TEXT NOT NULL,
    author_id   TEXT NOT NULL,
    author_name TEXT NOT NULL,
    created_at  TEXT NOT NULL
) STRICT;
CREATE INDEX post_comments_post ON post_comments (post_id, created_at);

-- What the server tells a person: stored here, delivered live by the realtime hub.
CREATE TABLE notifications (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id),
    title      TEXT NOT NULL,
    options    TEXT NOT NULL DEFAULT '{}',   -- JSON: body, tag, url (the browser Notification options)
    read_at    TEXT,
    created_at TEXT NOT NULL
) STRICT;
CREATE INDEX notifications_user ON notifications (user_id, created_at);

-- +goose Down
DROP TABLE notifications;
DROP TABLE post_comments;
DROP TABLE post_likes;
DROP TABLE posts;
DROP TABLE activities;
DROP TABLE stock_movements;
DROP TABLE medications;
