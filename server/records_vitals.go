package server

import (
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// outOfRange lists the measures of a reading outside the resident's ranges, in vitalMeasures' order.
func outOfRange(readings store.Readings, ranges map[string]store.VitalRange) []string {
	out := []string{}
	for _, m := range vitalMeasures {
		value, ok := readings.Taken(m.key)
		r := ranges[m.key]
		if ok && (value < r.Min || value > r.Max) {
			out = append(out, m.key)
		}
	}
	return out
}

// vitalsJSON is a reading as its list shows it, with the measures outside the resident's ranges now.
type vitalsJSON struct {
	recordHead
	store.VitalSigns
	OutOfRange []string `json:"outOfRange"`
}

var vitalSignsRecords = recordType[store.VitalSigns]{
	kind: store.Vitals, title: "Signos vitales", path: "/vitalsigns", write: permRecordsClinical, byPeriod: true,
	fileOne: "signos_vitales_%s.pdf", fileReport: "signos_vitales_report.pdf",
	decode: func(s *Server, c echo.Context, before *store.Record[store.VitalSigns]) (store.RecordInput[store.VitalSigns], error) {
		var body struct {
			recordBase
			VitalSigns   map[string]*decimal `json:"vitalSigns"` // typed the Spanish way too ("36,8")
			Diagnostics  string              `json:"diagnostics"`
			PhysicalExam store.PhysicalExam  `json:"physicalExam"`
		}
		if err := decode(c, &body); err != nil {
			return store.RecordInput[store.VitalSigns]{}, err
		}
		v := newValidation()
		checkBase(v, &body.recordBase, headOfBefore(before), false)
		d := store.VitalSigns{Readings: store.Readings{}, Diagnostics: strings.TrimSpace(body.Diagnostics),
			PhysicalExam: store.PhysicalExam{Observations: strings.TrimSpace(body.PhysicalExam.Observations)}}
		for _, m := range vitalMeasures {
			if value := body.VitalSigns[m.key]; value != nil {
				m.checkReading(v, float64(*value), "vitalSigns."+m.key)
				d.Readings[m.key] = float64(*value)
			}
		}
		v.check(len(d.Readings) > 0, "vitalSigns", "Registra al menos un signo vital.")
		v.maxLen(d.Diagnostics, longText, "diagnostics")
		v.maxLen(d.PhysicalExam.Observations, longText, "physicalExam.observations")
		if err := v.err(); err != nil {
			return store.RecordInput[store.VitalSigns]{}, err
		}
		alert, err := vitalAlert(s, c, body.ResidentID, d.Readings)
		return store.RecordInput[store.VitalSigns]{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time, Data: d,
			Search: d.Diagnostics + " " + d.PhysicalExam.Observations, Alert: alert}, err
	},
	present: func(s *Server, c echo.Context, head recordHead, r store.Record[store.VitalSigns]) (any, error) {
		ranges, err := s.residentRanges(c, r.ResidentID)
		if err != nil {
			return nil, err
		}
		return vitalsJSON{recordHead: head, VitalSigns: r.Data, OutOfRange: outOfRange(r.Data.Readings, ranges)}, nil
	},
	print: func(rep recordPrinter, r store.Record[store.VitalSigns]) error {
		ranges, err := rep.s.residentRanges(rep.c, r.ResidentID)
		if err != nil {
			return err
		}
		var pairs [][2]string
		for _, m := range vitalMeasures {
			value := ""
			if n, ok := r.Data.Readings.Taken(m.key); ok {
				value = spanishNumber(n) + " " + m.unit
				if r := ranges[m.key]; n < r.Min || n > r.Max {
					value += " (fuera de rango)"
				}
			}
			pairs = append(pairs, [2]string{m.label, value})
		}
		if len(pairs)%2 == 1 {
			pairs = append(pairs, [2]string{"", ""})
		}
		rep.fields(pairs...)
		rep.paragraph("Diagnóstico", r.Data.Diagnostics)
		rep.paragraph("Exploración física", r.Data.PhysicalExam.Observations)
		return nil
	},
}
