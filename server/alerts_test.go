package server_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// notificationsOf lists the titles and options of someone's notifications, newest first.
func (a *app) notificationsOf(token string, user store.User) []map[string]any {
	a.t.Helper()
	var out []map[string]any
	for _, n := range a.request("GET", "/api/notifications/user/"+user.ID, nil, token).wantStatus(http.StatusOK).jsonArray() {
		out = append(out, n.(map[string]any))
	}
	return out
}

func openAlerts(t *testing.T, r recordsApp) []any {
	t.Helper()
	return r.request("GET", "/api/alerts", nil, r.nurse).wantStatus(http.StatusOK).jsonArray()
}

// A reading outside the ranges opens one alert, whoever edits it after; a normal one opens none.
func TestVitalReadingOpensOneAlert(t *testing.T) {
	r := newRecordsApp(t)
	otherNurse, otherNurseUser := r.addUser("enfermera2", store.RoleNurse)
	r.request("POST", "/api/vitalsigns", vitalsBodyFor(r.resident, map[string]any{"systolicPressure": 120, "temperature": 36.5}), r.nurse).
		wantStatus(http.StatusCreated)
	if n := len(openAlerts(t, r)); n != 0 {
		t.Fatalf("a normal reading opened %d alerts", n)
	}
	high := r.request("POST", "/api/vitalsigns", vitalsBodyFor(r.resident, map[string]any{"systolicPressure": 185, "diastolicPressure": 95}),
		r.nurse).wantStatus(http.StatusCreated).text("_id")
	r.request("PUT", "/api/vitalsigns/"+high, vitalsBodyFor(r.resident, map[string]any{"systolicPressure": 186, "diastolicPressure": 95}),
		r.doctor).wantStatus(http.StatusOK)
	alerts := openAlerts(t, r)
	if len(alerts) != 1 {
		t.Fatalf("%d alerts for one reading edited once, want 1", len(alerts))
	}
	a := alerts[0].(map[string]any)
	if a["kind"] != "vital" || a["severity"] != "high" || a["recordId"] != high || a["residentId"] != r.resident ||
		a["link"] != "/patients/"+r.resident+"/vitales" || a["acknowledgedAt"] != nil {
		t.Fatalf("alert: %v", a)
	}
	if detail := a["detail"].(string); detail != "Presión sistólica 185 mmHg (rango 90–140); Presión diastólica 95 mmHg (rango 60–90)." {
		t.Fatalf("detail: %q", detail)
	}
	told := r.notificationsOf(r.doctor, r.doctorUser)
	if len(told) != 1 || told[0]["options"].(map[string]any)["kind"] != "alert" ||
		told[0]["options"].(map[string]any)["url"] != "/patients/"+r.resident+"/vitales" {
		t.Fatalf("the doctor's notifications: %v", told)
	}
	if n := len(r.notificationsOf(otherNurse, otherNurseUser)); n != 1 {
		t.Fatalf("another nurse got %d notifications, want 1", n)
	}
	if n := len(r.notificationsOf(r.nurse, r.nurseUser)); n != 0 {
		t.Fatalf("the nurse who saved the reading got %d notifications", n)
	}
	if n := len(r.notificationsOf(r.social, r.socialUser)); n != 0 {
		t.Fatalf("a social worker got %d notifications about a reading", n)
	}
}

func TestFallsOpenAnAlertInsteadOfTheIncidentNotice(t *testing.T) {
	r := newRecordsApp(t)
	incident := func(situation string, isFall bool) string {
		return r.request("POST", "/api/incidents", map[string]any{"residentId": r.resident, "date": "2026-11-19", "time": "10:00",
			"shift": "mañana", "situation": situation, "isFall": isFall}, r.nurse).wantStatus(http.StatusCreated).text("_id")
	}
	marked := incident("Encontrada sentada junto a la cama.", true)
	told := incident("Se cayó al levantarse del sillón.", false)
	incident("Rechaza la cena.", false)
	alerts := openAlerts(t, r)
	if len(alerts) != 2 {
		t.Fatalf("%d alerts, want the two falls", len(alerts))
	}
	for i, want := range []string{marked, told} {
		a := alerts[i].(map[string]any)
		if a["kind"] != "fall" || a["severity"] != "high" || a["recordId"] != want || a["link"] != "/patients/"+r.resident+"/incidentes" {
			t.Fatalf("alert %d: %v", i, a)
		}
	}
	kinds := map[string]int{}
	for _, n := range r.notificationsOf(r.doctor, r.doctorUser) {
		kinds[n["options"].(map[string]any)["kind"].(string)]++
	}
	if kinds["fall"] != 2 || kinds["incident"] != 1 || len(kinds) != 2 {
		t.Fatalf("the doctor was told %v; want two falls and one incident", kinds)
	}
}

