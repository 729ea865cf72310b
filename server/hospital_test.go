package server_test

import (
	"net/http"
	"strings"
	"testing"

	"amparo/store"
)

// A stay in hospital (issue 29, DESIGN 16): the resident's answer says so; every dose due from when they left is
// held as absent by the server, within the minute and without a missed-dose alert; a second departure or a return
// without one is refused; the return may not be before the departure; doses are owed again from the return, and
// a care plan in force is due for review.
func TestAHospitalStayHoldsTheDosesAndTheReturnAsksForAReview(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T07:30")
	kardex, ids := p.prescribe(p.resident, p.entry("08:00", "14:00", "20:00"))
	p.agreedPlan(p.resident)
	p.give(p.nurse, kardex, ids[0], "2026-11-20T08:00").wantStatus(http.StatusCreated)
	p.clock.set(madrid(t, "2026-11-20T10:00"))

	hospital := "/api/patients/" + p.resident + "/hospital"
	runScenarios(t, p.app, p.callers(), []scenario{
		{name: "a social worker may not send anyone to hospital", caller: "social", method: "POST", url: hospital,
			body: map[string]any{"at": "2026-11-20T09:40", "reason": "Caída"}, wantStatus: http.StatusForbidden},
		{name: "no reason", caller: "nurse", method: "POST", url: hospital, body: map[string]any{"at": "2026-11-20T09:40"},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"reason": "Indica el motivo del traslado."}},
		{name: "in an hour", caller: "nurse", method: "POST", url: hospital, body: map[string]any{"at": "2026-11-20T11:00", "reason": "Caída"},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"at": "La fecha y la hora de la salida no pueden ser posteriores a ahora."}},
		{name: "four days ago", caller: "nurse", method: "POST", url: hospital, body: map[string]any{"at": "2026-11-16T09:40", "reason": "Caída"},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"at": "Solo se pueden registrar hechos de las últimas 72 horas."}},
		{name: "a return before leaving", caller: "nurse", method: "POST", url: hospital + "/return", body: map[string]any{"at": "2026-11-20T09:50"},
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "El residente no está en el hospital."}},
		{name: "the nurse sends her at 09:40", caller: "nurse", method: "POST", url: hospital,
			body:       map[string]any{"at": "2026-11-20T09:40", "reason": "Caída con dolor de cadera"},
			wantStatus: http.StatusCreated, wantJSON: map[string]any{"reason": "Caída con dolor de cadera"}},
		{name: "and again", caller: "doctor", method: "POST", url: hospital, body: map[string]any{"at": "2026-11-20T09:45", "reason": "Caída"},
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "El residente ya está en el hospital."}},
	})
	got := p.request("GET", "/api/patients/"+p.resident, nil, p.nurse).json()
	if stay, _ := got["hospitalStay"].(map[string]any); stay["reason"] != "Caída con dolor de cadera" || stay["since"] != "2026-11-20T08:40:00Z" {
		t.Fatalf("the resident's hospitalStay = %v", got["hospitalStay"])
	}
	// Held at once up to an hour ahead; the rest as the clock moves on, and nobody is told of a missed dose.
	if rows := p.mar("?date=2026-11-20&shift=manana"); strings.Join(heldReasons(rows), ",") != "2026-11-20T08:00 given,2026-11-20T14:00 pending" {
		t.Fatalf("the morning: %v", heldReasons(rows))
	}
	p.clock.set(madrid(t, "2026-11-20T21:30"))
	p.check(t)
	day := append(p.mar("?date=2026-11-20&shift=manana"), p.mar("?date=2026-11-20&shift=tarde")...)
	if got := strings.Join(heldReasons(day), ","); got != "2026-11-20T08:00 given,2026-11-20T14:00 held absent,2026-11-20T20:00 held absent" {
		t.Fatalf("the day: %s", got)
	}
	if alerts := objects(p.request("GET", "/api/alerts", nil, p.nurse).jsonArray()); len(alerts) != 0 {
		t.Fatalf("a resident in hospital misses no dose: %v", alerts)
	}
	if rows := p.audit(store.AuditFilter{Entity: "administration", Action: "hold-hospital"}); len(rows) == 0 || rows[0].ActorRole != "system" {
		t.Fatalf("the server's holds are audited as the system's: %+v", rows)
	}

	runScenarios(t, p.app, p.callers(), []scenario{
		{name: "back before leaving", caller: "nurse", method: "POST", url: hospital + "/return", body: map[string]any{"at": "2026-11-20T09:00"},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"at": "La vuelta no puede ser anterior a la salida al hospital (20/11/2026 09:40)."}},
		{name: "back at 21:00", caller: "doctor", method: "POST", url: hospital + "/return", body: map[string]any{"at": "2026-11-20T21:00"},
			wantStatus: http.StatusNoContent},
		{name: "back twice", caller: "nurse", method: "POST", url: hospital + "/return", body: map[string]any{"at": "2026-11-20T21:10"},
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "El residente no está en el hospital."}},
	})
	if got := p.request("GET", "/api/patients/"+p.resident, nil, p.nurse).json(); got["hospitalStay"] != nil {
		t.Fatalf("back home, hospitalStay = %v", got["hospitalStay"])
	}
	if tr := p.triggers(p.resident); len(tr) != 1 || !strings.HasPrefix(tr[0], store.TriggerHospitalReturn+" ") {
		t.Fatalf("the return asks for a review of the plan in force: %v", tr)
	}
	p.clock.set(madrid(t, "2026-11-21T09:30"))
	p.check(t)
	if rows := p.mar("?date=2026-11-21&shift=manana"); strings.Join(heldReasons(rows), ",") != "2026-11-21T08:00 late,2026-11-21T14:00 pending" {
		t.Fatalf("back home, the doses are owed again: %v", heldReasons(rows))
	}
}

// heldReasons are the round's rows as "slot status" and, for a held dose, its reason.
func heldReasons(rows []map[string]any) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r["scheduledAt"].(string) + " " + r["status"].(string)
		if r["status"] == "held" {
			out[i] += " " + r["administration"].(map[string]any)["reason"].(string)
		}
	}
	return out
}

// The minute's check holds only what is new: with everything held, it writes nothing, not even an audit row.
func TestTheHospitalCheckWritesNothingWhenNothingIsNew(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	m.prescribe(m.resident, m.entry("08:00", "20:00"))
	m.request("POST", "/api/patients/"+m.resident+"/hospital", map[string]any{"at": "2026-11-20T07:20", "reason": "Fiebre alta"},
		m.nurse).wantStatus(http.StatusCreated)
	before := len(m.audit(store.AuditFilter{Action: "hold-hospital"}))
	m.check(t)
	m.clock.set(madrid(t, "2026-11-20T07:45"))
	m.check(t)
	if after := len(m.audit(store.AuditFilter{Action: "hold-hospital"})); before != 1 || after != before {
		t.Fatalf("hold-hospital rows: %d when the stay began, %d after two checks with nothing new", before, after)
	}
}
