package server

import (
	"cmp"
	"context"
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// When a resident's plan is due, and the state that follows (DESIGN 14). The first plan is due
// firstPlanDays after admission; an agreed plan on the review date set at its approval (reviewDays after
// it); either at once, on the day it was recorded, after a significant change (store/care_plan_triggers.go).
// A resident with no plan in force is sin-plan, or borrador with a draft, until that day and vencido from it;
// with one in force, vigente, vence-pronto within dueSoonDays of it and vencido from it (due today is
// vencido). A vencido resident opens one careplan-due alert per due date, found by the periodic check.

// Plan states of GET /care-plans/status.
const (
	stateInForce = "vigente"
	stateDraft   = "borrador"
	stateDueSoon = "vence-pronto"
	stateOverdue = "vencido"
	stateNoPlan  = "sin-plan"
	dueSoonDays  = 15
)

// carePlanState is where a resident's plan stands on a day.
type carePlanState struct {
	State   string
	DueDate string // YYYY-MM-DD
	PlanID  string // the plan in force, else the draft; "" with neither
	// Change is the significant change that made it due before its date; nil when it is due on its date.
	Change *store.CarePlanTrigger
}

// planState works out the due date and the state of a resident's plan on today.
func planState(d store.CarePlanDue, cs carePlanSettings, today time.Time) carePlanState {
	st := carePlanState{PlanID: cmp.Or(d.InForceID, d.DraftID)}
	if d.InForceID != "" {
		st.DueDate = d.InForceDueDate
	} else {
		st.DueDate = admissionDay(d).AddDate(0, 0, cs.FirstPlanDays).Format(time.DateOnly)
	}
	if d.Change != nil {
		if day := madridDay(d.Change.At); day < st.DueDate {
			st.DueDate, st.Change = day, d.Change
		}
	}
	todayText := today.Format(time.DateOnly)
	switch soon := today.AddDate(0, 0, dueSoonDays).Format(time.DateOnly); {
	case st.DueDate <= todayText:
		st.State = stateOverdue
	case d.InForceID == "" && d.DraftID != "":
		st.State = stateDraft
	case d.InForceID == "":
		st.State = stateNoPlan
	case st.DueDate <= soon:
		st.State = stateDueSoon
	default:
		st.State = stateInForce
	}
	return st
}

// admissionDay is the resident's admission date, or the day they were registered when it is not one.
func admissionDay(d store.CarePlanDue) time.Time {
	if day, err := time.Parse(time.DateOnly, d.AdmissionDate); err == nil {
		return day
	}
	day, _ := time.Parse(time.DateOnly, madridDay(d.AdmittedAt))
	return day
}

// madridDay is the home's calendar day of an instant, YYYY-MM-DD.
func madridDay(t time.Time) string { return t.In(madrid).Format(time.DateOnly) }

// residentPlanState is one resident's state today (archived or not).
func (s *Server) residentPlanState(ctx context.Context, residentID string) (carePlanState, error) {
	rows, err := s.store.CarePlansDue(ctx, residentID)
	if err != nil || len(rows) == 0 {
		return carePlanState{}, err
	}
	cs, err := s.carePlanSettings(ctx)
	if err != nil {
		return carePlanState{}, err
	}
	return planState(rows[0], cs, s.today()), nil
}

type carePlanStatusJSON struct {
	ResidentID   string  `json:"residentId"`
	ResidentName string  `json:"residentName"`
	Room         string  `json:"room"`
	State        string  `json:"state"`
	DueDate      string  `json:"dueDate"`
	PlanID       *string `json:"planId"`
}

// carePlanStatus: GET /care-plans/status -> every resident in the home with their plan's state, by name.
func (s *Server) carePlanStatus(c echo.Context) error {
	ctx := c.Request().Context()
	rows, err := s.store.CarePlansDue(ctx, "")
	if err != nil {
		return err
	}
	cs, err := s.carePlanSettings(ctx)
	if err != nil {
		return err
	}
	slices.SortFunc(rows, func(a, b store.CarePlanDue) int {
		return cmp.Or(cmp.Compare(store.Normalize(a.ResidentName), store.Normalize(b.ResidentName)), cmp.Compare(a.ResidentID, b.ResidentID))
	})
	today := s.today()
	out := make([]carePlanStatusJSON, len(rows))
	for i, d := range rows {
		st := planState(d, cs, today)
		out[i] = carePlanStatusJSON{ResidentID: d.ResidentID, ResidentName: d.ResidentName, Room: d.Room, State: st.State,
			DueDate: st.DueDate}
		if st.PlanID != "" {
			out[i].PlanID = &st.PlanID
		}
	}
	return c.JSON(http.StatusOK, out)
}

// alertDueCarePlans opens the careplan-due alert of each resident whose plan is vencido on a due date that
// has none yet, and tells every open tab; it answers how many it opened. Plans due before the home's care
// plans came into use (store.CarePlansSince) are the backlog the status page lists, not an alert each.
func (s *Server) alertDueCarePlans(ctx context.Context) (int, error) {
	today := s.today()
	since, err := s.store.CarePlansSince(ctx, today.Format(time.DateOnly))
	if err != nil {
		return 0, err
	}
	rows, err := s.store.CarePlansDue(ctx, "")
	if err != nil {
		return 0, err
	}
	cs, err := s.carePlanSettings(ctx)
	if err != nil {
		return 0, err
	}
	opened, err := s.store.AlertSourcesStartingWith(ctx, alertCarePlan+":")
	if err != nil {
		return 0, err
	}
	n := 0
	for _, d := range rows {
		st := planState(d, cs, today)
		if st.State != stateOverdue || st.DueDate < since || opened[store.CarePlanDueSource(d.ResidentID, st.DueDate)] {
			continue
		}
		ok, err := s.openAlert(ctx, store.Actor{Role: "system"}, carePlanDueAlert(d, st), d.ResidentName)
		if err != nil {
			return n, err
		}
		if ok {
			n++
		}
	}
	if n > 0 {
		s.announce(resourceAlerts, "")
		s.announce(resourceCarePlans, "")
	}
	return n, nil
}

// carePlanDueAlert says why the resident's plan is due.
func carePlanDueAlert(d store.CarePlanDue, st carePlanState) store.AlertInput {
	in := store.AlertInput{Source: store.CarePlanDueSource(d.ResidentID, st.DueDate), ResidentID: d.ResidentID,
		Kind: alertCarePlan, Severity: severityMedium, Title: "Plan de atención por revisar", RecordID: st.PlanID}
	switch {
	case st.Change != nil:
		in.Detail = "Cambio significativo el " + spanishDate(madridDay(st.Change.At)) + ": " + triggerText(*st.Change) +
			". Hay que revisar el plan de atención."
	case d.InForceID == "":
		in.Title = "Plan de atención sin hacer"
		in.Detail = "El primer plan de atención debía estar acordado el " + spanishDate(st.DueDate) + "."
	default:
		in.Detail = "El plan de atención (versión " + strconv.Itoa(d.InForceVersion) + ") debía revisarse el " +
			spanishDate(st.DueDate) + "."
	}
	return in
}

// triggerLabels name each kind of significant change.
var triggerLabels = map[string]string{
	store.TriggerBarthelDrop:    "descenso del Barthel",
	store.TriggerRestraint:      "nueva contención",
	store.TriggerFallGrave:      "caída con lesión grave",
	store.TriggerSkinLesion:     "nueva lesión de piel aparecida en la residencia",
	store.TriggerHospitalReturn: "regreso del hospital",
}

// triggerText is a significant change in words: "descenso del Barthel (de 60 a 45)".
func triggerText(t store.CarePlanTrigger) string {
	text := triggerLabels[t.Kind]
	if t.Detail != "" {
		text += " (" + t.Detail + ")"
	}
	return text
}
