package server

import (
	_ "embed"
	"encoding/json"
	"slices"
	"time"

	"amparo/store"
)

// A new draft is drawn from what is known (DESIGN 14): after a plan in force, a copy of it (the person's
// view, the reference professional, every need with its interventions); then a need for each band of the
// latest assessments that care_plan_rules.json suggests one for, unless the draft has it already. The team
// accepts, edits or drops each. The rules are data, each with its source (TestCarePlanRulesData checks them).

//go:embed care_plan_rules.json
var carePlanRulesJSON []byte

// suggestedNeed is a need the rules suggest, with the rules (when) that suggest it.
type suggestedNeed struct {
	ID            string                  `json:"id"`
	Area          string                  `json:"area"`
	Text          string                  `json:"text"`
	Objective     string                  `json:"objective"`
	Interventions []suggestedIntervention `json:"interventions"`
	When          []carePlanRule          `json:"when"`
}

// carePlanRule: the latest assessment of Scale scoring From to To (both included) suggests the need.
type carePlanRule struct {
	Scale  string `json:"scale"`
	From   int    `json:"from"`
	To     int    `json:"to"`
	Source string `json:"source"` // the citation the cut-off comes from
}

type suggestedIntervention struct {
	Text       string   `json:"text"`
	Frequency  string   `json:"frequency"`
	EveryHours int      `json:"everyHours"`
	Times      []string `json:"times"`
	Role       string   `json:"role"`
}

type carePlanRulesFile struct {
	About string          `json:"about"`
	Needs []suggestedNeed `json:"needs"`
}

// carePlanSuggestions is the rules file, read once; a file that does not read is a build that must not ship.
var carePlanSuggestions = mustCarePlanRules(carePlanRulesJSON)

func mustCarePlanRules(data []byte) carePlanRulesFile {
	var f carePlanRulesFile
	if err := json.Unmarshal(data, &f); err != nil {
		panic("care_plan_rules.json: " + err.Error())
	}
	return f
}

// latestAssessments is the newest assessment of each scale, from a resident's assessments newest first.
func latestAssessments(records []store.Record[store.Assessment]) map[string]store.Record[store.Assessment] {
	latest := map[string]store.Record[store.Assessment]{}
	for _, r := range records {
		if _, seen := latest[r.Data.Scale]; !seen {
			latest[r.Data.Scale] = r
		}
	}
	return latest
}

// copyOfPlan is the content of a plan in force, to start its next version from: the person's view, the
// reference professional and the needs with their interventions. Who contributed is the new review's to say.
func copyOfPlan(p store.CarePlan) store.CarePlanContent {
	out := store.CarePlanContent{Person: p.Person, ReferenceProfessional: p.ReferenceProfessional}
	for _, a := range p.Areas {
		out.Areas = append(out.Areas, store.CarePlanArea{ID: a.ID, Needs: slices.Clone(a.Needs)})
	}
	return out
}

// addSuggestions adds to the content, in its area, each need the latest bands suggest that it lacks, starting
// on start and to be reviewed on review.
func addSuggestions(content *store.CarePlanContent, latest map[string]store.Record[store.Assessment], start, review time.Time) {
	for _, sn := range carePlanSuggestions.Needs {
		i := slices.IndexFunc(sn.When, func(r carePlanRule) bool {
			a, ok := latest[r.Scale]
			return ok && a.Data.Score >= r.From && a.Data.Score <= r.To
		})
		if i < 0 {
			continue
		}
		area := content.Area(sn.Area)
		if slices.ContainsFunc(area.Needs, sn.answeredBy) {
			continue
		}
		a := latest[sn.When[i].Scale]
		need := store.CarePlanNeed{Text: sn.Text, Objective: sn.Objective, StartDate: start.Format(time.DateOnly),
			ReviewDate: review.Format(time.DateOnly), Source: &store.NeedSource{Scale: a.Data.Scale, AssessmentID: a.ID,
				Score: a.Data.Score, Band: a.Data.Band.Label}}
		for _, v := range sn.Interventions {
			need.Interventions = append(need.Interventions, store.CarePlanIntervention{Text: v.Text, Frequency: v.Frequency,
				EveryHours: v.EveryHours, Times: slices.Clone(v.Times), Role: v.Role})
		}
		area.Needs = append(area.Needs, need)
	}
}

// answeredBy: the draft's need already is this suggestion, because it came from one of its scales or says
// the same (folded).
func (sn suggestedNeed) answeredBy(n store.CarePlanNeed) bool {
	if n.Source != nil && slices.ContainsFunc(sn.When, func(r carePlanRule) bool { return r.Scale == n.Source.Scale }) {
		return true
	}
	return store.Normalize(n.Text) == store.Normalize(sn.Text)
}
