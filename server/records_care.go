package server

import (
	"github.com/labstack/echo/v4"

	"amparo/store"
)

type careRecord struct {
	Bath         bool `json:"bath"`
	Breakfast    bool `json:"breakfast"`
	Lunch        bool `json:"lunch"`
	Dinner       bool `json:"dinner"`
	DiaperChange bool `json:"diaperChange"`
}

var careRecords = recordType{
	kind: "care", title: "Cuidados diarios", residentKey: "user",
	path: "/care-records", write: permRecordsNotes,
	fileOne: "cuidados_%s.pdf", fileReport: "cuidados_report.pdf",
	decode: func(s *Server, c echo.Context, before *store.Record) (store.RecordInput, error) {
		var body struct {
			recordBase
			User string `json:"user"` // SPEC names the resident "user" here
			careRecord
		}
		if err := decode(c, &body); err != nil {
			return store.RecordInput{}, err
		}
		if body.ResidentID == "" {
			body.ResidentID = body.User
		}
		v := newValidation()
		checkBase(v, &body.recordBase, before, false)
		if err := v.err(); err != nil {
			return store.RecordInput{}, err
		}
		return store.RecordInput{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time, Data: body.careRecord,
			OnePerDay: true}, nil
	},
	print: func(rep recordPrinter, r store.Record) error {
		d, err := recordData[careRecord](r)
		if err != nil {
			return err
		}
		yes := func(b bool) string { return map[bool]string{true: "Sí", false: "No"}[b] }
		rep.fields([2]string{"Baño", yes(d.Bath)}, [2]string{"Desayuno", yes(d.Breakfast)},
			[2]string{"Comida", yes(d.Lunch)}, [2]string{"Cena", yes(d.Dinner)},
			[2]string{"Cambio de pañal", yes(d.DiaperChange)}, [2]string{"", ""})
		return nil
	},
}
