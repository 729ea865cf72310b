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

// fallBody is a complete fall of the resident on the evening before the fixtures' day (20/11/2026).
func fallBody(residentID string) map[string]any {
	return map[string]any{"residentId": residentID, "at": "2026-11-19T22:15", "place": "Baño",
		"activity": "Al levantarse del inodoro sin pedir ayuda.", "witnessed": false, "foundOnFloor": true,
		"intrinsic": []string{"incontinencia-urgencia", "alteracion-marcha"}, "extrinsic": []string{"suelo-mojado"},
		"injury": "leve", "injuryDetail": "Hematoma en la cadera derecha.", "restraintInUse": false,
		"actions": "Valoración, frío local y cama baja.", "doctorInformed": true,
		"familyInformed": map[string]any{"name": "Ana Núñez Peña (hija)", "at": "2026-11-19T22:40"}, "incidentId": nil}
}

// falls reads GET /falls with a query, as token.
func (a *app) falls(token, query string) []map[string]any {
	a.t.Helper()
	return objects(a.request("GET", "/api/falls"+query, nil, token).wantStatus(http.StatusOK).jsonArray())
}

// fallAlerts are the open alerts of kind fall.
func (a *app) fallAlerts(token string) []map[string]any {
	a.t.Helper()
	var out []map[string]any
	for _, al := range objects(a.request("GET", "/api/alerts", nil, token).wantStatus(http.StatusOK).jsonArray()) {
		if al["kind"] == "fall" {
			out = append(out, al)
		}
	}
	return out
}

// dueScales are the resident's due assessments as "scale reason dueSince".
func (a *app) dueScales(token, resident string) []string {
	a.t.Helper()
	var out []string
	for _, d := range objects(a.request("GET", "/api/assessments/due?residentId="+resident, nil, token).wantStatus(http.StatusOK).jsonArray()) {
		out = append(out, d["scale"].(string)+" "+d["reason"].(string)+" "+d["dueSince"].(string))
	}
	return out
}

// triggers are the resident's care-plan review triggers (not cancelled) as "kind source".
func (a *app) triggers(resident string) []string {
	a.t.Helper()
	list, err := a.store.CarePlanTriggers(context.Background(), resident)
	if err != nil {
		a.t.Fatal(err)
	}
	var out []string
	for _, tr := range list {
		out = append(out, tr.Kind+" "+tr.SourceID)
	}
	return out
}

