package server

import (
	"slices"
	"testing"
	"time"
)

// inMadrid is a copy made at that wall time in Madrid.
func inMadrid(y int, m time.Month, d, hh, mm int) time.Time {
	return time.Date(y, m, d, hh, mm, 0, 0, madrid)
}

func keptDays(copies []backupCopy) []string {
	keep, _ := rotate(copies)
	var out []string
	for _, c := range keep {
		out = append(out, c.At.In(madrid).Format("2006-01-02 15:04"))
	}
	return out
}

func newestFirst(copies []backupCopy) []backupCopy {
	slices.SortFunc(copies, func(a, b backupCopy) int { return b.At.Compare(a.At) })
	return copies
}

func TestRotationKeepsSevenDaysFourWeeksTwelveMonths(t *testing.T) {
	var copies []backupCopy
	for d := inMadrid(2025, 11, 1, 3, 0); !d.After(inMadrid(2026, 11, 20, 3, 0)); d = d.AddDate(0, 0, 1) {
		copies = append(copies, backupCopy{At: d, Verified: true})
	}
	got := keptDays(newestFirst(copies))
	want := []string{
		// the 7 newest days
		"2026-11-20 03:00", "2026-11-19 03:00", "2026-11-18 03:00", "2026-11-17 03:00", "2026-11-16 03:00",
		"2026-11-15 03:00", "2026-11-14 03:00",
		// the newest of ISO weeks 45 and 44 (weeks 47 and 46 are kept above)
		"2026-11-08 03:00", "2026-11-01 03:00",
		// the newest of the 12 newest months (November is kept above)
		"2026-10-31 03:00", "2026-09-30 03:00", "2026-08-31 03:00", "2026-07-31 03:00", "2026-06-30 03:00",
		"2026-05-31 03:00", "2026-04-30 03:00", "2026-03-31 03:00", "2026-02-28 03:00", "2026-01-31 03:00",
		"2025-12-31 03:00",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("kept\n%v\nwant\n%v", got, want)
	}
}

func TestRotationCountsDaysThatHaveACopyAndTheHomesCalendar(t *testing.T) {
	copies := newestFirst([]backupCopy{
		{At: inMadrid(2026, 11, 20, 3, 0), Verified: true},
		{At: inMadrid(2026, 11, 20, 0, 30), Verified: true}, // 23:30 UTC the day before: still the 20th in Madrid
		{At: inMadrid(2026, 11, 20, 9, 15), Verified: true}, // a start-up copy the same day: the newest stays
		// the machine was off for weeks: older days with a copy are still counted, not the calendar
		{At: inMadrid(2026, 9, 2, 3, 0), Verified: true},
		{At: inMadrid(2026, 9, 1, 3, 0), Verified: true},
	})
	got := keptDays(copies)
	want := []string{"2026-11-20 09:15", "2026-09-02 03:00", "2026-09-01 03:00"}
	if !slices.Equal(got, want) {
		t.Fatalf("kept %v, want %v", got, want)
	}
}

func TestRotationKeepsAFailedCopyOnlyWhileItIsTheNewest(t *testing.T) {
	copies := newestFirst([]backupCopy{
		{File: "hoy", At: inMadrid(2026, 11, 20, 3, 0), Verified: false},
		{File: "ayer-mal", At: inMadrid(2026, 11, 19, 9, 0), Verified: false},
		{File: "ayer", At: inMadrid(2026, 11, 19, 3, 0), Verified: true},
	})
	keep, remove := rotate(copies)
	if len(keep) != 2 || keep[0].File != "hoy" || keep[1].File != "ayer" || len(remove) != 1 || remove[0].File != "ayer-mal" {
		t.Fatalf("keep %+v remove %+v", keep, remove)
	}
	// Eight days of good copies after an unverified one: the unverified one does not take a day's place.
	copies = nil
	for d := 0; d < 8; d++ {
		copies = append(copies, backupCopy{At: inMadrid(2026, 11, 20-d, 3, 0), Verified: true})
	}
	copies = newestFirst(append(copies, backupCopy{File: "mala", At: inMadrid(2026, 11, 20, 4, 0), Verified: false}))
	if keep, _ := rotate(copies); len(keep) != 8 || keep[0].File != "mala" || keep[7].At != inMadrid(2026, 11, 14, 3, 0) {
		t.Fatalf("keep %+v", keep)
	}
}

func TestBackupIsDueAtTheHourAndAtStartUpWhenNoneIsRecent(t *testing.T) {
	b, err := newBackups(BackupConfig{Dir: "x", At: "03:00"})
	if err != nil {
		t.Fatal(err)
	}
	day := func(hh, mm int) time.Time { return inMadrid(2026, 11, 20, hh, mm) }
	var none time.Time
	cases := []struct {
		name              string
		prev, now, newest time.Time
		want              bool
	}{
		{"start-up without copies", none, day(10, 0), none, true},
		{"start-up, last copy 23 h old", none, day(10, 0), day(10, 0).Add(-23 * time.Hour), false},
		{"start-up, last copy 24 h old (off at 03:00)", none, day(10, 0), day(10, 0).Add(-24 * time.Hour), true},
		{"the hour passes", day(2, 59), day(3, 0), day(3, 0).AddDate(0, 0, -1), true},
		{"the hour passed a minute ago", day(3, 0), day(3, 1), day(3, 0).AddDate(0, 0, -1), false},
		{"the hour passes while the machine sleeps", day(1, 0), day(7, 30), day(3, 0).AddDate(0, 0, -1), true},
		{"the hour passes but a copy was made since", day(2, 59), day(3, 0), day(3, 0), false},
		{"before the hour", day(2, 58), day(2, 59), day(3, 0).AddDate(0, 0, -1), false},
		{"the hour passes after midnight UTC", inMadrid(2026, 11, 21, 0, 59), inMadrid(2026, 11, 21, 3, 0), day(3, 0), true},
	}
	for _, tc := range cases {
		if got := b.due(tc.prev, tc.now, tc.newest); got != tc.want {
			t.Errorf("%s: due = %v, want %v", tc.name, got, tc.want)
		}
	}
	b.retryAt = day(4, 0)
	if b.due(day(3, 58), day(3, 59), day(3, 0).AddDate(0, 0, -1)) || !b.due(day(3, 59), day(4, 0), day(3, 0).AddDate(0, 0, -1)) {
		t.Error("a failed copy is tried again at its retry time, not before")
	}
	for _, bad := range []string{"25:00", "3", "03:00:00", "tres"} {
		if _, err := newBackups(BackupConfig{At: bad}); err == nil {
			t.Errorf("--backup-at %q accepted", bad)
		}
	}
}
