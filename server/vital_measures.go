package server

import (
	"math"

	"amparo/store"
)

// vitalMeasure is one vital sign: its JSON key, label and unit, what is physically possible (DESIGN 8),
// the reference range a resident has until a doctor sets another, and the bounds past which a reading
// calls for a doctor now (close to NEWS2's red scores).
type vitalMeasure struct {
	key, label, unit string
	possible         store.VitalRange
	normal           store.VitalRange
	critical         store.VitalRange // outside it an out-of-range reading is a high-severity alert
	zeroAllowed      bool             // pain may be 0; SPEC's six measures must be positive
}

// vitalMeasures in the order forms, lists and PDFs show them: SPEC's six, then DESIGN 8's three.
var vitalMeasures = []vitalMeasure{
	{key: "systolicPressure", label: "Presión sistólica", unit: "mmHg", possible: store.VitalRange{Min: 40, Max: 300}, normal: store.VitalRange{Min: 90, Max: 140}, critical: store.VitalRange{Min: 80, Max: 180}},
	{key: "diastolicPressure", label: "Presión diastólica", unit: "mmHg", possible: store.VitalRange{Min: 20, Max: 200}, normal: store.VitalRange{Min: 60, Max: 90}, critical: store.VitalRange{Min: 40, Max: 110}},
	{key: "glucose", label: "Glucosa", unit: "mg/dL", possible: store.VitalRange{Min: 10, Max: 1000}, normal: store.VitalRange{Min: 70, Max: 180}, critical: store.VitalRange{Min: 54, Max: 300}},
	{key: "temperature", label: "Temperatura", unit: "°C", possible: store.VitalRange{Min: 25, Max: 45}, normal: store.VitalRange{Min: 35.5, Max: 37.5}, critical: store.VitalRange{Min: 35, Max: 38.5}},
	{key: "heartRate", label: "Frecuencia cardiaca", unit: "lat/min", possible: store.VitalRange{Min: 20, Max: 250}, normal: store.VitalRange{Min: 50, Max: 100}, critical: store.VitalRange{Min: 40, Max: 130}},
	{key: "respiratoryRate", label: "Frecuencia respiratoria", unit: "resp/min", possible: store.VitalRange{Min: 4, Max: 80}, normal: store.VitalRange{Min: 12, Max: 20}, critical: store.VitalRange{Min: 8, Max: 28}},
	{key: "oxygenSaturation", label: "Saturación de oxígeno", unit: "%", possible: store.VitalRange{Min: 50, Max: 100}, normal: store.VitalRange{Min: 92, Max: 100}, critical: store.VitalRange{Min: 88, Max: 100}},
	{key: "pain", label: "Dolor (EVA)", unit: "/10", possible: store.VitalRange{Min: 0, Max: 10}, normal: store.VitalRange{Min: 0, Max: 3}, critical: store.VitalRange{Min: 0, Max: 6}, zeroAllowed: true},
	// DESIGN gives weight no default range: a reading is only out of range once a doctor sets one.
	{key: "weight", label: "Peso", unit: "kg", possible: store.VitalRange{Min: 20, Max: 250}, normal: store.VitalRange{Min: 20, Max: 250}, critical: store.VitalRange{Min: 20, Max: 250}},
}

// impossibleMessage is DESIGN 8's refusal of a value no body can have.
func (m vitalMeasure) impossibleMessage() string {
	return "Valor imposible (" + spanishNumber(m.possible.Min) + "–" + spanishNumber(m.possible.Max) + ")."
}

// checkReading refuses what SPEC and DESIGN 8 refuse: SPEC's six must be positive, and nothing may lie
// outside what is physically possible.
func (m vitalMeasure) checkReading(v *validation, value float64, field string) {
	v.check(!math.IsNaN(value), field, notANumber)
	if !m.zeroAllowed {
		v.check(value > 0, field, "Debe ser positivo.")
	}
	v.check(value >= m.possible.Min && value <= m.possible.Max, field, m.impossibleMessage())
}

// rangesWithDefaults is every measure's range for a resident: what a doctor saved, else the default.
func rangesWithDefaults(saved map[string]store.VitalRange) map[string]store.VitalRange {
	out := make(map[string]store.VitalRange, len(vitalMeasures))
	for _, m := range vitalMeasures {
		r, ok := saved[m.key]
		if !ok {
			r = m.normal
		}
		out[m.key] = r
	}
	return out
}
