package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"
)

// The monthly quality indicators (issue 28, DESIGN 15) read the registers as they are: no figure is kept ready,
// each is one query over the `day`/`date` columns of the records of the period (the days' fluid totals are the
// one sum kept, by the intakes' own triggers, 00032). The server cuts the period into months and names the days
// it needs (server/indicators.go); the store answers, per month or per day, what each rule counts. The rules
// are written beside their SQL here and in the README.
//
// Who counts: residents not deleted, of the area when one is asked (the area they are in now: Amparo keeps no
// history of moves). A resident is present on a day from their admission date to the day before they were
// archived, a midnight census: the day they arrive counts, the day they leave does not. (A resident archived
// and brought back counts as never archived: the archive keeps no earlier spells.)

// IndicatorDay is a day of the period (Madrid's calendar) with the instant its Madrid day ends, in UTC: a
// resident archived at or after that instant was still in the home that night.
type IndicatorDay struct {
	Day string // YYYY-MM-DD
	End time.Time
}

// ScaleDue is an assessment scale as the due rule reads it: due again EveryDays after the last one, and also
// after a fall when AfterFall (Downton, Tinetti).
type ScaleDue struct {
	ID        string
	EveryDays int
	AfterFall bool
}

// IndicatorQuery asks for the figures of the days From..To (both included, Madrid), of an area or the home.
type IndicatorQuery struct {
	From, To string // YYYY-MM-DD
	AreaID   string // empty for the whole home
	// Days are every day of the period, in order, with their ends; Census those whose point figures are
	// wanted (the last day of each month of the period).
	Days, Census []IndicatorDay
	Scales       []ScaleDue
}

// CensusCounts are the point figures of a day: who was present and how many of them had each thing.
type CensusCounts struct {
	Present            int // residents present that night
	OpenUlcer          int // with a pressure ulcer open
	Restrained         int // with a restraint in use
	CurrentPlan        int // with a care plan in force that was not due
	AssessmentsOverdue int // assessments due and not done (resident and scale pairs)
}

// MonthCounts are the figures a month adds up.
type MonthCounts struct {
	ResidentDays         int
	Falls                int
	FallsWithInjury      int
	NewUlcers            map[string]int // by origin: residencia, domicilio, hospital
	FluidDaysUnderTarget int
	DosesMissed          int
	DosesHeld            int
	// WeightLoss are the residents with a significant weight loss weighed that month.
	WeightLoss map[string]bool
}

// Indicators are the raw figures of a query: by month (YYYY-MM) and by census day (YYYY-MM-DD).
type Indicators struct {
	Months map[string]*MonthCounts
	Census map[string]CensusCounts
	mu     *sync.Mutex // the queries fill them side by side
}

// month answers the counts of a month, made on first use.
func (in Indicators) month(m string) *MonthCounts {
	c, ok := in.Months[m]
	if !ok {
		c = &MonthCounts{NewUlcers: map[string]int{}, WeightLoss: map[string]bool{}}
		in.Months[m] = c
	}
	return c
}

