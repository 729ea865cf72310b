package store

import (
	"context"
	"time"
)

// The figures a month adds up (store/indicators.go): each query reads the records of the days From..To of
// the residents in scope (?1: the area, empty for the home; ?2 and ?3 the first and the last day) and answers
// them by month, the first seven characters of their Madrid day.

// scopeIDs are the residents in scope, for the queries that need no more of them.
const scopeIDs = `scope AS MATERIALIZED (
		SELECT id FROM residents WHERE deleted_at IS NULL AND (?1 = '' OR area_id = ?1))`

// monthlyCount runs a query answering (month, n) rows and hands each to set.
func (s *Store) monthlyCount(ctx context.Context, out Indicators, q IndicatorQuery, set func(*MonthCounts, int), query string,
	extra ...any) error {
	args := append([]any{q.AreaID, q.From, q.To}, extra...)
	return s.eachRow(ctx, out, func(row rowScanner) error {
		var month string
		var n int
		err := row.Scan(&month, &n)
		set(out.month(month), n)
		return err
	}, query, args...)
}

// fallsByMonth: the falls of the register (voided ones left out) on the days of the period, and those of them
// with an injury, `leve` or `grave`.
func (s *Store) fallsByMonth(ctx context.Context, out Indicators, q IndicatorQuery) error {
	return s.eachRow(ctx, out, func(row rowScanner) error {
		var month string
		var falls, injured int
		err := row.Scan(&month, &falls, &injured)
		m := out.month(month)
		m.Falls, m.FallsWithInjury = falls, injured
		return err
	}, `WITH `+scopeIDs+`
		SELECT substr(f.day, 1, 7), count(*), count(*) FILTER (WHERE f.injury <> 'ninguna')
		FROM falls f
		WHERE f.voided_at IS NULL AND f.day BETWEEN ?2 AND ?3 AND f.resident_id IN (SELECT id FROM scope)
		GROUP BY 1`, q.AreaID, q.From, q.To)
}

// newUlcersByMonth: the incidence of pressure ulcers by origin, the `upp` lesions (voided ones left out) found
// on the days of the period, by where they arose (residencia, domicilio, hospital).
func (s *Store) newUlcersByMonth(ctx context.Context, out Indicators, q IndicatorQuery) error {
	return s.eachRow(ctx, out, func(row rowScanner) error {
		var month, origin string
		var n int
		err := row.Scan(&month, &origin, &n)
		out.month(month).NewUlcers[origin] = n
		return err
	}, `WITH `+scopeIDs+`
		SELECT substr(l.detected_on, 1, 7), l.origin, count(*)
		FROM skin_lesions l
		WHERE l.voided_at IS NULL AND l.type = 'upp' AND l.detected_on BETWEEN ?2 AND ?3
		  AND l.resident_id IN (SELECT id FROM scope)
		GROUP BY 1, 2`, q.AreaID, q.From, q.To)
}

// weightLossByMonth: the residents with a significant weight loss (DESIGN 15, the CMS long-stay measure), a
// weighing on a day of the period 5% or more below the highest weight of the 30 days before it, or 10% or
// more below the highest of the 180 days before it (voided weighings left out), each highest one step down
// weights_kg (00032). The loss is rounded to a millionth of a percent so that 76 kg after 80 kg is exactly 5%.
func (s *Store) weightLossByMonth(ctx context.Context, out Indicators, q IndicatorQuery) error {
	return s.eachRow(ctx, out, func(row rowScanner) error {
		var month, resident string
		err := row.Scan(&month, &resident)
		out.month(month).WeightLoss[resident] = true
		return err
	}, `WITH `+scopeIDs+`,
		weighed AS (
			SELECT w.resident_id, w.date, w.kg,
				(SELECT max(p.kg) FROM weights p WHERE p.resident_id = w.resident_id AND p.voided_at IS NULL
				   AND p.date >= date(w.date, '-30 days') AND p.date < w.date) AS top_30,
				(SELECT max(p.kg) FROM weights p WHERE p.resident_id = w.resident_id AND p.voided_at IS NULL
				   AND p.date >= date(w.date, '-180 days') AND p.date < w.date) AS top_180
			FROM weights w
			WHERE w.voided_at IS NULL AND w.date BETWEEN ?2 AND ?3 AND w.resident_id IN (SELECT id FROM scope))
		SELECT DISTINCT substr(date, 1, 7), resident_id FROM weighed
		WHERE round(100 * (top_30 - kg) / top_30, 6) >= 5 OR round(100 * (top_180 - kg) / top_180, 6) >= 10`,
		q.AreaID, q.From, q.To)
}

