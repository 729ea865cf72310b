package server_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"reflect"
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
	// keyFile is the server's signing key file, in a folder of its own.
	keyFile string
}

// testUI stands in for the React build: an index page with the nonce placeholder and one asset.
var testUI = fstest.MapFS{
	"index.html":           {Data: []byte(`<html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body>amparo-app</body></html>`)},
	"assets/app-abc123.js": {Data: []byte(`console.log("app")`)},
	"hero.webm":            {Data: []byte("webm")},
	".vite/manifest.json":  {Data: []byte(`{"index.html":{"file":"assets/app-abc123.js"}}`)},
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
	if cfg.KeyFile == "" {
		cfg.KeyFile = filepath.Join(t.TempDir(), server.KeyFileName)
	}
	srv, err := server.New(context.Background(), cfg)
	if err != nil {
		t.Fatalf("new server: %v", err)
	}
	return &app{t: t, srv: srv, store: st, clock: clk, keyFile: cfg.KeyFile}
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

// sameJSONGzipped fails unless zipped came gzipped and holds the same JSON as plain; it answers the
// unzipped text.
func sameJSONGzipped(t testing.TB, plain, zipped response) string {
	t.Helper()
	if enc := zipped.Header().Get("Content-Encoding"); enc != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip (%d bytes plain)", enc, plain.Body.Len())
	}
	zr, err := gzip.NewReader(bytes.NewReader(zipped.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	var want, got any
	if err := json.Unmarshal(plain.Body.Bytes(), &want); err != nil {
		t.Fatalf("the plain answer is not JSON: %v", err)
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatalf("the unzipped answer is not JSON: %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("unzipped %s\nplain %s", raw, plain.Body.String())
	}
	return string(raw)
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

// scenario is one API call and what it must answer, after PocketBase's declarative API scenarios.
type scenario struct {
	name        string
	caller      string // a name in the callers map given to runScenarios; "" calls without a session
	method, url string
	body        any // as request takes it: JSON-encoded unless a string
	wantStatus  int
	wantJSON    map[string]any                 // keys of the answer's JSON object and their exact values (numbers as in Go: 1, 0.5)
	wantFields  map[string]string              // field → its exact message in "fields"; "" asks only that the field has one
	wantContent []string                       // substrings the body must contain
	notContent  []string                       // substrings the body must not contain
	after       func(t *testing.T, r response) // checks a substring cannot make; runs when the status is right
}

// callers names the sessions of a scenario table. runScenarios looks each name up when its scenario runs,
// so code between two tables, or an earlier scenario's after, may add or replace one.
type callers map[string]string

// runScenarios runs the scenarios in order, each as a subtest, against the one app: a scenario sees
// what the ones before it wrote.
func runScenarios(t *testing.T, a *app, who callers, scenarios []scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			token, ok := who[sc.caller]
			if sc.caller != "" && !ok {
				t.Fatalf("no caller named %q", sc.caller)
			}
			sub := *a
			sub.t = t
			r := sub.request(sc.method, sc.url, sc.body, token)
			call := fmt.Sprintf("%s %s as %q", sc.method, sc.url, sc.caller)
			if r.Code != sc.wantStatus {
				t.Fatalf("%s: status %d, want %d; body: %.600s", call, r.Code, sc.wantStatus, r.Body.String())
			}
			if len(sc.wantJSON) > 0 {
				got := r.json()
				for key, want := range sc.wantJSON {
					if !reflect.DeepEqual(got[key], asJSON(t, want)) {
						t.Errorf("%s: %s = %#v, want %#v", call, key, got[key], want)
					}
				}
			}
			for field, want := range sc.wantFields {
				switch got := r.field(field); {
				case want == "" && got == "":
					t.Errorf("%s: fields[%s] has no message; body: %.600s", call, field, r.Body.String())
				case want != "" && got != want:
					t.Errorf("%s: fields[%s] = %q, want %q", call, field, got, want)
				}
			}
			for _, s := range sc.wantContent {
				if !strings.Contains(r.Body.String(), s) {
					t.Errorf("%s: body lacks %q: %.600s", call, s, r.Body.String())
				}
			}
			for _, s := range sc.notContent {
				if strings.Contains(r.Body.String(), s) {
					t.Errorf("%s: body has %q: %.600s", call, s, r.Body.String())
				}
			}
			if sc.after != nil {
				sc.after(t, r)
			}
		})
	}
}

// asJSON is v as it reads back from JSON, to compare with a decoded answer.
func asJSON(t testing.TB, v any) any {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}
