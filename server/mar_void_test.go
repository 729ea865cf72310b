package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// Undo and correction of a dose (issue 25, DESIGN 9): POST /mar/administrations/:id/void.

// void voids a dose as the caller, with a reason ("" for the toast's undo).
func (m *marApp) void(token, id, reason string) response {
	m.t.Helper()
	return m.request("POST", "/api/mar/administrations/"+id+"/void", map[string]any{"reason": reason}, token)
}

// The toast's «Deshacer» right after «Administrada»: the dose is voided with the server's reason, the units
// go back to the stock with a movement, the slot is due again and can be given again; a second void is 409.
func TestUndoAGivenDoseFromTheToast(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00", "20:00"))
	given := m.give(m.nurse, kardex, ids[0], "2026-11-20T08:00").wantStatus(http.StatusCreated).text("_id")
	if stock, _ := m.stock(); stock != 19 {
		t.Fatalf("stock after the dose: %d", stock)
	}
	m.clock.set(madrid(t, "2026-11-20T07:30").Add(8 * time.Second))
	url := "/api/mar/administrations/" + given + "/void"
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "the administrative staff may not", caller: "admin", method: "POST", url: url, body: map[string]any{"reason": "x"},
			wantStatus: http.StatusForbidden},
		{name: "nor the social worker", caller: "social", method: "POST", url: url, body: map[string]any{"reason": "x"},
			wantStatus: http.StatusForbidden},
		{name: "an unknown dose", caller: "nurse", method: "POST", url: "/api/mar/administrations/no-existe/void",
			body: map[string]any{"reason": "x"}, wantStatus: http.StatusNotFound},
		{name: "its author undoes it within seconds, no reason asked", caller: "nurse", method: "POST", url: url,
			body: map[string]any{"reason": ""}, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"_id": given, "voidReason": "Deshecho al momento", "voidedByName": "Persona enfermera",
				"voidedAt": "2026-11-20T06:30:08Z", "status": "given"}},
		{name: "a second void", caller: "doctor", method: "POST", url: url, body: map[string]any{"reason": "Otra vez"},
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "Esta dosis ya estaba anulada."}},
	})
	stock, movements := m.stock()
	last := movements[0].(map[string]any)
	if stock != 20 || last["kind"] != "in" || last["quantity"] != 1.0 || last["description"] != "Dosis anulada: María José Núñez Peña" {
		t.Fatalf("the stock is not returned with a movement: %d %v", stock, last)
	}
	audit := m.audit(store.AuditFilter{Entity: "administration", Action: "void"})
	if len(audit) != 1 || audit[0].ActorID != m.nurseUser.ID || audit[0].ResidentID != m.resident ||
		!strings.Contains(audit[0].Detail, "Deshecho al momento") || !strings.Contains(audit[0].Detail, `"stockReturned":1`) {
		t.Fatalf("the void's audit: %+v", audit)
	}
	if log := m.request("GET", "/api/audit?entity=administration&action=void", nil, m.admin).wantStatus(http.StatusOK).Body.String(); !strings.Contains(log,
		"Anuló una administración de medicación. Motivo: Deshecho al momento") {
		t.Fatalf("the audit log does not say what was done: %s", log)
	}
	if rows := m.mar("?shift=manana"); len(rows) != 1 || rows[0]["status"] != "due" || rows[0]["administration"] != nil {
		t.Fatalf("the slot is not due again: %v", rows)
	}
	again := m.give(m.nurse, kardex, ids[0], "2026-11-20T08:00").wantStatus(http.StatusCreated).text("_id")
	if rows := m.mar("?shift=manana"); rows[0]["status"] != "given" || rows[0]["administration"].(map[string]any)["_id"] != again {
		t.Fatalf("the slot given again: %v", rows)
	}
	if stock, _ := m.stock(); stock != 19 {
		t.Fatalf("stock after giving it again: %d", stock)
	}
}

