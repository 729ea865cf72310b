package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// TypedKept is how much of a typed identifier sign-in keeps, in login_attempts and in the audit: enough to
// recognise what someone typed, never what an outsider sends to fill the disk.
const TypedKept = 64

// FirstTyped is the first TypedKept characters of s.
func FirstTyped(s string) string {
	n := 0
	for i := range s {
		if n == TypedKept {
			return s[:i]
		}
		n++
	}
	return s
}

// LoginAccount is the key sign-in attempts are counted under: the account the identifier names, found
// as Authenticate finds it (username or e-mail), so both name the same count; an identifier that names
// no account is counted under its first TypedKept characters.
func (s *Store) LoginAccount(ctx context.Context, identifier string) (string, error) {
	var id string
	err := s.reader.QueryRowContext(ctx, `SELECT id FROM users WHERE deactivated_at IS NULL
		AND (username = ?1 OR email = ?1) ORDER BY username = ?1 DESC LIMIT 1`, strings.TrimSpace(identifier)).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "name:" + Normalize(FirstTyped(identifier)), nil
	}
	if err != nil {
		return "", fmt.Errorf("find account for sign-in: %w", err)
	}
	return "user:" + id, nil
}

// LoginLimits are how many failures within Window lock what.
type LoginLimits struct {
	Window     time.Duration
	PerAccount int // failures on one account, from anywhere, since its last success
	PerAddress int // failures from one address, on any accounts
	MaxRows    int // attempts kept at most (1 or more), whatever their age: the oldest go first
}

// LoginLocks says until when each lock holds; a zero time is no lock.
type LoginLocks struct {
	Account            time.Time // the account, from every address: wrong passwords are refused
	AccountFromAddress time.Time // the account, from this address: everything is refused
	Address            time.Time // this address, for every account: everything is refused
}

// LoginLocks reads the locks on account (a LoginAccount key) and ip. A lock lifts when enough of its
// failures have left the window for fewer than the limit to remain.
func (s *Store) LoginLocks(ctx context.Context, account, ip string, lim LoginLimits) (LoginLocks, error) {
	since := formatTime(s.Now().Add(-lim.Window))
	key := Normalize(account)
	var locks LoginLocks
	var err error
	// Successes are found by id, the order attempts were recorded in (two can share a timestamp).
	lastSuccess := `COALESCE((SELECT max(id) FROM login_attempts WHERE identifier = ?1 AND succeeded = 1), 0)`
	if locks.Account, err = s.lockUntil(ctx, lim, lim.PerAccount, `identifier = ?1 AND id > `+lastSuccess, key, ip, since); err != nil {
		return LoginLocks{}, err
	}
	lastSuccessHere := `COALESCE((SELECT max(id) FROM login_attempts WHERE identifier = ?1 AND ip = ?2 AND succeeded = 1), 0)`
	if locks.AccountFromAddress, err = s.lockUntil(ctx, lim, lim.PerAccount,
		`identifier = ?1 AND ip = ?2 AND id > `+lastSuccessHere, key, ip, since); err != nil {
		return LoginLocks{}, err
	}
	if locks.Address, err = s.lockUntil(ctx, lim, lim.PerAddress, `ip = ?2 AND ?1 = ?1`, key, ip, since); err != nil {
		return LoginLocks{}, err
	}
	return locks, nil
}

// lockUntil finds the limit-th most recent failure matching where (?1 account, ?2 address, ?3 since);
// the lock lifts a window after it.
func (s *Store) lockUntil(ctx context.Context, lim LoginLimits, limit int, where, key, ip, since string) (time.Time, error) {
	var at string
	err := s.reader.QueryRowContext(ctx, `SELECT at FROM login_attempts WHERE succeeded = 0 AND at >= ?3 AND `+where+`
		ORDER BY at DESC LIMIT 1 OFFSET ?4`, key, ip, since, limit-1).Scan(&at)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("count failed sign-ins: %w", err)
	}
	return parseTime(at).Add(lim.Window), nil
}
