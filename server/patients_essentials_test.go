package server_test

import (
	"encoding/json"
	"net/http"
	"reflect"
	"testing"

	"amparo/store"
)

// The resident's clinical essentials (issue 29, DESIGN 16): saved on admission and on update, given back in the
// resident's answer, kept when a body leaves them out, cleared by null or "", refused with Spanish messages that
// name the field, and audited with what they replaced.
func TestResidentEssentials(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	essentials := map[string]any{
		"codeStatus": "no-rcp",
		"advanceDirectives": map[string]any{"registered": true, "date": "2024-02-10",
			"location": "Registro de Instrucciones Previas de Castilla y León", "representative": "Ana Núñez (hija)"},
		"diet": "Diabética, sin sal", "iddsiLevel": 4, "mobilityAid": "andador", "isolation": "Contacto (SARM)",
	}
	body := with(validResident("Rosa Gil Prieto"), essentials)
	created := a.createResident(admin, body)
	id := created["_id"].(string)

	got := a.request("GET", "/api/patients/"+id, nil, nurse).wantStatus(http.StatusOK).json()
	for field, want := range map[string]any{"codeStatus": "no-rcp", "diet": "Diabética, sin sal", "iddsiLevel": float64(4),
		"mobilityAid": "andador", "isolation": "Contacto (SARM)"} {
		if got[field] != want {
			t.Errorf("%s = %v, want %v", field, got[field], want)
		}
	}
	wantDirectives := map[string]any{"registered": true, "date": "2024-02-10",
		"location": "Registro de Instrucciones Previas de Castilla y León", "representative": "Ana Núñez (hija)"}
	if !reflect.DeepEqual(got["advanceDirectives"], wantDirectives) {
		t.Errorf("advanceDirectives = %v, want %v", got["advanceDirectives"], wantDirectives)
	}

	// A body without them (an older client) keeps every one.
	bare := with(body, map[string]any{"password": nil, "confirmPassword": nil})
	for field := range essentials {
		delete(bare, field)
	}
	kept := a.request("PUT", "/api/patients/"+id, bare, admin).wantStatus(http.StatusOK).json()
	if kept["codeStatus"] != "no-rcp" || kept["iddsiLevel"] != float64(4) || !reflect.DeepEqual(kept["advanceDirectives"], wantDirectives) {
		t.Errorf("left out, then: codeStatus %v, iddsiLevel %v, advanceDirectives %v", kept["codeStatus"], kept["iddsiLevel"], kept["advanceDirectives"])
	}

	// null and "" clear them; directives no longer registered lose their date and place, not their representative.
	a.request("PUT", "/api/patients/"+id, with(bare, map[string]any{"codeStatus": "", "iddsiLevel": json.RawMessage("null"), "diet": "",
		"advanceDirectives": map[string]any{"registered": false, "date": "2024-02-10", "location": "Notaría", "representative": "Ana"}}),
		admin).wantStatus(http.StatusOK)
	after := a.request("GET", "/api/patients/"+id, nil, nurse).json()
	if after["codeStatus"] != nil || after["iddsiLevel"] != nil || after["diet"] != "" || after["mobilityAid"] != "andador" {
		t.Errorf("cleared: codeStatus %v, iddsiLevel %v, diet %q, mobilityAid %v", after["codeStatus"], after["iddsiLevel"], after["diet"], after["mobilityAid"])
	}
	if d := after["advanceDirectives"]; !reflect.DeepEqual(d, map[string]any{"registered": false, "date": nil, "location": "", "representative": "Ana"}) {
		t.Errorf("advanceDirectives not registered = %v", d)
	}
	// The update's audit row keeps what it replaced.
	rows := a.audit(store.AuditFilter{Entity: "resident", EntityID: id, Action: "update"})
	if len(rows) != 2 {
		t.Fatalf("%d update rows, want 2", len(rows))
	}
	var detail struct{ Before store.Resident }
	if err := json.Unmarshal([]byte(rows[1].Detail), &detail); err != nil {
		t.Fatal(err)
	}
	if detail.Before.Essentials.CodeStatus != store.CodeStatusNoCPR {
		t.Errorf("the last update's audit row keeps %v as the code status before, want no-rcp", detail.Before.Essentials.CodeStatus)
	}

	// Refusals name their field, in Spanish, and change nothing.
	for _, tc := range []struct {
		change  map[string]any
		field   string
		message string
	}{
		{map[string]any{"codeStatus": "dnr"}, "codeStatus", "Elige el estado de reanimación de la lista."},
		{map[string]any{"iddsiLevel": 8}, "iddsiLevel", "Elige un nivel IDDSI del 0 al 7."},
		{map[string]any{"iddsiLevel": -1}, "iddsiLevel", "Elige un nivel IDDSI del 0 al 7."},
		{map[string]any{"mobilityAid": "patinete"}, "mobilityAid", "Elige la ayuda para moverse de la lista."},
		{map[string]any{"advanceDirectives": map[string]any{"registered": true, "date": "2026-12-01"}}, "advanceDirectives.date",
			"La fecha de las instrucciones previas no puede ser posterior a hoy."},
		{map[string]any{"advanceDirectives": map[string]any{"registered": true, "date": "10/02/2024"}}, "advanceDirectives.date", "Fecha no válida."},
		{map[string]any{"diet": string(make([]byte, 201))}, "diet", "Es demasiado largo (máximo 200 caracteres)."},
	} {
		r := a.request("PUT", "/api/patients/"+id, with(bare, tc.change), admin).wantStatus(http.StatusUnprocessableEntity)
		if got := r.field(tc.field); got != tc.message {
			t.Errorf("%v: %s = %q, want %q", tc.change, tc.field, got, tc.message)
		}
	}
	if still := a.request("GET", "/api/patients/"+id, nil, nurse).json(); still["mobilityAid"] != "andador" {
		t.Errorf("a refused save changed mobilityAid to %v", still["mobilityAid"])
	}
}
