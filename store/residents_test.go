package store_test

import (
	"testing"
	"time"

	"amparo/store"
	"amparo/store/storetest"
)

func TestAgeOn(t *testing.T) {
	day := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
	for dob, want := range map[string]int{
		"1940-11-20": 86, // birthday today
		"1940-11-21": 85, // tomorrow
		"1940-02-29": 86,
		"2026-11-20": 0,
		"20/11/1940": -1,
	} {
		if got := store.AgeOn(dob, day); got != want {
			t.Errorf("AgeOn(%s) = %d, want %d", dob, got, want)
		}
	}
}

func TestDemoSeedsAHomeToTry(t *testing.T) {
	s := storetest.New(t)
	created, err := s.SeedDemo(ctx)
	if err != nil || !created {
		t.Fatalf("seed: %v, %v", created, err)
	}
	active, total, err := s.ListResidents(ctx, store.ResidentFilter{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	_, archived, _ := s.ListResidents(ctx, store.ResidentFilter{Archived: true, Limit: 100})
	if total+archived != 40 || archived != 2 {
		t.Fatalf("demo residents: %d active, %d archived", total, archived)
	}
	withPhoto, withArea := 0, 0
	for _, r := range active {
		if r.PhotoID != "" {
			withPhoto++
		}
		if r.AreaID != "" {
			withArea++
		}
	}
	if withPhoto != total || withArea == 0 || withArea == total {
		t.Fatalf("photos %d, with area %d, of %d", withPhoto, withArea, total)
	}
	areas, _ := s.ListAreas(ctx)
	if len(areas) != 4 {
		t.Fatalf("demo areas = %d", len(areas))
	}
	meds, _ := s.ListMedications(ctx)
	low := 0
	for _, m := range meds {
		if m.Stock < m.MinimumStock {
			low++
		}
	}
	activities, _ := s.ListActivities(ctx)
	posts, _ := s.ListPosts(ctx, "", []string{store.VisibilityWorkers, store.VisibilityFamilies, store.VisibilityBoth})
	if len(meds) != 12 || low == 0 || len(activities) != 10 || len(posts) != 4 {
		t.Fatalf("demo operations: %d medications (%d low), %d activities, %d posts", len(meds), low, len(activities), len(posts))
	}
	if staff, _ := s.ListUsersWithRole(ctx, store.StaffRoles...); len(staff) != 1+len(store.DemoTeam) {
		t.Fatalf("demo staff = %d", len(staff))
	}
	if _, err := s.Authenticate(ctx, "carmen.ruiz", store.DemoStaffPassword); err != nil {
		t.Fatalf("a demo nurse cannot sign in: %v", err)
	}
	if again, _ := s.SeedDemo(ctx); again {
		t.Fatal("seeding twice must do nothing the second time")
	}
}
