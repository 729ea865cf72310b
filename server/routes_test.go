package server_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"amparo/server"
	"amparo/store"
)

// publicRoutes are the only API routes that answer without a token.
var publicRoutes = map[string]bool{
	"GET /api/health":          true,
	"GET /api/settings/public": true,
	"POST /api/auth/signup":    true, // open only while no account exists; checked in its own test
	"POST /api/auth/signin":    true,
	"GET /api/auth/setup":      true,
}

func TestEveryAPIRouteNeedsASignedInUser(t *testing.T) {
	a := newApp(t)
	a.bootstrap() // so sign-up is closed too
	checked := 0
	for _, r := range a.srv.Routes() {
		if !strings.HasPrefix(r.Path, "/api/") || strings.HasSuffix(r.Path, "/*") || publicRoutes[r.Method+" "+r.Path] {
			continue
		}
		path := strings.NewReplacer(":id", "00000000-0000-0000-0000-000000000000").Replace(r.Path)
		t.Run(r.Method+" "+r.Path, func(t *testing.T) {
			a.request(r.Method, path, "{}", "").wantStatus(http.StatusUnauthorized)
		})
		checked++
	}
	if checked < 6 {
		t.Fatalf("only %d protected routes found; the route table is not what this test expects", checked)
	}
}

func TestRoleCheckRefusesAndAudits(t *testing.T) {
	a := newApp(t)
	_, adminID := a.bootstrap()
	nurseToken, _ := a.addUser("enfermera", store.RoleNurse)
	familyToken, _ := a.addUser("familia", store.RoleFamily)

	r := a.request("POST", "/api/users/users-admin/"+adminID, nil, nurseToken).wantStatus(http.StatusForbidden)
	if r.message() != "No tienes permiso para realizar esta acción." {
		t.Fatalf("403 message = %q", r.message())
	}
	a.request("GET", "/api/users/search?q=a", nil, familyToken).wantStatus(http.StatusForbidden)

	denied := 0
	for _, row := range a.audit(store.AuditFilter{Entity: "route"}) {
		if row.Outcome == store.OutcomeDenied {
			denied++
		}
	}
	if denied != 2 {
		t.Fatalf("denied audit rows = %d, want 2", denied)
	}
}

func TestUnknownAPIPathsAnswerJSON404AndPagesFallBackToTheApp(t *testing.T) {
	a := newApp(t)
	r := a.request("GET", "/api/no-existe", nil, "").wantStatus(http.StatusNotFound)
	if r.message() != "No se encontró lo que buscas." {
		t.Fatalf("api 404 = %s", r.Body.String())
	}
	a.request("DELETE", "/api/no-existe/tampoco", nil, "").wantStatus(http.StatusNotFound)

	page := a.request("GET", "/patients", nil, "").wantStatus(http.StatusOK)
	csp := page.Header().Get("Content-Security-Policy")
	if !strings.Contains(page.Body.String(), "amparo-app") || page.Header().Get("Cache-Control") != "no-cache" {
		t.Fatalf("SPA fallback = %q, cache %q", page.Body.String(), page.Header().Get("Cache-Control"))
	}
	if strings.Contains(page.Body.String(), "__CSP_NONCE__") || strings.Contains(csp, "unsafe-inline") ||
		!strings.Contains(csp, "frame-ancestors 'none'") {
		t.Fatalf("nonce not applied or CSP weak: csp %q body %q", csp, page.Body.String())
	}
	nonce := between(page.Body.String(), `nonce="`, `"`)
	if nonce == "" || !strings.Contains(csp, "'nonce-"+nonce+"'") {
		t.Fatalf("page nonce %q not in CSP %q", nonce, csp)
	}
	again := a.request("GET", "/", nil, "")
	if between(again.Body.String(), `nonce="`, `"`) == nonce {
		t.Fatal("the nonce must change on every request")
	}

	asset := a.request("GET", "/assets/app-abc123.js", nil, "").wantStatus(http.StatusOK)
	if !strings.Contains(asset.Header().Get("Cache-Control"), "immutable") {
		t.Fatalf("asset cache = %q", asset.Header().Get("Cache-Control"))
	}
	a.request("GET", "/assets/missing-999.js", nil, "").wantStatus(http.StatusNotFound)
	a.request("GET", "/hero.webm", nil, "").wantStatus(http.StatusOK)
	a.request("GET", "/.vite/manifest.json", nil, "").wantStatus(http.StatusNotFound) // the build's, for make test-bundle
}

func TestSecurityHeadersOnEveryResponse(t *testing.T) {
	a := newApp(t)
	for _, path := range []string{"/api/health", "/", "/api/no-existe"} {
		h := a.request("GET", path, nil, "").Header()
		for name, want := range map[string]string{
			"X-Content-Type-Options": "nosniff",
			"X-Frame-Options":        "DENY",
			"Referrer-Policy":        "same-origin",
		} {
			if h.Get(name) != want {
				t.Errorf("%s: %s = %q, want %q", path, name, h.Get(name), want)
			}
		}
		if !strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
			t.Errorf("%s: CSP = %q", path, h.Get("Content-Security-Policy"))
		}
	}
}

func TestBadBodiesGetClearErrorsNot500(t *testing.T) {
	a := newApp(t)
	cases := []struct {
		name   string
		body   string
		status int
	}{
		{"malformed JSON", `{"identifier": `, http.StatusBadRequest},
		{"wrong type", `{"identifier": 5, "password": "secreta1"}`, http.StatusBadRequest},
		{"empty body", ``, http.StatusBadRequest},
		{"too large", `{"identifier":"` + strings.Repeat("a", 16<<20) + `"}`, http.StatusRequestEntityTooLarge},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := a.request("POST", "/api/auth/signin", tc.body, "").wantStatus(tc.status)
			if r.message() == "" {
				t.Fatalf("no Spanish message in %s", r.Body.String())
			}
		})
	}
	if got := a.request("POST", "/api/auth/signin", `{"identifier": 5}`, "").field("identifier"); got == "" {
		t.Fatal("a wrongly typed value must name its field")
	}
}

func TestHealth(t *testing.T) {
	a := newApp(t)
	if got := a.request("GET", "/api/health", nil, "").wantStatus(http.StatusOK).json()["status"]; got != "ok" {
		t.Fatalf("status = %v", got)
	}
}

func between(s, start, end string) string {
	_, after, ok := strings.Cut(s, start)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(after, end)
	return v
}

func TestClientAddressComesFromTheConnectionUnlessBehindAProxy(t *testing.T) {
	cases := []struct {
		behind bool
		remote string
		want   string
	}{
		{false, "192.0.2.10:5000", "192.0.2.10"},
		{false, "127.0.0.1:5000", "127.0.0.1"},  // not configured: the header is ignored
		{true, "192.0.2.10:5000", "192.0.2.10"}, // a client claiming to be forwarded
		{true, "127.0.0.1:5000", "203.0.113.7"}, // the local proxy
	}
	for _, tc := range cases {
		a := newAppConfig(t, server.Config{BehindProxy: tc.behind})
		req := httptest.NewRequest("POST", "/api/auth/signin", strings.NewReader(`{"identifier":"nadie","password":"mala-clave"}`))
		req.RemoteAddr = tc.remote
		req.Header.Set("X-Forwarded-For", "203.0.113.7")
		a.srv.ServeHTTP(httptest.NewRecorder(), req)
		rows := a.audit(store.AuditFilter{Action: "signin"})
		if len(rows) != 1 || rows[0].IP != tc.want {
			t.Errorf("behind proxy %v from %s: audited %+v, want %s", tc.behind, tc.remote, rows, tc.want)
		}
	}
}
