package server_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// idsOf is the ids of a list, in its order.
func idsOf(t *testing.T, res response) []string {
	t.Helper()
	var ids []string
	for _, v := range res.jsonArray() {
		ids = append(ids, v.(map[string]any)["_id"].(string))
	}
	return ids
}

// walkPages reads a list page by page with ?limit=, following X-Next-Cursor; it returns the ids read and,
// for each page, whether it named a next one.
func walkPages(t *testing.T, a *app, token, url string, limit int) (ids []string, cursors []bool) {
	t.Helper()
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	before := ""
	for page := 0; page < 100; page++ {
		q := fmt.Sprintf("%s%slimit=%d", url, sep, limit)
		if before != "" {
			q += "&before=" + before
		}
		res := a.request("GET", q, nil, token).wantStatus(http.StatusOK)
		got := idsOf(t, res)
		ids = append(ids, got...)
		before = res.Header().Get("X-Next-Cursor")
		cursors = append(cursors, before != "")
		if before == "" {
			return ids, cursors
		}
		if len(got) == 0 || before != got[len(got)-1] {
			t.Fatalf("page %d: X-Next-Cursor %q is not its last record (%v)", page, before, got)
		}
	}
	t.Fatal("the pages never end")
	return nil, nil
}

// dayBefore is the date n days before 2026-11-19.
func dayBefore(n int) string {
	return time.Date(2026, 11, 19, 0, 0, 0, 0, time.UTC).AddDate(0, 0, -n).Format(time.DateOnly)
}

// DESIGN 13: 120 vital signs read 50 at a time give each record once, newest first, with X-Next-Cursor on
// the first two pages only. Three readings share each date and time and were saved in the same second
// (the test clock stands still), so page boundaries fall inside ties; the id decides among them.
func TestRecordPagesWalkEveryVitalSignOnceNewestFirst(t *testing.T) {
	r := newRecordsApp(t)
	for i := range 120 {
		body := map[string]any{"residentId": r.resident, "date": dayBefore(i / 6), "time": []string{"20:00", "08:00"}[i/3%2],
			"vitalSigns": map[string]any{"heartRate": 60 + i%30}}
		r.request("POST", "/api/vitalsigns", body, r.nurse).wantStatus(http.StatusCreated)
	}
	whole := r.request("GET", "/api/vitalsigns/"+r.resident, nil, r.nurse).wantStatus(http.StatusOK)
	if whole.Header().Get("X-Next-Cursor") != "" {
		t.Fatal("the whole list names no next page")
	}
	all := whole.jsonArray()
	if len(all) != 120 {
		t.Fatalf("the whole list has %d records, want 120", len(all))
	}
	for i := 1; i < len(all); i++ { // newest first: date, then time
		prev, cur := all[i-1].(map[string]any), all[i].(map[string]any)
		if prev["date"].(string)+prev["time"].(string) < cur["date"].(string)+cur["time"].(string) {
			t.Fatalf("record %d is newer than the one before it: %v after %v", i, cur, prev)
		}
	}
	wholeIDs := idsOf(t, whole)

	paged, cursors := walkPages(t, r.app, r.nurse, "/api/vitalsigns/"+r.resident, 50)
	if !slices.Equal(cursors, []bool{true, true, false}) {
		t.Fatalf("X-Next-Cursor on pages %v, want on the first two of three", cursors)
	}
	if !slices.Equal(paged, wholeIDs) {
		t.Fatalf("the pages differ from the whole list:\n%v\n%v", paged, wholeIDs)
	}
	// Pages that end exactly at the end say nothing more remains.
	if _, cursors := walkPages(t, r.app, r.nurse, "/api/vitalsigns/"+r.resident, 40); !slices.Equal(cursors, []bool{true, true, false}) {
		t.Fatalf("40 at a time: X-Next-Cursor on pages %v", cursors)
	}
	// Each page is audited as a read, as the whole list is.
	if rows := r.audit(store.AuditFilter{Entity: "vitals", Action: "read"}); len(rows) < 7 {
		t.Fatalf("%d read audit rows for 7 lists read", len(rows))
	}

	// A page ending on a record deleted since can still be followed: the next page is the same.
	second := r.request("GET", "/api/vitalsigns/"+r.resident+"?limit=50&before="+wholeIDs[49], nil, r.nurse).wantStatus(http.StatusOK)
	r.request("DELETE", "/api/vitalsigns/"+wholeIDs[49], nil, r.nurse).wantStatus(http.StatusOK)
	again := r.request("GET", "/api/vitalsigns/"+r.resident+"?limit=50&before="+wholeIDs[49], nil, r.nurse).wantStatus(http.StatusOK)
	if !slices.Equal(idsOf(t, again), idsOf(t, second)) || again.Header().Get("X-Next-Cursor") != wholeIDs[99] {
		t.Fatal("the page after a deleted record changed")
	}
}