// A fall recorded by a nurse: the contract's shape, the Kardex's psychotropic and new medication kept with it,
// the restraint in use as the form's default, its alert (high, to the falls tab), Downton and Tinetti due, the
// list newest first in pages, and the period's filter.
func TestFallsRecordListAndWhatAFallSetsOff(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	ts := httptest.NewServer(m.srv)
	defer ts.Close()
	watcher := mustDial(t, ts, m.doctor)
	lorazepam := m.request("POST", "/api/medications", with(validMedication("Lorazepam"), map[string]any{"concentration": "1 mg",
		"atcCode": "N05BA06"}), m.admin).wantStatus(http.StatusCreated).text("_id")
	m.prescribe(m.resident,
		map[string]any{"medication": lorazepam, "dose": "1 comprimido", "route": "Oral", "date": "2026-10-01", "times": []string{"22:00"}},
		with(m.entry("08:00"), map[string]any{"date": "2026-11-12"}), // new: nine days before the fall
		with(m.entry("20:00"), map[string]any{"date": "2026-10-01"})) // neither
	m.request("POST", "/api/restraints", restraintOrder(m.resident), m.doctor).wantStatus(http.StatusCreated)

	ctxNow := m.request("GET", "/api/falls/context?residentId="+m.resident, nil, m.nurse).wantStatus(http.StatusOK).json()
	meds := objects(ctxNow["medications"].([]any))
	if ctxNow["restraintInUse"] != true || len(ctxNow["restraints"].([]any)) != 1 || len(meds) != 2 ||
		meds[0]["name"] != "Enalapril 10 mg" || meds[0]["new"] != true || meds[0]["psychotropic"] != false ||
		meds[1]["name"] != "Lorazepam 1 mg" || meds[1]["psychotropic"] != true || meds[1]["atcCode"] != "N05BA06" {
		t.Fatalf("the form's context now: %v", ctxNow)
	}
	// The evening before, the restraint (ordered today) was not in use yet.
	before := m.request("GET", "/api/falls/context?residentId="+m.resident+"&at=2026-11-19T22:15", nil, m.nurse).wantStatus(http.StatusOK).json()
	if before["restraintInUse"] != false || len(before["medications"].([]any)) != 2 {
		t.Fatalf("the form's context the evening before: %v", before)
	}

	saved := m.request("POST", "/api/falls", fallBody(m.resident), m.nurse).wantStatus(http.StatusCreated).json()
	watcher.waitForText("invalidate", `"resource":"falls"`)
	id := saved["_id"].(string)
	want := map[string]any{"residentId": m.resident, "residentName": "María José Núñez Peña", "at": "2026-11-19T21:15:00Z",
		"day": "2026-11-19", "place": "Baño", "activity": "Al levantarse del inodoro sin pedir ayuda.", "witnessed": false,
		"foundOnFloor": true, "intrinsic": []any{"alteracion-marcha", "incontinencia-urgencia"}, "extrinsic": []any{"suelo-mojado"},
		"injury": "leve", "injuryDetail": "Hematoma en la cadera derecha.", "restraintInUse": false,
		"actions": "Valoración, frío local y cama baja.", "doctorInformed": true, "psychotropics": "Enalapril 10 mg (1 comprimido): " +
			"nuevo desde el 12/11/2026; Lorazepam 1 mg (1 comprimido): psicótropo",
		"familyInformed": map[string]any{"name": "Ana Núñez Peña (hija)", "at": "2026-11-19T21:40:00Z"}, "incidentId": nil,
		"createdBy": m.nurseUser.ID, "createdByName": m.nurseUser.Name, "canVoid": true, "updatedAt": nil}
	for key, v := range want {
		if !equalJSON(saved[key], v) {
			t.Errorf("%s = %#v, want %#v", key, saved[key], v)
		}
	}
	alerts := m.fallAlerts(m.doctor)
	if len(alerts) != 1 || alerts[0]["_id"] != saved["alertId"] || alerts[0]["severity"] != "high" || alerts[0]["recordId"] != id ||
		alerts[0]["link"] != "/patients/"+m.resident+"/caidas" || alerts[0]["title"] != "Caída" ||
		!strings.Contains(alerts[0]["detail"].(string), "Baño, 19/11/2026 22:15. Lesión leve: Hematoma en la cadera derecha.") {
		t.Fatalf("the fall's alert: %v (answer %v)", alerts, saved["alertId"])
	}
	told := false
	for _, n := range m.notificationsOf(m.doctor, m.doctorUser) {
		opts := n["options"].(map[string]any)
		told = told || n["title"] == "Caída: María José Núñez Peña" && opts["kind"] == "fall" && opts["url"] == "/patients/"+m.resident+"/caidas"
	}
	if !told {
		t.Fatalf("the doctor was not told of the fall: %v", m.notificationsOf(m.doctor, m.doctorUser))
	}
	if due := m.dueScales(m.nurse, m.resident); strings.Join(due, ", ") != "tinetti fall 2026-11-19, downton fall 2026-11-19" &&
		strings.Join(due, ", ") != "downton fall 2026-11-19, tinetti fall 2026-11-19" {
		t.Fatalf("due after the fall: %v", due)
	}
	if tr := m.triggers(m.resident); len(tr) != 1 || !strings.HasPrefix(tr[0], "restraint ") {
		t.Fatalf("a fall with mild injury makes the care plan due: %v", tr)
	}
	if rows := m.audit(store.AuditFilter{Entity: "fall", EntityID: id, Action: "create"}); len(rows) != 1 || rows[0].ActorID != m.nurseUser.ID {
		t.Fatalf("the fall's audit: %+v", rows)
	}

	// Two more, later; the list is newest first and pages like the records.
	second := m.request("POST", "/api/falls", with(fallBody(m.resident), map[string]any{"at": "2026-11-20T08:05", "place": "Comedor",
		"injury": "ninguna", "injuryDetail": "Nada", "familyInformed": nil}), m.social).wantStatus(http.StatusCreated).json()
	if second["injuryDetail"] != "" || second["familyInformed"] != nil || second["createdByName"] == "" {
		t.Fatalf("a fall without injury keeps no detail: %v", second)
	}
	third := m.request("POST", "/api/falls", with(fallBody(m.resident), map[string]any{"at": "2026-11-20T09:30:00+01:00",
		"place": "Habitación", "familyInformed": nil, "anotherFall": true}), m.doctor).wantStatus(http.StatusCreated).text("_id")
	if len(m.fallAlerts(m.doctor)) != 3 {
		t.Fatal("each fall opens its own alert")
	}
	page := m.request("GET", "/api/falls?residentId="+m.resident+"&limit=2", nil, m.nurse).wantStatus(http.StatusOK)
	first := objects(page.jsonArray())
	cursor := page.Header().Get("X-Next-Cursor")
	if len(first) != 2 || first[0]["_id"] != third || first[1]["_id"] != second["_id"] || cursor != second["_id"] {
		t.Fatalf("first page: %v, cursor %q", first, cursor)
	}
	rest := m.request("GET", "/api/falls?residentId="+m.resident+"&limit=2&before="+cursor, nil, m.nurse).wantStatus(http.StatusOK)
	if list := objects(rest.jsonArray()); len(list) != 1 || list[0]["_id"] != id || rest.Header().Get("X-Next-Cursor") != "" {
		t.Fatalf("second page: %v", list)
	}
	if list := m.falls(m.nurse, "?residentId="+m.resident+"&from=2026-11-19&to=2026-11-19"); len(list) != 1 || list[0]["_id"] != id {
		t.Fatalf("the falls of 19/11: %v", list)
	}
	if list := m.falls(m.nurse, "?from=2026-11-20"); len(list) != 2 {
		t.Fatalf("everyone's falls from 20/11: %v", list)
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "a period backwards", caller: "nurse", method: "GET", url: "/api/falls?from=2026-11-20&to=2026-11-01",
			wantStatus: 422, wantFields: map[string]string{"to": "La fecha final no puede ser anterior a la inicial."}},
		{name: "a cursor of no fall", caller: "nurse", method: "GET", url: "/api/falls?residentId=" + m.resident + "&before=" + lorazepam,
			wantStatus: 422, wantFields: map[string]string{"before": ""}},
		{name: "a limit too big", caller: "nurse", method: "GET", url: "/api/falls?limit=500", wantStatus: 422,
			wantFields: map[string]string{"limit": ""}},
		{name: "an unknown resident", caller: "nurse", method: "GET", url: "/api/falls?residentId=no-existe", wantStatus: 404},
		{name: "the context without a resident", caller: "nurse", method: "GET", url: "/api/falls/context", wantStatus: 422,
			wantFields: map[string]string{"residentId": "El residente es requerido."}},
	})
}

