package server_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

// Issue 25: an afternoon with a reading of 185/95, a held dose, incidents, a fall attended by the doctor and
// residents without the day's care record. The handover leads with the figures, lists the residents by
// severity, tells the missing care records on one line and the doctor's comment with the fall's alert.
func TestHandoverLeadsWithSummaryBySeverity(t *testing.T) {
	m := newMarApp(t, "2026-11-20T15:00")
	newResident := func(name string) string {
		return m.createResident(m.admin, validResident(name))["_id"].(string)
	}
	ana, bea, carla, dora := newResident("Ana Ruiz Sanz"), newResident("Bea Gil Mora"), newResident("Carla Díaz Pons"), newResident("Dora Vela Ríos")
	at := func(clock string) { m.clock.set(madrid(t, "2026-11-20T"+clock)) }
	incident := func(resident, clock, situation string, isFall bool) string {
		return m.request("POST", "/api/incidents", map[string]any{"residentId": resident, "date": "2026-11-20", "time": clock,
			"shift": "tarde", "situation": situation, "isFall": isFall}, m.nurse).wantStatus(http.StatusCreated).text("_id")
	}

	kardex, entries := m.prescribe(m.resident, m.entry("16:00"), m.prn("dolor", 3))
	at("16:05")
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": entries[0],
		"scheduledAt": "2026-11-20T16:00", "status": "held", "reason": "refused"}, m.nurse).wantStatus(http.StatusCreated)
	at("17:00")
	incident(m.resident, "17:00", "Rechaza la cena.", false)
	at("18:00")
	m.request("POST", "/api/vitalsigns", map[string]any{"residentId": ana, "date": "2026-11-20", "time": "18:00",
		"vitalSigns": map[string]any{"systolicPressure": 185, "diastolicPressure": 95}}, m.nurse).wantStatus(http.StatusCreated)
	m.request("POST", "/api/care-records", map[string]any{"user": ana, "date": "2026-11-20", "bath": true}, m.nurse).
		wantStatus(http.StatusCreated)
	at("19:00")
	incident(bea, "19:00", "Discute con su compañera de mesa.", false)
	at("20:00")
	incident(dora, "20:00", "Encontrada en el suelo del baño.", true)
	at("20:30")
	fall := objects(m.request("GET", "/api/alerts?status=open&residentId="+dora, nil, m.doctor).wantStatus(http.StatusOK).jsonArray())
	if len(fall) != 1 {
		t.Fatalf("the fall's alert: %v", fall)
	}
	m.request("POST", "/api/alerts/"+fall[0]["_id"].(string)+"/acknowledge", map[string]any{"comment": "Valorada: sin lesiones, cama baja."},
		m.doctor).wantStatus(http.StatusOK)
	at("21:00")
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": entries[1], "status": "given",
		"prn": true, "reason": "Dolor de rodilla"}, m.nurse).wantStatus(http.StatusCreated)
	at("23:30")

	h := m.request("GET", "/api/handover?date=2026-11-20&shift=tarde", nil, m.nurse).wantStatus(http.StatusOK).json()
	summary := h["summary"].(map[string]any)
	want := map[string]float64{"alertsOpen": 1, "vitalsOutOfRange": 1, "incidents": 3, "falls": 1, "dosesHeldOrMissed": 1,
		"prnGiven": 1, "restraints": 0, "careMissing": 4}
	for key, n := range want {
		if summary[key] != n {
			t.Errorf("summary %s = %v, want %v (%v)", key, summary[key], n, summary)
		}
	}

	// By severity: the open alert and the reading out of range, the held dose, the incidents (the fall's alert
	// was attended), then who has nothing but the missing care record; the round's order within each.
	var order []string
	residents := objects(h["residents"].([]any))
	for _, r := range residents {
		order = append(order, r["residentId"].(string))
	}
	if wantOrder := []string{ana, m.resident, bea, dora, carla}; !slices.Equal(order, wantOrder) {
		t.Fatalf("residents %v, want %v", order, wantOrder)
	}

	// The missing care records, on one line: the residents in the round's order.
	var missing []string
	for _, r := range objects(h["careMissing"].([]any)) {
		missing = append(missing, r["residentId"].(string))
		if r["residentName"] == "" || r["room"] == "" {
			t.Errorf("a resident of the line lacks a name or room: %v", r)
		}
	}
	if !slices.Equal(missing, []string{m.resident, bea, carla, dora}) {
		t.Fatalf("care missing %v", missing)
	}

	// The fall's alert, attended in the shift, says by whom and what was done.
	var attended map[string]any
	for _, it := range objects(residents[3]["items"].([]any)) {
		if it["kind"] == "alert-acknowledged" {
			attended = it
		}
	}
	if attended == nil || attended["comment"] != "Valorada: sin lesiones, cama baja." ||
		attended["acknowledgedByName"] != m.doctorUser.Name || attended["alertId"] != fall[0]["_id"] || attended["at"] != "2026-11-20T20:30" {
		t.Fatalf("the attended alert: %v", attended)
	}

	// The PDF prints the figures, the one line and the comment.
	pdf := pdfText(t, m.request("GET", "/api/handover/pdf?date=2026-11-20&shift=tarde", nil, m.nurse).wantStatus(http.StatusOK))
	for _, w := range []string{"Resumen del turno", "Constantes fuera de rango", "Sin registro de cuidados de hoy (4)",
		"Carla Díaz Pons (H-", "Valorada: sin lesiones, cama baja."} {
		if !strings.Contains(pdf, w) {
			t.Errorf("the PDF lacks %q:\n%s", w, pdf)
		}
	}
}

