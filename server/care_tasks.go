package server

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Interventions become work (issue 27): an intervention of the plan in force done every so many hours or at
// times of day is a task at each slot of a shift (the medication round's shifts). Every everyHours slots
// start at midnight (every 3 h: 00:00, 03:00, ..., 21:00); a time of day is a slot each day. A slot counts
// from the need's start date, while its plan is in force (a plan agreed at 10:00 has no 09:00 task). Staff
// record a task done with one tap, once per slot; what was not done shows in the handover (care_tasks_handover.go).
//
// Recording one needs records.notes, the permission of the daily care record it stands beside: every member
// of staff who does the care (the doctors and nurses of doses.give and the drafters of careplans.write all
// hold it; gerocultores work under nurse accounts).

type careTaskJSON struct {
	TaskID         string        `json:"taskId"` // interventionId@due
	ResidentID     string        `json:"residentId"`
	ResidentName   string        `json:"residentName"`
	Room           string        `json:"room"`
	PlanID         string        `json:"planId"`
	InterventionID string        `json:"interventionId"`
	Text           string        `json:"text"`
	Frequency      string        `json:"frequency"`
	Role           string        `json:"role"`
	Responsible    string        `json:"responsible"`
	Due            string        `json:"due"` // "YYYY-MM-DDTHH:MM" on Madrid's clock, as the round's scheduledAt
	Done           *taskDoneJSON `json:"done"`
}

type taskDoneJSON struct {
	By     string `json:"by"`
	ByName string `json:"byName"`
	At     string `json:"at"`
}

// careTaskRoutes registers the task list and the one tap.
func (s *Server) careTaskRoutes(g *echo.Group) {
	g.GET("/care-tasks", s.listCareTasks, s.require(permResidentsRead)...)
	g.POST("/care-tasks/done", s.completeCareTask, s.require(permRecordsNotes)...)
}

// interventionSlots are the slot keys of an intervention in [from, to), on days from the need's start on.
func interventionSlots(v store.CarePlanIntervention, needStart, from, to string) []string {
	var clocks []string
	if v.EveryHours > 0 {
		for h := 0; h < 24; h += v.EveryHours {
			clocks = append(clocks, fmt.Sprintf("%02d:00", h))
		}
	}
	clocks = append(clocks, v.Times...)
	var out []string
	for _, day := range []string{from[:10], to[:10]} {
		for _, clock := range clocks {
			key := day + "T" + clock
			if key >= from && key < to && day >= needStart && !slices.Contains(out, key) {
				out = append(out, key)
			}
		}
	}
	slices.Sort(out)
	return out
}

// inForceAt reports whether a plan approved at approved (and superseded at superseded, nil while in force)
// was the one in force at the instant.
func inForceAt(approved, superseded *time.Time, at time.Time) bool {
	return approved != nil && !at.Before(*approved) && (superseded == nil || at.Before(*superseded))
}

// shiftTasks are the tasks of [from, to) of every resident in the home, by slot, then room and name.
func (s *Server) shiftTasks(ctx context.Context, from, to string) ([]careTaskJSON, error) {
	start, _ := slotInstant(from)
	end, _ := slotInstant(to)
	plans, err := s.store.CarePlansInForceBetween(ctx, start, end)
	if err != nil {
		return nil, err
	}
	residents, err := s.store.RoundResidents(ctx, "")
	if err != nil {
		return nil, err
	}
	byID := make(map[string]store.RoundResident, len(residents))
	for _, r := range residents {
		byID[r.ID] = r
	}
	done, err := s.store.CareTasksDone(ctx, from, to)
	if err != nil {
		return nil, err
	}
	out := []careTaskJSON{}
	for _, p := range plans {
		r := byID[p.ResidentID]
		for _, a := range p.Areas {
			for _, n := range a.Needs {
				for _, v := range n.Interventions {
					for _, due := range interventionSlots(v, n.StartDate, from, to) {
						if at, _ := slotInstant(due); !inForceAt(p.ApprovedAt, p.SupersededAt, at) {
							continue
						}
						task := careTaskJSON{TaskID: v.ID + "@" + due, ResidentID: p.ResidentID, ResidentName: r.Name, Room: r.Room,
							PlanID: p.ID, InterventionID: v.ID, Text: v.Text, Frequency: v.Frequency, Role: v.Role,
							Responsible: v.Responsible, Due: due}
						if d, ok := done[[2]string{v.ID, due}]; ok {
							task.Done = &taskDoneJSON{By: d.By, ByName: d.ByName, At: rfc3339UTC(d.At)}
						}
						out = append(out, task)
					}
				}
			}
		}
	}
	slices.SortStableFunc(out, func(a, b careTaskJSON) int {
		return cmp.Or(strings.Compare(a.Due, b.Due), strings.Compare(a.Room, b.Room), strings.Compare(a.ResidentName, b.ResidentName))
	})
	return out, nil
}

