package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// The writer connection waits for the database's write lock here, not in SQLite's busy handler. That
// handler sleeps in growing steps (1, 2, 5, 10, 15, 20, 25 ms...), so a write that finds the lock taken
// for 35 ms (Litestream folding the log into the database, DESIGN 17) waited 53 or 78; here it tries
// again every half millisecond, for as long as the handler did. A lock still taken after that is ErrBusy (the
// server's 503 with Retry-After), never a failure of the write itself.
const (
	writeLockWait  = 10 * time.Second
	writeLockRetry = 500 * time.Microsecond
)

// ErrBusy: the database's write lock stayed taken for the whole wait; nothing was written.
var ErrBusy = errors.New("store: the database is busy")

// waitForWriteLock stops the writer connection's busy handler, once the schema is migrated: from then
// on every write goes through beginWrite or execWrite. A connection opened again later (the pool
// replaces a broken one) has the handler back, which is slower, never wrong.
func (s *Store) waitForWriteLock(ctx context.Context) error {
	_, err := s.writer.ExecContext(ctx, `PRAGMA busy_timeout = 0`)
	return err
}

// beginWrite begins a write transaction (BEGIN IMMEDIATE) on the writer connection.
func (s *Store) beginWrite(ctx context.Context) (*sql.Tx, error) {
	return retryWhileLocked(ctx, s.writeLockWait, func() (*sql.Tx, error) { return s.writer.BeginTx(ctx, nil) })
}

// execWrite runs one statement that writes, outside a transaction, on the writer connection.
func (s *Store) execWrite(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return retryWhileLocked(ctx, s.writeLockWait, func() (sql.Result, error) { return s.writer.ExecContext(ctx, query, args...) })
}

func retryWhileLocked[T any](ctx context.Context, wait time.Duration, try func() (T, error)) (T, error) {
	deadline := time.Now().Add(wait)
	for {
		v, err := try()
		if !isBusy(err) {
			return v, err
		}
		if time.Now().After(deadline) {
			return v, fmt.Errorf("%w: %w", ErrBusy, err)
		}
		select {
		case <-ctx.Done():
			return v, err
		case <-time.After(writeLockRetry):
		}
	}
}

func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}
