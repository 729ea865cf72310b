package server

import (
	"slices"
	"testing"
	"time"
)

// madridAt is a moment on Madrid's clock, "2006-01-02T15:04".
func madridAt(t *testing.T, s string) time.Time {
	t.Helper()
	at, err := time.ParseInLocation(slotLayout, s, madrid)
	if err != nil {
		t.Fatal(err)
	}
	return at
}

// DESIGN 9: a schedule becomes the slots of a period: every day or on weekdays, from its start to its end,
// the night shift across midnight, and the last Sundays of March and October, when the clock changes.
func TestScheduleSlots(t *testing.T) {
	everyDay := kardexEntry{ID: "e", Date: "2026-11-01", Times: []string{"08:00", "20:00"}}
	cases := []struct {
		name     string
		entry    kardexEntry
		from, to string
		want     []string
	}{
		{"every day, the morning shift", everyDay, "2026-11-20T07:00", "2026-11-20T15:00", []string{"2026-11-20T08:00"}},
		{"every day, the afternoon shift", everyDay, "2026-11-20T15:00", "2026-11-20T23:00", []string{"2026-11-20T20:00"}},
		{"the end of a shift is not in it", kardexEntry{ID: "e", Date: "2026-11-01", Times: []string{"15:00"}},
			"2026-11-20T07:00", "2026-11-20T15:00", nil},
		{"Monday, Wednesday and Friday over a week",
			kardexEntry{ID: "e", Date: "2026-11-01", Times: []string{"09:00"}, Weekdays: []int{1, 3, 5}},
			"2026-11-16T00:00", "2026-11-23T00:00", []string{"2026-11-16T09:00", "2026-11-18T09:00", "2026-11-20T09:00"}},
		{"Sunday is 7", kardexEntry{ID: "e", Date: "2026-11-01", Times: []string{"09:00"}, Weekdays: []int{7}},
			"2026-11-16T00:00", "2026-11-23T00:00", []string{"2026-11-22T09:00"}},
		{"from its start to its end, both included",
			kardexEntry{ID: "e", Date: "2026-11-18", EndDate: "2026-11-19", Times: []string{"08:00"}},
			"2026-11-16T00:00", "2026-11-23T00:00", []string{"2026-11-18T08:00", "2026-11-19T08:00"}},
		{"the night shift crosses midnight", kardexEntry{ID: "e", Date: "2026-11-01", Times: []string{"06:00", "12:00", "23:30"}},
			"2026-11-20T23:00", "2026-11-21T07:00", []string{"2026-11-20T23:30", "2026-11-21T06:00"}},
		{"a night that ends the day an entry ends", kardexEntry{ID: "e", Date: "2026-11-01", EndDate: "2026-11-20", Times: []string{"06:00", "23:30"}},
			"2026-11-20T23:00", "2026-11-21T07:00", []string{"2026-11-20T23:30"}},
		{"the last Sunday of March: 02:30 does not exist, the slot happens once",
			kardexEntry{ID: "e", Date: "2026-03-01", Times: []string{"02:30", "06:30"}},
			"2026-03-28T23:00", "2026-03-29T07:00", []string{"2026-03-29T02:30", "2026-03-29T06:30"}},
		{"the last Sunday of October: 02:30 happens twice, the slot once",
			kardexEntry{ID: "e", Date: "2026-10-01", Times: []string{"02:30", "06:30"}},
			"2026-10-24T23:00", "2026-10-25T07:00", []string{"2026-10-25T02:30", "2026-10-25T06:30"}},
		{"PRN has no slots", kardexEntry{ID: "e", Date: "2026-11-01", PRN: true, PRNIndication: "dolor", PRNMaxPerDay: 3},
			"2026-11-20T00:00", "2026-11-21T00:00", nil},
		{"an entry from before schedules has none", kardexEntry{ID: "e", Date: "2026-11-01"}, "2026-11-20T00:00", "2026-11-21T00:00", nil},
		{"a slot whose window had closed when the schedule was set is not owed",
			kardexEntry{ID: "e", Date: "2026-11-01", Times: []string{"08:00", "10:00"}, OwedFrom: time.Date(2026, 11, 20, 8, 30, 0, 0, time.UTC)}, /* set at 09:30Z, an hour's window */
			"2026-11-20T07:00", "2026-11-20T15:00", []string{"2026-11-20T10:00"}},
		{"one still in its window when set is owed",
			kardexEntry{ID: "e", Date: "2026-11-01", Times: []string{"09:45"}, OwedFrom: time.Date(2026, 11, 20, 8, 30, 0, 0, time.UTC)}, /* set at 09:30Z, an hour's window */
			"2026-11-20T07:00", "2026-11-20T15:00", []string{"2026-11-20T09:45"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.entry.normalized().slots(tc.from, tc.to)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("slots = %v, want %v", got, tc.want)
			}
			for _, key := range got {
				if !tc.entry.normalized().hasSlot(key) {
					t.Errorf("hasSlot(%s) = false", key)
				}
			}
		})
	}
	if everyDay.hasSlot("2026-11-20T09:00") || everyDay.hasSlot("2026-11-20T8:00") ||
		everyDay.hasSlot("2026-10-31T08:00") {
		t.Fatal("a time not in the schedule, a malformed key or a day before the start is not a slot")
	}
}