// Injury grave makes the care plan due at once (fall-grave, in the fall's transaction); the fall completed as
// no longer grave cancels it. The edit is audited with what it replaced.
func TestFallsGraveInjuryMakesTheCarePlanDue(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	body := with(fallBody(m.resident), map[string]any{"injury": "grave", "injuryDetail": "Sospecha de fractura de cadera; traslado al hospital."})
	saved := m.request("POST", "/api/falls", body, m.nurse).wantStatus(http.StatusCreated).json()
	id := saved["_id"].(string)
	if tr := m.triggers(m.resident); len(tr) != 1 || tr[0] != "fall-grave "+id {
		t.Fatalf("the review triggers after a grave fall: %v", tr)
	}
	if a := m.fallAlerts(m.doctor); len(a) != 1 || a[0]["title"] != "Caída con lesión grave" {
		t.Fatalf("the grave fall's alert: %v", a)
	}
	state := m.request("GET", "/api/care-plans/status", nil, m.nurse).wantStatus(http.StatusOK).jsonArray()
	if row := state[0].(map[string]any); row["state"] != "vencido" && row["state"] != "sin-plan" {
		t.Fatalf("care plan state: %v", row)
	}
	edited := m.request("PUT", "/api/falls/"+id, with(body, map[string]any{"injury": "leve", "injuryDetail": "Contusión; la radiografía descarta fractura.",
		"place": "Baño de la habitación"}), m.doctor).wantStatus(http.StatusOK).json()
	if edited["injury"] != "leve" || edited["place"] != "Baño de la habitación" || edited["updatedByName"] != m.doctorUser.Name ||
		edited["updatedAt"] == nil || edited["createdByName"] != m.nurseUser.Name || edited["psychotropics"] != saved["psychotropics"] {
		t.Fatalf("the edited fall: %v", edited)
	}
	if tr := m.triggers(m.resident); len(tr) != 0 {
		t.Fatalf("no longer grave, the trigger stays: %v", tr)
	}
	rows := m.audit(store.AuditFilter{Entity: "fall", EntityID: id, Action: "update"})
	if len(rows) != 1 || !strings.Contains(rows[0].Detail, "Sospecha de fractura de cadera") {
		t.Fatalf("the edit's audit keeps what it replaced: %+v", rows)
	}
	m.request("PUT", "/api/falls/"+id, with(body, map[string]any{"injuryDetail": "Fractura de cadera confirmada."}), m.nurse).
		wantStatus(http.StatusOK)
	if tr := m.triggers(m.resident); len(tr) != 1 || tr[0] != "fall-grave "+id {
		t.Fatalf("grave again: %v", tr)
	}
	if a := m.fallAlerts(m.doctor); len(a) != 1 {
		t.Fatalf("an edit opens no second alert: %v", a)
	}
}

