package server_test

import (
	"net/http"
	"testing"

	"amparo/store"
)

func validActivity(title string) map[string]any {
	return map[string]any{"title": title, "description": "Taller de pintura con acuarelas.", "location": "Sala común",
		"startDate": "2026-11-25", "startTime": "10:30", "endDate": "2026-11-25", "endTime": "12:00", "createdBy": "falso"}
}

func TestActivities(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	social, socialUser := a.addUser("social", store.RoleSocialWorker)
	nurse, _ := a.addUser("enfermera", store.RoleNurse)

	created := a.request("POST", "/api/activities", validActivity("Taller de pintura"), social).wantStatus(http.StatusCreated).json()
	if created["createdBy"] != socialUser.ID || created["createdByName"] != socialUser.Name {
		t.Fatalf("signer taken from the body: %v", created)
	}
	id := created["_id"].(string)
	url := "/api/activities/" + id
	runScenarios(t, a, callers{"admin": admin, "social": social, "nurse": nurse}, []scenario{
		{name: "not the nurse's to edit", caller: "nurse", method: "PUT", url: url, body: validActivity("Otro"),
			wantStatus: http.StatusForbidden},
		{name: "its author edits it", caller: "social", method: "PUT", url: url, body: validActivity("Taller de acuarela"),
			wantStatus: http.StatusOK, wantContent: []string{`"title":"Taller de acuarela"`}},
		{name: "an earlier one", caller: "nurse", method: "POST", url: "/api/activities",
			body: with(validActivity("Paseo"), map[string]any{"startDate": "2026-11-22"}), wantStatus: http.StatusCreated},
		{name: "listed by start", caller: "nurse", method: "GET", url: "/api/activities", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if list := r.jsonArray(); len(list) != 2 || list[0].(map[string]any)["title"] != "Paseo" {
					t.Fatalf("activities by start = %v", list)
				}
			}},
		{name: "every field required", caller: "nurse", method: "POST", url: "/api/activities", body: map[string]any{},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{
				"startDate": "La fecha de inicio es requerida.", "startTime": "La hora de inicio es requerida.",
				"endDate": "La fecha de finalización es requerida.", "endTime": "La hora de finalización es requerida.",
				"title": "El título es requerido.", "description": "La descripción es requerida.", "location": "El lugar es requerido.",
			}},
		{name: "end before start", caller: "nurse", method: "POST", url: "/api/activities",
			body: with(validActivity("X"), map[string]any{"endTime": "09:00"}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"endTime": "La finalización debe ser posterior al inicio."}},
		{name: "bad time", caller: "nurse", method: "POST", url: "/api/activities",
			body: with(validActivity("X"), map[string]any{"startTime": "25:00"}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"startTime": "Hora no válida."}},
		{name: "not the nurse's to delete", caller: "nurse", method: "DELETE", url: url, wantStatus: http.StatusForbidden},
		{name: "the administrator deletes it", caller: "admin", method: "DELETE", url: url, wantStatus: http.StatusOK},
		{name: "deleted once", caller: "admin", method: "DELETE", url: url, wantStatus: http.StatusNotFound},
	})

	var allowed, denied int
	for _, row := range a.audit(store.AuditFilter{Entity: "activity", EntityID: id}) {
		if row.Outcome == store.OutcomeAllowed {
			allowed++
		} else {
			denied++
		}
	}
	if allowed != 3 || denied != 2 {
		t.Fatalf("activity audit: %d allowed, %d denied; want create, update, delete and the nurse's two refusals", allowed, denied)
	}
}
