package bench

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	_ "modernc.org/sqlite" // the database/sql driver "sqlite"

	"amparo/store"
)

// writeHistory writes the home's year of history into the database file at path, with the server stopped:
// vital signs twice a day, a daily care record, the doses of every slot (a few held), an incident now and
// then (a third of them falls), general notes and social workers' notes (some with observations added
// later). One transaction a month. Rows are written as the store writes them (its columns and formats, a
// time-ordered id from the time of the record); no audit rows, alerts or notices are made for them.
func writeHistory(ctx context.Context, path string, home *loadHome, rng *rand.Rand) (historyCounts, error) {
	var counts historyCounts
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "foreign_keys(ON)")
	q.Add("_pragma", "synchronous(OFF)")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return counts, err
	}
	db.SetMaxOpenConns(1)
	w := &historyWriter{home: home, rng: rng, counts: &counts, end: home.SeededAt}
	err = w.staff(ctx, db)
	if err == nil {
		err = w.setupRegisters(ctx, db)
	}
	if err == nil {
		err = w.write(ctx, db)
	}
	if err == nil {
		_, err = db.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`)
	}
	return counts, errors.Join(err, db.Close())
}

type historyCounts struct {
	Vitals, Care, Incidents, Falls, Notes, SocialWork, Observations, Administrations, Held int
	Registers                                                                              registerCounts
}

type signer struct{ id, name string }

type historyWriter struct {
	home   *loadHome
	rng    *rand.Rand
	counts *historyCounts
	end    time.Time // nothing after it: when the seed ran
	// who signs: the nurses by shift (morning, afternoon, night), the doctors, the social worker
	nurses  [3][]signer
	doctors []signer
	social  signer
	stmts   map[string]*sql.Stmt
	// the registers (load_registers_test.go): each resident's, and the image the care plans are signed with
	regs      map[string]*residentRegisters
	signature string
}

func (w *historyWriter) staff(ctx context.Context, db *sql.DB) error {
	byUsername := map[string]signer{}
	rows, err := db.QueryContext(ctx, `SELECT id, name, username FROM users`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var s signer
		var username string
		if err := rows.Scan(&s.id, &s.name, &username); err != nil {
			return err
		}
		byUsername[username] = s
	}
	if err := rows.Err(); err != nil {
		return err
	}
	nurse := 0
	for _, m := range loadStaff {
		s, ok := byUsername[m.username]
		if !ok {
			return fmt.Errorf("no account %s", m.username)
		}
		switch m.role {
		case "nurse": // three in the morning, three in the afternoon, two at night
			shift := min(nurse/3, 2)
			w.nurses[shift] = append(w.nurses[shift], s)
			nurse++
		case "doctor":
			w.doctors = append(w.doctors, s)
		case "socialworker":
			w.social = s
		}
	}
	return nil
}

var historyInserts = map[string]string{
	"vitals": `INSERT INTO vital_signs (id, resident_id, record_date, record_time, search, systolic_pressure,
		diastolic_pressure, glucose, temperature, heart_rate, respiratory_rate, oxygen_saturation, pain, weight,
		diagnostics, observations, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"care": `INSERT INTO care_records (id, resident_id, record_date, record_time, search, bath, breakfast, lunch, dinner,
		diaper_change, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
		VALUES (?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"incident": `INSERT INTO incidents (id, resident_id, record_date, record_time, search, is_fall, shift, situation,
		called_doctor, doctor_response, called_relative, relative_response, other_action, other_response, observations,
		created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, '', ?, ?, ?, ?, ?, ?, ?)`,
	"note": `INSERT INTO general_notes (id, resident_id, record_date, record_time, search, observations, created_by,
		created_by_name, created_at, updated_by, updated_by_name, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"social": `INSERT INTO socialwork_notes (id, resident_id, record_date, record_time, search, primary_observation,
		created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"observation": `INSERT INTO socialwork_observations (id, note_id, position, observation, observed_date, observed_time,
		created_by, created_by_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
	"dose": `INSERT INTO administrations (id, kardex_id, entry_id, resident_id, medication_id, medication_name,
		scheduled_at, status, reason, at, stock_units, by_id, by_name, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
}

// write walks the year a month at a time, one transaction each.
func (w *historyWriter) write(ctx context.Context, db *sql.DB) error {
	first, err := time.Parse(time.DateOnly, w.home.HistoryFrom)
	if err != nil {
		return err
	}
	endLocal := w.end.In(madrid)
	last := time.Date(endLocal.Year(), endLocal.Month(), endLocal.Day(), 0, 0, 0, 0, time.UTC)
	for month := first; !month.After(last); {
		next := time.Date(month.Year(), month.Month()+1, 1, 0, 0, 0, 0, time.UTC)
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		w.stmts = map[string]*sql.Stmt{}
		for _, inserts := range []map[string]string{historyInserts, registerInserts} {
			for name, query := range inserts {
				if w.stmts[name], err = tx.PrepareContext(ctx, query); err != nil {
					return errors.Join(fmt.Errorf("prepare %s: %w", name, err), tx.Rollback())
				}
			}
		}
		for day := month; day.Before(next) && !day.After(last); day = day.AddDate(0, 0, 1) {
			if err := w.day(ctx, day); err != nil {
				return errors.Join(err, tx.Rollback())
			}
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		month = next
	}
	return nil
}

// at is the moment of a day at a time of Madrid's clock.
func at(day time.Time, hour, minute int) time.Time {
	return time.Date(day.Year(), day.Month(), day.Day(), hour, minute, 0, 0, madrid)
}

// idAt is a UUIDv7 (what the store's ids are) of the moment t.
func idAt(t time.Time, rng *rand.Rand) string {
	var u uuid.UUID
	binary.BigEndian.PutUint64(u[8:], rng.Uint64())
	binary.BigEndian.PutUint64(u[0:8], uint64(t.UnixMilli())<<16|uint64(rng.Uint32()&0x0fff))
	u[6] = 0x70 | u[6]&0x0f
	u[8] = 0x80 | u[8]&0x3f
	return u.String()
}

const storeTime = "2006-01-02T15:04:05.000000Z" // the store's timestamps: UTC, six decimals

func stamp(t time.Time) string { return t.UTC().Format(storeTime) }

// shiftOf is the shift (DESIGN 9's defaults) a time of Madrid's clock belongs to: 0 morning, 1 afternoon, 2 night.
func shiftOf(hour int) int {
	switch {
	case hour >= 7 && hour < 15:
		return 0
	case hour >= 15 && hour < 23:
		return 1
	}
	return 2
}

var shiftNames = []string{"manana", "tarde", "noche"}

func (w *historyWriter) nurse(hour int) signer {
	list := w.nurses[shiftOf(hour)]
	return list[w.rng.IntN(len(list))]
}

func (w *historyWriter) exec(ctx context.Context, stmt string, args ...any) error {
	if _, err := w.stmts[stmt].ExecContext(ctx, args...); err != nil {
		return fmt.Errorf("insert %s: %w", stmt, err)
	}
	return nil
}

// record inserts a clinical record of the kind stmt at the moment t, signed by s, with its own values.
func (w *historyWriter) record(ctx context.Context, stmt, residentID string, t time.Time, s signer, search string,
	own ...any) (string, error) {
	saved := t.Add(time.Duration(30+w.rng.IntN(600)) * time.Second)
	if saved.After(w.end) {
		saved = w.end
	}
	id := idAt(saved, w.rng)
	local := t.In(madrid)
	args := []any{id, residentID, local.Format(time.DateOnly), local.Format("15:04")}
	if stmt != "care" {
		args = append(args, store.Normalize(search))
	}
	args = append(args, own...)
	args = append(args, s.id, s.name, stamp(saved), s.id, s.name, stamp(saved))
	return id, w.exec(ctx, stmt, args...)
}

// day writes one day of every resident's history, up to the end.
func (w *historyWriter) day(ctx context.Context, day time.Time) error {
	rng := w.rng
	for i := range w.home.Residents {
		r := &w.home.Residents[i]
		// The doses: every slot of the day whose window had closed when the entry was prescribed.
		for _, e := range r.Entries {
			if err := w.doses(ctx, r, e, day); err != nil {
				return err
			}
		}
		// Vital signs, morning and evening.
		for _, hour := range []int{8, 19} {
			t := at(day, hour, rng.IntN(90))
			if t.After(w.end) {
				continue
			}
			if err := w.vitals(ctx, r, t, day, hour == 8); err != nil {
				return err
			}
		}
		// The day's care record, written in the evening.
		if t := at(day, 21, rng.IntN(50)); !t.After(w.end) {
			bath := rng.IntN(7) < 2
			if _, err := w.record(ctx, "care", r.ID, t, w.nurse(21), "", bath, rng.IntN(20) > 0, rng.IntN(20) > 0,
				rng.IntN(20) > 0, rng.IntN(3) > 0); err != nil {
				return err
			}
			w.counts.Care++
		}
		// An incident about every 45 days, a general note about every 12, a social worker's note monthly.
		if rng.IntN(45) == 0 {
			hour := rng.IntN(24)
			if t := at(day, hour, rng.IntN(60)); !t.After(w.end) {
				sit := incidentSituations[rng.IntN(len(incidentSituations))]
				obs := "Se avisa a enfermería y se deja en observación."
				calledDoctor, calledRelative := sit.fall || rng.IntN(3) == 0, sit.fall
				doctorResponse, relativeResponse := "", ""
				if calledDoctor {
					doctorResponse = "Valorado por el médico: sin lesiones aparentes."
				}
				if calledRelative {
					relativeResponse = "Se informa a la familia por teléfono."
				}
				by := w.nurse(hour)
				id, err := w.record(ctx, "incident", r.ID, t, by, sit.text+" "+obs, sit.fall, shiftNames[shiftOf(hour)],
					sit.text, calledDoctor, doctorResponse, calledRelative, relativeResponse, obs)
				if err != nil {
					return err
				}
				w.counts.Incidents++
				if sit.fall { // an incident that is a fall makes its fall record (DESIGN 15)
					w.counts.Falls++
					if err := w.fall(ctx, r, t, id, by); err != nil {
						return err
					}
				}
			}
		}
		if rng.IntN(12) == 0 {
			hour := 9 + rng.IntN(12)
			if t := at(day, hour, rng.IntN(60)); !t.After(w.end) {
				by := w.nurse(hour)
				if rng.IntN(3) == 0 {
					by = w.doctors[rng.IntN(len(w.doctors))]
				}
				text := noteTexts[rng.IntN(len(noteTexts))]
				if _, err := w.record(ctx, "note", r.ID, t, by, text, text); err != nil {
					return err
				}
				w.counts.Notes++
			}
		}
		if rng.IntN(30) == 0 {
			if err := w.socialNote(ctx, r, day); err != nil {
				return err
			}
		}
		if err := w.registersDay(ctx, r, day); err != nil {
			return err
		}
	}
	return nil
}

func (w *historyWriter) vitals(ctx context.Context, r *homeResident, t, day time.Time, morning bool) error {
	rng := w.rng
	between := func(lo, hi float64, decimals int) float64 {
		v := lo + rng.Float64()*(hi-lo)
		if decimals == 0 {
			return float64(int(v + 0.5))
		}
		return float64(int(v*10+0.5)) / 10
	}
	systolic, diastolic := between(105, 138, 0), between(60, 86, 0)
	temperature, heart, saturation := between(35.8, 37.2, 1), between(58, 92, 0), between(93, 99, 0)
	var glucose, respiratory, pain, weight any
	if rng.IntN(30) == 0 { // now and then a reading out of range
		switch rng.IntN(4) {
		case 0:
			systolic = between(145, 170, 0)
		case 1:
			temperature = between(37.6, 38.6, 1)
		case 2:
			saturation = between(87, 91, 0)
		default:
			heart = between(102, 120, 0)
		}
	}
	if r.Diabetic && morning {
		glucose = between(85, 175, 0)
	}
	if rng.IntN(3) == 0 {
		respiratory = between(13, 19, 0)
	}
	if rng.IntN(8) == 0 {
		pain = between(0, 4, 0)
	}
	if morning && isoWeekday(day) == 1 { // weighed on Mondays
		weight = float64(int((r.Weight+2*float64(day.YearDay()%30)/30)*10)) / 10
	}
	observations := ""
	if rng.IntN(20) == 0 {
		observations = "Toma repetida tras reposo."
	}
	hour := t.In(madrid).Hour()
	if _, err := w.record(ctx, "vitals", r.ID, t, w.nurse(hour), " "+observations, systolic, diastolic, glucose,
		temperature, heart, respiratory, saturation, pain, weight, "", observations); err != nil {
		return err
	}
	w.counts.Vitals++
	return nil
}

func (w *historyWriter) socialNote(ctx context.Context, r *homeResident, day time.Time) error {
	rng := w.rng
	t := at(day, 10+rng.IntN(6), rng.IntN(60))
	if t.After(w.end) {
		return nil
	}
	text := socialTexts[rng.IntN(len(socialTexts))]
	id, err := w.record(ctx, "social", r.ID, t, w.social, text, text)
	if err != nil {
		return err
	}
	w.counts.SocialWork++
	for k := range rng.IntN(3) {
		later := t.AddDate(0, 0, 1+rng.IntN(20))
		if later.After(w.end) {
			break
		}
		l := later.In(madrid)
		if err := w.exec(ctx, "observation", idAt(later, rng), id, k, observationTexts[rng.IntN(len(observationTexts))],
			l.Format(time.DateOnly), l.Format("15:04"), w.social.id, w.social.name); err != nil {
			return err
		}
		w.counts.Observations++
	}
	return nil
}

// heldReasons are the hold codes a past dose may carry ("other" needs a note, and is left out).
var heldReasons = []string{"refused", "asleep", "absent", "vomiting", "fasting", "medical-order", "no-stock"}

// doses records the entry's slots of the day that the server does not owe (their window closed before the
// entry was prescribed): given within the hour around their time, one in 40 held; one in 400 nobody
// recorded, with the notice the missed-dose check makes (for the indicators: the round owes none of these slots).
func (w *historyWriter) doses(ctx context.Context, r *homeResident, e homeEntry, day time.Time) error {
	date := day.Format(time.DateOnly)
	if date < e.Date || (len(e.Weekdays) > 0 && !slices.Contains(e.Weekdays, isoWeekday(day))) {
		return nil
	}
	for _, clock := range e.Times {
		key := date + "T" + clock
		due, ok := slotTime(key)
		if !ok || !due.Add(doseWindow).Before(e.ScheduleSetAt) {
			continue
		}
		if w.rng.IntN(400) == 0 { // nobody recorded it: the missed-dose check told the staff
			if err := w.exec(ctx, "missed", r.KardexID, e.ID, key, stamp(due.Add(doseWindow))); err != nil {
				return err
			}
			w.counts.Registers.Missed++
			continue
		}
		given := due.Add(time.Duration(w.rng.IntN(50)-15) * time.Minute)
		status, reason, units := "given", "", 1
		if w.rng.IntN(40) == 0 {
			status, reason, units = "held", heldReasons[w.rng.IntN(len(heldReasons))], 0
			w.counts.Held++
		}
		by := w.nurse(due.In(madrid).Hour())
		saved := given.Add(time.Duration(5+w.rng.IntN(60)) * time.Second)
		if err := w.exec(ctx, "dose", idAt(saved, w.rng), r.KardexID, e.ID, r.ID, e.Medication, e.MedicationName, key,
			status, reason, stamp(given), units, by.id, by.name, stamp(saved)); err != nil {
			return err
		}
		w.counts.Administrations++
	}
	return nil
}

// slotTime is when a slot ("YYYY-MM-DDTHH:MM", Madrid) is due, read as the server reads it.
func slotTime(key string) (time.Time, bool) {
	t, err := time.ParseInLocation("2006-01-02T15:04", key, madrid)
	return t, err == nil
}

// isoWeekday is 1 for Monday to 7 for Sunday.
func isoWeekday(t time.Time) int { return (int(t.Weekday())+6)%7 + 1 }

// describeCounts says what the history holds, in a sentence.
func describeCounts(c historyCounts) string {
	return strings.Join([]string{
		thousands(c.Vitals) + " vital signs", thousands(c.Care) + " daily care records",
		fmt.Sprintf("%s incidents (%s falls)", thousands(c.Incidents), thousands(c.Falls)),
		thousands(c.Notes) + " general notes",
		fmt.Sprintf("%s social-work notes (+%s observations)", thousands(c.SocialWork), thousands(c.Observations)),
		fmt.Sprintf("%s doses (%s held, %s missed)", thousands(c.Administrations), thousands(c.Held), thousands(c.Registers.Missed)),
		describeRegisters(c.Registers),
	}, ", ")
}
