package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Review triggers (DESIGN 14): a significant change makes the resident's plan due on the day it is recorded,
// written in the transaction of the record that is the change. Those whose records exist today are written
// here: a Barthel 10 or more points below the previous one (with the assessment), a new restraint (with
// the restraint). Issues 28 and 29 add a fall with injury grave, a new skin lesion arisen in the residencia
// and a return from hospital with one call of insertReviewTrigger each, in their record's transaction (the
// table's CHECK allows their kinds already). Deleting the record cancels its trigger (DeleteRecord).

// Review trigger kinds.
const (
	TriggerBarthelDrop    = "barthel-drop"
	TriggerRestraint      = "restraint"
	TriggerFallGrave      = "fall-grave"
	TriggerSkinLesion     = "skin-lesion"
	TriggerHospitalReturn = "hospital-return"
)

// BarthelDropPoints: a Barthel this many points or more below the previous one is a significant change.
const BarthelDropPoints = 10

// CarePlanTrigger is a significant change recorded for a resident.
type CarePlanTrigger struct {
	ID, ResidentID, Kind, SourceID, Detail string
	At                                     time.Time
}

// insertReviewTrigger records a significant change inside the transaction of the record that is it.
func insertReviewTrigger(ctx context.Context, tx *sql.Tx, now, residentID, kind, sourceID, detail string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO care_plan_review_triggers (id, resident_id, kind, at, source_id, detail)
		VALUES (?, ?, ?, ?, ?, ?)`, newID(), residentID, kind, now, sourceID, detail)
	if err != nil {
		return fmt.Errorf("insert review trigger: %w", err)
	}
	return nil
}

// barthelDrop records the trigger of a Barthel just saved (assessment id) when it is the resident's latest
// and is BarthelDropPoints or more below the one before it.
func barthelDrop(ctx context.Context, tx *sql.Tx, id, now string) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO care_plan_review_triggers (id, resident_id, kind, at, source_id, detail)
		SELECT ?1, a.resident_id, 'barthel-drop', ?2, a.id, 'de ' || prev.score || ' a ' || a.score
		FROM assessments a
		JOIN assessments prev ON prev.id = (
			SELECT p.id FROM assessments p
			WHERE p.resident_id = a.resident_id AND p.scale = 'barthel' AND p.deleted_at IS NULL AND p.id <> a.id
			  AND (p.record_date, p.created_at) < (a.record_date, a.created_at)
			ORDER BY p.record_date DESC, p.created_at DESC LIMIT 1)
		WHERE a.id = ?3 AND a.scale = 'barthel' AND prev.score - a.score >= ?4
		  AND NOT EXISTS (SELECT 1 FROM assessments later WHERE later.resident_id = a.resident_id
			AND later.scale = 'barthel' AND later.deleted_at IS NULL AND later.id <> a.id
			AND (later.record_date, later.created_at) > (a.record_date, a.created_at))`,
		newID(), now, id, BarthelDropPoints)
	if err != nil {
		return fmt.Errorf("barthel drop trigger: %w", err)
	}
	return nil
}

// cancelReviewTrigger: a record deleted (entered by mistake) no longer makes the plan due; the row stays.
func cancelReviewTrigger(ctx context.Context, tx *sql.Tx, sourceID, now string) error {
	_, err := tx.ExecContext(ctx, `UPDATE care_plan_review_triggers SET cancelled_at = ? WHERE source_id = ? AND cancelled_at IS NULL`,
		now, sourceID)
	if err != nil {
		return fmt.Errorf("cancel review trigger: %w", err)
	}
	return nil
}

// CarePlanTriggers returns a resident's significant changes not cancelled, oldest first.
func (s *Store) CarePlanTriggers(ctx context.Context, residentID string) ([]CarePlanTrigger, error) {
	out, err := queryAll(ctx, s.reader, func(row rowScanner) (CarePlanTrigger, error) {
		var t CarePlanTrigger
		var at string
		err := row.Scan(&t.ID, &t.ResidentID, &t.Kind, &t.SourceID, &t.Detail, &at)
		t.At = parseTime(at)
		return t, err
	}, `SELECT id, resident_id, kind, source_id, detail, at FROM care_plan_review_triggers
		WHERE resident_id = ? AND cancelled_at IS NULL ORDER BY at, id`, residentID)
	if err != nil {
		return nil, fmt.Errorf("review triggers: %w", err)
	}
	return out, nil
}

// CarePlanDue is what a resident's plan state is worked out from (server/care_plans_due.go).
type CarePlanDue struct {
	ResidentID, ResidentName, Room string
	AdmissionDate                  string    // YYYY-MM-DD as admitted
	AdmittedAt                     time.Time // when the resident was registered, for an admission date that is not one
	InForceID                      string    // the plan in force; "" when none
	InForceVersion                 int
	InForceDueDate                 string // its review as set at approval
	DraftID                        string // the draft; "" when none
	// Change is the first significant change since the plan in force was approved (of all, without one).
	Change *CarePlanTrigger
}

// CarePlansDue reads, for one resident (residentID, archived or not) or every resident in the home (""),
// the plan in force, the draft and the first significant change since the plan in force was approved.
func (s *Store) CarePlansDue(ctx context.Context, residentID string) ([]CarePlanDue, error) {
	out, err := queryAll(ctx, s.reader, func(row rowScanner) (CarePlanDue, error) {
		var d CarePlanDue
		var admitted string
		var version sql.NullInt64
		var changeID, kind, source, detail, at sql.NullString
		err := row.Scan(&d.ResidentID, &d.ResidentName, &d.Room, &d.AdmissionDate, &admitted, &d.InForceID, &version,
			&d.InForceDueDate, &d.DraftID, &changeID, &kind, &source, &detail, &at)
		d.AdmittedAt, d.InForceVersion = parseTime(admitted), int(version.Int64)
		if changeID.Valid {
			d.Change = &CarePlanTrigger{ID: changeID.String, ResidentID: d.ResidentID, Kind: kind.String,
				SourceID: source.String, Detail: detail.String, At: parseTime(at.String)}
		}
		return d, err
	}, `SELECT r.id, r.name, r.room, r.admission_date, r.created_at, coalesce(v.id, ''), v.version,
			coalesce(v.due_date, ''), coalesce(d.id, ''), t.id, t.kind, t.source_id, t.detail, t.at
		FROM residents r
		LEFT JOIN care_plans v ON v.resident_id = r.id AND v.status = 'vigente'
		LEFT JOIN care_plans d ON d.resident_id = r.id AND d.status = 'borrador'
		LEFT JOIN care_plan_review_triggers t ON t.id = (
			SELECT first.id FROM care_plan_review_triggers first
			WHERE first.resident_id = r.id AND first.cancelled_at IS NULL
			  AND (v.approved_at IS NULL OR first.at > v.approved_at)
			ORDER BY first.at, first.id LIMIT 1)
		WHERE r.deleted_at IS NULL AND ((?1 = '' AND r.archived_at IS NULL) OR r.id = ?1)`, residentID)
	if err != nil {
		return nil, fmt.Errorf("care plans due: %w", err)
	}
	return out, nil
}
