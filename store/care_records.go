package store

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
}