// The clock's changes: the night of the last Saturday of March lasts seven hours and its 02:30 is due at
// 03:30 summer time; the night of the last Saturday of October lasts nine and its 02:30 is the second one.
func TestShiftsAcrossTheClockChanges(t *testing.T) {
	cases := []struct {
		day       string
		hours     time.Duration
		slot, utc string
	}{
		{"2026-03-28", 7 * time.Hour, "2026-03-29T02:30", "2026-03-29T01:30:00Z"},
		{"2026-10-24", 9 * time.Hour, "2026-10-25T02:30", "2026-10-25T01:30:00Z"},
		{"2026-11-20", 8 * time.Hour, "2026-11-21T02:30", "2026-11-21T01:30:00Z"},
	}
	for _, tc := range cases {
		day, _ := time.Parse(time.DateOnly, tc.day)
		from, to := defaultRound.span(day, "noche")
		start, _ := slotInstant(from)
		end, _ := slotInstant(to)
		at, _ := slotInstant(tc.slot)
		if end.Sub(start) != tc.hours || at.UTC().Format(time.RFC3339) != tc.utc {
			t.Errorf("night of %s: %s-%s lasts %v (want %v), %s is due %s (want %s)", tc.day, from, to, end.Sub(start), tc.hours,
				tc.slot, at.UTC().Format(time.RFC3339), tc.utc)
		}
	}
}

func TestShiftAt(t *testing.T) {
	cases := []struct{ now, day, shift string }{
		{"2026-11-20T06:59", "2026-11-19", "noche"},
		{"2026-11-20T07:00", "2026-11-20", "manana"},
		{"2026-11-20T14:59", "2026-11-20", "manana"},
		{"2026-11-20T15:00", "2026-11-20", "tarde"},
		{"2026-11-20T22:59", "2026-11-20", "tarde"},
		{"2026-11-20T23:00", "2026-11-20", "noche"},
		{"2026-11-21T00:30", "2026-11-20", "noche"},
		{"2026-03-29T03:30", "2026-03-28", "noche"}, // an hour after 01:59 on the night the clock goes forward
	}
	for _, tc := range cases {
		day, shift := defaultRound.shiftAt(madridAt(t, tc.now))
		if day.Format(time.DateOnly) != tc.day || shift != tc.shift {
			t.Errorf("shiftAt(%s) = %s %s, want %s %s", tc.now, day.Format(time.DateOnly), shift, tc.day, tc.shift)
		}
	}
}

// A dose due at 10:00 with the default windows (60 and 180 minutes): both ends of "due" included, missed
// from 13:00 on.
func TestDoseStatusAtTheWindowEdges(t *testing.T) {
	due := madridAt(t, "2026-11-20T10:00")
	cases := []struct {
		now  time.Duration
		want string
	}{
		{-61 * time.Minute, statusPending},
		{-60*time.Minute - time.Second, statusPending},
		{-60 * time.Minute, statusDue},
		{0, statusDue},
		{60 * time.Minute, statusDue},
		{60*time.Minute + time.Second, statusLate},
		{179 * time.Minute, statusLate},
		{180*time.Minute - time.Second, statusLate},
		{180 * time.Minute, statusMissed},
		{24 * time.Hour, statusMissed},
	}
	for _, tc := range cases {
		if got := defaultRound.doseStatus(due, due.Add(tc.now)); got != tc.want {
			t.Errorf("at %v from its time: %s, want %s", tc.now, got, tc.want)
		}
	}
}

func TestScheduleText(t *testing.T) {
	cases := []struct {
		entry kardexEntry
		want  string
	}{
		{kardexEntry{Times: []string{"08:00", "20:00"}}, "08:00 y 20:00"},
		{kardexEntry{Times: []string{"08:00", "14:00", "20:00"}}, "08:00, 14:00 y 20:00"},
		{kardexEntry{Times: []string{"09:00"}, Weekdays: []int{1, 3, 5}}, "Lunes, miércoles y viernes a las 09:00"},
		{kardexEntry{Times: []string{"01:00"}, Weekdays: []int{7}}, "Domingo a la 01:00"},
		{kardexEntry{Times: []string{"08:00"}, EndDate: "2026-11-30"}, "08:00 hasta el 30/11/2026"},
		{kardexEntry{PRN: true, PRNIndication: "dolor", PRNMaxPerDay: 3}, "Si precisa: dolor (máx. 3 al día)"},
		{kardexEntry{}, "Sin horario"},
	}
	for _, tc := range cases {
		if got := tc.entry.scheduleText(); got != tc.want {
			t.Errorf("scheduleText(%+v) = %q, want %q", tc.entry, got, tc.want)
		}
	}
}

func TestRoomsSortAsPeopleCount(t *testing.T) {
	rooms := []string{"10", "B-12", "2", "B-9", "1A", "A", ""}
	slices.SortFunc(rooms, naturalCompare)
	if want := []string{"", "1A", "2", "10", "A", "B-9", "B-12"}; !slices.Equal(rooms, want) {
		t.Fatalf("rooms sorted %v, want %v", rooms, want)
	}
	for name, want := range map[string]string{"Carmen Ruiz Gómez": "CRG", "María de la Paz Gil": "MPG", "Persona enfermera": "PE", "": ""} {
		if got := initials(name); got != want {
			t.Errorf("initials(%q) = %q, want %q", name, got, want)
		}
	}
}
