package server

import (
	"cmp"
	"net/http"
	"slices"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// dueJSON is one scale a resident should be assessed on again (contract-15).
type dueJSON struct {
	ResidentID   string  `json:"residentId"`
	ResidentName string  `json:"residentName"`
	Room         string  `json:"room"`
	Scale        string  `json:"scale"`
	ScaleName    string  `json:"scaleName"`
	LastDate     *string `json:"lastDate"` // null when the scale was never done (only after a fall)
	DueSince     string  `json:"dueSince"`
	Reason       string  `json:"reason"` // "reassess", "fall" or "weight-loss"
}

// Why a scale is due.
const (
	dueReassess     = "reassess"
	dueFall         = "fall"
	dueWeightLoss   = "weight-loss"
	weightLossScale = "mna-sf" // the scale a significant weight loss makes due (issue 28)
)

// fallScales are the scales a fall makes due again (issue 15).
var fallScales = []string{"downton", "tinetti"}

// dueAssessments: GET /assessments/due?residentId=. Without residentId, every active resident (the
// dashboard). An archived resident has nothing due.
func (s *Server) dueAssessments(c echo.Context) error {
	ctx := c.Request().Context()
	id := c.QueryParam("residentId")
	var residents []store.Resident
	if id != "" {
		r, err := s.store.ResidentByID(ctx, id)
		if err != nil {
			return err
		}
		if !r.Archived() {
			residents = append(residents, r)
		}
	} else {
		all, _, err := s.store.ListResidents(ctx, store.ResidentFilter{Limit: 1_000_000})
		if err != nil {
			return err
		}
		residents = all
	}
	assessments, err := store.ListRecords(ctx, s.store, store.Assessments, id)
	if err != nil {
		return err
	}
	incidents, err := store.ListRecords(ctx, s.store, store.Incidents, id)
	if err != nil {
		return err
	}
	falls, _, err := s.store.ListFalls(ctx, store.FallQuery{ResidentID: id})
	if err != nil {
		return err
	}
	withFall, err := s.store.IncidentsWithFalls(ctx)
	if err != nil {
		return err
	}
	losses, err := s.store.WeightLosses(ctx, id)
	if err != nil {
		return err
	}
	due, err := assessmentsDue(s.today(), residents, assessments, fallHappenings(falls, incidents, withFall), losses)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, due)
}

// happening is a dated record: an assessment or a fall, with when it was saved to order a same-day pair.
type happening struct {
	date  string
	saved time.Time
}

// after reports whether h happened after o: a later day, or the same day and saved later (a Downton
// saved after the fall's incident on the same day is the assessment after the fall).
func (h happening) after(o happening) bool {
	return h.date > o.date || (h.date == o.date && h.saved.After(o.saved))
}

// fallHappenings are each resident's falls, oldest first: the falls of the register in force (an incident
// marked as a fall counts through the fall it made), and the incidents whose situation mentions a fall
// without being marked (the fall alert counts them too) that never made one.
func fallHappenings(falls []store.Fall, incidents []store.Record[store.Incident], withFall map[string]bool) map[string][]happening {
	out := map[string][]happening{}
	for _, f := range falls {
		out[f.ResidentID] = append(out[f.ResidentID], happening{f.Day, f.CreatedAt})
	}
	for _, r := range incidents {
		if !r.Data.IsFall && !withFall[r.ID] && isFall(r.Data) {
			out[r.ResidentID] = append(out[r.ResidentID], happening{r.Date, r.CreatedAt})
		}
	}
	for _, list := range out {
		slices.SortFunc(list, func(a, b happening) int {
			return cmp.Or(cmp.Compare(a.date, b.date), a.saved.Compare(b.saved))
		})
	}
	return out
}

// assessmentsDue lists, per resident and scale, what is due on today: after a fall with no Downton or
// Tinetti since ("fall", since the first such fall: DESIGN 15 asks for them within 72 hours), or when the
// last one is reassessDays old ("reassess", since last + reassessDays); the MNA-SF after a weight that opened the
// weight-loss alert with no MNA-SF since ("weight-loss", since the first such weight). falls are fallHappenings.
// Scales never done are due only after a fall or a weight loss. Earliest first.
func assessmentsDue(today time.Time, residents []store.Resident, assessments []store.Record[store.Assessment],
	falls map[string][]happening, weightLosses []store.WeightLoss) ([]dueJSON, error) {
	last := map[[2]string]happening{} // resident, scale → the newest assessment
	for _, r := range assessments {   // newest first
		key := [2]string{r.ResidentID, r.Data.Scale}
		if _, seen := last[key]; !seen {
			last[key] = happening{r.Date, r.CreatedAt}
		}
	}
	losses := map[string][]happening{} // resident → weights that were a significant loss, oldest first
	for _, l := range weightLosses {
		losses[l.ResidentID] = append(losses[l.ResidentID], happening{l.Date, l.CreatedAt})
	}
	todayText := today.Format(time.DateOnly)
	out := []dueJSON{}
	for _, res := range residents {
		for _, sc := range assessmentScales {
			prev, done := last[[2]string{res.ID, sc.ID}]
			item := dueJSON{ResidentID: res.ID, ResidentName: res.Name, Room: res.Room, Scale: sc.ID, ScaleName: sc.Name}
			if done {
				item.LastDate = &prev.date
			}
			if slices.Contains(fallScales, sc.ID) {
				if i := slices.IndexFunc(falls[res.ID], func(f happening) bool { return !done || f.after(prev) }); i >= 0 {
					item.Reason, item.DueSince = dueFall, falls[res.ID][i].date
					out = append(out, item)
					continue
				}
			}
			if sc.ID == weightLossScale {
				if i := slices.IndexFunc(losses[res.ID], func(l happening) bool { return !done || l.after(prev) }); i >= 0 {
					item.Reason, item.DueSince = dueWeightLoss, losses[res.ID][i].date
					out = append(out, item)
					continue
				}
			}
			if !done {
				continue
			}
			lastDay, err := time.Parse(time.DateOnly, prev.date)
			if err != nil {
				return nil, err
			}
			if since := lastDay.AddDate(0, 0, sc.ReassessDays).Format(time.DateOnly); since <= todayText {
				item.Reason, item.DueSince = dueReassess, since
				out = append(out, item)
			}
		}
	}
	order := map[string]int{}
	for i, sc := range assessmentScales {
		order[sc.ID] = i
	}
	slices.SortStableFunc(out, func(a, b dueJSON) int {
		return cmp.Or(cmp.Compare(a.DueSince, b.DueSince), cmp.Compare(a.ResidentName, b.ResidentName),
			cmp.Compare(a.ResidentID, b.ResidentID), cmp.Compare(order[a.Scale], order[b.Scale]))
	})
	return out, nil
}
