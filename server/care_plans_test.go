package server_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"
)

// A draft is made, edited (ids kept), agreed with a signature; a second version starts as a copy of it and, once
// agreed, supersedes it, which stays readable. Each write is audited with its actor.
func TestCarePlanDraftAgreementAndVersions(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	draft := p.newDraft(p.resident)
	id := draft["_id"].(string)
	if draft["status"] != "borrador" || draft["version"] != 1.0 || draft["residentId"] != p.resident ||
		draft["agreement"] != nil || draft["approvedAt"] != nil || draft["createdByName"] != p.nurseUser.Name ||
		draft["dueDate"] != "2026-04-01" || draft["residentName"] != "María José Núñez Peña" {
		t.Fatalf("the new draft: %v", draft)
	}
	var areaIDs []string
	for _, a := range objects(draft["areas"].([]any)) {
		areaIDs = append(areaIDs, a["id"].(string))
		if len(a["needs"].([]any)) != 0 || len(a["contributors"].([]any)) != 0 {
			t.Errorf("a resident with no assessments gets an empty area: %v", a)
		}
	}
	if strings.Join(areaIDs, " ") != "sanitaria funcional cognitiva-emocional social-familiar ocio-participacion" {
		t.Fatalf("areas %v", areaIDs)
	}

	second := p.request("POST", "/api/care-plans", map[string]any{"residentId": p.resident}, p.doctor).
		wantStatus(http.StatusConflict).json()
	if second["existingId"] != id || second["fields"].(map[string]any)["residentId"] == nil {
		t.Fatalf("a second draft: %v", second)
	}

	saved := p.request("PUT", "/api/care-plans/"+id, completeBody(), p.social).wantStatus(http.StatusOK).json()
	skin := needs(t, saved, "sanitaria")
	if saved["referenceProfessional"] != "Carmen Ruiz (enfermera)" || len(skin) != 1 || skin[0]["source"] != nil ||
		saved["person"].(map[string]any)["matters"] != "Ver a sus nietos los domingos." ||
		len(area(t, saved, "sanitaria")["contributors"].([]any)) != 2 || saved["updatedByName"] != "Persona social" {
		t.Fatalf("the edited draft: %v", saved)
	}
	interventions := objects(skin[0]["interventions"].([]any))
	if interventions[0]["everyHours"] != 3.0 || len(interventions[0]["times"].([]any)) != 0 ||
		interventions[1]["everyHours"] != nil || jsonText(interventions[1]["times"]) != `["11:00","17:00"]` ||
		interventions[1]["responsible"] != "Rosa Martín" {
		t.Fatalf("interventions: %v", interventions)
	}
	// Saved again as answered, every need and intervention keeps its id.
	again := p.request("PUT", "/api/care-plans/"+id, planBody(t, saved), p.nurse).wantStatus(http.StatusOK).json()
	if got := needs(t, again, "sanitaria"); got[0]["_id"] != skin[0]["_id"] ||
		objects(got[0]["interventions"].([]any))[1]["_id"] != interventions[1]["_id"] {
		t.Fatalf("ids changed across an edit: %v then %v", skin, got)
	}

	p.request("POST", "/api/care-plans/"+id+"/approve", agreement(t), p.nurse).wantStatus(http.StatusForbidden)
	v1 := p.request("POST", "/api/care-plans/"+id+"/approve", agreement(t), p.admin).wantStatus(http.StatusOK).json()
	agreed := v1["agreement"].(map[string]any)
	if v1["status"] != "vigente" || v1["dueDate"] != "2027-05-19" || v1["approvedBy"] != p.adminID || v1["approvedAt"] != "2026-11-20T09:00:00Z" ||
		agreed["name"] != "Ana Núñez Peña" || agreed["method"] != "tableta" || !strings.HasPrefix(agreed["signature"].(string), "/api/images/") {
		t.Fatalf("the agreed plan: %v", v1)
	}
	signature := p.request("GET", agreed["signature"].(string), nil, p.nurse).wantStatus(http.StatusOK)
	if ct := signature.Header().Get("Content-Type"); ct != "image/png" {
		t.Fatalf("the signature is served as %q", ct)
	}
	runScenarios(t, p.app, p.callers(), []scenario{
		{name: "editing the plan in force", caller: "nurse", method: "PUT", url: "/api/care-plans/" + id, body: completeBody(),
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "Este plan ya está aprobado: para cambiarlo, empieza una nueva versión."}},
		{name: "agreeing it twice", caller: "doctor", method: "POST", url: "/api/care-plans/" + id + "/approve", body: agreement(t),
			wantStatus: http.StatusConflict},
		{name: "an unknown plan", caller: "nurse", method: "GET", url: "/api/care-plans/00000000-0000-0000-0000-000000000000",
			wantStatus: http.StatusNotFound},
	})

	p.later("2027-05-02T12:00")
	draft2 := p.request("POST", "/api/care-plans", map[string]any{"residentId": p.resident}, p.doctor).wantStatus(http.StatusCreated).json()
	copied := needs(t, draft2, "sanitaria")
	if draft2["version"] != 2.0 || draft2["referenceProfessional"] != "Carmen Ruiz (enfermera)" || len(copied) != 1 ||
		copied[0]["_id"] == skin[0]["_id"] || copied[0]["text"] != skin[0]["text"] || len(copied[0]["interventions"].([]any)) != 2 ||
		len(area(t, draft2, "sanitaria")["contributors"].([]any)) != 0 || draft2["dueDate"] != "2027-05-19" ||
		draft2["person"].(map[string]any)["biography"] != "Maestra jubilada, nacida en Ávila." {
		t.Fatalf("the second version is not a copy of the plan in force (but its contributors): %v", draft2)
	}
	body := planBody(t, draft2)
	outcome := body["areas"].([]any)[0].(map[string]any)["needs"].([]any)[0].(map[string]any)
	outcome["outcome"], outcome["outcomeNote"] = "parcial", "Enrojecimiento en talón que cedió."
	p.request("PUT", "/api/care-plans/"+draft2["_id"].(string), body, p.doctor).wantStatus(http.StatusOK)
	v2 := p.request("POST", "/api/care-plans/"+draft2["_id"].(string)+"/approve", with(agreement(t), map[string]any{
		"agreement": with(agreement(t)["agreement"].(map[string]any), map[string]any{"method": "papel", "date": "2027-05-01",
			"signature": dataURL("image/jpeg", exifJPEG(t))})}), p.doctor).wantStatus(http.StatusOK).json()
	if v2["status"] != "vigente" || v2["dueDate"] != "2027-10-29" || needs(t, v2, "sanitaria")[0]["outcome"] != "parcial" {
		t.Fatalf("the second version agreed: %v", v2)
	}
	scan := p.request("GET", v2["agreement"].(map[string]any)["signature"].(string), nil, p.nurse).wantStatus(http.StatusOK)
	if strings.Contains(scan.Body.String(), "GPSLatitude") || strings.Contains(scan.Body.String(), "TRAILING-SECRET") {
		t.Fatal("the photo of the signed paper kept its EXIF")
	}

	list := objects(p.request("GET", "/api/care-plans?residentId="+p.resident, nil, p.social).wantStatus(http.StatusOK).jsonArray())
	if len(list) != 2 || list[0]["version"] != 2.0 || list[1]["version"] != 1.0 || list[1]["status"] != "sustituido" ||
		list[1]["supersededAt"] != "2027-05-02T10:00:00Z" || list[1]["agreement"].(map[string]any)["name"] != "Ana Núñez Peña" ||
		list[1]["dueDate"] != "2027-05-19" {
		t.Fatalf("versions, newest first, the first superseded and readable: %v", list)
	}
	if old := p.plan(id); old["status"] != "sustituido" || len(needs(t, old, "sanitaria")) != 1 {
		t.Fatalf("the superseded version: %v", old)
	}
	p.request("GET", "/api/care-plans", nil, p.nurse).wantStatus(http.StatusUnprocessableEntity)
	p.request("GET", "/api/care-plans?residentId=00000000-0000-0000-0000-000000000000", nil, p.nurse).wantStatus(http.StatusNotFound)

	var actions []string
	for _, row := range p.auditOf("care-plan", id) {
		if row.ResidentID != p.resident {
			t.Errorf("audit row %+v does not name the resident", row)
		}
		if row.Action != "read" {
			actions = append(actions, row.Action+" "+row.ActorID)
		}
	}
	want := []string{"create " + p.nurseUser.ID, "update " + p.socialUserID(t), "update " + p.nurseUser.ID, "approve " + p.adminID}
	if !slices.Equal(actions, want) {
		t.Fatalf("audited %v, want %v", actions, want)
	}
	described := map[string]bool{}
	for _, row := range auditRows(t, p.request("GET", "/api/audit?residentId="+p.resident, nil, p.admin)) {
		described[row["description"].(string)] = true
	}
	for _, d := range []string{"Creó un plan de atención (PAI)", "Modificó un plan de atención (PAI)", "Aprobó un plan de atención (PAI)",
		"Consultó un plan de atención (PAI)"} {
		if !described[d] {
			t.Errorf("the audit screen does not say %q", d)
		}
	}
}

