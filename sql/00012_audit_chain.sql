-- +goose Up
-- The audit log becomes a hash chain (DESIGN section 12): every row keeps the hash of the row before it
-- and its own, hash = sha256(prev_hash || row), the row serialised as store/audit_chain.go documents.
-- amparo_audit_hash is that same Go function, registered with the SQLite driver by the store package.
ALTER TABLE audit_log ADD COLUMN prev_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE audit_log ADD COLUMN hash TEXT NOT NULL DEFAULT '';

-- The rows written before this migration are chained in id order, once; the log stays append-only.
DROP TRIGGER audit_log_no_update;

CREATE TEMP TABLE audit_chain_new (id INTEGER PRIMARY KEY, prev_hash TEXT NOT NULL, hash TEXT NOT NULL);

INSERT INTO audit_chain_new (id, prev_hash, hash)
WITH RECURSIVE chain (id, prev_hash, hash) AS (
    SELECT a.id, '', amparo_audit_hash('', a.id, a.at, a.actor_id, a.actor_role, a.action, a.entity,
                                       a.entity_id, a.resident_id, a.ip, a.outcome, a.detail)
    FROM audit_log a WHERE a.id = (SELECT min(id) FROM audit_log)
    UNION ALL
    SELECT a.id, c.hash, amparo_audit_hash(c.hash, a.id, a.at, a.actor_id, a.actor_role, a.action, a.entity,
                                           a.entity_id, a.resident_id, a.ip, a.outcome, a.detail)
    FROM chain c JOIN audit_log a ON a.id = (SELECT min(id) FROM audit_log WHERE id > c.id)
)
SELECT id, prev_hash, hash FROM chain;

UPDATE audit_log SET prev_hash = n.prev_hash, hash = n.hash FROM audit_chain_new n WHERE n.id = audit_log.id;

DROP TABLE audit_chain_new;

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- +goose StatementEnd

-- +goose Down
ALTER TABLE audit_log DROP COLUMN hash;
ALTER TABLE audit_log DROP COLUMN prev_hash;
