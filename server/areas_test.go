package server_test

import (
	"net/http"
	"testing"

	"amparo/store"
)

func TestAreas(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)

	r := a.request("POST", "/api/areas", map[string]any{"name": "  ", "description": "x"}, admin).wantStatus(http.StatusUnprocessableEntity)
	if r.field("name") != "El nombre del área es obligatorio." {
		t.Fatalf("blank name = %s", r.Body.String())
	}
	area := a.request("POST", "/api/areas", map[string]any{"name": "Planta baja", "description": "Junto al jardín"}, admin).
		wantStatus(http.StatusCreated).json()
	id := area["_id"].(string)
	r = a.request("POST", "/api/areas", map[string]any{"name": "planta BAJA"}, admin).wantStatus(http.StatusConflict)
	if r.field("name") != "Ya existe un área con ese nombre." {
		t.Fatalf("duplicate = %s", r.Body.String())
	}
	renamed := a.request("PUT", "/api/areas/"+id, map[string]any{"name": "Planta 0", "description": ""}, admin).wantStatus(http.StatusOK).json()
	if renamed["name"] != "Planta 0" {
		t.Fatalf("renamed = %v", renamed)
	}
	a.request("PUT", "/api/areas/no-existe", map[string]any{"name": "X"}, admin).wantStatus(http.StatusNotFound)

	resident := a.createResident(admin, validResident("Ana Gil"))
	rid := resident["_id"].(string)
	a.request("POST", "/api/areas/"+id+"/patients/"+rid, nil, nurse).wantStatus(http.StatusForbidden)
	moved := a.request("POST", "/api/areas/"+id+"/patients/"+rid, nil, admin).wantStatus(http.StatusOK).json()
	if moved["area"] != id || moved["areaName"] != "Planta 0" {
		t.Fatalf("assigned = %v", moved)
	}
	a.request("POST", "/api/areas/no-existe/patients/"+rid, nil, admin).wantStatus(http.StatusNotFound)
	kept := a.request("PUT", "/api/patients/"+rid, with(validResident("Ana Gil"), map[string]any{
		"password": "", "confirmPassword": "", "username": resident["username"], "room": resident["room"],
		"socialSecurity": resident["socialSecurity"]}), admin).wantStatus(http.StatusOK).json()
	if kept["area"] != id {
		t.Fatalf("saving the form without an area must keep it: %v", kept["area"])
	}
	list := a.request("GET", "/api/areas", nil, nurse).wantStatus(http.StatusOK)
	var areas []map[string]any
	for _, v := range list.jsonArray() {
		areas = append(areas, v.(map[string]any))
	}
	if len(areas) != 1 || areas[0]["patientCount"] != float64(1) {
		t.Fatalf("areas = %v", areas)
	}

	other := a.request("POST", "/api/areas", map[string]any{"name": "Primera planta"}, admin).json()["_id"].(string)
	a.request("DELETE", "/api/areas/"+other+"/patients/"+rid, nil, admin).wantStatus(http.StatusNotFound)
	removed := a.request("DELETE", "/api/areas/"+id+"/patients/"+rid, nil, admin).wantStatus(http.StatusOK).json()
	if removed["area"] != nil {
		t.Fatalf("removed = %v", removed)
	}

	a.request("POST", "/api/areas/"+id+"/patients/"+rid, nil, admin).wantStatus(http.StatusOK)
	a.request("DELETE", "/api/areas/"+id, nil, nurse).wantStatus(http.StatusForbidden)
	a.request("DELETE", "/api/areas/"+id, nil, admin).wantStatus(http.StatusOK)
	if got := a.request("GET", "/api/patients/"+rid, nil, admin).json()["area"]; got != nil {
		t.Fatalf("after deleting its area the resident has area %v", got)
	}
	if rows := a.audit(store.AuditFilter{Entity: "area", EntityID: id}); len(rows) != 3 {
		t.Fatalf("area audit rows = %d, want create, update, delete", len(rows))
	}
}
