package server_test

import (
	"hash/crc32"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// FuzzWriteRoutes sends fuzzed bodies to the write routes, whose handlers decode their bodies inline
// (activities, alerts, areas, auth, chat, handover, Kardex doses, MAR, medications, posts, push,
// settings, staff, users, vital ranges...), on one copy of the demo home. A route is named by method and
// path; any other string picks one. Never a 5xx; a refusal is the error shape and changes nothing.
func FuzzWriteRoutes(f *testing.F) {
	home := newDemoHome(f)
	var routes []string
	for _, r := range home.routes {
		key := r.Method + " " + r.Path
		if writeMethod(r.Method) && strings.HasPrefix(r.Path, "/api/") && !strings.HasSuffix(r.Path, "/*") &&
			skippedWrites[key] == "" && !slices.Contains(routes, key) {
			routes = append(routes, key)
		}
	}
	slices.Sort(routes)
	for _, key := range routes {
		for _, body := range []string{`{}`, `null`, `{"name":"2026-02-30","date":"31/12/2026","quantity":"1e400"}`} {
			f.Add(key, []byte(body))
		}
	}
	f.Add("POST /api/mar/administrations", []byte(`{"kardexId":"k","entryId":"e","status":"held","reason":"x","at":"2026-02-30T08:00"}`))
	f.Add("POST /api/handover/notes", []byte(`{"residentId":"r","message":"`+strings.Repeat("á", 3000)+`"}`))
	f.Add("PUT /api/vital-ranges/:residentId", []byte(`{"ranges":{"temperature":{"min":"38","max":"36,5"}}}`))
	f.Add("POST /api/alerts/:id/acknowledge", []byte(`{"comment":null}`))
	h := home.open(f)
	f.Fuzz(func(t *testing.T, route string, body []byte) {
		key := route
		if !slices.Contains(routes, key) {
			key = routes[int(crc32.ChecksumIEEE([]byte(route)))%len(routes)]
		}
		method, pattern, _ := strings.Cut(key, " ")
		h.t, h.a.t = t, t
		path, _ := home.fillPath(t, pattern)
		r := h.a.request(method, path, string(body), h.token)
		h.checkAnswer(method, path, "a fuzzed body", r)
		if r.Code < 300 || r.Code == http.StatusUnauthorized {
			h.rebase() // accepted; or the session ended (a password changed): nothing more to learn here
			return
		}
		h.checkUnchanged(method, path, "a fuzzed body", r)
	})
}
