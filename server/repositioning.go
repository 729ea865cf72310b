package server

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Repositioning (cambios posturales, DESIGN 15): a resident's schedule (every N hours; 0 is none) and each change
// of position with its skin check. The next change is due everyHours after the last one (or after the schedule
// was set, when that is later: a schedule begun or changed counts from then); a change 30 minutes late shows in
// the shift's list (GET /repositioning/due, on the care tasks page) and one 60 minutes late opens the
// repositioning-overdue alert (daily_registers_checks.go). When a resident has no schedule, the UI suggests one
// from the latest Braden or Norton band.

// repositioningPositions are the positions, as the JSON names them.
var repositioningPositions = []string{"supino", "lateral-izquierdo", "lateral-derecho", "sentado", "prono"}

// repositioningPositionLabels name each position as staff say it.
var repositioningPositionLabels = map[string]string{"supino": "decúbito supino", "lateral-izquierdo": "lateral izquierdo",
	"lateral-derecho": "lateral derecho", "sentado": "sentado", "prono": "decúbito prono"}

const (
	// repositioningLate: a change this late is overdue (GET /repositioning's overdue, the shift's list).
	repositioningLate = 30 * time.Minute
	// repositioningAlertAfter: a change this late opens the repositioning-overdue alert.
	repositioningAlertAfter = 60 * time.Minute
	maxRepositioningHours   = 24
)

// repositioningSuggestions are the schedule each risk band suggests: Braden (6-23) and Norton (5-20), the lower the
// score the higher the risk of pressure ulcers; high risk every 2-3 hours (scales_skin.go's bands).
var repositioningSuggestions = map[string][]struct{ from, to, everyHours int }{
	"braden": {{6, 12, 2}, {13, 14, 3}, {15, 18, 4}},
	"norton": {{5, 9, 2}, {10, 12, 3}, {13, 14, 4}},
}

type repositioningChangeJSON struct {
	ID            string    `json:"_id"`
	ResidentID    string    `json:"residentId"`
	At            string    `json:"at"`
	Position      string    `json:"position"`
	SkinOK        bool      `json:"skinOk"`
	Note          string    `json:"note"`
	CreatedBy     string    `json:"createdBy"`
	CreatedByName string    `json:"createdByName"`
	CreatedAt     string    `json:"createdAt"`
	Voided        *voidJSON `json:"voided"`
}

func toRepositioningChangeJSON(c store.RepositioningChange) repositioningChangeJSON {
	return repositioningChangeJSON{ID: c.ID, ResidentID: c.ResidentID, At: rfc3339UTC(c.At), Position: c.Position, SkinOK: c.SkinOK,
		Note: c.Note, CreatedBy: c.CreatedBy, CreatedByName: c.CreatedByName, CreatedAt: rfc3339UTC(c.CreatedAt),
		Voided: toVoidJSON(c.Voided)}
}

// repositioningSuggestionJSON is the schedule the latest Braden or Norton suggests.
type repositioningSuggestionJSON struct {
	EveryHours int    `json:"everyHours"`
	Scale      string `json:"scale"`
	Score      int    `json:"score"`
	Band       string `json:"band"`
	Date       string `json:"date"`
}

// repositioningDayJSON is GET /repositioning's answer: the schedule, when the next change is due and the day's
// changes, in the order they were made.
type repositioningDayJSON struct {
	ResidentID            string                       `json:"residentId"`
	Date                  string                       `json:"date"`
	EveryHours            int                          `json:"everyHours"`
	NextDueAt             *string                      `json:"nextDueAt"`
	Overdue               bool                         `json:"overdue"`
	ScheduleUpdatedAt     *string                      `json:"scheduleUpdatedAt"`
	ScheduleUpdatedByName string                       `json:"scheduleUpdatedByName"`
	LastChange            *repositioningChangeJSON     `json:"lastChange"`
	Suggestion            *repositioningSuggestionJSON `json:"suggestion"`
	Changes               []repositioningChangeJSON    `json:"changes"`
}

// nextRepositioning is when a resident's next change is due: everyHours after the last change, or after the
// schedule was set when that is later.
func nextRepositioning(everyHours int, setAt time.Time, last *store.RepositioningChange) time.Time {
	base := setAt
	if last != nil && last.At.After(base) {
		base = last.At
	}
	return base.Add(time.Duration(everyHours) * time.Hour)
}