// limit is 1..200 and before a record of that list; anything else is a 422 naming the parameter.
func TestRecordPageParametersAreChecked(t *testing.T) {
	r := newRecordsApp(t)
	vital := r.request("POST", "/api/vitalsigns", vitalsBodyFor(r.resident, map[string]any{"heartRate": 70}), r.nurse).
		wantStatus(http.StatusCreated).text("_id")
	note := r.request("POST", "/api/notes", map[string]any{"residentId": r.resident, "date": "2026-11-19", "time": "09:00",
		"observations": "Tranquila."}, r.social).wantStatus(http.StatusCreated).text("_id")
	other := r.createResident(r.admin, validResident("Antonio Gil Ruiz"))["_id"].(string)
	othersVital := r.request("POST", "/api/vitalsigns", vitalsBodyFor(other, map[string]any{"heartRate": 70}), r.nurse).
		wantStatus(http.StatusCreated).text("_id")
	base := "/api/vitalsigns/" + r.resident
	for _, c := range []struct{ query, field, message string }{
		{"?limit=0", "limit", "Debe ser un número entre 1 y 200."},
		{"?limit=201", "limit", "Debe ser un número entre 1 y 200."},
		{"?limit=-3", "limit", "Debe ser un número entre 1 y 200."},
		{"?limit=diez", "limit", "Debe ser un número entre 1 y 200."},
		{"?limit=10&before=no-existe", "before", "No es un registro de esta lista."},
		{"?limit=10&before=" + note, "before", "No es un registro de esta lista."},
		{"?limit=10&before=" + othersVital, "before", "No es un registro de esta lista."},
		{"?from=2026-13-01", "from", "Fecha no válida."},
		{"?to=ayer", "to", "Fecha no válida."},
		{"?from=2026-11-19&to=2026-11-01", "to", "La fecha final no puede ser anterior a la inicial."},
	} {
		res := r.request("GET", base+c.query, nil, r.nurse).wantStatus(http.StatusUnprocessableEntity)
		if got := res.field(c.field); got != c.message {
			t.Errorf("%s: %s = %q, want %q", c.query, c.field, got, c.message)
		}
	}
	for _, ok := range []string{"?limit=1", "?limit=200", "?limit=10&before=" + vital} {
		r.request("GET", base+ok, nil, r.nurse).wantStatus(http.StatusOK)
	}
	// A Kardex list of everyone's takes any Kardex as its cursor; a vital sign is not one.
	r.request("GET", "/api/kardex?limit=5&before="+vital, nil, r.nurse).wantStatus(http.StatusUnprocessableEntity)
}

