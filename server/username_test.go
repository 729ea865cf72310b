package server_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"amparo/store"
)

const (
	msgUsernameChars  = "El nombre de usuario solo puede contener letras de la a a la z (sin tildes ni ñ), números, puntos, guiones y guiones bajos."
	msgUsernameSpaces = "El nombre de usuario no puede contener espacios ni @."
	msgUsernameLength = "El nombre de usuario debe tener entre 3 y 40 caracteres."
)

// A new username is 3 to 40 of a-z, digits and . - _, wherever an account gets one.
func TestUsernamesAreAToZDigitsAndSeparators(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	staffID := a.request("POST", "/api/staff/create-new-staff", validStaff("begona.nunez-2_b"), admin).
		wantStatus(http.StatusCreated).json()["_id"].(string)
	resident := validResident("Rosa Martín")

	var scenarios []scenario
	for _, bad := range []struct{ username, message string }{
		{"ana\x00admin", msgUsernameChars},
		{"<script>alert(1)</script>", msgUsernameChars},
		{"ana;drop", msgUsernameChars},
		{"ana maría", msgUsernameSpaces},
		{"ana@residencia.es", msgUsernameSpaces},
		{"begoña", msgUsernameChars},
		{"maría.josé", msgUsernameChars},
		{"аdmin", msgUsernameChars}, // Cyrillic а
		{"ab", msgUsernameLength},
		{strings.Repeat("a", 41), msgUsernameLength},
	} {
		want := map[string]string{"username": bad.message}
		scenarios = append(scenarios,
			scenario{name: "staff " + bad.username, caller: "admin", method: "POST", url: "/api/staff/create-new-staff",
				body: validStaff(bad.username), wantStatus: http.StatusUnprocessableEntity, wantFields: want},
			scenario{name: "staff edit " + bad.username, caller: "admin", method: "PUT", url: "/api/staff/" + staffID,
				body: with(validStaff(bad.username), map[string]any{"isEditing": true}), wantStatus: http.StatusUnprocessableEntity, wantFields: want},
			scenario{name: "social worker " + bad.username, caller: "admin", method: "POST", url: "/api/socialworker/create-new-socialworker",
				body: validSocialWorker(bad.username), wantStatus: http.StatusUnprocessableEntity, wantFields: want},
			scenario{name: "signup " + bad.username, caller: "admin", method: "POST", url: "/api/auth/signup",
				body: map[string]any{"name": "Ana", "username": bad.username, "email": "ana2@example.es", "password": "secreta1",
					"confirmPassword": "secreta1", "role": "nurse"}, wantStatus: http.StatusUnprocessableEntity, wantFields: want},
			scenario{name: "family " + bad.username, caller: "admin", method: "POST", url: "/api/patients/create-new-patient",
				body: with(resident, map[string]any{"username": bad.username}), wantStatus: http.StatusUnprocessableEntity, wantFields: want},
		)
	}
	scenarios = append(scenarios,
		scenario{name: "a-z, digits and separators", caller: "admin", method: "POST",
			url: "/api/socialworker/create-new-socialworker", body: validSocialWorker("maria.jose_n-3"), wantStatus: http.StatusCreated},
		scenario{name: "forty characters", caller: "admin", method: "POST",
			url: "/api/socialworker/create-new-socialworker", body: validSocialWorker(strings.Repeat("b", 40)), wantStatus: http.StatusCreated})
	runScenarios(t, a, callers{"admin": admin}, scenarios)
}

// Usernames are kept lower-case, and signing in by username ignores case.
func TestUsernamesAreKeptLowerCase(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	runScenarios(t, a, callers{"admin": admin}, []scenario{
		{name: "staff", caller: "admin", method: "POST", url: "/api/staff/create-new-staff", body: validStaff("Carmen.Ruiz"),
			wantStatus: http.StatusCreated, wantJSON: map[string]any{"username": "carmen.ruiz"}},
		{name: "social worker", caller: "admin", method: "POST", url: "/api/socialworker/create-new-socialworker",
			body: validSocialWorker("Lucia.PENA"), wantStatus: http.StatusCreated, wantJSON: map[string]any{"username": "lucia.pena"}},
		{name: "family", caller: "admin", method: "POST", url: "/api/patients/create-new-patient",
			body: with(validResident("Rosa Gil"), map[string]any{"username": "Familia-Gil"}), wantStatus: http.StatusCreated,
			wantJSON: map[string]any{"username": "familia-gil"}},
		{name: "an account by sign-up", caller: "admin", method: "POST", url: "/api/auth/signup",
			body: map[string]any{"name": "Pedro", "username": "PEDRO_2", "email": "pedro@example.es", "password": "secreta1",
				"confirmPassword": "secreta1", "role": "nurse"}, wantStatus: http.StatusCreated, wantJSON: map[string]any{"username": "pedro_2"}},
	})
	for _, typed := range []string{"CARMEN.RUIZ", "Carmen.Ruiz", "carmen.ruiz"} {
		a.signin(typed, "clave-123")
	}
	a.signin("Pedro_2", "secreta1")
	a.signin("FAMILIA-GIL", "familia1")
}

