package server

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

// care_plan_rules.json is the rules of DESIGN 14, each need in a known area with an objective and interventions
// that can become work, each rule naming a known scale, a range within it and its source.
func TestCarePlanRulesData(t *testing.T) {
	design := map[string]string{ // scale from-to → area, as DESIGN 14 lists them
		"barthel 0-60": "funcional", "tinetti 0-18": "funcional", "downton 3-11": "funcional",
		"braden 6-12": "sanitaria", "norton 5-12": "sanitaria", "mna-sf 0-7": "sanitaria",
		"pfeiffer 5-10": "cognitiva-emocional", "mec 0-23": "cognitiva-emocional", "gds15 5-15": "cognitiva-emocional",
	}
	if carePlanSuggestions.About == "" {
		t.Error("the file says nothing about itself")
	}
	got := map[string]string{}
	ids := map[string]bool{}
	for _, n := range carePlanSuggestions.Needs {
		if n.ID == "" || ids[n.ID] || !slices.Contains(store.CarePlanAreas, n.Area) || n.Text == "" || n.Objective == "" ||
			len(n.Interventions) == 0 || len(n.When) == 0 {
			t.Errorf("need %q: an id of its own, a known area, a text, an objective, interventions and rules", n.ID)
		}
		ids[n.ID] = true
		for _, v := range n.Interventions {
			times := slices.Clone(v.Times)
			slices.Sort(times)
			if v.Text == "" || v.Frequency == "" || v.Role == "" || v.EveryHours < 0 || v.EveryHours > 24 ||
				(v.EveryHours > 0 && len(v.Times) > 0) || len(slices.Compact(times)) != len(v.Times) ||
				slices.ContainsFunc(v.Times, func(s string) bool { return !clockTime.MatchString(s) }) {
				t.Errorf("need %s: intervention %+v must pass the plan's own checks", n.ID, v)
			}
		}
		for _, r := range n.When {
			sc, ok := scalesByID[r.Scale]
			if !ok || r.From < sc.Min || r.To > sc.Max || r.From > r.To || len(strings.TrimSpace(r.Source)) < 40 {
				t.Errorf("need %s: rule %+v needs a known scale, a range within it and its source", n.ID, r)
				continue
			}
			got[fmt.Sprintf("%s %d-%d", r.Scale, r.From, r.To)] = n.Area
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(design) {
		t.Errorf("rules %v\nwant DESIGN 14's %v", got, design)
	}
	skin := carePlanSuggestions.Needs[slices.IndexFunc(carePlanSuggestions.Needs, func(n suggestedNeed) bool { return n.ID == "piel" })]
	if !slices.ContainsFunc(skin.Interventions, func(v suggestedIntervention) bool { return v.EveryHours == 3 }) {
		t.Error("the skin need must reposition every 3 hours")
	}
}
