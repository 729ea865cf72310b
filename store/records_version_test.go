package store_test

import (
	"errors"
	"testing"

	"amparo/store"
	"amparo/store/storetest"
)

// A resident's records version (migration 22) moves with every change to their records, of any kind, and to
// their vital ranges, and with nothing of anyone else's; a deleted or unknown resident has none.
func TestResidentRecordsVersionMovesWithTheirRecordsAndRanges(t *testing.T) {
	s := storetest.New(t)
	actor := store.Actor{UserID: "u-nurse", Name: "Enfermera", Role: "nurse"}
	admit := func(name, ss, room string) string {
		r, err := s.CreateResident(ctx, actor, store.ResidentInput{Name: name, SocialSecurity: ss, DateOfBirth: "1940-02-03",
			AdmissionDate: "2024-01-15", Room: room})
		if err != nil {
			t.Fatal(err)
		}
		return r.ID
	}
	maria, jose := admit("María Núñez", "280000000001", "101"), admit("José Ruiz", "280000000002", "102")
	version := func(id string) int64 {
		t.Helper()
		v, err := s.ResidentRecordsVersion(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	last := map[string]int64{maria: version(maria), jose: version(jose)}
	wantMoved := func(step, moved string) {
		t.Helper()
		for id, before := range last {
			now := version(id)
			if id == moved && now <= before {
				t.Fatalf("%s: the version stayed at %d", step, now)
			}
			if id != moved && now != before {
				t.Fatalf("%s: another resident's version moved from %d to %d", step, before, now)
			}
			last[id] = now
		}
	}
	reading := store.RecordInput{ResidentID: maria, Date: "2026-11-20", Time: "08:00", Data: map[string]any{"heartRate": 72}}
	r, err := s.CreateRecord(ctx, actor, "vitals", reading)
	if err != nil {
		t.Fatal(err)
	}
	wantMoved("a reading saved", maria)
	if _, err := s.CreateRecord(ctx, actor, "care", store.RecordInput{ResidentID: jose, Date: "2026-11-20", Data: map[string]any{}}); err != nil {
		t.Fatal(err)
	}
	wantMoved("another resident's care record", jose)
	reading.Data = map[string]any{"heartRate": 64}
	if _, err := s.UpdateRecord(ctx, actor, "vitals", r.ID, reading); err != nil {
		t.Fatal(err)
	}
	wantMoved("the reading corrected", maria)
	if err := s.DeleteRecord(ctx, actor, "vitals", r.ID, "duplicada"); err != nil {
		t.Fatal(err)
	}
	wantMoved("the reading deleted", maria)
	for range 2 { // set, then replaced
		if err := s.SetVitalRanges(ctx, actor, jose, map[string]store.VitalRange{"heartRate": {Min: 50, Max: 110}}); err != nil {
			t.Fatal(err)
		}
		wantMoved("the ranges", jose)
	}

	if _, err := s.ToggleArchive(ctx, actor, jose); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteResident(ctx, actor, jose); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{jose, "nadie"} {
		if _, err := s.ResidentRecordsVersion(ctx, id); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("version of %s: %v, want ErrNotFound", id, err)
		}
	}
}
