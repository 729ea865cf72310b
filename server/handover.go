package server

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The shift handover (parte de relevo, DESIGN 10): GET /handover assembles the shift, POST /handover/notes
// adds what the outgoing staff want said, POST /handover/read signs that the incoming staff read it, and
// GET /handover/pdf prints it.

type handoverResidentJSON struct {
	ResidentID   string         `json:"residentId"`
	ResidentName string         `json:"residentName"`
	Room         string         `json:"room"`
	Items        []handoverItem `json:"items"`
}

type handoverNoteJSON struct {
	ID         string `json:"_id"`
	ResidentID string `json:"residentId"`
	Text       string `json:"text"`
	ByID       string `json:"byId"`
	ByName     string `json:"byName"`
	At         string `json:"at"`
}

type handoverReadJSON struct {
	UserID string `json:"userId"`
	Name   string `json:"name"`
	At     string `json:"at"`
}

type handoverJSON struct {
	Date  string `json:"date"`
	Shift string `json:"shift"`
	From  string `json:"from"`
	To    string `json:"to"`
	// Summary and CareMissing lead the handover (issue 25); Residents are in the severity order
	// (handover_summary.go), and their care-missing items are also the one line CareMissing.
	Summary     handoverSummaryJSON       `json:"summary"`
	CareMissing []handoverCareMissingJSON `json:"careMissing"`
	Residents   []handoverResidentJSON    `json:"residents"`
	Notes       []handoverNoteJSON        `json:"notes"`
	ReadBy      []handoverReadJSON        `json:"readBy"`
}

// maxHandoverNote bounds a handover note.
const maxHandoverNote = 2000

// shiftSpanOf reads ?date=&shift= (now's shift when left out).
func (s *Server) shiftSpanOf(c echo.Context, rs roundSettings) (shiftSpan, error) {
	day, shift, err := s.marQuery(c, rs)
	if err != nil {
		return shiftSpan{}, err
	}
	sp := shiftSpan{day: day, shift: shift}
	sp.from, sp.to = rs.span(day, shift)
	sp.start, _ = slotInstant(sp.from)
	sp.end, _ = slotInstant(sp.to)
	return sp, nil
}

// assembleHandover is the shift's handover: its summary, then the residents with something to tell, the
// most urgent first (handover_summary.go).
func (s *Server) assembleHandover(c echo.Context) (handoverJSON, error) {
	ctx := c.Request().Context()
	r, err := s.loadRound(ctx, "")
	if err != nil {
		return handoverJSON{}, err
	}
	sp, err := s.shiftSpanOf(c, r.settings)
	if err != nil {
		return handoverJSON{}, err
	}
	items, err := s.handoverItems(c, r, sp)
	if err != nil {
		return handoverJSON{}, err
	}
	date := sp.day.Format(time.DateOnly)
	notes, err := s.store.HandoverNotes(ctx, date, sp.shift)
	if err != nil {
		return handoverJSON{}, err
	}
	reads, err := s.store.HandoverReads(ctx, date, sp.shift)
	if err != nil {
		return handoverJSON{}, err
	}
	noted := map[string]bool{}
	out := handoverJSON{Date: date, Shift: sp.shift, From: sp.from, To: sp.to, Residents: []handoverResidentJSON{},
		Notes: make([]handoverNoteJSON, len(notes)), ReadBy: make([]handoverReadJSON, len(reads))}
	for i, n := range notes {
		out.Notes[i] = noteJSON(n)
		noted[n.ResidentID] = true
	}
	for i, rd := range reads {
		out.ReadBy[i] = handoverReadJSON{UserID: rd.UserID, Name: rd.Name, At: rd.At.UTC().Format(time.RFC3339)}
	}
	// The whole home's round (loadRound with no area), in its order: by area, room and name.
	out.Residents = make([]handoverResidentJSON, 0, len(items)+len(noted))
	for _, res := range r.order {
		its := items[res.ID] // each resident's own slice
		if len(its) == 0 && !noted[res.ID] {
			continue
		}
		if its == nil {
			its = []handoverItem{}
		}
		out.Residents = append(out.Residents, handoverResidentJSON{ResidentID: res.ID, ResidentName: res.Name, Room: res.Room, Items: its})
	}
	out.Summary, out.CareMissing = summarise(out.Residents)
	bySeverity(out.Residents)
	return out, nil
}

