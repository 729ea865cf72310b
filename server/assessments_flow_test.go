package server_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// Answers of a few scales, and a body to post them.
var (
	downtonHigh = map[string]string{"caidas-previas": "si", "tranquilizantes": "si", "diureticos": "si", "hipotensores": "no",
		"antiparkinsonianos": "no", "antidepresivos": "no", "deficit-visual": "no", "deficit-auditivo": "no",
		"deficit-extremidades": "no", "estado-mental": "orientado", "deambulacion": "normal"} // 3: alto riesgo
	downtonLow = map[string]string{"caidas-previas": "no", "tranquilizantes": "no", "diureticos": "no", "hipotensores": "no",
		"antiparkinsonianos": "no", "antidepresivos": "no", "deficit-visual": "si", "deficit-auditivo": "no",
		"deficit-extremidades": "no", "estado-mental": "orientado", "deambulacion": "normal"} // 1: bajo riesgo
	nortonHigh = map[string]string{"estado-fisico": "2", "estado-mental": "2", "actividad": "2", "movilidad": "2",
		"incontinencia": "2"} // 10: riesgo alto
	barthelMixed = map[string]string{"comer": "10", "lavarse": "0", "vestirse": "5", "arreglarse": "5", "deposicion": "10",
		"miccion": "5", "retrete": "5", "trasladarse": "10", "deambular": "10", "escalones": "5"} // 65: moderada
)

func assessmentBody(resident, scale, date string, answers map[string]string) map[string]any {
	return map[string]any{"residentId": resident, "scale": scale, "date": date, "answers": answers}
}

func (r recordsApp) assess(token, scale, date string, answers map[string]string) map[string]any {
	r.t.Helper()
	return r.request("POST", "/api/assessments", assessmentBody(r.resident, scale, date, answers), token).
		wantStatus(http.StatusCreated).json()
}

