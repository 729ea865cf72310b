package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// The rules of a PRN dose (DESIGN 9), through the round's call and SPEC's dose call alike.

// prnDose is the round's body of a PRN dose of entry, with more fields.
func prnDose(kardex, entry string, more map[string]any) map[string]any {
	return with(map[string]any{"kardexId": kardex, "entryId": entry, "status": "given", "prn": true, "reason": "Dolor lumbar"}, more)
}

// A dose dated more than five minutes ahead is refused on its time field, by both calls; a few minutes
// ahead (a tablet's clock) is not.
func TestADoseIsNeverDatedAhead(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	kardex, ids := m.prescribe(m.resident, m.prn("dolor", 6))
	spec := func(date, clock string) map[string]any {
		return map[string]any{"kardexId": kardex, "medication": m.med, "doseDate": date, "doseTime": clock}
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "six minutes ahead", caller: "nurse", method: "POST", url: "/api/mar/administrations",
			body: prnDose(kardex, ids[0], map[string]any{"at": "2026-11-20T10:06"}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"at": "La hora no puede ser futura."}},
		{name: "SPEC's call, eight days ahead", caller: "nurse", method: "POST", url: "/api/kardex/dose", body: spec("2026-11-28", "10:00"),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"doseTime": "La hora no puede ser futura."}},
		{name: "SPEC's call, six minutes ahead", caller: "nurse", method: "POST", url: "/api/kardex/dose", body: spec("2026-11-20", "10:06"),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"doseTime": "La hora no puede ser futura."}},
		{name: "five minutes ahead is the tablet's clock", caller: "nurse", method: "POST", url: "/api/mar/administrations",
			body: prnDose(kardex, ids[0], map[string]any{"at": "2026-11-20T10:05"}), wantStatus: http.StatusCreated},
	})
	if rows := m.audit(auditOf("administration", "administer")); len(rows) != 1 {
		t.Fatalf("only the dose within the margin was written: %d", len(rows))
	}
}

// A PRN dose within four hours of the previous one of the same entry answers 409 naming when and by whom,
// with the flag to confirm it; sent again with confirmRepeat it is given. SPEC's dose call asks the same,
// keeps the indication it is given (the prescribed one when none) and stops at the daily maximum.
func TestARecentPRNDoseIsConfirmed(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	kardex, ids := m.prescribe(m.resident, m.prn("dolor", 3))
	m.request("POST", "/api/mar/administrations", prnDose(kardex, ids[0], nil), m.nurse).wantStatus(http.StatusCreated)
	m.clock.set(madrid(t, "2026-11-20T09:30"))
	if list := objects(m.request("GET", "/api/mar/prn", nil, m.nurse).jsonArray()); list[0]["repeatWarning"] != "Última dosis a las 08:00 por Persona enfermera." {
		t.Fatalf("the PRN list warns before giving: %v", list)
	}
	spec := func(more map[string]any) map[string]any {
		return with(map[string]any{"kardexId": kardex, "medication": m.med, "doseDate": "2026-11-20", "doseTime": "11:00"}, more)
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "an hour and a half later", caller: "doctor", method: "POST", url: "/api/mar/administrations",
			body: prnDose(kardex, ids[0], nil), wantStatus: http.StatusConflict,
			wantJSON:   map[string]any{"message": "Última dosis a las 08:00 por Persona enfermera."},
			wantFields: map[string]string{"confirmRepeat": "Última dosis a las 08:00 por Persona enfermera."}},
		{name: "confirmed", caller: "doctor", method: "POST", url: "/api/mar/administrations",
			body: prnDose(kardex, ids[0], map[string]any{"confirmRepeat": true, "reason": "Dolor persistente"}), wantStatus: http.StatusCreated,
			wantJSON: map[string]any{"reason": "Dolor persistente", "byName": "Persona medico"}},
	})
	m.clock.set(madrid(t, "2026-11-20T11:00"))
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "SPEC's call asks too, naming the latest", caller: "nurse", method: "POST", url: "/api/kardex/dose", body: spec(nil),
			wantStatus: http.StatusConflict, wantFields: map[string]string{"confirmRepeat": "Última dosis a las 09:30 por Persona medico."}},
		{name: "an indication too long", caller: "nurse", method: "POST", url: "/api/kardex/dose",
			body: spec(map[string]any{"indication": strings.Repeat("x", 201), "confirmRepeat": true}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"indication": ""}},
		{name: "confirmed, with its indication", caller: "nurse", method: "POST", url: "/api/kardex/dose",
			body: spec(map[string]any{"indication": "Fiebre 38,2", "confirmRepeat": true}), wantStatus: http.StatusCreated},
		{name: "the fourth in 24 hours is over the maximum", caller: "nurse", method: "POST", url: "/api/kardex/dose",
			body: spec(map[string]any{"doseTime": "11:01", "confirmRepeat": true}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"entryId": "Ya se han dado 3 dosis en 24 horas, el máximo pautado (la última a las 11:00)."}},
	})
	var reasons []string
	for _, r := range m.mar("?date=2026-11-20&shift=manana") {
		a := r["administration"].(map[string]any)
		reasons = append(reasons, a["reason"].(string))
	}
	if got := strings.Join(reasons, " | "); got != "Dolor lumbar | Dolor persistente | Fiebre 38,2" {
		t.Fatalf("the indications stored: %s", got)
	}
	// Without an indication SPEC's call keeps the prescribed one; five hours on nothing asks.
	m.clock.set(madrid(t, "2026-11-21T16:00"))
	if list := objects(m.request("GET", "/api/mar/prn", nil, m.nurse).jsonArray()); list[0]["repeatWarning"] != "" {
		t.Fatalf("a day later nothing warns: %v", list)
	}
	m.request("POST", "/api/kardex/dose", spec(map[string]any{"doseDate": "2026-11-21", "doseTime": "16:00"}), m.nurse).
		wantStatus(http.StatusCreated)
	rows := m.mar("?date=2026-11-21&shift=tarde")
	if len(rows) != 1 || rows[0]["administration"].(map[string]any)["reason"] != "dolor" {
		t.Fatalf("the prescribed indication: %v", rows)
	}
}

