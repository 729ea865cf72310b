package server_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

// SPEC's POST /kardex/dose keeps its request and answer and lands in the administrations: in the slot whose
// window holds its time, or outside the schedule. The Kardex lists its doses from there.
func TestTheOldDoseCallLandsInTheRound(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00", "20:00"))
	m.clock.set(madrid(t, "2026-11-20T12:00"))
	dose := func(clock string) map[string]any {
		return map[string]any{"kardexId": kardex, "medication": m.med, "doseDate": "2026-11-20", "doseTime": clock}
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "40 minutes after the 08:00 dose: that slot", caller: "nurse", method: "POST", url: "/api/kardex/dose", body: dose("08:40"),
			wantStatus: http.StatusCreated, wantJSON: map[string]any{"scheduledAt": "2026-11-20T08:00", "doseDate": "2026-11-20",
				"doseTime": "08:40", "entryId": ids[0], "userName": "Persona enfermera", "medication": m.med, "kardexId": kardex}},
		{name: "the same minute again", caller: "doctor", method: "POST", url: "/api/kardex/dose", body: dose("08:40"),
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "Esta dosis ya está registrada por Persona enfermera."}},
		{name: "the slot already given", caller: "doctor", method: "POST", url: "/api/kardex/dose", body: dose("08:55"),
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "Esta dosis ya está registrada por Persona enfermera."}},
		{name: "and through the round", caller: "doctor", method: "POST", url: "/api/mar/administrations",
			body:       map[string]any{"kardexId": kardex, "entryId": ids[0], "scheduledAt": "2026-11-20T08:00", "status": "given"},
			wantStatus: http.StatusConflict, wantFields: map[string]string{"scheduledAt": "Ya registrada por Persona enfermera a las 08:40."}},
		{name: "far from any slot: outside the schedule", caller: "nurse", method: "POST", url: "/api/kardex/dose", body: dose("11:30"),
			wantStatus: http.StatusCreated, wantJSON: map[string]any{"scheduledAt": "", "doseTime": "11:30"}},
	})
	rows := m.mar("?date=2026-11-20&shift=manana")
	if got := strings.Join(statuses(rows), ","); got != "2026-11-20T08:00 given,2026-11-20T11:30 given" || rows[1]["kind"] != "extra" {
		t.Fatalf("the old call's doses in the round: %s %v", got, rows)
	}
	list := objects(m.request("GET", "/api/kardex?patientId="+m.resident, nil, m.nurse).jsonArray())
	if doses := list[0]["doses"].([]any); len(doses) != 2 || doses[0].(map[string]any)["doseTime"] != "11:30" {
		t.Fatalf("the Kardex's doses come from the administrations, newest first: %v", doses)
	}
	if stock, _ := m.stock(); stock != 18 {
		t.Fatalf("each dose given took its unit: stock %d", stock)
	}
}

