package server

import "strconv"

// scale is one standard geriatric assessment instrument as data (DESIGN 11): its items with their
// Spanish wording, the options of each with their points, and the score bands. The server scores; the
// UI only shows. Each instrument lives in its own scales_*.go file, written from the published Spanish
// version.
type scale struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Version string `json:"version"` // kept on every assessment, so an old one is read with the wording it was made with
	// Instructions says how to give the instrument where that changes the score (optional).
	Instructions string      `json:"instructions,omitempty"`
	Min          int         `json:"min"`
	Max          int         `json:"max"`
	Items        []scaleItem `json:"items"`
	Bands        []scaleBand `json:"bands"`
	ReassessDays int         `json:"reassessDays"`
	byID         map[string]*scaleItem
}

// scaleItem is one question; Section groups items on screen and in the PDF (MEC's "Orientación").
type scaleItem struct {
	ID      string        `json:"id"`
	Section string        `json:"section,omitempty"`
	Text    string        `json:"text"`
	Options []scaleOption `json:"options"`
}

// scaleOption is one answer; Value is unique within its item.
type scaleOption struct {
	Value  string `json:"value"`
	Label  string `json:"label"`
	Points int    `json:"points"`
}

// scaleBand is a score range (inclusive) with its meaning.
type scaleBand struct {
	From     int    `json:"from"`
	To       int    `json:"to"`
	Label    string `json:"label"`
	Severity string `json:"severity"` // none, low, medium, high
}

// Band severities (DESIGN 11). A high band opens an assessment-risk alert.
const (
	bandNone   = "none"
	bandLow    = "low"
	bandMedium = "medium"
	bandHigh   = "high"
)

// assessmentScales are the ten scales, in the order the UI lists them.
var assessmentScales = indexScales(barthelScale, lawtonScale, pfeifferScale, mecScale, tinettiScale, downtonScale,
	nortonScale, bradenScale, mnaSFScale, gds15Scale)

var scalesByID = func() map[string]*scale {
	out := map[string]*scale{}
	for _, sc := range assessmentScales {
		out[sc.ID] = sc
	}
	return out
}()

func indexScales(scales ...*scale) []*scale {
	for _, sc := range scales {
		sc.byID = map[string]*scaleItem{}
		for i := range sc.Items {
			sc.byID[sc.Items[i].ID] = &sc.Items[i]
		}
	}
	return scales
}

// option is the item's option with that value.
func (it *scaleItem) option(value string) (scaleOption, bool) {
	for _, o := range it.Options {
		if o.Value == value {
			return o, true
		}
	}
	return scaleOption{}, false
}

// band is the band a score falls in.
func (sc *scale) band(score int) scaleBand {
	for _, b := range sc.Bands {
		if score >= b.From && score <= b.To {
			return b
		}
	}
	return scaleBand{Label: "Fuera de rango", Severity: bandNone} // not reachable with a scale whose tests pass
}

// Messages of a refused answer (contract-15).
const (
	msgAnswerMissing = "Responde esta pregunta."
	msgAnswerInvalid = "Respuesta no válida."
)

// maxAnswerKey bounds the item id a refusal names, so a giant key is not echoed back.
const maxAnswerKey = 60

// score adds the points of the answers. Every item needs one of its values and nothing else may be
// answered; the refusals name answers.<itemId>.
func (sc *scale) score(answers map[string]string, v *validation) int {
	total := 0
	for _, it := range sc.Items {
		value, given := answers[it.ID]
		if !given || value == "" {
			v.check(false, "answers."+it.ID, msgAnswerMissing)
			continue
		}
		o, ok := it.option(value)
		if !ok {
			v.check(false, "answers."+it.ID, msgAnswerInvalid)
			continue
		}
		total += o.Points
	}
	for id := range answers {
		if _, known := sc.byID[id]; !known {
			if len(id) > maxAnswerKey {
				id = id[:maxAnswerKey]
			}
			v.check(false, "answers."+id, msgAnswerInvalid)
		}
	}
	return total
}

// yesNoItem is a question answered sí or no; yes gives yesPoints and no the other.
func yesNoItem(id, section, text string, yesPoints int) scaleItem {
	return scaleItem{ID: id, Section: section, Text: text, Options: []scaleOption{
		{Value: "si", Label: "Sí", Points: yesPoints}, {Value: "no", Label: "No", Points: 1 - yesPoints}}}
}

// countItem is a task scored by how many of its parts were done, 0 to n, each value its points.
func countItem(id, section, text string, n int, label func(int) string) scaleItem {
	it := scaleItem{ID: id, Section: section, Text: text}
	for i := n; i >= 0; i-- {
		it.Options = append(it.Options, scaleOption{Value: strconv.Itoa(i), Label: label(i), Points: i})
	}
	return it
}

// pointsItem is an item whose options each give different points: the value is the points.
func pointsItem(id, section, text string, options ...scaleOption) scaleItem {
	for i := range options {
		options[i].Value = strconv.Itoa(options[i].Points)
	}
	return scaleItem{ID: id, Section: section, Text: text, Options: options}
}

// opt is an option with its label and points (the value is set by the item helper, or given with optV).
func opt(label string, points int) scaleOption { return scaleOption{Label: label, Points: points} }

// optV is an option with its own value, for items where several answers give the same points.
func optV(value, label string, points int) scaleOption {
	return scaleOption{Value: value, Label: label, Points: points}
}