// GET /mar/prn?areaId= lists the PRN medication of a resident who has nothing else, whom the round of
// scheduled doses does not list.
func TestAResidentWithOnlyPRNIsInTheRoundsPRNList(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	area := m.request("POST", "/api/areas", map[string]any{"name": "Planta 1"}, m.admin).wantStatus(http.StatusCreated).text("_id")
	m.request("POST", "/api/areas/"+area+"/patients/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	_, ids := m.prescribe(m.resident, m.prn("dolor", 3))
	if rows := m.mar("?areaId=" + area); len(rows) != 0 {
		t.Fatalf("no scheduled dose: %v", rows)
	}
	list := objects(m.request("GET", "/api/mar/prn?areaId="+area, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(list) != 1 || list[0]["entryId"] != ids[0] || list[0]["residentId"] != m.resident || list[0]["prnIndication"] != "dolor" {
		t.Fatalf("the PRN-only resident: %v", list)
	}
}

// A PRN dose given late in the afternoon is to be assessed in the night: the night's round lists it from
// the start (GET /mar/prn/followups), the afternoon's and the night's handovers tell it, and so does the
// next morning's round while nobody records the effect; once recorded, the shifts after do not.
func TestAPRNFollowUpFollowsTheResident(t *testing.T) {
	m := newMarApp(t, "2026-11-20T22:06")
	kardex, ids := m.prescribe(m.resident, m.prn("dolor", 3))
	given := m.request("POST", "/api/mar/administrations", prnDose(kardex, ids[0], nil), m.nurse).wantStatus(http.StatusCreated).text("_id")
	followups := func(query string) []map[string]any {
		t.Helper()
		return objects(m.request("GET", "/api/mar/prn/followups"+query, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	}
	handover := func(date, shift string) string {
		t.Helper()
		h := m.request("GET", "/api/handover?date="+date+"&shift="+shift, nil, m.nurse).wantStatus(http.StatusOK).json()
		var texts []string
		for _, r := range h["residents"].([]any) {
			for _, it := range r.(map[string]any)["items"].([]any) {
				if it := it.(map[string]any); it["kind"] == "prn-followup" {
					texts = append(texts, it["at"].(string)+" "+it["text"].(string))
				}
			}
		}
		return strings.Join(texts, " | ")
	}
	const told = "2026-11-20T23:06 Valorar el efecto desde las 23:06: Enalapril 10 mg (Dolor lumbar), dada a las 22:06 por Persona enfermera."
	if list := followups("?date=2026-11-20&shift=tarde"); len(list) != 1 || list[0]["earlierShift"] != false || list[0]["dueAt"] != "2026-11-20T23:06" {
		t.Fatalf("the afternoon's own dose: %v", list)
	}
	m.clock.set(madrid(t, "2026-11-20T23:10"))
	night := followups("")
	if len(night) != 1 || night[0]["earlierShift"] != true || night[0]["kind"] != "prn" || night[0]["residentId"] != m.resident ||
		night[0]["administration"].(map[string]any)["_id"] != given || night[0]["scheduledAt"] != "2026-11-20T22:06" {
		t.Fatalf("the night round's follow-up: %v", night)
	}
	if got := handover("2026-11-20", "tarde"); got != told {
		t.Fatalf("the afternoon's handover: %q", got)
	}
	pdf := pdfText(t, m.request("GET", "/api/handover/pdf?date=2026-11-20&shift=tarde", nil, m.nurse).wantStatus(http.StatusOK))
	if !strings.Contains(strings.Join(strings.Fields(pdf), " "), "Valorar efecto Valorar el efecto desde las 23:06") {
		t.Fatalf("the printed handover: %s", pdf)
	}
	if list := followups("?date=2026-11-20&shift=manana"); len(list) != 0 {
		t.Fatalf("not before the dose: %v", list)
	}
	m.clock.set(madrid(t, "2026-11-21T07:30"))
	if got := handover("2026-11-20", "noche"); got != told {
		t.Fatalf("the night's handover: %q", got)
	}
	if list := followups("?residentId=" + m.resident); len(list) != 1 {
		t.Fatalf("still pending in the morning: %v", list)
	}
	m.request("PATCH", "/api/mar/administrations/"+given, map[string]any{"effect": "effective"}, m.nurse).wantStatus(http.StatusOK)
	if list := followups(""); len(list) != 1 || list[0]["administration"].(map[string]any)["effect"] != "effective" {
		t.Fatalf("the morning's round shows it recorded: %v", list)
	}
	if list := followups("?date=2026-11-21&shift=tarde"); len(list) != 0 {
		t.Fatalf("recorded, the next shift does not carry it: %v", list)
	}
	if got := handover("2026-11-21", "manana"); got != "" {
		t.Fatalf("recorded, the morning's handover does not tell it: %q", got)
	}
	if got := handover("2026-11-20", "noche"); got != told {
		t.Fatalf("the night's handover still tells it (it ended pending): %q", got)
	}
}

// An entry's own prnMinHours (whole hours, 1 to 24) sets the interval that asks; a «si precisa» entry without
// one (or with 0, as an entry turned «si precisa» sends it back) has the default 4, and a scheduled entry none.
func TestAnEntrySetsItsOwnIntervalBetweenPRNDoses(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	every := func(hours any) map[string]any {
		e := m.prn("dolor", 6)
		e["prnMinHours"] = hours
		return e
	}
	for _, tc := range []struct {
		hours any
		want  string
	}{{-1, "Debe ser mayor que cero."}, {25, "Es demasiado grande (máximo 24)."}, {"1,5", "Escribe un número entero."}} {
		r := m.request("POST", "/api/kardex", map[string]any{"patientId": m.resident, "entries": []any{every(tc.hours)}}, m.doctor).
			wantStatus(http.StatusUnprocessableEntity)
		if got := r.field("entries.0.prnMinHours"); got != tc.want {
			t.Errorf("prnMinHours %v: %q, want %q", tc.hours, got, tc.want)
		}
	}
	kardex, ids := m.prescribe(m.resident, every("1"), m.prn("fiebre", 6), every(0), m.entry("08:00"))
	list := objects(m.request("GET", "/api/kardex?patientId="+m.resident, nil, m.nurse).jsonArray())
	var hours []string
	for _, e := range list[0]["entries"].([]any) {
		hours = append(hours, jsonText(e.(map[string]any)["prnMinHours"]))
	}
	if got := strings.Join(hours, " "); got != "1 4 4 0" {
		t.Fatalf("the entries' intervals: %s", got)
	}
	for _, id := range ids[:2] {
		m.request("POST", "/api/mar/administrations", prnDose(kardex, id, nil), m.nurse).wantStatus(http.StatusCreated)
	}
	m.clock.set(madrid(t, "2026-11-20T09:30"))
	m.request("POST", "/api/mar/administrations", prnDose(kardex, ids[0], nil), m.nurse).wantStatus(http.StatusCreated)
	m.request("POST", "/api/mar/administrations", prnDose(kardex, ids[1], nil), m.nurse).wantStatus(http.StatusConflict)
}
