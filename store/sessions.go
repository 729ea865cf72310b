package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// RevokeToken ends one session before its expiry (logout).
func (s *Store) RevokeToken(ctx context.Context, actor Actor, jti string, expires time.Time) error {
	entry := AuditEntry{Actor: actor, Action: "logout", Entity: "session", EntityID: jti}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM revoked_tokens WHERE expires_at < ?`, s.nowText()); err != nil {
			return fmt.Errorf("purge revoked tokens: %w", err)
		}
		_, err := tx.ExecContext(ctx, `
			INSERT OR IGNORE INTO revoked_tokens (jti, user_id, expires_at, revoked_at) VALUES (?, ?, ?, ?)`,
			jti, actor.UserID, formatTime(expires), s.nowText())
		if err != nil {
			return fmt.Errorf("revoke token: %w", err)
		}
		return nil
	})
}

// TokenRevoked reports whether the session with that token id was ended.
func (s *Store) TokenRevoked(ctx context.Context, jti string) (bool, error) {
	var n int
	if err := s.reader.QueryRowContext(ctx, `SELECT count(*) FROM revoked_tokens WHERE jti = ?`, jti).Scan(&n); err != nil {
		return false, fmt.Errorf("check revoked token: %w", err)
	}
	return n > 0, nil
}

// LoginAttempt is one try at signing in.
type LoginAttempt struct {
	Identifier string
	IP         string
	Succeeded  bool
}

// RecordLoginAttempt stores a try; beyond lim.MaxRows attempts the oldest go, so that no flood of
// sign-ins fills the disk (PruneLoginAttempts forgets those past the window).
func (s *Store) RecordLoginAttempt(ctx context.Context, a LoginAttempt, lim LoginLimits) error {
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO login_attempts (identifier, ip, succeeded, at) VALUES (?, ?, ?, ?)`,
		Normalize(a.Identifier), a.IP, a.Succeeded, s.nowText())
	if err != nil {
		return fmt.Errorf("record login attempt: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return fmt.Errorf("record login attempt: %w", err)
	}
	// A new row's id is above every other (SQLite gives it max(id) + 1): at most MaxRows rows have an id
	// above id - MaxRows.
	if _, err := tx.ExecContext(ctx, `DELETE FROM login_attempts WHERE id <= ?`, id-int64(lim.MaxRows)); err != nil {
		return fmt.Errorf("cap login attempts: %w", err)
	}
	return tx.Commit()
}

// PruneLoginAttempts forgets the sign-in attempts made before before; it answers how many.
func (s *Store) PruneLoginAttempts(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.execWrite(ctx, `DELETE FROM login_attempts WHERE at < ?`, formatTime(before))
	if err != nil {
		return 0, fmt.Errorf("prune login attempts: %w", err)
	}
	return res.RowsAffected()
}