// Every field is checked with a Spanish message naming it; nothing is written for a refused body.
func TestFallsValidation(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	other := m.createResident(m.admin, validResident("Tomás Ibáñez Roldán"))["_id"].(string)
	othersIncident := m.request("POST", "/api/incidents", map[string]any{"residentId": other, "date": "2026-11-19", "time": "21:00",
		"shift": "noche", "situation": "Rechaza la cena."}, m.nurse).wantStatus(http.StatusCreated).text("_id")
	body := fallBody(m.resident)
	bad := func(name string, changes map[string]any, fields map[string]string) scenario {
		return scenario{name: name, caller: "nurse", method: "POST", url: "/api/falls", body: with(body, changes),
			wantStatus: http.StatusUnprocessableEntity, wantFields: fields, wantJSON: map[string]any{"message": "Revisa los campos marcados."}}
	}
	scenarios := []scenario{
		bad("no resident", map[string]any{"residentId": ""}, map[string]string{"residentId": "El residente es requerido."}),
		bad("no time", map[string]any{"at": nil}, map[string]string{"at": "Indica la fecha y la hora de la caída."}),
		bad("a time that is not one", map[string]any{"at": "19/11/2026 22:15"},
			map[string]string{"at": "La fecha y la hora de la caída no son válidas."}),
		bad("a fall tomorrow", map[string]any{"at": "2026-11-21T08:00"}, map[string]string{"at": "La caída no puede ser posterior a ahora."}),
		bad("no place", map[string]any{"place": "  "}, map[string]string{"place": "Indica el lugar de la caída."}),
		bad("a place too long", map[string]any{"place": strings.Repeat("b", 121)},
			map[string]string{"place": "Es demasiado largo (máximo 120 caracteres)."}),
		bad("witnessed missing", map[string]any{"witnessed": nil}, map[string]string{"witnessed": "Indica si alguien presenció la caída."}),
		bad("found on the floor missing", map[string]any{"foundOnFloor": nil},
			map[string]string{"foundOnFloor": "Indica si se encontró al residente en el suelo."}),
		bad("an unknown intrinsic factor", map[string]any{"intrinsic": []string{"mareo-hipotension", "vertigo"}},
			map[string]string{"intrinsic": "No se reconoce el factor intrínseco «vertigo»."}),
		bad("an unknown extrinsic factor", map[string]any{"extrinsic": []string{"alfombra"}},
			map[string]string{"extrinsic": "No se reconoce el factor extrínseco «alfombra»."}),
		bad("no injury", map[string]any{"injury": ""}, map[string]string{"injury": "Indica la lesión: ninguna, leve o grave."}),
		bad("an unknown injury", map[string]any{"injury": "moderada"}, map[string]string{"injury": "La lesión debe ser ninguna, leve o grave."}),
		bad("a mild injury undescribed", map[string]any{"injuryDetail": " "},
			map[string]string{"injuryDetail": "Describe la lesión (con lesión leve o grave)."}),
		bad("a grave injury undescribed", map[string]any{"injury": "grave", "injuryDetail": nil},
			map[string]string{"injuryDetail": "Describe la lesión (con lesión leve o grave)."}),
		bad("restraint in use missing", map[string]any{"restraintInUse": nil},
			map[string]string{"restraintInUse": "Indica si llevaba una contención en el momento de la caída."}),
		bad("doctor informed missing", map[string]any{"doctorInformed": nil}, map[string]string{"doctorInformed": "Indica si se avisó al médico."}),
		bad("family told, nobody named, no time", map[string]any{"familyInformed": map[string]any{"name": "", "at": ""}},
			map[string]string{"familyInformed.name": "Indica a quién de la familia se avisó.",
				"familyInformed.at": "Indica cuándo se avisó a la familia."}),
		bad("family told before the fall", map[string]any{"familyInformed": map[string]any{"name": "Ana", "at": "2026-11-19T21:00"}},
			map[string]string{"familyInformed.at": "El aviso a la familia no puede ser anterior a la caída."}),
		bad("actions too long", map[string]any{"actions": strings.Repeat("a", 2001)},
			map[string]string{"actions": "Es demasiado largo (máximo 2000 caracteres)."}),
		{name: "an unknown resident", caller: "nurse", method: "POST", url: "/api/falls",
			body: with(body, map[string]any{"residentId": "00000000-0000-0000-0000-000000000000"}), wantStatus: 422,
			wantFields: map[string]string{"residentId": "El residente no existe."}},
		{name: "another resident's incident", caller: "nurse", method: "POST", url: "/api/falls",
			body: with(body, map[string]any{"incidentId": othersIncident}), wantStatus: 422,
			wantFields: map[string]string{"incidentId": "La incidencia no existe o no es de este residente."}},
		{name: "factors of the wrong type", caller: "nurse", method: "POST", url: "/api/falls",
			body: with(body, map[string]any{"intrinsic": "mareo"}), wantStatus: 400, wantFields: map[string]string{"intrinsic": ""}},
		{name: "witnessed as text", caller: "nurse", method: "POST", url: "/api/falls",
			body: with(body, map[string]any{"witnessed": "sí"}), wantStatus: 400, wantFields: map[string]string{"witnessed": ""}},
		{name: "not JSON", caller: "nurse", method: "POST", url: "/api/falls", body: "{caída", wantStatus: 400},
		{name: "no body", caller: "nurse", method: "POST", url: "/api/falls", body: "", wantStatus: 400},
	}
	before := len(m.audit(store.AuditFilter{Entity: "fall"}))
	runScenarios(t, m.app, m.callers(), scenarios)
	if after := len(m.audit(store.AuditFilter{Entity: "fall"})); after != before {
		t.Fatalf("refused falls wrote %d audit rows", after-before)
	}
	if n := len(m.falls(m.nurse, "")); n != 0 {
		t.Fatalf("refused falls saved %d", n)
	}
	if n := len(m.fallAlerts(m.doctor)); n != 0 {
		t.Fatalf("refused falls opened %d alerts", n)
	}
	// Unticked checklists, no family yet: a fall as quickly recorded as it can be.
	runScenarios(t, m.app, m.callers(), []scenario{{name: "the least a fall needs", caller: "nurse", method: "POST", url: "/api/falls",
		body: map[string]any{"residentId": m.resident, "at": "2026-11-20T09:50", "place": "Pasillo", "witnessed": true,
			"foundOnFloor": false, "injury": "ninguna", "restraintInUse": false, "doctorInformed": false},
		wantStatus: 201, wantJSON: map[string]any{"intrinsic": []any{}, "extrinsic": []any{}, "familyInformed": nil, "activity": ""}}})
}