// Every record list pages the same way: social-work notes, notes, incidents, daily care, Kardex and
// assessments; without limit or before they answer their whole list as before.
func TestEveryRecordKindPages(t *testing.T) {
	r := newRecordsApp(t)
	med := r.request("POST", "/api/medications", validMedication("Enalapril"), r.admin).json()["_id"].(string)
	kinds := []struct {
		name, create, list, token string
		body                      func(i int) map[string]any
	}{
		{"social-work notes", "/api/notessocialworker", "/api/notessocialworker/" + r.resident, r.social, func(i int) map[string]any {
			return map[string]any{"date": "2026-11-18", "time": "11:00", "primaryObservation": fmt.Sprintf("Entrevista %d.", i)}
		}},
		{"notes", "/api/notes", "/api/notes/" + r.resident, r.social, func(i int) map[string]any {
			return map[string]any{"date": dayBefore(i % 2), "time": "09:15", "observations": fmt.Sprintf("Nota %d.", i)}
		}},
		{"incidents", "/api/incidents", "/api/incidents/" + r.resident, r.doctor, func(i int) map[string]any {
			return map[string]any{"date": "2026-11-19", "time": "23:40", "shift": "noche", "situation": fmt.Sprintf("Caída %d.", i)}
		}},
		{"daily care", "/api/care-records", "/api/care-records/" + r.resident, r.social, func(i int) map[string]any {
			return map[string]any{"date": dayBefore(i), "bath": true}
		}},
		{"Kardex", "/api/kardex", "/api/kardex?patientId=" + r.resident, r.doctor, func(i int) map[string]any {
			return map[string]any{"patientId": r.resident, "entries": []map[string]any{{"medication": med, "dose": "1 comprimido",
				"frequency": "Cada 24 horas", "route": "Oral", "date": dayBefore(i), "times": []string{"08:00"}}}}
		}},
		{"assessments", "/api/assessments", "/api/assessments/" + r.resident, r.nurse, func(i int) map[string]any {
			return assessmentBody(r.resident, "barthel", dayBefore(i%2), barthelMixed)
		}},
	}
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) {
			for i := range 5 {
				r.request("POST", k.create, with(k.body(i), map[string]any{"residentId": r.resident}), k.token).wantStatus(http.StatusCreated)
			}
			whole := r.request("GET", k.list, nil, r.social).wantStatus(http.StatusOK)
			if len(whole.jsonArray()) != 5 || whole.Header().Get("X-Next-Cursor") != "" {
				t.Fatalf("whole list: %d records, X-Next-Cursor %q", len(whole.jsonArray()), whole.Header().Get("X-Next-Cursor"))
			}
			paged, cursors := walkPages(t, r.app, r.social, k.list, 2)
			if !slices.Equal(paged, idsOf(t, whole)) || !slices.Equal(cursors, []bool{true, true, false}) {
				t.Fatalf("pages %v (cursors %v), whole list %v", paged, cursors, idsOf(t, whole))
			}
		})
	}
	// Everyone's Kardex pages too.
	if paged, _ := walkPages(t, r.app, r.social, "/api/kardex", 3); len(paged) != 5 {
		t.Fatalf("everyone's Kardex: %d in pages", len(paged))
	}
}

// The vitals chart reads only its period: ?from=&to= (Madrid dates, both included), with or without pages.
func TestVitalSignsOfAPeriod(t *testing.T) {
	r := newRecordsApp(t)
	for i := range 40 {
		body := map[string]any{"residentId": r.resident, "date": dayBefore(i), "time": "08:00", "vitalSigns": map[string]any{"heartRate": 70}}
		r.request("POST", "/api/vitalsigns", body, r.nurse).wantStatus(http.StatusCreated)
	}
	dates := func(res response) []string {
		var out []string
		for _, v := range res.jsonArray() {
			out = append(out, v.(map[string]any)["date"].(string))
		}
		return out
	}
	week := dates(r.request("GET", "/api/vitalsigns/"+r.resident+"?from="+dayBefore(6)+"&to="+dayBefore(0), nil, r.nurse).wantStatus(http.StatusOK))
	if len(week) != 7 || week[0] != "2026-11-19" || week[6] != "2026-11-13" {
		t.Fatalf("the last 7 days: %v", week)
	}
	if since := dates(r.request("GET", "/api/vitalsigns/"+r.resident+"?from="+dayBefore(29), nil, r.nurse)); len(since) != 30 {
		t.Fatalf("from alone: %d records, want 30", len(since))
	}
	if until := dates(r.request("GET", "/api/vitalsigns/"+r.resident+"?to="+dayBefore(30), nil, r.nurse)); len(until) != 10 || until[0] != dayBefore(30) {
		t.Fatalf("to alone: %v", until)
	}
	paged, cursors := walkPages(t, r.app, r.nurse, "/api/vitalsigns/"+r.resident+"?from="+dayBefore(9)+"&to="+dayBefore(0), 4)
	if len(paged) != 10 || !slices.Equal(cursors, []bool{true, true, false}) {
		t.Fatalf("a period in pages: %d records, cursors %v", len(paged), cursors)
	}
	// Other kinds have no period: the parameters change nothing there.
	r.request("POST", "/api/notes", map[string]any{"residentId": r.resident, "date": "2020-01-01", "time": "09:00",
		"observations": "Antigua."}, r.social).wantStatus(http.StatusCreated)
	if notes := r.request("GET", "/api/notes/"+r.resident+"?from=2026-11-01", nil, r.nurse).wantStatus(http.StatusOK).jsonArray(); len(notes) != 1 {
		t.Fatalf("notes with from: %d", len(notes))
	}
}
