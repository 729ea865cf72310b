package server

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// vitalValues are the measures taken, by key (vitalMeasures); a measure not taken is absent.
type vitalValues map[string]*decimal

type vitalSigns struct {
	VitalSigns   vitalValues `json:"vitalSigns"`
	Diagnostics  string      `json:"diagnostics"`
	PhysicalExam struct {
		Observations string `json:"observations"`
	} `json:"physicalExam"`
}

// taken is the measure's value, if it was taken.
func (v vitalValues) taken(key string) (float64, bool) {
	d, ok := v[key]
	if !ok || d == nil {
		return 0, false
	}
	return float64(*d), true
}

// outOfRange lists the measures of a reading outside the resident's ranges, in vitalMeasures' order.
func (v vitalValues) outOfRange(ranges map[string]store.VitalRange) []string {
	out := []string{}
	for _, m := range vitalMeasures {
		value, ok := v.taken(m.key)
		r := ranges[m.key]
		if ok && (value < r.Min || value > r.Max) {
			out = append(out, m.key)
		}
	}
	return out
}

var vitalSignsRecords = recordType{
	kind: "vitals", title: "Signos vitales", residentKey: "residentId",
	path: "/vitalsigns", write: permRecordsClinical, byPeriod: true,
	fileOne: "signos_vitales_%s.pdf", fileReport: "signos_vitales_report.pdf",
	decode: func(s *Server, c echo.Context, before *store.Record) (store.RecordInput, error) {
		var body struct {
			recordBase
			vitalSigns
		}
		if err := decode(c, &body); err != nil {
			return store.RecordInput{}, err
		}
		v := newValidation()
		checkBase(v, &body.recordBase, before, false)
		data := body.vitalSigns
		data.Diagnostics = strings.TrimSpace(data.Diagnostics)
		data.PhysicalExam.Observations = strings.TrimSpace(data.PhysicalExam.Observations)
		known := vitalValues{}
		for _, m := range vitalMeasures {
			if value, ok := data.VitalSigns.taken(m.key); ok {
				m.checkReading(v, value, "vitalSigns."+m.key)
				known[m.key] = data.VitalSigns[m.key]
			}
		}
		data.VitalSigns = known
		v.check(len(known) > 0, "vitalSigns", "Registra al menos un signo vital.")
		v.maxLen(data.Diagnostics, longText, "diagnostics")
		v.maxLen(data.PhysicalExam.Observations, longText, "physicalExam.observations")
		if err := v.err(); err != nil {
			return store.RecordInput{}, err
		}
		return store.RecordInput{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time, Data: data,
			Search: data.Diagnostics + " " + data.PhysicalExam.Observations}, nil
	},
	alert: vitalAlert,
	present: func(s *Server, c echo.Context, r store.Record, out map[string]any) error {
		// Only the readings are read again, from the saved fields recordJSON has already split (a page of
		// readings spent a fifth of its time decoding each record a second time, issue 16).
		var values vitalValues
		if raw, ok := out["vitalSigns"].(json.RawMessage); ok {
			var err error
			if values, err = savedReadings(raw); err != nil {
				return fmt.Errorf("decode vitals record %s: %w", r.ID, err)
			}
		}
		ranges, err := s.residentRanges(c, r.ResidentID)
		if err != nil {
			return err
		}
		out["outOfRange"] = values.outOfRange(ranges)
		return nil
	},
	print: func(rep recordPrinter, r store.Record) error {
		d, err := recordData[vitalSigns](r)
		if err != nil {
			return err
		}
		ranges, err := rep.s.residentRanges(rep.c, r.ResidentID)
		if err != nil {
			return err
		}
		var pairs [][2]string
		for _, m := range vitalMeasures {
			value := ""
			if n, ok := d.VitalSigns.taken(m.key); ok {
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
		rep.paragraph("Diagnóstico", d.Diagnostics)
		rep.paragraph("Exploración física", d.PhysicalExam.Observations)
		return nil
	},
}
