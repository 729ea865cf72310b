// Package store keeps Amparo's data in one SQLite file: explicit SQL, a context on every call,
// one writer connection and a pool of readers.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/pressly/goose/v3"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	migrations "amparo/sql"
)

// ErrNotFound is returned when the asked-for row does not exist (or is hidden as deleted).
var ErrNotFound = errors.New("store: not found")

// ErrConflict is returned when a write breaks a uniqueness rule; a *ConflictError names the field.
var ErrConflict = errors.New("store: conflict")

// ConflictError tells which column ("table.column") already holds the value another row uses.
type ConflictError struct{ Field string }

func (e *ConflictError) Error() string        { return "store: conflict on " + e.Field }
func (e *ConflictError) Is(target error) bool { return target == ErrConflict }

// Options tune a Store; the zero value is production behaviour.
type Options struct {
	// Now is the clock; tests set it to move time.
	Now func() time.Time
	// WriteLockWait is how long a write waits for the database's write lock before ErrBusy (write_lock.go's
	// default when zero); tests shorten it.
	WriteLockWait time.Duration
	// ReplicaCheckpoints leaves the write-ahead log's checkpoints to the replica (Litestream), which must
	// read every transaction before it reaches the database file. With the writer checkpointing as well,
	// every commit would find the log longer than SQLite's 1,000 pages (Litestream's read lock keeps it from
	// restarting) and sort the whole log again: at 500 writes/s on a 1 GB home, writes waited seconds.
	ReplicaCheckpoints bool
}

// Store is the database. Writes go through one connection, reads through a pool.
type Store struct {
	writer *sql.DB
	reader *preparedReader
	now    func() time.Time

	writeLockWait time.Duration // write_lock.go

	mu       sync.Mutex
	pending  map[*sql.Tx][]Notification // created inside a transaction not yet committed
	notifier func(Notification)

	audits *auditBatcher // the audit rows that are not part of a write (audit_batch.go)

	auditKey    []byte // keys the audit chain (audit_key.go)
	auditKeyErr error  // why auditKey is not the data folder's audit.key, or nil
}

// Open opens (creating if needed) the database file at path and migrates it to the latest schema. The audit
// chain's key is the file audit.key in the same folder (audit_key.go).
func Open(ctx context.Context, path string, opts Options) (*Store, error) {
	writerDSN := dsn(path, false)
	if opts.ReplicaCheckpoints {
		writerDSN += "&_pragma=wal_autocheckpoint(0)"
	}
	writer, err := sql.Open("sqlite", writerDSN)
	if err != nil {
		return nil, fmt.Errorf("open writer: %w", err)
	}
	writer.SetMaxOpenConns(1)
	writer.SetConnMaxIdleTime(0)

	reader, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		writer.Close()
		return nil, fmt.Errorf("open reader: %w", err)
	}
	reader.SetMaxOpenConns(4)
	reader.SetMaxIdleConns(4) // kept open, with their prepared statements

	s := &Store{writer: writer, reader: newPreparedReader(reader), now: opts.Now, pending: map[*sql.Tx][]Notification{},
		writeLockWait: opts.WriteLockWait}
	if s.now == nil {
		s.now = time.Now
	}
	if s.writeLockWait <= 0 {
		s.writeLockWait = writeLockWait
	}
	applied, err := s.migrate(ctx)
	if err != nil {
		errors.Join(reader.Close(), writer.Close())
		return nil, err
	}
	carriedOver := slices.ContainsFunc(applied, func(r *goose.MigrationResult) bool { return r.Source.Version == auditKeyedMigration })
	if err := s.openAuditKey(ctx, filepath.Dir(path), carriedOver); err != nil {
		errors.Join(reader.Close(), writer.Close())
		return nil, err
	}
	if err := s.waitForWriteLock(ctx); err != nil {
		errors.Join(reader.Close(), writer.Close())
		return nil, err
	}
	if slices.ContainsFunc(applied, func(r *goose.MigrationResult) bool { return r.Source.Version == safetyRegistersMigration }) {
		if err := s.carryOverIncidentFalls(ctx); err != nil { // the incidents marked as a fall before the register
			errors.Join(reader.Close(), writer.Close())
			return nil, err
		}
	}
	s.startAuditBatcher()
	return s, nil
}

