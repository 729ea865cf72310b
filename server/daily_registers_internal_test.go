package server

import (
	"context"
	"testing"
	"time"

	"amparo/store"
	"amparo/store/storetest"
)

// The demo's weight-loss alerts are where the server's rule puts them: every weight of every demo resident is
// weighed again by weightLossOf against the weights before it, and it is a loss exactly when the demo flagged it.
func TestDailyDemoWeightLossesFollowTheRule(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	st := storetest.NewWithOptions(t, store.Options{Now: func() time.Time { return now }})
	ctx := context.Background()
	if _, err := st.SeedDemo(ctx); err != nil {
		t.Fatal(err)
	}
	residents, _, err := st.ListResidents(ctx, store.ResidentFilter{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	losses := 0
	for _, r := range residents {
		all, _, err := st.Weights(ctx, r.ID, store.EntryPage{})
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range all { // newest first: the ones after i are before it
			found := weightLossOf(w.Kg, w.Date, all[i+1:]) != nil
			if found != w.LossAlert {
				t.Errorf("%s: %v kg on %s: the rule says loss %v, the demo %v", r.Name, w.Kg, w.Date, found, w.LossAlert)
			}
			if found {
				losses++
			}
		}
	}
	if losses != 2 {
		t.Fatalf("%d losses in the demo, want 2", losses)
	}
}

// The weight-loss rule at its boundaries: 5% in the previous 30 days (the day 30 days before included), else
// 10% in the previous 180.
func TestDailyWeightLossRule(t *testing.T) {
	w := func(date string, kg float64) store.Weight { return store.Weight{Date: date, Kg: kg} }
	cases := []struct {
		name     string
		kg       float64
		previous []store.Weight
		days     int // 0: no loss
	}{
		{"exactly 5% in 30 days", 76, []store.Weight{w("2026-10-21", 80)}, 30},
		{"4.9% in 30 days", 76.1, []store.Weight{w("2026-10-21", 80)}, 0},
		{"5% but 31 days before", 76, []store.Weight{w("2026-10-20", 80)}, 0},
		{"the highest of the 30 days, not the last", 76, []store.Weight{w("2026-10-25", 80), w("2026-11-10", 77)}, 30},
		{"exactly 10% in 180 days", 72, []store.Weight{w("2026-05-24", 80)}, 180},
		{"10% but 181 days before", 72, []store.Weight{w("2026-05-23", 80)}, 0},
		{"9.9% in 180 days", 72.1, []store.Weight{w("2026-06-01", 80)}, 0},
		{"a later weight does not count", 70, []store.Weight{w("2026-11-21", 80)}, 0},
		{"nothing before", 50, nil, 0},
	}
	for _, c := range cases {
		got := weightLossOf(c.kg, "2026-11-20", c.previous)
		switch {
		case c.days == 0 && got != nil:
			t.Errorf("%s: a loss %+v", c.name, *got)
		case c.days != 0 && (got == nil || got.Days != c.days):
			t.Errorf("%s: %+v, want a loss over %d days", c.name, got, c.days)
		}
	}
}