// A slot still unrecorded missedAfterMinutes after its time tells the nurses and doctors once, with a link to
// the resident's Kardex; a recorded slot tells nobody.
func TestAMissedDoseIsToldOnce(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00"), with(m.entry("08:00"), map[string]any{"dose": "2 comprimidos"}))
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": ids[1], "scheduledAt": "2026-11-20T08:00",
		"status": "held", "reason": "vomiting"}, m.nurse).wantStatus(http.StatusCreated)
	missed := func(userID, token string) []map[string]any {
		var out []map[string]any
		for _, n := range objects(m.request("GET", "/api/notifications/user/"+userID, nil, token).wantStatus(http.StatusOK).jsonArray()) {
			if n["options"].(map[string]any)["kind"] == "dose-missed" {
				out = append(out, n)
			}
		}
		return out
	}
	check := func(now string, want int) {
		t.Helper()
		m.clock.set(madrid(t, now))
		if err := m.srv.Check(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := len(missed(m.nurseUser.ID, m.nurse)); got != want {
			t.Fatalf("at %s the nurse has %d missed-dose notices, want %d", now, got, want)
		}
	}
	check("2026-11-20T10:59", 0)
	check("2026-11-20T11:00", 1)
	check("2026-11-20T11:01", 1)
	check("2026-11-20T18:00", 1)
	notice := missed(m.doctorUser.ID, m.doctor)
	if len(notice) != 1 || notice[0]["title"] != "Dosis sin registrar: María José Núñez Peña" ||
		notice[0]["options"].(map[string]any)["url"] != "/patients/"+m.resident+"/kardex" ||
		!strings.Contains(notice[0]["options"].(map[string]any)["body"].(string), "Enalapril 10 mg (1 comprimido), 20/11/2026 08:00") {
		t.Fatalf("the doctor's notice: %v", notice)
	}
	if got := missed(m.adminID, m.admin); len(got) != 0 {
		t.Fatalf("the administrative staff do not give doses: %v", got)
	}
	if rows := m.mar("?date=2026-11-20&shift=manana"); strings.Join(statuses(rows), ",") != "2026-11-20T08:00 missed,2026-11-20T08:00 held" {
		t.Fatalf("the round: %v", statuses(rows))
	}
	if told := m.audit(store.AuditFilter{Entity: "administration", Action: "notify-missed"}); len(told) != 1 {
		t.Fatalf("told %d times", len(told))
	}
	// DESIGN 10: the missed dose is also one open alert, linked to the Kardex.
	alerts := objects(m.request("GET", "/api/alerts", nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(alerts) != 1 || alerts[0]["kind"] != "dose-missed" || alerts[0]["recordId"] != kardex ||
		alerts[0]["link"] != "/patients/"+m.resident+"/kardex" || alerts[0]["detail"] != "Enalapril 10 mg (1 comprimido) de las 08:00 del 20/11/2026." {
		t.Fatalf("the missed dose's alert: %v", alerts)
	}
}

// GET /mar/pdf: the month as a grid for inspectors: the home, the resident, the allergies, who gave each
// dose, why one was held, and what was never recorded.
func TestTheMonthlyAdministrationSheet(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	kardex, ids := m.prescribe(m.resident, with(m.entry("08:00"), map[string]any{"date": "2026-11-18"}), m.prn("dolor", 3))
	m.give(m.nurse, kardex, ids[0], "2026-11-20T08:00").wantStatus(http.StatusCreated)
	m.clock.set(madrid(t, "2026-11-21T08:10"))
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": ids[0], "scheduledAt": "2026-11-21T08:00",
		"status": "held", "reason": "refused"}, m.doctor).wantStatus(http.StatusCreated)
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": ids[1], "status": "given", "prn": true,
		"reason": "Cefalea"}, m.nurse).wantStatus(http.StatusCreated)
	m.clock.set(madrid(t, "2026-11-22T12:00"))
	r := m.request("GET", "/api/mar/pdf?residentId="+m.resident+"&month=2026-11", nil, m.social).wantStatus(http.StatusOK)
	if cd := r.Header().Get("Content-Disposition"); !strings.Contains(cd, "hoja_administracion_2026-11.pdf") {
		t.Fatalf("file name: %q", cd)
	}
	text := pdfText(t, r)
	for _, want := range []string{"Residencia Amparo", "Hoja de administración de medicación", "María José Núñez Peña",
		"noviembre de 2026", "Alergias: Penicilina", "Enalapril 10 mg · 1 comprimido", "08:00", "Si precisa", "PE", "NR",
		"R Rechaza", "PE Persona enfermera", "Página 1 de 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, text)
		}
	}
	if rows := m.audit(store.AuditFilter{Entity: "mar", Action: "report"}); len(rows) != 1 || rows[0].ResidentID != m.resident {
		t.Fatalf("printing the sheet is audited: %+v", rows)
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "a month that is not one", caller: "nurse", method: "GET", url: "/api/mar/pdf?residentId=" + m.resident + "&month=2026-13",
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"month": "Mes no válido (AAAA-MM)."}},
		{name: "no resident", caller: "nurse", method: "GET", url: "/api/mar/pdf?month=2026-11", wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"residentId": "El residente es requerido."}},
		{name: "an unknown resident", caller: "nurse", method: "GET", url: "/api/mar/pdf?residentId=no-existe&month=2026-11",
			wantStatus: http.StatusNotFound},
		{name: "a month without medication", caller: "nurse", method: "GET", url: "/api/mar/pdf?residentId=" + m.resident + "&month=2026-09",
			wantStatus: http.StatusOK, after: func(t *testing.T, r response) {
				if text := pdfText(t, r); !strings.Contains(text, "Sin medicación en el Kardex este mes.") {
					t.Fatalf("an empty month:\n%s", text)
				}
			}},
	})
}

