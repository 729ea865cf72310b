package store

import (
	"context"
	"database/sql"
	"fmt"
)

// GeneralNote is a general note (SPEC 3).
type GeneralNote struct {
	Observations string `json:"observations"`
}

// Notes is the kind of general notes.
var Notes = &RecordKind[GeneralNote]{
	Entity: "note", table: "general_notes", columns: []string{"observations"},
	scan:   func(d *GeneralNote) []any { return []any{&d.Observations} },
	values: func(d GeneralNote) []any { return []any{d.Observations} },
}

// SocialWorkNote is a social worker's note: the observation it was written with, and those added to it
// later (SPEC 4), which are never changed.
type SocialWorkNote struct {
	PrimaryObservation     string        `json:"primaryObservation"`
	AdditionalObservations []Observation `json:"additionalObservations"`
}

// Observation is one added to a social-work note, signed by who added it.
type Observation struct {
	ID            string `json:"_id"`
	Observation   string `json:"observation"`
	Date          string `json:"date"`
	Time          string `json:"time"`
	CreatedBy     string `json:"createdBy"`
	CreatedByName string `json:"createdByName"`
}

// SocialWork is the kind of social-work notes; their added observations live in socialwork_observations.
var SocialWork = &RecordKind[SocialWorkNote]{
	Entity: "socialwork", table: "socialwork_notes", columns: []string{"primary_observation"},
	scan:   func(d *SocialWorkNote) []any { return []any{&d.PrimaryObservation} },
	values: func(d SocialWorkNote) []any { return []any{d.PrimaryObservation} },
	// The note's observations in order; those already saved (the same id at the same place) stay as they are.
	children: func(ctx context.Context, tx *sql.Tx, id string, d SocialWorkNote, _ string) error {
		for i, o := range d.AdditionalObservations {
			_, err := tx.ExecContext(ctx, `INSERT INTO socialwork_observations (id, note_id, position, observation,
				observed_date, observed_time, created_by, created_by_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (id) DO NOTHING`, o.ID, id, i, o.Observation, o.Date, o.Time, o.CreatedBy, o.CreatedByName)
			if err != nil {
				return fmt.Errorf("insert observation: %w", err)
			}
		}
		return nil
	},
	loadChildren: func(ctx context.Context, q querier, notes []Record[SocialWorkNote]) error {
		return readChildren(ctx, q, notes, `SELECT note_id, id, observation, observed_date, observed_time, created_by,
				created_by_name FROM socialwork_observations WHERE note_id IN (SELECT value FROM json_each(?))
			ORDER BY note_id, position`,
			func(row rowScanner) (string, Observation, error) {
				var noteID string
				var o Observation
				err := row.Scan(&noteID, &o.ID, &o.Observation, &o.Date, &o.Time, &o.CreatedBy, &o.CreatedByName)
				return noteID, o, err
			},
			func(n *SocialWorkNote) { n.AdditionalObservations = []Observation{} },
			func(n *SocialWorkNote, o Observation) { n.AdditionalObservations = append(n.AdditionalObservations, o) })
	},
}
