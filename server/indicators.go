package server

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The monthly quality indicators (issue 28, DESIGN 15): for a month or a range of Madrid days (both included),
// home-wide or for an area, the figures inspectors and group operators count, each month's and the period's.
// Each rule is written beside its SQL (store/indicators*.go) and in the README. The period's counts add up its
// months' (weight loss counts each resident once); its point figures (prevalences, current care plans,
// assessments overdue) are those of its last day, and each month's those of its own last day. Days after
// today are not counted: a period reaching into the future ends today.
func (s *Server) indicatorRoutes(api *echo.Group) {
	api.GET("/indicators", s.getIndicators, s.require(permIndicatorsRead)...)
	api.GET("/indicators/pdf", s.indicatorsPDF, s.requireWithCookie(permIndicatorsRead)...)
}

// maxIndicatorMonths: a period spans at most two years.
const maxIndicatorMonths = 24

// indicatorFiguresJSON are the figures of a month or of the period (DESIGN 15); shares are fractions 0-1,
// null when nobody was present (and the falls' rate when there were no resident-days).
type indicatorFiguresJSON struct {
	ResidentDays         int                `json:"residentDays"`
	Falls                int                `json:"falls"`
	FallsPer1000         *float64           `json:"fallsPer1000"`
	FallsWithInjury      int                `json:"fallsWithInjury"`
	UlcerPrevalence      *float64           `json:"ulcerPrevalence"`
	UlcerIncidence       ulcerIncidenceJSON `json:"ulcerIncidence"`
	RestraintPrevalence  *float64           `json:"restraintPrevalence"`
	WeightLoss           int                `json:"weightLoss"`
	FluidDaysUnderTarget int                `json:"fluidDaysUnderTarget"`
	DosesMissed          int                `json:"dosesMissed"`
	DosesHeld            int                `json:"dosesHeld"`
	CarePlansCurrent     *float64           `json:"carePlansCurrent"`
	AssessmentsOverdue   int                `json:"assessmentsOverdue"`
}

// ulcerIncidenceJSON: the new pressure ulcers by where they arose.
type ulcerIncidenceJSON struct {
	Residencia int `json:"residencia"`
	Domicilio  int `json:"domicilio"`
	Hospital   int `json:"hospital"`
}

type indicatorMonthJSON struct {
	Month string `json:"month"` // YYYY-MM
	indicatorFiguresJSON
}

type indicatorsJSON struct {
	indicatorFiguresJSON
	Months []indicatorMonthJSON `json:"months"`
}

// indicatorPeriod is a validated request: its days, its last counted day and its area.
type indicatorPeriod struct {
	from, to string // as asked, YYYY-MM-DD
	until    time.Time
	area     *store.Area // nil for the whole home
}

