package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// A given dose of the inventory takes its units from the stock with a movement naming the resident, in the
// same write: half a tablet takes a whole one, a held dose or the resident's own supply take nothing, the
// stock stops at zero without refusing the dose, and a refused dose writes nothing at all.
func TestAGivenDoseTakesItsStock(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	m.request("PUT", "/api/medications/"+m.med+"/remove-stock", map[string]any{"quantity": 14, "description": "Caducado"}, m.admin).
		wantStatus(http.StatusOK) // 6 left, the minimum is 5
	half := with(m.entry("08:00", "09:00", "10:00", "11:00"), map[string]any{"unitsPerDose": "0,5"})
	own := map[string]any{"ownSupply": true, "medicationName": "Spiriva 18 mcg", "dose": "1 inhalación", "route": "Inhalatoria",
		"date": "2026-11-01", "times": []string{"08:00"}}
	kardex, ids := m.prescribe(m.resident, half, own, m.entry("08:00"))
	check := func(step string, stock, movements int) []any {
		t.Helper()
		got, moves := m.stock()
		if got != stock || len(moves) != movements {
			t.Fatalf("%s: stock %d with %d movements, want %d with %d", step, got, len(moves), stock, movements)
		}
		return moves
	}
	check("before", 6, 2)
	if r := m.give(m.nurse, kardex, ids[0], "2026-11-20T08:00").wantStatus(http.StatusCreated); r.json()["stockUnits"] != 1.0 {
		t.Fatalf("half a tablet takes one: %s", r.Body.String())
	}
	moves := check("half a tablet", 5, 3)
	last := moves[0].(map[string]any)
	if last["kind"] != "out" || last["quantity"] != 1.0 || last["stockAfter"] != 5.0 || last["description"] != "Administración: María José Núñez Peña" ||
		last["actorName"] != "Persona enfermera" {
		t.Fatalf("the movement: %v", last)
	}
	if n := m.lowStockNotices(); n != 0 {
		t.Fatalf("5 of a minimum of 5 is not low: %d notices", n)
	}
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": ids[2], "scheduledAt": "2026-11-20T08:00",
		"status": "held", "reason": "refused"}, m.nurse).wantStatus(http.StatusCreated)
	m.give(m.nurse, kardex, ids[1], "2026-11-20T08:00").wantStatus(http.StatusCreated)
	check("a held dose and the own supply", 5, 3)

	m.clock.set(madrid(t, "2026-11-20T09:00"))
	m.give(m.nurse, kardex, ids[0], "2026-11-20T09:00").wantStatus(http.StatusCreated)
	check("below the minimum", 4, 4)
	if n := m.lowStockNotices(); n != 1 {
		t.Fatalf("crossing the minimum tells once: %d notices", n)
	}
	m.give(m.doctor, kardex, ids[0], "2026-11-20T09:00").wantStatus(http.StatusConflict)
	m.request("PATCH", "/api/patients/archive/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	m.clock.set(madrid(t, "2026-11-20T10:00"))
	m.give(m.nurse, kardex, ids[0], "2026-11-20T10:00").wantStatus(http.StatusConflict)
	check("refused doses write nothing", 4, 4)
	if n := len(m.audit(auditOf("administration", "administer"))); n != 4 {
		t.Fatalf("%d administrations audited, want the 4 saved", n)
	}
	m.request("PATCH", "/api/patients/archive/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)

	m.request("PUT", "/api/medications/"+m.med+"/remove-stock", map[string]any{"quantity": 4, "description": "Rotura"}, m.admin).
		wantStatus(http.StatusOK)
	if r := m.give(m.nurse, kardex, ids[0], "2026-11-20T10:00").wantStatus(http.StatusCreated); r.json()["stockUnits"] != 0.0 {
		t.Fatalf("with no stock the dose is still given: %s", r.Body.String())
	}
	check("at zero", 0, 5)
}

func (m *marApp) lowStockNotices() int {
	m.t.Helper()
	n := 0
	for _, note := range objects(m.request("GET", "/api/notifications/user/"+m.nurseUser.ID, nil, m.nurse).wantStatus(http.StatusOK).jsonArray()) {
		if note["options"].(map[string]any)["kind"] == "stock" {
			n++
		}
	}
	return n
}

// PRN doses: given with their indication, at most prnMaxPerDay in 24 hours, listed by GET /mar/prn, shown in
// the round, and followed up with their effect.
func TestPRNDoses(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	kardex, ids := m.prescribe(m.resident, m.prn("dolor", 2), m.entry("08:00"))
	prn := func(more map[string]any) map[string]any {
		return with(map[string]any{"kardexId": kardex, "entryId": ids[0], "status": "given", "prn": true, "reason": "Dolor lumbar"}, more)
	}
	var given string
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "the PRN medication one may give", caller: "nurse", method: "GET", url: "/api/mar/prn", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				list := objects(r.jsonArray())
				if len(list) != 1 || list[0]["entryId"] != ids[0] || list[0]["prnIndication"] != "dolor" || list[0]["prnMaxPerDay"] != 2.0 ||
					list[0]["givenLast24h"] != 0.0 || list[0]["available"] != true || list[0]["allergies"] != "Penicilina" {
					t.Fatalf("PRN list: %v", list)
				}
			}},
		{name: "without its indication", caller: "nurse", method: "POST", url: "/api/mar/administrations", body: prn(map[string]any{"reason": ""}),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"reason": "Indique el motivo (la indicación)."}},
		{name: "held", caller: "nurse", method: "POST", url: "/api/mar/administrations", body: prn(map[string]any{"status": "held"}),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"status": "Una dosis «si precisa» solo se registra administrada."}},
		{name: "a scheduled entry's slot is not PRN", caller: "nurse", method: "POST", url: "/api/mar/administrations",
			body: prn(map[string]any{"prn": nil, "scheduledAt": "2026-11-20T08:00"}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"scheduledAt": "Esa toma no está en la pauta."}},
		{name: "the first", caller: "nurse", method: "POST", url: "/api/mar/administrations", body: prn(nil), wantStatus: http.StatusCreated,
			wantJSON: map[string]any{"prn": true, "reason": "Dolor lumbar", "scheduledAt": "", "status": "given", "effect": ""},
			after:    func(t *testing.T, r response) { given = r.text("_id") }},
	})
	m.clock.set(madrid(t, "2026-11-20T14:10"))
	m.request("POST", "/api/mar/administrations", prn(nil), m.doctor).wantStatus(http.StatusCreated)
	m.clock.set(madrid(t, "2026-11-21T08:00"))
	over := m.request("POST", "/api/mar/administrations", prn(nil), m.nurse).wantStatus(http.StatusUnprocessableEntity)
	if over.field("entryId") != "Ya se han dado 2 dosis en 24 horas, el máximo pautado (la última a las 14:10)." {
		t.Fatalf("over the maximum: %s", over.Body.String())
	}
	list := objects(m.request("GET", "/api/mar/prn?residentId="+m.resident, nil, m.nurse).jsonArray())
	if list[0]["givenLast24h"] != 2.0 || list[0]["available"] != false || list[0]["lastGivenAt"] != "2026-11-20T13:10:00Z" {
		t.Fatalf("PRN list at the maximum: %v", list)
	}
	m.clock.set(madrid(t, "2026-11-21T08:01")) // 24 hours after the first
	m.request("POST", "/api/mar/administrations", prn(nil), m.nurse).wantStatus(http.StatusCreated)

	rows := m.mar("?date=2026-11-20&shift=manana")
	if len(rows) != 3 || rows[0]["kind"] != "scheduled" || rows[0]["status"] != "missed" || rows[1]["kind"] != "prn" ||
		rows[1]["scheduledAt"] != "2026-11-20T08:00" || rows[1]["status"] != "given" || rows[2]["scheduledAt"] != "2026-11-20T14:10" {
		t.Fatalf("the morning of the 20th, with its PRN dose: %v", rows)
	}
	scheduled := m.give(m.nurse, rows[0]["kardexId"].(string), ids[1], "2026-11-21T08:00").wantStatus(http.StatusCreated).text("_id")
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "an effect not in the list", caller: "nurse", method: "PATCH", url: "/api/mar/administrations/" + given,
			body: map[string]any{"effect": "regular"}, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"effect": "Indique el efecto de la dosis."}},
		{name: "the effect of a scheduled dose", caller: "nurse", method: "PATCH", url: "/api/mar/administrations/" + scheduled,
			body: map[string]any{"effect": "effective"}, wantStatus: http.StatusUnprocessableEntity},
		{name: "an unknown administration", caller: "nurse", method: "PATCH", url: "/api/mar/administrations/no-existe",
			body: map[string]any{"effect": "effective"}, wantStatus: http.StatusNotFound},
		{name: "the social worker does not follow up", caller: "social", method: "PATCH", url: "/api/mar/administrations/" + given,
			body: map[string]any{"effect": "effective"}, wantStatus: http.StatusForbidden},
		{name: "the follow-up", caller: "doctor", method: "PATCH", url: "/api/mar/administrations/" + given,
			body: map[string]any{"effect": "partial", "note": "Refiere alivio parcial."}, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"effect": "partial", "effectNote": "Refiere alivio parcial.", "effectByName": "Persona medico",
				"effectAt": m.clock.Now().UTC().Format(time.RFC3339), "byName": "Persona enfermera"}},
	})
	if rows := m.audit(auditOf("administration", "effect")); len(rows) != 1 || !strings.Contains(rows[0].Detail, "Refiere alivio parcial.") {
		t.Fatalf("the follow-up's audit: %+v", rows)
	}
}
