package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// The care plan's tasks (issue 27): which plans were in force during a shift, which of their interventions'
// slots were recorded done, and recording one (server/care_tasks.go works the slots out).

// CareTaskDone is who recorded a task done, and when.
type CareTaskDone struct {
	InterventionID, Due, ResidentID string
	By, ByName                      string
	At                              time.Time
}

// CareTaskSource is an intervention with the plan it belongs to, to check a slot recorded done against.
type CareTaskSource struct {
	Intervention CarePlanIntervention
	NeedStart    string // the need's start date
	PlanID       string
	ResidentID   string
	ApprovedAt   *time.Time // nil: the plan is a draft, whose interventions are not work yet
	SupersededAt *time.Time
}

// CarePlansInForceBetween returns the plans that were in force at some moment of [from, to), of the residents
// in the home, with their areas.
func (s *Store) CarePlansInForceBetween(ctx context.Context, from, to time.Time) ([]CarePlan, error) {
	plans, err := queryAll(ctx, s.reader, scanCarePlan, `SELECT `+carePlanColumns+carePlanFrom+`
		WHERE p.status IN ('vigente', 'sustituido') AND p.approved_at < ? AND (p.superseded_at IS NULL OR p.superseded_at > ?)
		  AND r.deleted_at IS NULL AND r.archived_at IS NULL ORDER BY p.resident_id, p.version`, formatTime(to), formatTime(from))
	if err != nil {
		return nil, fmt.Errorf("care plans in force: %w", err)
	}
	if err := loadCarePlanParts(ctx, s.reader, plans); err != nil {
		return nil, err
	}
	return plans, nil
}

// CareTaskSourceOf returns an intervention with its plan.
func (s *Store) CareTaskSourceOf(ctx context.Context, interventionID string) (CareTaskSource, error) {
	var src CareTaskSource
	var every sql.NullInt64
	var approved, superseded sql.NullString
	err := s.reader.QueryRowContext(ctx, `SELECT i.id, i.text, i.frequency, i.every_hours, i.role, i.responsible, n.start_date,
			p.id, p.resident_id, p.approved_at, p.superseded_at
		FROM care_plan_interventions i JOIN care_plan_needs n ON n.id = i.need_id JOIN care_plans p ON p.id = n.plan_id
		JOIN residents r ON r.id = p.resident_id WHERE i.id = ? AND r.deleted_at IS NULL`, interventionID).
		Scan(&src.Intervention.ID, &src.Intervention.Text, &src.Intervention.Frequency, &every, &src.Intervention.Role,
			&src.Intervention.Responsible, &src.NeedStart, &src.PlanID, &src.ResidentID, &approved, &superseded)
	if errors.Is(err, sql.ErrNoRows) {
		return CareTaskSource{}, ErrNotFound
	}
	if err != nil {
		return CareTaskSource{}, fmt.Errorf("care task source: %w", err)
	}
	src.Intervention.EveryHours = int(every.Int64)
	src.ApprovedAt, src.SupersededAt = optionalTime(approved), optionalTime(superseded)
	src.Intervention.Times, err = queryAll(ctx, s.reader, scanString, `SELECT at_time FROM care_plan_intervention_times
		WHERE intervention_id = ? ORDER BY at_time`, interventionID)
	if err != nil {
		return CareTaskSource{}, fmt.Errorf("care task times: %w", err)
	}
	return src, nil
}

// CareTasksDone returns the tasks recorded done whose slots are in [from, to) (slot keys), by intervention
// and slot.
func (s *Store) CareTasksDone(ctx context.Context, from, to string) (map[[2]string]CareTaskDone, error) {
	list, err := queryAll(ctx, s.reader, scanCareTaskDone, `SELECT intervention_id, due, resident_id, by_id, by_name, at
		FROM care_task_completions WHERE due >= ? AND due < ?`, from, to)
	if err != nil {
		return nil, fmt.Errorf("care tasks done: %w", err)
	}
	out := make(map[[2]string]CareTaskDone, len(list))
	for _, d := range list {
		out[[2]string{d.InterventionID, d.Due}] = d
	}
	return out, nil
}

func scanCareTaskDone(row rowScanner) (CareTaskDone, error) {
	var d CareTaskDone
	var at string
	err := row.Scan(&d.InterventionID, &d.Due, &d.ResidentID, &d.By, &d.ByName, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return d, ErrNotFound
	}
	d.At = parseTime(at)
	return d, err
}

// errTaskDoneBefore rolls back the audit row of a task someone had already recorded.
var errTaskDoneBefore = errors.New("store: the task was recorded done before")

// CompleteCareTask records an intervention's slot done by the actor, once: recorded already, it answers who
// did and created false, writing nothing.
func (s *Store) CompleteCareTask(ctx context.Context, actor Actor, residentID, interventionID, due string) (CareTaskDone, bool, error) {
	entry := AuditEntry{Actor: actor, Action: "task-done", Entity: "care-task", EntityID: interventionID + "@" + due,
		ResidentID: residentID}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO care_task_completions (intervention_id, due, resident_id, by_id, by_name, at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (intervention_id, due) DO NOTHING`,
			interventionID, due, residentID, actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("record care task: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, errTaskDoneBefore)
		}
		return nil
	})
	if err != nil && !errors.Is(err, errTaskDoneBefore) {
		return CareTaskDone{}, false, err
	}
	done, readErr := scanCareTaskDone(s.reader.QueryRowContext(ctx, `SELECT intervention_id, due, resident_id, by_id, by_name, at
		FROM care_task_completions WHERE intervention_id = ? AND due = ?`, interventionID, due))
	return done, err == nil, readErr
}
