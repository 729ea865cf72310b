package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// A dose recorded on paper during downtime, or queued on a tablet without Wi-Fi, is sent later with the time it
// happened (DESIGN 16): the answer keeps that `at` apart from `receivedAt`, when the server got it, and both are
// audited; more than 72 hours back is refused.
func TestALateDoseKeepsWhenItHappenedApartFromWhenItArrived(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00"))
	m.clock.set(madrid(t, "2026-11-20T10:30"))
	body := map[string]any{"kardexId": kardex, "entryId": ids[0], "scheduledAt": "2026-11-20T08:00", "status": "given",
		"at": "2026-11-20T08:05"}
	got := m.request("POST", "/api/mar/administrations", body, m.nurse).wantStatus(http.StatusCreated).json()
	if got["at"] != "2026-11-20T07:05:00Z" || got["receivedAt"] != "2026-11-20T09:30:00Z" {
		t.Fatalf("at %v, receivedAt %v: want when it was given and when it arrived", got["at"], got["receivedAt"])
	}
	rows := m.audit(auditOf("administration", "administer"))
	if len(rows) != 1 || rows[0].At.UTC().Format("15:04") != "09:30" || !strings.Contains(rows[0].Detail, `"at":"2026-11-20T07:05:00.000000Z"`) {
		t.Fatalf("the audit keeps both: %+v", rows)
	}
	m.clock.set(madrid(t, "2026-11-24T09:00"))
	late := map[string]any{"kardexId": kardex, "entryId": ids[0], "scheduledAt": "2026-11-21T08:00", "status": "given",
		"at": "2026-11-21T08:05"}
	if msg := m.request("POST", "/api/mar/administrations", late, m.nurse).wantStatus(http.StatusUnprocessableEntity).
		field("at"); msg != "Solo se pueden registrar hechos de las últimas 72 horas." {
		t.Fatalf("four days back: %q", msg)
	}
}
