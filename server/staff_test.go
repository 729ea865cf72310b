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
	who := callers{"admin": admin, "doctor": doctor}

	runScenarios(t, a, who, []scenario{
		{name: "the doctor does not hire", caller: "doctor", method: "POST", url: "/api/staff/create-new-staff",
			body: validStaff("carmen"), wantStatus: http.StatusForbidden},
	})
	created := a.request("POST", "/api/staff/create-new-staff", validStaff("carmen"), admin).wantStatus(http.StatusCreated).json()
	if created["position"] != "nurse" || created["role"] != "nurse" {
		t.Fatalf("created = %v", created)
	}
	id := created["_id"].(string)
	who["carmen"] = a.signin("carmen@residencia.es", "clave-123")
	runScenarios(t, a, who, []scenario{
		{name: "nor the new nurse", caller: "carmen", method: "POST", url: "/api/staff/create-new-staff", body: validStaff("otra"),
			wantStatus: http.StatusForbidden},
		{name: "who sees the staff", caller: "carmen", method: "GET", url: "/api/staff/all", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if list := r.json()["data"].([]any); len(list) != 3 {
					t.Fatalf("staff list = %v", list)
				}
			}},
		{name: "a taken username", caller: "admin", method: "POST", url: "/api/staff/create-new-staff",
			body: with(validStaff("carmen"), map[string]any{"email": "otra@residencia.es"}), wantStatus: http.StatusConflict,
			wantFields: map[string]string{"username": "Ese nombre de usuario ya está en uso."}},
		{name: "a taken e-mail", caller: "admin", method: "POST", url: "/api/staff/create-new-staff",
			body: with(validStaff("otra"), map[string]any{"email": "carmen@residencia.es"}), wantStatus: http.StatusConflict,
			wantFields: map[string]string{"email": "Ese correo electrónico ya está en uso."}},
		{name: "every field required", caller: "admin", method: "POST", url: "/api/staff/create-new-staff",
			body: map[string]any{"email": "mal"}, wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{
				"name": "El nombre completo es requerido.", "role": "El cargo es requerido.", "email": "Correo inválido.",
				"username": "El nombre de usuario es requerido.", "phone": "El teléfono es requerido.",
				"password": "La contraseña es requerida.", "confirmPassword": "La confirmación de contraseña es requerida.",
			}},
		{name: "password rules", caller: "admin", method: "POST", url: "/api/staff/create-new-staff",
			body:       with(validStaff("x"), map[string]any{"password": "123", "confirmPassword": "124"}),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{
				"password": "La contraseña debe tener al menos 6 caracteres.", "confirmPassword": "Las contraseñas deben coincidir."}},
		{name: "edit", caller: "admin", method: "PUT", url: "/api/staff/" + id, body: map[string]any{"_id": id, "name": "Carmen Ruiz",
			"position": "doctor", "specialty": "Medicina interna", "email": "carmen@residencia.es", "username": "carmen", "phone": "600"},
			wantStatus: http.StatusOK, wantJSON: map[string]any{"position": "doctor", "specialty": "Medicina interna"}},
		{name: "edit validation", caller: "admin", method: "PUT", url: "/api/staff/" + id, body: map[string]any{"name": "",
			"position": "chef", "username": "carmen", "phone": "600", "email": "x@"}, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"position": "El cargo es requerido.", "name": "El nombre completo es requerido.",
				"email": "Correo inválido."}},

		// Deleting deactivates: no more sign-in, the live token fails at once, the name stays on the audit.
		{name: "the doctor does not remove", caller: "doctor", method: "DELETE", url: "/api/staff/" + id, wantStatus: http.StatusForbidden},
		{name: "remove", caller: "admin", method: "DELETE", url: "/api/staff/" + id, wantStatus: http.StatusOK},
		{name: "the live session ends", caller: "carmen", method: "GET", url: "/api/auth/verify", wantStatus: http.StatusUnauthorized},
		{name: "no more sign-in", method: "POST", url: "/api/auth/signin",
			body: map[string]any{"identifier": "carmen", "password": "clave-123"}, wantStatus: http.StatusUnauthorized},
		{name: "removed once", caller: "admin", method: "DELETE", url: "/api/staff/" + id, wantStatus: http.StatusNotFound},
	})
	if u, err := a.store.UserByID(t.Context(), id); err != nil || u.Name != "Carmen Ruiz" || u.Active() {
		t.Fatalf("the deactivated account must stay with its name: %+v, %v", u, err)
	}
	rows := a.audit(store.AuditFilter{Entity: "user", EntityID: id, Action: "deactivate"})
	if len(rows) != 1 || rows[0].ActorID != adminID {
		t.Fatalf("deactivate audit = %+v", rows)
	}
	runScenarios(t, a, who, []scenario{
		{name: "not oneself", caller: "admin", method: "DELETE", url: "/api/staff/" + adminID, wantStatus: http.StatusConflict,
			wantJSON: map[string]any{"message": "No puedes eliminar tu propia cuenta."}},
	})
}

