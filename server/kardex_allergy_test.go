package server_test

import (
	"net/http"
	"strings"
	"testing"

	"amparo/store"
)

// The allergy classes over the API (DESIGN 9): the inventory's ATC code and active ingredient, the Kardex's
// refusal by group, the cross-reactivity warning the doctor confirms, and GET /kardex/allergy-check, which
// answers the same for the form before saving. The resident of newMarApp is allergic to «Penicilina».
func TestKardexAllergyGroups(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	medication := func(name string, fields map[string]any) string {
		return m.request("POST", "/api/medications", with(validMedication(name), fields), m.admin).
			wantStatus(http.StatusCreated).text("_id")
	}
	amoxicillin := medication("Amoxicilina", nil)
	clamoxyl := medication("Clamoxyl", map[string]any{"atcCode": " j01ca04 "})
	ceftriaxone := medication("Ceftriaxona", map[string]any{"activeIngredient": "ceftriaxona", "atcCode": "J01DD04"})
	body := func(override any, meds ...string) map[string]any {
		entries := []map[string]any{m.entry("08:00")}
		for _, med := range meds {
			entries = append(entries, with(m.entry("08:00"), map[string]any{"medication": med}))
		}
		out := map[string]any{"patientId": m.resident, "entries": entries}
		if override != nil {
			out["allergyOverride"] = override
		}
		return out
	}
	check := func(query string) string { return "/api/kardex/allergy-check?residentId=" + m.resident + "&" + query }
	var confirmed string
	runScenarios(t, m.app, m.callers(), []scenario{
		// The inventory keeps the code as the WHO writes it, and refuses what is no ATC code.
		{name: "the ATC code is kept upper case", caller: "nurse", method: "GET", url: "/api/medications/all",
			wantStatus: http.StatusOK, wantContent: []string{`"name":"Clamoxyl","activeIngredient":"","atcCode":"J01CA04"`}},
		{name: "an ATC code that is none", caller: "admin", method: "POST", url: "/api/medications",
			body: with(validMedication("Raro"), map[string]any{"atcCode": "J1CA04"}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"atcCode": "El código ATC no es válido (por ejemplo, J01CA04)."}},
		{name: "an edit keeps what it is sent", caller: "admin", method: "PUT", url: "/api/medications/" + clamoxyl,
			body:       with(validMedication("Clamoxyl"), map[string]any{"atcCode": "J01CA04", "activeIngredient": "amoxicilina"}),
			wantStatus: http.StatusOK, wantJSON: map[string]any{"atcCode": "J01CA04", "activeIngredient": "amoxicilina"}},

		// The Kardex: a penicillin for «Penicilina» is refused by its group, by name or by ATC code.
		{name: "amoxicilina for «Penicilina»", caller: "doctor", method: "POST", url: "/api/kardex", body: body(nil, amoxicillin),
			wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"entries.1.medication": "Alergia registrada: Penicilina (grupo penicilinas: amoxicilina)."},
			notContent: []string{"entries.0.medication"}},
		{name: "a cephalosporin is a warning beside it", caller: "doctor", method: "POST", url: "/api/kardex",
			body: body(nil, clamoxyl, ceftriaxone), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"entries.1.medication": "Alergia registrada: Penicilina (grupo penicilinas: amoxicilina).",
				"entries.2.medication": "Posible reacción cruzada: Penicilina y cefalosporinas."}},
		{name: "a refusal still needs the reason", caller: "doctor", method: "POST", url: "/api/kardex",
			body: body(map[string]any{"reason": ""}, amoxicillin, ceftriaxone), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"allergyOverride.reason": "Explique por qué se prescribe pese a la alergia."}},
		{name: "a warning alone is confirmed without a reason", caller: "doctor", method: "POST", url: "/api/kardex",
			body: body(map[string]any{}, ceftriaxone), wantStatus: http.StatusCreated,
			after: func(t *testing.T, r response) { confirmed = r.text("_id") }},
		{name: "the refusal with its reason", caller: "doctor", method: "POST", url: "/api/kardex",
			body: body(map[string]any{"reason": "Desensibilización pautada."}, amoxicillin), wantStatus: http.StatusCreated},

		// The check before saving answers the same, to the prescriber only.
		{name: "the form's check: a group", caller: "doctor", method: "GET", url: check("medicationId=" + clamoxyl),
			wantStatus: http.StatusOK, wantContent: []string{`"allergy":"Penicilina","group":"penicilinas","member":"amoxicilina"`,
				`"message":"Alergia registrada: Penicilina (grupo penicilinas: amoxicilina)."`}, notContent: []string{"crossReactivity"}},
		{name: "the form's check: a warning", caller: "doctor", method: "GET", url: check("medicationId=" + ceftriaxone),
			wantStatus: http.StatusOK, wantContent: []string{`"crossReactivity":true`,
				`"message":"Posible reacción cruzada: Penicilina y cefalosporinas."`}},
		{name: "the form's check: nothing", caller: "doctor", method: "GET", url: check("medicationId=" + m.med),
			wantStatus: http.StatusOK, wantJSON: map[string]any{"finding": nil}},
		{name: "the form's check: the own supply by name", caller: "doctor", method: "GET", url: check("medicationName=Ampicilina%20500"),
			wantStatus: http.StatusOK, wantContent: []string{`"message":"Alergia registrada: Penicilina (grupo penicilinas: ampicilina)."`}},
		{name: "the form's check needs a medication", caller: "doctor", method: "GET", url: check(""),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"medicationId": "Seleccione el medicamento."}},
		{name: "the form's check of a medication that is not there", caller: "doctor", method: "GET", url: check("medicationId=nada"),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"medicationId": "Seleccione el medicamento."}},
		{name: "the form's check needs the resident", caller: "doctor", method: "GET", url: "/api/kardex/allergy-check?medicationId=" + m.med,
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"residentId": "El residente es requerido."}},
		{name: "the nurse does not prescribe", caller: "nurse", method: "GET", url: check("medicationId=" + clamoxyl),
			wantStatus: http.StatusForbidden},
	})
	audit := m.audit(store.AuditFilter{Entity: "kardex", EntityID: confirmed})
	if len(audit) != 1 || !strings.Contains(audit[0].Detail, `"message":"Posible reacción cruzada: Penicilina y cefalosporinas."`) {
		t.Fatalf("the confirmed warning is audited: %+v", audit)
	}
	// SPEC's dose call still gives from the confirmed Kardex.
	m.request("POST", "/api/kardex/dose", map[string]any{"kardexId": confirmed, "medication": ceftriaxone,
		"doseDate": "2026-11-20", "doseTime": "08:05"}, m.nurse).wantStatus(http.StatusCreated)
}
