package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"database/sql/driver"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"

	"modernc.org/sqlite"
)

// The audit log is a hash chain (DESIGN section 12). Every row stores the hash of the row before it
// (prev_hash; "" for the first row) and its own hash:
//
//	hash = hex(sha256(prev_hash || row))
//
// where prev_hash is the previous row's hash as 64 lowercase hex characters (nothing for the first row)
// and row is the canonical serialisation of the row's fields, in this order:
//
//	id, at, actor_id, actor_role, action, entity, entity_id, resident_id, ip, outcome, detail
//
// each written as a netstring: its length in bytes in decimal, ':', its UTF-8 bytes, ','. The id is its
// decimal text; every other field is the stored text as it is (at is RFC 3339 UTC with six decimals,
// detail the stored JSON). So row 7 written by the system at some instant begins
// "1:7,27:2025-01-02T03:04:05.000000Z,0:,...". Anyone can recompute the chain with a few lines in any
// language; `amparo audit verify` does it with VerifyAudit.
//
// Changing any field of a row changes its hash; deleting or inserting a row breaks the prev_hash link of
// the row after it. Removing the newest rows leaves a shorter chain that still verifies: the count of rows
// VerifyAudit reports is what to compare with an earlier run or a backup.

// auditHashFunc is the SQL function the migration that chains existing rows calls; it is the same Go
// code as every insert and the verification, so the three cannot disagree.
const auditHashFunc = "amparo_audit_hash"

func init() {
	sqlite.MustRegisterDeterministicScalarFunction(auditHashFunc, 12, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		fields := make([]string, len(args))
		for i, a := range args {
			switch v := a.(type) {
			case nil:
			case string:
				fields[i] = v
			case []byte:
				fields[i] = string(v)
			case int64:
				fields[i] = strconv.FormatInt(v, 10)
			default:
				return nil, fmt.Errorf("%s: unexpected %T", auditHashFunc, a)
			}
		}
		return chainHash(fields[0], fields[1:]...), nil
	})
}

// chainHash is hex(sha256(prev || netstrings of fields)).
func chainHash(prev string, fields ...string) string {
	h := sha256.New()
	h.Write([]byte(prev))
	for _, f := range fields {
		h.Write([]byte(strconv.Itoa(len(f))))
		h.Write([]byte{':'})
		h.Write([]byte(f))
		h.Write([]byte{','})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// auditRowHash is the hash of a stored row following prev.
func auditRowHash(prev string, id int64, at, actorID, actorRole, action, entity, entityID, residentID, ip, outcome, detail string) string {
	return chainHash(prev, strconv.FormatInt(id, 10), at, actorID, actorRole, action, entity, entityID, residentID,
		ip, outcome, detail)
}

// auditHead is the newest row's id and hash, read by its primary key (no scan). Inside the writer's
// transaction nothing else can append in between.
func auditHead(ctx context.Context, tx *sql.Tx) (int64, string, error) {
	var id int64
	var hash string
	err := tx.QueryRowContext(ctx, `SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1`).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", nil
	}
	if err != nil {
		return 0, "", fmt.Errorf("audit head: %w", err)
	}
	return id, hash, nil
}

// AuditVerification is what VerifyAudit found.
type AuditVerification struct {
	Rows     int    // rows checked (all of them when the chain is whole)
	BrokenID int64  // the first row that does not verify; 0 when the chain is whole
	Reason   string // why that row breaks the chain, in Spanish
}

// OK reports whether the whole chain verified.
func (v AuditVerification) OK() bool { return v.BrokenID == 0 }

// VerifyAudit walks the audit log in id order and recomputes every hash. It stops at the first row
// whose prev_hash is not the hash of the row before it (a row deleted or inserted before it) or whose
// hash is not the hash of its own fields (a field changed).
func (s *Store) VerifyAudit(ctx context.Context) (AuditVerification, error) {
	rows, err := s.reader.QueryContext(ctx, `
		SELECT id, at, actor_id, actor_role, action, entity, entity_id, resident_id, ip, outcome, detail,
		       prev_hash, hash
		FROM audit_log ORDER BY id`)
	if err != nil {
		return AuditVerification{}, fmt.Errorf("verify audit: %w", err)
	}
	defer rows.Close()
	var v AuditVerification
	prev := ""
	for rows.Next() {
		var id int64
		var at, actorID, actorRole, action, entity, entityID, residentID, ip, outcome, detail, prevHash, hash string
		if err := rows.Scan(&id, &at, &actorID, &actorRole, &action, &entity, &entityID, &residentID, &ip,
			&outcome, &detail, &prevHash, &hash); err != nil {
			return AuditVerification{}, fmt.Errorf("scan audit: %w", err)
		}
		switch {
		case prevHash != prev:
			v.BrokenID, v.Reason = id, "no enlaza con la fila anterior (se borró o se insertó una fila antes de ella)"
		case hash != auditRowHash(prev, id, at, actorID, actorRole, action, entity, entityID, residentID, ip, outcome, detail):
			v.BrokenID, v.Reason = id, "su contenido no coincide con su huella (se modificó la fila)"
		}
		if v.BrokenID != 0 {
			return v, nil
		}
		v.Rows++
		prev = hash
	}
	if err := rows.Err(); err != nil {
		return AuditVerification{}, fmt.Errorf("verify audit: %w", err)
	}
	return v, nil
}
