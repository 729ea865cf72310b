package store_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"amparo/store"
	"amparo/store/storetest"
)

// The register's writes land with their audit row, an ended restraint takes nothing more, an archived
// resident's none, and the periodic check finds a lapsed restraint until its alert for that review date opens.
func TestRestraintWritesAndReviewAlerts(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	s := storetest.NewWithOptions(t, store.Options{Now: func() time.Time { return now }})
	doctor := store.Actor{UserID: "u-doctor", Name: "Dra. Elena Ruiz", Role: "doctor"}
	nurse := store.Actor{UserID: "u-nurse", Name: "Carmen Gil", Role: "nurse"}
	resident, err := s.CreateResident(ctx, doctor, store.ResidentInput{Name: "Íñigo Sáez", SocialSecurity: "281234567801",
		DateOfBirth: "1938-04-02", AdmissionDate: "2025-01-10", Room: "12"})
	if err != nil {
		t.Fatal(err)
	}
	in := store.RestraintInput{ResidentID: resident.ID, Type: "physical", Device: "Barandillas", Reason: "Caídas nocturnas.",
		AlternativesTried: "Cama baja.", Schedule: "Noches.", StartDate: "2026-11-01", ReviewDate: "2026-11-19",
		Consent: store.RestraintConsent{GivenBy: "Ana Sáez", Relationship: "Hija", Date: "2026-10-31"}}
	r, _, err := s.CreateRestraint(ctx, doctor, in, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.PrescribedBy != doctor.UserID || r.ResidentName != "Íñigo Sáez" || !r.Active() || r.OrderedReviewDate != "2026-11-19" ||
		r.Reviews == nil || r.Checks == nil {
		t.Fatalf("created: %+v", r)
	}

	due, err := s.RestraintsPastReview(ctx, "2026-11-20")
	if err != nil || len(due) != 1 || due[0].ID != r.ID {
		t.Fatalf("past review on the 20th: %v, %v", due, err)
	}
	alert := store.AlertInput{Source: store.RestraintReviewSource(r.ID, r.ReviewDate), ResidentID: resident.ID,
		Kind: "restraint-review", Severity: "high", Title: "Contención sin revisar"}
	if _, opened, err := s.OpenAlert(ctx, store.Actor{Role: "system"}, alert, store.Notice{}); err != nil || !opened {
		t.Fatalf("open alert: %v, %v", opened, err)
	}
	if due, _ := s.RestraintsPastReview(ctx, "2026-11-20"); len(due) != 0 {
		t.Fatalf("still due once its alert opened: %v", due)
	}

	if r, err = s.AddRestraintCheck(ctx, nurse, r.ID, store.RestraintCheck{Applied: true, SkinOK: true, ReleasedMinutes: 30,
		Note: "Bien."}); err != nil || len(r.Checks) != 1 || r.Checks[0].ByName != nurse.Name {
		t.Fatalf("check: %+v, %v", r.Checks, err)
	}
	if r, err = s.ReviewRestraint(ctx, doctor, r.ID, "2026-12-10", "Renovada."); err != nil || r.ReviewDate != "2026-12-10" ||
		r.OrderedReviewDate != "2026-11-19" || len(r.Reviews) != 1 {
		t.Fatalf("review: %+v, %v", r, err)
	}
	if due, _ := s.RestraintsPastReview(ctx, "2026-12-11"); len(due) != 1 {
		t.Fatalf("lapsed again after the renewal: %v", due)
	}
	if r, err = s.EndRestraint(ctx, doctor, r.ID, "Mejoría."); err != nil || r.Active() || r.EndReason != "Mejoría." {
		t.Fatalf("end: %+v, %v", r, err)
	}
	if due, _ := s.RestraintsPastReview(ctx, "2026-12-11"); len(due) != 0 {
		t.Fatalf("an ended restraint is due: %v", due)
	}
	before, _ := s.ListAudit(ctx, store.AuditFilter{Entity: "restraint"})
	for name, err := range map[string]error{
		"check":  errOf(s.AddRestraintCheck(ctx, nurse, r.ID, store.RestraintCheck{Applied: true})),
		"review": errOf(s.ReviewRestraint(ctx, doctor, r.ID, "2026-12-01", "")),
		"end":    errOf(s.EndRestraint(ctx, doctor, r.ID, "Otra vez.")),
	} {
		if !errors.Is(err, store.ErrRestraintEnded) {
			t.Errorf("%s on an ended restraint: %v", name, err)
		}
	}
	var actions []string
	rows, _ := s.ListAudit(ctx, store.AuditFilter{Entity: "restraint"})
	for _, row := range rows {
		actions = append(actions, row.Action+" "+row.ActorID)
	}
	if len(rows) != len(before) || strings.Join(actions, ",") != "create u-doctor,check u-nurse,review u-doctor,end u-doctor" {
		t.Fatalf("audit: %v", actions)
	}

	if _, err := s.ToggleArchive(ctx, doctor, resident.ID); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.CreateRestraint(ctx, doctor, in, nil); !errors.Is(err, store.ErrArchivedResident) {
		t.Fatalf("an order for an archived resident: %v", err)
	}
	list, err := s.ListRestraints(ctx, store.RestraintFilter{StartedBy: "2026-11-30", EndedSince: now})
	if err != nil || len(list) != 1 || !list[0].ResidentArchived || len(list[0].Checks) != 1 {
		t.Fatalf("the period's register keeps an archived resident's restraint: %+v, %v", list, err)
	}
}

func errOf[T any](_ T, err error) error { return err }
