package server

import (
	"slices"
	"strings"
	"time"
)

// A Kardex entry's schedule, expanded into slots (DESIGN 9). A slot is a day and a time on Madrid's clock,
// written "YYYY-MM-DDTHH:MM": its key, which the round, the administrations and the monthly sheet name
// it by. Keys compare as text in time order, so a shift is the keys from its start to its end.
//
// The clock's changes: a time that does not exist on the last Sunday of March (02:00-02:59) is due at the
// same minute an hour later, and a time that happens twice on the last Sunday of October is due at the
// second one (winter time), as Go's time.Date reads them; either way the slot happens once that day.

const slotLayout = "2006-01-02T15:04"

// slotKey is the slot of a day (a date at midnight UTC, as today() gives) at a time.
func slotKey(day time.Time, clock string) string { return day.Format(time.DateOnly) + "T" + clock }

// slotInstant is the moment a slot is due, and whether the key is one.
func slotInstant(key string) (time.Time, bool) {
	t, err := time.ParseInLocation(slotLayout, key, madrid)
	return t, err == nil && len(key) == len(slotLayout)
}

// isoWeekday is 1 for Monday to 7 for Sunday.
func isoWeekday(t time.Time) int { return (int(t.Weekday())+6)%7 + 1 }

// activeOn reports whether a day ("YYYY-MM-DD") is between the entry's start and end.
func (e kardexEntry) activeOn(day string) bool { return activeOn(e.Date, e.EndDate, day) }

// onDay reports whether the entry has slots on a day ("YYYY-MM-DD" and its weekday).
func (e kardexEntry) onDay(day string, weekday int) bool {
	return onDay(e.PRN, e.Date, e.EndDate, e.Weekdays, day, weekday)
}

func activeOn(start, end, day string) bool { return day >= start && (end == "" || day <= end) }

func onDay(prn bool, start, end string, weekdays []int, day string, weekday int) bool {
	return !prn && activeOn(start, end, day) && (len(weekdays) == 0 || slices.Contains(weekdays, weekday))
}

// owes reports whether a slot of the schedule due at `at` is owed: slots whose window had already closed when
// the schedule was set (a prescription written at noon, a time changed later) were never due, and a slot
// owed then stays owed whatever the window is changed to later (OwedFrom is fixed when the schedule is set).
func (e kardexEntry) owes(at time.Time) bool { return e.OwedFrom.IsZero() || !at.Before(e.OwedFrom) }

// slots are the entry's owed slots with keys in [from, to), in order.
func (e kardexEntry) slots(from, to string) []string {
	if e.PRN || len(e.Times) == 0 || e.ID == "" {
		return nil
	}
	first, err1 := time.Parse(time.DateOnly, from[:10])
	last, err2 := time.Parse(time.DateOnly, to[:10])
	if err1 != nil || err2 != nil {
		return nil
	}
	var out []string
	for day := first; !day.After(last); day = day.AddDate(0, 0, 1) {
		if !e.onDay(day.Format(time.DateOnly), isoWeekday(day)) {
			continue
		}
		for _, clock := range e.Times {
			key := slotKey(day, clock)
			if key < from || key >= to {
				continue
			}
			if at, ok := slotInstant(key); ok && e.owes(at) {
				out = append(out, key)
			}
		}
	}
	return out
}

// slotSpan expands many entries' schedules over one period ([from, to) as keys) at the cost of one: the
// period's days, and the key and instant of each day's times, are worked out once, not per entry (a whole
// home's round has tens of thousands of entries). Its slots are kardexEntry.slots'. Not for use by two
// goroutines at once.
type slotSpan struct {
	from, to string
	days     []slotDay
}

type slotDay struct {
	date    string
	weekday int
	slots   map[string]*spanSlot // by time of day
}

// spanSlot is a slot of the period: its key and when it is due (ok: the key is a time in the period).
type spanSlot struct {
	key string
	at  time.Time
	ok  bool
}