// A fall entered by mistake is voided with a reason, as records are deleted (DESIGN 7): its author within 24
// hours, or someone with records.delete-any. It leaves every list and what it set off (the due assessments,
// the care plan's review), stays on record, and takes nothing more.
func TestFallsVoid(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	grave := with(fallBody(m.resident), map[string]any{"injury": "grave", "injuryDetail": "Traumatismo craneal."})
	id := m.request("POST", "/api/falls", grave, m.nurse).wantStatus(http.StatusCreated).text("_id")
	m.addUser("enfermera2", store.RoleNurse)
	otherNurse := m.longSession("enfermera2")
	who := callers{"nurse": m.nurse, "other nurse": otherNurse, "doctor": m.doctor, "admin": m.admin, "social": m.social}
	url := "/api/falls/" + id + "/void"
	if list := m.falls(otherNurse, "?residentId="+m.resident); len(list) != 1 || list[0]["canVoid"] != false {
		t.Fatalf("another nurse's canVoid: %v", list)
	}
	runScenarios(t, m.app, who, []scenario{
		{name: "another nurse", caller: "other nurse", method: "POST", url: url, body: map[string]any{"reason": "Error"},
			wantStatus: 403, wantJSON: map[string]any{"message": msgForbidden}},
		{name: "the administrative staff (records.delete-any, but no falls)", caller: "admin", method: "POST", url: url,
			body: map[string]any{"reason": "Error"}, wantStatus: 403},
		{name: "without a reason", caller: "nurse", method: "POST", url: url, body: map[string]any{"reason": " "}, wantStatus: 422,
			wantFields: map[string]string{"reason": "Indica por qué se anula la caída."}},
		{name: "an unknown fall", caller: "nurse", method: "POST", url: "/api/falls/no-existe/void", body: map[string]any{"reason": "Error"},
			wantStatus: 404},
		{name: "its author, the same day", caller: "nurse", method: "POST", url: url,
			body: map[string]any{"reason": "Registrada en la residente equivocada."}, wantStatus: 200,
			wantJSON: map[string]any{"message": "Caída anulada."}},
		{name: "twice", caller: "doctor", method: "POST", url: url, body: map[string]any{"reason": "Otra vez"}, wantStatus: 409,
			wantJSON: map[string]any{"message": "Esta caída está anulada."}},
		{name: "edited once voided", caller: "doctor", method: "PUT", url: "/api/falls/" + id, body: grave, wantStatus: 409},
	})
	if list := m.falls(m.nurse, "?residentId="+m.resident); len(list) != 0 {
		t.Fatalf("a voided fall is listed: %v", list)
	}
	if due := m.dueScales(m.nurse, m.resident); len(due) != 0 {
		t.Fatalf("a voided fall leaves assessments due: %v", due)
	}
	if tr := m.triggers(m.resident); len(tr) != 0 {
		t.Fatalf("a voided fall leaves the care plan due: %v", tr)
	}
	f, err := m.store.FallByID(context.Background(), id)
	if err != nil || f.VoidedAt == nil || f.VoidReason != "Registrada en la residente equivocada." || f.VoidedBy != m.nurseUser.ID {
		t.Fatalf("the voided fall stays on record: %+v, %v", f, err)
	}
	if rows := m.audit(store.AuditFilter{Entity: "fall", EntityID: id, Action: "void"}); len(rows) != 1 ||
		!strings.Contains(rows[0].Detail, "residente equivocada") {
		t.Fatalf("the void's audit: %+v", rows)
	}

	// After 24 hours only records.delete-any may void it (the doctor; the social worker has no such right).
	another := with(fallBody(m.resident), map[string]any{"anotherFall": true})
	late := m.request("POST", "/api/falls", another, m.social).wantStatus(http.StatusCreated).text("_id")
	mine := m.request("POST", "/api/falls", another, m.social).wantStatus(http.StatusCreated).text("_id")
	runScenarios(t, m.app, who, []scenario{{name: "the social worker, own fall, the same day", caller: "social", method: "POST",
		url: "/api/falls/" + mine + "/void", body: map[string]any{"reason": "Duplicada."}, wantStatus: 200}})
	m.clock.Advance(24*time.Hour + time.Minute)
	runScenarios(t, m.app, who, []scenario{
		{name: "its author a day later", caller: "social", method: "POST", url: "/api/falls/" + late + "/void",
			body: map[string]any{"reason": "Duplicada."}, wantStatus: 403},
		{name: "a doctor a day later", caller: "doctor", method: "POST", url: "/api/falls/" + late + "/void",
			body: map[string]any{"reason": "Duplicada de la del turno de noche."}, wantStatus: 200},
	})
}

