package server_test

import (
	"net/http"
	"testing"

	"amparo/store"
)

func TestNotificationsAreOnlyTheirOwnersToRead(t *testing.T) {
	a := newApp(t)
	admin, adminID := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	a.request("POST", "/api/medications", with(validMedication("Digoxina"), map[string]any{"stock": 1, "minimumStock": 5}), admin).
		wantStatus(http.StatusCreated)

	mine := a.request("GET", "/api/notifications/user/"+nurseUser.ID, nil, nurse).wantStatus(http.StatusOK).jsonArray()
	if len(mine) != 1 {
		t.Fatalf("nurse notifications = %v", mine)
	}
	n := mine[0].(map[string]any)
	if n["title"] != "Stock bajo: Digoxina" || n["read"] != false || n["options"].(map[string]any)["body"] == "" {
		t.Fatalf("notification = %v", n)
	}
	read := "/api/notifications/" + n["id"].(string) + "/read"
	runScenarios(t, a, callers{"admin": admin, "nurse": nurse}, []scenario{
		{name: "not the administrator's list", caller: "admin", method: "GET", url: "/api/notifications/user/" + nurseUser.ID,
			wantStatus: http.StatusForbidden},
		{name: "not the administrator's to mark", caller: "admin", method: "PATCH", url: read, wantStatus: http.StatusNotFound},
		{name: "its owner marks it read", caller: "nurse", method: "PATCH", url: read, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"read": true}},
		{name: "the administrator's own copy stays unread", caller: "admin", method: "GET",
			url: "/api/notifications/user/" + adminID, wantStatus: http.StatusOK, after: func(t *testing.T, r response) {
				if got := r.jsonArray(); len(got) != 1 || got[0].(map[string]any)["read"] != false {
					t.Fatalf("the admin's own copy = %v", got)
				}
			}},
	})
}
