package server

import (
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// An observation added to a social-work note after it was written.
type additionalObservation struct {
	ID            string `json:"_id"`
	Observation   string `json:"observation"`
	Date          string `json:"date"`
	Time          string `json:"time"`
	CreatedBy     string `json:"createdBy"`
	CreatedByName string `json:"createdByName"`
}

type socialWorkNote struct {
	PrimaryObservation     string                  `json:"primaryObservation"`
	AdditionalObservations []additionalObservation `json:"additionalObservations"`
}

var socialWorkNotes = recordType{
	kind: "socialwork", title: "Notas de trabajo social", residentKey: "residentId",
	path: "/notessocialworker", write: permRecordsSocial,
	fileOne: "nota_socialworker_%s.pdf", fileReport: "notes_socialworker_report.pdf",
	decode: decodeSocialWorkNote,
	present: func(_ *Server, _ echo.Context, r store.Record, out map[string]any) error {
		out["socialWorker"] = r.CreatedBy
		out["socialworker"] = r.CreatedBy
		return nil
	},
	print: func(rep recordPrinter, r store.Record) error {
		n, err := recordData[socialWorkNote](r)
		if err != nil {
			return err
		}
		rep.paragraph("Observación", n.PrimaryObservation)
		for _, a := range n.AdditionalObservations {
			rep.paragraph("Observación adicional · "+spanishDate(a.Date)+" "+a.Time+" · "+a.CreatedByName, a.Observation)
		}
		return nil
	},
}

// decodeSocialWorkNote reads a social-work note. On edit the primary observation, the date and every
// observation already saved stay as they were (SPEC 4): only new additional observations are appended.
func decodeSocialWorkNote(s *Server, c echo.Context, before *store.Record) (store.RecordInput, error) {
	var body struct {
		recordBase
		PrimaryObservation     string                  `json:"primaryObservation"`
		AdditionalObservations []additionalObservation `json:"additionalObservations"`
	}
	if err := decode(c, &body); err != nil {
		return store.RecordInput{}, err
	}
	v := newValidation()
	note := socialWorkNote{PrimaryObservation: strings.TrimSpace(body.PrimaryObservation)}
	if before != nil {
		var err error
		if note, err = recordData[socialWorkNote](*before); err != nil {
			return store.RecordInput{}, err
		}
		body.Date, body.Time = before.Date, before.Time
	}
	checkBase(v, &body.recordBase, before, true)
	v.required(note.PrimaryObservation, "primaryObservation", "La observación principal es requerida.")
	v.maxLen(note.PrimaryObservation, longText, "primaryObservation")
	saved := map[string]bool{}
	for _, a := range note.AdditionalObservations {
		saved[a.ID] = true
	}
	actor := actorOf(c)
	for i, a := range body.AdditionalObservations {
		if a.ID != "" && saved[a.ID] {
			continue // already saved: kept as it was
		}
		field := "additionalObservations." + strconv.Itoa(i) + "."
		a.Observation, a.Date, a.Time = strings.TrimSpace(a.Observation), strings.TrimSpace(a.Date), strings.TrimSpace(a.Time)
		v.required(a.Observation, field+"observation", "La observación es requerida.")
		v.maxLen(a.Observation, longText, field+"observation")
		v.required(a.Date, field+"date", "La fecha es requerida.")
		v.date(a.Date, field+"date")
		v.required(a.Time, field+"time", "La hora es requerida.")
		v.time(a.Time, field+"time")
		note.AdditionalObservations = append(note.AdditionalObservations, additionalObservation{ID: newRecordPartID(),
			Observation: a.Observation, Date: a.Date, Time: a.Time, CreatedBy: actor.UserID, CreatedByName: actor.Name})
	}
	if note.AdditionalObservations == nil {
		note.AdditionalObservations = []additionalObservation{}
	}
	if err := v.err(); err != nil {
		return store.RecordInput{}, err
	}
	search := note.PrimaryObservation
	for _, a := range note.AdditionalObservations {
		search += " " + a.Observation
	}
	return store.RecordInput{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time, Data: note, Search: search}, nil
}

type generalNote struct {
	Observations string `json:"observations"`
}

var generalNotes = recordType{
	kind: "note", title: "Notas", residentKey: "residentId",
	path: "/notes", write: permRecordsNotes,
	fileOne: "nota_%s.pdf", fileReport: "notes_general_report.pdf",
	decode: func(s *Server, c echo.Context, before *store.Record) (store.RecordInput, error) {
		var body struct {
			recordBase
			Observations string `json:"observations"`
		}
		if err := decode(c, &body); err != nil {
			return store.RecordInput{}, err
		}
		v := newValidation()
		checkBase(v, &body.recordBase, before, true)
		note := generalNote{Observations: strings.TrimSpace(body.Observations)}
		v.required(note.Observations, "observations", "Las observaciones son requeridas.")
		v.maxLen(note.Observations, longText, "observations")
		if err := v.err(); err != nil {
			return store.RecordInput{}, err
		}
		return store.RecordInput{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time, Data: note, Search: note.Observations}, nil
	},
	present: func(_ *Server, _ echo.Context, r store.Record, out map[string]any) error {
		out["userIdName"] = r.CreatedByName
		return nil
	},
	print: func(rep recordPrinter, r store.Record) error {
		n, err := recordData[generalNote](r)
		if err != nil {
			return err
		}
		rep.paragraph("Observaciones", n.Observations)
		return nil
	},
}
