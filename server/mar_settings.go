package server

import (
	"context"
	"time"

	"amparo/store"
)

// The medication round's settings (DESIGN 9): the three shifts and the windows of a dose. The defaults are
// here and only here; an administrator changes them with PUT /settings {medicationRound}.

const settingRound = "medication_round"

// shiftHours is a shift on Madrid's clock, from start (included) to end (excluded).
type shiftHours struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

type shiftTable struct {
	Manana shiftHours `json:"manana"`
	Tarde  shiftHours `json:"tarde"`
	Noche  shiftHours `json:"noche"` // crosses midnight: it belongs to the date it starts on
}

type roundSettings struct {
	Shifts             shiftTable `json:"shifts"`
	DoseWindowMinutes  int        `json:"doseWindowMinutes"`  // a dose is due this long before and after its time
	MissedAfterMinutes int        `json:"missedAfterMinutes"` // and missed this long after it
}

// defaultRound is how a Spanish care home runs its shifts.
var defaultRound = roundSettings{
	Shifts: shiftTable{
		Manana: shiftHours{"07:00", "15:00"},
		Tarde:  shiftHours{"15:00", "23:00"},
		Noche:  shiftHours{"23:00", "07:00"},
	},
	DoseWindowMinutes:  60,
	MissedAfterMinutes: 180,
}

// shiftNames are the shifts in the order of a day.
var shiftNames = []string{"manana", "tarde", "noche"}

func (rs roundSettings) hours(shift string) shiftHours {
	switch shift {
	case "manana":
		return rs.Shifts.Manana
	case "tarde":
		return rs.Shifts.Tarde
	}
	return rs.Shifts.Noche
}

func (rs roundSettings) window() time.Duration {
	return time.Duration(rs.DoseWindowMinutes) * time.Minute
}
func (rs roundSettings) missed() time.Duration {
	return time.Duration(rs.MissedAfterMinutes) * time.Minute
}

// roundSettings are the saved settings over the defaults.
func (s *Server) roundSettings(ctx context.Context) (roundSettings, error) {
	rs := defaultRound
	_, err := s.store.ReadSetting(ctx, settingRound, &rs)
	return rs, err
}

// shiftAt names the shift a moment falls in, and the day that shift belongs to (a night shift's early
// hours belong to the day before).
func (rs roundSettings) shiftAt(t time.Time) (day time.Time, shift string) {
	local := t.In(madrid)
	day = time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, time.UTC)
	clock := local.Format("15:04")
	for _, name := range shiftNames {
		h := rs.hours(name)
		switch {
		case h.Start < h.End && clock >= h.Start && clock < h.End:
			return day, name
		case h.Start > h.End && clock >= h.Start:
			return day, name
		case h.Start > h.End && clock < h.End:
			return day.AddDate(0, 0, -1), name
		}
	}
	return day, shiftNames[0] // unreachable with valid settings: the shifts cover the day
}

// span is a shift of a day as slot keys [from, to).
func (rs roundSettings) span(day time.Time, shift string) (from, to string) {
	h := rs.hours(shift)
	end := day
	if h.End <= h.Start {
		end = day.AddDate(0, 0, 1)
	}
	return slotKey(day, h.Start), slotKey(end, h.End)
}

// check validates settings sent by an administrator: three shifts in a row that cover the day, mañana and
// tarde within it and noche across midnight, and sensible windows.
func (rs roundSettings) check(v *validation, prefix string) {
	for _, name := range shiftNames {
		h := rs.hours(name)
		for _, t := range []string{h.Start, h.End} {
			v.check(clockTime.MatchString(t), prefix+"shifts."+name, "Hora no válida.")
		}
	}
	m, t, n := rs.Shifts.Manana, rs.Shifts.Tarde, rs.Shifts.Noche
	v.check(m.End == t.Start && t.End == n.Start && n.End == m.Start && m.Start < m.End && t.Start < t.End,
		prefix+"shifts", "Los turnos deben seguirse sin huecos: mañana, tarde y noche (que cruza la medianoche).")
	v.check(rs.DoseWindowMinutes >= 5 && rs.DoseWindowMinutes <= 180, prefix+"doseWindowMinutes", "Debe estar entre 5 y 180 minutos.")
	v.check(rs.MissedAfterMinutes > rs.DoseWindowMinutes && rs.MissedAfterMinutes <= 720, prefix+"missedAfterMinutes",
		"Debe ser mayor que el margen de la dosis y como mucho 720 minutos.")
}

// saveRoundSettings stores settings already checked.
func (s *Server) saveRoundSettings(ctx context.Context, actor store.Actor, rs roundSettings) error {
	before, err := s.roundSettings(ctx)
	if err != nil {
		return err
	}
	return s.store.SaveSetting(ctx, actor, settingRound, rs, before)
}
