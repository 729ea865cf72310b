package server_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	"amparo/store"
)

// GET /mar through a morning: each dose's status follows the clock, both ends of the window included.
func TestMarStatusesFollowTheClock(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	kardex, ids := m.prescribe(m.resident, m.entry("20:00", "08:00", "13:00"))
	rows := m.request("GET", "/api/mar", nil, m.nurse).wantStatus(http.StatusOK)
	if rows.Header().Get("X-Shift") != "manana" || rows.Header().Get("X-Shift-Date") != "2026-11-20" {
		t.Fatalf("the default shift is now's: %v", rows.Header())
	}
	first := objects(rows.jsonArray())
	if len(first) != 2 {
		t.Fatalf("the morning's doses: %v", first)
	}
	want := map[string]any{"residentId": m.resident, "residentName": "María José Núñez Peña", "allergies": "Penicilina",
		"kardexId": kardex, "entryId": ids[0], "medicationName": "Enalapril 10 mg", "dose": "1 comprimido", "route": "Oral",
		"scheduledAt": "2026-11-20T08:00", "status": "due", "administration": nil, "kind": "scheduled", "unitsPerDose": 1.0}
	for k, v := range want {
		if first[0][k] != v {
			t.Errorf("row %s = %#v, want %#v", k, first[0][k], v)
		}
	}
	for _, tc := range []struct{ now, want string }{
		{"2026-11-20T07:30", "2026-11-20T08:00 due,2026-11-20T13:00 pending"},
		{"2026-11-20T09:00", "2026-11-20T08:00 due,2026-11-20T13:00 pending"},
		{"2026-11-20T09:01", "2026-11-20T08:00 late,2026-11-20T13:00 pending"},
		{"2026-11-20T10:59", "2026-11-20T08:00 late,2026-11-20T13:00 pending"},
		{"2026-11-20T11:00", "2026-11-20T08:00 missed,2026-11-20T13:00 pending"},
		{"2026-11-20T12:00", "2026-11-20T08:00 missed,2026-11-20T13:00 due"},
	} {
		m.clock.set(madrid(t, tc.now))
		if got := strings.Join(statuses(m.mar("?date=2026-11-20&shift=manana")), ","); got != tc.want {
			t.Errorf("at %s: %s, want %s", tc.now, got, tc.want)
		}
	}
	if got := statuses(m.mar("?shift=tarde")); !slices.Equal(got, []string{"2026-11-20T20:00 pending"}) {
		t.Errorf("the afternoon: %v", got)
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "a bad date", caller: "nurse", method: "GET", url: "/api/mar?date=20/11/2026", wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"date": "Fecha no válida."}},
		{name: "a bad shift", caller: "nurse", method: "GET", url: "/api/mar?shift=madrugada", wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"shift": "Valor no válido."}},
		{name: "the social worker reads the round", caller: "social", method: "GET", url: "/api/mar", wantStatus: http.StatusOK},
		{name: "but does not give", caller: "social", method: "POST", url: "/api/mar/administrations",
			body:       map[string]any{"kardexId": kardex, "entryId": ids[0], "scheduledAt": "2026-11-20T13:00", "status": "given"},
			wantStatus: http.StatusForbidden},
	})
}

