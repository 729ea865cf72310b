package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// A page of records is read from records_page in the lists' order: SQLite walks the index from the
// cursor and sorts nothing (no temporary B-tree), whether or not there is a cursor, a period or a search.
func TestRecordPagesUseTheIndexAndSortNothing(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "amparo.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	before := &RecordKey{Date: "2026-11-19", Time: "08:00", CreatedAt: "2026-11-19T07:00:00.000000Z", ID: "x"}
	cases := []struct {
		name  string
		q     RecordQuery
		index string
	}{
		{"first page", RecordQuery{Kind: "vitals", ResidentID: "r1", Limit: 50}, "records_page"},
		{"next page", RecordQuery{Kind: "vitals", ResidentID: "r1", Limit: 50, Before: before}, "records_page"},
		{"period", RecordQuery{Kind: "vitals", ResidentID: "r1", From: "2026-10-21", To: "2026-11-19"}, "records_page"},
		{"search", RecordQuery{Kind: "note", ResidentID: "r1", Search: "caída", Limit: 50, Before: before}, "records_page"},
		{"everyone's", RecordQuery{Kind: "kardex", Limit: 50, Before: before}, "records_kind_page"},
	}
	for _, c := range cases {
		query, args := pageRecordsSQL(c.q)
		rows, err := s.reader.QueryContext(ctx, "EXPLAIN QUERY PLAN "+query, args...)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		text := strings.Join(plan, "; ")
		if !strings.Contains(text, "USING INDEX "+c.index) || strings.Contains(text, "TEMP B-TREE") {
			t.Errorf("%s: plan %q, want %s and no sorting", c.name, text, c.index)
		}
	}
}
