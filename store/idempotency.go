package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Requests a device may send twice (issue 29, DESIGN 16). A request with an Idempotency-Key claims it in the
// transaction of its first write, so the record and the claim land together or not at all; its answer is kept
// afterwards (SaveIdempotentAnswer). A request that writes nothing (refused, invalid) claims nothing and may be
// sent again with the same key.

// ErrIdempotencyKeyUsed: the key was claimed by an earlier request of the same user.
var ErrIdempotencyKeyUsed = errors.New("store: idempotency key already used")

type idempotencyKey struct{}

// idempotencyClaim is a request's key, claimed by its first write.
type idempotencyClaim struct {
	userID, key, method, path string
	claimed                   bool
}

// WithIdempotencyKey makes the first write made with ctx claim the user's key for the request (method, path).
func WithIdempotencyKey(ctx context.Context, userID, key, method, path string) context.Context {
	return context.WithValue(ctx, idempotencyKey{}, &idempotencyClaim{userID: userID, key: key, method: method, path: path})
}

// IdempotencyKeyClaimed reports whether a write made with ctx claimed its key.
func IdempotencyKeyClaimed(ctx context.Context) bool {
	c, _ := ctx.Value(idempotencyKey{}).(*idempotencyClaim)
	return c != nil && c.claimed
}

// claimIdempotencyKey claims ctx's key inside a write's transaction, once per request.
func (s *Store) claimIdempotencyKey(ctx context.Context, tx *sql.Tx) (*idempotencyClaim, error) {
	c, _ := ctx.Value(idempotencyKey{}).(*idempotencyClaim)
	if c == nil || c.claimed {
		return nil, nil
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO idempotency_keys (user_id, key, method, path, created_at) VALUES (?, ?, ?, ?, ?)`,
		c.userID, c.key, c.method, c.path, s.nowText())
	if isUniqueViolation(err) {
		return nil, ErrIdempotencyKeyUsed
	}
	if err != nil {
		return nil, fmt.Errorf("claim idempotency key: %w", err)
	}
	return c, nil
}

// IdempotentAnswer is what an earlier request with the same key was answered; Kept is false when it claimed
// the key but its answer was not kept (the server stopped in between).
type IdempotentAnswer struct {
	Method, Path, ContentType string
	Status                    int
	Body                      []byte
	Kept                      bool
}

// IdempotentAnswerOf is the earlier request of the user with the key, or ErrNotFound.
func (s *Store) IdempotentAnswerOf(ctx context.Context, userID, key string) (IdempotentAnswer, error) {
	var a IdempotentAnswer
	var status sql.NullInt64
	err := s.reader.QueryRowContext(ctx, `SELECT method, path, status, content_type, body FROM idempotency_keys
		WHERE user_id = ? AND key = ?`, userID, key).Scan(&a.Method, &a.Path, &status, &a.ContentType, &a.Body)
	if errors.Is(err, sql.ErrNoRows) {
		return a, ErrNotFound
	}
	if err != nil {
		return a, fmt.Errorf("read idempotent answer: %w", err)
	}
	a.Status, a.Kept = int(status.Int64), status.Valid
	return a, nil
}

// SaveIdempotentAnswer keeps the answer of the request that claimed the user's key.
func (s *Store) SaveIdempotentAnswer(ctx context.Context, userID, key string, status int, contentType string, body []byte) error {
	_, err := s.writer.ExecContext(ctx, `UPDATE idempotency_keys SET status = ?, content_type = ?, body = ?
		WHERE user_id = ? AND key = ? AND status IS NULL`, status, contentType, body, userID, key)
	if err != nil {
		return fmt.Errorf("keep idempotent answer: %w", err)
	}
	return nil
}

// PruneIdempotencyKeys forgets the keys claimed before the instant: a device sends its queue within days.
func (s *Store) PruneIdempotencyKeys(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.writer.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE created_at < ?`, formatTime(before))
	if err != nil {
		return 0, fmt.Errorf("prune idempotency keys: %w", err)
	}
	return res.RowsAffected()
}