// getIndicators: GET /indicators?from=&to=&areaId=.
func (s *Server) getIndicators(c echo.Context) error {
	p, err := s.indicatorPeriod(c)
	if err != nil {
		return err
	}
	out, err := s.indicators(c.Request().Context(), p)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// indicatorPeriod reads and checks from, to and areaId, in Spanish.
func (s *Server) indicatorPeriod(c echo.Context) (indicatorPeriod, error) {
	p := indicatorPeriod{from: strings.TrimSpace(c.QueryParam("from")), to: strings.TrimSpace(c.QueryParam("to"))}
	v := newValidation()
	v.required(p.from, "from", "La fecha inicial es requerida.")
	v.required(p.to, "to", "La fecha final es requerida.")
	from, fromOK := v.date(p.from, "from")
	to, toOK := v.date(p.to, "to")
	today := s.today()
	if fromOK {
		v.check(!from.After(today), "from", "La fecha inicial no puede ser posterior a hoy.")
	}
	if fromOK && toOK {
		v.check(!to.Before(from), "to", "La fecha final no puede ser anterior a la inicial.")
		v.check(to.Before(from.AddDate(0, maxIndicatorMonths, 0)), "to", "El periodo no puede pasar de 24 meses.")
	}
	if id := c.QueryParam("areaId"); id != "" {
		area, err := s.store.AreaByID(c.Request().Context(), id)
		switch {
		case errors.Is(err, store.ErrNotFound):
			v.check(false, "areaId", "El área no existe.")
		case err != nil:
			return p, err
		default:
			p.area = &area
		}
	}
	if err := v.err(); err != nil {
		return p, err
	}
	p.until = to
	if today.Before(to) {
		p.until = today
	}
	return p, nil
}

// indicators reads the period's figures and adds them up by month and for the whole period.
func (s *Server) indicators(ctx context.Context, p indicatorPeriod) (indicatorsJSON, error) {
	q := store.IndicatorQuery{From: p.from, To: p.until.Format(time.DateOnly), Scales: dueScales()}
	if p.area != nil {
		q.AreaID = p.area.ID
	}
	from, _ := time.Parse(time.DateOnly, p.from)
	for day := from; !day.After(p.until); day = day.AddDate(0, 0, 1) {
		q.Days = append(q.Days, indicatorDay(day))
		if next := day.AddDate(0, 0, 1); next.After(p.until) || next.Day() == 1 { // the last day of a month of the period
			q.Census = append(q.Census, indicatorDay(day))
		}
	}
	got, err := s.store.Indicators(ctx, q)
	if err != nil {
		return indicatorsJSON{}, err
	}
	out := indicatorsJSON{Months: make([]indicatorMonthJSON, len(q.Census))}
	total := store.MonthCounts{NewUlcers: map[string]int{}, WeightLoss: map[string]bool{}}
	for i, census := range q.Census {
		month := census.Day[:7]
		counts := got.Months[month]
		if counts == nil {
			counts = &store.MonthCounts{}
		}
		out.Months[i] = indicatorMonthJSON{Month: month, indicatorFiguresJSON: figures(*counts, got.Census[census.Day])}
		addCounts(&total, *counts)
	}
	out.indicatorFiguresJSON = figures(total, got.Census[q.Census[len(q.Census)-1].Day])
	return out, nil
}

// indicatorDay is a day with the instant its Madrid day ends.
func indicatorDay(day time.Time) store.IndicatorDay {
	return store.IndicatorDay{Day: day.Format(time.DateOnly), End: madridDayStart(day.AddDate(0, 0, 1))}
}

// dueScales are the assessment scales as the due rule reads them (assessments_due.go).
func dueScales() []store.ScaleDue {
	out := make([]store.ScaleDue, len(assessmentScales))
	for i, sc := range assessmentScales {
		out[i] = store.ScaleDue{ID: sc.ID, EveryDays: sc.ReassessDays, AfterFall: slices.Contains(fallScales, sc.ID)}
	}
	return out
}

// addCounts adds a month's counts to the period's; a resident losing weight in two months counts once.
func addCounts(total *store.MonthCounts, m store.MonthCounts) {
	total.ResidentDays += m.ResidentDays
	total.Falls += m.Falls
	total.FallsWithInjury += m.FallsWithInjury
	total.FluidDaysUnderTarget += m.FluidDaysUnderTarget
	total.DosesMissed += m.DosesMissed
	total.DosesHeld += m.DosesHeld
	for origin, n := range m.NewUlcers {
		total.NewUlcers[origin] += n
	}
	for resident := range m.WeightLoss {
		total.WeightLoss[resident] = true
	}
}

// figures are the counts and the census of a month or the period as the answer gives them.
func figures(m store.MonthCounts, c store.CensusCounts) indicatorFiguresJSON {
	return indicatorFiguresJSON{
		ResidentDays: m.ResidentDays, Falls: m.Falls, FallsPer1000: ratio(1000*m.Falls, m.ResidentDays),
		FallsWithInjury: m.FallsWithInjury, UlcerPrevalence: ratio(c.OpenUlcer, c.Present),
		UlcerIncidence: ulcerIncidenceJSON{Residencia: m.NewUlcers["residencia"], Domicilio: m.NewUlcers["domicilio"],
			Hospital: m.NewUlcers["hospital"]},
		RestraintPrevalence: ratio(c.Restrained, c.Present), WeightLoss: len(m.WeightLoss),
		FluidDaysUnderTarget: m.FluidDaysUnderTarget, DosesMissed: m.DosesMissed, DosesHeld: m.DosesHeld,
		CarePlansCurrent: ratio(c.CurrentPlan, c.Present), AssessmentsOverdue: c.AssessmentsOverdue,
	}
}

// ratio is n/of, or nil when of is 0.
func ratio(n, of int) *float64 {
	if of == 0 {
		return nil
	}
	r := float64(n) / float64(of)
	return &r
}