// An incident marked as a fall makes its fall in the same transaction, with what the incident says; its one
// alert is the incident's. The fall is completed from the falls tab; the incident unmarked or deleted voids
// it. An incident that only mentions a fall makes none, but a fall recorded for it opens no second alert.
func TestFallsFromIncidents(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	m.request("POST", "/api/restraints", with(restraintOrder(m.resident), map[string]any{"startDate": "2026-11-18",
		"reviewDate": "2026-12-10"}), m.doctor).wantStatus(http.StatusCreated)
	incidentBody := map[string]any{"residentId": m.resident, "date": "2026-11-20", "time": "07:40", "shift": "mañana",
		"situation": "Encontrada en el suelo del baño de su habitación; presenta una herida en la ceja.", "isFall": true,
		"calledDoctor": true, "doctorResponse": "Curar la herida y vigilar.", "calledRelative": true, "relativeResponse": "La hija queda avisada."}
	incident := m.request("POST", "/api/incidents", incidentBody, m.nurse).wantStatus(http.StatusCreated).json()
	incidentID := incident["_id"].(string)
	list := m.falls(m.nurse, "?residentId="+m.resident)
	if len(list) != 1 {
		t.Fatalf("an incident marked as a fall made %d falls", len(list))
	}
	f := list[0]
	if f["incidentId"] != incidentID || f["at"] != "2026-11-20T06:40:00Z" || f["place"] != "Baño" || f["foundOnFloor"] != true ||
		f["witnessed"] != false || f["injury"] != "leve" || !strings.Contains(f["injuryDetail"].(string), "herida en la ceja") ||
		f["restraintInUse"] != true || f["doctorInformed"] != true || f["familyInformed"] == nil ||
		!strings.Contains(f["actions"].(string), "Médico: Curar la herida y vigilar.") || f["createdByName"] != m.nurseUser.Name ||
		!strings.HasPrefix(f["activity"].(string), "Encontrada en el suelo") {
		t.Fatalf("the incident's fall: %v", f)
	}
	alerts := m.fallAlerts(m.doctor)
	if len(alerts) != 1 || alerts[0]["recordId"] != incidentID || alerts[0]["link"] != "/patients/"+m.resident+"/incidentes" ||
		alerts[0]["_id"] != incident["alertId"] {
		t.Fatalf("one fall, one alert, the incident's: %v", alerts)
	}
	if rows := m.audit(store.AuditFilter{Entity: "fall", EntityID: f["_id"].(string), Action: "create"}); len(rows) != 1 ||
		rows[0].ActorID != m.nurseUser.ID {
		t.Fatalf("the incident's fall is audited: %+v", rows)
	}
	if due := m.dueScales(m.nurse, m.resident); len(due) != 2 || !strings.HasSuffix(due[0], "fall 2026-11-20") {
		t.Fatalf("due through the incident's fall: %v", due)
	}

	// Completed from the falls tab; the incident keeps working as it did (edited, listed).
	fallID := f["_id"].(string)
	completed := with(fallBody(m.resident), map[string]any{"at": "2026-11-20T07:35", "place": "Baño", "witnessed": false,
		"intrinsic": []string{"deterioro-cognitivo"}, "restraintInUse": true, "familyInformed": map[string]any{"name": "Ana (hija)", "at": "2026-11-20T08:00"}})
	edited := m.request("PUT", "/api/falls/"+fallID, completed, m.nurse).wantStatus(http.StatusOK).json()
	if edited["incidentId"] != incidentID || edited["at"] != "2026-11-20T06:35:00Z" || len(edited["intrinsic"].([]any)) != 1 {
		t.Fatalf("the completed fall: %v", edited)
	}
	m.request("PUT", "/api/incidents/"+incidentID, with(incidentBody, map[string]any{"observations": "Duerme tranquila."}), m.nurse).
		wantStatus(http.StatusOK)
	if list := m.falls(m.nurse, "?residentId="+m.resident); len(list) != 1 || list[0]["place"] != "Baño" || list[0]["at"] != "2026-11-20T06:35:00Z" {
		t.Fatalf("editing the incident leaves its completed fall: %v", list)
	}
	runScenarios(t, m.app, m.callers(), []scenario{{name: "a second fall for the incident", caller: "nurse", method: "POST",
		url: "/api/falls", body: with(fallBody(m.resident), map[string]any{"incidentId": incidentID}), wantStatus: 409,
		wantFields: map[string]string{"incidentId": "Esa incidencia ya tiene su caída registrada."}}})

	// Unmarked, its fall is voided; marked again, a new one; deleted, that one is voided too.
	m.request("PUT", "/api/incidents/"+incidentID, with(incidentBody, map[string]any{"isFall": false, "situation": "Agitada por la mañana."}),
		m.nurse).wantStatus(http.StatusOK)
	if list := m.falls(m.nurse, "?residentId="+m.resident); len(list) != 0 {
		t.Fatalf("the unmarked incident's fall is listed: %v", list)
	}
	if voided, _ := m.store.FallByID(context.Background(), fallID); voided.VoidReason != "La incidencia ya no está marcada como caída." {
		t.Fatalf("the unmarked incident's fall: %+v", voided)
	}
	m.request("PUT", "/api/incidents/"+incidentID, with(incidentBody, map[string]any{"situation": "Se cayó; sin heridas ni dolor."}),
		m.nurse).wantStatus(http.StatusOK)
	again := m.falls(m.nurse, "?residentId="+m.resident)
	if len(again) != 1 || again[0]["_id"] == fallID || again[0]["injury"] != "ninguna" || again[0]["place"] != "Sin indicar" {
		t.Fatalf("marked again: %v", again)
	}
	m.request("DELETE", "/api/incidents/"+incidentID+"?reason=Duplicada", nil, m.nurse).wantStatus(http.StatusOK)
	if list := m.falls(m.nurse, "?residentId="+m.resident); len(list) != 0 {
		t.Fatalf("the deleted incident's fall is listed: %v", list)
	}
	if due := m.dueScales(m.nurse, m.resident); len(due) != 0 {
		t.Fatalf("due after the incident was deleted: %v", due)
	}

	// A fracture the incident states makes the care plan due.
	grave := m.request("POST", "/api/incidents", with(incidentBody, map[string]any{"situation": "Caída en el comedor con sospecha de fractura de muñeca.",
		"time": "09:00"}), m.doctor).wantStatus(http.StatusCreated).text("_id")
	gf := m.falls(m.nurse, "?residentId="+m.resident)
	if len(gf) != 1 || gf[0]["injury"] != "grave" || gf[0]["place"] != "Comedor" || gf[0]["incidentId"] != grave {
		t.Fatalf("the fracture's fall: %v", gf)
	}
	if tr := m.triggers(m.resident); len(tr) != 2 || tr[1] != "fall-grave "+gf[0]["_id"].(string) {
		t.Fatalf("triggers after the fracture: %v", tr)
	}

	// Words alone make no fall, but open the alert; a fall recorded for that incident opens no second one.
	words := m.request("POST", "/api/incidents", map[string]any{"residentId": m.resident, "date": "2026-11-20", "time": "09:30",
		"shift": "mañana", "situation": "Se cayó al sentarse en el sillón."}, m.nurse).wantStatus(http.StatusCreated).json()
	if n := len(m.falls(m.nurse, "?residentId="+m.resident)); n != 1 {
		t.Fatalf("an incident that only mentions a fall made a fall: %d", n)
	}
	opened := len(m.fallAlerts(m.doctor))
	linked := m.request("POST", "/api/falls", with(fallBody(m.resident), map[string]any{"at": "2026-11-20T09:30",
		"incidentId": words["_id"], "familyInformed": nil}), m.nurse).wantStatus(http.StatusCreated).json()
	if linked["alertId"] != nil || len(m.fallAlerts(m.doctor)) != opened || linked["incidentId"] != words["_id"] {
		t.Fatalf("a fall for an incident that opened its alert: %v", linked)
	}
}

