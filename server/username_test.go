package server_test

import (
	"net/http"
	"testing"
)

// Usernames are letters of any alphabet, digits and . - _, wherever an account gets one.
func TestUsernamesRefuseControlCharactersAndMarkup(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	const chars = "El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos."
	const spaces = "El nombre de usuario no puede contener espacios ni @."
	staffID := a.request("POST", "/api/staff/create-new-staff", validStaff("begoña.núñez-2_b"), admin).
		wantStatus(http.StatusCreated).json()["_id"].(string)
	resident := validResident("Rosa Martín")

	var scenarios []scenario
	for _, bad := range []struct{ username, message string }{
		{"ana\x00admin", chars},
		{"<script>alert(1)</script>", chars},
		{"ana;drop", chars},
		{"ana maría", spaces},
		{"ana@residencia.es", spaces},
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
	scenarios = append(scenarios, scenario{name: "letters of any alphabet", caller: "admin", method: "POST",
		url: "/api/socialworker/create-new-socialworker", body: validSocialWorker("maría.josé_ñ-3"), wantStatus: http.StatusCreated})
	runScenarios(t, a, callers{"admin": admin}, scenarios)
}