// The shifts and windows are settings: GET /mar/settings reads them, PUT /settings changes them (checked),
// and the round follows.
func TestMedicationRoundSettings(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:45")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00"))
	home := map[string]any{"homeName": "Residencia Amparo", "phone": "+34 910 000 000", "email": "contacto@residencia-amparo.es",
		"address": "Calle de la Esperanza 12, 28001 Madrid", "visitingHours": "10am-5pm", "foundedYear": 1998,
		"messagingUrl": "https://wa.me/34600000000"}
	shifts := map[string]any{"manana": map[string]string{"start": "08:00", "end": "15:00"}, "tarde": map[string]string{"start": "15:00", "end": "22:00"},
		"noche": map[string]string{"start": "22:00", "end": "08:00"}}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "the defaults", caller: "nurse", method: "GET", url: "/api/mar/settings", wantStatus: http.StatusOK,
			wantJSON: map[string]any{"doseWindowMinutes": 60, "missedAfterMinutes": 180, "current": map[string]string{"date": "2026-11-20", "shift": "manana"},
				"shifts": map[string]any{"manana": map[string]string{"start": "07:00", "end": "15:00"}, "tarde": map[string]string{"start": "15:00", "end": "23:00"},
					"noche": map[string]string{"start": "23:00", "end": "07:00"}}}},
		{name: "the nurse does not change them", caller: "nurse", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"medicationRound": map[string]any{"doseWindowMinutes": 30}}), wantStatus: http.StatusForbidden},
		{name: "shifts with a gap", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"medicationRound": map[string]any{"shifts": with(shifts, map[string]any{"tarde": map[string]string{"start": "16:00", "end": "22:00"}}),
				"doseWindowMinutes": 0, "missedAfterMinutes": 999}}),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{
				"medicationRound.shifts":             "Los turnos deben seguirse sin huecos: mañana, tarde y noche (que cruza la medianoche).",
				"medicationRound.doseWindowMinutes":  "Debe estar entre 5 y 180 minutos.",
				"medicationRound.missedAfterMinutes": "Debe ser mayor que el margen de la dosis y como mucho 720 minutos."}},
		{name: "a bad hour", caller: "admin", method: "PUT", url: "/api/settings",
			body:       with(home, map[string]any{"medicationRound": map[string]any{"shifts": with(shifts, map[string]any{"noche": map[string]string{"start": "22:00", "end": "8"}})}}),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"medicationRound.shifts.noche": "Hora no válida."}},
		{name: "a narrower window, the rest kept", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"medicationRound": map[string]any{"doseWindowMinutes": 30}}), wantStatus: http.StatusOK,
			wantJSON: map[string]any{"homeName": "Residencia Amparo", "medicationRound": map[string]any{"doseWindowMinutes": 30,
				"missedAfterMinutes": 180, "shifts": map[string]any{"manana": map[string]string{"start": "07:00", "end": "15:00"},
					"tarde": map[string]string{"start": "15:00", "end": "23:00"}, "noche": map[string]string{"start": "23:00", "end": "07:00"}}}}},
		{name: "the home alone keeps the round's settings", caller: "admin", method: "PUT", url: "/api/settings", body: home,
			wantStatus: http.StatusOK, wantContent: []string{`"doseWindowMinutes":30`}},
	})
	m.clock.set(madrid(t, "2026-11-20T08:45"))
	if got := statuses(m.mar("")); len(got) != 1 || got[0] != "2026-11-20T08:00 late" {
		t.Fatalf("45 minutes after with a 30-minute window: %v", got)
	}
	m.request("PUT", "/api/settings", with(home, map[string]any{"medicationRound": map[string]any{"shifts": shifts}}), m.admin).wantStatus(http.StatusOK)
	m.clock.set(madrid(t, "2026-11-21T07:29"))
	if r := m.request("GET", "/api/mar", nil, m.nurse); r.Header().Get("X-Shift") != "noche" || r.Header().Get("X-Shift-Date") != "2026-11-20" {
		t.Fatalf("with the night until 08:00, 07:29 is the night of the day before: %v", r.Header())
	}
	if r := m.give(m.nurse, kardex, ids[0], "2026-11-21T08:00").wantStatus(http.StatusUnprocessableEntity); !strings.Contains(r.Body.String(), "desde las 07:30") {
		t.Fatalf("the window opens 30 minutes before: %s", r.Body.String())
	}
	m.clock.set(madrid(t, "2026-11-21T07:30"))
	m.give(m.nurse, kardex, ids[0], "2026-11-21T08:00").wantStatus(http.StatusCreated)
}

