package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// The states of DESIGN 14 on Madrid's clock: sin-plan and borrador until the first plan's due date (admission
// + 30 days) and vencido from it; an agreed plan vigente, vence-pronto within 15 days of its review (approval +
// 180 days) and vencido from it: due today is vencido. Archived residents are not listed.
func TestCarePlanStatesOnTheClock(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	newcomer := p.admit("Recién Llegada", "2026-11-01") // first plan due 01/12/2026
	other := p.admit("Otra Residente", "2026-11-15")    // due 15/12/2026
	state := func(resident string) string {
		row := p.status(resident)
		return row["state"].(string) + " " + row["dueDate"].(string)
	}
	if got := p.status(newcomer); got["state"] != "sin-plan" || got["dueDate"] != "2026-12-01" || got["planId"] != nil ||
		got["residentName"] != "Recién Llegada" || got["room"] == "" {
		t.Fatalf("a newcomer with no plan: %v", got)
	}
	if got := state(p.resident); got != "vencido 2026-04-01" {
		t.Fatalf("admitted on 02/03/2026 with no plan: %s", got)
	}
	draft := p.newDraft(newcomer)["_id"].(string)
	if got := p.status(newcomer); got["state"] != "borrador" || got["planId"] != draft {
		t.Fatalf("with a draft: %v", got)
	}
	p.later("2026-11-30T23:59")
	if got := state(newcomer); got != "borrador 2026-12-01" {
		t.Fatalf("the day before the first due date: %s", got)
	}
	p.later("2026-12-01T00:00")
	if got := state(newcomer); got != "vencido 2026-12-01" {
		t.Fatalf("on the first due date: %s", got)
	}
	if got := state(other); got != "sin-plan 2026-12-15" {
		t.Fatalf("another newcomer: %s", got)
	}
	p.request("PUT", "/api/care-plans/"+draft, completeBody(), p.nurse).wantStatus(http.StatusOK)
	agreed := with(agreement(t), map[string]any{"agreement": with(agreement(t)["agreement"].(map[string]any), map[string]any{"date": "2026-12-01"})})
	p.request("POST", "/api/care-plans/"+draft+"/approve", agreed, p.doctor).wantStatus(http.StatusOK)
	for _, step := range []struct{ now, want string }{
		{"2026-12-01T09:00", "vigente 2027-05-30"},
		{"2027-05-14T23:59", "vigente 2027-05-30"},      // 16 days ahead
		{"2027-05-15T00:00", "vence-pronto 2027-05-30"}, // 15 days ahead
		{"2027-05-29T23:59", "vence-pronto 2027-05-30"},
		{"2027-05-30T00:00", "vencido 2027-05-30"}, // due today
	} {
		p.later(step.now)
		if got := state(newcomer); got != step.want {
			t.Errorf("at %s: %s, want %s", step.now, got, step.want)
		}
	}
	if got := p.status(newcomer)["planId"]; got != draft {
		t.Fatalf("the plan in force is named: %v", got)
	}
	p.request("PATCH", "/api/patients/archive/"+other, nil, p.admin).wantStatus(http.StatusOK)
	for _, row := range objects(p.request("GET", "/api/care-plans/status", nil, p.social).wantStatus(http.StatusOK).jsonArray()) {
		if row["residentId"] == other {
			t.Fatalf("an archived resident is listed: %v", row)
		}
	}
}