// socialUserID is the social worker's account id.
func (p *planApp) socialUserID(t *testing.T) string {
	t.Helper()
	return p.request("GET", "/api/auth/verify", nil, p.social).wantStatus(http.StatusOK).json()["_id"].(string)
}

// Every field of a draft is checked and named by its path; a refused edit writes nothing.
func TestCarePlanValidation(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	id := p.newDraft(p.resident)["_id"].(string)
	url := "/api/care-plans/" + id
	withNeed := func(change map[string]any) map[string]any {
		body := completeBody()
		area := body["areas"].([]any)[0].(map[string]any)
		area["needs"] = []any{skinNeed(), with(skinNeed(), change)}
		return body
	}
	withIntervention := func(change map[string]any) map[string]any {
		need := skinNeed()
		need["interventions"] = []any{with(need["interventions"].([]any)[0].(map[string]any), change)}
		return withNeed(need)
	}
	withArea := func(a map[string]any) map[string]any {
		body := completeBody()
		body["areas"] = append(body["areas"].([]any), a)
		return body
	}
	put := func(name string, body any, fields map[string]string) scenario {
		return scenario{name: name, caller: "nurse", method: "PUT", url: url, body: body, wantStatus: 422, wantFields: fields}
	}
	before := len(p.auditOf("care-plan", id))
	runScenarios(t, p.app, p.callers(), []scenario{
		put("without areas", map[string]any{"person": map[string]any{}}, map[string]string{"areas": "Faltan las áreas del plan."}),
		put("a need without objective", withNeed(map[string]any{"objective": " "}),
			map[string]string{"areas.0.needs.1.objective": "Indica un objetivo medible."}),
		put("a need without text", withNeed(map[string]any{"text": ""}), map[string]string{"areas.0.needs.1.text": "Describe la necesidad."}),
		put("an unknown outcome", withNeed(map[string]any{"outcome": "regular"}), map[string]string{"areas.0.needs.1.outcome": "Valor no válido."}),
		put("a partial outcome without a note", withNeed(map[string]any{"outcome": "parcial"}),
			map[string]string{"areas.0.needs.1.outcomeNote": "Explica el resultado."}),
		put("a review before the start", withNeed(map[string]any{"reviewDate": "2026-11-19"}),
			map[string]string{"areas.0.needs.1.reviewDate": "La revisión no puede ser anterior al inicio."}),
		put("a start that is no date", withNeed(map[string]any{"startDate": "20/11/2026"}),
			map[string]string{"areas.0.needs.1.startDate": "Fecha no válida."}),
		put("no review date", withNeed(map[string]any{"reviewDate": nil}),
			map[string]string{"areas.0.needs.1.reviewDate": "La fecha de revisión es requerida."}),
		put("an unknown area", withArea(map[string]any{"id": "espiritual"}), map[string]string{"areas.1.id": "Área no válida."}),
		put("an area twice", withArea(map[string]any{"id": "sanitaria"}), map[string]string{"areas.1.id": "Esta área está repetida."}),
		put("a contributor without role", withArea(map[string]any{"id": "funcional", "contributors": []any{map[string]any{"name": "Pablo"}}}),
			map[string]string{"areas.1.contributors.0.role": ""}),
		put("an intervention without text", withIntervention(map[string]any{"text": ""}),
			map[string]string{"areas.0.needs.1.interventions.0.text": "Describe la intervención."}),
		put("an intervention with nobody", withIntervention(map[string]any{"role": "", "responsible": " "}),
			map[string]string{"areas.0.needs.1.interventions.0.role": "Indica el rol o la persona responsable."}),
		put("every 25 hours", withIntervention(map[string]any{"everyHours": 25}),
			map[string]string{"areas.0.needs.1.interventions.0.everyHours": "Indica entre 1 y 24 horas."}),
		put("every so many hours and at times", withIntervention(map[string]any{"times": []any{"08:00"}}),
			map[string]string{"areas.0.needs.1.interventions.0.everyHours": "Indica cada cuántas horas o a qué horas, no las dos cosas."}),
		put("a time that is none", withIntervention(map[string]any{"everyHours": nil, "times": []any{"08:00", "25:00"}}),
			map[string]string{"areas.0.needs.1.interventions.0.times.1": "Hora no válida."}),
		put("a time twice", withIntervention(map[string]any{"everyHours": nil, "times": []any{"08:00", "08:00"}}),
			map[string]string{"areas.0.needs.1.interventions.0.times.1": "Esta hora está repetida."}),
		put("a biography too long", with(completeBody(), map[string]any{"person": map[string]any{"biography": strings.Repeat("a", 4001)}}),
			map[string]string{"person.biography": "Es demasiado largo (máximo 4000 caracteres)."}),
		{name: "everyHours of the wrong type", caller: "nurse", method: "PUT", url: url, body: withIntervention(map[string]any{"everyHours": "tres"}),
			wantStatus: 400},
		{name: "a source sent is not taken", caller: "nurse", method: "PUT", url: url,
			body:       withNeed(map[string]any{"source": map[string]any{"scale": "braden", "assessmentId": "x", "score": 8, "band": "Riesgo alto"}}),
			wantStatus: 200, after: func(t *testing.T, r response) {
				for _, n := range needs(t, r.json(), "sanitaria") {
					if n["source"] != nil {
						t.Fatalf("a need took the source the body sent: %v", n)
					}
				}
			}},
		{name: "a social worker edits too", caller: "social", method: "PUT", url: url, body: completeBody(), wantStatus: 200},
		{name: "the administrative reads but does not draft", caller: "admin", method: "PUT", url: url, body: completeBody(),
			wantStatus: http.StatusForbidden},
	})
	if after := len(p.auditOf("care-plan", id)); after != before+2 {
		t.Fatalf("%d audit rows written, want the two accepted edits'", after-before)
	}
	runScenarios(t, p.app, p.callers(), []scenario{
		{name: "a draft for nobody", caller: "nurse", method: "POST", url: "/api/care-plans", body: map[string]any{},
			wantStatus: 422, wantFields: map[string]string{"residentId": "El residente es requerido."}},
		{name: "a draft for an unknown resident", caller: "nurse", method: "POST", url: "/api/care-plans",
			body: map[string]any{"residentId": "00000000-0000-0000-0000-000000000000"}, wantStatus: 422,
			wantFields: map[string]string{"residentId": "El residente no existe."}},
	})
}

