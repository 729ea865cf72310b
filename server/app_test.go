package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"amparo/server"
	"amparo/store"
	"amparo/store/storetest"
)

// clock is a settable time source shared by the store and the token signer.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// app is the real server over a fresh database, driven through httptest.
type app struct {
	t     testing.TB
	srv   *server.Server
	store *store.Store
	clock *clock
}

// testUI stands in for the React build: an index page with the nonce placeholder and one asset.
var testUI = fstest.MapFS{
	"index.html":           {Data: []byte(`<html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body>amparo-app</body></html>`)},
	"assets/app-abc123.js": {Data: []byte(`console.log("app")`)},
	"hero.webm":            {Data: []byte("webm")},
}

func newApp(t testing.TB) *app {
	t.Helper()
	return newAppWith(t, server.AssistantConfig{})
}

// newAppWith is newApp with the AI assistant pointed somewhere.
func newAppWith(t testing.TB, assistant server.AssistantConfig) *app {
	t.Helper()
	return newAppConfig(t, server.Config{Assistant: assistant})
}

// newAppConfig is newApp with some of the server's configuration chosen by the test.
func newAppConfig(t testing.TB, cfg server.Config) *app {
	t.Helper()
	clk := &clock{now: time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)}
	st := storetest.NewWithOptions(t, store.Options{Now: clk.Now})
	cfg.Store, cfg.UI, cfg.Logger = st, testUI, slog.New(slog.NewTextHandler(io.Discard, nil))
	srv, err := server.New(context.Background(), cfg)
	if err != nil {
		t.Fatalf("new server: %v", err)
	}
	return &app{t: t, srv: srv, store: st, clock: clk}
}

// response is a recorded answer with helpers to read the one JSON shape.
type response struct {
	*httptest.ResponseRecorder
	t testing.TB
}

func (r response) json() map[string]any {
	r.t.Helper()
	var out map[string]any
	if err := json.Unmarshal(r.Body.Bytes(), &out); err != nil {
		r.t.Fatalf("response is not a JSON object: %v\n%s", err, r.Body.String())
	}
	return out
}

func (r response) field(name string) string {
	r.t.Helper()
	fields, ok := r.json()["fields"].(map[string]any)
	if !ok {
		r.t.Fatalf("no fields object in %s", r.Body.String())
	}
	s, _ := fields[name].(string)
	return s
}

func (r response) message() string {
	r.t.Helper()
	s, _ := r.json()["message"].(string)
	return s
}

func (r response) wantStatus(status int) response {
	r.t.Helper()
	if r.Code != status {
		r.t.Fatalf("status = %d, want %d; body: %s", r.Code, status, r.Body.String())
	}
	return r
}

// request sends a request; body is JSON-encoded unless it is a string (sent as is).
func (a *app) request(method, path string, body any, token string, headers ...string) response {
	a.t.Helper()
	var reader io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		reader = strings.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			a.t.Fatal(err)
		}
		reader = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, path, reader)
	req.RemoteAddr = "192.0.2.10:50000"
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	a.srv.ServeHTTP(rec, req)
	return response{ResponseRecorder: rec, t: a.t}
}

// bootstrap creates the first (administrative) account through the API and returns its token.
func (a *app) bootstrap() (token string, id string) {
	a.t.Helper()
	body := a.request("POST", "/api/auth/signup", map[string]any{
		"name": "Lucía Fernández", "username": "lucia", "email": "lucia@example.es",
		"password": "secreta1", "confirmPassword": "secreta1",
	}, "").wantStatus(http.StatusOK).json()
	return body["token"].(string), body["_id"].(string)
}

// addUser creates an account straight in the store and signs it in.
func (a *app) addUser(username string, role store.Role) (token string, user store.User) {
	a.t.Helper()
	u, err := a.store.CreateUser(context.Background(), store.Actor{Role: "test"}, store.NewUser{
		Username: username, Password: "secreta1", Name: "Persona " + username,
		Email: username + "@example.es", Roles: []store.Role{role},
	})
	if err != nil {
		a.t.Fatalf("create %s: %v", username, err)
	}
	return a.signin(username, "secreta1"), u
}

func (a *app) signin(identifier, password string) string {
	a.t.Helper()
	body := a.request("POST", "/api/auth/signin", map[string]any{"identifier": identifier, "password": password}, "").
		wantStatus(http.StatusOK).json()
	return body["token"].(string)
}

func (a *app) audit(f store.AuditFilter) []store.AuditRow {
	a.t.Helper()
	rows, err := a.store.ListAudit(context.Background(), f)
	if err != nil {
		a.t.Fatal(err)
	}
	return rows
}

func (r response) jsonArray() []any {
	r.t.Helper()
	var out []any
	if err := json.Unmarshal(r.Body.Bytes(), &out); err != nil {
		r.t.Fatalf("response is not a JSON array: %v\n%s", err, r.Body.String())
	}
	return out
}
