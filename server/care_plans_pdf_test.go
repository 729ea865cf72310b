package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// The printed plan has everything an inspector or the family reads: the state and dates, the allergies, the
// assessments, the person's view, each area with who contributed, each need with its objective, dates,
// outcome and interventions with their frequency and who does them, and the agreement with the signature.
func TestCarePlanPDF(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	p.assessScore(p.resident, "braden", "2026-11-18", 10)
	draft := p.newDraft(p.resident)
	id := draft["_id"].(string)
	body := planBody(t, draft)
	body["referenceProfessional"] = "Carmen Ruiz Gómez (enfermera)"
	body["person"] = map[string]any{"biography": "Maestra en Ávila durante cuarenta años.", "preferences": "Café con leche al despertar.",
		"matters": "Que su hija Ángela la visite los domingos."}
	for _, a := range body["areas"].([]any) {
		a := a.(map[string]any)
		switch a["id"] {
		case "sanitaria":
			a["contributors"] = []any{map[string]any{"name": "Javier Ortega Lázaro", "role": "Médico"}}
			suggested := a["needs"].([]any)[0].(map[string]any)
			suggested["outcome"], suggested["outcomeNote"] = "parcial", "Enrojecimiento en el talón que cedió en dos días."
		case "ocio-participacion":
			a["contributors"] = []any{map[string]any{"name": "Lucía Peña Rivas", "role": "Trabajadora social"}}
			a["needs"] = []any{skinNeed()}
		}
	}
	p.request("PUT", "/api/care-plans/"+id, body, p.nurse).wantStatus(http.StatusOK)

	printed := p.request("GET", "/api/care-plans/"+id+"/pdf", nil, p.social).wantStatus(http.StatusOK)
	if cd := printed.Header().Get("Content-Disposition"); cd != `attachment; filename="pai_`+p.resident+`_2026-11-20.pdf"` {
		t.Fatalf("a draft's file name: %q", cd)
	}
	if text := pdfText(t, printed); !strings.Contains(text, "Borrador: pendiente del acuerdo y la firma.") {
		t.Fatalf("the draft does not say it awaits the agreement:\n%s", text)
	}

	p.later("2026-11-23T12:00")
	p.request("POST", "/api/care-plans/"+id+"/approve", agreement(t), p.doctor).wantStatus(http.StatusOK)
	p.later("2026-12-01T12:00")
	r := p.request("GET", "/api/care-plans/"+id+"/pdf", nil, p.nurse).wantStatus(http.StatusOK)
	if cd := r.Header().Get("Content-Disposition"); cd != `attachment; filename="pai_`+p.resident+`_2026-11-23.pdf"` {
		t.Fatalf("an agreed plan's file name is its agreement's day: %q", cd)
	}
	text := pdfText(t, r)
	for _, want := range []string{
		"Plan de Atención Individualizada (PAI)", "María José Núñez Peña", "Alergias: Penicilina", "Vigente",
		"Carmen Ruiz Gómez (enfermera)", "Próxima revisión", "22/05/2027", "Hipertensión.",
		"Escala de Braden", "Riesgo alto", "Maestra en Ávila durante cuarenta años.", "Café con leche al despertar.",
		"Que su hija Ángela la visite los domingos.",
		"Área sanitaria", "Javier Ortega Lázaro (Médico)", "Riesgo alto de lesiones por presión.", "Mantener la piel íntegra",
		"Escala de Braden (riesgo de úlceras por presión): 10 (Riesgo", "Valoración del equipo", "Logrado en parte", "Enrojecimiento en el talón",
		"cambios posturales cada 3 h", "cada 3 h", "Gerocultor/a", "Enfermería",
		"Área de ocio y participación", "Lucía Peña Rivas (Trabajadora social)", "caminar 10 min mañana y tarde", "11:00, 17:00",
		"Rosa Martín", "Área funcional", "Sin necesidades en esta área.", "Pendiente de revisión",
		"Acuerdo con la persona o su representante", "Ana Núñez Peña", "Hija", "Firmado en la tableta", "20/11/2026",
		"Persona medico", "Página 1 de",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the printed plan lacks %q", want)
		}
	}
	if t.Failed() {
		t.Log(text)
	}
	if !strings.Contains(r.Body.String(), "/Subtype /Image") {
		t.Error("the signature's picture is not in the document")
	}
	if rows := p.audit(auditOf("care-plan", "report")); len(rows) != 2 || rows[0].ResidentID != p.resident {
		t.Fatalf("printing is audited: %v", rows)
	}
	p.request("GET", "/api/care-plans/00000000-0000-0000-0000-000000000000/pdf", nil, p.nurse).wantStatus(http.StatusNotFound)
}
