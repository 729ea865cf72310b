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
	who := callers{"admin": admin, "nurse": nurse}

	runScenarios(t, a, who, []scenario{
		{name: "a blank name", caller: "admin", method: "POST", url: "/api/areas", body: map[string]any{"name": "  ", "description": "x"},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"name": "El nombre del área es obligatorio."}},
	})
	id := a.request("POST", "/api/areas", map[string]any{"name": "Planta baja", "description": "Junto al jardín"}, admin).
		wantStatus(http.StatusCreated).json()["_id"].(string)
	resident := a.createResident(admin, validResident("Ana Gil"))
	rid := resident["_id"].(string)
	assign := "/api/areas/" + id + "/patients/" + rid
	runScenarios(t, a, who, []scenario{
		{name: "a name in other case is taken", caller: "admin", method: "POST", url: "/api/areas", body: map[string]any{"name": "planta BAJA"},
			wantStatus: http.StatusConflict, wantFields: map[string]string{"name": "Ya existe un área con ese nombre."}},
		{name: "rename", caller: "admin", method: "PUT", url: "/api/areas/" + id, body: map[string]any{"name": "Planta 0", "description": ""},
			wantStatus: http.StatusOK, wantJSON: map[string]any{"name": "Planta 0"}},
		{name: "rename an unknown one", caller: "admin", method: "PUT", url: "/api/areas/no-existe", body: map[string]any{"name": "X"},
			wantStatus: http.StatusNotFound},
		{name: "the nurse does not assign", caller: "nurse", method: "POST", url: assign, wantStatus: http.StatusForbidden},
		{name: "assign", caller: "admin", method: "POST", url: assign, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"area": id, "areaName": "Planta 0"}},
		{name: "assign to an unknown one", caller: "admin", method: "POST", url: "/api/areas/no-existe/patients/" + rid,
			wantStatus: http.StatusNotFound},
		{name: "saving the form without an area keeps it", caller: "admin", method: "PUT", url: "/api/patients/" + rid,
			body: with(validResident("Ana Gil"), map[string]any{"password": "", "confirmPassword": "", "username": resident["username"],
				"room": resident["room"], "socialSecurity": resident["socialSecurity"]}),
			wantStatus: http.StatusOK, wantJSON: map[string]any{"area": id}},
		{name: "listed with its count", caller: "nurse", method: "GET", url: "/api/areas", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if list := r.jsonArray(); len(list) != 1 || list[0].(map[string]any)["patientCount"] != float64(1) {
					t.Fatalf("areas = %v", list)
				}
			}},
	})

	other := a.request("POST", "/api/areas", map[string]any{"name": "Primera planta"}, admin).json()["_id"].(string)
	runScenarios(t, a, who, []scenario{
		{name: "not in the other area", caller: "admin", method: "DELETE", url: "/api/areas/" + other + "/patients/" + rid,
			wantStatus: http.StatusNotFound},
		{name: "take out of the area", caller: "admin", method: "DELETE", url: assign, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"area": nil}},
		{name: "assign again", caller: "admin", method: "POST", url: assign, wantStatus: http.StatusOK},
		{name: "the nurse does not delete", caller: "nurse", method: "DELETE", url: "/api/areas/" + id, wantStatus: http.StatusForbidden},
		{name: "delete", caller: "admin", method: "DELETE", url: "/api/areas/" + id, wantStatus: http.StatusOK},
		{name: "its resident is left without an area", caller: "admin", method: "GET", url: "/api/patients/" + rid,
			wantStatus: http.StatusOK, wantJSON: map[string]any{"area": nil}},
	})
	if rows := a.audit(store.AuditFilter{Entity: "area", EntityID: id}); len(rows) != 3 {
		t.Fatalf("area audit rows = %d, want create, update, delete", len(rows))
	}
}