func TestAssessmentRefusalsNameTheFieldAndWriteNothing(t *testing.T) {
	r := newRecordsApp(t)
	missing := map[string]string{}
	for k, v := range downtonHigh {
		if k != "diureticos" {
			missing[k] = v
		}
	}
	wrong := with(map[string]any{}, map[string]any{})
	for k, v := range downtonHigh {
		wrong[k] = v
	}
	wrong["estado-mental"] = "dormido"
	extra := map[string]any{"inventada": "si"}
	for k, v := range downtonHigh {
		extra[k] = v
	}
	before := r.audit(store.AuditFilter{})
	runScenarios(t, r.app, r.callers(), []scenario{
		{name: "a missing answer", caller: "nurse", method: "POST", url: "/api/assessments",
			body: assessmentBody(r.resident, "downton", "2026-11-20", missing), wantStatus: 422,
			wantFields: map[string]string{"answers.diureticos": "Responde esta pregunta."}},
		{name: "an unknown answer", caller: "nurse", method: "POST", url: "/api/assessments",
			body: map[string]any{"residentId": r.resident, "scale": "downton", "date": "2026-11-20", "answers": wrong}, wantStatus: 422,
			wantFields: map[string]string{"answers.estado-mental": "Respuesta no válida."}},
		{name: "an answer to no question", caller: "nurse", method: "POST", url: "/api/assessments",
			body: map[string]any{"residentId": r.resident, "scale": "downton", "date": "2026-11-20", "answers": extra}, wantStatus: 422,
			wantFields: map[string]string{"answers.inventada": "Respuesta no válida."}},
		{name: "no answers at all", caller: "nurse", method: "POST", url: "/api/assessments",
			body: map[string]any{"residentId": r.resident, "scale": "norton", "date": "2026-11-20"}, wantStatus: 422,
			wantFields: map[string]string{"answers.estado-fisico": "Responde esta pregunta.", "answers.incontinencia": "Responde esta pregunta."}},
		{name: "an unknown scale", caller: "nurse", method: "POST", url: "/api/assessments",
			body: assessmentBody(r.resident, "minimental", "2026-11-20", downtonHigh), wantStatus: 422,
			wantFields: map[string]string{"scale": "Escala no válida."}},
		{name: "nothing", caller: "nurse", method: "POST", url: "/api/assessments", body: map[string]any{}, wantStatus: 422,
			wantFields: map[string]string{"residentId": "El residente es requerido.", "scale": "La escala es requerida.",
				"date": "La fecha es requerida."}},
		{name: "tomorrow", caller: "nurse", method: "POST", url: "/api/assessments",
			body: assessmentBody(r.resident, "downton", "2026-11-21", downtonHigh), wantStatus: 422,
			wantFields: map[string]string{"date": "La fecha no puede ser futura."}},
		{name: "no date", caller: "nurse", method: "POST", url: "/api/assessments",
			body: assessmentBody(r.resident, "downton", "20/11/2026", downtonHigh), wantStatus: 422,
			wantFields: map[string]string{"date": "Fecha no válida."}},
		{name: "notes too long", caller: "nurse", method: "POST", url: "/api/assessments",
			body:       with(assessmentBody(r.resident, "downton", "2026-11-20", downtonHigh), map[string]any{"notes": strings.Repeat("a", 2001)}),
			wantStatus: 422, wantFields: map[string]string{"notes": ""}},
		{name: "nobody", caller: "nurse", method: "POST", url: "/api/assessments",
			body: assessmentBody("no-existe", "downton", "2026-11-20", downtonHigh), wantStatus: 422,
			wantFields: map[string]string{"residentId": "El residente no existe."}},
		{name: "a value of another type", caller: "nurse", method: "POST", url: "/api/assessments",
			body: `{"residentId":"` + r.resident + `","scale":"norton","date":"2026-11-20","answers":{"movilidad":4}}`, wantStatus: 400},
	})
	if after := r.audit(store.AuditFilter{}); len(after) != len(before) {
		t.Fatalf("refused assessments wrote %d audit rows", len(after)-len(before))
	}
	if list := r.request("GET", "/api/assessments/"+r.resident, nil, r.nurse).wantStatus(http.StatusOK).jsonArray(); len(list) != 0 {
		t.Fatalf("refused assessments were saved: %v", list)
	}
	if n := len(openAlerts(t, r)); n != 0 {
		t.Fatalf("refused assessments opened %d alerts", n)
	}

	r.request("PATCH", "/api/patients/archive/"+r.resident, nil, r.admin).wantStatus(http.StatusOK)
	runScenarios(t, r.app, r.callers(), []scenario{{name: "an archived resident", caller: "nurse", method: "POST",
		url: "/api/assessments", body: assessmentBody(r.resident, "downton", "2026-11-20", downtonHigh),
		wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "El residente está archivado."}}})
	r.request("GET", "/api/assessments/no-existe", nil, r.nurse).wantStatus(http.StatusNotFound)
}

