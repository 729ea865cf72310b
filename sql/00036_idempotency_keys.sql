-- +goose Up
-- Requests a device may send twice (issue 29, DESIGN 16): a tablet that lost the answer to a write sends it again
-- with the same Idempotency-Key, and gets the first answer instead of a second record. The key is claimed in the
-- transaction of the request's first write; the answer is kept once the handler has given it.
CREATE TABLE idempotency_keys (
    user_id      TEXT NOT NULL,
    key          TEXT NOT NULL,
    method       TEXT NOT NULL,
    path         TEXT NOT NULL,
    created_at   TEXT NOT NULL,          -- RFC 3339 UTC
    status       INTEGER,                -- NULL until the answer is kept
    content_type TEXT NOT NULL DEFAULT '',
    body         BLOB,
    PRIMARY KEY (user_id, key)
) STRICT, WITHOUT ROWID;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- +goose Down
DROP TABLE idempotency_keys;
