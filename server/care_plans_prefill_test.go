package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// Each rule of DESIGN 14 suggests its need at the edge of its band and not one point past it, from the latest
// assessment of the scale, with the assessment as its source.
func TestCarePlanSuggestsNeedsFromTheLatestBands(t *testing.T) {
	cases := []struct {
		scale      string
		in, out    int // a score at the edge of the rule, and the first one past it
		area, need string
	}{
		{"barthel", 60, 65, "funcional", "actividades básicas"},
		{"tinetti", 18, 19, "funcional", "caídas"},
		{"downton", 3, 2, "funcional", "caídas"},
		{"braden", 12, 13, "sanitaria", "lesiones por presión"},
		{"norton", 12, 13, "sanitaria", "lesiones por presión"},
		{"mna-sf", 7, 8, "sanitaria", "Malnutrición"},
		{"pfeiffer", 5, 4, "cognitiva-emocional", "Deterioro cognitivo"},
		{"mec", 23, 24, "cognitiva-emocional", "Deterioro cognitivo"},
		{"gds15", 5, 4, "cognitiva-emocional", "depresión"},
	}
	p := newPlanApp(t, "2026-11-20T10:00")
	for _, tc := range cases {
		t.Run(tc.scale, func(t *testing.T) {
			// The latest by date decides, not the one saved last.
			past := p.admit("Pasado "+tc.scale, "2026-11-01")
			p.assessScore(past, tc.scale, "2026-11-12", tc.out)
			p.assessScore(past, tc.scale, "2026-11-02", tc.in)
			if got := needs(t, p.newDraft(past), tc.area); len(got) != 0 {
				t.Fatalf("%s %d (the latest) suggested %v", tc.scale, tc.out, got)
			}
			resident := p.admit("Residente "+tc.scale, "2026-11-01")
			p.assessScore(resident, tc.scale, "2026-11-10", tc.out)
			latest := p.assessScore(resident, tc.scale, "2026-11-19", tc.in)
			got := needs(t, p.newDraft(resident), tc.area)
			if len(got) != 1 || !strings.Contains(got[0]["text"].(string), tc.need) {
				t.Fatalf("%s %d suggested %v, want one need about %q", tc.scale, tc.in, got, tc.need)
			}
			source, _ := got[0]["source"].(map[string]any)
			band := p.request("GET", "/api/assessments/"+resident, nil, p.nurse).jsonArray()[0].(map[string]any)["band"].(map[string]any)["label"]
			if source["scale"] != tc.scale || source["assessmentId"] != latest || source["score"] != float64(tc.in) ||
				source["band"] != band || got[0]["startDate"] != "2026-11-20" || got[0]["reviewDate"] != "2027-05-19" ||
				got[0]["objective"] == "" || len(got[0]["interventions"].([]any)) == 0 || got[0]["outcome"] != nil {
				t.Fatalf("the suggested need: %v (band %v)", got[0], band)
			}
		})
	}
}

