package server_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"amparo/store"
)

// The care plan's test home: the medication round's (a doctor, a nurse, a social worker, an administrator and
// María José Núñez Peña, admitted on 02/03/2026) on Madrid's clock, with answers that reach any score of a scale.
type planApp struct {
	*marApp
	scales map[string]scaleDoc
}

func newPlanApp(t *testing.T, now string) *planApp { return planAppOn(t, newMarApp(t, now)) }

// planAppOn is the care plan's test home on a medication round's test home.
func planAppOn(t *testing.T, m *marApp) *planApp {
	p := &planApp{marApp: m, scales: map[string]scaleDoc{}}
	for _, sc := range fetchScales(t, m.app, m.nurse) {
		p.scales[sc.ID] = sc
	}
	return p
}

// later moves the clock to a moment months ahead and signs everyone in again (sessions last 30 days).
func (p *planApp) later(now string) {
	p.t.Helper()
	p.clock.set(madrid(p.t, now))
	p.admin, p.nurse, p.doctor, p.social = p.longSession("lucia"), p.longSession("enfermera"), p.longSession("medico"),
		p.longSession("social")
}

// assessScore records, as the nurse, an assessment of the scale scoring exactly score, and answers its id.
func (p *planApp) assessScore(resident, scale, date string, score int) string {
	p.t.Helper()
	answers, ok := reachable(p.scales[scale])[score]
	if !ok {
		p.t.Fatalf("%s cannot score %d", scale, score)
	}
	got := p.request("POST", "/api/assessments", assessmentBody(resident, scale, date, answers), p.nurse).
		wantStatus(http.StatusCreated).json()
	if got["score"] != float64(score) {
		p.t.Fatalf("%s scored %v, want %d", scale, got["score"], score)
	}
	return got["_id"].(string)
}

// newDraft starts a draft as the nurse and answers it.
func (p *planApp) newDraft(resident string) map[string]any {
	p.t.Helper()
	return p.request("POST", "/api/care-plans", map[string]any{"residentId": resident}, p.nurse).
		wantStatus(http.StatusCreated).json()
}

// plan reads a plan as the social worker.
func (p *planApp) plan(id string) map[string]any {
	p.t.Helper()
	return p.request("GET", "/api/care-plans/"+id, nil, p.social).wantStatus(http.StatusOK).json()
}

// area is the plan's area of that id.
func area(t testing.TB, plan map[string]any, id string) map[string]any {
	t.Helper()
	for _, a := range objects(plan["areas"].([]any)) {
		if a["id"] == id {
			return a
		}
	}
	t.Fatalf("no area %s in %v", id, plan["areas"])
	return nil
}

// needs are an area's needs.
func needs(t testing.TB, plan map[string]any, areaID string) []map[string]any {
	t.Helper()
	return objects(area(t, plan, areaID)["needs"].([]any))
}

// planBody is what a plan's PUT sends back: its person, reference professional and areas as answered.
func planBody(t testing.TB, plan map[string]any) map[string]any {
	t.Helper()
	var body map[string]any
	raw, err := json.Marshal(map[string]any{"person": plan["person"], "referenceProfessional": plan["referenceProfessional"],
		"areas": plan["areas"]})
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatal(err)
	}
	return body
}

// skinNeed is a need the team writes, with two interventions: every 3 hours, and at two times of day.
func skinNeed() map[string]any {
	return map[string]any{"text": "Riesgo de lesiones por presión en sacro.", "objective": "Piel íntegra en la revisión.",
		"startDate": "2026-11-20", "reviewDate": "2027-02-20", "outcome": nil, "outcomeNote": "",
		"interventions": []any{
			map[string]any{"text": "Cambios posturales.", "frequency": "cambios posturales cada 3 h", "everyHours": 3,
				"times": []any{}, "role": "Gerocultor/a", "responsible": ""},
			map[string]any{"text": "Caminar con el andador.", "frequency": "caminar 10 min mañana y tarde", "everyHours": nil,
				"times": []any{"17:00", "11:00"}, "role": "Gerocultor/a", "responsible": "Rosa Martín"},
		}}
}

// completeBody is a draft's body ready to be agreed: a reference professional, contributors and a need.
func completeBody() map[string]any {
	return map[string]any{
		"person": map[string]any{"biography": "Maestra jubilada, nacida en Ávila.", "preferences": "Ducha por la tarde.",
			"matters": "Ver a sus nietos los domingos."},
		"referenceProfessional": "Carmen Ruiz (enfermera)",
		"areas": []any{map[string]any{"id": "sanitaria", "contributors": []any{
			map[string]any{"name": "Javier Ortega", "role": "Médico"}, map[string]any{"name": "Carmen Ruiz", "role": "Enfermera"}},
			"needs": []any{skinNeed()}}},
	}
}

// agreement is an agreement signed on the tablet, on the day of the fixtures.
func agreement(t testing.TB) map[string]any {
	return map[string]any{"agreement": map[string]any{"name": "Ana Núñez Peña", "relationship": "Hija", "date": "2026-11-20",
		"method": "tableta", "signature": pngDataURL(t, 120, 40)}}
}

// agreedPlan drafts a complete plan for the resident as the nurse and has the doctor approve it; it answers
// the approved plan.
func (p *planApp) agreedPlan(resident string) map[string]any {
	p.t.Helper()
	id := p.newDraft(resident)["_id"].(string)
	p.request("PUT", "/api/care-plans/"+id, completeBody(), p.nurse).wantStatus(http.StatusOK)
	return p.request("POST", "/api/care-plans/"+id+"/approve", agreement(p.t), p.doctor).wantStatus(http.StatusOK).json()
}

// status is the resident's row of GET /care-plans/status.
func (p *planApp) status(resident string) map[string]any {
	p.t.Helper()
	for _, row := range objects(p.request("GET", "/api/care-plans/status", nil, p.nurse).wantStatus(http.StatusOK).jsonArray()) {
		if row["residentId"] == resident {
			return row
		}
	}
	p.t.Fatalf("no status row for %s", resident)
	return nil
}

// carePlanAlerts are the careplan-due alerts, open and acknowledged.
func (p *planApp) carePlanAlerts() []map[string]any {
	p.t.Helper()
	var out []map[string]any
	for _, status := range []string{"open", "acknowledged"} {
		for _, a := range objects(p.request("GET", "/api/alerts?status="+status, nil, p.nurse).wantStatus(http.StatusOK).jsonArray()) {
			if a["kind"] == "careplan-due" {
				out = append(out, a)
			}
		}
	}
	return out
}

// admit admits a resident on a day and answers their id.
func (p *planApp) admit(name, day string) string {
	p.t.Helper()
	return p.createResident(p.admin, with(validResident(name), map[string]any{"admissionDate": day}))["_id"].(string)
}

func (p *planApp) auditOf(entity, id string) []store.AuditRow {
	return p.audit(store.AuditFilter{Entity: entity, EntityID: id})
}
