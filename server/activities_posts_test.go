package server_test

import (
	"net/http"
	"strings"
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
	a.request("PUT", "/api/activities/"+id, validActivity("Otro"), nurse).wantStatus(http.StatusForbidden)
	updated := a.request("PUT", "/api/activities/"+id, validActivity("Taller de acuarela"), social).wantStatus(http.StatusOK).json()
	if updated["title"] != "Taller de acuarela" {
		t.Fatalf("updated = %v", updated)
	}
	a.request("POST", "/api/activities", with(validActivity("Paseo"), map[string]any{"startDate": "2026-11-22"}), nurse).wantStatus(http.StatusCreated)
	list := a.request("GET", "/api/activities", nil, nurse).wantStatus(http.StatusOK).jsonArray()
	if len(list) != 2 || list[0].(map[string]any)["title"] != "Paseo" {
		t.Fatalf("activities by start = %v", list)
	}

	r := a.request("POST", "/api/activities", map[string]any{}, nurse).wantStatus(http.StatusUnprocessableEntity)
	for field, msg := range map[string]string{
		"startDate": "La fecha de inicio es requerida.", "startTime": "La hora de inicio es requerida.",
		"endDate": "La fecha de finalización es requerida.", "endTime": "La hora de finalización es requerida.",
		"title": "El título es requerido.", "description": "La descripción es requerida.", "location": "El lugar es requerido.",
	} {
		if got := r.field(field); got != msg {
			t.Errorf("fields[%s] = %q, want %q", field, got, msg)
		}
	}
	r = a.request("POST", "/api/activities", with(validActivity("X"), map[string]any{"endTime": "09:00"}), nurse).wantStatus(http.StatusUnprocessableEntity)
	if r.field("endTime") != "La finalización debe ser posterior al inicio." {
		t.Fatalf("end before start = %s", r.Body.String())
	}
	r = a.request("POST", "/api/activities", with(validActivity("X"), map[string]any{"startTime": "25:00"}), nurse).wantStatus(http.StatusUnprocessableEntity)
	if r.field("startTime") != "Hora no válida." {
		t.Fatalf("bad time = %s", r.Body.String())
	}

	a.request("DELETE", "/api/activities/"+id, nil, nurse).wantStatus(http.StatusForbidden)
	a.request("DELETE", "/api/activities/"+id, nil, admin).wantStatus(http.StatusOK)
	a.request("DELETE", "/api/activities/"+id, nil, admin).wantStatus(http.StatusNotFound)
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

func TestPostsLikesAndComments(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	family, _ := a.addUser("familia", store.RoleFamily)

	r := a.request("POST", "/api/posts", map[string]any{"visibility": "todos"}, nurse).wantStatus(http.StatusUnprocessableEntity)
	if r.field("content") != "El contenido es requerido." || r.field("photo") != "La foto es requerida." || r.field("visibility") != "Valor no válido." {
		t.Fatalf("post validation = %s", r.Body.String())
	}
	post := a.request("POST", "/api/posts", map[string]any{"title": "Fiesta de otoño", "content": "¡Qué tarde tan bonita!",
		"photo": pngDataURL(t, 120, 90)}, nurse).wantStatus(http.StatusCreated).json()
	if post["visibility"] != "both" || post["author"] != nurseUser.Name || !strings.HasPrefix(post["photo"].(string), "/api/images/") {
		t.Fatalf("post = %v", post)
	}
	id := post["_id"].(string)
	workersOnly := a.request("POST", "/api/posts", map[string]any{"content": "Cambio de turnos", "photo": pngDataURL(t, 10, 10),
		"visibility": "workers"}, admin).wantStatus(http.StatusCreated).json()

	liked := a.request("POST", "/api/posts/"+id+"/like", nil, admin).wantStatus(http.StatusOK).json()
	if liked["likes"] != float64(1) || liked["likedByMe"] != true {
		t.Fatalf("liked = %v", liked)
	}
	unliked := a.request("POST", "/api/posts/"+id+"/like", nil, admin).wantStatus(http.StatusOK).json()
	if unliked["likes"] != float64(0) {
		t.Fatalf("unliked = %v", unliked)
	}
	a.request("POST", "/api/posts/"+id+"/like", nil, nurse).wantStatus(http.StatusOK)
	commented := a.request("POST", "/api/posts/"+id+"/comments", map[string]any{"content": "¡Precioso!"}, admin).wantStatus(http.StatusCreated).json()
	comments := commented["comments"].([]any)
	if len(comments) != 1 || comments[0].(map[string]any)["content"] != "¡Precioso!" {
		t.Fatalf("comments = %v", comments)
	}
	a.request("POST", "/api/posts/"+id+"/comments", map[string]any{"content": " "}, admin).wantStatus(http.StatusUnprocessableEntity)

	staffView := a.request("GET", "/api/posts", nil, nurse).wantStatus(http.StatusOK).jsonArray()
	familyView := a.request("GET", "/api/posts", nil, family).wantStatus(http.StatusOK).jsonArray()
	if len(staffView) != 2 || len(familyView) != 1 {
		t.Fatalf("staff sees %d posts, family %d; want 2 and 1", len(staffView), len(familyView))
	}
	first := familyView[0].(map[string]any)
	if first["likes"] != float64(1) || len(first["comments"].([]any)) != 1 {
		t.Fatalf("counts = %v", first)
	}
	a.request("POST", "/api/posts", map[string]any{"content": "x", "photo": pngDataURL(t, 10, 10)}, family).wantStatus(http.StatusForbidden)

	a.request("PUT", "/api/posts/"+workersOnly["_id"].(string), map[string]any{"content": "x"}, nurse).wantStatus(http.StatusForbidden)
	edited := a.request("PUT", "/api/posts/"+id, map[string]any{"content": "Editado", "visibility": "families"}, nurse).wantStatus(http.StatusOK).json()
	if edited["photo"] != post["photo"] || edited["content"] != "Editado" {
		t.Fatalf("edit must keep the photo: %v", edited)
	}
	big := a.request("PUT", "/api/posts/"+id, map[string]any{"content": "x", "photo": noisyPNGDataURL(t, 1900, 1900)}, nurse)
	if big.Code != http.StatusRequestEntityTooLarge || big.field("photo") != "La foto supera el tamaño máximo de 10 MB." {
		t.Fatalf("10 MB limit: %d %.200s", big.Code, big.Body.String())
	}
	a.request("DELETE", "/api/posts/"+id, nil, admin).wantStatus(http.StatusOK)
	if rows := a.audit(store.AuditFilter{Entity: "post", EntityID: id, Action: "delete"}); len(rows) != 1 || rows[0].Detail == "" {
		t.Fatalf("post delete audit = %+v", rows)
	}
}

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
	a.request("GET", "/api/notifications/user/"+nurseUser.ID, nil, admin).wantStatus(http.StatusForbidden)
	a.request("PATCH", "/api/notifications/"+n["id"].(string)+"/read", nil, admin).wantStatus(http.StatusNotFound)
	read := a.request("PATCH", "/api/notifications/"+n["id"].(string)+"/read", nil, nurse).wantStatus(http.StatusOK).json()
	if read["read"] != true {
		t.Fatalf("read = %v", read)
	}
	if got := a.request("GET", "/api/notifications/user/"+adminID, nil, admin).jsonArray(); len(got) != 1 || got[0].(map[string]any)["read"] != false {
		t.Fatalf("the admin's own copy = %v", got)
	}
}