func TestLastAdministratorIsProtected(t *testing.T) {
	a := newApp(t)
	admin, adminID := a.bootstrap()
	other := a.request("POST", "/api/staff/create-new-staff", with(validStaff("jefa"), map[string]any{"role": "administrative"}), admin).
		wantStatus(http.StatusCreated).json()
	otherToken := a.signin("jefa", "clave-123")
	a.request("DELETE", "/api/staff/"+adminID, nil, otherToken).wantStatus(http.StatusOK)

	// Now "jefa" is the only administrator: she cannot demote herself by editing her position.
	runScenarios(t, a, callers{"jefa": otherToken}, []scenario{
		{name: "the last one does not demote herself", caller: "jefa", method: "PUT", url: "/api/staff/" + other["_id"].(string),
			body:       map[string]any{"name": "Jefa", "position": "nurse", "username": "jefa", "phone": "600"},
			wantStatus: http.StatusConflict, wantJSON: map[string]any{"message": "No puedes quitarte tu propio rol administrativo."}},
	})
}

func TestSocialWorkersAndPasswordReset(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	who := callers{"admin": admin, "nurse": nurse}
	body := map[string]any{"name": "Lucía Gil", "area": "Planta baja", "email": "lucia.gil@residencia.es", "username": "lucia.gil",
		"phone": "+34 600 999 888", "licenseNumber": "TS-2841", "password": "clave-123", "confirmPassword": "clave-123"}
	runScenarios(t, a, who, []scenario{
		{name: "the nurse does not hire", caller: "nurse", method: "POST", url: "/api/socialworker/create-new-socialworker", body: body,
			wantStatus: http.StatusForbidden},
	})
	id := a.request("POST", "/api/socialworker/create-new-socialworker", body, admin).wantStatus(http.StatusCreated).json()["_id"].(string)
	who["lucia"] = a.signin("lucia.gil", "clave-123")
	var temporary string
	runScenarios(t, a, who, []scenario{
		{name: "signs in as a social worker", caller: "lucia", method: "GET", url: "/api/auth/verify", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if me := r.json(); !hasRole(me, "socialworker") {
					t.Fatalf("social worker roles = %v", me["roles"])
				}
			}},
		{name: "listed", caller: "nurse", method: "GET", url: "/api/socialworker/all", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if list := r.json()["data"].([]any); len(list) != 1 || list[0].(map[string]any)["licenseNumber"] != "TS-2841" {
					t.Fatalf("social workers = %v", list)
				}
			}},
		{name: "area and licence required", caller: "admin", method: "POST", url: "/api/socialworker/create-new-socialworker",
			body: map[string]any{}, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"area": "El área es requerida.", "licenseNumber": "El número de licencia es requerido."}},
		{name: "edit", caller: "admin", method: "PUT", url: "/api/socialworker/" + id,
			body: with(body, map[string]any{"area": "Unidad de memoria", "password": nil}), wantStatus: http.StatusOK,
			wantJSON: map[string]any{"area": "Unidad de memoria"}},
		{name: "not personnel", caller: "admin", method: "PUT", url: "/api/staff/" + id, body: validStaff("x"),
			wantStatus: http.StatusNotFound},
		{name: "a temporary password", caller: "admin", method: "POST", url: "/api/users/" + id + "/reset-password",
			wantStatus: http.StatusOK, after: func(t *testing.T, r response) {
				if temporary, _ = r.json()["password"].(string); len(temporary) != 10 {
					t.Fatalf("temporary password = %q", temporary)
				}
			}},
		{name: "ends the session", caller: "lucia", method: "GET", url: "/api/auth/verify", wantStatus: http.StatusUnauthorized},
	})
	a.signin("lucia.gil", temporary)
	runScenarios(t, a, who, []scenario{
		{name: "the nurse does not reset passwords", caller: "nurse", method: "POST", url: "/api/users/" + id + "/reset-password",
			wantStatus: http.StatusForbidden},
		{name: "remove", caller: "admin", method: "DELETE", url: "/api/socialworker/" + id, wantStatus: http.StatusOK},
		{name: "no longer listed", caller: "admin", method: "GET", url: "/api/socialworker/all", wantStatus: http.StatusOK,
			wantJSON: map[string]any{"data": []any{}}},
	})
}
