package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

var (
	// ErrCarePlanNotDraft: only a draft is edited or approved; a plan in force or superseded stays as agreed.
	ErrCarePlanNotDraft = errors.New("store: the care plan is not a draft")
)

// CarePlanDraftExistsError: the resident already has a draft (one at a time); ID names it.
type CarePlanDraftExistsError struct{ ID string }

func (e *CarePlanDraftExistsError) Error() string {
	return "store: the resident already has a draft care plan " + e.ID
}

// CarePlanContent is what the team writes in a draft. Areas may come in any order and leave some out; each
// ID is one of CarePlanAreas. A need's or intervention's ID is kept when it is already the draft's, else a
// new one is given, so ids stay across a draft's edits and never collide with another plan's.
type CarePlanContent struct {
	Person                CarePlanPerson
	ReferenceProfessional string
	Areas                 []CarePlanArea
}

// Area is the content's area of that id, added when it has none.
func (c *CarePlanContent) Area(id string) *CarePlanArea {
	for i := range c.Areas {
		if c.Areas[i].ID == id {
			return &c.Areas[i]
		}
	}
	c.Areas = append(c.Areas, CarePlanArea{ID: id})
	return &c.Areas[len(c.Areas)-1]
}

// CreateCarePlan starts a resident's next version as a draft with the content given (the pre-fill). The
// resident must be in the home and have no draft.
func (s *Store) CreateCarePlan(ctx context.Context, actor Actor, residentID string, content CarePlanContent) (CarePlan, error) {
	id, now := newID(), s.nowText()
	detail := map[string]any{}
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "care-plan", EntityID: id, ResidentID: residentID, Detail: detail}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		var draft string
		err := tx.QueryRowContext(ctx, `SELECT id FROM care_plans WHERE resident_id = ? AND status = 'borrador'`, residentID).Scan(&draft)
		if err == nil {
			return &CarePlanDraftExistsError{ID: draft}
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("find draft: %w", err)
		}
		var version int
		if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) + 1 FROM care_plans WHERE resident_id = ?`,
			residentID).Scan(&version); err != nil {
			return fmt.Errorf("next version: %w", err)
		}
		detail["version"] = version
		p := content.Person
		_, err = tx.ExecContext(ctx, `INSERT INTO care_plans (id, resident_id, version, status, biography, preferences, matters,
				reference_professional, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
			VALUES (?, ?, ?, 'borrador', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, id, residentID, version, p.Biography, p.Preferences,
			p.Matters, content.ReferenceProfessional, actor.UserID, actor.Name, now, actor.UserID, actor.Name, now)
		if err != nil {
			return fmt.Errorf("insert care plan: %w", err)
		}
		return writeCarePlanParts(ctx, tx, id, content.Areas, map[string]bool{})
	})
	if err != nil {
		return CarePlan{}, err
	}
	return s.CarePlanByID(ctx, id)
}

// UpdateCarePlan saves a draft's content again; the audit row keeps what it replaced.
func (s *Store) UpdateCarePlan(ctx context.Context, actor Actor, id string, content CarePlanContent) (CarePlan, error) {
	before, err := s.CarePlanByID(ctx, id)
	if err != nil {
		return CarePlan{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "care-plan", EntityID: id, ResidentID: before.ResidentID,
		Detail: map[string]any{"before": before}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := s.checkDraft(ctx, tx, before.ResidentID, id); err != nil {
			return err
		}
		kept, err := querySet(ctx, tx, scanString, `SELECT id FROM care_plan_needs WHERE plan_id = ?1
			UNION ALL SELECT i.id FROM care_plan_interventions i JOIN care_plan_needs n ON n.id = i.need_id WHERE n.plan_id = ?1`, id)
		if err != nil {
			return fmt.Errorf("draft ids: %w", err)
		}
		p := content.Person
		_, err = tx.ExecContext(ctx, `UPDATE care_plans SET biography = ?, preferences = ?, matters = ?, reference_professional = ?,
			updated_by = ?, updated_by_name = ?, updated_at = ? WHERE id = ?`, p.Biography, p.Preferences, p.Matters,
			content.ReferenceProfessional, actor.UserID, actor.Name, s.nowText(), id)
		if err != nil {
			return fmt.Errorf("update care plan: %w", err)
		}
		if err := clearCarePlanParts(ctx, tx, id); err != nil {
			return err
		}
		return writeCarePlanParts(ctx, tx, id, content.Areas, kept)
	})
	if err != nil {
		return CarePlan{}, err
	}
	return s.CarePlanByID(ctx, id)
}