func newSlotSpan(from, to string) *slotSpan {
	sp := &slotSpan{from: from, to: to}
	first, err1 := time.Parse(time.DateOnly, from[:min(len(from), 10)])
	last, err2 := time.Parse(time.DateOnly, to[:min(len(to), 10)])
	if err1 != nil || err2 != nil {
		return sp
	}
	for day := first; !day.After(last); day = day.AddDate(0, 0, 1) {
		sp.days = append(sp.days, slotDay{date: day.Format(time.DateOnly), weekday: isoWeekday(day), slots: map[string]*spanSlot{}})
	}
	return sp
}

// slot is the day's slot at a time of day.
func (sp *slotSpan) slot(d *slotDay, clock string) *spanSlot {
	sl, seen := d.slots[clock]
	if !seen {
		sl = &spanSlot{key: d.date + "T" + clock}
		if sl.key >= sp.from && sl.key < sp.to {
			sl.at, sl.ok = slotInstant(sl.key)
		}
		d.slots[clock] = sl
	}
	return sl
}

// slots appends to dst the entry's owed slots in the period, in order.
func (sp *slotSpan) slots(re *roundEntry, dst []*spanSlot) []*spanSlot {
	e := re.entry
	if e.PRN || len(e.Times) == 0 || e.ID == "" {
		return dst
	}
	for i := range sp.days {
		d := &sp.days[i]
		if !e.onDay(d.date, d.weekday) {
			continue
		}
		for _, clock := range e.Times {
			if sl := sp.slot(d, clock); sl.ok && e.owes(sl.at) {
				dst = append(dst, sl)
			}
		}
	}
	return dst
}

// hasSlot reports whether key is one of the entry's owed slots.
func (e kardexEntry) hasSlot(key string) bool {
	if _, ok := slotInstant(key); !ok {
		return false
	}
	return slices.Contains(e.slots(key, key+"~"), key)
}

// Dose statuses of the round.
const (
	statusPending = "pending" // before its window
	statusDue     = "due"     // within doseWindowMinutes either side of its time, both ends included
	statusLate    = "late"    // the window passed, and missedAfterMinutes have not
	statusMissed  = "missed"  // missedAfterMinutes after its time (from that minute on), still not recorded
)

// doseStatus is the status of a slot due at `at` that has no administration yet.
func (rs roundSettings) doseStatus(at, now time.Time) string {
	switch {
	case now.Before(at.Add(-rs.window())):
		return statusPending
	case !now.After(at.Add(rs.window())):
		return statusDue
	case now.Before(at.Add(rs.missed())):
		return statusLate
	}
	return statusMissed
}

var weekdayNames = []string{"", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"}

// scheduleText says the schedule in Spanish: "08:00 y 20:00", "Lunes, miércoles y viernes a las 09:00",
// "Si precisa: dolor (máx. 3 al día)", "Sin horario" (an entry from before schedules).
func (e kardexEntry) scheduleText() string {
	if e.PRN {
		return "Si precisa: " + e.PRNIndication + " (máx. " + spanishNumber(float64(e.PRNMaxPerDay)) + " al día)"
	}
	if len(e.Times) == 0 {
		return "Sin horario"
	}
	text := spanishList(e.Times)
	if len(e.Weekdays) > 0 {
		days := make([]string, len(e.Weekdays))
		for i, d := range e.Weekdays {
			days[i] = weekdayNames[d]
		}
		at := " a las "
		if len(e.Times) == 1 && strings.HasPrefix(e.Times[0], "01:") {
			at = " a la "
		}
		list := spanishList(days)
		text = strings.ToUpper(list[:1]) + list[1:] + at + text
	}
	if e.EndDate != "" {
		text += " hasta el " + spanishDate(e.EndDate)
	}
	return text
}

// spanishList joins "a", "b" and "c" as "a, b y c".
func spanishList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " y " + items[len(items)-1]
}
