package server_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"amparo/store"
)

// Each route takes the body it can need: 4 KB where a password is typed, 15 MB where a photo is sent,
// 1 MB elsewhere. Beyond it the answer is 413 with the Spanish message, whether the body says its length or
// not, and nothing is written.
func TestBodyLimitsPerRoute(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	patient := a.createResident(admin, validResident("Carmen Ruiz"))["_id"].(string)
	padded := func(size int, fields string) string { // a JSON object of size bytes: fields and a filler
		return `{` + fields + `"relleno":"` + strings.Repeat("x", size-len(fields)-len(`{"relleno":""}`)) + `"}`
	}
	const password = `"identifier":"lucia","password":"secreta1","oldPassword":"secreta1","newPassword":"secreta2",`
	cases := []struct {
		name, method, path string
		size               int
		fields             string
		want               int
	}{
		{"sign-in, 4 KB", "POST", "/api/auth/signin", 4 << 10, `"identifier":"nadie","password":"secreta1",`, http.StatusUnauthorized},
		{"sign-in, over 4 KB", "POST", "/api/auth/signin", 4<<10 + 1, password, http.StatusRequestEntityTooLarge},
		{"unlock, over 4 KB", "POST", "/api/auth/unlock", 4<<10 + 1, password, http.StatusRequestEntityTooLarge},
		{"password change, over 4 KB", "POST", "/api/auth/change-password", 4<<10 + 1, password, http.StatusRequestEntityTooLarge},
		{"an activity, 1 MB", "POST", "/api/activities", 1 << 20, `"title":"Taller",`, http.StatusUnprocessableEntity},
		{"an activity, over 1 MB", "POST", "/api/activities", 1<<20 + 1, `"title":"Taller",`, http.StatusRequestEntityTooLarge},
		{"a handover note, over 1 MB", "POST", "/api/handover/notes", 2 << 20, `"text":"Nota",`, http.StatusRequestEntityTooLarge},
		{"a post, 14 MB", "POST", "/api/posts", 14 << 20, `"content":"Fiesta",`, http.StatusUnprocessableEntity},
		{"a post, over 15 MB", "POST", "/api/posts", 15<<20 + 1, `"content":"Fiesta",`, http.StatusRequestEntityTooLarge},
		{"a resident's update, 14 MB", "PUT", "/api/patients/" + patient, 14 << 20, `"name":"",`, http.StatusUnprocessableEntity},
		{"a new resident, 14 MB", "POST", "/api/patients/create-new-patient", 14 << 20, `"name":"",`, http.StatusUnprocessableEntity},
	}
	for _, tc := range cases {
		for _, chunked := range []bool{false, true} {
			name := tc.name
			if chunked {
				name += ", length not given"
			}
			t.Run(name, func(t *testing.T) {
				before := len(a.audit(store.AuditFilter{}))
				body := padded(tc.size, tc.fields)
				if len(body) != tc.size {
					t.Fatalf("body of %d bytes, want %d", len(body), tc.size)
				}
				req := httptest.NewRequest(tc.method, tc.path, strings.NewReader(body))
				if chunked {
					req = httptest.NewRequest(tc.method, tc.path, io.MultiReader(strings.NewReader(body)))
				}
				req.RemoteAddr = "192.0.2.10:50000"
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Authorization", "Bearer "+admin)
				rec := httptest.NewRecorder()
				a.srv.ServeHTTP(rec, req)
				r := response{ResponseRecorder: rec, t: t}.wantStatus(tc.want)
				if tc.want != http.StatusRequestEntityTooLarge {
					return
				}
				if got := r.message(); got != "Los datos enviados son demasiado grandes." {
					t.Errorf("message = %q", got)
				}
				if after := a.audit(store.AuditFilter{}); len(after) != before {
					t.Errorf("%d audit rows written for a refused body: %+v", len(after)-before, after[before:])
				}
			})
		}
	}
}
