package store

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"database/sql/driver"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"strconv"

	"modernc.org/sqlite"
)

// The audit log is a hash chain (DESIGN sections 12 and 17). Every row stores the hash of the row before it
// (prev_hash; "" for the first row) and its own hash. Rows written since the chain became keyed (migration
// 29: audit_chain_start.first_keyed_id and on) are hashed with a key that is not in the database:
//
//	hash = hex(HMAC-SHA256(audit.key, prev_hash || row))
//
// and the rows written before it keep the hash they were written with, which anyone can recompute:
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
// "1:7,27:2025-01-02T03:04:05.000000Z,0:,...". `amparo audit verify` recomputes it with VerifyAudit.
//
// Changing any field of a row changes its hash; deleting or inserting a row breaks the prev_hash link of
// the row after it; recomputing the hashes after a change needs the key. Where the keyed chain starts is
// itself signed (audit_chain_start.signature, the signed head of the rows before it), so the unkeyed rows
// cannot be rewritten either, nor the start moved. Removing the newest rows leaves a shorter chain that
// still verifies: the signed heads written beside every copy (audit_head.go) say how long it was then.

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
		return chainHash(sha256.New(), fields[0], fields[1:]...), nil
	})
}

// chainHash is hex(h(prev || netstrings of fields)), h a fresh sha256 or HMAC-SHA256.
func chainHash(h hash.Hash, prev string, fields ...string) string {
	h.Write([]byte(prev))
	for _, f := range fields {
		h.Write([]byte(strconv.Itoa(len(f))))
		h.Write([]byte{':'})
		h.Write([]byte(f))
		h.Write([]byte{','})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// auditRowHash is the hash of a stored row following prev: keyed with key, or the unkeyed sha256 of the rows
// written before the chain was keyed when key is nil.
func auditRowHash(key []byte, prev string, id int64, at, actorID, actorRole, action, entity, entityID, residentID, ip, outcome, detail string) string {
	h := sha256.New()
	if key != nil {
		h = hmac.New(sha256.New, key)
	}
	return chainHash(h, prev, strconv.FormatInt(id, 10), at, actorID, actorRole, action, entity, entityID, residentID,
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
	Rows       int    // rows checked (all of them when the chain is whole)
	BrokenID   int64  // the first row that does not verify, or the first one missing; 0 when the chain is whole
	Reason     string // why that row breaks the chain, in Spanish
	NewestHead *FoundAuditHead
	BadHeads   []FoundAuditHead // heads whose signature does not verify with the key: not taken as evidence
}

// OK reports whether the whole chain verified.
func (v AuditVerification) OK() bool { return v.BrokenID == 0 }

// VerifyAudit walks the audit log in id order and recomputes every hash, with the key from the row where
// the keyed chain starts. It stops at the first row whose prev_hash is not the hash of the row before it (a
// row deleted or inserted before it), whose hash is not the hash of its own fields (a field changed, or the
// chain recomputed without the key), or whose hash is not the one a signed head recorded for it. The rows
// before the keyed start must end at the head signed when the key was made. A chain shorter than the newest
// validly signed head lost its tail. Heads whose signature does not verify are returned, not used.
func (s *Store) VerifyAudit(ctx context.Context, heads ...FoundAuditHead) (AuditVerification, error) {
	if s.auditKeyErr != nil {
		return AuditVerification{}, s.auditKeyErr
	}
	start, err := s.auditChainStart(ctx, s.reader)
	if err != nil {
		return AuditVerification{}, err
	}
	var v AuditVerification
	signed := map[int64]FoundAuditHead{}
	for _, h := range heads {
		if !h.Valid(s.auditKey) {
			v.BadHeads = append(v.BadHeads, h)
			continue
		}
		signed[h.RowID] = h
		if v.NewestHead == nil || h.RowID >= v.NewestHead.RowID { // of equals, the last by name
			v.NewestHead = &h
		}
	}
	rows, err := s.reader.QueryContext(ctx, `
		SELECT id, at, actor_id, actor_role, action, entity, entity_id, resident_id, ip, outcome, detail,
		       prev_hash, hash
		FROM audit_log ORDER BY id`)
	if err != nil {
		return AuditVerification{}, fmt.Errorf("verify audit: %w", err)
	}
	defer rows.Close()
	var lastID int64
	prev := ""
	startChecked := false
	// checkStart: the unkeyed rows end where the signature of the keyed start says.
	checkStart := func() {
		startChecked = true
		if lastID != start.firstKeyedID-1 || !validHeadSignature(s.auditKey, lastID, prev, start.signature) {
			v.Rows, v.BrokenID = 0, max(lastID, 1) // none of the rows it pins can be shown intact
			v.Reason = "no coincide con la firma guardada al empezar la cadena con clave (las filas hasta ella se reescribieron o se recalcularon sin la clave)"
		}
	}
	for rows.Next() {
		var id int64
		var at, actorID, actorRole, action, entity, entityID, residentID, ip, outcome, detail, prevHash, hash string
		if err := rows.Scan(&id, &at, &actorID, &actorRole, &action, &entity, &entityID, &residentID, &ip,
			&outcome, &detail, &prevHash, &hash); err != nil {
			return AuditVerification{}, fmt.Errorf("scan audit: %w", err)
		}
		var key []byte
		if id >= start.firstKeyedID {
			key = s.auditKey
		}
		head, headed := signed[id]
		if prevHash != prev {
			v.BrokenID, v.Reason = id, "no enlaza con la fila anterior (se borró o se insertó una fila antes de ella)"
		} else if key != nil && !startChecked {
			checkStart()
		}
		if v.BrokenID == 0 {
			switch {
			case hash != auditRowHash(key, prev, id, at, actorID, actorRole, action, entity, entityID, residentID, ip, outcome, detail):
				v.BrokenID, v.Reason = id, "su contenido no coincide con su huella (se modificó la fila, o se recalculó la cadena sin la clave)"
			case headed && hash != head.Hash:
				v.BrokenID, v.Reason = id, fmt.Sprintf("no es la que registró la cabeza firmada %s (se reescribió la cadena)", head.File)
			}
		}
		if v.BrokenID != 0 {
			return v, nil
		}
		v.Rows++
		lastID, prev = id, hash
	}
	if err := rows.Err(); err != nil {
		return AuditVerification{}, fmt.Errorf("verify audit: %w", err)
	}
	if !startChecked {
		if checkStart(); !v.OK() {
			return v, nil
		}
	}
	if h := v.NewestHead; h != nil && h.RowID > lastID {
		v.BrokenID = lastID + 1
		v.Reason = fmt.Sprintf("falta: la cadena termina en la fila %d y la cabeza firmada %s llega a la fila %d (se borraron al menos %d filas del final)",
			lastID, h.File, h.RowID, h.RowID-lastID)
	}
	return v, nil
}
