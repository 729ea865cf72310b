package server

import (
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

type incidentJSON struct {
	recordHead
	store.Incident
}

var incidentRecords = recordType[store.Incident]{
	kind: store.Incidents, title: "Incidencias", path: "/incidents", write: permRecordsClinical,
	fileOne: "incident_%s.pdf", fileReport: "incidents_general_report.pdf",
	decode: func(s *Server, c echo.Context, before *store.Record[store.Incident]) (store.RecordInput[store.Incident], error) {
		var body struct {
			recordBase
			store.Incident
		}
		if err := decode(c, &body); err != nil {
			return store.RecordInput[store.Incident]{}, err
		}
		d := body.Incident
		for _, p := range []*string{&d.Shift, &d.Situation, &d.DoctorResponse, &d.RelativeResponse, &d.OtherResponse, &d.Observations} {
			*p = strings.TrimSpace(*p)
		}
		clearUnless(d.CalledDoctor, &d.DoctorResponse)
		clearUnless(d.CalledRelative, &d.RelativeResponse)
		clearUnless(d.OtherAction, &d.OtherResponse)
		v := newValidation()
		checkBase(v, &body.recordBase, headOfBefore(before), true)
		v.required(d.Shift, "shift", "El turno es requerido.")
		v.required(d.Situation, "situation", "La situación es requerida.")
		if d.CalledDoctor {
			v.required(d.DoctorResponse, "doctorResponse", "Ingrese la respuesta del médico.")
		}
		if d.CalledRelative {
			v.required(d.RelativeResponse, "relativeResponse", "Ingrese la respuesta del familiar.")
		}
		if d.OtherAction {
			v.required(d.OtherResponse, "otherResponse", "Explique la intervención.")
		}
		v.maxLen(d.Shift, 60, "shift")
		for field, text := range map[string]string{"situation": d.Situation, "doctorResponse": d.DoctorResponse,
			"relativeResponse": d.RelativeResponse, "otherResponse": d.OtherResponse, "observations": d.Observations} {
			v.maxLen(text, longText, field)
		}
		if err := v.err(); err != nil {
			return store.RecordInput[store.Incident]{}, err
		}
		alert, err := fallAlert(s, c, body.ResidentID, d)
		return store.RecordInput[store.Incident]{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time, Data: d,
			Search: d.Situation + " " + d.Observations, Alert: alert}, err
	},
	present: func(_ *Server, _ echo.Context, head recordHead, r store.Record[store.Incident]) (any, error) {
		return incidentJSON{recordHead: head, Incident: r.Data}, nil
	},
	notice: func(r store.Record[store.Incident], resident store.Resident) (store.Notice, bool) {
		return incidentNotice(r.RecordHead, resident, r.Data.Situation), true
	},
	print: func(rep recordPrinter, r store.Record[store.Incident]) error {
		d := r.Data
		rep.fields([2]string{"Turno", d.Shift}, [2]string{"", ""})
		rep.paragraph("Situación", d.Situation)
		rep.paragraph("Se llamó al médico", yesNo(d.CalledDoctor, d.DoctorResponse))
		rep.paragraph("Se llamó al familiar", yesNo(d.CalledRelative, d.RelativeResponse))
		rep.paragraph("Otra intervención", yesNo(d.OtherAction, d.OtherResponse))
		rep.paragraph("Observaciones", d.Observations)
		return nil
	},
}

// yesNo prints a switch with the answer it asked for.
func yesNo(on bool, answer string) string {
	if !on {
		return "No"
	}
	return "Sí: " + answer
}