// A username that reads like an existing one is refused, on create and on rename, naming the existing one.
func TestLookalikeUsernamesAreRefused(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap() // «lucia»
	a.request("POST", "/api/staff/create-new-staff", validStaff("admin"), admin).wantStatus(http.StatusCreated)
	staffID := a.request("POST", "/api/staff/create-new-staff", validStaff("carmen"), admin).wantStatus(http.StatusCreated).text("_id")
	family := with(validResident("Rosa Gil"), map[string]any{"username": "familia.gil"})
	resident := a.createResident(admin, family)["_id"].(string)
	nearAdmin := map[string]any{"message": "Ya existe un usuario con un nombre casi igual: admin."}
	nearField := map[string]string{"username": "Ya existe un usuario con un nombre casi igual: admin."}
	before := len(a.audit(store.AuditFilter{}))
	runScenarios(t, a, callers{"admin": admin}, []scenario{
		{name: "1 for i", caller: "admin", method: "POST", url: "/api/staff/create-new-staff", body: validStaff("adm1n"),
			wantStatus: http.StatusConflict, wantJSON: nearAdmin, wantFields: nearField},
		{name: "rn for m", caller: "admin", method: "POST", url: "/api/socialworker/create-new-socialworker",
			body: validSocialWorker("adrnin"), wantStatus: http.StatusConflict, wantJSON: nearAdmin, wantFields: nearField},
		{name: "a separator", caller: "admin", method: "POST", url: "/api/auth/signup",
			body: map[string]any{"name": "Otra", "username": "ad.min", "email": "otra@example.es", "password": "secreta1",
				"confirmPassword": "secreta1", "role": "nurse"}, wantStatus: http.StatusConflict, wantJSON: nearAdmin},
		{name: "a family account", caller: "admin", method: "POST", url: "/api/patients/create-new-patient",
			body: with(validResident("Luis Gil"), map[string]any{"username": "1ucia"}), wantStatus: http.StatusConflict,
			wantJSON: map[string]any{"message": "Ya existe un usuario con un nombre casi igual: lucia."}},
		{name: "renaming staff", caller: "admin", method: "PUT", url: "/api/staff/" + staffID,
			body: with(validStaff("adm1n"), map[string]any{"isEditing": true}), wantStatus: http.StatusConflict, wantJSON: nearAdmin},
		{name: "renaming a family account", caller: "admin", method: "PUT", url: "/api/patients/" + resident,
			body:       with(family, map[string]any{"username": "a_dmin", "password": "", "confirmPassword": ""}),
			wantStatus: http.StatusConflict, wantJSON: nearAdmin},
		{name: "the same name in another case is taken, not a look-alike", caller: "admin", method: "POST",
			url: "/api/staff/create-new-staff", body: with(validStaff("ADMIN"), map[string]any{"email": "otra@residencia.es"}), wantStatus: http.StatusConflict,
			wantJSON: map[string]any{"message": "Ese nombre de usuario ya está en uso."}},
		{name: "renaming to a name apart", caller: "admin", method: "PUT", url: "/api/staff/" + staffID,
			body: with(validStaff("carmen.ruiz"), map[string]any{"isEditing": true}), wantStatus: http.StatusOK},
	})
	if after := len(a.audit(store.AuditFilter{})); after != before+1 { // the last rename's
		t.Fatalf("refused look-alikes left %d audit rows", after-before-1)
	}
}

// Accounts made before the rule keep signing in and can be edited without changing their username.
func TestUsernamesOlderThanTheRuleKeepWorking(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	_, old := a.addUser("Begoña.Núñez", store.RoleNurse) // as an older version stored it
	a.signin("Begoña.Núñez", "secreta1")
	a.signin("begoña.núñez", "secreta1")
	ctx := context.Background()
	if _, err := a.store.UpdateStaff(ctx, store.Actor{Role: "test"}, old.ID, store.StaffUpdate{Username: "Begoña.Núñez",
		Name: old.Name, Phone: "600", Roles: old.Roles}); err != nil {
		t.Fatal(err)
	}
	edit := func(username string) map[string]any {
		return map[string]any{"name": "Begoña Núñez", "position": "nurse", "username": username, "phone": "600"}
	}
	runScenarios(t, a, callers{"admin": admin}, []scenario{
		{name: "edited, the username unchanged", caller: "admin", method: "PUT", url: "/api/staff/" + old.ID,
			body: edit("Begoña.Núñez"), wantStatus: http.StatusOK, wantJSON: map[string]any{"username": "Begoña.Núñez"}},
		{name: "typed again in another case", caller: "admin", method: "PUT", url: "/api/staff/" + old.ID,
			body: edit("BEGOÑA.NÚÑEZ"), wantStatus: http.StatusOK, wantJSON: map[string]any{"username": "Begoña.Núñez"}},
		{name: "a new username follows the rule", caller: "admin", method: "PUT", url: "/api/staff/" + old.ID,
			body: edit("begoña.n"), wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"username": msgUsernameChars}},
		{name: "renamed", caller: "admin", method: "PUT", url: "/api/staff/" + old.ID,
			body: edit("Begona.Nunez"), wantStatus: http.StatusOK, wantJSON: map[string]any{"username": "begona.nunez"}},
	})
	a.signin("begona.nunez", "secreta1")
}
