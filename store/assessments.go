package store

import (
	"encoding/json"
	"fmt"
)

// Assessment is one scale's answers with the score and band the server gave them (DESIGN 11).
type Assessment struct {
	Scale   string            `json:"scale"`
	Version string            `json:"version"`
	Answers map[string]string `json:"answers"`
	Score   int               `json:"score"`
	Band    AssessmentBand    `json:"band"`
	Notes   string            `json:"notes"`
}

// AssessmentBand is the band a score falls in.
type AssessmentBand struct {
	Label    string `json:"label"`
	Severity string `json:"severity"` // none, low, medium, high
}

// Assessments is the kind of assessments; the answers are kept as they were given (JSON), since nothing
// asks for one of them.
var Assessments = &RecordKind[Assessment]{
	Entity: "assessment", table: "assessments",
	columns: []string{"scale", "version", "score", "band_label", "band_severity", "answers", "notes"},
	scan: func(d *Assessment) []any {
		return []any{&d.Scale, &d.Version, &d.Score, &d.Band.Label, &d.Band.Severity, answersColumn{&d.Answers}, &d.Notes}
	},
	values: func(d Assessment) []any {
		answers, _ := json.Marshal(d.Answers) // a map of strings always encodes
		if d.Answers == nil {
			answers = []byte("{}")
		}
		return []any{d.Scale, d.Version, d.Score, d.Band.Label, d.Band.Severity, string(answers), d.Notes}
	},
	effects: barthelDrop,
}

// answersColumn reads the answers' JSON.
type answersColumn struct{ answers *map[string]string }

func (a answersColumn) Scan(src any) error {
	text, ok := src.(string)
	if !ok {
		return fmt.Errorf("answers: unexpected %T", src)
	}
	*a.answers = map[string]string{}
	return json.Unmarshal([]byte(text), a.answers)
}
