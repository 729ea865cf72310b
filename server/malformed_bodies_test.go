package server_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

// TestMalformedBodiesOnEveryWriteRoute sends malformed bodies to every POST, PUT and PATCH route of the
// router (a new route is covered without touching this test), signed in as an account with every staff
// role so the permission check passes, on a copy of the demo home's database for each route. Nothing
// may answer 5xx; a refusal is the one error shape with a Spanish message and changes nothing.
func TestMalformedBodiesOnEveryWriteRoute(t *testing.T) {
	if testing.Short() {
		t.Skip("a copy of the demo home for each write route")
	}
	home := newDemoHome(t)
	checked := 0
	for _, r := range home.routes {
		if !writeMethod(r.Method) || !strings.HasPrefix(r.Path, "/api/") || strings.HasSuffix(r.Path, "/*") {
			continue
		}
		if why, skip := skippedWrites[r.Method+" "+r.Path]; skip {
			t.Logf("%s %s: not sent malformed bodies: %s", r.Method, r.Path, why)
			continue
		}
		checked++
		t.Run(r.Method+" "+r.Path, func(t *testing.T) {
			t.Parallel()
			h := home.open(t)
			path, known := home.fillPath(t, r.Path)
			fields := h.probeFields(r.Method, path, home.candidates)
			for _, b := range malformedBodies(fields) {
				h.sendRefusedOrSaved(r.Method, path, b, known, otherRefusals[r.Method+" "+r.Path])
			}
		})
	}
	if checked < 40 {
		t.Fatalf("only %d write routes found; the route table is not what this test expects", checked)
	}
}

// skippedWrites are write routes that read no body and would end the test's session.
var skippedWrites = map[string]string{
	"POST /api/auth/logout": "it ends the session whatever the body says",
}

// otherRefusals are what a route may answer besides 400 and 422: one that reads no body once its first
// request did what it does; the lock screen's, whose any string is a password to try.
var otherRefusals = map[string][]int{
	"PATCH /api/notifications/:id/read": {http.StatusNotFound}, // read once, it is no longer there to read
	// a wrong password (401), counted by the sign-in throttling until it refuses (429)
	"POST /api/auth/unlock": {http.StatusUnauthorized, http.StatusTooManyRequests},
}

func writeMethod(m string) bool {
	return m == http.MethodPost || m == http.MethodPut || m == http.MethodPatch
}

// malformedBody is one body and what it is. A structural one is no object or no JSON at all: only a
// 400 (413 for too large, 404 for a path naming nothing) may answer it. A body of fields may be refused
// for what its values mean, too: someone else's id (403), nothing by that id (404), taken (409).
type malformedBody struct {
	name, body string
	structural bool
}

// malformedBodies are the structural ones, then, for each field the route reads, every wrong type, a 1 MB
// string, invalid UTF-8 and impossible dates.
func malformedBodies(fields []string) []malformedBody {
	out := []malformedBody{
		{"null", `null`, true},
		{"array", `[]`, true},
		{"array of object", `[{}]`, true},
		{"string", `"texto"`, true},
		{"number", `0`, true},
		{"empty object", `{}`, false},
		{"empty body", ``, true},
		{"truncated", `{"a": [1, 2`, true},
		{"trailing garbage", `{} {}`, false}, // the decoder reads one value; what follows is not read
		{"deep arrays", strings.Repeat("[", 10000) + strings.Repeat("]", 10000), true},
		{"deep objects", strings.Repeat(`{"a":`, 10000) + "1" + strings.Repeat("}", 10000), false},
		{"invalid UTF-8 outside strings", "{\xff\xfe: 1}", true},
		{"1 MB string", `"` + oneMB + `"`, true},
	}
	wrong := []struct{ name, value string }{
		{"null", `null`}, {"number", `7`}, {"negative", `-1`}, {"fraction", `1.5`}, {"huge number", `1e308`},
		{"too big a number", `1e400`}, {"string", `"texto"`}, {"empty string", `""`}, {"boolean", `true`},
		{"object", `{"a": 1}`}, {"array", `[1, "a", null]`}, {"1 MB string", `"` + oneMB + `"`},
		{"invalid UTF-8", "\"a\xff\xfeb\""}, {"escaped lone surrogate", `"\ud800"`}, {"NUL", `"a\u0000b"`},
		{"impossible date", `"2026-02-30"`}, {"day first date", `"31/12/2026"`}, {"year 99999", `"99999-12-31"`},
		{"signed year", `"+99999-01-01"`}, {"month 13", `"2026-13-01"`}, {"date and time", `"2026-02-28T25:61:00Z"`},
		{"hour 24", `"24:00"`},
	}
	all := map[string]string{}
	for _, w := range wrong {
		for _, f := range fields {
			out = append(out, malformedBody{name: f + " = " + w.name, body: `{"` + f + `": ` + w.value + `}`})
		}
		if w.name != "1 MB string" {
			for _, f := range fields {
				all[f] = w.value
			}
			out = append(out, malformedBody{name: "every field = " + w.name, body: jsonObject(all)})
		}
	}
	return out
}

