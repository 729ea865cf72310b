package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
)

// AuditKeyFile is the audit chain's key inside the data folder (DESIGN 17). Unlike secret.key it is meant to
// be kept with the off-site copies: without it the chain cannot be checked.
const AuditKeyFile = "audit.key"

// ErrNoAuditKey means the data folder has no usable audit.key for a chain that is already keyed.
var ErrNoAuditKey = errors.New("falta la clave del registro de auditoría")

// auditChainStart is the one row of audit_chain_start (migration 29).
type auditChainStart struct {
	firstKeyedID int64
	signature    string // signHead of the row before firstKeyedID, with audit.key
	keyedRows    bool   // a row at or after firstKeyedID exists
}

func (s *Store) auditChainStart(ctx context.Context, db querier) (auditChainStart, error) {
	rows, err := db.QueryContext(ctx, `
		SELECT first_keyed_id, signature, EXISTS (SELECT 1 FROM audit_log WHERE id >= first_keyed_id)
		FROM audit_chain_start`)
	if err != nil {
		return auditChainStart{}, fmt.Errorf("audit chain start: %w", err)
	}
	defer rows.Close()
	var st auditChainStart
	if !rows.Next() {
		return auditChainStart{}, errors.New("audit chain start: no row")
	}
	if err := rows.Scan(&st.firstKeyedID, &st.signature, &st.keyedRows); err != nil {
		return auditChainStart{}, fmt.Errorf("audit chain start: %w", err)
	}
	return st, rows.Err()
}

// auditKeyedMigration is the migration that makes the chain keyed (sql/00029_audit_keyed_chain.sql).
const auditKeyedMigration = 29

// openAuditKey reads <dir>/audit.key. The keyed start is signed only when the chain is carried over (migration
// 29 applied by this Open: an existing chain, or a copy from before the key restored into a folder that has
// one) or when the key is made, and a key is made only while no keyed row exists (an empty chain, or one
// carried over). Once keyed rows exist neither happens again, so no one can move the start and have it signed:
// a missing key leaves the store working with a key of this process only (the rows written then cannot be
// checked later) and AuditKeyErr says so; the server never stops for it.
func (s *Store) openAuditKey(ctx context.Context, dir string, carriedOver bool) error {
	path := filepath.Join(dir, AuditKeyFile)
	key, readErr := ReadKeyFile(path)
	if readErr == nil {
		s.auditKey = key
		if carriedOver {
			return s.signAuditChainStart(ctx, key)
		}
		return nil
	}
	start, err := s.auditChainStart(ctx, s.reader)
	if err != nil {
		return err
	}
	if s.auditKey, err = NewKey(); err != nil {
		return err
	}
	if start.keyedRows {
		s.auditKeyErr = fmt.Errorf("%w: %s (%v); las filas nuevas no se podrán comprobar hasta que se reponga", ErrNoAuditKey, path, readErr)
		return nil
	}
	if err := s.signAuditChainStart(ctx, s.auditKey); err != nil { // before the key is saved: a key on disk always signed the start
		return err
	}
	if err := WriteKeyFile(path, s.auditKey); err != nil {
		s.auditKeyErr = fmt.Errorf("%w: %s no se pudo guardar (%v)", ErrNoAuditKey, path, err)
	}
	return nil
}

// signAuditChainStart starts the keyed chain after the current head and signs that head with key.
func (s *Store) signAuditChainStart(ctx context.Context, key []byte) error {
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer tx.Rollback()
	id, hash, err := auditHead(ctx, tx)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE audit_chain_start SET first_keyed_id = ?, signature = ?`,
		id+1, signHead(key, id, hash)); err != nil {
		return fmt.Errorf("sign audit chain start: %w", err)
	}
	return tx.Commit()
}

// AuditKeyErr is why the store has no usable audit.key (ErrNoAuditKey), or nil.
func (s *Store) AuditKeyErr() error { return s.auditKeyErr }