// repositioningDay builds a resident's answer for a day.
func (s *Server) repositioningDay(ctx context.Context, residentID, day string) (repositioningDayJSON, error) {
	out := repositioningDayJSON{ResidentID: residentID, Date: day, Changes: []repositioningChangeJSON{}}
	sc, err := s.store.RepositioningScheduleOf(ctx, residentID)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return out, err
	}
	var last *store.RepositioningChange
	switch c, err := s.store.LastRepositioningChange(ctx, residentID); {
	case err == nil:
		last = &c
		j := toRepositioningChangeJSON(c)
		out.LastChange = &j
	case !errors.Is(err, store.ErrNotFound):
		return out, err
	}
	if !sc.UpdatedAt.IsZero() {
		at := rfc3339UTC(sc.UpdatedAt)
		out.ScheduleUpdatedAt, out.ScheduleUpdatedByName = &at, sc.UpdatedByName
	}
	if out.EveryHours = sc.EveryHours; sc.EveryHours > 0 {
		next := nextRepositioning(sc.EveryHours, sc.UpdatedAt, last)
		at := rfc3339UTC(next)
		out.NextDueAt, out.Overdue = &at, !s.store.Now().Before(next.Add(repositioningLate))
	}
	changes, err := s.store.RepositioningChanges(ctx, residentID, day, day)
	if err != nil {
		return out, err
	}
	for _, c := range changes {
		out.Changes = append(out.Changes, toRepositioningChangeJSON(c))
	}
	out.Suggestion, err = s.repositioningSuggestion(ctx, residentID)
	return out, err
}

// repositioningSuggestion is the schedule the resident's latest Braden or Norton suggests; nil without one, or
// when the band suggests none.
func (s *Server) repositioningSuggestion(ctx context.Context, residentID string) (*repositioningSuggestionJSON, error) {
	assessments, err := store.ListRecords(ctx, s.store, store.Assessments, residentID)
	if err != nil {
		return nil, err
	}
	for _, a := range assessments { // newest first
		bands, ok := repositioningSuggestions[a.Data.Scale]
		if !ok {
			continue
		}
		for _, b := range bands {
			if a.Data.Score >= b.from && a.Data.Score <= b.to {
				return &repositioningSuggestionJSON{EveryHours: b.everyHours, Scale: a.Data.Scale, Score: a.Data.Score,
					Band: a.Data.Band.Label, Date: a.Date}, nil
			}
		}
		return nil, nil
	}
	return nil, nil
}

// getRepositioning: GET /repositioning?residentId=&date= (today when left out).
func (s *Server) getRepositioning(c echo.Context) error {
	r, err := s.registerResident(c, c.QueryParam("residentId"))
	if err != nil {
		return err
	}
	day, err := s.queryDay(c)
	if err != nil {
		return err
	}
	out, err := s.repositioningDay(c.Request().Context(), r.ID, day)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "repositioning", "", r.ID); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// putRepositioningSchedule: PUT /repositioning/:residentId/schedule {everyHours} (0: none) -> today's answer.