// Issue 25: whoever wrote the shift's notes cannot mark it read; someone else can.
func TestHandoverAuthorCannotMarkItRead(t *testing.T) {
	m := newMarApp(t, "2026-11-20T14:30")
	next, nextUser := m.addUser("relevo", store.RoleNurse)
	shift := map[string]any{"date": "2026-11-20", "shift": "manana"}
	m.request("POST", "/api/handover/read", shift, m.doctor).wantStatus(http.StatusOK) // no notes: anyone
	m.request("POST", "/api/handover/notes", with(shift, map[string]any{"text": "Falta reponer guantes."}), m.nurse).
		wantStatus(http.StatusCreated)
	refused := m.request("POST", "/api/handover/read", shift, m.nurse).wantStatus(http.StatusForbidden)
	if got := refused.message(); got != "Has escrito notas en este parte: debe marcarlo como leído quien recibe el turno." {
		t.Fatalf("message %q", got)
	}
	m.request("POST", "/api/handover/read", shift, next).wantStatus(http.StatusOK)
	h := m.request("GET", "/api/handover?date=2026-11-20&shift=manana", nil, m.nurse).wantStatus(http.StatusOK).json()
	var readers []string
	for _, r := range objects(h["readBy"].([]any)) {
		readers = append(readers, r["userId"].(string))
	}
	if !slices.Equal(readers, []string{m.doctorUser.ID, nextUser.ID}) {
		t.Fatalf("read by %v", readers)
	}
	if notes := objects(h["notes"].([]any)); len(notes) != 1 || notes[0]["byId"] != m.nurseUser.ID {
		t.Fatalf("a note names its author: %v", notes)
	}
}

// Issue 25: the answer of a record that raised an alert names it (the save's toast links to it); one that
// raised none says null, and the record's own fields are as before.
func TestRecordAnswerNamesTheAlertItRaised(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	vitals := func(values map[string]any) map[string]any {
		return m.request("POST", "/api/vitalsigns", map[string]any{"residentId": m.resident, "date": "2026-11-20", "time": "10:00",
			"vitalSigns": values}, m.nurse).wantStatus(http.StatusCreated).json()
	}
	calm := vitals(map[string]any{"systolicPressure": 120})
	if v, ok := calm["alertId"]; !ok || v != nil {
		t.Fatalf("a reading in range: alertId %v (present %v)", v, ok)
	}
	high := vitals(map[string]any{"systolicPressure": 185, "diastolicPressure": 95})
	open := objects(m.request("GET", "/api/alerts?status=open", nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(open) != 1 || high["alertId"] != open[0]["_id"] || open[0]["recordId"] != high["_id"] {
		t.Fatalf("alertId %v, open alerts %v", high["alertId"], open)
	}
	if high["residentId"] != m.resident || high["createdByName"] != m.nurseUser.Name {
		t.Fatalf("the record's own fields: %v", high)
	}
	fall := m.request("POST", "/api/incidents", map[string]any{"residentId": m.resident, "date": "2026-11-20", "time": "10:00",
		"shift": "mañana", "situation": "Se cayó al levantarse.", "isFall": true}, m.nurse).wantStatus(http.StatusCreated).json()
	if id, _ := fall["alertId"].(string); id == "" || id == high["alertId"] {
		t.Fatalf("the fall's alertId: %v", fall["alertId"])
	}
}