// The two settings move the due dates; they are read by every member of staff and changed, within bounds,
// by an administrator.
func TestCarePlanSettings(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	newcomer := p.admit("Recién Llegada", "2026-11-01")
	if got := p.request("GET", "/api/care-plans/settings", nil, p.social).wantStatus(http.StatusOK).json(); got["firstPlanDays"] != 30.0 ||
		got["reviewDays"] != 180.0 {
		t.Fatalf("the defaults: %v", got)
	}
	home := map[string]any{"homeName": "Residencia San José", "phone": "+34 910 111 222", "email": "info@sanjose.es",
		"address": "Calle Mayor 1, Toledo", "visitingHours": "10am-5pm", "foundedYear": 1987,
		"messagingUrl": "https://wa.me/34911111111", "heroVideoUrl": "/hero.webm"}
	runScenarios(t, p.app, p.callers(), []scenario{
		{name: "a first plan in 3 days", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"carePlan": map[string]any{"firstPlanDays": 3}}), wantStatus: 422,
			wantFields: map[string]string{"carePlan.firstPlanDays": "Debe estar entre 7 y 180 días."}},
		{name: "a review every 400 days", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"carePlan": map[string]any{"reviewDays": 400}}), wantStatus: 422,
			wantFields: map[string]string{"carePlan.reviewDays": "Debe estar entre 30 y 365 días."}},
		{name: "of the wrong type", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"carePlan": map[string]any{"reviewDays": "seis meses"}}), wantStatus: 400,
			wantFields: map[string]string{"carePlan": ""}},
		{name: "by a doctor", caller: "doctor", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"carePlan": map[string]any{"firstPlanDays": 45}}), wantStatus: http.StatusForbidden},
		{name: "45 and 90 days", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"carePlan": map[string]any{"firstPlanDays": 45, "reviewDays": 90}}), wantStatus: 200,
			wantJSON: map[string]any{"carePlan": map[string]any{"firstPlanDays": 45, "reviewDays": 90}}},
		{name: "left out, they stay", caller: "admin", method: "PUT", url: "/api/settings", body: home, wantStatus: 200,
			wantJSON: map[string]any{"carePlan": map[string]any{"firstPlanDays": 45, "reviewDays": 90}}},
	})
	if got := p.status(newcomer)["dueDate"]; got != "2026-12-16" {
		t.Fatalf("the first plan 45 days after admission: %v", got)
	}
	if got := p.agreedPlan(newcomer)["dueDate"]; got != "2027-02-18" {
		t.Fatalf("an agreed plan reviewed 90 days after: %v", got)
	}
}

// A significant change makes the plan due on the day it is recorded, each written with its record: a Barthel
// 10 points or more below the one before (not 5; not an older one entered late; no longer once the Barthel is
// deleted), and a new restraint, also before the first plan. A change before the plan in force was agreed
// does not count.
func TestCarePlanSignificantChanges(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	p.assessScore(p.resident, "barthel", "2026-11-10", 70)
	plan := p.agreedPlan(p.resident)
	state := func(resident string) string {
		row := p.status(resident)
		return row["state"].(string) + " " + row["dueDate"].(string)
	}
	p.later("2026-11-25T10:00")
	p.assessScore(p.resident, "barthel", "2026-11-25", 65) // 5 below
	p.assessScore(p.resident, "barthel", "2026-11-12", 40) // older, entered late: 30 below the one before it
	if got := state(p.resident); got != "vigente 2027-05-19" {
		t.Fatalf("after a Barthel 5 below and an older one: %s", got)
	}
	p.later("2026-11-27T10:00")
	drop := p.assessScore(p.resident, "barthel", "2026-11-26", 55) // 10 below the 65
	if got := state(p.resident); got != "vencido 2026-11-27" {
		t.Fatalf("after a Barthel 10 below: %s", got)
	}
	triggers := objects(p.plan(plan["_id"].(string))["reviewTriggers"].([]any))
	if len(triggers) != 1 || triggers[0]["kind"] != "barthel-drop" || triggers[0]["text"] != "descenso del Barthel (de 65 a 55)" ||
		triggers[0]["sourceId"] != drop || triggers[0]["at"] != "2026-11-27T09:00:00Z" {
		t.Fatalf("the plan's review triggers: %v", triggers)
	}
	p.request("DELETE", "/api/assessments/"+drop+"?reason=Error+de+registro", nil, p.nurse).wantStatus(http.StatusOK)
	if got := state(p.resident); got != "vigente 2027-05-19" {
		t.Fatalf("once the Barthel is deleted: %s", got)
	}

	p.later("2026-12-02T10:00")
	restraint := p.restraintIn(t, with(restraintOrder(p.resident), map[string]any{"startDate": "2026-12-02", "reviewDate": "2026-12-20",
		"consent": map[string]any{"givenBy": "Ana Núñez Peña", "relationship": "Hija", "date": "2026-12-01"}}))
	if got := state(p.resident); got != "vencido 2026-12-02" {
		t.Fatalf("after a new restraint: %s", got)
	}
	triggers = objects(p.plan(plan["_id"].(string))["reviewTriggers"].([]any))
	if len(triggers) != 1 || triggers[0]["kind"] != "restraint" || triggers[0]["sourceId"] != restraint["_id"] ||
		triggers[0]["text"] != "nueva contención (Cinturón abdominal de silla)" {
		t.Fatalf("the plan's review triggers: %v", triggers)
	}
	p.clock.Advance(time.Hour)
	next := p.agreedPlan(p.resident) // agreed after the change: it answers it
	if got := state(p.resident); got != "vigente 2027-05-31" || len(next["reviewTriggers"].([]any)) != 0 || next["version"] != 2.0 {
		t.Fatalf("a new plan agreed after the change: %s %v", got, next["reviewTriggers"])
	}

	newcomer := p.admit("Recién Llegada", "2026-11-25") // first plan due 25/12/2026
	p.restraintIn(t, with(restraintOrder(newcomer), map[string]any{"startDate": "2026-12-02", "reviewDate": "2026-12-20",
		"consent": map[string]any{"givenBy": "Luis Pardo", "relationship": "Hijo", "date": "2026-12-02"}}))
	if got := state(newcomer); got != "vencido 2026-12-02" {
		t.Fatalf("a new restraint before the first plan: %s", got)
	}
}

