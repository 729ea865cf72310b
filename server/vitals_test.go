package server_test

import (
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

func vitalsBodyFor(resident string, vitals map[string]any) map[string]any {
	return map[string]any{"residentId": resident, "date": "2026-11-19", "time": "08:00", "vitalSigns": vitals}
}

// DESIGN 8: SPEC's "Debe ser positivo." first, then what no body can have; a decimal comma is read as such.
func TestVitalLimitsAndDecimalComma(t *testing.T) {
	r := newRecordsApp(t)
	who := callers{"nurse": r.nurse}
	post := func(name string, vitals map[string]any, status int, fields map[string]string) scenario {
		return scenario{name: name, caller: "nurse", method: "POST", url: "/api/vitalsigns",
			body: vitalsBodyFor(r.resident, vitals), wantStatus: status, wantFields: fields}
	}
	runScenarios(t, r.app, who, []scenario{
		post("368 degrees is impossible", map[string]any{"temperature": 368}, http.StatusUnprocessableEntity,
			map[string]string{"vitalSigns.temperature": "Valor imposible (25–45)."}),
		post("zero keeps SPEC's message", map[string]any{"heartRate": 0}, http.StatusUnprocessableEntity,
			map[string]string{"vitalSigns.heartRate": "Debe ser positivo."}),
		post("every limit", map[string]any{"systolicPressure": 301, "diastolicPressure": 19, "glucose": 1001,
			"respiratoryRate": 81, "oxygenSaturation": 49, "pain": 11, "weight": 19.5}, http.StatusUnprocessableEntity,
			map[string]string{"vitalSigns.systolicPressure": "Valor imposible (40–300).",
				"vitalSigns.diastolicPressure": "Valor imposible (20–200).", "vitalSigns.glucose": "Valor imposible (10–1000).",
				"vitalSigns.respiratoryRate": "Valor imposible (4–80).", "vitalSigns.oxygenSaturation": "Valor imposible (50–100).",
				"vitalSigns.pain": "Valor imposible (0–10).", "vitalSigns.weight": "Valor imposible (20–250)."}),
		post("a comma that is not a number", map[string]any{"temperature": "36,8,1", "glucose": "alta"}, http.StatusUnprocessableEntity,
			map[string]string{"vitalSigns.temperature": "Escribe un número (por ejemplo, 36,8).",
				"vitalSigns.glucose": "Escribe un número (por ejemplo, 36,8)."}),
		post("neither a number nor a string", map[string]any{"temperature": true}, http.StatusBadRequest, nil),
		{name: "36,8 as a nurse types it", caller: "nurse", method: "POST", url: "/api/vitalsigns",
			body:       vitalsBodyFor(r.resident, map[string]any{"temperature": "36,8", "pain": 0, "oxygenSaturation": "97", "weight": "61,5"}),
			wantStatus: http.StatusCreated,
			after: func(t *testing.T, res response) {
				v := res.json()["vitalSigns"].(map[string]any)
				if v["temperature"] != 36.8 || v["pain"] != 0.0 || v["oxygenSaturation"] != 97.0 || v["weight"] != 61.5 {
					t.Fatalf("saved %v", v)
				}
				if out := res.json()["outOfRange"].([]any); len(out) != 0 {
					t.Fatalf("a normal reading is out of range: %v", out)
				}
			}},
		post("the limits themselves are possible", map[string]any{"temperature": 45, "systolicPressure": 40, "oxygenSaturation": 100,
			"pain": 10, "weight": 250}, http.StatusCreated, nil),
	})
	// Nothing the refusals carried was saved: the two accepted readings are all there is.
	list := r.request("GET", "/api/vitalsigns/"+r.resident, nil, r.nurse).wantStatus(http.StatusOK).jsonArray()
	if len(list) != 2 {
		t.Fatalf("%d readings saved, want 2", len(list))
	}
}

func TestVitalRangesAndOutOfRange(t *testing.T) {
	r := newRecordsApp(t)
	who := callers{"nurse": r.nurse, "doctor": r.doctor, "admin": r.admin}
	ranges := "/api/vital-ranges/" + r.resident
	var highBP string
	runScenarios(t, r.app, who, []scenario{
		{name: "defaults", caller: "nurse", method: "GET", url: ranges, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"systolicPressure": map[string]any{"min": 90, "max": 140},
				"temperature": map[string]any{"min": 35.5, "max": 37.5}, "pain": map[string]any{"min": 0, "max": 3},
				"oxygenSaturation": map[string]any{"min": 92, "max": 100}}},
		{name: "185/95 is out of range", caller: "nurse", method: "POST", url: "/api/vitalsigns",
			body:       vitalsBodyFor(r.resident, map[string]any{"systolicPressure": 185, "diastolicPressure": 95, "heartRate": 80}),
			wantStatus: http.StatusCreated, wantJSON: map[string]any{"outOfRange": []any{"systolicPressure", "diastolicPressure"}},
			after: func(t *testing.T, res response) { highBP = res.text("_id") }},
		{name: "a nurse may not set ranges", caller: "nurse", method: "PUT", url: ranges,
			body: map[string]any{"systolicPressure": map[string]any{"min": 100, "max": 190}}, wantStatus: http.StatusForbidden},
		{name: "nor an administrator", caller: "admin", method: "PUT", url: ranges,
			body: map[string]any{"systolicPressure": map[string]any{"min": 100, "max": 190}}, wantStatus: http.StatusForbidden},
		{name: "a range upside down, an impossible one and an unknown measure", caller: "doctor", method: "PUT", url: ranges,
			body: map[string]any{"systolicPressure": map[string]any{"min": 150, "max": 100},
				"temperature": map[string]any{"min": 20, "max": 37}, "mood": map[string]any{"min": 1, "max": 2},
				"glucose": map[string]any{"min": 70}},
			wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"systolicPressure.max": "El máximo debe ser mayor que el mínimo.",
				"temperature.min": "Valor imposible (25–45).", "mood": "Medida desconocida.", "glucose": "Indica el mínimo y el máximo."}},
		{name: "the doctor widens systolic with a decimal comma", caller: "doctor", method: "PUT", url: ranges,
			body:       map[string]any{"systolicPressure": map[string]any{"min": "100", "max": "190,5"}},
			wantStatus: http.StatusOK, wantJSON: map[string]any{"systolicPressure": map[string]any{"min": 100, "max": 190.5},
				"diastolicPressure": map[string]any{"min": 60, "max": 90}}},
		{name: "the reading now answers against the new range", caller: "nurse", method: "GET", url: "/api/vitalsigns/" + r.resident,
			wantStatus: http.StatusOK, after: func(t *testing.T, res response) {
				got := res.jsonArray()[0].(map[string]any)
				if got["_id"] != highBP || !slices.Equal(toStrings(got["outOfRange"]), []string{"diastolicPressure"}) {
					t.Fatalf("after the doctor's range: %v", got)
				}
			}},
		{name: "an unknown resident", caller: "nurse", method: "GET", url: "/api/vital-ranges/nadie", wantStatus: http.StatusNotFound},
	})
	pdf := pdfText(t, r.request("GET", "/api/vitalsigns/"+highBP+"/pdf", nil, r.nurse).wantStatus(http.StatusOK))
	if !strings.Contains(pdf, "95 mmHg (fuera de rango)") || strings.Contains(pdf, "185 mmHg (fuera") {
		t.Fatalf("the PDF should mark the diastolic only: %s", pdf)
	}
	allowed := 0
	for _, row := range r.audit(store.AuditFilter{Entity: "vital-ranges", EntityID: r.resident}) {
		if row.Outcome == store.OutcomeAllowed {
			allowed++
		}
	}
	if allowed != 1 {
		t.Fatalf("%d audited range changes, want the doctor's one", allowed)
	}
}

