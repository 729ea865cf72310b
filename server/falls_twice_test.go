package server_test

import (
	"net/http"
	"strings"
	"testing"

	"amparo/store"
)

// One fall told twice is counted once: a second entry within two hours of a fall in force is refused (409 on
// at) unless confirmed as another fall; an incident marked as a fall joins a fall recorded on its own near its
// time instead of making a second, and unmarking or deleting it only unlinks that fall.
func TestOneFallToldTwice(t *testing.T) {
	m := newMarApp(t, "2026-11-20T16:00")
	count := func() []map[string]any { return m.falls(m.nurse, "?residentId="+m.resident) }
	at := func(clock string) map[string]any {
		return with(fallBody(m.resident), map[string]any{"at": "2026-11-20T" + clock, "familyInformed": nil})
	}
	first := m.request("POST", "/api/falls", at("09:00"), m.nurse).wantStatus(http.StatusCreated).text("_id")
	before := len(m.audit(store.AuditFilter{Entity: "fall", Action: "create"}))
	runScenarios(t, m.app, m.callers(), []scenario{{name: "the same fall by a colleague an hour later", caller: "doctor",
		method: "POST", url: "/api/falls", body: at("10:00"), wantStatus: 409,
		wantFields: map[string]string{"at": "Ya hay una caída de este residente registrada el 20/11/2026 09:00. Si es la misma, " +
			"complétala en lugar de registrar otra; si es otra caída, confírmalo."}}})
	if n := len(count()); n != 1 || len(m.audit(store.AuditFilter{Entity: "fall", Action: "create"})) != before {
		t.Fatalf("a refused fall was written: %d falls", n)
	}
	second := m.request("POST", "/api/falls", with(at("10:00"), map[string]any{"anotherFall": true}), m.doctor).
		wantStatus(http.StatusCreated).text("_id")

	// The incident of 09:20 joins the closest fall recorded on its own (09:00), and the register keeps two.
	incident := map[string]any{"residentId": m.resident, "date": "2026-11-20", "time": "09:20", "shift": "mañana",
		"situation": "Caída en el baño al levantarse.", "isFall": true}
	incidentID := m.request("POST", "/api/incidents", incident, m.nurse).wantStatus(http.StatusCreated).text("_id")
	linkedTo := func() map[string]any {
		list := count()
		if len(list) != 2 {
			t.Fatalf("one fall told twice counts twice: %v", list)
		}
		for _, f := range list {
			if f["_id"] == first {
				return f
			}
		}
		t.Fatalf("the fall of 09:00 is gone: %v", list)
		return nil
	}
	if f := linkedTo(); f["incidentId"] != incidentID || f["place"] != "Baño" {
		t.Fatalf("the incident did not join the fall of 09:00: %v", f)
	}
	if rows := m.audit(store.AuditFilter{Entity: "fall", EntityID: first, Action: "update"}); len(rows) != 1 ||
		!strings.Contains(rows[0].Detail, incidentID) {
		t.Fatalf("the link is audited: %+v", rows)
	}
	// Unmarked, the fall stays (recorded on its own), unlinked; marked again, joined again; deleted, unlinked.
	m.request("PUT", "/api/incidents/"+incidentID, with(incident, map[string]any{"isFall": false}), m.nurse).wantStatus(http.StatusOK)
	if f := linkedTo(); f["incidentId"] != nil || f["voided"] != nil {
		t.Fatalf("unmarking voided or kept the link of a fall recorded on its own: %v", f)
	}
	m.request("PUT", "/api/incidents/"+incidentID, incident, m.nurse).wantStatus(http.StatusOK)
	if f := linkedTo(); f["incidentId"] != incidentID {
		t.Fatalf("marked again: %v", f)
	}
	m.request("DELETE", "/api/incidents/"+incidentID+"?reason=Duplicada", nil, m.nurse).wantStatus(http.StatusOK)
	if f := linkedTo(); f["incidentId"] != nil {
		t.Fatalf("deleted: %v", f)
	}

	// An incident four hours later is another fall: it makes its own, and a fall entered for it is refused.
	later := m.request("POST", "/api/incidents", with(incident, map[string]any{"time": "14:30"}), m.nurse).
		wantStatus(http.StatusCreated).text("_id")
	list := count()
	if len(list) != 3 || list[0]["incidentId"] != later || list[0]["_id"] == second {
		t.Fatalf("the later incident's own fall: %v", list)
	}
	r := m.request("POST", "/api/falls", at("14:00"), m.nurse).wantStatus(http.StatusConflict)
	if !strings.Contains(r.field("at"), "registrada desde una incidencia el 20/11/2026 14:30") || r.json()["existingId"] != list[0]["_id"] {
		t.Fatalf("the incident's fall is named: %s", r.Body.String())
	}
}
