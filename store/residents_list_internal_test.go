package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// The residents list never reads the table to count or to sort: the total comes from an index alone, and a
// page walks residents_list_by_name (or residents_list_by_birth for age) in order and sorts nothing. Reading every row's admission document per request is what made
// the list slow as a home grew (issue 16).
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
		{"oldest last", ResidentFilter{ByAge: true, Desc: true, Limit: 10}, "residents_list_by_birth"},
	}
	for _, c := range cases {
		count, page, args := listResidentsSQL(c.f)
		countPlan := queryPlan(t, s, count, args...)
		if !strings.Contains(countPlan, "USING INDEX residents_list_by_") && !strings.Contains(countPlan, "USING COVERING INDEX residents_list_by_") {
			t.Errorf("%s: the count's plan is %q, want one of the list indexes", c.name, countPlan)
		}
		pagePlan := queryPlan(t, s, page, append(args, c.f.Limit, c.f.Offset)...)
		if !strings.Contains(pagePlan, "USING INDEX "+c.index) || strings.Contains(pagePlan, "TEMP B-TREE") {
			t.Errorf("%s: the page's plan is %q, want %s in order", c.name, pagePlan, c.index)
		}
	}
}

// queryPlan answers SQLite's plan for a query, its steps joined by "; ".
func queryPlan(t *testing.T, s *Store, query string, args ...any) string {
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
	return strings.Join(plan, "; ")
}