// A resident whose plan is overdue opens one careplan-due alert per due date, found by the periodic check and
// told to doctors and nurses; it escalates like every alert. Agreeing a plan opens none and leaves the one
// open for someone to acknowledge (as a restraint renewed does); the plan lapsing again opens another, as
// does a significant change. Residents already overdue when the home's care plans came into use open none.
func TestCarePlanDueAlert(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	newcomer := p.admit("Recién Llegada", "2026-11-01")
	p.later("2026-11-30T10:00")
	p.check(t)
	if got := p.carePlanAlerts(); len(got) != 0 {
		t.Fatalf("before any due date: %v", got)
	}
	p.later("2026-12-01T08:00")
	for range 3 {
		p.check(t)
		p.clock.Advance(time.Minute)
	}
	alerts := p.carePlanAlerts()
	if len(alerts) != 1 {
		t.Fatalf("%d careplan-due alerts, want 1 (the backlog resident opens none): %v", len(alerts), alerts)
	}
	a := alerts[0]
	if a["residentId"] != newcomer || a["severity"] != "medium" || a["title"] != "Plan de atención sin hacer" ||
		a["detail"] != "El primer plan de atención debía estar acordado el 01/12/2026." || a["link"] != "/patients/"+newcomer+"/pai" {
		t.Fatalf("the alert: %v", a)
	}
	told := p.notificationsOf(p.doctor, p.doctorUser)
	if len(told) != 1 || told[0]["title"] != "Plan de atención sin hacer: Recién Llegada" {
		t.Fatalf("the doctor's notifications: %v", told)
	}
	p.clock.Advance(61 * time.Minute)
	p.check(t)
	if told := p.notificationsOf(p.doctor, p.doctorUser); len(told) != 2 || !strings.HasPrefix(told[0]["title"].(string), "Sin atender desde hace una hora") {
		t.Fatalf("escalated to the doctors: %v", told)
	}

	plan := p.agreedPlan(newcomer)
	p.check(t)
	if got := p.carePlanAlerts(); len(got) != 1 || got[0]["acknowledgedAt"] != nil || p.status(newcomer)["state"] != "vigente" {
		t.Fatalf("agreed: %d alerts (the first stays open), state %v", len(got), p.status(newcomer)["state"])
	}
	p.later("2027-05-30T07:00")
	p.check(t)
	p.check(t)
	alerts = p.carePlanAlerts()
	if len(alerts) != 2 || alerts[1]["title"] != "Plan de atención por revisar" || alerts[1]["recordId"] != plan["_id"] ||
		alerts[1]["detail"] != "El plan de atención (versión 1) debía revisarse el 30/05/2027." {
		t.Fatalf("lapsed again: %v", alerts)
	}

	changed := p.admit("Con Cambios", "2027-05-01")
	p.agreedPlan(changed)
	p.clock.Advance(time.Minute)
	p.restraintIn(t, with(restraintOrder(changed), map[string]any{"startDate": "2027-05-30", "reviewDate": "2027-06-20",
		"consent": map[string]any{"givenBy": "Ana Núñez Peña", "relationship": "Hija", "date": "2027-05-29"}}))
	p.check(t)
	var detail any
	for _, a := range p.carePlanAlerts() {
		if a["residentId"] == changed {
			detail = a["detail"]
		}
	}
	if detail != "Cambio significativo el 30/05/2027: nueva contención (Cinturón abdominal de silla). Hay que revisar el plan de atención." {
		t.Fatalf("the alert of a significant change: %v", detail)
	}
}
