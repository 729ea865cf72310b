package store_test

import (
	"errors"
	"testing"

	"amparo/store"
)

// Migration 00032 makes the daily care records already saved with a diaper change pad changes of the bowel
// register (on their day, continent, no stool), and leaves out the deleted ones and those without it.
func TestDailyMigrationFeedsPadChangesFromCareRecords(t *testing.T) {
	path, raw, _ := migratedTo(t, 31)
	const now = "2026-11-20T08:00:00.000000Z"
	for _, stmt := range []string{
		`INSERT INTO residents (id, name, social_security, date_of_birth, admission_date, created_at, created_by, updated_at, updated_by)
		 VALUES ('r1', 'Elena Martín', '281234567890', '1940-02-03', '2024-01-10', '` + now + `', 'u', '` + now + `', 'u')`,
		`INSERT INTO care_records (id, resident_id, record_date, diaper_change, created_by, created_by_name, created_at, updated_by,
		 updated_by_name, updated_at) VALUES ('c1', 'r1', '2026-11-19', 1, 'u', 'Carmen', '` + now + `', 'u', 'Carmen Ruiz', '` + now + `')`,
		`INSERT INTO care_records (id, resident_id, record_date, diaper_change, created_by, created_by_name, created_at, updated_by,
		 updated_by_name, updated_at) VALUES ('c2', 'r1', '2026-11-18', 0, 'u', 'Carmen', '` + now + `', 'u', 'Carmen', '` + now + `')`,
		`INSERT INTO care_records (id, resident_id, record_date, diaper_change, created_by, created_by_name, created_at, updated_by,
		 updated_by_name, updated_at, deleted_at, deleted_by) VALUES ('c3', 'r1', '2026-11-17', 1, 'u', 'Carmen', '` + now + `', 'u',
		 'Carmen', '` + now + `', '` + now + `', 'u')`,
	} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatalf("%v\n%s", err, stmt)
		}
	}
	raw.Close()
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	list, _, err := s.BowelRecords(ctx, store.BowelQuery{ResidentID: "r1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 {
		t.Fatalf("pad changes from the care records: %+v", list)
	}
	b := list[0]
	if b.CareRecordID != "c1" || !b.PadChange || !b.Continent || b.Bristol != nil || b.CreatedByName != "Carmen Ruiz" ||
		b.At.Format("2006-01-02T15:04Z") != "2026-11-19T11:00Z" {
		t.Fatalf("the care record's pad change: %+v", b)
	}
	if _, err := s.VoidBowelRecord(ctx, store.Actor{UserID: "u"}, b.ID, "No."); !errors.Is(err, store.ErrFromCareRecord) {
		t.Fatalf("voiding a care record's pad change here: %v", err)
	}
}
