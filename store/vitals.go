package store

import (
	"fmt"
)

// VitalSigns are a reading's measures and notes (SPEC 3, DESIGN 8), as the API names them.
type VitalSigns struct {
	Readings     Readings     `json:"vitalSigns"`
	Diagnostics  string       `json:"diagnostics"`
	PhysicalExam PhysicalExam `json:"physicalExam"`
}

// PhysicalExam is SPEC's exploración física.
type PhysicalExam struct {
	Observations string `json:"observations"`
}

// Readings are the measures taken, by the API's key (systolicPressure ...); a measure not taken is absent.
type Readings map[string]float64

// Taken is the measure's value, if it was taken.
func (r Readings) Taken(key string) (float64, bool) {
	v, ok := r[key]
	return v, ok
}

// vitalColumns are the measures' columns of vital_signs, by the API's key, in DESIGN 8's order.
var vitalColumns = []struct{ key, column string }{
	{"systolicPressure", "systolic_pressure"}, {"diastolicPressure", "diastolic_pressure"}, {"glucose", "glucose"},
	{"temperature", "temperature"}, {"heartRate", "heart_rate"}, {"respiratoryRate", "respiratory_rate"},
	{"oxygenSaturation", "oxygen_saturation"}, {"pain", "pain"}, {"weight", "weight"},
}

// Vitals is the kind of vital signs.
var Vitals = &RecordKind[VitalSigns]{
	Entity: "vitals", table: "vital_signs",
	columns: append(measureColumns(), "diagnostics", "observations"),
	scan: func(d *VitalSigns) []any {
		d.Readings = Readings{}
		dest := make([]any, 0, len(vitalColumns)+2)
		for _, m := range vitalColumns {
			dest = append(dest, measureScanner{readings: d.Readings, key: m.key})
		}
		return append(dest, &d.Diagnostics, &d.PhysicalExam.Observations)
	},
	values: func(d VitalSigns) []any {
		values := make([]any, 0, len(vitalColumns)+2)
		for _, m := range vitalColumns {
			if v, ok := d.Readings[m.key]; ok {
				values = append(values, v)
			} else {
				values = append(values, nil)
			}
		}
		return append(values, d.Diagnostics, d.PhysicalExam.Observations)
	},
}

func measureColumns() []string {
	out := make([]string, len(vitalColumns))
	for i, m := range vitalColumns {
		out[i] = m.column
	}
	return out
}

// measureScanner reads a measure's column into the readings: NULL is a measure not taken.
type measureScanner struct {
	readings Readings
	key      string
}

func (m measureScanner) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		return nil
	case float64:
		m.readings[m.key] = v
	case int64:
		m.readings[m.key] = float64(v)
	default:
		return fmt.Errorf("measure %s: unexpected %T", m.key, src)
	}
	return nil
}