// ApproveCarePlan makes a draft the plan in force with its agreement and the signature's picture, due for
// review on dueDate; the plan in force before is superseded in the same transaction.
func (s *Store) ApproveCarePlan(ctx context.Context, actor Actor, id string, a CarePlanAgreement, signature NewImage,
	dueDate string) (CarePlan, error) {
	before, err := s.CarePlanByID(ctx, id)
	if err != nil {
		return CarePlan{}, err
	}
	detail := map[string]any{"version": before.Version, "agreementName": a.Name, "method": a.Method, "dueDate": dueDate}
	entry := AuditEntry{Actor: actor, Action: "approve", Entity: "care-plan", EntityID: id, ResidentID: before.ResidentID,
		Detail: detail}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := s.checkDraft(ctx, tx, before.ResidentID, id); err != nil {
			return err
		}
		imageID, err := s.insertImage(ctx, tx, actor, signature)
		if err != nil {
			return err
		}
		now := s.nowText()
		var superseded string
		err = tx.QueryRowContext(ctx, `UPDATE care_plans SET status = 'sustituido', superseded_at = ?
			WHERE resident_id = ? AND status = 'vigente' RETURNING id`, now, before.ResidentID).Scan(&superseded)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("supersede care plan: %w", err)
		}
		detail["superseded"] = superseded
		res, err := tx.ExecContext(ctx, `UPDATE care_plans SET status = 'vigente', agreement_name = ?, agreement_relationship = ?,
				agreement_date = ?, agreement_method = ?, signature_id = ?, due_date = ?, approved_by = ?, approved_by_name = ?,
				approved_at = ?, updated_by = ?, updated_by_name = ?, updated_at = ?
			WHERE id = ? AND status = 'borrador'`, a.Name, a.Relationship, a.Date, a.Method, imageID, dueDate, actor.UserID,
			actor.Name, now, actor.UserID, actor.Name, now, id)
		if err != nil {
			return fmt.Errorf("approve care plan: %w", err)
		}
		return expectOne(res)
	})
	if err != nil {
		return CarePlan{}, err
	}
	return s.CarePlanByID(ctx, id)
}

// checkDraft: the resident is in the home and the plan is still a draft, inside the writing transaction.
func (s *Store) checkDraft(ctx context.Context, tx *sql.Tx, residentID, id string) error {
	if err := checkWritableResident(ctx, tx, residentID); err != nil {
		return err
	}
	var status string
	if err := tx.QueryRowContext(ctx, `SELECT status FROM care_plans WHERE id = ?`, id).Scan(&status); err != nil {
		return fmt.Errorf("read care plan: %w", err)
	}
	if status != CarePlanDraft {
		return ErrCarePlanNotDraft
	}
	return nil
}

func scanString(row rowScanner) (string, error) {
	var s string
	err := row.Scan(&s)
	return s, err
}

// clearCarePlanParts empties a draft before its content is written again.
func clearCarePlanParts(ctx context.Context, tx *sql.Tx, planID string) error {
	for _, q := range []string{
		`DELETE FROM care_plan_intervention_times WHERE intervention_id IN (SELECT i.id FROM care_plan_interventions i
			JOIN care_plan_needs n ON n.id = i.need_id WHERE n.plan_id = ?1)`,
		`DELETE FROM care_plan_interventions WHERE need_id IN (SELECT id FROM care_plan_needs WHERE plan_id = ?1)`,
		`DELETE FROM care_plan_needs WHERE plan_id = ?1`,
		`DELETE FROM care_plan_contributors WHERE plan_id = ?1`,
	} {
		if _, err := tx.ExecContext(ctx, q, planID); err != nil {
			return fmt.Errorf("clear draft: %w", err)
		}
	}
	return nil
}

// writeCarePlanParts writes the areas' contributors, needs, interventions and times, in the order given.
func writeCarePlanParts(ctx context.Context, tx *sql.Tx, planID string, areas []CarePlanArea, kept map[string]bool) error {
	idFor := func(id string) string {
		if kept[id] {
			return id
		}
		return newID()
	}
	for _, a := range areas {
		for i, c := range a.Contributors {
			if _, err := tx.ExecContext(ctx, `INSERT INTO care_plan_contributors (plan_id, area, position, name, role)
				VALUES (?, ?, ?, ?, ?)`, planID, a.ID, i, c.Name, c.Role); err != nil {
				return fmt.Errorf("insert contributor: %w", err)
			}
		}
		for i, n := range a.Needs {
			needID := idFor(n.ID)
			var scale, assessment, score, band any
			if n.Source != nil {
				scale, assessment, score, band = n.Source.Scale, n.Source.AssessmentID, n.Source.Score, n.Source.Band
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO care_plan_needs (id, plan_id, area, position, text, objective, source_scale,
					source_assessment_id, source_score, source_band, start_date, review_date, outcome, outcome_note)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, needID, planID, a.ID, i, n.Text, n.Objective, scale, assessment,
				score, band, n.StartDate, n.ReviewDate, nullable(n.Outcome), n.OutcomeNote)
			if err != nil {
				return fmt.Errorf("insert need: %w", err)
			}
			for j, v := range n.Interventions {
				if err := insertIntervention(ctx, tx, needID, j, idFor(v.ID), v); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func insertIntervention(ctx context.Context, tx *sql.Tx, needID string, position int, id string, v CarePlanIntervention) error {
	var every any
	if v.EveryHours > 0 {
		every = v.EveryHours
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO care_plan_interventions (id, need_id, position, text, frequency, every_hours,
		role, responsible) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, needID, position, v.Text, v.Frequency, every, v.Role, v.Responsible)
	if err != nil {
		return fmt.Errorf("insert intervention: %w", err)
	}
	for _, at := range v.Times {
		if _, err := tx.ExecContext(ctx, `INSERT INTO care_plan_intervention_times (intervention_id, at_time) VALUES (?, ?)`,
			id, at); err != nil {
			return fmt.Errorf("insert intervention time: %w", err)
		}
	}
	return nil
}