// The register prints in Spanish with the resident, the period and every fall in force.
func TestFallsPDF(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	m.request("POST", "/api/falls", fallBody(m.resident), m.nurse).wantStatus(http.StatusCreated)
	voided := m.request("POST", "/api/falls", with(fallBody(m.resident), map[string]any{"place": "Jardín de invierno", "anotherFall": true}), m.nurse).
		wantStatus(http.StatusCreated).text("_id")
	m.request("POST", "/api/falls/"+voided+"/void", map[string]any{"reason": "Duplicada."}, m.nurse).wantStatus(http.StatusOK)
	r := m.request("GET", "/api/falls/pdf?residentId="+m.resident+"&from=2026-11-01&to=2026-11-30", nil, m.social).wantStatus(http.StatusOK)
	if cd := r.Header().Get("Content-Disposition"); !strings.Contains(cd, `filename="caidas_`+m.resident+`_2026-11-01_2026-11-30.pdf"`) {
		t.Fatalf("file name: %q", cd)
	}
	text := pdfText(t, r)
	for _, want := range []string{"Registro de caídas", "María José Núñez Peña", "Del 01/11/2026 al 30/11/2026", "1 caída",
		"19/11/2026 22:15", "Baño", "Lesión leve", "Hematoma en la cadera derecha.", "Incontinencia o urgencia miccional",
		"Alteración de la marcha o del equilibrio", "Suelo mojado o resbaladizo", "Ana Núñez Peña (hija), 19/11/2026 22:40",
		"Valoración, frío local y cama baja.", "Página 1 de"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Jardín de invierno") {
		t.Error("the PDF prints a voided fall")
	}
	home := m.request("GET", "/api/falls/pdf", nil, m.doctor).wantStatus(http.StatusOK)
	if cd := home.Header().Get("Content-Disposition"); !strings.Contains(cd, `filename="caidas_inicio_2026-11-20.pdf"`) {
		t.Fatalf("the home's file name: %q", cd)
	}
	if text := pdfText(t, home); !strings.Contains(text, "Toda la residencia") || !strings.Contains(text, "María José Núñez Peña") {
		t.Fatalf("the home's register:\n%s", text)
	}
	m.request("GET", "/api/falls/pdf?from=2026-12-01&to=2026-11-01", nil, m.doctor).wantStatus(http.StatusUnprocessableEntity)
}

