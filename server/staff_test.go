package server_test

import (
	"net/http"
	"testing"

	"amparo/store"
)

func validStaff(username string) map[string]any {
	return map[string]any{"name": "Carmen Ruiz Gómez", "role": "nurse", "specialty": "Geriatría",
		"email": username + "@residencia.es", "username": username, "phone": "+34 600 123 456",
		"password": "clave-123", "confirmPassword": "clave-123", "isEditing": false}
}

func TestStaffAdministration(t *testing.T) {
	a := newApp(t)
	admin, adminID := a.bootstrap()
	doctor, _ := a.addUser("medico", store.RoleDoctor)

	a.request("POST", "/api/staff/create-new-staff", validStaff("carmen"), doctor).wantStatus(http.StatusForbidden)
	created := a.request("POST", "/api/staff/create-new-staff", validStaff("carmen"), admin).wantStatus(http.StatusCreated).json()
	if created["position"] != "nurse" || created["role"] != "nurse" {
		t.Fatalf("created = %v", created)
	}
	id := created["_id"].(string)
	nurse := a.signin("carmen@residencia.es", "clave-123")
	a.request("POST", "/api/staff/create-new-staff", validStaff("otra"), nurse).wantStatus(http.StatusForbidden)
	list := a.request("GET", "/api/staff/all", nil, nurse).wantStatus(http.StatusOK).json()["data"].([]any)
	if len(list) != 3 {
		t.Fatalf("staff list = %v", list)
	}

	r := a.request("POST", "/api/staff/create-new-staff", with(validStaff("carmen"), map[string]any{"email": "otra@residencia.es"}), admin).
		wantStatus(http.StatusConflict)
	if r.field("username") != "Ese nombre de usuario ya está en uso." {
		t.Fatalf("duplicate username = %s", r.Body.String())
	}
	r = a.request("POST", "/api/staff/create-new-staff", with(validStaff("otra"), map[string]any{"email": "carmen@residencia.es"}), admin).
		wantStatus(http.StatusConflict)
	if r.field("email") != "Ese correo electrónico ya está en uso." {
		t.Fatalf("duplicate e-mail = %s", r.Body.String())
	}

	r = a.request("POST", "/api/staff/create-new-staff", map[string]any{"email": "mal"}, admin).wantStatus(http.StatusUnprocessableEntity)
	for field, msg := range map[string]string{
		"name": "El nombre completo es requerido.", "role": "El cargo es requerido.", "email": "Correo inválido.",
		"username": "El nombre de usuario es requerido.", "phone": "El teléfono es requerido.",
		"password": "La contraseña es requerida.", "confirmPassword": "La confirmación de contraseña es requerida.",
	} {
		if got := r.field(field); got != msg {
			t.Errorf("fields[%s] = %q, want %q", field, got, msg)
		}
	}
	r = a.request("POST", "/api/staff/create-new-staff", with(validStaff("x"), map[string]any{"password": "123", "confirmPassword": "124"}), admin).
		wantStatus(http.StatusUnprocessableEntity)
	if r.field("password") != "La contraseña debe tener al menos 6 caracteres." || r.field("confirmPassword") != "Las contraseñas deben coincidir." {
		t.Fatalf("password rules = %s", r.Body.String())
	}

	edited := a.request("PUT", "/api/staff/"+id, map[string]any{"_id": id, "name": "Carmen Ruiz", "position": "doctor",
		"specialty": "Medicina interna", "email": "carmen@residencia.es", "username": "carmen", "phone": "600"}, admin).
		wantStatus(http.StatusOK).json()
	if edited["position"] != "doctor" || edited["specialty"] != "Medicina interna" {
		t.Fatalf("edited = %v", edited)
	}
	r = a.request("PUT", "/api/staff/"+id, map[string]any{"name": "", "position": "chef", "username": "carmen", "phone": "600", "email": "x@"}, admin).
		wantStatus(http.StatusUnprocessableEntity)
	if r.field("position") != "El cargo es requerido." || r.field("name") != "El nombre completo es requerido." || r.field("email") != "Correo inválido." {
		t.Fatalf("edit validation = %s", r.Body.String())
	}

	// Deleting deactivates: no more sign-in, the live token fails at once, the name stays on the audit.
	a.request("DELETE", "/api/staff/"+id, nil, doctor).wantStatus(http.StatusForbidden)
	a.request("DELETE", "/api/staff/"+id, nil, admin).wantStatus(http.StatusOK)
	a.request("GET", "/api/auth/verify", nil, nurse).wantStatus(http.StatusUnauthorized)
	a.request("POST", "/api/auth/signin", map[string]any{"identifier": "carmen", "password": "clave-123"}, "").wantStatus(http.StatusUnauthorized)
	a.request("DELETE", "/api/staff/"+id, nil, admin).wantStatus(http.StatusNotFound)
	if u, err := a.store.UserByID(t.Context(), id); err != nil || u.Name != "Carmen Ruiz" || u.Active() {
		t.Fatalf("the deactivated account must stay with its name: %+v, %v", u, err)
	}
	rows := a.audit(store.AuditFilter{Entity: "user", EntityID: id, Action: "deactivate"})
	if len(rows) != 1 || rows[0].ActorID != adminID {
		t.Fatalf("deactivate audit = %+v", rows)
	}

	r = a.request("DELETE", "/api/staff/"+adminID, nil, admin).wantStatus(http.StatusConflict)
	if r.message() != "No puedes eliminar tu propia cuenta." {
		t.Fatalf("self delete = %s", r.Body.String())
	}
}

