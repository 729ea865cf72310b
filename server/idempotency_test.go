package server_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"amparo/store"
)

// A write sent again with the same Idempotency-Key (a tablet that lost the answer) gets the first answer and
// writes nothing; another user's key, a refused first try and another request with the key are their own.
func TestAResentWriteGetsTheFirstAnswer(t *testing.T) {
	r := newRecordsApp(t)
	body := vitalsBodyFor(r.resident, map[string]any{"systolicPressure": 128, "temperature": 36.6})
	key := "Idempotency-Key"
	first := r.request("POST", "/api/vitalsigns", body, r.nurse, key, "tablet-0001-dosis").wantStatus(http.StatusCreated)
	again := r.request("POST", "/api/vitalsigns", body, r.nurse, key, "tablet-0001-dosis").wantStatus(http.StatusCreated)
	if again.Body.String() != first.Body.String() || again.Header().Get("Idempotent-Replay") != "true" {
		t.Fatalf("the resend answered %s, the first %s", again.Body.String(), first.Body.String())
	}
	count := func() int {
		list, err := store.ListRecords(context.Background(), r.store, store.Vitals, r.resident)
		if err != nil {
			t.Fatal(err)
		}
		return len(list)
	}
	if n := count(); n != 1 {
		t.Fatalf("%d readings after a resend, want 1", n)
	}
	if rows := r.audit(store.AuditFilter{Entity: "vitals", Action: "create"}); len(rows) != 1 {
		t.Fatalf("%d create audit rows, want 1", len(rows))
	}
	// Another user's key is their own.
	r.request("POST", "/api/vitalsigns", body, r.doctor, key, "tablet-0001-dosis").wantStatus(http.StatusCreated)
	// The key for another request is refused; a refused first try claims nothing.
	r.request("POST", "/api/notes", map[string]any{"residentId": r.resident}, r.nurse, key, "tablet-0001-dosis").
		wantStatus(http.StatusUnprocessableEntity)
	bad := vitalsBodyFor(r.resident, map[string]any{"systolicPressure": -5})
	r.request("POST", "/api/vitalsigns", bad, r.nurse, key, "tablet-0002-otra").wantStatus(http.StatusUnprocessableEntity)
	r.request("POST", "/api/vitalsigns", body, r.nurse, key, "tablet-0002-otra").wantStatus(http.StatusCreated)
	if n := count(); n != 3 {
		t.Fatalf("%d readings, want 3 (the nurse's two and the doctor's)", n)
	}
	if got := r.request("POST", "/api/vitalsigns", body, r.nurse, key, "corta").wantStatus(http.StatusUnprocessableEntity).
		field("Idempotency-Key"); got == "" {
		t.Fatal("a key too short names the header")
	}
	// A week later the key is forgotten.
	r.clock.Advance(8 * 24 * time.Hour)
	if err := r.srv.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := r.store.IdempotentAnswerOf(context.Background(), r.nurseUser.ID, "tablet-0001-dosis"); err != store.ErrNotFound {
		t.Fatalf("a week-old key: %v", err)
	}
}
