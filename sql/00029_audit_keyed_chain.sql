-- +goose Up
-- The audit chain becomes keyed (DESIGN section 17): rows from first_keyed_id on are hashed with
-- HMAC-SHA256 under the key in <data>/audit.key; the rows before it keep the hashes they were written with
-- (sha256, migration 12). The keyed chain starts after the current head. signature is the HMAC of the
-- unkeyed part's head (store/audit_head.go), written by the store when it makes audit.key: it pins the
-- carried-over rows, so recomputing them without the key is found too.
CREATE TABLE audit_chain_start (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    first_keyed_id INTEGER NOT NULL,
    signature      TEXT NOT NULL DEFAULT ''
);
INSERT INTO audit_chain_start (id, first_keyed_id) SELECT 1, coalesce(max(id), 0) + 1 FROM audit_log;

-- +goose Down
-- The schema before this one checks every row with sha256: keyed rows would read as altered. So going down
-- refuses (a CHECK failing) while any keyed row exists.
CREATE TEMP TABLE keyed_audit_rows_block_going_down (keyed INTEGER CHECK (keyed = 0));
INSERT INTO keyed_audit_rows_block_going_down
SELECT count(*) FROM audit_log WHERE id >= (SELECT first_keyed_id FROM audit_chain_start);
DROP TABLE keyed_audit_rows_block_going_down;
DROP TABLE audit_chain_start;