// Later, a correction needs a reason; its author may correct it, and so may whoever holds doses.correct
// (doctors and nurses), the slot then back to what the clock says (here, missed) and told as missed.
func TestCorrectADoseWithAReason(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00", "20:00"))
	given := m.give(m.nurse, kardex, ids[0], "2026-11-20T08:00").wantStatus(http.StatusCreated).text("_id")
	m.addUser("enfermera2", store.RoleNurse)
	other := m.longSession("enfermera2")
	m.clock.set(madrid(t, "2026-11-20T12:00"))
	url := "/api/mar/administrations/" + given + "/void"
	who := m.callers()
	who["other"] = other
	runScenarios(t, m.app, who, []scenario{
		{name: "the author, minutes later, without a reason", caller: "nurse", method: "POST", url: url,
			body: map[string]any{"reason": "  "}, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"reason": "Indique el motivo de la corrección."}},
		{name: "a reason too long", caller: "doctor", method: "POST", url: url,
			body: map[string]any{"reason": strings.Repeat("a", 501)}, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"reason": ""}},
		{name: "the doctor corrects it (doses.correct)", caller: "doctor", method: "POST", url: url,
			body: map[string]any{"reason": "Registrada en el residente equivocado"}, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"voidReason": "Registrada en el residente equivocado", "voidedByName": "Persona medico"}},
		{name: "another nurse finds it voided", caller: "other", method: "POST", url: url,
			body: map[string]any{"reason": "Duplicada"}, wantStatus: http.StatusConflict},
	})
	if rows := m.mar("?shift=manana"); rows[0]["status"] != "missed" {
		t.Fatalf("the voided slot is not missed by the clock: %v", rows)
	}
	m.check(t)
	missed := 0
	for _, a := range objects(m.request("GET", "/api/alerts", nil, m.nurse).wantStatus(http.StatusOK).jsonArray()) {
		if a["kind"] == "dose-missed" {
			missed++
		}
	}
	if missed != 1 {
		t.Fatalf("the voided slot is not told as missed: %d alerts", missed)
	}
	// Another nurse's dose, voided by a nurse who did not record it (nurses hold doses.correct).
	m.clock.set(madrid(t, "2026-11-20T20:00"))
	evening := m.give(m.nurse, kardex, ids[0], "2026-11-20T20:00").wantStatus(http.StatusCreated).text("_id")
	m.void(other, evening, "Dada por error: estaba en ayunas").wantStatus(http.StatusOK)
}

// A voided PRN dose does not count towards the daily maximum, and its effect is no longer asked.
func TestAVoidedPRNDoseIsNotCounted(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	kardex, ids := m.prescribe(m.resident, m.prn("dolor", 1))
	prn := map[string]any{"kardexId": kardex, "entryId": ids[0], "status": "given", "prn": true, "reason": "dolor"}
	first := m.request("POST", "/api/mar/administrations", prn, m.nurse).wantStatus(http.StatusCreated).text("_id")
	m.request("POST", "/api/mar/administrations", prn, m.nurse).wantStatus(http.StatusUnprocessableEntity)
	m.void(m.nurse, first, "").wantStatus(http.StatusOK)
	m.request("PATCH", "/api/mar/administrations/"+first, map[string]any{"effect": "effective"}, m.nurse).
		wantStatus(http.StatusUnprocessableEntity)
	m.request("POST", "/api/mar/administrations", prn, m.nurse).wantStatus(http.StatusCreated)
}

// The monthly sheet keeps a voided dose: struck through in its cell, and told under the grid with who voided it
// and why; a dose given in its place is printed as usual.
func TestAVoidedDoseStaysOnTheMonthlySheet(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00"))
	given := m.give(m.nurse, kardex, ids[0], "2026-11-20T08:00").wantStatus(http.StatusCreated).text("_id")
	m.clock.set(madrid(t, "2026-11-20T08:05"))
	m.void(m.doctor, given, "Registrada dos veces").wantStatus(http.StatusOK)
	text := pdfText(t, m.request("GET", "/api/mar/pdf?residentId="+m.resident+"&month=2026-11", nil, m.nurse).wantStatus(http.StatusOK))
	want := "Anulada: Enalapril 10 mg, toma de las 08:00 del 20/11/2026 (PE), por Persona medico el 20/11/2026 a las 08:05: Registrada dos veces."
	if !strings.Contains(text, want) {
		t.Fatalf("the sheet does not tell the voided dose %q:\n%s", want, text)
	}
}

