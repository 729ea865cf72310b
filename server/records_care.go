package server

import (
	"github.com/labstack/echo/v4"

	"amparo/store"
)

// careJSON is a day's care as its list shows it; SPEC names the resident "user" here.
type careJSON struct {
	recordHead
	User string `json:"user"`
	store.CareRecord
}

var careRecords = recordType[store.CareRecord]{
	kind: store.Care, title: "Cuidados diarios", path: "/care-records", write: permRecordsNotes,
	fileOne: "cuidados_%s.pdf", fileReport: "cuidados_report.pdf",
	decode: func(s *Server, c echo.Context, before *store.Record[store.CareRecord]) (store.RecordInput[store.CareRecord], error) {
		var body struct {
			recordBase
			User string `json:"user"` // SPEC names the resident "user" here
			store.CareRecord
		}
		if err := decode(c, &body); err != nil {
			return store.RecordInput[store.CareRecord]{}, err
		}
		if body.ResidentID == "" {
			body.ResidentID = body.User
		}
		v := newValidation()
		checkBase(v, &body.recordBase, headOfBefore(before), false)
		if err := v.err(); err != nil {
			return store.RecordInput[store.CareRecord]{}, err
		}
		return store.RecordInput[store.CareRecord]{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time,
			Data: body.CareRecord}, nil
	},
	present: func(_ *Server, _ echo.Context, head recordHead, r store.Record[store.CareRecord]) (any, error) {
		return careJSON{recordHead: head, User: r.ResidentID, CareRecord: r.Data}, nil
	},
	print: func(rep recordPrinter, r store.Record[store.CareRecord]) error {
		d := r.Data
		yes := func(b bool) string { return map[bool]string{true: "Sí", false: "No"}[b] }
		rep.fields([2]string{"Baño", yes(d.Bath)}, [2]string{"Desayuno", yes(d.Breakfast)},
			[2]string{"Comida", yes(d.Lunch)}, [2]string{"Cena", yes(d.Dinner)},
			[2]string{"Cambio de pañal", yes(d.DiaperChange)}, [2]string{"", ""})
		return nil
	},
}