// A resident with every scale in its worst band gets the six needs of DESIGN 14, one per need even when two
// scales suggest it (Tinetti and Downton: the file's first rule names the source), and the context shows each
// scale's latest score and band, the allergies, the diagnosis, the active restraints and the Kardex.
func TestCarePlanPrefillWithEveryScale(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	worst := map[string]int{"barthel": 20, "tinetti": 10, "downton": 5, "braden": 9, "norton": 8, "mna-sf": 4,
		"pfeiffer": 8, "mec": 15, "gds15": 11, "lawton": 2}
	ids := map[string]string{}
	for scale, score := range worst {
		ids[scale] = p.assessScore(p.resident, scale, "2026-11-18", score)
	}
	p.restraintIn(t, restraintOrder(p.resident))
	p.prescribe(p.resident, p.entry("08:00", "20:00"))
	draft := p.newDraft(p.resident)
	want := map[string][]string{
		"funcional":           {"barthel", "tinetti"},
		"sanitaria":           {"braden", "mna-sf"},
		"cognitiva-emocional": {"pfeiffer", "gds15"},
		"social-familiar":     nil,
		"ocio-participacion":  nil,
	}
	for areaID, scales := range want {
		got := needs(t, draft, areaID)
		var sources []string
		for _, n := range got {
			sources = append(sources, n["source"].(map[string]any)["scale"].(string))
		}
		if strings.Join(sources, " ") != strings.Join(scales, " ") {
			t.Errorf("%s: needs from %v, want %v", areaID, sources, scales)
		}
	}
	known := draft["context"].(map[string]any)
	scales := objects(known["scales"].([]any))
	if len(scales) != 10 || scales[0]["scale"] != "barthel" || scales[0]["assessmentId"] != ids["barthel"] ||
		scales[0]["score"] != 20.0 || scales[0]["band"].(map[string]any)["label"] != "Dependencia total" ||
		scales[0]["date"] != "2026-11-18" || scales[1]["scale"] != "lawton" {
		t.Fatalf("the context's scales: %v", scales)
	}
	restraints, kardex := objects(known["restraints"].([]any)), objects(known["kardex"].([]any))
	if known["allergies"] != "Penicilina" || known["diagnosis"] != "Hipertensión." || len(restraints) != 1 ||
		restraints[0]["device"] != "Cinturón abdominal de silla" || len(kardex) != 1 ||
		kardex[0]["medicationName"] == "" || jsonText(kardex[0]["times"]) != `["08:00","20:00"]` {
		t.Fatalf("the context: %v", known)
	}
	skin := needs(t, draft, "sanitaria")[0]
	if every := objects(skin["interventions"].([]any))[0]; every["everyHours"] != 3.0 ||
		!strings.Contains(every["frequency"].(string), "cada 3 h") {
		t.Fatalf("the skin need repositions every 3 hours: %v", skin)
	}
}

// After a plan in force, a new draft is a copy of it with the suggestions it lacks: a need it has (from the
// same scale, or written by the team in the same words) is not suggested twice.
func TestCarePlanNewVersionCopiesThePlanInForce(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	p.assessScore(p.resident, "braden", "2026-11-18", 10)
	first := p.newDraft(p.resident)
	body := planBody(t, first)
	body["referenceProfessional"] = "Carmen Ruiz"
	areas := body["areas"].([]any)
	for _, a := range areas {
		a := a.(map[string]any)
		if a["id"] == "cognitiva-emocional" { // the team writes the mood need in the rules' own words
			a["needs"] = []any{with(skinNeed(), map[string]any{"text": "ánimo bajo: DEPRESIÓN probable.",
				"objective": "Que recupere las ganas de salir al jardín."})}
		}
	}
	saved := p.request("PUT", "/api/care-plans/"+first["_id"].(string), body, p.nurse).wantStatus(http.StatusOK).json()
	p.request("POST", "/api/care-plans/"+first["_id"].(string)+"/approve", agreement(t), p.doctor).wantStatus(http.StatusOK)

	p.assessScore(p.resident, "braden", "2026-11-19", 11) // still high: the skin need is there
	p.assessScore(p.resident, "gds15", "2026-11-19", 9)   // the team's mood need answers it
	p.assessScore(p.resident, "mna-sf", "2026-11-19", 5)  // new: a nutrition need
	next := p.newDraft(p.resident)
	skin, mood := needs(t, next, "sanitaria"), needs(t, next, "cognitiva-emocional")
	if len(skin) != 2 || skin[0]["text"] != needs(t, saved, "sanitaria")[0]["text"] ||
		skin[0]["source"].(map[string]any)["score"] != 10.0 || skin[1]["source"].(map[string]any)["scale"] != "mna-sf" {
		t.Fatalf("sanitaria: the copied skin need (from the first Braden) and a new nutrition need, got %v", skin)
	}
	if len(mood) != 1 || mood[0]["objective"] != "Que recupere las ganas de salir al jardín." || mood[0]["source"] != nil {
		t.Fatalf("cognitiva-emocional: only the team's mood need, got %v", mood)
	}
}
