package server_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

// A morning shift built from fixtures: every kind of item lands under its resident, in time order, and
// nothing from the night before.
func TestHandoverItemsOfAShift(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:00")
	quiet := m.createResident(m.admin, validResident("Tomás Vera Gil"))["_id"].(string)
	kardex, entries := m.prescribe(m.resident, m.entry("08:00"), m.entry("09:00"), m.entry("11:00"), m.prn("dolor", 3))
	at := func(clock string) { m.clock.set(madrid(t, "2026-11-20T"+clock)) }
	vitals := func(token, resident, clock string, values map[string]any) {
		m.request("POST", "/api/vitalsigns", map[string]any{"residentId": resident, "date": "2026-11-20", "time": clock,
			"vitalSigns": values}, token).wantStatus(http.StatusCreated)
	}
	at("08:10")
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": entries[0],
		"scheduledAt": "2026-11-20T08:00", "status": "held", "reason": "refused"}, m.nurse).wantStatus(http.StatusCreated)
	at("08:35")
	vitals(m.nurse, m.resident, "08:30", map[string]any{"systolicPressure": 185, "diastolicPressure": 95})
	vitals(m.nurse, quiet, "08:40", map[string]any{"systolicPressure": 120})
	m.request("POST", "/api/vitalsigns", map[string]any{"residentId": quiet, "date": "2026-11-20", "time": "06:30",
		"vitalSigns": map[string]any{"systolicPressure": 190}}, m.nurse).wantStatus(http.StatusCreated) // the night's
	at("09:15")
	incident := func(clock, situation string, isFall bool) {
		m.request("POST", "/api/incidents", map[string]any{"residentId": m.resident, "date": "2026-11-20", "time": clock,
			"shift": "mañana", "situation": situation, "isFall": isFall}, m.nurse).wantStatus(http.StatusCreated)
	}
	incident("09:10", "Rechaza el desayuno.", false)
	at("10:20")
	incident("10:15", "Encontrada en el suelo del baño.", true)
	at("11:05")
	m.give(m.nurse, kardex, entries[2], "2026-11-20T11:00").wantStatus(http.StatusCreated)
	at("12:00")
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": entries[3], "status": "given",
		"prn": true, "reason": "Dolor de rodilla"}, m.nurse).wantStatus(http.StatusCreated)
	at("14:50")

	h := m.request("GET", "/api/handover?date=2026-11-20&shift=manana", nil, m.nurse).wantStatus(http.StatusOK).json()
	if h["from"] != "2026-11-20T07:00" || h["to"] != "2026-11-20T15:00" || h["shift"] != "manana" {
		t.Fatalf("shift: %v %v %v", h["from"], h["to"], h["shift"])
	}
	residents := objects(h["residents"].([]any))
	if len(residents) != 2 || residents[0]["residentId"] != m.resident || residents[1]["residentId"] != quiet {
		t.Fatalf("the two residents with news, in the round's order; got %v", residents)
	}
	// The night's reading is not this shift's, but the alert it opened is still open.
	if quietItems := objects(residents[1]["items"].([]any)); len(quietItems) != 1 || quietItems[0]["kind"] != "alert" {
		t.Fatalf("the quiet resident's items: %v", quietItems)
	}
	var kinds, texts []string
	var times []string
	for _, it := range objects(residents[0]["items"].([]any)) {
		kinds = append(kinds, it["kind"].(string))
		texts = append(texts, it["text"].(string))
		times = append(times, it["at"].(string)[11:])
	}
	want := []string{"kardex", "dose-held", "vital", "alert", "dose-missed", "incident", "fall", "alert", "prn", "prn-followup"}
	if !slices.Equal(kinds, want) {
		t.Fatalf("kinds %v, want %v\n%v\n%v", kinds, want, times, texts)
	}
	if !slices.IsSorted(times) {
		t.Fatalf("items out of time order: %v", times)
	}
	for _, w := range []string{"Retenida Enalapril 10 mg de las 08:00: Rechaza.", "Presión sistólica 185 mmHg",
		"Sin administrar: Enalapril 10 mg de las 09:00.", "Caída: Encontrada en el suelo del baño.", "Si precisa: Enalapril 10 mg (Dolor de rodilla)."} {
		if !strings.Contains(strings.Join(texts, "\n"), w) {
			t.Errorf("no item says %q:\n%s", w, strings.Join(texts, "\n"))
		}
	}

	// After the afternoon shift, whoever has no care record of the day is listed.
	m.request("POST", "/api/care-records", map[string]any{"user": quiet, "date": "2026-11-20", "bath": true}, m.nurse).
		wantStatus(http.StatusCreated)
	afternoon := m.request("GET", "/api/handover?date=2026-11-20&shift=tarde", nil, m.nurse).wantStatus(http.StatusOK).json()
	missing := map[string]bool{}
	for _, it := range handoverItemsOfKind(afternoon, "care-missing") {
		missing[it.residentID] = true
	}
	if !missing[m.resident] || missing[quiet] {
		t.Fatalf("care missing: %v (want only %s)", missing, m.resident)
	}
}