// listCareTasks: GET /care-tasks?date=&shift= (default: now's shift) -> the shift's tasks. The answer's
// X-Shift-Date and X-Shift headers say which shift it is, as the round's do.
func (s *Server) listCareTasks(c echo.Context) error {
	ctx := c.Request().Context()
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return err
	}
	day, shift, err := s.marQuery(c, rs)
	if err != nil {
		return err
	}
	from, to := rs.span(day, shift)
	tasks, err := s.shiftTasks(ctx, from, to)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "care-task", day.Format(time.DateOnly)+" "+shift, ""); err != nil {
		return err
	}
	c.Response().Header().Set("X-Shift-Date", day.Format(time.DateOnly))
	c.Response().Header().Set("X-Shift", shift)
	return c.JSON(http.StatusOK, tasks)
}

// completeCareTask: POST /care-tasks/done {interventionId, due} -> 201 the task recorded done by the caller;
// recorded already, 200 with who did it. The slot must be one of the intervention's, while its plan was in
// force, and not of a shift still to come.
func (s *Server) completeCareTask(c echo.Context) error {
	var body struct {
		InterventionID string `json:"interventionId"`
		Due            string `json:"due"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	id, due := strings.TrimSpace(body.InterventionID), strings.TrimSpace(body.Due)
	v := newValidation()
	v.required(id, "interventionId", "La intervención es requerida.")
	v.required(due, "due", "La hora de la tarea es requerida.")
	at, ok := slotInstant(due)
	v.check(due == "" || ok, "due", "Hora no válida.")
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	src, err := s.store.CareTaskSourceOf(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return fieldError(http.StatusUnprocessableEntity, "interventionId", "La intervención no existe.")
	}
	if err != nil {
		return err
	}
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return err
	}
	_, end := rs.span(rs.shiftAt(s.store.Now()))
	switch day := due[:10]; {
	case !slices.Contains(interventionSlots(src.Intervention, src.NeedStart, day+"T00:00", day+"T24:00"), due):
		return fieldError(http.StatusUnprocessableEntity, "due", "No es una hora de esta intervención.")
	case !inForceAt(src.ApprovedAt, src.SupersededAt, at):
		return fieldError(http.StatusUnprocessableEntity, "due", "A esa hora la intervención no estaba en el plan vigente.")
	case due >= end:
		return fieldError(http.StatusUnprocessableEntity, "due", "Esa tarea es de un turno que aún no ha empezado.")
	}
	done, created, err := s.store.CompleteCareTask(ctx, actorOf(c), src.ResidentID, id, due)
	if err != nil {
		return recordStoreError(err)
	}
	resident, err := s.store.ResidentByID(ctx, src.ResidentID)
	if err != nil {
		return err
	}
	iv := src.Intervention
	task := careTaskJSON{TaskID: id + "@" + due, ResidentID: src.ResidentID, ResidentName: resident.Name, Room: resident.Room,
		PlanID: src.PlanID, InterventionID: id, Text: iv.Text, Frequency: iv.Frequency, Role: iv.Role, Responsible: iv.Responsible,
		Due: due, Done: &taskDoneJSON{By: done.By, ByName: done.ByName, At: rfc3339UTC(done.At)}}
	if !created {
		return c.JSON(http.StatusOK, task)
	}
	s.changed(c, resourceCareTasks)
	s.changed(c, resourceHandover)
	return c.JSON(http.StatusCreated, task)
}
