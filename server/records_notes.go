package server

import (
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// socialWorkNoteJSON is a social-work note as its list shows it; SPEC's clients read its author by two names.
type socialWorkNoteJSON struct {
	recordHead
	store.SocialWorkNote
	SocialWorker string `json:"socialWorker"`
	Socialworker string `json:"socialworker"`
}

var socialWorkNotes = recordType[store.SocialWorkNote]{
	kind: store.SocialWork, title: "Notas de trabajo social", path: "/notessocialworker", write: permRecordsSocial,
	fileOne: "nota_socialworker_%s.pdf", fileReport: "notes_socialworker_report.pdf",
	decode: decodeSocialWorkNote,
	present: func(_ *Server, _ echo.Context, head recordHead, r store.Record[store.SocialWorkNote]) (any, error) {
		return socialWorkNoteJSON{recordHead: head, SocialWorkNote: r.Data, SocialWorker: r.CreatedBy, Socialworker: r.CreatedBy}, nil
	},
	print: func(rep recordPrinter, r store.Record[store.SocialWorkNote]) error {
		rep.paragraph("Observación", r.Data.PrimaryObservation)
		for _, a := range r.Data.AdditionalObservations {
			rep.paragraph("Observación adicional · "+spanishDate(a.Date)+" "+a.Time+" · "+a.CreatedByName, a.Observation)
		}
		return nil
	},
}

// decodeSocialWorkNote reads a social-work note. On edit the primary observation, the date and every
// observation already saved stay as they were (SPEC 4): only new additional observations are appended.
func decodeSocialWorkNote(s *Server, c echo.Context, before *store.Record[store.SocialWorkNote]) (store.RecordInput[store.SocialWorkNote], error) {
	var body struct {
		recordBase
		PrimaryObservation     string              `json:"primaryObservation"`
		AdditionalObservations []store.Observation `json:"additionalObservations"`
	}
	if err := decode(c, &body); err != nil {
		return store.RecordInput[store.SocialWorkNote]{}, err
	}
	v := newValidation()
	note := store.SocialWorkNote{PrimaryObservation: strings.TrimSpace(body.PrimaryObservation)}
	if before != nil {
		note = before.Data
		body.Date, body.Time = before.Date, before.Time
	}
	checkBase(v, &body.recordBase, headOfBefore(before), true)
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
		note.AdditionalObservations = append(note.AdditionalObservations, store.Observation{ID: newRecordPartID(),
			Observation: a.Observation, Date: a.Date, Time: a.Time, CreatedBy: actor.UserID, CreatedByName: actor.Name})
	}
	if note.AdditionalObservations == nil {
		note.AdditionalObservations = []store.Observation{}
	}
	if err := v.err(); err != nil {
		return store.RecordInput[store.SocialWorkNote]{}, err
	}
	search := note.PrimaryObservation
	for _, a := range note.AdditionalObservations {
		search += " " + a.Observation
	}
	return store.RecordInput[store.SocialWorkNote]{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time,
		Data: note, Search: search}, nil
}

// generalNoteJSON is a general note as its list shows it; SPEC's clients read its author's name as userIdName.
type generalNoteJSON struct {
	recordHead
	store.GeneralNote
	UserIDName string `json:"userIdName"`
}

var generalNotes = recordType[store.GeneralNote]{
	kind: store.Notes, title: "Notas", path: "/notes", write: permRecordsNotes,
	fileOne: "nota_%s.pdf", fileReport: "notes_general_report.pdf",
	decode: func(s *Server, c echo.Context, before *store.Record[store.GeneralNote]) (store.RecordInput[store.GeneralNote], error) {
		var body struct {
			recordBase
			Observations string `json:"observations"`
		}
		if err := decode(c, &body); err != nil {
			return store.RecordInput[store.GeneralNote]{}, err
		}
		v := newValidation()
		checkBase(v, &body.recordBase, headOfBefore(before), true)
		note := store.GeneralNote{Observations: strings.TrimSpace(body.Observations)}
		v.required(note.Observations, "observations", "Las observaciones son requeridas.")
		v.maxLen(note.Observations, longText, "observations")
		if err := v.err(); err != nil {
			return store.RecordInput[store.GeneralNote]{}, err
		}
		return store.RecordInput[store.GeneralNote]{ResidentID: body.ResidentID, Date: body.Date, Time: body.Time,
			Data: note, Search: note.Observations}, nil
	},
	present: func(_ *Server, _ echo.Context, head recordHead, r store.Record[store.GeneralNote]) (any, error) {
		return generalNoteJSON{recordHead: head, GeneralNote: r.Data, UserIDName: r.CreatedByName}, nil
	},
	print: func(rep recordPrinter, r store.Record[store.GeneralNote]) error {
		rep.paragraph("Observaciones", r.Data.Observations)
		return nil
	},
}