// A slot owed when its schedule was set stays owed whatever the dose window is changed to later (issue 24):
// prescribed at 09:30 with an hour's window, the 08:45 dose is owed (its window closes at 09:45); narrowing
// the window to 30 minutes afterwards does not make it vanish from the round, and the dose can still be given.
func TestAnOwedSlotStaysOwedWhenTheWindowNarrows(t *testing.T) {
	m := newMarApp(t, "2026-11-20T09:30")
	kardex, ids := m.prescribe(m.resident, m.entry("08:45", "08:00"))
	if got := statuses(m.mar("")); !slices.Equal(got, []string{"2026-11-20T08:45 due"}) {
		t.Fatalf("prescribed at 09:30: %v (08:00's window had closed: never owed)", got)
	}
	home := map[string]any{"homeName": "Residencia Amparo", "phone": "+34 910 000 000", "email": "contacto@residencia-amparo.es",
		"address": "Calle de la Esperanza 12, 28001 Madrid", "visitingHours": "10am-5pm", "foundedYear": 1998,
		"messagingUrl": "https://wa.me/34600000000", "medicationRound": map[string]any{"doseWindowMinutes": 30}}
	m.request("PUT", "/api/settings", home, m.admin).wantStatus(http.StatusOK)
	if got := statuses(m.mar("")); !slices.Equal(got, []string{"2026-11-20T08:45 late"}) {
		t.Fatalf("after narrowing the window: %v, want the 08:45 dose still owed (late)", got)
	}
	m.give(m.nurse, kardex, ids[0], "2026-11-20T08:45").wantStatus(http.StatusCreated)
}

// SPEC's Kardex entry (a frequency, no times) is kept without a schedule (issue 24): the Kardex says «Sin
// horario», the round owes no dose of it and lists it apart for the doctor to schedule, and the missed-dose
// check tells nobody about it.
func TestAnEntryWithoutTimesIsListedApartAndNeverMissed(t *testing.T) {
	m := newMarApp(t, "2026-11-20T09:30")
	k := m.request("POST", "/api/kardex", map[string]any{"patientId": m.resident, "entries": []map[string]any{{"medication": m.med,
		"dose": "1 comprimido", "frequency": "Cada 8 horas", "route": "Oral", "date": "2026-11-01"}}}, m.doctor).
		wantStatus(http.StatusCreated).json()
	entry := k["entries"].([]any)[0].(map[string]any)
	if entry["scheduleText"] != "Sin horario" || entry["frequency"] != "Cada 8 horas" || !equalJSON(entry["times"], []any{}) {
		t.Fatalf("the entry: %v", entry)
	}
	if rows := m.mar(""); len(rows) != 0 {
		t.Fatalf("the round owes a dose of an entry without times: %v", rows)
	}
	list := objects(m.request("GET", "/api/mar/unscheduled", nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(list) != 1 || list[0]["entryId"] != entry["_id"] || list[0]["kardexId"] != k["_id"] ||
		list[0]["frequency"] != "Cada 8 horas" || list[0]["residentName"] != "María José Núñez Peña" {
		t.Fatalf("the entries without a schedule: %v", list)
	}
	m.clock.set(madrid(t, "2026-11-21T09:30"))
	if err := m.srv.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	if alerts := m.request("GET", "/api/alerts?status=open", nil, m.nurse).jsonArray(); len(alerts) != 0 {
		t.Fatalf("an entry without times raised an alert: %v", alerts)
	}
	// Once the doctor gives it times, it leaves the list and the round owes its doses.
	m.request("PUT", "/api/kardex/"+k["_id"].(string), map[string]any{"patientId": m.resident, "entries": []map[string]any{
		with(entry, map[string]any{"times": []string{"10:00"}, "frequency": ""})}}, m.doctor).wantStatus(http.StatusOK)
	if list := m.request("GET", "/api/mar/unscheduled", nil, m.nurse).jsonArray(); len(list) != 0 {
		t.Fatalf("still listed once scheduled: %v", list)
	}
	if got := statuses(m.mar("")); !slices.Equal(got, []string{"2026-11-21T10:00 due"}) {
		t.Fatalf("the round once scheduled: %v", got)
	}
}
