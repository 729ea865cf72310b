package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// A page of any kind's records is one range of the kind's page index in the lists' order: SQLite walks the
// index from the cursor and sorts nothing (no temporary B-tree), however deep the page, with or without a
// period or a search.
func TestRecordPagesUseTheirIndexAndSortNothing(t *testing.T) {
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "amparo.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	before := &RecordKey{Date: "2026-11-19", Time: "08:00", CreatedAt: "2026-11-19T07:00:00.000000Z", ID: "x"}
	queries := []RecordQuery{
		{ResidentID: "r1", Limit: 50},
		{ResidentID: "r1", Limit: 50, Before: before},
		{ResidentID: "r1", From: "2026-10-21", To: "2026-11-19"},
		{ResidentID: "r1", Search: "caída", Limit: 50, Before: before},
	}
	pages := map[string]func(RecordQuery) (string, []any){
		"vital_signs_page": Vitals.pageSQL, "incidents_page": Incidents.pageSQL, "care_records_page": Care.pageSQL,
		"general_notes_page": Notes.pageSQL, "socialwork_notes_page": SocialWork.pageSQL,
		"assessments_page": Assessments.pageSQL, "kardexes_page": Kardexes.pageSQL,
	}
	for index, pageSQL := range pages {
		for _, q := range queries {
			query, args := pageSQL(q)
			plan := explainQueryPlan(t, s, query, args...)
			if !strings.Contains(plan, "USING INDEX "+index) || strings.Contains(plan, "TEMP B-TREE") {
				t.Errorf("%+v: plan %q, want %s and no sorting", q, plan, index)
			}
		}
	}
	// Everyone's Kardex (GET /kardex without a resident) has its own index in the same order.
	query, args := Kardexes.pageSQL(RecordQuery{Limit: 50, Before: before})
	if plan := explainQueryPlan(t, s, query, args...); !strings.Contains(plan, "kardexes_all_page") || strings.Contains(plan, "TEMP B-TREE") {
		t.Errorf("everyone's Kardex: plan %q", plan)
	}
}