// The register's falls of a shift are items of its handover (an incident's fall is told by its incident).
func TestFallsInTheHandover(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	m.request("POST", "/api/falls", with(fallBody(m.resident), map[string]any{"at": "2026-11-20T08:20", "place": "Comedor",
		"familyInformed": nil}), m.nurse).
		wantStatus(http.StatusCreated)
	m.request("POST", "/api/incidents", map[string]any{"residentId": m.resident, "date": "2026-11-20", "time": "10:30",
		"shift": "mañana", "situation": "Resbaló en el pasillo.", "isFall": true}, m.nurse).wantStatus(http.StatusCreated)
	h := m.request("GET", "/api/handover?date=2026-11-20&shift=manana", nil, m.nurse).wantStatus(http.StatusOK).json()
	var falls []string
	for _, res := range objects(h["residents"].([]any)) {
		for _, it := range objects(res["items"].([]any)) {
			if it["kind"] == "fall" {
				falls = append(falls, it["at"].(string)+" "+it["text"].(string))
			}
		}
	}
	if len(falls) != 2 || !strings.HasPrefix(falls[0], "2026-11-20T08:20 Caída: Comedor. Lesión leve") ||
		!strings.HasPrefix(falls[1], "2026-11-20T10:30 Caída: Resbaló en el pasillo.") {
		t.Fatalf("the handover's falls: %v", falls)
	}
}