// Holding a dose of a high-risk medication opens a dose-held alert at once, in the dose's transaction; so does
// holding any dose whose previous slot was held too. A voided hold does not count as the previous one.
func TestAHeldDoseRaisesAnAlert(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	insulin := m.request("POST", "/api/medications", with(validMedication("Insulina glargina"), map[string]any{"highAlert": true}),
		m.admin).wantStatus(http.StatusCreated)
	if insulin.json()["highAlert"] != true {
		t.Fatalf("highAlert not kept: %s", insulin.Body.String())
	}
	insulinID := insulin.text("_id")
	edited := m.request("PUT", "/api/medications/"+insulinID, validMedication("Insulina glargina"), m.admin).wantStatus(http.StatusOK)
	if edited.json()["highAlert"] != true {
		t.Fatalf("an edit that leaves highAlert out must keep it: %s", edited.Body.String())
	}
	kardex, ids := m.prescribe(m.resident, map[string]any{"medication": insulinID, "dose": "14 UI", "route": "Subcutánea",
		"date": "2026-11-01", "times": []string{"08:00"}}, m.entry("08:00", "20:00"))
	hold := func(entry, slot, reason string) response {
		return m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": entry,
			"scheduledAt": slot, "status": "held", "reason": reason}, m.nurse)
	}
	held := func() []map[string]any {
		var out []map[string]any
		for _, a := range objects(m.request("GET", "/api/alerts", nil, m.doctor).wantStatus(http.StatusOK).jsonArray()) {
			if a["kind"] == "dose-held" {
				out = append(out, a)
			}
		}
		return out
	}
	insulinHold := hold(ids[0], "2026-11-20T08:00", "refused").wantStatus(http.StatusCreated).text("_id")
	alerts := held()
	if len(alerts) != 1 || alerts[0]["severity"] != "high" || alerts[0]["recordId"] != insulinHold ||
		alerts[0]["detail"] != "Insulina glargina 500 mg (14 UI) de las 08:00 del 20/11/2026: Rechaza." ||
		alerts[0]["link"] != "/patients/"+m.resident+"/kardex" {
		t.Fatalf("the held insulin's alert: %v", alerts)
	}
	opened := m.audit(store.AuditFilter{Entity: "alert", Action: "open"})
	if len(opened) != 1 || opened[0].ActorID != m.nurseUser.ID {
		t.Fatalf("the alert's audit row: %+v", opened)
	}

	// Enalapril held once: nothing; the hold undone and the evening held: still nothing (no two in a row).
	first := hold(ids[1], "2026-11-20T08:00", "asleep").wantStatus(http.StatusCreated).text("_id")
	if len(held()) != 1 {
		t.Fatalf("a first hold of an ordinary medication opened an alert: %v", held())
	}
	m.void(m.nurse, first, "").wantStatus(http.StatusOK)
	// The handover tells the insulin held, not the hold undone.
	handover := m.request("GET", "/api/handover?date=2026-11-20&shift=manana", nil, m.nurse).wantStatus(http.StatusOK).Body.String()
	if !strings.Contains(handover, "Retenida Insulina glargina") || strings.Contains(handover, "Retenida Enalapril") {
		t.Fatalf("the handover's held doses: %s", handover)
	}
	m.clock.set(madrid(t, "2026-11-20T20:00"))
	hold(ids[1], "2026-11-20T20:00", "absent").wantStatus(http.StatusCreated)
	if len(held()) != 1 {
		t.Fatalf("a hold after a voided one counted as two in a row: %v", held())
	}
	// The next morning held again: two in a row.
	m.clock.set(madrid(t, "2026-11-21T08:00"))
	hold(ids[1], "2026-11-21T08:00", "vomiting").wantStatus(http.StatusCreated)
	alerts = held()
	if len(alerts) != 2 || alerts[1]["severity"] != "medium" ||
		alerts[1]["detail"] != "Enalapril 10 mg (1 comprimido) de las 08:00 del 21/11/2026: Vómitos. Segunda toma seguida sin administrar." {
		t.Fatalf("two holds in a row: %v", alerts)
	}
	// A hold refused (an archived resident) leaves no alert behind.
	m.clock.set(madrid(t, "2026-11-21T20:00"))
	m.request("PATCH", "/api/patients/archive/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	hold(ids[1], "2026-11-21T20:00", "refused").wantStatus(http.StatusConflict)
	if n := len(m.audit(store.AuditFilter{Entity: "alert", Action: "open"})); n != 2 {
		t.Fatalf("a refused hold opened an alert: %d", n)
	}
}
