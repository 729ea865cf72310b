package store

import (
	"context"
	"fmt"
)

// CareRecord is a resident's day of care (SPEC 3): one per resident and day (DESIGN 8).
type CareRecord struct {
	Bath         bool `json:"bath"`
	Breakfast    bool `json:"breakfast"`
	Lunch        bool `json:"lunch"`
	Dinner       bool `json:"dinner"`
	DiaperChange bool `json:"diaperChange"`
}

// Care is the kind of daily care records.
var Care = &RecordKind[CareRecord]{
	Entity: "care", table: "care_records", onePerDay: true,
	columns: []string{"bath", "breakfast", "lunch", "dinner", "diaper_change"},
	scan: func(d *CareRecord) []any {
		return []any{&d.Bath, &d.Breakfast, &d.Lunch, &d.Dinner, &d.DiaperChange}
	},
	values: func(d CareRecord) []any { return []any{d.Bath, d.Breakfast, d.Lunch, d.Dinner, d.DiaperChange} },
	// The diaper change feeds the bowel register as a pad change (bowel.go).
	follow: followCarePadChange,
}

// ResidentsWithCareOn answers which residents have a care record dated day (the handover's afternoon check).
func (s *Store) ResidentsWithCareOn(ctx context.Context, day string) (map[string]bool, error) {
	with, err := querySet(ctx, s.reader, func(row rowScanner) (string, error) {
		var id string
		return id, row.Scan(&id)
	}, `SELECT DISTINCT resident_id FROM care_records WHERE record_date = ? AND deleted_at IS NULL`, day)
	if err != nil {
		return nil, fmt.Errorf("residents with a care record: %w", err)
	}
	return with, nil
}