func TestLastAdministratorIsProtected(t *testing.T) {
	a := newApp(t)
	admin, adminID := a.bootstrap()
	other := a.request("POST", "/api/staff/create-new-staff", with(validStaff("jefa"), map[string]any{"role": "administrative"}), admin).
		wantStatus(http.StatusCreated).json()
	otherToken := a.signin("jefa", "clave-123")
	a.request("DELETE", "/api/staff/"+adminID, nil, otherToken).wantStatus(http.StatusOK)

	// Now "jefa" is the only administrator: she cannot demote herself by editing her position.
	r := a.request("PUT", "/api/staff/"+other["_id"].(string), map[string]any{"name": "Jefa", "position": "nurse",
		"username": "jefa", "phone": "600"}, otherToken).wantStatus(http.StatusConflict)
	if r.message() != "No puedes quitarte tu propio rol administrativo." {
		t.Fatalf("demote last admin = %s", r.Body.String())
	}
}

func TestSocialWorkersAndPasswordReset(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	body := map[string]any{"name": "Lucía Gil", "area": "Planta baja", "email": "lucia.gil@residencia.es", "username": "lucia.gil",
		"phone": "+34 600 999 888", "licenseNumber": "TS-2841", "password": "clave-123", "confirmPassword": "clave-123"}
	a.request("POST", "/api/socialworker/create-new-socialworker", body, nurse).wantStatus(http.StatusForbidden)
	created := a.request("POST", "/api/socialworker/create-new-socialworker", body, admin).wantStatus(http.StatusCreated).json()
	id := created["_id"].(string)
	social := a.signin("lucia.gil", "clave-123")
	me := a.request("GET", "/api/auth/verify", nil, social).json()
	if !hasRole(me, "socialworker") {
		t.Fatalf("social worker roles = %v", me["roles"])
	}
	list := a.request("GET", "/api/socialworker/all", nil, nurse).wantStatus(http.StatusOK).json()["data"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["licenseNumber"] != "TS-2841" {
		t.Fatalf("social workers = %v", list)
	}
	r := a.request("POST", "/api/socialworker/create-new-socialworker", map[string]any{}, admin).wantStatus(http.StatusUnprocessableEntity)
	if r.field("area") != "El área es requerida." || r.field("licenseNumber") != "El número de licencia es requerido." {
		t.Fatalf("social worker validation = %s", r.Body.String())
	}
	updated := a.request("PUT", "/api/socialworker/"+id, with(body, map[string]any{"area": "Unidad de memoria", "password": nil}), admin).
		wantStatus(http.StatusOK).json()
	if updated["area"] != "Unidad de memoria" {
		t.Fatalf("updated = %v", updated)
	}
	a.request("PUT", "/api/staff/"+id, validStaff("x"), admin).wantStatus(http.StatusNotFound) // not personnel

	reset := a.request("POST", "/api/users/"+id+"/reset-password", nil, admin).wantStatus(http.StatusOK).json()
	temporary, _ := reset["password"].(string)
	if len(temporary) != 10 {
		t.Fatalf("temporary password = %q", temporary)
	}
	a.request("GET", "/api/auth/verify", nil, social).wantStatus(http.StatusUnauthorized)
	a.signin("lucia.gil", temporary)
	a.request("POST", "/api/users/"+id+"/reset-password", nil, nurse).wantStatus(http.StatusForbidden)

	a.request("DELETE", "/api/socialworker/"+id, nil, admin).wantStatus(http.StatusOK)
	if got := a.request("GET", "/api/socialworker/all", nil, admin).json()["data"].([]any); len(got) != 0 {
		t.Fatalf("a deleted social worker is still listed: %v", got)
	}
}
