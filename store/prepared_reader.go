package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

// preparedReader is the pool of read-only connections, each query's statement prepared once and kept:
// SQLite parses and plans a statement in about as much time as it takes to answer a small read, and the
// busiest calls (every request's session check, a page of records) ask the same few queries thousands of
// times (issue 16). database/sql keeps each statement prepared on every connection that has run it.
type preparedReader struct {
	*sql.DB
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

// maxPreparedStatements bounds the kept statements: the store's queries are a fixed set, but a few are
// built with as many placeholders as their list has items, and those are not worth keeping forever.
const maxPreparedStatements = 200

func newPreparedReader(db *sql.DB) *preparedReader {
	return &preparedReader{DB: db, stmts: map[string]*sql.Stmt{}}
}

func (p *preparedReader) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if stmt := p.statement(ctx, query); stmt != nil {
		return stmt.QueryContext(ctx, args...)
	}
	return p.DB.QueryContext(ctx, query, args...)
}

func (p *preparedReader) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if stmt := p.statement(ctx, query); stmt != nil {
		return stmt.QueryRowContext(ctx, args...)
	}
	return p.DB.QueryRowContext(ctx, query, args...)
}

// statement answers the kept statement of query, preparing it the first time; nil when it cannot be kept
// (the cache is full, or it does not prepare: the plain query then reports the error). The lock is not held
// while preparing, which waits for a connection like any query.
func (p *preparedReader) statement(ctx context.Context, query string) *sql.Stmt {
	p.mu.Lock()
	stmt, ok := p.stmts[query]
	full := len(p.stmts) >= maxPreparedStatements
	p.mu.Unlock()
	if ok || full {
		return stmt
	}
	stmt, err := p.DB.PrepareContext(ctx, query)
	if err != nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if kept, ok := p.stmts[query]; ok { // prepared meanwhile by another request
		stmt.Close()
		return kept
	}
	p.stmts[query] = stmt
	return stmt
}

// Close closes the kept statements and then the pool.
func (p *preparedReader) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	var errs []error
	for _, stmt := range p.stmts {
		errs = append(errs, stmt.Close())
	}
	p.stmts = map[string]*sql.Stmt{}
	return errors.Join(append(errs, p.DB.Close())...)
}
