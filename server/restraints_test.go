package server_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// restraintIn orders a restraint as the doctor and answers it.
func (m *marApp) restraintIn(t *testing.T, body map[string]any) map[string]any {
	t.Helper()
	return m.request("POST", "/api/restraints", body, m.doctor).wantStatus(http.StatusCreated).json()
}

// restraintAlerts are the open restraint-review alerts.
func (m *marApp) restraintAlerts(t *testing.T) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, a := range objects(m.request("GET", "/api/alerts", nil, m.nurse).wantStatus(http.StatusOK).jsonArray()) {
		if a["kind"] == "restraint-review" {
			out = append(out, a)
		}
	}
	return out
}

func (m *marApp) check(t *testing.T) {
	t.Helper()
	if err := m.srv.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// Every field the order needs is named when it is missing, and the review is at most 30 days after the start.
func TestRestraintOrderValidation(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	who := callers{"doctor": m.doctor}
	order := restraintOrder(m.resident)
	var scenarios []scenario
	for _, field := range []string{"residentId", "type", "device", "reason", "alternativesTried", "schedule", "startDate", "reviewDate"} {
		scenarios = append(scenarios, scenario{name: "without " + field, caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{field: nil}), wantStatus: 422, wantFields: map[string]string{field: ""}})
	}
	for _, field := range []string{"givenBy", "relationship", "date"} {
		consent := with(order["consent"].(map[string]any), map[string]any{field: "  "})
		scenarios = append(scenarios, scenario{name: "without consent." + field, caller: "doctor", method: "POST",
			url: "/api/restraints", body: with(order, map[string]any{"consent": consent}), wantStatus: 422,
			wantFields: map[string]string{"consent." + field: ""}})
	}
	scenarios = append(scenarios,
		scenario{name: "without any consent", caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{"consent": nil}), wantStatus: 422,
			wantFields: map[string]string{"consent.givenBy": "Indica quién da el consentimiento.",
				"consent.relationship": "Indica la relación con el residente.", "consent.date": "La fecha del consentimiento es requerida."}},
		scenario{name: "review 31 days after the start", caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{"reviewDate": "2026-12-21"}), wantStatus: 422,
			wantFields: map[string]string{"reviewDate": "La revisión debe ser como mucho 30 días después del inicio."}},
		scenario{name: "review before the start", caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{"reviewDate": "2026-11-19"}), wantStatus: 422,
			wantFields: map[string]string{"reviewDate": "La revisión no puede ser anterior al inicio."}},
		scenario{name: "an unknown type", caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{"type": "mechanical"}), wantStatus: 422, wantFields: map[string]string{"type": "Valor no válido."}},
		scenario{name: "a date that is not one", caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{"startDate": "20/11/2026"}), wantStatus: 422, wantFields: map[string]string{"startDate": "Fecha no válida."}},
		scenario{name: "consent dated tomorrow", caller: "doctor", method: "POST", url: "/api/restraints",
			body:       with(order, map[string]any{"consent": with(order["consent"].(map[string]any), map[string]any{"date": "2026-11-21"})}),
			wantStatus: 422, wantFields: map[string]string{"consent.date": ""}},
		scenario{name: "an unknown resident", caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{"residentId": "00000000-0000-0000-0000-000000000000"}), wantStatus: 422,
			wantFields: map[string]string{"residentId": "El residente no existe."}},
		scenario{name: "consent of the wrong type", caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{"consent": "sí"}), wantStatus: 400, wantFields: map[string]string{"consent": ""}},
		scenario{name: "review exactly 30 days after the start", caller: "doctor", method: "POST", url: "/api/restraints",
			body: with(order, map[string]any{"reviewDate": "2026-12-20"}), wantStatus: 201,
			wantJSON: map[string]any{"reviewDate": "2026-12-20", "expired": false, "status": "active"}},
	)
	before := len(m.audit(store.AuditFilter{Entity: "restraint"}))
	runScenarios(t, m.app, who, scenarios)
	if after := len(m.audit(store.AuditFilter{Entity: "restraint"})); after != before+1 {
		t.Fatalf("%d restraint audit rows written, want only the valid order's", after-before)
	}

	m.request("PATCH", "/api/patients/archive/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	runScenarios(t, m.app, who, []scenario{{name: "for an archived resident", caller: "doctor", method: "POST",
		url: "/api/restraints", body: order, wantStatus: http.StatusConflict,
		wantJSON: map[string]any{"message": "El residente está archivado."}}})
}