// getHandover: GET /handover?date=&shift=.
func (s *Server) getHandover(c echo.Context) error {
	release, err := s.wholeHome.wait(c.Request().Context())
	if err != nil {
		return err
	}
	defer release()
	h, err := s.assembleHandover(c)
	if err != nil {
		return err
	}
	// Streamed: the afternoon's handover of a big home is megabytes.
	w, done := jsonBody(c)
	if err := json.NewEncoder(w).Encode(h); err != nil {
		return err
	}
	return done()
}

// addHandoverNote: POST /handover/notes {date, shift, residentId?, text}.
func (s *Server) addHandoverNote(c echo.Context) error {
	var body struct {
		Date       string `json:"date"`
		Shift      string `json:"shift"`
		ResidentID string `json:"residentId"`
		Text       string `json:"text"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	body.Text = strings.TrimSpace(body.Text)
	v := newValidation()
	v.required(body.Date, "date", "La fecha es requerida.")
	v.date(body.Date, "date")
	v.oneOf(body.Shift, shiftNames, "shift")
	v.required(body.Text, "text", "Escribe la nota.")
	v.check(utf8.RuneCountInString(body.Text) <= maxHandoverNote, "text", "Es demasiado largo (máximo 2000 caracteres).")
	if err := v.err(); err != nil {
		return err
	}
	n, err := s.store.AddHandoverNote(c.Request().Context(), actorOf(c), store.HandoverNote{ShiftDate: body.Date,
		Shift: body.Shift, ResidentID: strings.TrimSpace(body.ResidentID), Text: body.Text})
	if err != nil {
		return err
	}
	s.changed(c, resourceHandover)
	return c.JSON(http.StatusCreated, noteJSON(n))
}

func noteJSON(n store.HandoverNote) handoverNoteJSON {
	return handoverNoteJSON{ID: n.ID, ResidentID: n.ResidentID, Text: n.Text, ByID: n.ByID, ByName: n.ByName, At: localKey(n.At)}
}

// msgHandoverOwnNotes: whoever wrote the shift's notes hands it over; someone else marks it read (issue 25).
const msgHandoverOwnNotes = "Has escrito notas en este parte: debe marcarlo como leído quien recibe el turno."

// readHandover: POST /handover/read {date, shift}; the server keeps who read it and when (the first time).
// The author of any of its notes is refused: reading is what the incoming staff sign.
func (s *Server) readHandover(c echo.Context) error {
	var body struct {
		Date  string `json:"date"`
		Shift string `json:"shift"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	v := newValidation()
	v.required(body.Date, "date", "La fecha es requerida.")
	v.date(body.Date, "date")
	v.oneOf(body.Shift, shiftNames, "shift")
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	notes, err := s.store.HandoverNotes(ctx, body.Date, body.Shift)
	if err != nil {
		return err
	}
	me := currentSession(c).User.ID
	if slices.ContainsFunc(notes, func(n store.HandoverNote) bool { return n.ByID == me }) {
		return newError(http.StatusForbidden, msgHandoverOwnNotes)
	}
	if err := s.store.MarkHandoverRead(ctx, actorOf(c), body.Date, body.Shift); err != nil {
		return err
	}
	reads, err := s.store.HandoverReads(ctx, body.Date, body.Shift)
	if err != nil {
		return err
	}
	out := make([]handoverReadJSON, len(reads))
	for i, rd := range reads {
		out[i] = handoverReadJSON{UserID: rd.UserID, Name: rd.Name, At: rd.At.UTC().Format(time.RFC3339)}
	}
	s.changed(c, resourceHandover)
	return c.JSON(http.StatusOK, map[string]any{"readBy": out})
}
