package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// The residents list is one query on an index in its order (migration 00023): a page walks
// residents_list_by_name (or residents_list_by_birth by age), forwards or backwards, and sorts nothing
// (no temporary B-tree), whatever the search and the area; the total, in the page's first column, is
// counted from the same index without reading a row.
func TestResidentListIsReadFromItsIndexes(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "amparo.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	cases := []struct {
		name  string
		f     ResidentFilter
		index string
	}{
		{"by name", ResidentFilter{Limit: 10}, "residents_list_by_name"},
		{"by name, descending, archived", ResidentFilter{Archived: true, Desc: true, Limit: 10}, "residents_list_by_name"},
		{"a search in an area", ResidentFilter{Search: "núñez", AreaID: "a-1", Limit: 10, Offset: 20}, "residents_list_by_name"},
		{"without an area", ResidentFilter{NoArea: true, Limit: 10}, "residents_list_by_name"},
		{"by age", ResidentFilter{ByAge: true, Limit: 10}, "residents_list_by_birth"},
		{"oldest last, a search", ResidentFilter{ByAge: true, Desc: true, Search: "gar", Limit: 10}, "residents_list_by_birth"},
	}
	for _, c := range cases {
		count, page, args := listResidentsSQL(c.f)
		pagePlan := explainQueryPlan(t, s, page, append(args, c.f.Limit, c.f.Offset)...)
		if !strings.Contains(pagePlan, "SEARCH r USING INDEX "+c.index+" (<expr>=? AND deleted_at=?)") ||
			strings.Contains(pagePlan, "TEMP B-TREE") {
			t.Errorf("%s: the page's plan is %q, want %s in the list's order and no sorting", c.name, pagePlan, c.index)
		}
		for what, plan := range map[string]string{"count": explainQueryPlan(t, s, count, args...), "page's total": pagePlan} {
			if !strings.Contains(plan, "USING COVERING INDEX residents_list_by_") {
				t.Errorf("%s: the %s plan is %q, want a list index alone", c.name, what, plan)
			}
		}
	}
}

// explainQueryPlan answers SQLite's plan for a query, its steps joined by "; ".
func explainQueryPlan(t *testing.T, s *Store, query string, args ...any) string {
	t.Helper()
	rows, err := s.reader.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+query, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return strings.Join(plan, "; ")
}
