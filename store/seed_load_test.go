package store_test

import (
	"context"
	"encoding/json"
	"testing"

	"amparo/store"
	"amparo/store/storetest"
)

// A small load dataset reads back through the store's own methods as the methods would have written it:
// the audit chain verifies, the residents carry their whole admission, a photo and a family account, and
// every Kardex in force names its medications.
func TestSeedLoadReadsBack(t *testing.T) {
	ctx := context.Background()
	s := storetest.New(t)
	size := store.LoadSize{Residents: 100, Records: 3_000, Medications: 60, Years: 5}
	info, err := s.SeedLoad(ctx, size)
	if err != nil {
		t.Fatal(err)
	}
	if info.Residents+info.Archived != 100 || info.Archived != 4 || info.Medications != 60 {
		t.Errorf("residents %d + %d archived, medications %d", info.Residents, info.Archived, info.Medications)
	}
	total := 0
	for _, n := range info.Records {
		total += n
	}
	if total < 2_900 || total > 3_100 || info.Records["kardex"] < 100 || info.Administrations == 0 {
		t.Errorf("records %v (%d), doses %d", info.Records, total, info.Administrations)
	}
	if v, err := s.VerifyAudit(ctx); err != nil || !v.OK() || v.Rows < total {
		t.Errorf("audit chain: %+v %v", v, err)
	}
	if _, err := s.SeedLoad(ctx, size); err == nil {
		t.Error("a second seed over the first was not refused")
	}
	list, n, err := s.ListResidents(ctx, store.ResidentFilter{Search: info.SearchFragment, Limit: 200})
	if err != nil || n == 0 || len(list) != n {
		t.Fatalf("search %q: %d of %d, %v", info.SearchFragment, len(list), n, err)
	}
	r, err := s.ResidentByID(ctx, info.BusyResidentID)
	if err != nil {
		t.Fatal(err)
	}
	d := r.Details
	if r.PhotoID == "" || r.FamilyUsername == "" || d.OtherEquipmentText == "" || d.AdditionalFamilyMembers[1].Name == "" ||
		d.ReceivingEmployee == "" || r.Room == "" {
		t.Errorf("the admission is not whole: %+v", r)
	}
	if _, err := s.ImageByID(ctx, r.PhotoID); err != nil {
		t.Errorf("photo: %v", err)
	}
	vitals, err := s.ListRecords(ctx, "vitals", r.ID, "")
	if err != nil || len(vitals) != info.BusyResidentVitals {
		t.Errorf("vitals of the busiest resident: %d, want %d (%v)", len(vitals), info.BusyResidentVitals, err)
	}
	kardexes, err := s.ListRecords(ctx, "kardex", r.ID, "")
	if err != nil || len(kardexes) == 0 {
		t.Fatalf("kardex: %v %v", kardexes, err)
	}
	var current struct {
		Entries []struct {
			ID                  string `json:"_id"`
			Medication, EndDate string
			Times               []string
		}
	}
	if err := json.Unmarshal(kardexes[0].Data, &current); err != nil || len(current.Entries) < 2 {
		t.Fatalf("the Kardex in force: %s %v", kardexes[0].Data, err)
	}
	for _, e := range current.Entries {
		if _, err := s.MedicationByID(ctx, e.Medication); err != nil || e.ID == "" || e.EndDate != "" {
			t.Errorf("entry %+v: %v", e, err)
		}
	}
}
