package server_test

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/server"
	"amparo/store"
)

// demoHome is the demo home's database, seeded once, that each subtest starts a copy of: the same
// residents, records, alerts and staff every time, whatever an earlier subtest changed.
type demoHome struct {
	file       string
	routes     []*echo.Route
	ids        map[string]string // what a path parameter names → an id of that thing in the demo home
	candidates []string          // every JSON field name the server's and store's types declare
	assistant  *httptest.Server  // a model that answers, so the assistant's route reads its body
}

// server is the server over st, configured as the demo home's copies are.
func (home *demoHome) server(t testing.TB, st *store.Store) *server.Server {
	t.Helper()
	srv, err := server.New(context.Background(), server.Config{Store: st, UI: testUI,
		Logger:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Assistant: server.AssistantConfig{URL: home.assistant.URL + "/v1", Model: "prueba", Timeout: 5 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	return srv
}

func newDemoHome(t testing.TB) *demoHome {
	t.Helper()
	ctx := context.Background()
	file := filepath.Join(t.TempDir(), store.DBFile)
	st, err := store.Open(ctx, file, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.SeedDemo(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateUser(ctx, store.Actor{Role: "test"}, allStaffRoles); err != nil {
		t.Fatal(err)
	}
	home := &demoHome{file: file, candidates: jsonFieldNames(t)}
	home.assistant = httptest.NewServer(&fakeModel{reply: "Puede proponer un taller de música."})
	t.Cleanup(home.assistant.Close)
	srv := home.server(t, st)
	home.routes = srv.Routes()
	home.addOwnThings(t, &app{t: t, srv: srv, store: st})
	srv.Close()
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	leaveWAL(t, file)
	home.ids = demoIDs(t, file)
	return home
}

// leaveWAL folds the write-ahead log into the database file and leaves WAL mode, so that a copy of the
// file alone holds everything (a copy without its -wal file could miss the last writes, such as the test's
// own account). It fails, instead of leaving a partial file, when a connection still holds the database.
func leaveWAL(t testing.TB, file string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var mode string
	if err := db.QueryRow(`PRAGMA journal_mode=DELETE`).Scan(&mode); err != nil || mode != "delete" {
		t.Fatalf("demo home: leave WAL mode: %q, %v", mode, err)
	}
}

// addOwnThings gives the test's account what the demo home has for nobody yet: a chat with a nurse, and
// (by a temperature out of range) an open alert and a notification about it.
func (home *demoHome) addOwnThings(t testing.TB, a *app) {
	t.Helper()
	token := a.signin(allStaffRoles.Username, allStaffRoles.Password)
	var nurse, resident string
	db := openSQL(t, home.file)
	if err := db.QueryRow(`SELECT id FROM users WHERE username = 'carmen.ruiz'`).Scan(&nurse); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`SELECT id FROM residents WHERE archived_at IS NULL ORDER BY name LIMIT 1`).Scan(&resident); err != nil {
		t.Fatal(err)
	}
	db.Close() // the copies are of the main file alone: the store's close must checkpoint the WAL into it
	a.request("POST", "/api/chat", map[string]any{"participants": []string{nurse}}, token).wantStatus(http.StatusOK)
	a.request("POST", "/api/vitalsigns", map[string]any{"residentId": resident, "date": time.Now().Format(time.DateOnly),
		"time": "08:00", "vitalSigns": map[string]any{"temperature": 39.5}}, token).wantStatus(http.StatusCreated)
}

// demoIDs picks one existing thing of each sort. The staff member changed is never the test's account.
func demoIDs(t testing.TB, file string) map[string]string {
	t.Helper()
	db := openSQL(t, file)
	queries := map[string]string{
		"me":             `SELECT id FROM users WHERE username = 'todoterreno'`,
		"user":           `SELECT id FROM users WHERE username = 'carmen.ruiz'`,
		"doctor":         `SELECT id FROM users WHERE username = 'javier.ortega'`,
		"socialworker":   `SELECT id FROM users WHERE username = 'lucia.pena'`,
		"resident":       `SELECT id FROM residents WHERE archived_at IS NULL ORDER BY name LIMIT 1`,
		"area":           `SELECT id FROM areas ORDER BY name LIMIT 1`,
		"medication":     `SELECT id FROM medications ORDER BY name LIMIT 1`,
		"activity":       `SELECT id FROM activities LIMIT 1`,
		"post":           `SELECT id FROM posts LIMIT 1`,
		"alert":          `SELECT id FROM alerts WHERE acknowledged_at IS NULL LIMIT 1`,
		"administration": `SELECT id FROM administrations LIMIT 1`,
		"chat":           `SELECT id FROM chats LIMIT 1`,
		"notification":   `SELECT id FROM notifications LIMIT 1`,
	}
	for _, kind := range recordKindByPath {
		queries["record:"+kind] = `SELECT id FROM records WHERE kind = '` + kind + `' AND deleted_at IS NULL LIMIT 1`
	}
	defer db.Close()
	ids := map[string]string{}
	for name, q := range queries {
		var id string
		if err := db.QueryRow(q).Scan(&id); err != nil {
			t.Logf("demo home: no %s (%v)", name, err)
			continue
		}
		ids[name] = id
	}
	return ids
}

// recordKindByPath is each record kind's route prefix (records_*.go).
var recordKindByPath = map[string]string{"/api/notessocialworker": "socialwork", "/api/notes": "note",
	"/api/vitalsigns": "vitals", "/api/incidents": "incident", "/api/care-records": "care", "/api/kardex": "kardex"}

// idParamPrefixes say what :id names, by the route's path; the first prefix that matches wins.
var idParamPrefixes = []struct{ prefix, thing string }{
	{"/api/users/update-profile/", "me"}, {"/api/users/", "user"}, {"/api/staff/", "doctor"},
	{"/api/socialworker/", "socialworker"}, {"/api/patients/", "resident"}, {"/api/areas/", "area"},
	{"/api/medications/", "medication"}, {"/api/activities/", "activity"}, {"/api/posts/", "post"},
	{"/api/alerts/", "alert"}, {"/api/mar/administrations/", "administration"},
	{"/api/notifications/", "notification"},
}

var pathParam = regexp.MustCompile(`:[A-Za-z]+`)

// fillPath puts a real id in each path parameter; a parameter it cannot name gets an unknown id (the
// route is still sent every body: it must refuse them without a 5xx), and known is false.
func (home *demoHome) fillPath(t testing.TB, path string) (filled string, known bool) {
	t.Helper()
	known = true
	filled = pathParam.ReplaceAllStringFunc(path, func(p string) string {
		thing := map[string]string{":residentId": "resident", ":patientId": "resident", ":areaId": "area",
			":chatId": "chat", ":userId": "me"}[p]
		if p == ":id" {
			for prefix, kind := range recordKindByPath {
				if strings.HasPrefix(path, prefix+"/") {
					thing = "record:" + kind
				}
			}
			for _, m := range idParamPrefixes {
				if thing == "" && strings.HasPrefix(path, m.prefix) {
					thing = m.thing
				}
			}
		}
		if id, ok := home.ids[thing]; ok {
			return id
		}
		t.Logf("%s: no demo id for %s, sending an unknown one", path, p)
		known = false
		return "00000000-0000-0000-0000-000000000000"
	})
	return filled, known
}

var jsonTag = regexp.MustCompile("json:\"([A-Za-z0-9_]+)[,\"]")

// jsonFieldNames reads every JSON field name declared in the server's and the store's Go files, so a
// field added to a request is probed without touching the test.
func jsonFieldNames(t testing.TB) []string {
	t.Helper()
	seen := map[string]bool{}
	for _, dir := range []string{".", "../store"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range jsonTag.FindAllStringSubmatch(string(src), -1) {
				seen[m[1]] = true
			}
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// homeCopy is a server over a fresh copy of the demo home, signed in as the test's account, and the
// fingerprint of its database as last seen.
type homeCopy struct {
	t     testing.TB
	a     *app
	token string
	db    *sql.DB
	conn  *sql.Conn
	seen  map[string]string // table → fingerprint
	ver   int64
}

func (home *demoHome) open(t testing.TB) *homeCopy {
	t.Helper()
	ctx := context.Background()
	file := filepath.Join(t.TempDir(), store.DBFile)
	raw, err := os.ReadFile(home.file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, file, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	a := &app{t: t, srv: home.server(t, st), store: st}
	h := &homeCopy{t: t, a: a, token: a.signin(allStaffRoles.Username, allStaffRoles.Password), db: openSQL(t, file)}
	if h.conn, err = h.db.Conn(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.conn.Close() })
	h.rebase()
	return h
}

func openSQL(t testing.TB, file string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)&_pragma=query_only(1)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// rebase takes the database as it is now as what later requests are compared with.
func (h *homeCopy) rebase() {
	h.t.Helper()
	h.ver = h.dataVersion()
	h.seen = h.fingerprint()
}

// changedSince names the tables whose content differs from the last rebase. SQLite's data_version
// says cheaply whether anything was committed at all since.
func (h *homeCopy) changedSince() string {
	h.t.Helper()
	ver := h.dataVersion()
	if ver == h.ver {
		return ""
	}
	h.ver = ver
	now := h.fingerprint()
	var changed []string
	for table, fp := range now {
		if h.seen[table] != fp {
			changed = append(changed, table)
		}
	}
	for table := range h.seen {
		if _, ok := now[table]; !ok {
			changed = append(changed, table)
		}
	}
	slices.Sort(changed)
	return strings.Join(changed, ", ")
}

func (h *homeCopy) dataVersion() int64 {
	h.t.Helper()
	var v int64
	if err := h.conn.QueryRowContext(context.Background(), "PRAGMA data_version").Scan(&v); err != nil {
		h.t.Fatal(err)
	}
	return v
}

// fingerprint hashes every table's rows. The audit log counts only what was allowed and not a read
// (a refused request is audited as denied; reading is audited too); failed sign-ins are counted in
// login_attempts by design.
func (h *homeCopy) fingerprint() map[string]string {
	h.t.Helper()
	ctx := context.Background()
	rows, err := h.conn.QueryContext(ctx, `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
	if err != nil {
		h.t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			h.t.Fatal(err)
		}
		tables = append(tables, name)
	}
	rows.Close()
	out := map[string]string{}
	for _, table := range tables {
		q := `SELECT * FROM "` + table + `"`
		switch table {
		case "login_attempts":
			continue
		case "audit_log":
			q = `SELECT id, action, entity, entity_id FROM audit_log WHERE outcome = 'allowed' AND action <> 'read'`
		}
		out[table] = h.hashRows(q)
	}
	return out
}

// hashRows hashes what a query returns, whatever the order of its rows.
func (h *homeCopy) hashRows(q string) string {
	h.t.Helper()
	rows, err := h.conn.QueryContext(context.Background(), q)
	if err != nil {
		h.t.Fatalf("%s: %v", q, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		h.t.Fatal(err)
	}
	values := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range values {
		ptrs[i] = &values[i]
	}
	var lines []string
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			h.t.Fatal(err)
		}
		row := sha256.New()
		for _, v := range values {
			if b, ok := v.([]byte); ok { // a picture: its bytes as they are, quickly
				fmt.Fprintf(row, "%d:", len(b))
				row.Write(b)
				continue
			}
			fmt.Fprintf(row, "%T %v|", v, v)
		}
		lines = append(lines, hex.EncodeToString(row.Sum(nil)))
	}
	if err := rows.Err(); err != nil {
		h.t.Fatal(err)
	}
	slices.Sort(lines)
	sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	return fmt.Sprintf("%d rows %x", len(lines), sum[:8])
}
