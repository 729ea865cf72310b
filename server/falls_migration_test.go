package server_test

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"amparo/store"
)

// Issue 28: a home's incidents marked as a fall before the falls register each get their fall when the register
// arrives (migration 32), dated and signed as the incident was, and only once; the audit chain stays whole.
func TestFallsCarriedOverFromThePreviousRelease(t *testing.T) {
	dir := t.TempDir()
	dbPath := filepath.Join(dir, store.DBFile)
	if err := os.WriteFile(dbPath, gunzipFile(t, filepath.Join(previousRelease, "amparo.db.gz")), 0o600); err != nil {
		t.Fatal(err)
	}
	marked := map[string][2]string{} // incident → resident, date
	old, err := sql.Open("sqlite", "file:"+dbPath)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := old.Query(`SELECT id, resident_id, record_date FROM records WHERE kind = 'incident' AND deleted_at IS NULL
		AND json_extract(data, '$.isFall') = 1`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, resident, date string
		if err := rows.Scan(&id, &resident, &date); err != nil {
			t.Fatal(err)
		}
		marked[id] = [2]string{resident, date}
	}
	rows.Close()
	old.Close()
	if len(marked) < 3 {
		t.Fatalf("the previous release has %d incidents marked as a fall: the fixture is not what this test expects", len(marked))
	}

	ctx := context.Background()
	clk := &clock{now: previousReleaseAt}
	for open := range 2 { // the second Open applies nothing and carries nothing over again
		st, err := store.Open(ctx, dbPath, store.Options{Now: clk.Now})
		if err != nil {
			t.Fatal(err)
		}
		falls, _, err := st.ListFalls(ctx, store.FallQuery{})
		if err != nil {
			t.Fatal(err)
		}
		if len(falls) != len(marked) {
			t.Fatalf("open %d: %d falls for %d incidents marked as a fall", open, len(falls), len(marked))
		}
		for _, f := range falls {
			want, ok := marked[f.IncidentID]
			if !ok || f.ResidentID != want[0] || f.Day != want[1] || f.CreatedByName == "" || f.Place == "" {
				t.Errorf("open %d: the fall %+v carried over from incident %s (%v)", open, f, f.IncidentID, want)
			}
		}
		if v, err := st.VerifyAudit(ctx); err != nil || !v.OK() {
			t.Fatalf("open %d: the audit chain after the carry-over: %+v, %v", open, v, err)
		}
		if err := st.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