// dsn builds the modernc connection string. busy_timeout comes first so the other pragmas wait
// for a lock instead of failing; synchronous=FULL because clinical records must survive a power cut.
func dsn(path string, readOnly bool) string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(FULL)")
	q.Add("_pragma", "foreign_keys(ON)")
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Set("_txlock", "immediate")
	}
	return "file:" + path + "?" + q.Encode()
}

// migrate brings the schema up to date and answers the migrations it applied.
func (s *Store) migrate(ctx context.Context) ([]*goose.MigrationResult, error) {
	provider, err := goose.NewProvider(goose.DialectSQLite3, s.writer, migrations.FS)
	if err != nil {
		return nil, fmt.Errorf("prepare migrations: %w", err)
	}
	applied, err := provider.Up(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	return applied, nil
}

// Close commits the audit rows still queued and releases both pools.
func (s *Store) Close() error {
	s.stopAuditBatcher()
	return errors.Join(s.reader.Close(), s.writer.Close())
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error {
	return s.reader.PingContext(ctx)
}

// Now is the store's clock, in UTC.
func (s *Store) Now() time.Time { return s.now().UTC() }

func (s *Store) nowText() string { return formatTime(s.Now()) }

// timeLayout is RFC 3339 in UTC with a fixed six-digit fraction, so that stored times compare
// correctly as text in SQL (RFC3339Nano trims trailing zeros and would not).
const timeLayout = "2006-01-02T15:04:05.000000Z"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

func parseTime(v string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, v)
	return t
}

// newID returns a time-ordered unique id (UUIDv7).
func newID() string { return uuid.Must(uuid.NewV7()).String() }

// querier is the read pool, or a transaction that must see its own writes.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// queryAll runs a query and scans every row with scan.
func queryAll[T any](ctx context.Context, db querier, scan func(rowScanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// querySet runs a query and answers the set of what scan reads from its rows.
func querySet[T comparable](ctx context.Context, db querier, scan func(rowScanner) (T, error), query string, args ...any) (map[T]bool, error) {
	values, err := queryAll(ctx, db, scan, query, args...)
	if err != nil {
		return nil, err
	}
	set := make(map[T]bool, len(values))
	for _, v := range values {
		set[v] = true
	}
	return set, nil
}

// write runs fn in one transaction on the writer connection and appends the audit entry in the same
// transaction: a change and its audit row land together or not at all. The request's Idempotency-Key, if any,
// is claimed in the first such transaction (idempotency.go).
func (s *Store) write(ctx context.Context, entry AuditEntry, fn func(tx *sql.Tx) error) error {
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	committed := false
	defer func() {
		if !committed {
			tx.Rollback()
		}
		s.settle(tx, committed)
	}()
	claim, err := s.claimIdempotencyKey(ctx, tx)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		return asConflict(err)
	}
	entry.Outcome = OutcomeAllowed
	if err := s.insertAudit(ctx, tx, entry); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	committed = true
	if claim != nil {
		claim.claimed = true
	}
	return nil
}

// asConflict turns SQLite's UNIQUE violations into a *ConflictError naming the table and column,
// as "users.username".
func asConflict(err error) error {
	var se *sqlite.Error
	if !errors.As(err, &se) || se.Code() != sqlite3.SQLITE_CONSTRAINT_UNIQUE {
		return err
	}
	field := ""
	if _, after, ok := strings.Cut(se.Error(), "UNIQUE constraint failed: "); ok {
		field = strings.TrimSpace(strings.Fields(strings.SplitN(after, ",", 2)[0])[0])
	}
	return &ConflictError{Field: field}
}
