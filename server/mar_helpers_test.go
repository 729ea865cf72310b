package server_test

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"amparo/store"
)

// The medication round's test home: a doctor who prescribes, a nurse who gives, a resident allergic to
// penicillin, and a medication of the inventory, on a clock set to Madrid's time.

var madridZone = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Madrid")
	if err != nil {
		panic(err)
	}
	return loc
}()

// madrid is a moment on Madrid's clock, "2006-01-02T15:04".
func madrid(t testing.TB, s string) time.Time {
	t.Helper()
	at, err := time.ParseInLocation("2006-01-02T15:04", s, madridZone)
	if err != nil {
		t.Fatal(err)
	}
	return at
}

// set moves the clock (sessions are signed for 30 days, so later moves forward keep them).
func (c *clock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}

type marApp struct {
	*app
	admin, doctor, nurse, social string
	adminID                      string
	nurseUser, doctorUser        store.User
	resident                     string // María José Núñez Peña, allergic to penicillin
	med                          string // Enalapril 10 mg: 20 in stock, minimum 5
}

// newMarApp starts the home at a moment of Madrid's clock.
func newMarApp(t *testing.T, now string) *marApp { return marAppOn(t, newApp(t), now) }

// marAppOn starts the home on an app made by the test.
func marAppOn(t *testing.T, a *app, now string) *marApp {
	a.clock.set(madrid(t, now))
	_, adminID := a.bootstrap()
	m := &marApp{app: a, admin: a.longSession("lucia"), adminID: adminID}
	_, m.nurseUser = a.addUser("enfermera", store.RoleNurse)
	_, m.doctorUser = a.addUser("medico", store.RoleDoctor)
	a.addUser("social", store.RoleSocialWorker)
	m.nurse, m.doctor, m.social = a.longSession("enfermera"), a.longSession("medico"), a.longSession("social")
	m.resident = a.createResident(m.admin, validResident("María José Núñez Peña"))["_id"].(string)
	m.med = m.request("POST", "/api/medications", with(validMedication("Enalapril"), map[string]any{"concentration": "10 mg"}),
		m.admin).wantStatus(http.StatusCreated).text("_id")
	return m
}

// longSession signs in with "remember me", a session that outlives a few days of the test's clock.
func (a *app) longSession(username string) string {
	a.t.Helper()
	return a.request("POST", "/api/auth/signin", map[string]any{"identifier": username, "password": "secreta1", "rememberMe": true}, "").
		wantStatus(http.StatusOK).text("token")
}

func (m *marApp) callers() callers {
	return callers{"admin": m.admin, "doctor": m.doctor, "nurse": m.nurse, "social": m.social}
}

// entry is a Kardex entry of the inventory's medication with its times.
func (m *marApp) entry(times ...string) map[string]any {
	return map[string]any{"medication": m.med, "dose": "1 comprimido", "route": "Oral", "date": "2026-11-01", "times": times}
}

// prn is a PRN entry of the inventory's medication.
func (m *marApp) prn(indication string, max int) map[string]any {
	return map[string]any{"medication": m.med, "dose": "1 comprimido", "route": "Oral", "date": "2026-11-01", "prn": true,
		"prnIndication": indication, "prnMaxPerDay": max}
}

// prescribe writes a Kardex for a resident as the doctor and answers its id and its entries' ids.
func (m *marApp) prescribe(resident string, entries ...map[string]any) (string, []string) {
	m.t.Helper()
	k := m.request("POST", "/api/kardex", map[string]any{"patientId": resident, "entries": entries}, m.doctor).
		wantStatus(http.StatusCreated).json()
	var ids []string
	for _, e := range k["entries"].([]any) {
		ids = append(ids, e.(map[string]any)["_id"].(string))
	}
	return k["_id"].(string), ids
}

// mar reads GET /mar with a query.
func (m *marApp) mar(query string) []map[string]any {
	m.t.Helper()
	return objects(m.request("GET", "/api/mar"+query, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
}

// give records a slot as given, by token.
func (m *marApp) give(token, kardex, entry, slot string) response {
	m.t.Helper()
	return m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": entry,
		"scheduledAt": slot, "status": "given"}, token)
}

func (m *marApp) stock() (int, []any) {
	m.t.Helper()
	var stock int
	for _, med := range m.request("GET", "/api/medications/all", nil, m.admin).json()["medications"].([]any) {
		if med := med.(map[string]any); med["_id"] == m.med {
			stock = int(med["stock"].(float64))
		}
	}
	return stock, m.request("GET", "/api/medications/"+m.med+"/movements", nil, m.admin).wantStatus(http.StatusOK).jsonArray()
}

func objects(list []any) []map[string]any {
	out := make([]map[string]any, len(list))
	for i, v := range list {
		out[i] = v.(map[string]any)
	}
	return out
}

// statuses are the rows' "scheduledAt status", in order.
func statuses(rows []map[string]any) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r["scheduledAt"].(string) + " " + r["status"].(string)
	}
	return out
}

func auditOf(entity, action string) store.AuditFilter {
	return store.AuditFilter{Entity: entity, Action: action}
}

func jsonText(v any) string {
	raw, err := json.Marshal(v)
	if err != nil {
		return err.Error()
	}
	return string(raw)
}