// fluidDaysUnderTarget: the resident-days under their fluid target, the days of the period on which a
// resident had at least one intake recorded (voided ones left out) adding up to less than their target: their
// own (fluid_targets), else ESPEN's by sex, 1,600 ml for women and 2,000 ml for men (and when the admission
// form does not say, as the fluids tab: server/fluids.go). The days' totals are fluid_days', which the intakes'
// triggers keep (00032).
func (s *Store) fluidDaysUnderTarget(ctx context.Context, out Indicators, q IndicatorQuery) error {
	return s.monthlyCount(ctx, out, q, func(m *MonthCounts, n int) { m.FluidDaysUnderTarget = n },
		`WITH targets AS MATERIALIZED (
			SELECT r.id, coalesce(t.ml, CASE r.details ->> 'gender' WHEN 'female' THEN 1600 ELSE 2000 END) AS ml
			FROM residents r LEFT JOIN fluid_targets t ON t.resident_id = r.id
			WHERE r.deleted_at IS NULL AND (?1 = '' OR r.area_id = ?1))
		SELECT substr(d.day, 1, 7), count(*) FROM targets t
		JOIN fluid_days d ON d.resident_id = t.id AND d.day BETWEEN ?2 AND ?3
		WHERE d.intakes > 0 AND d.ml < t.ml
		GROUP BY 1`)
}

// dosesHeld: the doses of the round's slots of the period held (DESIGN 9) and not voided, whatever the reason
// but one: `absent`, the resident away or in hospital, is not a dose the home failed to give. They are read
// from administrations_held (00032) by their slots; the resident is looked up in the scope for each (the unary
// + keeps SQLite from reading every dose of the area's residents instead).
func (s *Store) dosesHeld(ctx context.Context, out Indicators, q IndicatorQuery) error {
	return s.monthlyCount(ctx, out, q, func(m *MonthCounts, n int) { m.DosesHeld = n },
		`WITH `+scopeIDs+`
		SELECT substr(a.scheduled_at, 1, 7), count(*) FROM administrations a
		WHERE a.status = 'held' AND a.voided_at = '' AND a.reason <> 'absent'
		  AND a.scheduled_at >= ?2 AND a.scheduled_at < ?4 AND +a.resident_id IN (SELECT id FROM scope)
		GROUP BY 1`, dayAfter(q.To))
}

// dosesMissed: the slots of the period nobody recorded: the missed-dose check told the staff about them
// (missed_dose_notices, DESIGN 10) and they still have no dose given or held standing (one recorded late is
// late, not missed). A slot that went unrecorded while the server was off for more than a day was never told
// and is not counted.
func (s *Store) dosesMissed(ctx context.Context, out Indicators, q IndicatorQuery) error {
	return s.monthlyCount(ctx, out, q, func(m *MonthCounts, n int) { m.DosesMissed = n },
		`WITH `+scopeIDs+`
		SELECT substr(n.scheduled_at, 1, 7), count(*) FROM missed_dose_notices n
		JOIN kardexes k ON k.id = n.kardex_id
		WHERE n.scheduled_at >= ?2 AND n.scheduled_at < ?4 AND k.resident_id IN (SELECT id FROM scope)
		  AND NOT EXISTS (SELECT 1 FROM administrations a
			WHERE a.scheduled_at = n.scheduled_at AND a.kardex_id = n.kardex_id AND a.entry_id = n.entry_id
			  AND a.scheduled_at <> '' AND a.voided_at = '')
		GROUP BY 1`, dayAfter(q.To))
}

// dayAfter is the calendar day after a YYYY-MM-DD day: slot keys of a day ("2026-11-30T21:00") sort before it.
func dayAfter(day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return t.AddDate(0, 0, 1).Format(time.DateOnly)
}