// The night shift belongs to the day it starts: its doses after midnight are the next day's. Rows come by
// area, room and resident; ?areaId= and ?residentId= narrow them.
func TestMarNightShiftByAreaAndRoom(t *testing.T) {
	m := newMarApp(t, "2026-11-20T22:00")
	area := func(name string) string {
		return m.request("POST", "/api/areas", map[string]any{"name": name}, m.admin).wantStatus(http.StatusCreated).text("_id")
	}
	second, first := area("Planta 2"), area("Planta 1")
	resident := func(name, room, area string) string {
		id := m.createResident(m.admin, with(validResident(name), map[string]any{"room": room, "allergies": "Ninguna conocida"}))["_id"].(string)
		if area != "" {
			m.request("POST", "/api/areas/"+area+"/patients/"+id, nil, m.admin).wantStatus(http.StatusOK)
		}
		return id
	}
	ten, two, nine, none := resident("Ana Ruiz", "10", first), resident("Berta Gil", "2", first), resident("Carlos Paz", "9", second),
		resident("Dora Sanz", "1", "")
	for _, id := range []string{none, nine, ten, two} {
		m.prescribe(id, m.entry("06:00", "23:30", "12:00"))
	}
	rows := m.mar("?date=2026-11-20&shift=noche")
	var got []string
	for _, r := range rows {
		got = append(got, r["areaName"].(string)+"/"+r["room"].(string)+" "+r["scheduledAt"].(string))
	}
	want := []string{"Planta 1/2 2026-11-20T23:30", "Planta 1/2 2026-11-21T06:00", "Planta 1/10 2026-11-20T23:30",
		"Planta 1/10 2026-11-21T06:00", "Planta 2/9 2026-11-20T23:30", "Planta 2/9 2026-11-21T06:00", "/1 2026-11-20T23:30",
		"/1 2026-11-21T06:00"}
	if !slices.Equal(got, want) {
		t.Fatalf("the night round: %v\nwant %v", got, want)
	}
	m.clock.set(madrid(t, "2026-11-21T02:00")) // after midnight, still the night of the 20th
	if r := m.request("GET", "/api/mar", nil, m.nurse); r.Header().Get("X-Shift-Date") != "2026-11-20" || r.Header().Get("X-Shift") != "noche" {
		t.Fatalf("at 02:00 the shift is the night of the day before: %v", r.Header())
	}
	if got := len(m.mar("?date=2026-11-20&shift=noche&areaId=" + second)); got != 2 {
		t.Fatalf("one area: %d rows", got)
	}
	if rows := m.mar("?residentId=" + two); len(rows) != 2 || rows[0]["residentId"] != two || rows[0]["status"] != "late" {
		t.Fatalf("one resident at 02:00: %v", statuses(rows))
	}
	m.request("PATCH", "/api/patients/archive/"+ten, nil, m.admin).wantStatus(http.StatusOK)
	if got := len(m.mar("?date=2026-11-20&shift=noche&areaId=" + first)); got != 2 {
		t.Fatalf("an archived resident leaves the round: %d rows", got)
	}
}