// Ordered by the doctor, checked by a nurse, renewed and ended with a reason; after that it takes nothing more.
func TestRestraintLifecycle(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	ts := httptest.NewServer(m.srv)
	defer ts.Close()
	watcher := mustDial(t, ts, m.nurse)
	r := m.restraintIn(t, restraintOrder(m.resident))
	watcher.waitForText("invalidate", `"resource":"restraints"`)
	id := r["_id"].(string)
	if r["prescribedBy"] != m.doctorUser.ID || r["prescribedByName"] != m.doctorUser.Name || r["residentName"] != "María José Núñez Peña" ||
		r["status"] != "active" || r["expired"] != false || r["endedAt"] != nil || len(r["reviews"].([]any)) != 0 ||
		len(r["checks"].([]any)) != 0 || r["consent"].(map[string]any)["givenBy"] != "Ana Núñez Peña" {
		t.Fatalf("the new restraint: %v", r)
	}
	other := m.restraintIn(t, with(restraintOrder(m.resident), map[string]any{"type": "pharmacological", "device": "Risperidona 0,5 mg",
		"startDate": "2026-11-10", "reviewDate": "2026-11-25"}))["_id"].(string)

	base := "/api/restraints/" + id
	who := callers{"doctor": m.doctor, "nurse": m.nurse}
	m.clock.set(madrid(t, "2026-11-20T22:30"))
	runScenarios(t, m.app, who, []scenario{
		{name: "a check without saying whether it was applied", caller: "nurse", method: "POST", url: base + "/checks",
			body: map[string]any{"skinOk": true}, wantStatus: 422, wantFields: map[string]string{"applied": ""}},
		{name: "a check without the skin", caller: "nurse", method: "POST", url: base + "/checks",
			body: map[string]any{"applied": true}, wantStatus: 422, wantFields: map[string]string{"skinOk": ""}},
		{name: "a check released longer than a day", caller: "nurse", method: "POST", url: base + "/checks",
			body: map[string]any{"applied": true, "skinOk": true, "releasedMinutes": 1441}, wantStatus: 422,
			wantFields: map[string]string{"releasedMinutes": "Indica entre 0 y 1440 minutos."}},
		{name: "the night's check", caller: "nurse", method: "POST", url: base + "/checks",
			body:       map[string]any{"applied": true, "skinOk": false, "releasedMinutes": 20, "note": "Rojez leve en la cintura."},
			wantStatus: 201, after: func(t *testing.T, r response) {
				checks := objects(r.json()["checks"].([]any))
				if len(checks) != 1 || checks[0]["applied"] != true || checks[0]["skinOk"] != false || checks[0]["releasedMinutes"] != 20.0 ||
					checks[0]["note"] != "Rojez leve en la cintura." || checks[0]["byName"] != m.nurseUser.Name ||
					checks[0]["at"] != "2026-11-20T21:30:00Z" || checks[0]["_id"] == "" {
					t.Fatalf("checks: %v", checks)
				}
			}},
		{name: "a renewal dated yesterday", caller: "doctor", method: "POST", url: base + "/review",
			body: map[string]any{"reviewDate": "2026-11-19"}, wantStatus: 422,
			wantFields: map[string]string{"reviewDate": "La revisión no puede ser anterior a hoy."}},
		{name: "a renewal 31 days ahead", caller: "doctor", method: "POST", url: base + "/review",
			body: map[string]any{"reviewDate": "2026-12-21"}, wantStatus: 422,
			wantFields: map[string]string{"reviewDate": "La revisión debe ser como mucho 30 días después de hoy."}},
		{name: "a renewal without a date", caller: "doctor", method: "POST", url: base + "/review",
			body: map[string]any{"note": "x"}, wantStatus: 422, wantFields: map[string]string{"reviewDate": ""}},
		{name: "the renewal", caller: "doctor", method: "POST", url: base + "/review",
			body: map[string]any{"reviewDate": "2026-12-20", "note": "Persiste el riesgo."}, wantStatus: 200,
			wantJSON: map[string]any{"reviewDate": "2026-12-20", "expired": false, "reviews": []any{map[string]any{
				"reviewDate": "2026-12-20", "note": "Persiste el riesgo.", "by": m.doctorUser.ID, "byName": m.doctorUser.Name,
				"at": "2026-11-20T21:30:00Z"}}}},
		{name: "the end without a reason", caller: "doctor", method: "POST", url: base + "/end",
			body: map[string]any{"reason": " "}, wantStatus: 422, wantFields: map[string]string{"reason": "Indica el motivo de la retirada."}},
		{name: "the end", caller: "doctor", method: "POST", url: base + "/end",
			body: map[string]any{"reason": "Duerme tranquila con la cama baja."}, wantStatus: 200,
			wantJSON: map[string]any{"status": "ended", "expired": false, "endedAt": "2026-11-20T21:30:00Z", "endedBy": m.doctorUser.ID,
				"endedByName": m.doctorUser.Name, "endReason": "Duerme tranquila con la cama baja."}},
		{name: "a check once ended", caller: "nurse", method: "POST", url: base + "/checks",
			body: map[string]any{"applied": false, "skinOk": true}, wantStatus: http.StatusConflict,
			wantJSON: map[string]any{"message": "La contención ya ha terminado."}},
		{name: "a renewal once ended", caller: "doctor", method: "POST", url: base + "/review",
			body: map[string]any{"reviewDate": "2026-12-01"}, wantStatus: http.StatusConflict},
		{name: "ended twice", caller: "doctor", method: "POST", url: base + "/end",
			body: map[string]any{"reason": "Otra vez."}, wantStatus: http.StatusConflict},
		{name: "an unknown restraint", caller: "nurse", method: "POST", url: "/api/restraints/00000000-0000-0000-0000-000000000000/checks",
			body: map[string]any{"applied": true, "skinOk": true}, wantStatus: http.StatusNotFound},
	})

	list := objects(m.request("GET", "/api/restraints?residentId="+m.resident, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(list) != 2 || list[0]["_id"] != other || list[1]["_id"] != id || len(list[1]["checks"].([]any)) != 1 {
		t.Fatalf("active first, then the ended one: %v", list)
	}
	for status, want := range map[string]string{"active": other, "ended": id} {
		got := objects(m.request("GET", "/api/restraints?status="+status, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
		if len(got) != 1 || got[0]["_id"] != want {
			t.Errorf("status %s: %v", status, got)
		}
	}
	m.request("GET", "/api/restraints?status=todas", nil, m.nurse).wantStatus(http.StatusUnprocessableEntity)
	m.request("GET", "/api/restraints?residentId=00000000-0000-0000-0000-000000000000", nil, m.nurse).wantStatus(http.StatusNotFound)

	var actions []string
	for _, row := range m.audit(store.AuditFilter{Entity: "restraint", EntityID: id}) {
		if row.ResidentID != m.resident {
			t.Errorf("audit row %+v does not name the resident", row)
		}
		actions = append(actions, row.Action+" "+row.ActorID)
	}
	want := []string{"create " + m.doctorUser.ID, "check " + m.nurseUser.ID, "review " + m.doctorUser.ID, "end " + m.doctorUser.ID}
	if strings.Join(actions, ", ") != strings.Join(want, ", ") {
		t.Fatalf("audited %v, want %v", actions, want)
	}
	described := map[string]bool{}
	for _, row := range auditRows(t, m.request("GET", "/api/audit?residentId="+m.resident, nil, m.admin)) {
		described[row["description"].(string)] = true
	}
	for _, d := range []string{"Creó una contención", "Comprobó una contención", "Renovó una contención", "Retiró una contención. Motivo: Duerme tranquila con la cama baja.",
		"Consultó una contención"} {
		if !described[d] {
			t.Errorf("the audit screen does not say %q: %v", d, described)
		}
	}
}

// A restraint registered late, already past its review, is expired at once and opens one high alert that
// tells the nurses; the periodic check opens no second one.
func TestLateRegisteredRestraintIsExpiredAtOnce(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	ts := httptest.NewServer(m.srv)
	defer ts.Close()
	watcher := mustDial(t, ts, m.nurse)
	r := m.restraintIn(t, with(restraintOrder(m.resident), map[string]any{"startDate": "2026-10-01", "reviewDate": "2026-10-20"}))
	if r["expired"] != true || r["status"] != "active" {
		t.Fatalf("a restraint registered past its review: %v", r)
	}
	watcher.waitForText("notification", "Contención sin revisar: María José Núñez Peña")
	for range 3 {
		m.check(t)
		m.clock.Advance(time.Minute)
	}
	alerts := m.restraintAlerts(t)
	if len(alerts) != 1 {
		t.Fatalf("%d restraint alerts, want 1: %v", len(alerts), alerts)
	}
	a := alerts[0]
	if a["severity"] != "high" || a["recordId"] != r["_id"] || a["residentId"] != m.resident ||
		a["link"] != "/patients/"+m.resident+"/contenciones" ||
		a["detail"] != "Contención física (Cinturón abdominal de silla): la revisión era el 20/10/2026." {
		t.Fatalf("the alert: %v", a)
	}
	if told := m.notificationsOf(m.doctor, m.doctorUser); len(told) != 0 {
		t.Fatalf("the doctor who registered it was told: %v", told)
	}
	if told := m.notificationsOf(m.nurse, m.nurseUser); len(told) != 1 {
		t.Fatalf("the nurse's notifications: %v", told)
	}
}

// A restraint expires the day after its review date (Madrid's calendar): the periodic check opens exactly one
// alert; a renewal makes it current again without a new alert, and lapsing again opens a new one.
func TestRestraintExpiresAndIsRenewed(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	id := m.restraintIn(t, with(restraintOrder(m.resident), map[string]any{"reviewDate": "2026-11-22"}))["_id"].(string)
	expired := func() any {
		list := objects(m.request("GET", "/api/restraints?residentId="+m.resident, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
		return list[0]["expired"]
	}
	m.clock.set(madrid(t, "2026-11-22T23:59"))
	m.check(t)
	if n := len(m.restraintAlerts(t)); n != 0 || expired() != false {
		t.Fatalf("on its review day: %d alerts, expired %v", n, expired())
	}
	m.clock.set(madrid(t, "2026-11-23T00:00")) // 22/11 23:00 UTC, already the 23rd in Madrid
	for range 5 {
		m.check(t)
		m.clock.Advance(time.Minute)
	}
	if n := len(m.restraintAlerts(t)); n != 1 || expired() != true {
		t.Fatalf("the day after its review: %d alerts, expired %v", n, expired())
	}
	if told := m.notificationsOf(m.doctor, m.doctorUser); len(told) != 1 || !strings.Contains(told[0]["title"].(string), "Contención sin revisar") {
		t.Fatalf("the doctor's notifications: %v", told)
	}

	m.request("POST", "/api/restraints/"+id+"/review", map[string]any{"reviewDate": "2026-11-30", "note": "Renovada."}, m.doctor).
		wantStatus(http.StatusOK)
	m.check(t)
	if n := len(m.restraintAlerts(t)); n != 1 || expired() != false {
		t.Fatalf("renewed: %d open alerts (the first stays), expired %v", n, expired())
	}
	m.clock.set(madrid(t, "2026-12-01T08:00"))
	m.check(t)
	m.check(t)
	if n := len(m.restraintAlerts(t)); n != 2 || expired() != true {
		t.Fatalf("lapsed again: %d alerts, want 2; expired %v", n, expired())
	}

	// Once ended, or for an archived resident, nothing lapses.
	m.request("POST", "/api/restraints/"+id+"/end", map[string]any{"reason": "Retirada."}, m.doctor).wantStatus(http.StatusOK)
	m.clock.set(madrid(t, "2026-12-20T08:00"))
	m.check(t)
	if n := len(m.restraintAlerts(t)); n != 2 || expired() != false {
		t.Fatalf("ended: %d alerts, expired %v", n, expired())
	}
}

// The handover of the shift lists the restraints ordered and ended in it.
func TestRestraintsInTheHandover(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	id := m.restraintIn(t, restraintOrder(m.resident))["_id"].(string)
	m.restraintIn(t, with(restraintOrder(m.resident), map[string]any{"type": "pharmacological", "device": "Risperidona 0,5 mg",
		"startDate": "2026-11-01", "reviewDate": "2026-11-25"}))
	m.clock.set(madrid(t, "2026-11-20T16:30"))
	m.request("POST", "/api/restraints/"+id+"/end", map[string]any{"reason": "Ya no se levanta sola."}, m.doctor).wantStatus(http.StatusOK)

	items := func(shift string) []map[string]any {
		h := m.request("GET", "/api/handover?date=2026-11-20&shift="+shift, nil, m.nurse).wantStatus(http.StatusOK).json()
		var out []map[string]any
		for _, r := range objects(h["residents"].([]any)) {
			if r["residentId"] == m.resident {
				for _, it := range objects(r["items"].([]any)) {
					if strings.HasPrefix(it["kind"].(string), "restraint-") {
						out = append(out, it)
					}
				}
			}
		}
		return out
	}
	morning := items("manana")
	if len(morning) != 2 || morning[0]["kind"] != "restraint-start" || morning[0]["recordId"] != id || morning[0]["at"] != "2026-11-20T10:00" ||
		morning[0]["text"] != "Contención física (Cinturón abdominal de silla) pautada por "+m.doctorUser.Name+". Revisión el 10/12/2026." ||
		morning[1]["text"] != "Contención farmacológica (Risperidona 0,5 mg) pautada por "+m.doctorUser.Name+", desde el 01/11/2026. Revisión el 25/11/2026." {
		t.Fatalf("the morning's restraint items: %v", morning)
	}
	afternoon := items("tarde")
	if len(afternoon) != 1 || afternoon[0]["kind"] != "restraint-end" || afternoon[0]["at"] != "2026-11-20T16:30" ||
		afternoon[0]["text"] != "Contención física (Cinturón abdominal de silla) retirada por "+m.doctorUser.Name+": Ya no se levanta sola." {
		t.Fatalf("the afternoon's restraint items: %v", afternoon)
	}
	if night := items("noche"); len(night) != 0 {
		t.Fatalf("the night's restraint items: %v", night)
	}
	// A long line wraps: look for its start.
	pdf := pdfText(t, m.request("GET", "/api/handover/pdf?date=2026-11-20&shift=tarde", nil, m.nurse).wantStatus(http.StatusOK))
	if !strings.Contains(pdf, "Fin de contención") || !strings.Contains(pdf, "Ya no se levanta") {
		t.Fatalf("the printed handover lacks the end of the restraint:\n%s", pdf)
	}
}

// The register for inspectors: each restraint of the period with its order, consent, renewals and checks,
// one resident after another by name, with the home's name and page numbers.
func TestRestraintRegisterPDF(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	angel := m.createResident(m.admin, validResident("Ángel Bueno Sáez"))["_id"].(string)
	maria := m.restraintIn(t, restraintOrder(m.resident))["_id"].(string)
	m.restraintIn(t, with(restraintOrder(angel), map[string]any{"device": "Barandillas de cama", "startDate": "2026-10-25",
		"reviewDate": "2026-11-24", "consent": map[string]any{"givenBy": "Íñigo Bueno", "relationship": "Hijo", "date": "2026-10-24"}}))
	ended := m.restraintIn(t, with(restraintOrder(angel), map[string]any{"device": "Sujeción de muñecas", "startDate": "2026-10-01",
		"reviewDate": "2026-10-30"}))["_id"].(string)
	m.restraintIn(t, with(restraintOrder(angel), map[string]any{"device": "Cinturón pélvico", "startDate": "2026-12-05",
		"reviewDate": "2026-12-20"}))
	m.clock.set(madrid(t, "2026-11-20T23:30"))
	m.request("POST", "/api/restraints/"+maria+"/checks", map[string]any{"applied": true, "skinOk": true, "releasedMinutes": 45,
		"note": "Duerme tranquila; piel íntegra."}, m.nurse).wantStatus(http.StatusCreated)
	m.request("POST", "/api/restraints/"+maria+"/review", map[string]any{"reviewDate": "2026-12-15", "note": "Mantener por la noche."},
		m.doctor).wantStatus(http.StatusOK)
	m.request("POST", "/api/restraints/"+ended+"/end", map[string]any{"reason": "Retirada por mejoría."}, m.doctor).wantStatus(http.StatusOK)

	r := m.request("GET", "/api/restraints/report/pdf?from=2026-11-01&to=2026-11-30", nil, m.nurse).wantStatus(http.StatusOK)
	if cd := r.Header().Get("Content-Disposition"); cd != `attachment; filename="registro_contenciones_2026-11-01_2026-11-30.pdf"` {
		t.Fatalf("Content-Disposition = %q", cd)
	}
	pdf := pdfText(t, r)
	for _, w := range []string{"Residencia Amparo", "Registro de contenciones", "Del 01/11/2026 al 30/11/2026", "María José Núñez Peña",
		"Ángel Bueno Sáez", "Cinturón abdominal de silla", "Barandillas de cama", "Sujeción de muñecas", "Retirada el 20/11/2026 23:30",
		"Riesgo grave de caída", "Sensor de cama", "Por la noche, de 22:00 a 07:00.", "Ana Núñez Peña", "Íñigo Bueno", "Hija",
		"19/11/2026", "10/12/2026", "15/12/2026", "Mantener por la noche.", "Duerme tranquila; piel íntegra.", m.doctorUser.Name,
		m.nurseUser.Name, "Página 1 de"} {
		if !strings.Contains(pdf, w) {
			t.Errorf("the register lacks %q", w)
		}
	}
	if strings.Contains(pdf, "Cinturón pélvico") {
		t.Error("a restraint starting after the period is in the register")
	}
	if a, b := strings.Index(pdf, "Ángel Bueno Sáez"), strings.Index(pdf, "María José Núñez Peña"); a < 0 || b < a {
		t.Errorf("residents not in name order (Ángel at %d, María at %d)", a, b)
	}
	if t.Failed() {
		t.Log(pdf)
	}

	later := pdfText(t, m.request("GET", "/api/restraints/report/pdf?from=2026-11-21&to=2026-12-31", nil, m.doctor).wantStatus(http.StatusOK))
	if strings.Contains(later, "Sujeción de muñecas") || !strings.Contains(later, "Cinturón pélvico") ||
		strings.Contains(later, "Duerme tranquila; piel íntegra.") {
		t.Errorf("from 21/11: the restraint ended on the 20th is out, December's is in, and the 20th's check is not of the period:\n%s", later)
	}
	if rows := m.audit(store.AuditFilter{Entity: "restraint", Action: "report"}); len(rows) != 2 || rows[0].EntityID != "2026-11-01 2026-11-30" {
		t.Errorf("printing audited as %+v", rows)
	}
	runScenarios(t, m.app, callers{"nurse": m.nurse}, []scenario{
		{name: "without dates", caller: "nurse", method: "GET", url: "/api/restraints/report/pdf", wantStatus: 422,
			wantFields: map[string]string{"from": "La fecha inicial es requerida.", "to": "La fecha final es requerida."}},
		{name: "backwards", caller: "nurse", method: "GET", url: "/api/restraints/report/pdf?from=2026-11-30&to=2026-11-01",
			wantStatus: 422, wantFields: map[string]string{"to": "La fecha final no puede ser anterior a la inicial."}},
	})
}
