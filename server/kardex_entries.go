package server

import (
	"math"
	"slices"
	"strconv"
)

// kardexEntryBody is an entry as the doctor sends it: the numbers may be typed the Spanish way ("0,5").
type kardexEntryBody struct {
	kardexEntry
	UnitsPerDose *decimal `json:"unitsPerDose"`
	PRNMaxPerDay *decimal `json:"prnMaxPerDay"`
	PRNMinHours  *decimal `json:"prnMinHours"` // «si precisa»: hours under which a second dose asks (default 4)
}

// maxTimesPerDay bounds an entry's times.
const maxTimesPerDay = 24

// checkSchedule validates an entry's schedule and puts it in its one written form: times sorted and each
// once, weekdays the same (all seven are every day, written as none), nothing of PRN on a scheduled entry
// and no days on a PRN one, and the frequency said from the schedule when the doctor wrote none.
//
// A new entry needs its times, "si precisa", or at least SPEC's free-text frequency: an entry with a
// frequency and no times (SPEC's clients send no times), like one saved before schedules existed (legacy:
// known by its _id, saved without times and not PRN), is kept without a schedule: it reads "Sin horario"
// and the round owes no dose of it (and raises no missed-dose alert) until a doctor sets its times.
func (e *kardexEntry) checkSchedule(v *validation, field string, legacy bool) {
	for _, t := range e.Times {
		v.check(clockTime.MatchString(t), field+"times", "Hora no válida.")
	}
	slices.Sort(e.Times)
	e.Times = slices.Compact(e.Times)
	v.check(len(e.Times) <= maxTimesPerDay, field+"times", "Como máximo "+strconv.Itoa(maxTimesPerDay)+" horas al día.")
	for _, d := range e.Weekdays {
		v.check(d >= 1 && d <= 7, field+"weekdays", "Día de la semana no válido.")
	}
	e.Weekdays = slices.DeleteFunc(e.Weekdays, func(d int) bool { return d < 1 || d > 7 })
	slices.Sort(e.Weekdays)
	e.Weekdays = slices.Compact(e.Weekdays)
	if len(e.Weekdays) == 7 {
		e.Weekdays = nil
	}
	if start, ok := v.date(e.Date, field+"date"); ok && e.EndDate != "" {
		if end, ok := v.date(e.EndDate, field+"endDate"); ok {
			v.check(!end.Before(start), field+"endDate", "La fecha de fin no puede ser anterior a la de inicio.")
		}
	} else {
		v.date(e.EndDate, field+"endDate")
	}
	if e.PRN {
		v.check(len(e.Times) == 0, field+"times", "Un medicamento «si precisa» no lleva horas fijas.")
		v.required(e.PRNIndication, field+"prnIndication", "Indique cuándo se da (por ejemplo, dolor).")
		v.maxLen(e.PRNIndication, shortText, field+"prnIndication")
		v.check(e.PRNMaxPerDay >= 1, field+"prnMaxPerDay", "Indique cuántas dosis al día como máximo.")
		e.Weekdays = nil
	} else {
		// SPEC's entry (a frequency, no times) is kept without a schedule, for a doctor to set its times.
		v.check(len(e.Times) > 0 || e.Frequency != "" || legacy, field+"frequency", "Ingrese la frecuencia.")
		e.PRNIndication, e.PRNMaxPerDay, e.PRNMinHours = "", 0, 0
	}
	*e = e.normalized()
	if e.Frequency == "" {
		e.Frequency = e.scheduleText()
	}
}

// sameSchedule reports whether an edit left the entry's times, days, start and PRN as they were (an end
// date moved does not count: it changes no slot before it).
func (e kardexEntry) sameSchedule(other kardexEntry) bool {
	e, other = e.normalized(), other.normalized()
	return slices.Equal(e.Times, other.Times) && slices.Equal(e.Weekdays, other.Weekdays) && e.Date == other.Date &&
		e.PRN == other.PRN
}

// checkNumber checks a number a person typed: a number, above zero, at most max.
func checkNumber(v *validation, field string, n, max float64) {
	v.check(!math.IsNaN(n), field, notANumber)
	v.check(math.IsNaN(n) || n > 0, field, "Debe ser mayor que cero.")
	v.check(math.IsNaN(n) || n <= max, field, "Es demasiado grande (máximo "+spanishNumber(max)+").")
}