// A high band opens one alert for the resident and scale while it is open, and tells doctors and nurses
// (not the one who saved it) live.
func TestAssessmentHighBandOpensOneAlert(t *testing.T) {
	r := newRecordsApp(t)
	ts := httptest.NewServer(r.srv)
	defer ts.Close()
	watcher := mustDial(t, ts, r.doctor)

	r.assess(r.nurse, "downton", "2026-11-18", downtonLow)
	watcher.waitForText("invalidate", `"resource":"assessments"`)
	if n := len(openAlerts(t, r)); n != 0 {
		t.Fatalf("a low score opened %d alerts", n)
	}
	first := r.assess(r.nurse, "downton", "2026-11-19", downtonHigh)["_id"].(string)
	if got := string(watcher.waitFor("notification")); !strings.Contains(got, "Escala de riesgo de caídas de Downton: Alto riesgo de caídas: María José Núñez Peña") {
		t.Fatalf("the doctor's notification = %s", got)
	}
	watcher.waitForText("invalidate", `"resource":"alerts"`)
	r.assess(r.doctor, "downton", "2026-11-20", downtonHigh)
	r.assess(r.nurse, "downton", "2026-11-20", downtonLow) // closes nothing
	alerts := openAlerts(t, r)
	if len(alerts) != 1 {
		t.Fatalf("%d alerts after two high Downton scores, want 1: %v", len(alerts), alerts)
	}
	a := alerts[0].(map[string]any)
	if a["kind"] != "assessment-risk" || a["severity"] != "high" || a["recordId"] != first || a["residentId"] != r.resident ||
		a["link"] != "/patients/"+r.resident+"/valoraciones" || a["title"] != "Escala de riesgo de caídas de Downton: Alto riesgo de caídas" ||
		!strings.Contains(a["detail"].(string), "Puntuación 3") {
		t.Fatalf("alert = %v", a)
	}
	if n := len(r.notificationsOf(r.nurse, r.nurseUser)); n != 0 {
		t.Fatalf("the nurse who saved it got %d notifications", n)
	}
	if n := len(r.notificationsOf(r.doctor, r.doctorUser)); n != 1 {
		t.Fatalf("the doctor got %d notifications, want 1", n)
	}
	if n := len(r.notificationsOf(r.social, r.socialUser)); n != 0 {
		t.Fatalf("a social worker got %d notifications", n)
	}

	r.assess(r.nurse, "norton", "2026-11-20", nortonHigh) // another scale: an alert of its own
	if n := len(openAlerts(t, r)); n != 2 {
		t.Fatalf("%d alerts after a high Norton, want 2", n)
	}
	r.request("POST", "/api/alerts/"+a["_id"].(string)+"/acknowledge", map[string]any{"comment": "Barandillas y calzado revisados."},
		r.doctor).wantStatus(http.StatusOK)
	again := r.assess(r.nurse, "downton", "2026-11-20", downtonHigh)["_id"].(string)
	alerts = openAlerts(t, r)
	if len(alerts) != 2 || (alerts[0].(map[string]any)["recordId"] != again && alerts[1].(map[string]any)["recordId"] != again) {
		t.Fatalf("once acknowledged, a new high Downton opens a new alert: %v", alerts)
	}
	other := r.createResident(r.admin, validResident("Tomás Ibáñez"))["_id"].(string)
	r.request("POST", "/api/assessments", assessmentBody(other, "downton", "2026-11-20", downtonHigh), r.nurse).wantStatus(http.StatusCreated)
	if n := len(openAlerts(t, r)); n != 3 {
		t.Fatalf("another resident's high Downton: %d alerts, want 3", n)
	}
}

func dueOf(t *testing.T, r recordsApp, query string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, d := range r.request("GET", "/api/assessments/due"+query, nil, r.social).wantStatus(http.StatusOK).jsonArray() {
		out = append(out, d.(map[string]any))
	}
	return out
}