// Indicators reads every figure of the query, one query per rule.
func (s *Store) Indicators(ctx context.Context, q IndicatorQuery) (Indicators, error) {
	out := Indicators{Months: map[string]*MonthCounts{}, Census: map[string]CensusCounts{}, mu: &sync.Mutex{}}
	days, err := daysJSON(q.Days)
	if err != nil {
		return out, err
	}
	census, err := daysJSON(q.Census)
	if err != nil {
		return out, err
	}
	scales, err := json.Marshal(q.Scales)
	if err != nil {
		return out, err
	}
	steps := []func() error{ // the slowest first
		func() error { return s.assessmentsOverdue(ctx, out, census, q.AreaID, string(scales)) },
		func() error { return s.fluidDaysUnderTarget(ctx, out, q) },
		func() error { return s.census(ctx, out, census, q.AreaID) },
		func() error { return s.weightLossByMonth(ctx, out, q) },
		func() error { return s.dosesHeld(ctx, out, q) },
		func() error { return s.dosesMissed(ctx, out, q) },
		func() error { return s.residentDays(ctx, out, days, q.AreaID) },
		func() error { return s.fallsByMonth(ctx, out, q) },
		func() error { return s.newUlcersByMonth(ctx, out, q) },
	}
	// Two at a time on the read pool (of four connections): a year's figures take about half the time of
	// running them one after another, and the rest of the home still has two connections meanwhile.
	lanes := make(chan struct{}, 2)
	errs := make([]error, len(steps))
	var wg sync.WaitGroup
	for i, step := range steps {
		lanes <- struct{}{}
		wg.Go(func() {
			defer func() { <-lanes }()
			errs[i] = step()
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return out, fmt.Errorf("indicators: %w", err)
	}
	return out, nil
}

// daysJSON is the days as the queries read them: [["2026-11-01", "2026-10-31T23:00:00.000000Z"], ...].
func daysJSON(days []IndicatorDay) (string, error) {
	pairs := make([][2]string, len(days))
	for i, d := range days {
		pairs[i] = [2]string{d.Day, formatTime(d.End)}
	}
	raw, err := json.Marshal(pairs)
	return string(raw), err
}

// scopeCTE are the residents the figures count (?2 the area, empty for the home), read once per query: a
// resident's row is long (the admission form) and its archive and deletion come after it.
const scopeCTE = `scope AS MATERIALIZED (
		SELECT id, admission_date, archived_at FROM residents
		WHERE deleted_at IS NULL AND (?2 = '' OR area_id = ?2))`

// daysCTE are the days of ?1 with the instant each ends, read from the JSON once.
const daysCTE = `days AS MATERIALIZED (SELECT value ->> 0 AS day, value ->> 1 AS day_end FROM json_each(?1))`

// presentCTE is each day of ?1 with the residents present that night: admitted on or before it, and not
// archived before it ended.
const presentCTE = daysCTE + `,
	` + scopeCTE + `,
	present AS (
		SELECT d.day, d.day_end, r.id AS resident_id FROM days d JOIN scope r
		ON r.admission_date <= d.day AND (r.archived_at IS NULL OR r.archived_at >= d.day_end))`

// residentDays: the resident-days of each month, every night a resident was present: from their admission
// date to the eve of the day they were archived (the first day of ?1 that ended after it), counted month by
// month as the nights their stay shares with the month's days of the period.
func (s *Store) residentDays(ctx context.Context, out Indicators, days, areaID string) error {
	return s.eachRow(ctx, out, func(row rowScanner) error {
		var month string
		var n int
		err := row.Scan(&month, &n)
		out.month(month).ResidentDays = n
		return err
	}, `WITH `+daysCTE+`, `+scopeCTE+`,
		months AS (SELECT substr(day, 1, 7) AS month, min(day) AS first, max(day) AS last FROM days GROUP BY 1),
		stays AS (
			SELECT admission_date AS first_night,
				CASE WHEN archived_at IS NOT NULL THEN
					(SELECT date(min(d.day), '-1 day') FROM days d WHERE d.day_end > r.archived_at) END AS last_night
			FROM scope r)
		SELECT m.month, CAST(total(max(0, julianday(min(m.last, coalesce(s.last_night, m.last)))
			- julianday(max(m.first, s.first_night)) + 1)) AS INTEGER)
		FROM months m, stays s GROUP BY m.month`, days, areaID)
}

// census: on each census day, the residents present and how many of them had, that night:
//   - a pressure ulcer open: a `upp` lesion not voided, found on or before the day and not closed by then
//     (closed_on after the day; a lesion closed that day no longer counts);
//   - a restraint in use (DESIGN 11): started on or before the day and not ended before the day was over;
//   - a current care plan: approved by the end of the day, not yet replaced by a newer one, its review date
//     after the day (due that day is vencido, as on the care plans' page) and no significant change recorded
//     between its approval and the end of the day (which makes it due at once, store/care_plan_triggers.go).
func (s *Store) census(ctx context.Context, out Indicators, census, areaID string) error {
	return s.eachRow(ctx, out, func(row rowScanner) error {
		var day string
		var c CensusCounts
		err := row.Scan(&day, &c.Present, &c.OpenUlcer, &c.Restrained, &c.CurrentPlan)
		c.AssessmentsOverdue = out.Census[day].AssessmentsOverdue
		out.Census[day] = c
		return err
	}, `WITH `+presentCTE+`
		SELECT p.day, count(*),
			sum(EXISTS (SELECT 1 FROM skin_lesions l
				WHERE l.resident_id = p.resident_id AND l.voided_at IS NULL AND l.type = 'upp'
				  AND l.detected_on <= p.day AND (l.closed_on IS NULL OR l.closed_on > p.day))),
			sum(EXISTS (SELECT 1 FROM restraints t
				WHERE t.resident_id = p.resident_id
				  AND t.start_date <= p.day AND (t.ended_at IS NULL OR t.ended_at >= p.day_end))),
			sum(EXISTS (SELECT 1 FROM care_plans v
				WHERE v.resident_id = p.resident_id AND v.status <> 'borrador'
				  AND v.approved_at < p.day_end AND (v.superseded_at IS NULL OR v.superseded_at >= p.day_end)
				  AND v.due_date > p.day
				  AND NOT EXISTS (SELECT 1 FROM care_plan_review_triggers c
					WHERE c.resident_id = v.resident_id AND c.cancelled_at IS NULL
					  AND c.at > v.approved_at AND c.at < p.day_end)))
		FROM present p GROUP BY p.day`, census, areaID)
}

// assessmentsOverdue: on each census day, the assessments due and not done of the residents present, one per
// resident and scale, as GET /assessments/due counts them (server/assessments_due.go) on that day: a scale is
// due again when the last one done on or before the day was done EveryDays or more before it; Downton and
// Tinetti are also due after a fall of the falls register with none of that scale since (a fall on the day of
// the assessment is after it when it was recorded after the assessment was saved, as that list orders them).
// A scale never done is due only after a fall. (That list also counts an incident whose words tell of a fall
// though nobody marked it one; these figures count the register's falls only.) Each last assessment is one
// step down assessments_latest (00032).
func (s *Store) assessmentsOverdue(ctx context.Context, out Indicators, census, areaID, scales string) error {
	return s.eachRow(ctx, out, func(row rowScanner) error {
		var day string
		var n int
		err := row.Scan(&day, &n)
		c := out.Census[day]
		c.AssessmentsOverdue = n
		out.Census[day] = c
		return err
	}, overdueSQL, census, areaID, scales)
}

const overdueSQL = `WITH ` + presentCTE + `,
		scales AS MATERIALIZED (SELECT value ->> 'ID' AS scale, value ->> 'EveryDays' AS every_days,
			value ->> 'AfterFall' AS after_fall FROM json_each(?3)),
		-- On each day, a scale last done on or before done_by is due again.
		due AS MATERIALIZED (
			SELECT d.day, s.scale, s.after_fall, date(d.day, '-' || s.every_days || ' days') AS done_by
			FROM days d, scales s),
		latest AS MATERIALIZED (
			SELECT p.day, p.resident_id, u.scale, u.after_fall, u.done_by,
				(SELECT max(a.record_date) FROM assessments a
				 WHERE a.resident_id = p.resident_id AND a.scale = u.scale AND a.deleted_at IS NULL
				   AND a.record_date <= p.day) AS last_date
			FROM present p JOIN due u ON u.day = p.day)
		SELECT l.day, count(*) FROM latest l
		WHERE l.last_date <= l.done_by
		   OR (l.after_fall AND EXISTS (SELECT 1 FROM falls f
				WHERE f.resident_id = l.resident_id AND f.voided_at IS NULL AND f.day <= l.day
				  AND (l.last_date IS NULL OR f.day > l.last_date
					OR (f.day = l.last_date AND f.created_at > (SELECT max(a.created_at) FROM assessments a
						WHERE a.resident_id = l.resident_id AND a.scale = l.scale AND a.deleted_at IS NULL
						  AND a.record_date = l.last_date)))))
		GROUP BY l.day`

// eachRow runs a query of the figures on the read pool and hands each row to scan, which fills out under
// its lock.
func (s *Store) eachRow(ctx context.Context, out Indicators, scan func(rowScanner) error, query string, args ...any) error {
	rows, err := s.reader.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		out.mu.Lock()
		err := scan(rows)
		out.mu.Unlock()
		if err != nil {
			return err
		}
	}
	return rows.Err()
}