var oneMB = strings.Repeat("ñ", 1<<19) // 2 bytes each

// jsonObject writes fields with their raw JSON values (which may be invalid on purpose).
func jsonObject(fields map[string]string) string {
	var b strings.Builder
	b.WriteString("{")
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for i, k := range keys {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`"` + k + `":` + fields[k])
	}
	b.WriteString("}")
	return b.String()
}

// probeFields finds the top-level fields a route reads: a value of the wrong type in a field the
// route decodes is a 400 naming that field. It sends every candidate name as true, then as a string,
// taking out each field the answer names, until an answer names none.
func (h *homeCopy) probeFields(method, path string, candidates []string) []string {
	h.t.Helper()
	found := []string{}
	for _, value := range []string{`true`, `"x"`} {
		body := map[string]string{}
		for _, c := range candidates {
			if !slices.Contains(found, c) {
				body[c] = value
			}
		}
		for range candidates {
			r := h.a.request(method, path, jsonObject(body), h.token)
			h.checkAnswer(method, path, "probe", r)
			if r.Code >= 300 {
				h.checkUnchanged(method, path, "probe", r)
			} else {
				h.rebase()
			}
			named := ""
			if r.Code == http.StatusBadRequest {
				var e struct{ Fields map[string]string }
				_ = json.Unmarshal(r.Body.Bytes(), &e)
				for f := range e.Fields {
					top, _, _ := strings.Cut(f, ".")
					if _, sent := body[top]; sent {
						named = top
					}
				}
			}
			if named == "" {
				break
			}
			found = append(found, named)
			delete(body, named)
		}
	}
	slices.Sort(found)
	return found
}

// sendRefusedOrSaved sends one malformed body: never a 5xx; a refusal changes nothing; an acceptance
// (a route whose fields are all optional) is the new state to compare with.
func (h *homeCopy) sendRefusedOrSaved(method, path string, b malformedBody, knownIDs bool, other []int) {
	h.t.Helper()
	r := h.a.request(method, path, b.body, h.token)
	h.checkAnswer(method, path, b.name, r)
	if r.Code < 300 {
		h.rebase()
		return
	}
	want := append([]int{http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnprocessableEntity}, other...)
	if !b.structural {
		want = append(want, http.StatusForbidden, http.StatusNotFound, http.StatusConflict)
	}
	if !knownIDs {
		want = append(want, http.StatusNotFound)
	}
	if !slices.Contains(want, r.Code) {
		h.t.Errorf("%s %s with %s: refused with %d, want one of %v: %.300s", method, path, b.name, r.Code, want, r.Body.String())
	}
	h.checkUnchanged(method, path, b.name, r)
}

// checkAnswer: never a 5xx, and a refusal is {"message": Spanish, "fields": {...}}.
func (h *homeCopy) checkAnswer(method, path, what string, r response) {
	h.t.Helper()
	if r.Code >= 500 {
		h.t.Errorf("%s %s with %s: %d %.300s", method, path, what, r.Code, r.Body.String())
		return
	}
	if r.Code < 400 {
		return
	}
	var e struct {
		Message *string
		Fields  map[string]string
	}
	if err := json.Unmarshal(r.Body.Bytes(), &e); err != nil || e.Message == nil || e.Fields == nil {
		h.t.Errorf("%s %s with %s: %d is not the error shape: %.300s", method, path, what, r.Code, r.Body.String())
		return
	}
	if !spanish(*e.Message) {
		h.t.Errorf("%s %s with %s: message %q", method, path, what, *e.Message)
	}
	for f, m := range e.Fields {
		if !spanish(m) {
			h.t.Errorf("%s %s with %s: fields[%s] = %q", method, path, what, f, m)
		}
	}
}

// spanish rules out the empty message and the English status texts Echo and net/http would send.
func spanish(m string) bool {
	if strings.TrimSpace(m) == "" {
		return false
	}
	for code := 100; code < 600; code++ {
		if text := http.StatusText(code); text != "" && strings.EqualFold(strings.TrimSpace(m), text) {
			return false
		}
	}
	lower := strings.ToLower(m)
	for _, english := range []string{"invalid", "error", "cannot", "unexpected", "json:", "field"} {
		if strings.Contains(lower, english) {
			return false
		}
	}
	return true
}

func (h *homeCopy) checkUnchanged(method, path, what string, r response) {
	h.t.Helper()
	if diff := h.changedSince(); diff != "" {
		h.t.Errorf("%s %s with %s was refused (%d) but changed the database: %s", method, path, what, r.Code, diff)
		h.rebase()
	}
}

// allStaffRoles is the test's account: every staff role, so every write route's permission check passes.
var allStaffRoles = store.NewUser{Username: "todoterreno", Password: "secreta1", Name: "Persona Con Todos Los Roles",
	Email: "todoterreno@example.es", Roles: store.StaffRoles}
