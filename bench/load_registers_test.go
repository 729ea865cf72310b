package bench

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// The year of the safety registers (issue 28) and of what the quality indicators read besides the doses:
// falls (one for each incident that is a fall), skin lesions with their weekly evolution until they close,
// repositioning every few hours for the residents in bed, every resident's drinks and bowel movements, a
// monthly weighing, restraints with their renewals, the assessments as their scales fall due, and care plans
// renewed at their review date (after a significant change, sooner). Written like the rest of the history
// (load_history_test.go), a day at a time, straight into the file.

var registerInserts = map[string]string{
	"fall": `INSERT INTO falls (id, resident_id, at, day, place, activity, witnessed, found_on_floor, intrinsic, extrinsic,
		injury, injury_detail, restraint_in_use, actions, doctor_informed, family_name, family_at, incident_id,
		created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, 0, ?, 1, ?, ?, ?, ?, ?, ?)`,
	"lesion": `INSERT INTO skin_lesions (id, resident_id, type, category, view, region, x, y, origin, detected_on, length_cm,
		width_cm, depth_cm, bed, exudate, treatment, surface, closed_on, closed_by, closed_by_name, created_by, created_by_name,
		created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"evolution": `INSERT INTO skin_lesion_evolutions (id, lesion_id, date, length_cm, width_cm, depth_cm, category, bed, exudate,
		note, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"reposition": `INSERT INTO repositioning_changes (id, resident_id, at, day, position, skin_ok, created_by, created_by_name,
		created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"intake": `INSERT INTO fluid_intakes (id, resident_id, at, day, ml, drink, created_by, created_by_name, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"weight": `INSERT INTO weights (id, resident_id, date, kg, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
	"bowel": `INSERT INTO bowel_records (id, resident_id, at, day, bristol, continent, pad_change, created_by, created_by_name,
		created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"restraint": `INSERT INTO restraints (id, resident_id, type, device, reason, alternatives_tried, schedule, start_date,
		ordered_review_date, review_date, consent_given_by, consent_relationship, consent_date, prescribed_by,
		prescribed_by_name, created_at, ended_at, ended_by, ended_by_name, end_reason)
		VALUES (?, ?, 'physical', ?, ?, ?, ?, ?, ?, ?, ?, 'Hija', ?, ?, ?, ?, ?, ?, ?, ?)`,
	"restraint-review": `INSERT INTO restraint_reviews (id, restraint_id, review_date, note, by_id, by_name, at)
		VALUES (?, ?, ?, 'Se mantiene: persiste el riesgo.', ?, ?, ?)`,
	"assessment": `INSERT INTO assessments (id, resident_id, record_date, record_time, scale, version, score, band_label,
		band_severity, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
		VALUES (?, ?, ?, ?, ?, '1', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"plan": `INSERT INTO care_plans (id, resident_id, version, status, reference_professional, agreement_name,
		agreement_relationship, agreement_date, agreement_method, signature_id, due_date, created_by, created_by_name,
		created_at, updated_by, updated_by_name, updated_at, approved_by, approved_by_name, approved_at)
		VALUES (?, ?, ?, 'vigente', ?, ?, 'Hija', ?, 'tableta', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"plan-superseded": `UPDATE care_plans SET status = 'sustituido', superseded_at = ? WHERE resident_id = ? AND status = 'vigente'`,
	"trigger":         `INSERT INTO care_plan_review_triggers (id, resident_id, kind, at, source_id, detail) VALUES (?, ?, ?, ?, ?, '')`,
	"missed":          `INSERT INTO missed_dose_notices (kardex_id, entry_id, scheduled_at, notified_at) VALUES (?, ?, ?, ?)`,
}

// registerCounts are how many rows of each register the history holds.
type registerCounts struct {
	Falls, FallsInjured, Lesions, Evolutions, Repositionings, Intakes, Weights, Bowel, Restraints, Assessments,
	CarePlans, Missed int
}

// residentRegisters is what a resident's registers carry from one day to the next.
type residentRegisters struct {
	inBed        bool // repositioned every few hours, and more likely to get a pressure ulcer
	repositionH  int
	incontinent  bool
	weight       float64 // kg, today
	losingUntil  time.Time
	weighDay     int // the day of the month they are weighed
	lesions      []*benchLesion
	restraintEnd time.Time // the restraint in use ends then (zero: none in use)
	lastScale    map[string]time.Time
	fallScale    time.Time // a fall asks for a Downton by then (zero: none asked)
	planDue      time.Time
	planVersion  int
}

type benchLesion struct {
	id, category string
	length       float64
	closeOn      time.Time
	nextLook     time.Time
}

// benchScales are the scales' ids, how often they are done again and a few scores with their bands.
var benchScales = []struct {
	id     string
	days   int
	scores []benchScore
}{
	{"barthel", 180, []benchScore{{85, "Dependencia moderada", "medium"}, {55, "Dependencia severa", "high"}, {95, "Dependencia leve", "low"}}},
	{"lawton", 180, []benchScore{{3, "Dependencia moderada", "medium"}, {1, "Dependencia grave", "high"}}},
	{"pfeiffer", 180, []benchScore{{2, "Normal", "none"}, {4, "Deterioro leve", "low"}, {6, "Deterioro moderado", "medium"}}},
	{"mec", 180, []benchScore{{26, "Normal", "none"}, {19, "Deterioro cognitivo", "medium"}}},
	{"tinetti", 90, []benchScore{{22, "Riesgo de caídas", "medium"}, {16, "Alto riesgo de caídas", "high"}, {26, "Bajo riesgo", "none"}}},
	{"downton", 90, []benchScore{{2, "Bajo riesgo", "none"}, {4, "Alto riesgo", "high"}}},
	{"norton", 90, []benchScore{{16, "Riesgo mínimo", "none"}, {13, "Riesgo medio", "medium"}, {11, "Riesgo alto", "high"}}},
	{"braden", 90, []benchScore{{20, "Sin riesgo", "none"}, {16, "Riesgo bajo", "low"}, {12, "Riesgo alto", "high"}}},
	{"mna-sf", 90, []benchScore{{13, "Estado nutricional normal", "none"}, {10, "Riesgo de malnutrición", "medium"}}},
	{"gds15", 180, []benchScore{{3, "Normal", "none"}, {7, "Depresión probable", "medium"}}},
}

type benchScore struct {
	score           int
	label, severity string
}

var lesionRegions = []struct {
	view, region string
	x, y         float64
}{
	{"posterior", "sacro", 0.5, 0.52}, {"posterior", "talon-derecho", 0.56, 0.97}, {"posterior", "talon-izquierdo", 0.44, 0.97},
	{"anterior", "trocanter-derecho", 0.66, 0.5}, {"posterior", "isquion", 0.5, 0.58}, {"anterior", "maleolo-izquierdo", 0.42, 0.93},
}

var drinks = []struct {
	name string
	ml   int
}{{"Agua (vaso)", 200}, {"Café con leche (taza)", 150}, {"Zumo (vaso)", 200}, {"Infusión (taza)", 150}, {"Agua (botella)", 500}, {"Caldo", 150}}

// setupRegisters decides each resident's registers before the first day and keeps the care plans' signature.
func (w *historyWriter) setupRegisters(ctx context.Context, db *sql.DB) error {
	w.signature = idAt(w.end.AddDate(-1, 0, -200), w.rng)
	_, err := db.ExecContext(ctx, `INSERT INTO images (id, content_type, width, height, data, thumb, sha256, created_at)
		VALUES (?, 'image/png', 1, 1, x'00', x'00', '', ?)`, w.signature, stamp(w.end.AddDate(-1, 0, -200)))
	if err != nil {
		return fmt.Errorf("signature: %w", err)
	}
	first, err := time.Parse(time.DateOnly, w.home.HistoryFrom)
	if err != nil {
		return err
	}
	w.regs = map[string]*residentRegisters{}
	for i, r := range w.home.Residents {
		reg := &residentRegisters{inBed: w.rng.IntN(5) == 0, incontinent: w.rng.IntN(5) < 2, weight: r.Weight,
			weighDay: 1 + i%28, lastScale: map[string]time.Time{}, repositionH: []int{2, 3, 3, 4}[w.rng.IntN(4)]}
		for _, sc := range benchScales { // each scale last done some time before the history
			reg.lastScale[sc.id] = first.AddDate(0, 0, -1-w.rng.IntN(sc.days))
			t := at(reg.lastScale[sc.id], 11, 0)
			nurse, score := w.nurses[0][i%len(w.nurses[0])], sc.scores[w.rng.IntN(len(sc.scores))]
			if _, err := db.ExecContext(ctx, registerInserts["assessment"], idAt(t, w.rng), r.ID, reg.lastScale[sc.id].Format(time.DateOnly),
				"11:00", sc.id, score.score, score.label, score.severity, nurse.id, nurse.name, stamp(t), nurse.id, nurse.name,
				stamp(t)); err != nil {
				return fmt.Errorf("first assessments: %w", err)
			}
			w.counts.Registers.Assessments++
		}
		// The plan in force when the history begins, agreed up to 180 days before, and due 180 days after that.
		reg.planDue = first.AddDate(0, 0, w.rng.IntN(180))
		agreed := at(reg.planDue.AddDate(0, 0, -180), 12, 0)
		doctor, nurse := w.doctors[i%len(w.doctors)], w.nurses[0][i%len(w.nurses[0])]
		_, err := db.ExecContext(ctx, registerInserts["plan"], idAt(agreed, w.rng), r.ID, 1, nurse.name, "Familia de "+r.Name,
			agreed.In(madrid).Format(time.DateOnly), w.signature, reg.planDue.Format(time.DateOnly), nurse.id, nurse.name,
			stamp(agreed), nurse.id, nurse.name, stamp(agreed), doctor.id, doctor.name, stamp(agreed))
		if err != nil {
			return fmt.Errorf("first care plan: %w", err)
		}
		reg.planVersion = 2
		w.counts.Registers.CarePlans++
		if reg.inBed {
			_, err := db.ExecContext(ctx, `INSERT INTO repositioning_schedules (resident_id, every_hours, updated_by, updated_by_name,
				updated_at) VALUES (?, ?, ?, ?, ?)`, r.ID, reg.repositionH, nurse.id, nurse.name, stamp(agreed))
			if err != nil {
				return fmt.Errorf("repositioning schedule: %w", err)
			}
		}
		w.regs[r.ID] = reg
	}
	return nil
}

// registersDay writes a resident's registers of a day.
func (w *historyWriter) registersDay(ctx context.Context, r *homeResident, day time.Time) error {
	reg := w.regs[r.ID]
	steps := []func(context.Context, *homeResident, *residentRegisters, time.Time) error{
		w.carePlanDay, w.assessmentsDay, w.restraintDay, w.lesionsDay, w.repositioningDay, w.fluidsDay, w.weightDay, w.bowelDay,
	}
	for _, step := range steps {
		if err := step(ctx, r, reg, day); err != nil {
			return err
		}
	}
	return nil
}

// fall records the fall an incident told of, with its injury; a grave one makes the care plan due.
func (w *historyWriter) fall(ctx context.Context, r *homeResident, t time.Time, incidentID string, s signer) error {
	reg := w.regs[r.ID]
	injury, detail := "ninguna", ""
	switch n := w.rng.IntN(20); {
	case n == 0:
		injury, detail = "grave", "Fractura de cadera, trasladada a urgencias."
	case n < 5:
		injury, detail = "leve", "Hematoma en el antebrazo."
	}
	saved := t.Add(20 * time.Minute)
	family, familyAt := any(nil), any(nil)
	if injury != "ninguna" {
		family, familyAt = "Hija", stamp(t.Add(time.Hour))
	}
	if err := w.exec(ctx, "fall", idAt(saved, w.rng), r.ID, stamp(t), t.In(madrid).Format(time.DateOnly),
		[]string{"habitacion", "bano", "pasillo", "comedor"}[w.rng.IntN(4)], w.rng.IntN(3) == 0, w.rng.IntN(2) == 0,
		`["marcha-inestable"]`, `["suelo-mojado"]`, injury, detail, "Valoración por enfermería.", family, familyAt, incidentID,
		s.id, s.name, stamp(saved)); err != nil {
		return err
	}
	w.counts.Registers.Falls++
	if injury != "ninguna" {
		w.counts.Registers.FallsInjured++
	}
	if w.rng.IntN(5) > 0 { // mostly a Downton within three days
		reg.fallScale = t.AddDate(0, 0, 1+w.rng.IntN(3))
	}
	if injury == "grave" {
		return w.trigger(ctx, r, reg, "fall-grave", t, incidentID)
	}
	return nil
}

// trigger records a significant change, which makes the care plan due at once.
func (w *historyWriter) trigger(ctx context.Context, r *homeResident, reg *residentRegisters, kind string, t time.Time, source string) error {
	if err := w.exec(ctx, "trigger", idAt(t, w.rng), r.ID, kind, stamp(t), source); err != nil {
		return err
	}
	day := time.Date(t.In(madrid).Year(), t.In(madrid).Month(), t.In(madrid).Day(), 0, 0, 0, 0, time.UTC)
	if day.Before(reg.planDue) {
		reg.planDue = day
	}
	return nil
}

// carePlanDay agrees a new version of the plan some days after it fell due (most within a fortnight).
func (w *historyWriter) carePlanDay(ctx context.Context, r *homeResident, reg *residentRegisters, day time.Time) error {
	late := 3 + w.rng.IntN(12)
	if w.rng.IntN(6) == 0 {
		late = 20 + w.rng.IntN(40)
	}
	if day.Before(reg.planDue.AddDate(0, 0, late)) || w.rng.IntN(3) > 0 {
		return nil
	}
	t := at(day, 12, w.rng.IntN(60))
	if t.After(w.end) {
		return nil
	}
	if err := w.exec(ctx, "plan-superseded", stamp(t), r.ID); err != nil {
		return err
	}
	doctor := w.doctors[w.rng.IntN(len(w.doctors))]
	nurse := w.nurse(12)
	due := day.AddDate(0, 0, 180)
	date := day.Format(time.DateOnly)
	if err := w.exec(ctx, "plan", idAt(t, w.rng), r.ID, reg.planVersion, nurse.name, "Familia de "+r.Name, date, w.signature,
		due.Format(time.DateOnly), nurse.id, nurse.name, stamp(t.Add(-time.Hour)), nurse.id, nurse.name, stamp(t.Add(-time.Hour)),
		doctor.id, doctor.name, stamp(t)); err != nil {
		return err
	}
	reg.planVersion++
	reg.planDue = due
	w.counts.Registers.CarePlans++
	return nil
}

// assessmentsDay does each scale some days after it falls due, and a Downton after a fall.
func (w *historyWriter) assessmentsDay(ctx context.Context, r *homeResident, reg *residentRegisters, day time.Time) error {
	for _, sc := range benchScales {
		due := reg.lastScale[sc.id].AddDate(0, 0, sc.days+w.rng.IntN(25))
		afterFall := sc.id == "downton" && !reg.fallScale.IsZero() && !day.Before(reg.fallScale)
		if day.Before(due) && !afterFall || w.rng.IntN(4) > 0 && !afterFall {
			continue
		}
		t := at(day, 10+w.rng.IntN(8), w.rng.IntN(60))
		if t.After(w.end) {
			continue
		}
		score := sc.scores[w.rng.IntN(len(sc.scores))]
		s := w.nurse(t.In(madrid).Hour())
		if err := w.exec(ctx, "assessment", idAt(t, w.rng), r.ID, day.Format(time.DateOnly), t.In(madrid).Format("15:04"), sc.id,
			score.score, score.label, score.severity, s.id, s.name, stamp(t), s.id, s.name, stamp(t)); err != nil {
			return err
		}
		reg.lastScale[sc.id] = day
		if afterFall {
			reg.fallScale = time.Time{}
		}
		w.counts.Registers.Assessments++
	}
	return nil
}

// restraintDay starts a restraint now and then (one resident in ten has one at a time), renewed every 30 days
// until it ends, 1 to 4 months later.
func (w *historyWriter) restraintDay(ctx context.Context, r *homeResident, reg *residentRegisters, day time.Time) error {
	if !reg.restraintEnd.IsZero() && !day.Before(reg.restraintEnd) {
		reg.restraintEnd = time.Time{}
	}
	if !reg.restraintEnd.IsZero() || w.rng.IntN(900) > 0 {
		return nil
	}
	t := at(day, 11, w.rng.IntN(60))
	if t.After(w.end) {
		return nil
	}
	doctor := w.doctors[w.rng.IntN(len(w.doctors))]
	end := t.AddDate(0, 0, 30+w.rng.IntN(90))
	review := day.AddDate(0, 0, 30)
	id := idAt(t, w.rng)
	var endedAt, endedBy, endedByName, reason any
	if end.Before(w.end) {
		endedAt, endedBy, endedByName, reason = stamp(end), doctor.id, doctor.name, "Ya no es necesaria."
	}
	lastReview := review
	for next := review; next.Before(end) && next.Before(w.end); next = next.AddDate(0, 0, 30) {
		lastReview = next.AddDate(0, 0, 30)
	}
	date := day.Format(time.DateOnly)
	if err := w.exec(ctx, "restraint", id, r.ID, "Cinturón abdominal en silla de ruedas", "Riesgo alto de caídas con lesión.",
		"Sensor de movimiento, acompañamiento.", "Durante las comidas y la tarde.", date, review.Format(time.DateOnly),
		lastReview.Format(time.DateOnly), "Familia de "+r.Name, date, doctor.id, doctor.name, stamp(t), endedAt, endedBy, endedByName,
		orEmpty(reason)); err != nil {
		return err
	}
	for next := review; next.Before(end) && next.Before(w.end) && next.Before(lastReview); next = next.AddDate(0, 0, 30) {
		when := at(next, 12, 0)
		if when.After(w.end) {
			break
		}
		if err := w.exec(ctx, "restraint-review", idAt(when, w.rng), id, next.AddDate(0, 0, 30).Format(time.DateOnly), doctor.id,
			doctor.name, stamp(when)); err != nil {
			return err
		}
	}
	reg.restraintEnd = end
	w.counts.Registers.Restraints++
	return w.trigger(ctx, r, reg, "restraint", t, id)
}

// describeRegisters says what the registers hold, in a few words.
func describeRegisters(c registerCounts) string {
	return fmt.Sprintf("%s falls in the register (%s injured), %s skin lesions (+%s evolutions), %s repositionings, "+
		"%s drinks, %s weighings, %s bowel records, %s restraints, %s assessments, %s care plans", thousands(c.Falls),
		thousands(c.FallsInjured), thousands(c.Lesions), thousands(c.Evolutions), thousands(c.Repositionings),
		thousands(c.Intakes), thousands(c.Weights), thousands(c.Bowel), thousands(c.Restraints), thousands(c.Assessments),
		thousands(c.CarePlans))
}

func orEmpty(v any) any {
	if v == nil {
		return ""
	}
	return v
}
