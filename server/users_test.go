package server_test

import (
	"net/http"
	"testing"

	"amparo/store"
)

func TestUpdateProfile(t *testing.T) {
	a := newApp(t)
	adminToken, adminID := a.bootstrap()
	nurseToken, nurse := a.addUser("enfermera", store.RoleNurse)
	mine := "/api/users/update-profile/" + nurse.ID

	runScenarios(t, a, callers{"admin": adminToken, "nurse": nurseToken}, []scenario{
		{name: "one's own", caller: "nurse", method: "PUT", url: mine, body: map[string]any{
			"name": "Carmen Ruiz", "email": "carmen@example.es", "phone": "+34 600 111 222", "specialty": "Geriatría"},
			wantStatus: http.StatusOK, wantJSON: map[string]any{"name": "Carmen Ruiz", "specialty": "Geriatría"}},
		{name: "not another's", caller: "nurse", method: "PUT", url: "/api/users/update-profile/" + adminID,
			body: map[string]any{"name": "Otra"}, wantStatus: http.StatusForbidden},
		{name: "the administrator edits any", caller: "admin", method: "PUT", url: mine, body: map[string]any{"name": "Carmen R."},
			wantStatus: http.StatusOK},
		{name: "validation", caller: "nurse", method: "PUT", url: mine, body: map[string]any{"name": "", "email": "mal"},
			wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"name": "El nombre es obligatorio.", "email": "Correo inválido."}},
		{name: "a taken e-mail", caller: "nurse", method: "PUT", url: mine, body: map[string]any{"name": "Carmen", "email": "lucia@example.es"},
			wantStatus: http.StatusConflict, wantFields: map[string]string{"email": "Ese correo electrónico ya está en uso."}},
		{name: "an unknown account", caller: "admin", method: "PUT", url: "/api/users/update-profile/no-existe",
			body: map[string]any{"name": "X"}, wantStatus: http.StatusNotFound},
	})

	rows := a.audit(store.AuditFilter{Entity: "user", EntityID: nurse.ID, Action: "update"})
	if len(rows) != 2 || rows[0].ActorID != nurse.ID || rows[1].ActorID != adminID {
		t.Fatalf("profile audit = %+v", rows)
	}
}

func TestToggleAdministrativeKeepsTheLastAdministrator(t *testing.T) {
	a := newApp(t)
	adminToken, adminID := a.bootstrap()
	_, doctor := a.addUser("medico", store.RoleDoctor)
	who := callers{"admin": adminToken}
	ownRole := "No puedes quitarte tu propio rol administrativo."

	runScenarios(t, a, who, []scenario{
		{name: "not one's own", caller: "admin", method: "POST", url: "/api/users/users-admin/" + adminID,
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": ownRole}},
		{name: "grant", caller: "admin", method: "POST", url: "/api/users/users-admin/" + doctor.ID, wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if body := r.json(); !hasRole(body, "administrative") || !hasRole(body, "doctor") {
					t.Fatalf("doctor after grant = %v", body)
				}
			}},
		// Even with another administrator, nobody removes their own role; the other one may.
		{name: "still not one's own", caller: "admin", method: "POST", url: "/api/users/users-admin/" + adminID,
			wantStatus: http.StatusConflict},
	})
	who["doctor"] = a.signin("medico", "secreta1")
	runScenarios(t, a, who, []scenario{
		{name: "the other administrator revokes it", caller: "doctor", method: "POST", url: "/api/users/users-admin/" + adminID,
			wantStatus: http.StatusOK, after: func(t *testing.T, r response) {
				if body := r.json(); hasRole(body, "administrative") {
					t.Fatalf("admin after revoke = %v", body)
				}
			}},
	})
}

func TestSearchUsersIsAccentInsensitiveAndStaffOnly(t *testing.T) {
	a := newApp(t)
	adminToken, _ := a.bootstrap()
	a.addUser("familiar", store.RoleFamily)
	runScenarios(t, a, callers{"admin": adminToken}, []scenario{
		{name: "accents and case folded", caller: "admin", method: "GET", url: "/api/users/search?q=LUCIA", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if data := r.json()["data"].([]any); len(data) != 1 || data[0].(map[string]any)["username"] != "lucia" {
					t.Fatalf("search LUCIA = %v", data)
				}
			}},
		{name: "no family accounts", caller: "admin", method: "GET", url: "/api/users/search?q=familiar", wantStatus: http.StatusOK,
			wantJSON: map[string]any{"data": []any{}}},
	})
}

func TestSettings(t *testing.T) {
	a := newApp(t)
	adminToken, _ := a.bootstrap()
	nurseToken, _ := a.addUser("enfermera", store.RoleNurse)
	changed := map[string]any{"homeName": "Residencia San José", "phone": "+34 910 111 222", "email": "info@sanjose.es",
		"address": "Calle Mayor 1, Toledo", "visitingHours": "10am-5pm", "foundedYear": 1987,
		"messagingUrl": "https://wa.me/34911111111", "heroVideoUrl": "/hero.webm"}
	bad := map[string]any{"homeName": "", "email": "", "phone": "1", "address": "x", "visitingHours": "x", "foundedYear": 3000,
		"messagingUrl": "javascript:alert(1)", "heroVideoUrl": "https://elsewhere.example/v.mp4"}

	runScenarios(t, a, callers{"admin": adminToken, "nurse": nurseToken}, []scenario{
		{name: "defaults, without a session", method: "GET", url: "/api/settings/public", wantStatus: http.StatusOK,
			wantJSON: map[string]any{"visitingHours": "10am-5pm"}, notContent: []string{`"homeName":""`}},
		{name: "not the nurse's to change", caller: "nurse", method: "PUT", url: "/api/settings", body: changed,
			wantStatus: http.StatusForbidden},
		{name: "the administrator changes them", caller: "admin", method: "PUT", url: "/api/settings", body: changed,
			wantStatus: http.StatusOK},
		{name: "saved", method: "GET", url: "/api/settings/public", wantStatus: http.StatusOK,
			wantJSON: map[string]any{"homeName": "Residencia San José"}},
		{name: "validation", caller: "admin", method: "PUT", url: "/api/settings", body: bad, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"homeName": "", "email": "", "foundedYear": "", "messagingUrl": "", "heroVideoUrl": ""}},
	})
}