func TestAssessmentsDueAfterReassessDaysAndAfterAFall(t *testing.T) {
	r := newRecordsApp(t) // today is 2026-11-20
	if due := dueOf(t, r, ""); len(due) != 0 {
		t.Fatalf("nothing done and no fall, nothing due: %v", due)
	}
	r.assess(r.nurse, "norton", "2026-10-21", nortonHigh)    // 30 days: due on 2026-11-20
	r.assess(r.nurse, "barthel", "2026-06-01", barthelMixed) // 180 days: due on 2026-11-28
	r.assess(r.nurse, "norton", "2026-10-20", nortonHigh)    // older, not the last one
	r.assess(r.nurse, "downton", "2026-11-10", downtonLow)   // 90 days
	due := dueOf(t, r, "?residentId="+r.resident)
	if len(due) != 1 || due[0]["scale"] != "norton" || due[0]["reason"] != "reassess" || due[0]["lastDate"] != "2026-10-21" ||
		due[0]["dueSince"] != "2026-11-20" || due[0]["residentName"] != "María José Núñez Peña" || due[0]["room"] == "" ||
		due[0]["scaleName"] != "Escala de Norton (riesgo de úlceras por presión)" {
		t.Fatalf("due = %v", due)
	}

	r.clock.Advance(8 * 24 * time.Hour) // 2026-11-28
	r.doctor = r.signin("medico", "secreta1")
	r.nurse = r.signin("enfermera", "secreta1")
	r.social = r.signin("social", "secreta1")
	r.admin = r.signin("lucia", "secreta1")
	due = dueOf(t, r, "")
	if len(due) != 2 || due[0]["scale"] != "norton" || due[1]["scale"] != "barthel" || due[1]["dueSince"] != "2026-11-28" {
		t.Fatalf("due after 8 days = %v", due)
	}

	// A fall: Downton (done before it) and Tinetti (never done) are due since the fall.
	r.request("POST", "/api/incidents", map[string]any{"residentId": r.resident, "date": "2026-11-27", "time": "22:10",
		"shift": "noche", "situation": "Encontrada en el suelo junto a la cama.", "isFall": true}, r.nurse).wantStatus(http.StatusCreated)
	r.request("POST", "/api/incidents", map[string]any{"residentId": r.resident, "date": "2026-11-28", "time": "07:00",
		"shift": "mañana", "situation": "Rechaza el desayuno."}, r.nurse).wantStatus(http.StatusCreated)
	due = dueOf(t, r, "?residentId="+r.resident)
	byScale := map[string]map[string]any{}
	for _, d := range due {
		byScale[d["scale"].(string)] = d
	}
	if len(due) != 4 || byScale["downton"]["reason"] != "fall" || byScale["downton"]["dueSince"] != "2026-11-27" ||
		byScale["downton"]["lastDate"] != "2026-11-10" || byScale["tinetti"]["reason"] != "fall" ||
		byScale["tinetti"]["lastDate"] != nil || byScale["tinetti"]["dueSince"] != "2026-11-27" {
		t.Fatalf("due after a fall = %v", due)
	}
	if due[0]["dueSince"] != "2026-11-20" || due[3]["dueSince"] != "2026-11-28" {
		t.Fatalf("due is not earliest first: %v", due)
	}

	// The Downton after the fall clears it; Tinetti stays due; the renewed Norton clears it.
	r.assess(r.nurse, "downton", "2026-11-28", downtonHigh)
	r.assess(r.nurse, "norton", "2026-11-28", nortonHigh)
	due = dueOf(t, r, "")
	if len(due) != 2 || due[0]["scale"] != "tinetti" || due[1]["scale"] != "barthel" {
		t.Fatalf("due after the Downton and the Norton = %v", due)
	}

	// Another resident's fall is theirs; an archived resident has nothing due.
	other := r.createResident(r.admin, validResident("Tomás Ibáñez"))["_id"].(string)
	r.request("POST", "/api/incidents", map[string]any{"residentId": other, "date": "2026-11-28", "time": "09:00",
		"shift": "mañana", "situation": "Se cayó en el baño."}, r.nurse).wantStatus(http.StatusCreated)
	if due := dueOf(t, r, "?residentId="+other); len(due) != 2 || due[0]["scale"] != "tinetti" && due[0]["scale"] != "downton" {
		t.Fatalf("the other resident's due = %v", due)
	}
	if due := dueOf(t, r, ""); len(due) != 4 {
		t.Fatalf("everyone's due = %v", due)
	}
	r.request("PATCH", "/api/patients/archive/"+other, nil, r.admin).wantStatus(http.StatusOK)
	if due := dueOf(t, r, "?residentId="+other); len(due) != 0 {
		t.Fatalf("an archived resident's due = %v", due)
	}
	if due := dueOf(t, r, ""); len(due) != 2 {
		t.Fatalf("the dashboard lists an archived resident: %v", due)
	}
	r.request("GET", "/api/assessments/due?residentId=no-existe", nil, r.social).wantStatus(http.StatusNotFound)
}

