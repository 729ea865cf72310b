-- +goose Up

-- Key/value settings of the installation: the JWT secret, the home's public details.
CREATE TABLE settings (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at TEXT NOT NULL
) STRICT;

-- Every person who signs in: staff, social workers and residents' families.
CREATE TABLE users (
    id               TEXT PRIMARY KEY,
    username         TEXT NOT NULL COLLATE NOCASE UNIQUE,
    email            TEXT COLLATE NOCASE UNIQUE,          -- NULL when the person has none
    name             TEXT NOT NULL,
    phone            TEXT NOT NULL DEFAULT '',
    specialty        TEXT NOT NULL DEFAULT '',
    area             TEXT NOT NULL DEFAULT '',            -- social workers' area of work
    license_number   TEXT NOT NULL DEFAULT '',
    password_hash    TEXT NOT NULL,
    token_generation INTEGER NOT NULL DEFAULT 1,          -- bumped to end every session at once
    search           TEXT NOT NULL DEFAULT '',            -- normalised name + username for search
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL,
    deactivated_at   TEXT                                 -- set instead of deleting the person
) STRICT;

CREATE TABLE user_roles (
    user_id TEXT NOT NULL REFERENCES users(id),
    role    TEXT NOT NULL CHECK (role IN ('administrative', 'doctor', 'nurse', 'socialworker', 'family')),
    PRIMARY KEY (user_id, role)
) STRICT;

-- Tokens ended before their expiry (logout). Rows past expires_at are purged.
CREATE TABLE revoked_tokens (
    jti        TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    revoked_at TEXT NOT NULL
) STRICT;

-- Sign-in attempts, for rate limiting per account and per address.
CREATE TABLE login_attempts (
    id         INTEGER PRIMARY KEY,
    identifier TEXT NOT NULL,    -- normalised identifier as typed
    ip         TEXT NOT NULL,
    succeeded  INTEGER NOT NULL CHECK (succeeded IN (0, 1)),
    at         TEXT NOT NULL
) STRICT;
CREATE INDEX login_attempts_identifier_at ON login_attempts (identifier, at);
CREATE INDEX login_attempts_ip_at ON login_attempts (ip, at);

-- Append-only record of who did what: every write, every refused call, every read of clinical data.
CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY,
    at          TEXT NOT NULL,
    actor_id    TEXT NOT NULL DEFAULT '',
    actor_role  TEXT NOT NULL DEFAULT '',
    action      TEXT NOT NULL,
    entity      TEXT NOT NULL,
    entity_id   TEXT NOT NULL DEFAULT '',
    resident_id TEXT NOT NULL DEFAULT '',
    ip          TEXT NOT NULL DEFAULT '',
    outcome     TEXT NOT NULL CHECK (outcome IN ('allowed', 'denied')),
    detail      TEXT NOT NULL DEFAULT ''   -- JSON: the before-image of a change, or why it was refused
) STRICT;
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);
CREATE INDEX audit_log_resident ON audit_log (resident_id) WHERE resident_id <> '';

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- +goose StatementEnd

-- +goose Down
DROP TABLE audit_log;
DROP TABLE login_attempts;
DROP TABLE revoked_tokens;
DROP TABLE user_roles;
DROP TABLE users;
DROP TABLE settings;