func TestAcknowledgingAndEscalation(t *testing.T) {
	r := newRecordsApp(t)
	secondDoctor, secondDoctorUser := r.addUser("medica2", store.RoleDoctor)
	r.request("POST", "/api/vitalsigns", vitalsBodyFor(r.resident, map[string]any{"oxygenSaturation": 90}), r.nurse).
		wantStatus(http.StatusCreated)
	id := openAlerts(t, r)[0].(map[string]any)["_id"].(string)
	if sev := openAlerts(t, r)[0].(map[string]any)["severity"]; sev != "medium" {
		t.Fatalf("SpO2 90 %% is outside the range but not critical: severity %v", sev)
	}

	check := func() {
		t.Helper()
		if err := r.srv.Check(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	escalations := func() int {
		n := 0
		for _, note := range r.notificationsOf(secondDoctor, secondDoctorUser) {
			if strings.HasPrefix(note["title"].(string), "Sin atender") {
				n++
			}
		}
		return n
	}
	r.clock.Advance(59 * time.Minute)
	check()
	if n := escalations(); n != 0 {
		t.Fatalf("escalated after 59 minutes: %d", n)
	}
	r.clock.Advance(2 * time.Minute)
	check()
	check()
	if n := escalations(); n != 1 {
		t.Fatalf("%d escalations after an hour and two checks, want 1", n)
	}
	for _, note := range r.notificationsOf(r.nurse, r.nurseUser) {
		if strings.HasPrefix(note["title"].(string), "Sin atender") {
			t.Fatal("escalation goes to the doctors only")
		}
	}

	ack := "/api/alerts/" + id + "/acknowledge"
	runScenarios(t, r.app, callers{"nurse": r.nurse, "doctor": r.doctor, "social": r.social, "admin": r.admin}, []scenario{
		{name: "a comment is required", caller: "nurse", method: "POST", url: ack, body: map[string]any{"comment": "  "},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"comment": "Escribe qué se ha hecho."}},
		{name: "a social worker may not", caller: "social", method: "POST", url: ack, body: map[string]any{"comment": "Visto"},
			wantStatus: http.StatusForbidden},
		{name: "nor an administrator", caller: "admin", method: "POST", url: ack, body: map[string]any{"comment": "Visto"},
			wantStatus: http.StatusForbidden},
		{name: "the doctor acknowledges", caller: "doctor", method: "POST", url: ack,
			body: map[string]any{"comment": "Oxígeno en gafas nasales a 2 l; control en una hora."}, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"acknowledgedBy": r.doctorUser.ID, "acknowledgedByName": r.doctorUser.Name,
				"comment": "Oxígeno en gafas nasales a 2 l; control en una hora."}},
		{name: "twice is a conflict", caller: "nurse", method: "POST", url: ack, body: map[string]any{"comment": "Visto"},
			wantStatus: http.StatusConflict, wantContent: []string{"La alerta ya fue atendida por " + r.doctorUser.Name + "."}},
		{name: "an unknown alert", caller: "nurse", method: "POST", url: "/api/alerts/nada/acknowledge",
			body: map[string]any{"comment": "Visto"}, wantStatus: http.StatusNotFound},
		{name: "no open alert remains", caller: "nurse", method: "GET", url: "/api/alerts?status=open",
			wantStatus: http.StatusOK, notContent: []string{id}},
		{name: "the acknowledged list has it", caller: "social", method: "GET", url: "/api/alerts?status=acknowledged&residentId=" + r.resident,
			wantStatus: http.StatusOK, wantContent: []string{id, "gafas nasales"}},
		{name: "a bad status", caller: "nurse", method: "GET", url: "/api/alerts?status=todas", wantStatus: http.StatusUnprocessableEntity},
	})
	if rows := r.audit(store.AuditFilter{Entity: "alert", EntityID: id, Action: "acknowledge"}); len(rows) != 1 || rows[0].ActorID != r.doctorUser.ID {
		t.Fatalf("acknowledge audit: %+v", rows)
	}
}