// POST /mar/administrations: what it refuses, and the one record of a slot.
func TestRecordingTheRound(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00", "20:00"))
	slot := func(status, at string, more map[string]any) map[string]any {
		return with(map[string]any{"kardexId": kardex, "entryId": ids[0], "scheduledAt": at, "status": status}, more)
	}
	unprocessable := func(name string, body map[string]any, field, message string) scenario {
		return scenario{name: name, caller: "nurse", method: "POST", url: "/api/mar/administrations", body: body,
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{field: message}}
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "an unknown Kardex", caller: "nurse", method: "POST", url: "/api/mar/administrations",
			body: slot("given", "2026-11-20T08:00", map[string]any{"kardexId": "no-existe"}), wantStatus: http.StatusNotFound},
		{name: "an unknown entry", caller: "nurse", method: "POST", url: "/api/mar/administrations",
			body: slot("given", "2026-11-20T08:00", map[string]any{"entryId": "no-existe"}), wantStatus: http.StatusNotFound},
		unprocessable("a time not in the schedule", slot("given", "2026-11-20T09:00", nil), "scheduledAt", "Esa toma no está en la pauta."),
		unprocessable("a day before the start", slot("given", "2026-10-31T08:00", nil), "scheduledAt", "Esa toma no está en la pauta."),
		unprocessable("a malformed slot", slot("given", "20/11/2026 08:00", nil), "scheduledAt", "Hora de la toma no válida."),
		unprocessable("neither given nor held", slot("olvidada", "2026-11-20T08:00", nil), "status", "Indique si se administró o se retuvo."),
		unprocessable("held without a reason", slot("held", "2026-11-20T08:00", nil), "reason", "Indique el motivo de la retención."),
		unprocessable("held for a reason not in the list", slot("held", "2026-11-20T08:00", map[string]any{"reason": "cansancio"}),
			"reason", "Indique el motivo de la retención."),
		unprocessable("held for another reason, unexplained", slot("held", "2026-11-20T08:00", map[string]any{"reason": "other"}),
			"note", "Explique el motivo."),
		unprocessable("a slot whose window has not opened", slot("given", "2026-11-20T20:00", nil),
			"scheduledAt", "Aún no se puede registrar: esta toma se registra desde las 19:00."),
		unprocessable("a time in the future", slot("given", "2026-11-20T08:00", map[string]any{"at": "2026-11-20T07:45"}),
			"at", "La hora no puede ser futura."),
		unprocessable("a time before the window", slot("given", "2026-11-20T08:00", map[string]any{"at": "2026-11-20T06:59"}),
			"scheduledAt", "Aún no se puede registrar: esta toma se registra desde las 07:00."),
		unprocessable("a PRN dose of a scheduled entry", slot("given", "", map[string]any{"prn": true, "reason": "dolor"}),
			"prn", "Este medicamento no está pautado «si precisa»."),
		{name: "the nurse gives the 08:00 dose", caller: "nurse", method: "POST", url: "/api/mar/administrations",
			body: slot("given", "2026-11-20T08:00", map[string]any{"note": "Con agua.", "reason": "ignorado"}), wantStatus: http.StatusCreated,
			wantJSON: map[string]any{"status": "given", "scheduledAt": "2026-11-20T08:00", "by": m.nurseUser.ID,
				"byName": "Persona enfermera", "at": "2026-11-20T06:30:00Z", "note": "Con agua.", "reason": "", "prn": false,
				"stockUnits": 1, "kardexId": kardex, "entryId": ids[0], "residentId": m.resident}},
		{name: "the doctor records it again", caller: "doctor", method: "POST", url: "/api/mar/administrations",
			body: slot("held", "2026-11-20T08:00", map[string]any{"reason": "asleep"}), wantStatus: http.StatusConflict,
			wantFields: map[string]string{"scheduledAt": "Ya registrada por Persona enfermera a las 07:30."}},
	})
	rows := m.mar("?shift=manana")
	if len(rows) != 1 || rows[0]["status"] != "given" || rows[0]["administration"].(map[string]any)["byName"] != "Persona enfermera" {
		t.Fatalf("the given dose in the round: %v", rows)
	}
	audit := m.audit(store.AuditFilter{Entity: "administration", Action: "administer"})
	if len(audit) != 1 || audit[0].ActorID != m.nurseUser.ID || audit[0].ResidentID != m.resident || !strings.Contains(audit[0].Detail, `"stockUnits":1`) {
		t.Fatalf("the administration's audit: %+v", audit)
	}
	m.clock.set(madrid(t, "2026-11-20T20:00"))
	m.request("PATCH", "/api/patients/archive/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	if r := m.give(m.nurse, kardex, ids[0], "2026-11-20T20:00").wantStatus(http.StatusConflict); r.message() != "El residente está archivado." {
		t.Fatalf("an archived resident's dose: %s", r.Body.String())
	}
}

// Two nurses record the same slot at the same moment: exactly one wins, the other is told who did.
func TestTwoNursesGiveTheSameSlotAtOnce(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00"))
	other := m.longSession(func() string { m.addUser("enfermera2", store.RoleNurse); return "enfermera2" }())
	body, _ := json.Marshal(map[string]any{"kardexId": kardex, "entryId": ids[0], "scheduledAt": "2026-11-20T08:00", "status": "given"})
	codes := make([]int, 2)
	messages := make([]string, 2)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, token := range []string{m.nurse, other} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req := httptest.NewRequest("POST", "/api/mar/administrations", bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+token)
			rec := httptest.NewRecorder()
			<-start
			m.srv.ServeHTTP(rec, req)
			codes[i] = rec.Code
			var out struct{ Message string }
			json.Unmarshal(rec.Body.Bytes(), &out)
			messages[i] = out.Message
		}()
	}
	close(start)
	wg.Wait()
	sorted := slices.Clone(codes)
	slices.Sort(sorted)
	if !slices.Equal(sorted, []int{http.StatusCreated, http.StatusConflict}) {
		t.Fatalf("two nurses at once: %v %v", codes, messages)
	}
	loser := messages[slices.Index(codes, http.StatusConflict)]
	if !strings.HasPrefix(loser, "Ya registrada por Persona enfermera") || !strings.HasSuffix(loser, " a las 08:00.") {
		t.Fatalf("the 409 names who recorded it and when: %q", loser)
	}
	if stock, moves := m.stock(); stock != 19 || len(moves) != 2 {
		t.Fatalf("the stock moved once: %d, %d movements", stock, len(moves))
	}
}
