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

	body := a.request("PUT", "/api/users/update-profile/"+nurse.ID, map[string]any{
		"name": "Carmen Ruiz", "email": "carmen@example.es", "phone": "+34 600 111 222", "specialty": "Geriatría",
	}, nurseToken).wantStatus(http.StatusOK).json()
	if body["name"] != "Carmen Ruiz" || body["specialty"] != "Geriatría" {
		t.Fatalf("profile = %v", body)
	}

	a.request("PUT", "/api/users/update-profile/"+adminID, map[string]any{"name": "Otra"}, nurseToken).
		wantStatus(http.StatusForbidden)
	a.request("PUT", "/api/users/update-profile/"+nurse.ID, map[string]any{"name": "Carmen R."}, adminToken).
		wantStatus(http.StatusOK)

	r := a.request("PUT", "/api/users/update-profile/"+nurse.ID, map[string]any{"name": "", "email": "mal"}, nurseToken).
		wantStatus(http.StatusUnprocessableEntity)
	if r.field("name") != "El nombre es obligatorio." || r.field("email") != "Correo inválido." {
		t.Fatalf("validation = %s", r.Body.String())
	}
	r = a.request("PUT", "/api/users/update-profile/"+nurse.ID, map[string]any{"name": "Carmen", "email": "lucia@example.es"}, nurseToken).
		wantStatus(http.StatusConflict)
	if r.field("email") != "Ese correo electrónico ya está en uso." {
		t.Fatalf("conflict = %s", r.Body.String())
	}
	a.request("PUT", "/api/users/update-profile/no-existe", map[string]any{"name": "X"}, adminToken).
		wantStatus(http.StatusNotFound)

	rows := a.audit(store.AuditFilter{Entity: "user", EntityID: nurse.ID, Action: "update"})
	if len(rows) != 2 || rows[0].ActorID != nurse.ID || rows[1].ActorID != adminID {
		t.Fatalf("profile audit = %+v", rows)
	}
}

func TestToggleAdministrativeKeepsTheLastAdministrator(t *testing.T) {
	a := newApp(t)
	adminToken, adminID := a.bootstrap()
	_, doctor := a.addUser("medico", store.RoleDoctor)

	r := a.request("POST", "/api/users/users-admin/"+adminID, nil, adminToken).wantStatus(http.StatusConflict)
	if r.message() != "No puedes quitarte tu propio rol administrativo." {
		t.Fatalf("message = %q", r.message())
	}
	body := a.request("POST", "/api/users/users-admin/"+doctor.ID, nil, adminToken).wantStatus(http.StatusOK).json()
	if !hasRole(body, "administrative") || !hasRole(body, "doctor") {
		t.Fatalf("doctor after grant = %v", body)
	}
	// Even with another administrator, nobody removes their own role; the other one may.
	a.request("POST", "/api/users/users-admin/"+adminID, nil, adminToken).wantStatus(http.StatusConflict)
	doctorToken := a.signin("medico", "secreta1")
	body = a.request("POST", "/api/users/users-admin/"+adminID, nil, doctorToken).wantStatus(http.StatusOK).json()
	if hasRole(body, "administrative") {
		t.Fatalf("admin after revoke = %v", body)
	}
}

func TestSearchUsersIsAccentInsensitiveAndStaffOnly(t *testing.T) {
	a := newApp(t)
	adminToken, _ := a.bootstrap()
	a.addUser("familiar", store.RoleFamily)
	data := a.request("GET", "/api/users/search?q=LUCIA", nil, adminToken).wantStatus(http.StatusOK).json()["data"].([]any)
	if len(data) != 1 || data[0].(map[string]any)["username"] != "lucia" {
		t.Fatalf("search LUCIA = %v", data)
	}
	data = a.request("GET", "/api/users/search?q=familiar", nil, adminToken).wantStatus(http.StatusOK).json()["data"].([]any)
	if len(data) != 0 {
		t.Fatalf("family accounts must not be found: %v", data)
	}
}

func TestSettings(t *testing.T) {
	a := newApp(t)
	adminToken, _ := a.bootstrap()
	nurseToken, _ := a.addUser("enfermera", store.RoleNurse)

	home := a.request("GET", "/api/settings/public", nil, "").wantStatus(http.StatusOK).json()
	if home["visitingHours"] != "10am-5pm" || home["homeName"] == "" {
		t.Fatalf("default settings = %v", home)
	}
	changed := map[string]any{"homeName": "Residencia San José", "phone": "+34 910 111 222", "email": "info@sanjose.es",
		"address": "Calle Mayor 1, Toledo", "visitingHours": "10am-5pm", "foundedYear": 1987,
		"messagingUrl": "https://wa.me/34911111111", "heroVideoUrl": "/hero.webm"}
	a.request("PUT", "/api/settings", changed, nurseToken).wantStatus(http.StatusForbidden)
	a.request("PUT", "/api/settings", changed, adminToken).wantStatus(http.StatusOK)
	if got := a.request("GET", "/api/settings/public", nil, "").json()["homeName"]; got != "Residencia San José" {
		t.Fatalf("saved home name = %v", got)
	}

	bad := map[string]any{"homeName": "", "email": "", "phone": "1", "address": "x", "visitingHours": "x", "foundedYear": 3000,
		"messagingUrl": "javascript:alert(1)", "heroVideoUrl": "https://elsewhere.example/v.mp4"}
	r := a.request("PUT", "/api/settings", bad, adminToken).wantStatus(http.StatusUnprocessableEntity)
	for _, f := range []string{"homeName", "email", "foundedYear", "messagingUrl", "heroVideoUrl"} {
		if r.field(f) == "" {
			t.Errorf("no error for %s in %s", f, r.Body.String())
		}
	}
}
