package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// dailyApp is a home with a nurse, a doctor, the administrative director and a social worker, one resident
// (a woman, ESPEN's 1600 ml) and the clock on 20 November 2026 at ten in the morning, Madrid.
type dailyApp struct{ *marApp }

func newDailyApp(t *testing.T, now string) dailyApp { return dailyApp{newMarApp(t, now)} }

// at is an instant on Madrid's clock as the API writes it (RFC 3339 UTC).
func (d dailyApp) at(clock string) string { return madrid(d.t, clock).UTC().Format(time.RFC3339) }

// dailyAlerts are the open alerts of a kind.
func (d dailyApp) dailyAlerts(kind string) []map[string]any {
	d.t.Helper()
	var out []map[string]any
	for _, a := range objects(d.request("GET", "/api/alerts", nil, d.nurse).wantStatus(http.StatusOK).jsonArray()) {
		if a["kind"] == kind {
			out = append(out, a)
		}
	}
	return out
}

func (d dailyApp) runCheck() {
	d.t.Helper()
	if err := d.srv.Check(context.Background()); err != nil {
		d.t.Fatal(err)
	}
}

// checkAt sets the clock to a Madrid time, runs the periodic check, and answers the open alerts of the kind.
func (d dailyApp) checkAt(clock, kind string) []map[string]any {
	d.t.Helper()
	d.clock.set(madrid(d.t, clock))
	d.runCheck()
	return d.dailyAlerts(kind)
}

// Repositioning: the schedule, a change in one tap, when the next is due (overdue 30 minutes after), the day's
// changes in order, the suggestion from the latest Norton, and the Spanish refusals with their fields.
func TestDailyRepositioningContract(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T10:00")
	who := d.callers()
	base := "/api/repositioning?residentId=" + d.resident
	none := d.request("GET", base, nil, d.nurse).wantStatus(http.StatusOK).json()
	if none["everyHours"] != 0.0 || none["nextDueAt"] != nil || none["overdue"] != false || none["suggestion"] != nil ||
		none["lastChange"] != nil || len(none["changes"].([]any)) != 0 || none["date"] != "2026-11-20" {
		t.Fatalf("no schedule: %v", none)
	}
	d.request("POST", "/api/assessments", assessmentBody(d.resident, "norton", "2026-11-18", nortonHigh), d.nurse).
		wantStatus(http.StatusCreated)
	suggested := d.request("GET", base, nil, d.nurse).wantStatus(http.StatusOK).json()["suggestion"]
	if s, _ := suggested.(map[string]any); s["everyHours"] != 3.0 || s["scale"] != "norton" || s["score"] != 10.0 ||
		s["band"] != "Riesgo alto" || s["date"] != "2026-11-18" {
		t.Fatalf("the suggestion of a Norton of 10: %v", suggested)
	}

	change := map[string]any{"residentId": d.resident, "at": d.at("2026-11-20T09:30"), "position": "lateral-izquierdo",
		"skinOk": true, "note": "Talones protegidos."}
	runScenarios(t, d.app, who, []scenario{
		{name: "a schedule of 25 hours", caller: "nurse", method: "PUT", url: "/api/repositioning/" + d.resident + "/schedule",
			body: map[string]any{"everyHours": 25}, wantStatus: 422,
			wantFields: map[string]string{"everyHours": "Indica cada cuántas horas, de 0 (sin pauta) a 24."}},
		{name: "a schedule without hours", caller: "nurse", method: "PUT", url: "/api/repositioning/" + d.resident + "/schedule",
			body: map[string]any{}, wantStatus: 422, wantFields: map[string]string{"everyHours": ""}},
		{name: "a schedule for nobody", caller: "nurse", method: "PUT", url: "/api/repositioning/00000000-0000-0000-0000-000000000000/schedule",
			body: map[string]any{"everyHours": 2}, wantStatus: 404},
		{name: "every 2 hours", caller: "nurse", method: "PUT", url: "/api/repositioning/" + d.resident + "/schedule",
			body: map[string]any{"everyHours": 2}, wantStatus: 200,
			wantJSON: map[string]any{"everyHours": 2, "nextDueAt": d.at("2026-11-20T12:00"), "overdue": false,
				"scheduleUpdatedByName": d.nurseUser.Name}},
		{name: "a change without position nor skin", caller: "nurse", method: "POST", url: "/api/repositioning",
			body: map[string]any{"residentId": d.resident}, wantStatus: 422,
			wantFields: map[string]string{"position": "Elige la postura.", "skinOk": "Indica el estado de la piel."}},
		{name: "an unknown position", caller: "nurse", method: "POST", url: "/api/repositioning",
			body: with(change, map[string]any{"position": "cabeza-abajo"}), wantStatus: 422, wantFields: map[string]string{"position": "Valor no válido."}},
		{name: "a change in an hour's time", caller: "nurse", method: "POST", url: "/api/repositioning",
			body: with(change, map[string]any{"at": d.at("2026-11-20T11:00")}), wantStatus: 422,
			wantFields: map[string]string{"at": "No puede ser una hora futura."}},
		{name: "a change 31 days ago", caller: "nurse", method: "POST", url: "/api/repositioning",
			body: with(change, map[string]any{"at": d.at("2026-10-20T09:00")}), wantStatus: 422,
			wantFields: map[string]string{"at": "Solo se pueden registrar los últimos 30 días."}},
		{name: "a change at a time that is none", caller: "nurse", method: "POST", url: "/api/repositioning",
			body: with(change, map[string]any{"at": "20/11/2026 09:30"}), wantStatus: 422,
			wantFields: map[string]string{"at": "Fecha y hora no válidas."}},
		{name: "a change for nobody", caller: "nurse", method: "POST", url: "/api/repositioning",
			body: with(change, map[string]any{"residentId": "00000000-0000-0000-0000-000000000000"}), wantStatus: 422,
			wantFields: map[string]string{"residentId": "El residente no existe."}},
		{name: "skin of the wrong type", caller: "nurse", method: "POST", url: "/api/repositioning",
			body: with(change, map[string]any{"skinOk": "sí"}), wantStatus: 400, wantFields: map[string]string{"skinOk": ""}},
		{name: "a change at half past nine", caller: "nurse", method: "POST", url: "/api/repositioning", body: change,
			wantStatus: 201, wantJSON: map[string]any{"position": "lateral-izquierdo", "skinOk": true, "note": "Talones protegidos.",
				"at": d.at("2026-11-20T09:30"), "createdByName": d.nurseUser.Name, "voided": nil}},
		{name: "one at eight, told late", caller: "doctor", method: "POST", url: "/api/repositioning",
			body:       with(change, map[string]any{"at": d.at("2026-11-20T08:00"), "position": "supino", "skinOk": false, "note": ""}),
			wantStatus: 201},
		{name: "one yesterday night", caller: "doctor", method: "POST", url: "/api/repositioning",
			body: with(change, map[string]any{"at": d.at("2026-11-19T23:30"), "position": "lateral-derecho"}), wantStatus: 201},
	})
	// The schedule was set at ten, after the last change: the next is due at noon, not at half past eleven.
	day := d.request("GET", base, nil, d.nurse).wantStatus(http.StatusOK).json()
	changes := objects(day["changes"].([]any))
	if len(changes) != 2 || changes[0]["position"] != "supino" || changes[1]["position"] != "lateral-izquierdo" ||
		day["nextDueAt"] != d.at("2026-11-20T12:00") || day["lastChange"].(map[string]any)["position"] != "lateral-izquierdo" {
		t.Fatalf("today's changes in order and the next due: %v", day)
	}
	yesterday := objects(d.request("GET", base+"&date=2026-11-19", nil, d.nurse).wantStatus(http.StatusOK).json()["changes"].([]any))
	if len(yesterday) != 1 || yesterday[0]["position"] != "lateral-derecho" {
		t.Fatalf("the 19th's changes (23:30 Madrid is the 19th, though 22:30 UTC): %v", yesterday)
	}
	d.request("GET", base+"&date=20-11-2026", nil, d.nurse).wantStatus(422)
	d.request("GET", "/api/repositioning", nil, d.nurse).wantStatus(422)

	// A change at 11:00 moves the next to 13:00; at 13:29 it is not overdue yet, at 13:30 it is.
	d.clock.set(madrid(t, "2026-11-20T11:00"))
	d.request("POST", "/api/repositioning", with(change, map[string]any{"at": nil, "position": "sentado"}), d.nurse).wantStatus(http.StatusCreated)
	for clock, want := range map[string]bool{"2026-11-20T13:29": false, "2026-11-20T13:30": true} {
		d.clock.set(madrid(t, clock))
		if got := d.request("GET", base, nil, d.nurse).wantStatus(http.StatusOK).json(); got["overdue"] != want ||
			got["nextDueAt"] != d.at("2026-11-20T13:00") {
			t.Errorf("at %s: overdue %v, next %v; want overdue %v at 13:00", clock, got["overdue"], got["nextDueAt"], want)
		}
	}
	// Saving the same hours again does not move the next change; 0 takes the schedule away.
	d.request("PUT", "/api/repositioning/"+d.resident+"/schedule", map[string]any{"everyHours": 2}, d.doctor).wantStatus(http.StatusOK)
	if got := d.request("GET", base, nil, d.nurse).json(); got["nextDueAt"] != d.at("2026-11-20T13:00") || got["scheduleUpdatedByName"] != d.nurseUser.Name {
		t.Fatalf("saving the same schedule moved it: %v", got)
	}
	if got := d.request("PUT", "/api/repositioning/"+d.resident+"/schedule", map[string]any{"everyHours": 0}, d.doctor).
		wantStatus(http.StatusOK).json(); got["everyHours"] != 0.0 || got["nextDueAt"] != nil || got["overdue"] != false {
		t.Fatalf("no schedule: %v", got)
	}
	rows := d.audit(store.AuditFilter{Entity: "repositioning-schedule"})
	if len(rows) != 2 {
		t.Fatalf("schedule audit rows: %d, want 2 (set and taken away; the same hours again changes nothing)", len(rows))
	}
}