// The agreement names who agreed, how and when, and carries a signature that is a picture; the draft must
// have a reference professional and a need.
func TestCarePlanAgreementValidation(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	empty := p.newDraft(p.resident)["_id"].(string)
	url := "/api/care-plans/" + empty + "/approve"
	signed := func(change map[string]any) map[string]any {
		return map[string]any{"agreement": with(agreement(t)["agreement"].(map[string]any), change)}
	}
	approve := func(name string, body any, status int, fields map[string]string) scenario {
		return scenario{name: name, caller: "doctor", method: "POST", url: url, body: body, wantStatus: status, wantFields: fields}
	}
	runScenarios(t, p.app, p.callers(), []scenario{
		approve("an empty draft", agreement(t), 422, map[string]string{"areas": "El plan no tiene ninguna necesidad.",
			"referenceProfessional": "Indica el profesional de referencia antes de aprobar el plan."}),
	})
	p.request("PUT", "/api/care-plans/"+empty, completeBody(), p.nurse).wantStatus(http.StatusOK)
	runScenarios(t, p.app, p.callers(), []scenario{
		approve("no agreement", map[string]any{}, 422, map[string]string{"agreement.name": "Indica quién da su acuerdo.",
			"agreement.relationship": "", "agreement.date": "", "agreement.method": "", "agreement.signature": "Falta la firma."}),
		approve("a method of its own", signed(map[string]any{"method": "voz"}), 422,
			map[string]string{"agreement.method": "Indica cómo se firma: en la tableta o en papel."}),
		approve("dated tomorrow", signed(map[string]any{"date": "2026-11-21"}), 422,
			map[string]string{"agreement.date": "La fecha del acuerdo no puede ser futura."}),
		approve("a signature that is no picture", signed(map[string]any{"signature": "data:text/plain;base64,aG9sYQ=="}), 422,
			map[string]string{"agreement.signature": "La firma debe ser una imagen PNG o JPG."}),
		approve("a signature too large", signed(map[string]any{"signature": noisyPNGDataURL(t, 1500, 1300)}), 413,
			map[string]string{"agreement.signature": "La firma supera el tamaño máximo de 5 MB."}),
	})
	if plan := p.plan(empty); plan["status"] != "borrador" || plan["agreement"] != nil {
		t.Fatalf("a refused agreement changed the draft: %v", plan)
	}
	if rows := p.audit(auditOf("care-plan", "approve")); len(rows) != 0 {
		t.Fatalf("refused agreements audited: %v", rows)
	}
}