// GET /vital-ranges: every measure, in order, with what is possible and its default range: the numbers the
// server checks by (DESIGN 8), so the UI keeps no copy of them.
func TestVitalMeasuresAreTheServersLimits(t *testing.T) {
	r := newRecordsApp(t)
	measures := r.request("GET", "/api/vital-ranges", nil, r.nurse).wantStatus(http.StatusOK).jsonArray()
	var keys []string
	byKey := map[string]map[string]any{}
	for _, m := range measures {
		m := m.(map[string]any)
		keys = append(keys, m["key"].(string))
		byKey[m["key"].(string)] = m
	}
	if want := []string{"systolicPressure", "diastolicPressure", "glucose", "temperature", "heartRate", "respiratoryRate",
		"oxygenSaturation", "pain", "weight"}; !slices.Equal(keys, want) {
		t.Fatalf("measures %v, want %v", keys, want)
	}
	for key, want := range map[string]map[string]any{
		"temperature": {"key": "temperature", "label": "Temperatura", "unit": "°C", "min": 25, "max": 45,
			"defaultRange": map[string]any{"min": 35.5, "max": 37.5}, "zeroAllowed": false},
		"pain": {"key": "pain", "label": "Dolor (EVA)", "unit": "/10", "min": 0, "max": 10,
			"defaultRange": map[string]any{"min": 0, "max": 3}, "zeroAllowed": true},
		"oxygenSaturation": {"key": "oxygenSaturation", "label": "Saturación de oxígeno", "unit": "%", "min": 50, "max": 100,
			"defaultRange": map[string]any{"min": 92, "max": 100}, "zeroAllowed": false},
	} {
		if got := byKey[key]; !reflect.DeepEqual(got, asJSON(t, want)) {
			t.Errorf("%s = %v, want %v", key, got, want)
		}
	}
	// The default ranges are what a resident without ranges of their own has.
	ranges := r.request("GET", "/api/vital-ranges/"+r.resident, nil, r.nurse).wantStatus(http.StatusOK).json()
	for key, m := range byKey {
		if !reflect.DeepEqual(ranges[key], m["defaultRange"]) {
			t.Errorf("%s: the resident's default range is %v, GET /vital-ranges says %v", key, ranges[key], m["defaultRange"])
		}
	}
	// The limits are the ones readings are refused by: each measure's maximum is taken, a little more is not.
	for key, m := range byKey {
		limit := m["max"].(float64)
		r.request("POST", "/api/vitalsigns", vitalsBodyFor(r.resident, map[string]any{key: limit}), r.nurse).
			wantStatus(http.StatusCreated)
		refused := r.request("POST", "/api/vitalsigns", vitalsBodyFor(r.resident, map[string]any{key: limit + 0.5}), r.nurse).
			wantStatus(http.StatusUnprocessableEntity)
		if got := refused.field("vitalSigns." + key); !strings.HasPrefix(got, "Valor imposible (") {
			t.Errorf("%s above %v: %q", key, limit, got)
		}
	}
}

func toStrings(v any) []string {
	var out []string
	for _, s := range v.([]any) {
		out = append(out, s.(string))
	}
	return out
}
