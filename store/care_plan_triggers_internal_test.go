package store

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

// The registers of issues 28 and 29 make the plan due with one insert each in their own transaction: every
// kind of DESIGN 14 is taken, the first change since the plan in force is the one that counts, and a
// cancelled one counts no more. A kind the table does not know is refused.
func TestEveryReviewTriggerKindMakesThePlanDue(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	s, err := Open(ctx, filepath.Join(t.TempDir(), "amparo.db"), Options{Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	actor := Actor{UserID: "u-nurse", Name: "Carmen Gil", Role: "nurse"}
	for _, kind := range []string{TriggerBarthelDrop, TriggerRestraint, TriggerFallGrave, TriggerSkinLesion, TriggerHospitalReturn} {
		t.Run(kind, func(t *testing.T) {
			r, err := s.CreateResident(ctx, actor, ResidentInput{Name: "Residente " + kind, SocialSecurity: "28" + kind,
				DateOfBirth: "1938-04-02", AdmissionDate: "2025-01-10", Room: kind})
			if err != nil {
				t.Fatal(err)
			}
			record := func(at time.Time, source string) {
				t.Helper()
				now = at
				err := s.write(ctx, AuditEntry{Actor: actor, Action: "create", Entity: "register"}, func(tx *sql.Tx) error {
					return insertReviewTrigger(ctx, tx, s.nowText(), r.ID, kind, source, "")
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			first := func() string {
				t.Helper()
				rows, err := s.CarePlansDue(ctx, r.ID)
				if err != nil || len(rows) != 1 {
					t.Fatalf("due rows %v, %v", rows, err)
				}
				if rows[0].Change == nil {
					return ""
				}
				return rows[0].Change.SourceID + " " + rows[0].Change.Kind
			}
			record(time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC), "register-1")
			record(time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC), "register-2")
			if got := first(); got != "register-1 "+kind {
				t.Fatalf("the first change: %q", got)
			}
			err = s.write(ctx, AuditEntry{Actor: actor, Action: "delete", Entity: "register"}, func(tx *sql.Tx) error {
				return cancelReviewTrigger(ctx, tx, "register-1", s.nowText())
			})
			if err != nil {
				t.Fatal(err)
			}
			if got := first(); got != "register-2 "+kind {
				t.Fatalf("once the first is cancelled: %q", got)
			}
		})
	}
	err = s.write(ctx, AuditEntry{Actor: actor, Action: "create", Entity: "register"}, func(tx *sql.Tx) error {
		return insertReviewTrigger(ctx, tx, s.nowText(), "nobody", "mudanza", "x", "")
	})
	if err == nil {
		t.Fatal("a kind of change the table does not know was taken")
	}
}

// A resident has one draft and one plan in force at most, whatever two people do at the same moment: the
// table's indexes refuse a second of either, beside the store's own check.
func TestOneDraftAndOnePlanInForce(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "amparo.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	actor := Actor{UserID: "u-doctor", Name: "Elena Ruiz", Role: "doctor"}
	r, err := s.CreateResident(ctx, actor, ResidentInput{Name: "Íñigo Sáez", SocialSecurity: "281234567801",
		DateOfBirth: "1938-04-02", AdmissionDate: "2025-01-10", Room: "12"})
	if err != nil {
		t.Fatal(err)
	}
	draft, err := s.CreateCarePlan(ctx, actor, r.ID, CarePlanContent{})
	if err != nil {
		t.Fatal(err)
	}
	var exists *CarePlanDraftExistsError
	if _, err := s.CreateCarePlan(ctx, actor, r.ID, CarePlanContent{}); !errors.As(err, &exists) || exists.ID != draft.ID {
		t.Fatalf("a second draft: %v", err)
	}
	var signature string
	err = s.write(ctx, AuditEntry{Actor: actor, Action: "create", Entity: "image"}, func(tx *sql.Tx) error {
		signature, err = s.insertImage(ctx, tx, actor, NewImage{ContentType: "image/png", Width: 1, Height: 1, Data: []byte("png"), Thumb: []byte("jpg")})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	insert := func(id, status string, signature any) error {
		_, err := s.writer.ExecContext(ctx, `INSERT INTO care_plans (id, resident_id, version, status, agreement_name,
				agreement_relationship, agreement_date, agreement_method, signature_id, due_date, created_by, created_by_name,
				created_at, updated_by, updated_by_name, updated_at, approved_by, approved_at)
			SELECT ?1, ?2, coalesce(max(version), 0) + 1, ?3, 'Ana', 'Hija', '2026-11-20', 'papel', ?4, '2027-05-19', 'u', 'U', '',
				'u', 'U', '', iif(?3 = 'borrador', NULL, 'u'), iif(?3 = 'borrador', NULL, '2026-11-20')
			FROM care_plans WHERE resident_id = ?2`, id, r.ID, status, signature)
		return err
	}
	if err := insert("second-draft", CarePlanDraft, nil); err == nil {
		t.Fatal("the table took a second draft")
	}
	if err := insert("without-signature", CarePlanInForce, nil); err == nil {
		t.Fatal("the table took a plan in force without its signature")
	}
	if err := insert("in-force", CarePlanInForce, signature); err != nil {
		t.Fatalf("a plan in force: %v", err)
	}
	if err := insert("second-in-force", CarePlanInForce, signature); err == nil {
		t.Fatal("the table took a second plan in force")
	}
}
