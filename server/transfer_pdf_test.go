package server_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"amparo/store"
)

// The hospital transfer sheet (issue 29, DESIGN 16) of a resident with every field recorded, read back as text:
// who they are and whom to call, why they go, code status and advance directives, baseline function and
// cognition, the last vital signs with their time, diagnoses, the medication in force with the last dose of each,
// allergies, isolation, devices and restraints. It is audited as a disclosure; a social worker may not print it.
func TestTheTransferSheetCarriesWhatTheHospitalNeeds(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T07:30")
	body := with(validResident("María José Núñez Peña"), map[string]any{"password": nil, "confirmPassword": nil,
		"username": "familia-traslado", "codeStatus": "no-intubar", "diet": "Diabética, sin sal", "iddsiLevel": 5,
		"mobilityAid": "andador", "isolation": "Contacto (SARM)",
		"advanceDirectives": map[string]any{"registered": true, "date": "2024-02-10", "location": "Registro de Castilla y León",
			"representative": "Ana Núñez (hija)"}})
	p.request("PUT", "/api/patients/"+p.resident, body, p.admin).wantStatus(http.StatusOK)
	kardex, ids := p.prescribe(p.resident, p.entry("08:00", "20:00"),
		with(p.entry("09:00"), map[string]any{"date": "2026-10-01", "endDate": "2026-11-10", "dose": "Retirado"}))
	p.give(p.nurse, kardex, ids[0], "2026-11-20T08:00").wantStatus(http.StatusCreated)
	p.request("POST", "/api/vitalsigns", map[string]any{"residentId": p.resident, "date": "2026-11-20", "time": "07:45",
		"vitalSigns": map[string]any{"systolicPressure": 142, "diastolicPressure": 81, "temperature": 37.9, "oxygenSaturation": 93}},
		p.nurse).wantStatus(http.StatusCreated)
	p.assessScore(p.resident, "barthel", "2026-11-01", 45)
	p.assessScore(p.resident, "pfeiffer", "2026-11-02", 5)
	p.restraintIn(t, restraintOrder(p.resident))
	p.clock.set(madrid(t, "2026-11-20T09:30"))

	sheet := "/api/patients/" + p.resident + "/transfer/pdf?reason=" + url.QueryEscape("Caída en el baño con dolor en la cadera derecha")
	p.request("GET", sheet, nil, p.social).wantStatus(http.StatusForbidden)
	r := p.request("GET", sheet, nil, p.nurse).wantStatus(http.StatusOK)
	if got := r.Header().Get("Content-Disposition"); !strings.Contains(got, "traslado_"+p.resident+"_2026-11-20.pdf") {
		t.Fatalf("file name: %s", got)
	}
	text := pdfText(t, r)
	for _, want := range []string{
		"Hoja de traslado al hospital", "Alergias: Penicilina", "Reanimación: No intubar", "Aislamiento: Contacto (SARM)",
		"Caída en el baño con dolor en la cadera derecha",
		"María José Núñez Peña", "14/05/1940 (86 años)", "Mujer", "Ana Núñez (hija)", "+34 600 111 222", "Luis Núñez · hijo",
		"Registradas · el 10/02/2024 · Registro de Castilla y León",
		"Función (Barthel)", "45 ·", "Cognición (Pfeiffer)", "5 ·", "Andador", "Diabética, sin sal", "IDDSI 5 · Picado y húmedo",
		"Últimas constantes", "20/11/2026 · 07:45", "37,9", "93",
		"Hipertensión.",
		"Enalapril 10 mg", "08:00 y 20:00", "20/11/2026 07:30", // given at 07:30, when the clock said so
		"Andador", "Cinturón abdominal de silla",
		"Persona enfermera",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet lacks %q", want)
		}
	}
	if strings.Contains(text, "Retirado") {
		t.Error("an entry that ended on 10/11 is not current medication")
	}
	rows := p.audit(store.AuditFilter{Entity: "transfer-sheet", Action: "disclose"})
	if len(rows) != 1 || rows[0].ResidentID != p.resident || !strings.Contains(rows[0].Detail, "Caída en el baño") {
		t.Fatalf("the disclosure's audit: %+v", rows)
	}
	long := strings.Repeat("x", 2001)
	p.request("GET", "/api/patients/"+p.resident+"/transfer/pdf?reason="+long, nil, p.nurse).wantStatus(http.StatusUnprocessableEntity)
}
