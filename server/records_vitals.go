package server

import (
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// vitalValues are the six measures of SPEC 3; a nil value was not taken.
type vitalValues struct {
	SystolicPressure  *float64 `json:"systolicPressure"`
	DiastolicPressure *float64 `json:"diastolicPressure"`
	Glucose           *float64 `json:"glucose"`
	Temperature       *float64 `json:"temperature"`
	HeartRate         *float64 `json:"heartRate"`
	RespiratoryRate   *float64 `json:"respiratoryRate"`
}

type vitalSigns struct {
	VitalSigns   vitalValues `json:"vitalSigns"`
	Diagnostics  string      `json:"diagnostics"`
	PhysicalExam struct {
		Observations string `json:"observations"`
	} `json:"physicalExam"`
}

// vitalMeasures names each measure with its unit, in SPEC's order.
func (v vitalValues) measures() []struct {
	key, label, unit string
	value            *float64
} {
	return []struct {
		key, label, unit string
		value            *float64
	}{
		{"systolicPressure", "Presión sistólica", "mmHg", v.SystolicPressure},
		{"diastolicPressure", "Presión diastólica", "mmHg", v.DiastolicPressure},
		{"glucose", "Glucosa", "mg/dL", v.Glucose},
		{"temperature", "Temperatura", "°C", v.Temperature},
		{"heartRate", "Frecuencia cardiaca", "lat/min", v.HeartRate},
		{"respiratoryRate", "Frecuencia respiratoria", "resp/min", v.RespiratoryRate},
	}
}

var vitalSignsRecords = recordType{
	kind: "vitals", title: "Signos vitales", residentKey: "residentId",
	path: "/vitalsigns", write: permRecordsClinical,
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
		taken := 0
		for _, m := range data.VitalSigns.measures() {
			if m.value != nil {
				taken++
				v.check(*m.value > 0 && *m.value < 1000, "vitalSigns."+m.key, "Debe ser positivo.")
			}
		}
		v.check(taken > 0, "vitalSigns", "Registra al menos un signo vital.")
		v.maxLen(data.Diagnostics, longText, "diagnostics")
		v.maxLen(data.PhysicalExam.Observations, longText, "physicalExam.observations")
		if err := v.err(); err != nil {
			return store.RecordInput{}, err
		}
		return store.RecordInput{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time, Data: data,
			Search: data.Diagnostics + " " + data.PhysicalExam.Observations}, nil
	},
	print: func(rep recordPrinter, r store.Record) error {
		d, err := recordData[vitalSigns](r)
		if err != nil {
			return err
		}
		var pairs [][2]string
		for _, m := range d.VitalSigns.measures() {
			value := ""
			if m.value != nil {
				value = strconv.FormatFloat(*m.value, 'f', -1, 64) + " " + m.unit
			}
			pairs = append(pairs, [2]string{m.label, value})
		}
		rep.fields(pairs...)
		rep.paragraph("Diagnóstico", d.Diagnostics)
		rep.paragraph("Exploración física", d.PhysicalExam.Observations)
		return nil
	},
}
