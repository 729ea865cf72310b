package server_test

import (
	"net/http"
	"strings"
	"testing"

	"amparo/store"
)

func TestPostsLikesAndComments(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	family, _ := a.addUser("familia", store.RoleFamily)
	who := callers{"admin": admin, "nurse": nurse, "family": family}

	runScenarios(t, a, who, []scenario{
		{name: "content, photo and a known visibility", caller: "nurse", method: "POST", url: "/api/posts",
			body: map[string]any{"visibility": "todos"}, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"content": "El contenido es requerido.", "photo": "La foto es requerida.",
				"visibility": "Valor no válido."}},
	})
	post := a.request("POST", "/api/posts", map[string]any{"title": "Fiesta de otoño", "content": "¡Qué tarde tan bonita!",
		"photo": pngDataURL(t, 120, 90)}, nurse).wantStatus(http.StatusCreated).json()
	if post["visibility"] != "both" || post["author"] != nurseUser.Name || !strings.HasPrefix(post["photo"].(string), "/api/images/") {
		t.Fatalf("post = %v", post)
	}
	id := post["_id"].(string)
	workersOnly := a.request("POST", "/api/posts", map[string]any{"content": "Cambio de turnos", "photo": pngDataURL(t, 10, 10),
		"visibility": "workers"}, admin).wantStatus(http.StatusCreated).json()

	runScenarios(t, a, who, []scenario{
		{name: "like", caller: "admin", method: "POST", url: "/api/posts/" + id + "/like", wantStatus: http.StatusOK,
			wantJSON: map[string]any{"likes": 1, "likedByMe": true}},
		{name: "like again takes it back", caller: "admin", method: "POST", url: "/api/posts/" + id + "/like",
			wantStatus: http.StatusOK, wantJSON: map[string]any{"likes": 0}},
		{name: "the nurse likes it", caller: "nurse", method: "POST", url: "/api/posts/" + id + "/like", wantStatus: http.StatusOK},
		{name: "comment", caller: "admin", method: "POST", url: "/api/posts/" + id + "/comments",
			body: map[string]any{"content": "¡Precioso!"}, wantStatus: http.StatusCreated,
			after: func(t *testing.T, r response) {
				comments := r.json()["comments"].([]any)
				if len(comments) != 1 || comments[0].(map[string]any)["content"] != "¡Precioso!" {
					t.Fatalf("comments = %v", comments)
				}
			}},
		{name: "a blank comment", caller: "admin", method: "POST", url: "/api/posts/" + id + "/comments",
			body: map[string]any{"content": " "}, wantStatus: http.StatusUnprocessableEntity},
		{name: "staff see both posts", caller: "nurse", method: "GET", url: "/api/posts", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if n := len(r.jsonArray()); n != 2 {
					t.Fatalf("staff sees %d posts, want 2", n)
				}
			}},
		{name: "families only the one for everybody, with its counts", caller: "family", method: "GET", url: "/api/posts",
			wantStatus: http.StatusOK, after: func(t *testing.T, r response) {
				list := r.jsonArray()
				if len(list) != 1 {
					t.Fatalf("family sees %d posts, want 1", len(list))
				}
				if first := list[0].(map[string]any); first["likes"] != float64(1) || len(first["comments"].([]any)) != 1 {
					t.Fatalf("counts = %v", first)
				}
			}},
		{name: "families do not publish", caller: "family", method: "POST", url: "/api/posts",
			body: map[string]any{"content": "x", "photo": pngDataURL(t, 10, 10)}, wantStatus: http.StatusForbidden},
		{name: "not the nurse's to edit", caller: "nurse", method: "PUT", url: "/api/posts/" + workersOnly["_id"].(string),
			body: map[string]any{"content": "x"}, wantStatus: http.StatusForbidden},
		{name: "an edit keeps the photo", caller: "nurse", method: "PUT", url: "/api/posts/" + id,
			body: map[string]any{"content": "Editado", "visibility": "families"}, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"photo": post["photo"], "content": "Editado"}},
		{name: "a photo over 10 MB", caller: "nurse", method: "PUT", url: "/api/posts/" + id,
			body: map[string]any{"content": "x", "photo": noisyPNGDataURL(t, 1900, 1900)}, wantStatus: http.StatusRequestEntityTooLarge,
			wantFields: map[string]string{"photo": "La foto supera el tamaño máximo de 10 MB."}},
		{name: "the administrator deletes it", caller: "admin", method: "DELETE", url: "/api/posts/" + id, wantStatus: http.StatusOK},
	})
	if rows := a.audit(store.AuditFilter{Entity: "post", EntityID: id, Action: "delete"}); len(rows) != 1 || rows[0].Detail == "" {
		t.Fatalf("post delete audit = %+v", rows)
	}
}
