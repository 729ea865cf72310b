package store

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// The reader keeps each query's statement: asked again, the same query is not prepared again; a table
// changed since it was prepared is still read right (SQLite prepares it again itself); a query that does
// not prepare reports its error; and no more than maxPreparedStatements are kept.
func TestTheReaderKeepsItsStatements(t *testing.T) {
	ctx := context.Background()
	s, _ := openForBatchTest(t)
	defer s.Close()
	count := func(query string) int {
		t.Helper()
		var n int
		if err := s.reader.QueryRowContext(ctx, query).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	const residents = `SELECT count(*) FROM residents WHERE deleted_at IS NULL`
	before := count(residents)
	kept := s.reader.stmts[residents]
	if kept == nil {
		t.Fatal("the query's statement was not kept")
	}
	if _, err := s.CreateResident(ctx, Actor{UserID: "u-1", Name: "Lucía"}, ResidentInput{Name: "Ana Prieto",
		DateOfBirth: "1940-02-03", AdmissionDate: "2026-01-02", Room: "12"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.writer.ExecContext(ctx, `CREATE TABLE prepared_test (x INTEGER)`); err != nil { // the schema changes
		t.Fatal(err)
	}
	if got := count(residents); got != before+1 {
		t.Errorf("after an admission the kept statement counts %d, want %d", got, before+1)
	}
	if s.reader.stmts[residents] != kept {
		t.Error("the same query was prepared again")
	}

	if err := s.reader.QueryRowContext(ctx, `SELECT x FROM no_such_table`).Scan(new(int)); err == nil ||
		!strings.Contains(err.Error(), "no_such_table") {
		t.Errorf("a query that does not prepare answered %v", err)
	}

	for i := range maxPreparedStatements + 10 {
		if got := count(fmt.Sprintf("SELECT %d", i)); got != i {
			t.Fatalf("SELECT %d answered %d", i, got)
		}
	}
	if n := len(s.reader.stmts); n != maxPreparedStatements {
		t.Errorf("%d statements kept, want the bound %d", n, maxPreparedStatements)
	}
}
