package store

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The medication round's reads use their indexes: an area's entries from its residents' Kardex, an area's or a
// resident's administrations from their residents', the whole home's from the slots' index, the handover's
// (held, or outside the schedule) from administrations_notable (migration 00019), and the slots recorded from
// the slots' index alone.
func TestTheRoundsReadsUseTheirIndexes(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "amparo.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	at := time.Date(2026, 11, 20, 14, 0, 0, 0, time.UTC)
	shift := AdministrationFilter{SlotFrom: "2026-11-20T15:00", SlotTo: "2026-11-20T23:00", AtFrom: at, AtTo: at.Add(8 * time.Hour)}
	area, resident, handover := shift, shift, shift
	area.AreaID, resident.ResidentID, handover.NotGivenOnSchedule = "a1", "r1", true
	sql := func(f AdministrationFilter) string { q, _ := administrationsSQL(f); return q }
	args := func(f AdministrationFilter) []any { _, a := administrationsSQL(f); return a }
	cases := []struct {
		name  string
		query string
		args  []any
		want  []string
		never []string
	}{
		{"an area's entries", roundEntriesSQL, []any{"a1"}, []string{"kardexes_page (resident_id=?)",
			"sqlite_autoindex_kardex_entries_1 (kardex_id=?)"}, []string{"SCAN k", "SCAN e"}},
		{"an area's entries' times", roundTimesSQL, []any{"a1"}, []string{"kardexes_page (resident_id=?)",
			"SEARCH t USING PRIMARY KEY (kardex_id=?)"}, []string{"SCAN k", "SCAN t"}},
		{"the whole home's doses", sql(shift), args(shift), []string{"administrations_slot (scheduled_at>? AND scheduled_at<?)",
			"administrations_notable (scheduled_at=? AND at>? AND at<?)"}, []string{"SCAN administrations"}},
		// Only the held doses and those outside the schedule, not every dose of the shift looked up in the table.
		{"the handover's doses", sql(handover), args(handover), []string{"administrations_notable (scheduled_at>? AND scheduled_at<?)",
			"administrations_notable (scheduled_at=? AND at>? AND at<?)"}, []string{"SCAN administrations", "administrations_slot", "administrations_at"}},
		{"an area's doses", sql(area), args(area), []string{"administrations_resident (resident_id=? AND scheduled_at>?",
			"residents_area (area_id=?)"}, []string{"SCAN administrations", "SCAN residents"}},
		{"a resident's doses", sql(resident), args(resident), []string{"administrations_resident (resident_id=? AND scheduled_at>?"},
			[]string{"SCAN administrations"}},
		{"slots recorded", recordedSlotsSQL, []any{"2026-11-20T15:00", "2026-11-20T23:00"},
			[]string{"COVERING INDEX administrations_slot"}, nil},
	}
	for _, c := range cases {
		text := explainQueryPlan(t, s, c.query, c.args...)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: plan %q, want %q", c.name, text, w)
			}
		}
		for _, n := range c.never {
			if strings.Contains(text, n) {
				t.Errorf("%s: plan %q has %q", c.name, text, n)
			}
		}
	}
}

// The open alerts' list reads, for each severity, the oldest from an open alerts' index up to the limit,
// instead of sorting every open alert: the high ones from their own range of alerts_open_severity (migration
// 00020), not by walking every open alert, the others from alerts_open; in the same order as one sort would give.
func TestOpenAlertsAreReadInOrderFromTheirIndex(t *testing.T) {
	ctx := context.Background()
	clock := time.Date(2026, 11, 20, 8, 0, 0, 0, time.UTC)
	s, err := Open(ctx, filepath.Join(t.TempDir(), "amparo.db"), Options{Now: func() time.Time { return clock }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	query, args := listAlertsSQL(AlertFilter{Limit: 500})
	text := explainQueryPlan(t, s, query, args...)
	plan := strings.Split(text, "; ")
	if !slices.Contains(plan, "SEARCH a USING INDEX alerts_open_severity (severity=?)") {
		t.Errorf("plan %q: want the high ones from their range of alerts_open_severity", text)
	}
	if !slices.Contains(plan, "SCAN a USING INDEX alerts_open") {
		t.Errorf("plan %q: want the others from alerts_open in age order", text)
	}
	if strings.Count(text, "TEMP B-TREE") != 1 { // the final merge of at most twice the limit, no part's sort
		t.Errorf("plan %q: want one sort, of the two parts put together", text)
	}
	actor := Actor{UserID: "u", Name: "Ana", Role: "nurse"}
	r, err := s.CreateResident(ctx, actor, ResidentInput{Name: "Ana Ruiz", SocialSecurity: "281234567890", DateOfBirth: "1940-01-01",
		AdmissionDate: "2020-01-01"})
	if err != nil {
		t.Skipf("creating a resident here: %v", err)
	}
	for i, sev := range []string{"medium", "high", "medium", "high", "medium"} {
		clock = clock.Add(time.Minute)
		in := AlertInput{Source: "t:" + string(rune('a'+i)), ResidentID: r.ID, Kind: "vital", Severity: sev, Title: sev}
		if _, _, err := s.OpenAlert(ctx, actor, in, Notice{}); err != nil {
			t.Fatal(err)
		}
	}
	for limit, order := range map[int]string{500: "t:b t:d t:a t:c t:e", 3: "t:b t:d t:a", 1: "t:b"} {
		list, err := s.ListAlerts(ctx, AlertFilter{Limit: limit})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, a := range list {
			got = append(got, a.Source)
		}
		if strings.Join(got, " ") != order {
			t.Errorf("limit %d: %v, want %s", limit, got, order)
		}
	}
}