func TestAssessmentListPDFAndDelete(t *testing.T) {
	r := newRecordsApp(t)
	old := r.assess(r.nurse, "barthel", "2026-11-02", barthelMixed)["_id"].(string)
	first := r.assess(r.nurse, "downton", "2026-11-19", downtonLow)["_id"].(string)
	second := with(r.assess(r.social, "barthel", "2026-11-19", barthelMixed), nil)["_id"].(string)
	body := with(assessmentBody(r.resident, "barthel", "2026-11-19", barthelMixed), map[string]any{
		"notes": "Camina con andador; necesita ayuda para la ducha."})
	id := r.request("POST", "/api/assessments", body, r.nurse).wantStatus(http.StatusCreated).text("_id")

	var ids []string
	for _, a := range r.request("GET", "/api/assessments/"+r.resident, nil, r.social).wantStatus(http.StatusOK).jsonArray() {
		ids = append(ids, a.(map[string]any)["_id"].(string))
	}
	if strings.Join(ids, ",") != strings.Join([]string{id, second, first, old}, ",") {
		t.Fatalf("not newest first: %v", ids)
	}

	pdf := r.request("GET", "/api/assessments/"+id+"/pdf", nil, r.social).wantStatus(http.StatusOK)
	if cd := pdf.Header().Get("Content-Disposition"); !strings.Contains(cd, `filename="valoracion_barthel_`+id+`.pdf"`) {
		t.Fatalf("file name = %q", cd)
	}
	text := pdfText(t, pdf)
	for _, want := range []string{"Residencia", "Valoración: Índice de Barthel", "María José Núñez Peña", "19/11/2026",
		"Registrado por Persona enfermera", "Trasladarse", "Mínima ayuda física o supervisión", "Puntuación total",
		"65 (de 0 a 100)", "Dependencia moderada", "Camina con andador; necesita ayuda para la ducha.", "Página 1 de"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, text)
		}
	}

	// The social worker may not delete the nurse's; the nurse may, within 24 hours; then only a doctor or
	// the administrator.
	r.request("DELETE", "/api/assessments/"+id, nil, r.social).wantStatus(http.StatusForbidden)
	r.request("DELETE", "/api/assessments/"+first+"?reason=Escala+equivocada", nil, r.nurse).wantStatus(http.StatusOK)
	rows := r.audit(store.AuditFilter{Entity: "assessment", EntityID: first, Action: "delete"})
	if len(rows) != 1 || !strings.Contains(rows[0].Detail, `"reason":"Escala equivocada"`) {
		t.Fatalf("delete audit = %+v", rows)
	}
	r.request("GET", "/api/assessments/"+first+"/pdf", nil, r.social).wantStatus(http.StatusNotFound)
	r.request("DELETE", "/api/assessments/"+first, nil, r.doctor).wantStatus(http.StatusNotFound)

	r.clock.Advance(24*time.Hour + time.Minute)
	r.nurse, r.doctor = r.signin("enfermera", "secreta1"), r.signin("medico", "secreta1")
	r.request("DELETE", "/api/assessments/"+id, nil, r.nurse).wantStatus(http.StatusForbidden)
	list := r.request("GET", "/api/assessments/"+r.resident, nil, r.nurse).jsonArray()
	if len(list) != 3 || list[0].(map[string]any)["canDelete"] != false {
		t.Fatalf("after 24 h the nurse's list = %v", list)
	}
	r.request("DELETE", "/api/assessments/"+id, nil, r.doctor).wantStatus(http.StatusOK)
	if n := len(r.request("GET", "/api/assessments/"+r.resident, nil, r.nurse).jsonArray()); n != 2 {
		t.Fatalf("%d assessments listed after two deletes, want 2", n)
	}
	var actions []string
	for _, row := range r.audit(store.AuditFilter{Entity: "assessment", EntityID: id}) {
		if row.Outcome == store.OutcomeAllowed {
			actions = append(actions, row.Action)
		}
	}
	if strings.Join(actions, ",") != "create,report,delete" {
		t.Fatalf("audit of one assessment = %v", actions)
	}
}