func TestHandoverNotesAndReadReceipts(t *testing.T) {
	m := newMarApp(t, "2026-11-20T14:30")
	nextNurse, nextNurseUser := m.addUser("relevo", store.RoleNurse)
	family, _ := m.addUser("familia-x", store.RoleFamily)
	who := m.callers()
	who["next"], who["family"] = nextNurse, family
	shift := "/api/handover?date=2026-11-20&shift=manana"
	runScenarios(t, m.app, who, []scenario{
		{name: "a note for the whole shift", caller: "nurse", method: "POST", url: "/api/handover/notes",
			body:       map[string]any{"date": "2026-11-20", "shift": "manana", "text": "Falta reponer guantes de la talla M."},
			wantStatus: http.StatusCreated, wantJSON: map[string]any{"byName": m.nurseUser.Name, "residentId": "", "at": "2026-11-20T14:30"}},
		{name: "a note about a resident", caller: "doctor", method: "POST", url: "/api/handover/notes",
			body:       map[string]any{"date": "2026-11-20", "shift": "manana", "residentId": m.resident, "text": "Vigilar la tensión por la tarde."},
			wantStatus: http.StatusCreated},
		{name: "an empty note and a bad shift", caller: "nurse", method: "POST", url: "/api/handover/notes",
			body: map[string]any{"date": "2026-11-20", "shift": "madrugada", "text": " "}, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"text": "Escribe la nota.", "shift": "Valor no válido."}},
		{name: "a note about nobody known", caller: "nurse", method: "POST", url: "/api/handover/notes",
			body: map[string]any{"date": "2026-11-20", "shift": "manana", "residentId": "nadie", "text": "x"}, wantStatus: http.StatusNotFound},
		{name: "a social worker reads but does not write", caller: "social", method: "POST", url: "/api/handover/notes",
			body: map[string]any{"date": "2026-11-20", "shift": "manana", "text": "x"}, wantStatus: http.StatusForbidden},
		{name: "a family account reads nothing", caller: "family", method: "GET", url: shift, wantStatus: http.StatusForbidden},
		{name: "the next nurse reads it", caller: "next", method: "POST", url: "/api/handover/read",
			body: map[string]any{"date": "2026-11-20", "shift": "manana"}, wantStatus: http.StatusOK, wantContent: []string{nextNurseUser.Name}},
	})
	m.clock.Advance(20 * 60e9)
	m.request("POST", "/api/handover/read", map[string]any{"date": "2026-11-20", "shift": "manana"}, nextNurse).wantStatus(http.StatusOK)
	m.request("POST", "/api/handover/read", map[string]any{"date": "2026-11-20", "shift": "manana"}, m.social).wantStatus(http.StatusOK)
	h := m.request("GET", shift, nil, m.social).wantStatus(http.StatusOK).json()
	notes, readBy := objects(h["notes"].([]any)), objects(h["readBy"].([]any))
	if len(notes) != 2 || notes[0]["text"] != "Falta reponer guantes de la talla M." || notes[1]["residentId"] != m.resident {
		t.Fatalf("notes: %v", notes)
	}
	if len(readBy) != 2 || readBy[0]["userId"] != nextNurseUser.ID || readBy[0]["at"] != "2026-11-20T13:30:00Z" {
		t.Fatalf("the first reading is kept, in order: %v", readBy)
	}
	if residents := objects(h["residents"].([]any)); len(residents) != 1 || residents[0]["residentId"] != m.resident {
		t.Fatalf("a resident with a note is listed: %v", residents)
	}
	pdf := pdfText(t, m.request("GET", "/api/handover/pdf?date=2026-11-20&shift=manana", nil, m.nurse).wantStatus(http.StatusOK))
	for _, w := range []string{"Parte de relevo", "Turno de Mañana", "Falta reponer guantes", "Vigilar la tensión", "María José Núñez Peña", nextNurseUser.Name} {
		if !strings.Contains(pdf, w) {
			t.Errorf("the handover PDF lacks %q:\n%s", w, pdf)
		}
	}
}

// A night of missed doses can leave hundreds of alerts open: the handover tells every one still open when the
// shift ends, not the first 500 of the alerts list, and none raised after it.
func TestHandoverTellsEveryOpenAlert(t *testing.T) {
	m := newMarApp(t, "2026-11-20T06:00")
	ctx := context.Background()
	open := func(n int) {
		if _, _, err := m.store.OpenAlert(ctx, store.Actor{Role: "system"}, store.AlertInput{Source: fmt.Sprintf("test:%d", n),
			ResidentID: m.resident, Kind: "dose-missed", Severity: "medium", Title: fmt.Sprintf("Dosis %d sin administrar", n),
			Detail: "Enalapril 10 mg."}, store.Notice{}); err != nil {
			t.Fatal(err)
		}
	}
	const raised = 520
	for n := range raised {
		open(n)
	}
	m.clock.set(madrid(t, "2026-11-20T15:30")) // after the morning shift: not in its handover
	open(raised)
	h := m.request("GET", "/api/handover?date=2026-11-20&shift=manana", nil, m.nurse).wantStatus(http.StatusOK).json()
	told := map[string]bool{}
	for _, it := range handoverItemsOfKind(h, "alert") {
		told[it.text] = true
	}
	if len(told) != raised || !told["Alerta sin atender: Dosis 519 sin administrar. Enalapril 10 mg."] {
		t.Fatalf("%d alerts told, want every one of the %d open when the shift ended", len(told), raised)
	}
}

type handoverItemSeen struct{ residentID, text string }

// handoverItemsOfKind is every item of the kind in a handover's answer, with its resident.
func handoverItemsOfKind(h map[string]any, kind string) []handoverItemSeen {
	var out []handoverItemSeen
	for _, r := range objects(h["residents"].([]any)) {
		for _, it := range objects(r["items"].([]any)) {
			if it["kind"] == kind {
				out = append(out, handoverItemSeen{residentID: r["residentId"].(string), text: it["text"].(string)})
			}
		}
	}
	return out
}
