package server

import (
	"context"
	"errors"
	"time"

	"amparo/store"
)

// The daily registers' time-based alerts, opened by the periodic check (checks.go) with the store's clock: a
// repositioning change an hour late (repositioning-overdue, per resident and due time), a resident under 60% of
// the day's fluid target at 16:00 (fluids-low, per resident and day) and three days without a stool (bowel, per
// last stool). Each source opens one alert, ever: the check asks which are open already (one read) and opens
// only the new ones.

// alertDailyRegisters runs the three checks and answers how many alerts they opened.
func (s *Server) alertDailyRegisters(ctx context.Context) (int, error) {
	now := s.store.Now()
	var candidates []store.AlertInput
	var names []string // the residents' names, for the notices
	repositioning, err := s.store.RepositioningStates(ctx, "")
	if err != nil {
		return 0, err
	}
	for _, st := range repositioning {
		if next := nextRepositioning(st.EveryHours, st.ScheduleSetAt, st.Last); !now.Before(next.Add(repositioningAlertAfter)) {
			candidates, names = append(candidates, repositioningOverdueAlert(st, next, now)), append(names, st.ResidentName)
		}
	}
	if local := now.In(madrid); local.Hour() >= fluidsCheckHour {
		day := local.Format(time.DateOnly)
		at := time.Date(local.Year(), local.Month(), local.Day(), fluidsCheckHour, 0, 0, 0, madrid)
		since := local.AddDate(0, 0, -fluidsWatchDays).Format(time.DateOnly)
		days, err := s.store.FluidDays(ctx, day, at, since)
		if err != nil {
			return 0, err
		}
		for _, d := range days {
			target := d.TargetMl
			if target == 0 {
				target = espenTarget(d.Gender)
			}
			if d.TotalMl*100 < target*fluidsLowShare {
				candidates, names = append(candidates, fluidsLowAlert(d, day, target)), append(names, d.ResidentName)
			}
		}
	}
	stools, err := s.store.LastStools(ctx)
	if err != nil {
		return 0, err
	}
	for _, l := range stools {
		if now.Sub(l.At) >= noStoolAfter {
			candidates, names = append(candidates, noStoolAlert(l, now)), append(names, l.ResidentName)
		}
	}
	return s.openNewAlerts(ctx, candidates, names)
}

// openNewAlerts opens each alert whose source opened none yet, and tells every open tab; it answers how many it
// opened.
func (s *Server) openNewAlerts(ctx context.Context, alerts []store.AlertInput, residentNames []string) (int, error) {
	if len(alerts) == 0 {
		return 0, nil
	}
	sources := make([]string, len(alerts))
	for i, a := range alerts {
		sources[i] = a.Source
	}
	opened, err := s.store.ExistingAlertSources(ctx, sources)
	if err != nil {
		return 0, err
	}
	n := 0
	var errs []error
	for i, a := range alerts {
		if opened[a.Source] {
			continue
		}
		ok, err := s.openAlert(ctx, store.Actor{Role: "system"}, a, residentNames[i])
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if ok {
			n++
		}
	}
	if n > 0 {
		s.announce(resourceAlerts, "")
	}
	return n, errors.Join(errs...)
}