func (s *Server) putRepositioningSchedule(c echo.Context) error {
	var body struct {
		EveryHours *int `json:"everyHours"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	v := newValidation()
	v.check(body.EveryHours != nil && *body.EveryHours >= 0 && *body.EveryHours <= maxRepositioningHours, "everyHours",
		"Indica cada cuántas horas, de 0 (sin pauta) a 24.")
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	r, err := s.store.ResidentByID(ctx, c.Param("residentId"))
	if err != nil {
		return err
	}
	if _, err := s.store.SetRepositioningSchedule(ctx, actorOf(c), r.ID, *body.EveryHours); err != nil {
		return registerStoreError(err)
	}
	out, err := s.repositioningDay(ctx, r.ID, s.today().Format(time.DateOnly))
	if err != nil {
		return err
	}
	s.changed(c, resourceRepositioning)
	return c.JSON(http.StatusOK, out)
}

// addRepositioningChange: POST /repositioning {residentId, at, position, skinOk, note} -> 201 the change.
func (s *Server) addRepositioningChange(c echo.Context) error {
	var body struct {
		ResidentID string `json:"residentId"`
		At         string `json:"at"`
		Position   string `json:"position"`
		SkinOK     *bool  `json:"skinOk"`
		Note       string `json:"note"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	resident, position, note := strings.TrimSpace(body.ResidentID), strings.TrimSpace(body.Position), strings.TrimSpace(body.Note)
	v := newValidation()
	v.required(resident, "residentId", "El residente es requerido.")
	at := entryAt(v, body.At, s.store.Now())
	v.required(position, "position", "Elige la postura.")
	if position != "" {
		v.oneOf(position, repositioningPositions, "position")
	}
	v.check(body.SkinOK != nil, "skinOk", "Indica el estado de la piel.")
	v.maxLen(note, longText, "note")
	if err := v.err(); err != nil {
		return err
	}
	change, err := s.store.AddRepositioningChange(c.Request().Context(), actorOf(c), store.RepositioningChange{ResidentID: resident,
		At: at, Position: position, SkinOK: *body.SkinOK, Note: note})
	if err != nil {
		return registerStoreError(err)
	}
	s.changed(c, resourceRepositioning)
	return c.JSON(http.StatusCreated, toRepositioningChangeJSON(change))
}

// voidRepositioningChange: POST /repositioning/:id/void {reason} -> the change, voided.
func (s *Server) voidRepositioningChange(c echo.Context) error {
	ctx := c.Request().Context()
	change, err := s.store.RepositioningChangeByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if err := alreadyVoided(change.Voided); err != nil {
		return err
	}
	reason, err := s.voidReason(c, change.CreatedBy, change.CreatedAt)
	if err != nil {
		return err
	}
	if change, err = s.store.VoidRepositioningChange(ctx, actorOf(c), change.ID, reason); err != nil {
		return registerStoreError(err)
	}
	s.changed(c, resourceRepositioning)
	return c.JSON(http.StatusOK, toRepositioningChangeJSON(change))
}

// repositioningDueJSON is a resident with a schedule in the shift's list: when the next change is due and how it
// stands (overdue from 30 minutes late).
type repositioningDueJSON struct {
	ResidentID   string  `json:"residentId"`
	ResidentName string  `json:"residentName"`
	Room         string  `json:"room"`
	EveryHours   int     `json:"everyHours"`
	NextDueAt    string  `json:"nextDueAt"`
	LastAt       *string `json:"lastAt"`
	LastPosition string  `json:"lastPosition"`
	State        string  `json:"state"` // overdue, due, upcoming
	MinutesLate  int     `json:"minutesLate"`
}

// repositioningDue: GET /repositioning/due -> every resident in the home with a schedule, the most urgent first.
func (s *Server) repositioningDue(c echo.Context) error {
	states, err := s.store.RepositioningStates(c.Request().Context(), "")
	if err != nil {
		return err
	}
	now := s.store.Now()
	out := make([]repositioningDueJSON, 0, len(states))
	for _, st := range states {
		next := nextRepositioning(st.EveryHours, st.ScheduleSetAt, st.Last)
		item := repositioningDueJSON{ResidentID: st.ResidentID, ResidentName: st.ResidentName, Room: st.Room,
			EveryHours: st.EveryHours, NextDueAt: rfc3339UTC(next), State: "upcoming"}
		if st.Last != nil {
			at := rfc3339UTC(st.Last.At)
			item.LastAt, item.LastPosition = &at, st.Last.Position
		}
		if late := now.Sub(next); late >= 0 {
			item.State, item.MinutesLate = "due", int(late/time.Minute)
			if late >= repositioningLate {
				item.State = "overdue"
			}
		}
		out = append(out, item)
	}
	slices.SortStableFunc(out, func(a, b repositioningDueJSON) int { return strings.Compare(a.NextDueAt, b.NextDueAt) })
	return c.JSON(http.StatusOK, out)
}

// repositioningOverdueAlert is the alert of a change an hour late, one per resident and due time.
func repositioningOverdueAlert(st store.RepositioningState, next, now time.Time) store.AlertInput {
	detail := "Le tocaba el cambio postural " + atMoment(next, now) + " (cada " + strconv.Itoa(st.EveryHours) + " h)"
	if st.Last != nil {
		detail += "; el último, " + atMoment(st.Last.At, now) + " (" + repositioningPositionLabels[st.Last.Position] + ")"
	}
	return store.AlertInput{Source: "repositioning-overdue:" + st.ResidentID + ":" + rfc3339UTC(next), ResidentID: st.ResidentID,
		Kind: alertRepositioning, Severity: severityMedium, Title: "Cambio postural atrasado", Detail: detail + "."}
}

// atMoment says when, after a verb: "a las 07:00", or "el 21/11/2026 a las 07:00" on another day than now's.
func atMoment(t, now time.Time) string {
	if m := spanishMoment(t, now); !strings.HasPrefix(m, "el ") {
		return "a " + m
	} else {
		return m
	}
}
