package server

import (
	"fmt"
	"time"
)

// How many copies the rotation keeps (DESIGN 12).
const (
	keepDaily   = 7
	keepWeekly  = 4
	keepMonthly = 12
)

// backupCopy is one automatic copy in the backups folder.
type backupCopy struct {
	File     string
	At       time.Time
	Bytes    int64
	Verified bool
}

// rotate splits copies (newest first) into those kept and those to remove. Among the verified copies it
// keeps the newest copy of each of the 7 most recent days that have one, of the 4 most recent ISO weeks
// that have one and of the 12 most recent months that have one (the home's calendar, Europe/Madrid); a
// copy kept by any of the three rules stays. Counting days that have a copy, not days of the calendar, means
// a wrong clock or a month with the machine off never removes the last good copies. A copy that did not
// verify is kept only while it is the newest of all (so the administrator sees the failure), and never
// counts as a day's copy.
func rotate(copies []backupCopy) (keep, remove []backupCopy) {
	kept := make([]bool, len(copies))
	if len(copies) > 0 && !copies[0].Verified {
		kept[0] = true
	}
	for _, rule := range []struct {
		n      int
		period func(time.Time) string
	}{
		{keepDaily, func(t time.Time) string { return t.Format(time.DateOnly) }},
		{keepWeekly, func(t time.Time) string { y, w := t.ISOWeek(); return fmt.Sprintf("%d-W%02d", y, w) }},
		{keepMonthly, func(t time.Time) string { return t.Format("2006-01") }},
	} {
		seen := map[string]bool{}
		for i, c := range copies {
			if !c.Verified {
				continue
			}
			p := rule.period(c.At.In(madrid))
			if seen[p] {
				continue
			}
			if len(seen) == rule.n {
				break
			}
			seen[p] = true
			kept[i] = true
		}
	}
	for i, c := range copies {
		if kept[i] {
			keep = append(keep, c)
		} else {
			remove = append(remove, c)
		}
	}
	return keep, remove
}