// The shift's list: the residents with a schedule, the most urgent first, due at their time and overdue from
// 30 minutes late; and the alert an hour late, once per due time, opened by the periodic check.
func TestDailyRepositioningOverdue(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T08:00")
	other := d.createResident(d.admin, validResident("Tomás Prieto Azcona"))["_id"].(string)
	unscheduled := d.createResident(d.admin, validResident("Sin Pauta"))["_id"].(string)
	d.request("PUT", "/api/repositioning/"+d.resident+"/schedule", map[string]any{"everyHours": 2}, d.nurse).wantStatus(http.StatusOK)
	d.request("PUT", "/api/repositioning/"+other+"/schedule", map[string]any{"everyHours": 3}, d.nurse).wantStatus(http.StatusOK)
	d.request("POST", "/api/repositioning", map[string]any{"residentId": d.resident, "position": "supino", "skinOk": true}, d.nurse).
		wantStatus(http.StatusCreated)
	d.request("POST", "/api/repositioning", map[string]any{"residentId": unscheduled, "position": "supino", "skinOk": true}, d.nurse).
		wantStatus(http.StatusCreated)

	// 10:29: María's change (due 10:00) is due, 29 minutes late; Tomás's (due 11:00) upcoming.
	d.clock.set(madrid(t, "2026-11-20T10:29"))
	due := objects(d.request("GET", "/api/repositioning/due", nil, d.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(due) != 2 || due[0]["residentId"] != d.resident || due[0]["state"] != "due" || due[0]["minutesLate"] != 29.0 ||
		due[0]["lastPosition"] != "supino" || due[1]["residentId"] != other || due[1]["state"] != "upcoming" || due[1]["lastAt"] != nil {
		t.Fatalf("the shift's list at 10:29: %v", due)
	}
	d.clock.set(madrid(t, "2026-11-20T10:30"))
	if due := objects(d.request("GET", "/api/repositioning/due", nil, d.nurse).jsonArray()); due[0]["state"] != "overdue" {
		t.Fatalf("30 minutes late is overdue: %v", due[0])
	}
	if got := d.checkAt("2026-11-20T10:59", "repositioning-overdue"); len(got) != 0 {
		t.Fatalf("59 minutes late opened an alert: %v", got)
	}
	got := d.checkAt("2026-11-20T11:00", "repositioning-overdue")
	if len(got) != 1 || got[0]["residentId"] != d.resident || got[0]["title"] != "Cambio postural atrasado" ||
		got[0]["link"] != "/patients/"+d.resident+"/seguimiento" ||
		got[0]["detail"] != "Le tocaba el cambio postural a las 10:00 (cada 2 h); el último, a las 08:00 (decúbito supino)." {
		t.Fatalf("60 minutes late: %v", got)
	}
	if got := d.checkAt("2026-11-20T11:30", "repositioning-overdue"); len(got) != 1 {
		t.Fatalf("the same due time opened a second alert: %v", got)
	}
	// Tomás's first change was due three hours after his schedule was set (at 11:00): an hour later, his alert.
	if got := d.checkAt("2026-11-20T12:00", "repositioning-overdue"); len(got) != 2 {
		t.Fatalf("Tomás an hour late: %v", got)
	}
	// A change recorded: the next is due at 14:00, and its own lateness opens a new alert at 15:00.
	d.request("POST", "/api/repositioning", map[string]any{"residentId": d.resident, "position": "lateral-derecho", "skinOk": true}, d.nurse).
		wantStatus(http.StatusCreated)
	if got := d.checkAt("2026-11-20T14:59", "repositioning-overdue"); len(got) != 2 {
		t.Fatalf("before 15:00: %v", got)
	}
	if got := d.checkAt("2026-11-20T15:00", "repositioning-overdue"); len(got) != 3 {
		t.Fatalf("the next due time an hour late: %v", got)
	}
	// An archived resident is neither listed nor watched.
	d.request("PATCH", "/api/patients/archive/"+other, nil, d.admin).wantStatus(http.StatusOK)
	if due := objects(d.request("GET", "/api/repositioning/due", nil, d.nurse).jsonArray()); len(due) != 1 {
		t.Fatalf("an archived resident listed: %v", due)
	}
}

// Fluids: drinks against the day's target (ESPEN's by sex, or the resident's own), the Spanish refusals, and
// a drink undone in one tap.
func TestDailyFluidsContract(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T10:00")
	man := d.createResident(d.admin, with(validResident("José Antonio Fernández Ruiz"), map[string]any{"gender": "male"}))["_id"].(string)
	for id, want := range map[string]float64{d.resident: 1600, man: 2000} {
		day := d.request("GET", "/api/fluids?residentId="+id, nil, d.nurse).wantStatus(http.StatusOK).json()
		if day["targetMl"] != want || day["targetSource"] != "espen" || day["totalMl"] != 0.0 || len(day["intakes"].([]any)) != 0 {
			t.Fatalf("ESPEN's target: %v", day)
		}
	}
	drink := map[string]any{"residentId": d.resident, "at": d.at("2026-11-20T09:00"), "ml": 200, "drink": "Vaso de agua"}
	runScenarios(t, d.app, d.callers(), []scenario{
		{name: "no amount", caller: "nurse", method: "POST", url: "/api/fluids", body: with(drink, map[string]any{"ml": nil}),
			wantStatus: 422, wantFields: map[string]string{"ml": "Indica entre 1 y 3000 ml."}},
		{name: "0 ml", caller: "nurse", method: "POST", url: "/api/fluids", body: with(drink, map[string]any{"ml": 0}),
			wantStatus: 422, wantFields: map[string]string{"ml": "Indica entre 1 y 3000 ml."}},
		{name: "3001 ml", caller: "nurse", method: "POST", url: "/api/fluids", body: with(drink, map[string]any{"ml": 3001}),
			wantStatus: 422, wantFields: map[string]string{"ml": "Indica entre 1 y 3000 ml."}},
		{name: "half a millilitre", caller: "nurse", method: "POST", url: "/api/fluids", body: with(drink, map[string]any{"ml": 150.5}),
			wantStatus: 400, wantFields: map[string]string{"ml": ""}},
		{name: "a drink named at length", caller: "nurse", method: "POST", url: "/api/fluids",
			body: with(drink, map[string]any{"drink": strings.Repeat("a", 121)}), wantStatus: 422,
			wantFields: map[string]string{"drink": "Es demasiado largo (máximo 120 caracteres)."}},
		{name: "a glass", caller: "nurse", method: "POST", url: "/api/fluids", body: drink, wantStatus: 201,
			wantJSON: map[string]any{"ml": 200, "drink": "Vaso de agua", "at": d.at("2026-11-20T09:00"), "createdByName": d.nurseUser.Name}},
		{name: "a cup, now", caller: "doctor", method: "POST", url: "/api/fluids", body: with(drink, map[string]any{"at": nil, "ml": 150, "drink": "Taza"}),
			wantStatus: 201, wantJSON: map[string]any{"at": d.at("2026-11-20T10:00")}},
		{name: "yesterday's bottle", caller: "nurse", method: "POST", url: "/api/fluids",
			body: with(drink, map[string]any{"at": d.at("2026-11-19T20:00"), "ml": 500, "drink": "Botella"}), wantStatus: 201},
		{name: "a target of 400 ml", caller: "nurse", method: "PUT", url: "/api/fluid-targets/" + d.resident, body: map[string]any{"ml": 400},
			wantStatus: 422, wantFields: map[string]string{"ml": "Indica entre 500 y 5000 ml."}},
		{name: "a target of 1800 ml", caller: "doctor", method: "PUT", url: "/api/fluid-targets/" + d.resident, body: map[string]any{"ml": 1800},
			wantStatus: 200, wantJSON: map[string]any{"targetMl": 1800, "targetSource": "residente", "totalMl": 350}},
	})
	day := d.request("GET", "/api/fluids?residentId="+d.resident, nil, d.nurse).wantStatus(http.StatusOK).json()
	intakes := objects(day["intakes"].([]any))
	if day["totalMl"] != 350.0 || len(intakes) != 2 || intakes[0]["ml"] != 200.0 || intakes[1]["drink"] != "Taza" {
		t.Fatalf("today: %v", day)
	}
	if got := d.request("GET", "/api/fluids?residentId="+d.resident+"&date=2026-11-19", nil, d.nurse).json(); got["totalMl"] != 500.0 {
		t.Fatalf("yesterday: %v", got)
	}
	// The cup undone at once by its author, without a reason; the glass needs one (it is the nurse's, too old to undo).
	cup := intakes[1]["_id"].(string)
	undone := d.request("POST", "/api/fluids/"+cup+"/void", map[string]any{}, d.doctor).wantStatus(http.StatusOK).json()
	if v, _ := undone["voided"].(map[string]any); v["reason"] != "Deshecho al momento" || v["by"] != d.doctorUser.ID {
		t.Fatalf("undone: %v", undone)
	}
	d.request("POST", "/api/fluids/"+cup+"/void", map[string]any{"reason": "Otra vez."}, d.doctor).wantStatus(http.StatusConflict)
	glass := intakes[0]["_id"].(string)
	if r := d.request("POST", "/api/fluids/"+glass+"/void", map[string]any{}, d.doctor).wantStatus(422); r.field("reason") != "Indica el motivo de la anulación." {
		t.Fatalf("a void without reason: %s", r.Body.String())
	}
	d.request("POST", "/api/fluids/"+glass+"/void", map[string]any{"reason": "Era de otra residente."}, d.doctor).wantStatus(http.StatusOK)
	if got := d.request("GET", "/api/fluids?residentId="+d.resident, nil, d.nurse).json(); got["totalMl"] != 0.0 || len(got["intakes"].([]any)) != 0 {
		t.Fatalf("voided drinks still count: %v", got)
	}
	// null takes the resident's own target away.
	if got := d.request("PUT", "/api/fluid-targets/"+d.resident, map[string]any{"ml": nil}, d.nurse).wantStatus(http.StatusOK).json(); got["targetMl"] != 1600.0 || got["targetSource"] != "espen" {
		t.Fatalf("back to ESPEN: %v", got)
	}
	if rows := d.audit(store.AuditFilter{Entity: "fluid-intake"}); countAction(rows, "create") != 3 || countAction(rows, "void") != 2 {
		t.Fatalf("fluid audit rows: %v", rows)
	}
}

func countAction(rows []store.AuditRow, action string) int {
	n := 0
	for _, r := range rows {
		if r.Action == action && r.Outcome == store.OutcomeAllowed {
			n++
		}
	}
	return n
}

// At 16:00 a resident whose fluids are recorded and who drank under 60% of the day's target opens fluids-low,
// once that day; exactly 60% does not; what is drunk after 16:00 does not count; a resident whose fluids nobody
// records is not watched.
func TestDailyFluidsLowAt16(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T09:00")
	exactly := d.createResident(d.admin, with(validResident("Justo Sesenta"), map[string]any{"gender": "male"}))["_id"].(string)
	d.createResident(d.admin, validResident("Nadie Registra"))
	drink := func(resident string, ml int, clock string) {
		d.request("POST", "/api/fluids", map[string]any{"residentId": resident, "ml": ml, "at": d.at(clock)}, d.nurse).wantStatus(http.StatusCreated)
	}
	drink(d.resident, 500, "2026-11-20T08:30") // 500 of 1600: 31%
	drink(exactly, 1000, "2026-11-20T09:00")   // 1200 of 2000 by 16:00: 60%
	d.clock.set(madrid(t, "2026-11-20T15:00"))
	drink(exactly, 200, "2026-11-20T14:30")
	if got := d.checkAt("2026-11-20T15:59", "fluids-low"); len(got) != 0 {
		t.Fatalf("before 16:00: %v", got)
	}
	d.clock.set(madrid(t, "2026-11-20T16:10"))
	drink(d.resident, 400, "2026-11-20T16:05") // after 16:00: not counted by the check
	got := d.checkAt("2026-11-20T16:10", "fluids-low")
	if len(got) != 1 || got[0]["residentId"] != d.resident || got[0]["title"] != "Hidratación insuficiente" ||
		got[0]["detail"] != "Hasta las 16:00 ha bebido 500 ml de 1600 ml (31 % del objetivo del día)." {
		t.Fatalf("at 16:00: %v", got)
	}
	if got := d.checkAt("2026-11-20T20:00", "fluids-low"); len(got) != 1 {
		t.Fatalf("a second alert the same day: %v", got)
	}
	// The next day: nothing drunk by 16:00 (the resident was watched yesterday) opens that day's alert.
	if got := d.checkAt("2026-11-21T16:00", "fluids-low"); len(got) != 3 {
		t.Fatalf("the 21st at 16:00, both residents watched: %v", got)
	}
}

// Weights: the BMI with the resident's height, the loss rules at their boundaries (5% in 30 days, 10% in 180),
// the alert opened with the weight, the MNA-SF made due, paging, and a voided weight.
func TestDailyWeights(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T10:00")
	weigh := func(date string, kg any) response {
		return d.request("POST", "/api/weights", map[string]any{"residentId": d.resident, "date": date, "kg": kg}, d.nurse)
	}
	runScenarios(t, d.app, d.callers(), []scenario{
		{name: "no kilos", caller: "nurse", method: "POST", url: "/api/weights", body: map[string]any{"residentId": d.resident, "date": "2026-11-20"},
			wantStatus: 422, wantFields: map[string]string{"kg": "Indica el peso en kg."}},
		{name: "19,9 kg", caller: "nurse", method: "POST", url: "/api/weights",
			body: map[string]any{"residentId": d.resident, "date": "2026-11-20", "kg": "19,9"}, wantStatus: 422,
			wantFields: map[string]string{"kg": "Valor imposible (20–250)."}},
		{name: "kilos that are no number", caller: "nurse", method: "POST", url: "/api/weights",
			body: map[string]any{"residentId": d.resident, "date": "2026-11-20", "kg": "setenta"}, wantStatus: 422,
			wantFields: map[string]string{"kg": "Escribe un número (por ejemplo, 36,8)."}},
		{name: "tomorrow", caller: "nurse", method: "POST", url: "/api/weights",
			body: map[string]any{"residentId": d.resident, "date": "2026-11-21", "kg": 70}, wantStatus: 422,
			wantFields: map[string]string{"date": "La fecha no puede ser futura."}},
		{name: "no date", caller: "nurse", method: "POST", url: "/api/weights",
			body: map[string]any{"residentId": d.resident, "kg": 70}, wantStatus: 422, wantFields: map[string]string{"date": "La fecha es requerida."}},
		{name: "for nobody", caller: "nurse", method: "POST", url: "/api/weights",
			body: map[string]any{"residentId": "00000000-0000-0000-0000-000000000000", "date": "2026-11-20", "kg": 70}, wantStatus: 422,
			wantFields: map[string]string{"residentId": "El residente no existe."}},
	})
	// Without a height, no BMI.
	first := weigh("2026-05-20", "80,04").wantStatus(http.StatusCreated).json()
	if first["kg"] != 80.0 || first["bmi"] != nil || first["lossAlert"] != false || first["alertId"] != nil {
		t.Fatalf("the first weight: %v", first)
	}
	// 180 days back exactly (2026-05-24) counts for the 10% rule: 72 is exactly 10% below 80. The 20th is 184 days back.
	weigh("2026-05-24", 80).wantStatus(http.StatusCreated)
	weigh("2026-10-20", 76).wantStatus(http.StatusCreated) // 31 days before the 20th: 5% below 80 but over 30 days, not 10% of 180
	if len(d.dailyAlerts("weight-loss")) != 0 {
		t.Fatal("76 after 80 five months before opened an alert")
	}
	weigh("2026-10-21", 76.1).wantStatus(http.StatusCreated) // 30 days before the 20th
	// 72,3 on the 20th: 5% below 76,1 is 72,295: 72,3 is not; and 9.6% below the 80 of 180 days: no alert.
	if got := weigh("2026-11-20", "72,3").wantStatus(http.StatusCreated).json(); got["alertId"] != nil || got["lossAlert"] != false {
		t.Fatalf("72,3: %v", got)
	}
	// A second weighing the same day, 72,2, is 5.1% below 76,1 within 30 days: the alert opens with it.
	loss := weigh("2026-11-20", "72,2").wantStatus(http.StatusCreated).json()
	alerts := d.dailyAlerts("weight-loss")
	if loss["lossAlert"] != true || len(alerts) != 1 || loss["alertId"] != alerts[0]["_id"] || alerts[0]["recordId"] != loss["_id"] ||
		alerts[0]["detail"] != "72,2 kg el 20/11/2026: un 5,1 % menos que 76,1 kg el 21/10/2026 (en 30 días). Hay que hacer el MNA-SF." ||
		alerts[0]["link"] != "/patients/"+d.resident+"/seguimiento" {
		t.Fatalf("the loss: %v; alerts %v", loss, alerts)
	}
	// The MNA-SF is due since the day of the loss.
	due := func() []map[string]any {
		var out []map[string]any
		for _, x := range objects(d.request("GET", "/api/assessments/due?residentId="+d.resident, nil, d.nurse).wantStatus(http.StatusOK).jsonArray()) {
			if x["scale"] == "mna-sf" {
				out = append(out, x)
			}
		}
		return out
	}
	if got := due(); len(got) != 1 || got[0]["reason"] != "weight-loss" || got[0]["dueSince"] != "2026-11-20" || got[0]["lastDate"] != nil {
		t.Fatalf("MNA-SF due: %v", got)
	}

	// The height gives each weight its BMI: 72,2 / 1,6² = 28,2.
	putHeight(t, d, 160)
	list := d.request("GET", "/api/weights/"+d.resident, nil, d.nurse).wantStatus(http.StatusOK)
	weights := objects(list.jsonArray())
	if len(weights) != 6 || weights[0]["kg"] != 72.2 || weights[0]["bmi"] != 28.2 || weights[5]["kg"] != 80.0 || weights[0]["lossAlert"] != true {
		t.Fatalf("the weights, newest first: %v", weights)
	}
	page := d.request("GET", "/api/weights/"+d.resident+"?limit=4", nil, d.nurse).wantStatus(http.StatusOK)
	cursor := page.Header().Get("X-Next-Cursor")
	if len(page.jsonArray()) != 4 || cursor == "" {
		t.Fatalf("a page of 4: %s %q", page.Body.String(), cursor)
	}
	rest := d.request("GET", "/api/weights/"+d.resident+"?limit=4&before="+cursor, nil, d.nurse).wantStatus(http.StatusOK)
	if got := objects(rest.jsonArray()); len(got) != 2 || got[1]["date"] != "2026-05-20" || rest.Header().Get("X-Next-Cursor") != "" {
		t.Fatalf("the last page: %s", rest.Body.String())
	}
	d.request("GET", "/api/weights/"+d.resident+"?limit=0", nil, d.nurse).wantStatus(422)
	if r := d.request("GET", "/api/weights/"+d.resident+"?before=nada", nil, d.nurse).wantStatus(422); r.field("before") == "" {
		t.Fatal("an unknown cursor names no field")
	}

	// Voided, the loss no longer makes the MNA-SF due (its alert stays, for staff to acknowledge).
	d.request("POST", "/api/weights/"+loss["_id"].(string)+"/void", map[string]any{"reason": "Báscula sin calibrar."}, d.doctor).
		wantStatus(http.StatusOK)
	if got := due(); len(got) != 0 {
		t.Fatalf("a voided loss keeps the MNA-SF due: %v", got)
	}
	if len(d.dailyAlerts("weight-loss")) != 1 {
		t.Fatal("the alert went with the void")
	}
	// 10% in 180 days: 71,9 is over 10% below the 80 of the 24th of May.
	if got := weigh("2026-11-20", "71,9").wantStatus(http.StatusCreated).json(); got["lossAlert"] != true {
		t.Fatalf("10%% in 180 days: %v", got)
	}
	// An MNA-SF done afterwards: not due any more.
	d.request("POST", "/api/assessments", assessmentBody(d.resident, "mna-sf", "2026-11-20", map[string]string{"a": "1", "b": "1-3kg",
		"c": "1", "d": "no", "e": "2", "f": "imc-23"}), d.nurse).wantStatus(http.StatusCreated)
	if got := due(); len(got) != 0 {
		t.Fatalf("the MNA-SF done after the loss is still due: %v", got)
	}
}

// putHeight saves the resident's height through the admission form, as the Datos tab does.
func putHeight(t *testing.T, d dailyApp, cm any) map[string]any {
	t.Helper()
	r, err := d.store.ResidentByID(context.Background(), d.resident)
	if err != nil {
		t.Fatal(err)
	}
	body := with(validResident(r.Name), map[string]any{"username": r.FamilyUsername, "password": "", "confirmPassword": "",
		"room": r.Room, "socialSecurity": r.SocialSecurity})
	body["heightCm"] = cm // null too: with() would leave it out
	return d.request("PUT", "/api/patients/"+d.resident, body, d.admin).wantStatus(http.StatusOK).json()
}

// The resident's height: on the form and in the answer, 50-250 cm, kept when the body leaves it out, cleared by
// null; audited as every change of the resident is.
func TestDailyResidentHeight(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T10:00")
	if got := d.request("GET", "/api/patients/"+d.resident, nil, d.nurse).json(); got["heightCm"] != nil {
		t.Fatalf("a height nobody gave: %v", got["heightCm"])
	}
	if got := putHeight(t, d, "158"); got["heightCm"] != 158.0 {
		t.Fatalf("158: %v", got["heightCm"])
	}
	r, _ := d.store.ResidentByID(context.Background(), d.resident)
	body := with(validResident(r.Name), map[string]any{"username": r.FamilyUsername, "password": "", "confirmPassword": "",
		"room": r.Room, "socialSecurity": r.SocialSecurity})
	for _, bad := range []any{49, 251, "alto"} {
		if got := d.request("PUT", "/api/patients/"+d.resident, with(body, map[string]any{"heightCm": bad}), d.admin).wantStatus(422); got.field("heightCm") != "Indica la altura en centímetros, entre 50 y 250." {
			t.Fatalf("%v: %s", bad, got.Body.String())
		}
	}
	if got := d.request("PUT", "/api/patients/"+d.resident, body, d.admin).wantStatus(http.StatusOK).json(); got["heightCm"] != 158.0 {
		t.Fatalf("a body without heightCm lost it: %v", got["heightCm"])
	}
	if got := putHeight(t, d, nil); got["heightCm"] != nil {
		t.Fatalf("null kept it: %v", got["heightCm"])
	}
	created := d.createResident(d.admin, with(validResident("Con Altura"), map[string]any{"heightCm": 171}))
	if created["heightCm"] != 171.0 {
		t.Fatalf("admitted with a height: %v", created["heightCm"])
	}
	var heights []any
	for _, row := range d.audit(store.AuditFilter{Entity: "resident", EntityID: d.resident, Action: "update"}) {
		var detail struct{ Before map[string]any }
		if err := json.Unmarshal([]byte(row.Detail), &detail); err != nil {
			t.Fatal(err)
		}
		heights = append(heights, detail.Before["HeightCm"])
	}
	if len(heights) != 3 || heights[0] != nil || heights[1] != 158.0 || heights[2] != 158.0 {
		t.Fatalf("the audit's before-images keep the height: %v", heights)
	}
}

// Bowels: stools with Bristol, an episode or a pad change alone, the Spanish refusals, the list by period and in
// pages, and the daily care record's diaper change as a pad change, corrected on the care record.
func TestDailyBowel(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T10:00")
	stool := map[string]any{"residentId": d.resident, "at": d.at("2026-11-20T08:00"), "bristol": 4, "continent": true, "padChange": false}
	runScenarios(t, d.app, d.callers(), []scenario{
		{name: "nothing to record", caller: "nurse", method: "POST", url: "/api/bowel",
			body: map[string]any{"residentId": d.resident, "continent": true}, wantStatus: 422,
			wantFields: map[string]string{"bristol": "Indica el tipo de Bristol, o marca el episodio de incontinencia o el cambio de pañal."}},
		{name: "Bristol 8", caller: "nurse", method: "POST", url: "/api/bowel", body: with(stool, map[string]any{"bristol": 8}),
			wantStatus: 422, wantFields: map[string]string{"bristol": "El tipo de Bristol va del 1 al 7."}},
		{name: "Bristol 0", caller: "nurse", method: "POST", url: "/api/bowel", body: with(stool, map[string]any{"bristol": 0}),
			wantStatus: 422, wantFields: map[string]string{"bristol": "El tipo de Bristol va del 1 al 7."}},
		{name: "no resident", caller: "nurse", method: "POST", url: "/api/bowel", body: with(stool, map[string]any{"residentId": nil}),
			wantStatus: 422, wantFields: map[string]string{"residentId": "El residente es requerido."}},
		{name: "a stool", caller: "nurse", method: "POST", url: "/api/bowel", body: stool, wantStatus: 201,
			wantJSON: map[string]any{"bristol": 4, "continent": true, "padChange": false, "careRecordId": nil, "at": d.at("2026-11-20T08:00")}},
		{name: "an episode of incontinence", caller: "nurse", method: "POST", url: "/api/bowel",
			body: map[string]any{"residentId": d.resident, "at": d.at("2026-11-19T22:00"), "continent": false, "padChange": true,
				"note": "Cambio de ropa de cama."}, wantStatus: 201, wantJSON: map[string]any{"bristol": nil, "continent": false}},
		{name: "a pad change, continent left out", caller: "doctor", method: "POST", url: "/api/bowel",
			body: map[string]any{"residentId": d.resident, "at": d.at("2026-11-18T12:00"), "padChange": true}, wantStatus: 201,
			wantJSON: map[string]any{"continent": true, "padChange": true}},
		{name: "a loose stool of the 15th", caller: "nurse", method: "POST", url: "/api/bowel",
			body: with(stool, map[string]any{"at": d.at("2026-11-15T09:00"), "bristol": 6, "continent": false}), wantStatus: 201},
	})
	list := func(query string) []map[string]any {
		return objects(d.request("GET", "/api/bowel?residentId="+d.resident+query, nil, d.nurse).wantStatus(http.StatusOK).jsonArray())
	}
	if got := list(""); len(got) != 4 || got[0]["bristol"] != 4.0 || got[3]["bristol"] != 6.0 {
		t.Fatalf("every entry, newest first: %v", got)
	}
	if got := list("&from=2026-11-18&to=2026-11-19"); len(got) != 2 || got[0]["continent"] != false {
		t.Fatalf("the 18th and 19th: %v", got)
	}
	d.request("GET", "/api/bowel?residentId="+d.resident+"&from=2026-11-19&to=2026-11-18", nil, d.nurse).wantStatus(422)
	page := d.request("GET", "/api/bowel?residentId="+d.resident+"&limit=3", nil, d.nurse).wantStatus(http.StatusOK)
	next := page.Header().Get("X-Next-Cursor")
	if got := list("&limit=3&before=" + next); len(page.jsonArray()) != 3 || len(got) != 1 || got[0]["bristol"] != 6.0 {
		t.Fatalf("pages of 3: %s then %v", page.Body.String(), got)
	}

	// The daily care record's diaper change is a pad change here, dated its day and time.
	care := d.request("POST", "/api/care-records", map[string]any{"residentId": d.resident, "date": "2026-11-20", "time": "07:30",
		"diaperChange": true, "breakfast": true}, d.nurse).wantStatus(http.StatusCreated).text("_id")
	fromCare := list("&from=2026-11-20") // 08:00's stool, then the care record's 07:30
	if len(fromCare) != 2 || fromCare[1]["careRecordId"] != care || fromCare[1]["padChange"] != true || fromCare[1]["bristol"] != nil ||
		fromCare[1]["at"] != d.at("2026-11-20T07:30") || fromCare[1]["note"] != "Del registro diario de cuidados." ||
		fromCare[1]["createdByName"] != d.nurseUser.Name {
		t.Fatalf("the care record's pad change: %v", fromCare)
	}
	padID := fromCare[1]["_id"].(string)
	if r := d.request("POST", "/api/bowel/"+padID+"/void", map[string]any{"reason": "No."}, d.nurse).wantStatus(http.StatusConflict); r.message() != "Este cambio de pañal viene del registro diario de cuidados: corrígelo allí." {
		t.Fatalf("voiding a care record's pad change: %s", r.Body.String())
	}
	// Saved again without a time: at noon, or when it was saved if earlier that day (10:00); still one entry. Unticked, it goes.
	d.request("PUT", "/api/care-records/"+care, map[string]any{"residentId": d.resident, "date": "2026-11-20", "diaperChange": true}, d.nurse).
		wantStatus(http.StatusOK)
	if got := list("&from=2026-11-20"); len(got) != 2 || got[0]["careRecordId"] != care || got[0]["at"] != d.at("2026-11-20T10:00") {
		t.Fatalf("the care record saved again: %v", got)
	}
	d.request("PUT", "/api/care-records/"+care, map[string]any{"residentId": d.resident, "date": "2026-11-20", "diaperChange": false}, d.nurse).
		wantStatus(http.StatusOK)
	if got := list("&from=2026-11-20"); len(got) != 1 {
		t.Fatalf("unticked, the pad change stays: %v", got)
	}
	d.request("PUT", "/api/care-records/"+care, map[string]any{"residentId": d.resident, "date": "2026-11-20", "diaperChange": true}, d.nurse).
		wantStatus(http.StatusOK)
	d.request("DELETE", "/api/care-records/"+care, nil, d.nurse).wantStatus(http.StatusOK)
	if got := list("&from=2026-11-20"); len(got) != 1 {
		t.Fatalf("the care record deleted, its pad change stays: %v", got)
	}
	// A stool undone by its author at once; someone else's needs a reason.
	own := d.request("POST", "/api/bowel", with(stool, map[string]any{"at": nil, "bristol": 3}), d.nurse).wantStatus(http.StatusCreated).text("_id")
	d.request("POST", "/api/bowel/"+own+"/void", map[string]any{}, d.doctor).wantStatus(422)
	if got := d.request("POST", "/api/bowel/"+own+"/void", map[string]any{}, d.nurse).wantStatus(http.StatusOK).json(); got["voided"] == nil {
		t.Fatalf("undone: %v", got)
	}
	d.clock.Advance(16 * time.Second)
	late := d.request("POST", "/api/bowel", with(stool, map[string]any{"at": nil, "bristol": 3}), d.nurse).wantStatus(http.StatusCreated).text("_id")
	d.clock.Advance(16 * time.Second)
	d.request("POST", "/api/bowel/"+late+"/void", map[string]any{}, d.nurse).wantStatus(422)
}

// Three days (72 hours) after the last stool the bowel alert opens, once for that stool; a resident who never
// had one recorded is not watched.
func TestDailyBowelThreeDays(t *testing.T) {
	d := newDailyApp(t, "2026-11-17T09:00")
	d.createResident(d.admin, validResident("Nunca Registrada"))
	d.request("POST", "/api/bowel", map[string]any{"residentId": d.resident, "bristol": 4}, d.nurse).wantStatus(http.StatusCreated)
	d.clock.set(madrid(t, "2026-11-19T10:00"))
	d.request("POST", "/api/bowel", map[string]any{"residentId": d.resident, "padChange": true, "continent": false}, d.nurse).
		wantStatus(http.StatusCreated) // a pad change is no stool
	if got := d.checkAt("2026-11-20T08:59", "bowel"); len(got) != 0 {
		t.Fatalf("71:59 after the stool: %v", got)
	}
	got := d.checkAt("2026-11-20T09:00", "bowel")
	if len(got) != 1 || got[0]["residentId"] != d.resident || got[0]["title"] != "Sin deposiciones" ||
		got[0]["detail"] != "La última deposición registrada fue el 17/11/2026 a las 09:00 (hace 3 días)." {
		t.Fatalf("72 hours after the stool: %v", got)
	}
	if got := d.checkAt("2026-11-21T09:00", "bowel"); len(got) != 1 {
		t.Fatalf("the same episode opened a second alert: %v", got)
	}
	d.request("POST", "/api/bowel", map[string]any{"residentId": d.resident, "bristol": 2}, d.nurse).wantStatus(http.StatusCreated)
	if got := d.checkAt("2026-11-24T08:59", "bowel"); len(got) != 1 {
		t.Fatalf("before the new episode's 72 hours: %v", got)
	}
	if got := d.checkAt("2026-11-24T09:00", "bowel"); len(got) != 2 {
		t.Fatalf("a new episode: %v", got)
	}
}

// Who may do what: doctors and nurses write (registers.write), every member of staff reads, the family nothing;
// a refused write writes nothing.
func TestDailyRegistersByRole(t *testing.T) {
	f := newRoleFixture(t)
	now := f.clock.Now().UTC().Format(time.RFC3339)
	writes := []struct {
		name, method, path string
		body               map[string]any
		created            int
	}{
		{"schedule", "PUT", "/api/repositioning/" + f.resident + "/schedule", map[string]any{"everyHours": 3}, 200},
		{"change", "POST", "/api/repositioning", map[string]any{"residentId": f.resident, "position": "supino", "skinOk": true, "at": now}, 201},
		{"drink", "POST", "/api/fluids", map[string]any{"residentId": f.resident, "ml": 200, "drink": "Vaso"}, 201},
		{"target", "PUT", "/api/fluid-targets/" + f.resident, map[string]any{"ml": 1800}, 200},
		{"weight", "POST", "/api/weights", map[string]any{"residentId": f.resident, "date": "2026-11-20", "kg": 64.5}, 201},
		{"stool", "POST", "/api/bowel", map[string]any{"residentId": f.resident, "bristol": 4}, 201},
	}
	for _, w := range writes {
		for _, role := range everyRole {
			want := http.StatusForbidden
			if role == store.RoleDoctor || role == store.RoleNurse {
				want = w.created
			}
			before := f.writes()
			r := f.request(w.method, w.path, w.body, f.tokens[role])
			if r.Code != want {
				t.Errorf("%s as %s: %d, want %d: %s", w.name, role, r.Code, want, r.Body.String())
			}
			if want == http.StatusForbidden && f.writes() != before {
				t.Errorf("%s as %s: a refused write wrote", w.name, role)
			}
		}
	}
	reads := []string{"/api/repositioning?residentId=" + f.resident, "/api/repositioning/due", "/api/fluids?residentId=" + f.resident,
		"/api/weights/" + f.resident, "/api/bowel?residentId=" + f.resident, "/api/daily-registers/pdf?residentId=" + f.resident}
	for _, path := range reads {
		for _, role := range everyRole {
			want := http.StatusOK
			if role == store.RoleFamily {
				want = http.StatusForbidden
			}
			if r := f.request("GET", path, nil, f.tokens[role]); r.Code != want {
				t.Errorf("GET %s as %s: %d, want %d", path, role, r.Code, want)
			}
		}
	}
	// A void needs registers.write too.
	id := f.request("POST", "/api/fluids", map[string]any{"residentId": f.resident, "ml": 150}, f.tokens[store.RoleNurse]).
		wantStatus(http.StatusCreated).text("_id")
	f.request("POST", "/api/fluids/"+id+"/void", map[string]any{"reason": "Error."}, f.tokens[store.RoleSocialWorker]).wantStatus(http.StatusForbidden)
	f.request("POST", "/api/fluids/"+id+"/void", map[string]any{"reason": "Error."}, f.tokens[store.RoleAdministrative]).wantStatus(http.StatusForbidden)
	f.request("POST", "/api/fluids/"+id+"/void", map[string]any{"reason": "Error."}, f.tokens[store.RoleDoctor]).wantStatus(http.StatusOK)
}

// An archived resident takes no entry, schedule, target or void (409), and writes nothing; their registers
// still read.
func TestDailyRegistersArchivedResident(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T10:00")
	ids := map[string]string{}
	ids["repositioning"] = d.request("POST", "/api/repositioning", map[string]any{"residentId": d.resident, "position": "supino", "skinOk": true}, d.nurse).
		wantStatus(http.StatusCreated).text("_id")
	ids["fluids"] = d.request("POST", "/api/fluids", map[string]any{"residentId": d.resident, "ml": 200}, d.nurse).wantStatus(http.StatusCreated).text("_id")
	ids["weights"] = d.request("POST", "/api/weights", map[string]any{"residentId": d.resident, "date": "2026-11-20", "kg": 60}, d.nurse).
		wantStatus(http.StatusCreated).text("_id")
	ids["bowel"] = d.request("POST", "/api/bowel", map[string]any{"residentId": d.resident, "bristol": 4}, d.nurse).wantStatus(http.StatusCreated).text("_id")
	d.request("PATCH", "/api/patients/archive/"+d.resident, nil, d.admin).wantStatus(http.StatusOK)
	calls := []struct {
		method, path string
		body         map[string]any
	}{
		{"PUT", "/api/repositioning/" + d.resident + "/schedule", map[string]any{"everyHours": 2}},
		{"POST", "/api/repositioning", map[string]any{"residentId": d.resident, "position": "supino", "skinOk": true}},
		{"POST", "/api/fluids", map[string]any{"residentId": d.resident, "ml": 200}},
		{"PUT", "/api/fluid-targets/" + d.resident, map[string]any{"ml": 1500}},
		{"POST", "/api/weights", map[string]any{"residentId": d.resident, "date": "2026-11-20", "kg": 60}},
		{"POST", "/api/bowel", map[string]any{"residentId": d.resident, "bristol": 4}},
	}
	for kind, id := range ids {
		calls = append(calls, struct {
			method, path string
			body         map[string]any
		}{"POST", "/api/" + kind + "/" + id + "/void", map[string]any{"reason": "Error."}})
	}
	for _, c := range calls {
		before := len(d.audit(store.AuditFilter{}))
		if r := d.request(c.method, c.path, c.body, d.nurse); r.Code != http.StatusConflict || r.message() != "El residente está archivado." {
			t.Errorf("%s %s: %d %s", c.method, c.path, r.Code, r.Body.String())
		}
		if after := len(d.audit(store.AuditFilter{})); after != before {
			t.Errorf("%s %s: the refused write left %d audit rows", c.method, c.path, after-before)
		}
	}
	d.request("GET", "/api/weights/"+d.resident, nil, d.nurse).wantStatus(http.StatusOK)
	d.request("GET", "/api/fluids?residentId="+d.resident, nil, d.nurse).wantStatus(http.StatusOK)
}
