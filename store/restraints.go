package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// ErrRestraintEnded: a restraint that ended takes no more checks, renewals or ending.
var ErrRestraintEnded = errors.New("store: restraint ended")

// Restraint is one order of the restraint register (DESIGN 11) with its renewals and checks, oldest first.
type Restraint struct {
	ID                string
	ResidentID        string
	ResidentName      string
	Room              string
	ResidentArchived  bool
	Type              string // physical, pharmacological
	Device            string
	Reason            string
	AlternativesTried string
	Schedule          string
	StartDate         string // YYYY-MM-DD
	OrderedReviewDate string // the review date as first prescribed
	ReviewDate        string // the review date in force
	Consent           RestraintConsent
	PrescribedBy      string
	PrescribedByName  string
	CreatedAt         time.Time
	EndedAt           *time.Time
	EndedBy           string
	EndedByName       string
	EndReason         string
	Reviews           []RestraintReview
	Checks            []RestraintCheck
}

// Active: the restraint has not ended.
func (r Restraint) Active() bool { return r.EndedAt == nil }

// RestraintConsent is the specific consent the order needs: who gave it, their relationship, when.
type RestraintConsent struct {
	GivenBy      string
	Relationship string
	Date         string // YYYY-MM-DD
}

// RestraintInput is a doctor's order.
type RestraintInput struct {
	ResidentID, Type, Device, Reason, AlternativesTried, Schedule, StartDate, ReviewDate string
	Consent                                                                              RestraintConsent
}

// RestraintReview is a doctor's renewal: the new review date.
type RestraintReview struct {
	ID, ReviewDate, Note, By, ByName string
	At                               time.Time
}

// RestraintCheck is a per-shift check by a nurse or a doctor.
type RestraintCheck struct {
	ID              string
	Applied, SkinOK bool
	ReleasedMinutes int
	Note, By        string
	ByName          string
	At              time.Time
}

// RestraintFilter narrows ListRestraints; the zero value is every restraint of residents not deleted.
type RestraintFilter struct {
	ResidentID string
	Status     string    // "", active, ended
	StartedBy  string    // YYYY-MM-DD: started on or before this day
	EndedSince time.Time // with StartedBy: still active, or ended at or after this instant
}

// RestraintReviewSource is what a restraint's review alert is opened by (alerts.source): one per restraint
// and review date, so a renewal that lapses again opens a new one.
func RestraintReviewSource(id, reviewDate string) string {
	return "restraint-review:" + id + ":" + reviewDate
}

const restraintColumns = `t.id, t.resident_id, r.name, r.room, r.archived_at IS NOT NULL, t.type, t.device, t.reason,
	t.alternatives_tried, t.schedule, t.start_date, t.ordered_review_date, t.review_date, t.consent_given_by,
	t.consent_relationship, t.consent_date, t.prescribed_by, t.prescribed_by_name, t.created_at, t.ended_at,
	coalesce(t.ended_by, ''), coalesce(t.ended_by_name, ''), t.end_reason`

const restraintFrom = ` FROM restraints t JOIN residents r ON r.id = t.resident_id`

func scanRestraint(row rowScanner) (Restraint, error) {
	var t Restraint
	var created string
	var ended sql.NullString
	err := row.Scan(&t.ID, &t.ResidentID, &t.ResidentName, &t.Room, &t.ResidentArchived, &t.Type, &t.Device, &t.Reason,
		&t.AlternativesTried, &t.Schedule, &t.StartDate, &t.OrderedReviewDate, &t.ReviewDate, &t.Consent.GivenBy,
		&t.Consent.Relationship, &t.Consent.Date, &t.PrescribedBy, &t.PrescribedByName, &created, &ended,
		&t.EndedBy, &t.EndedByName, &t.EndReason)
	if errors.Is(err, sql.ErrNoRows) {
		return Restraint{}, ErrNotFound
	}
	if err != nil {
		return Restraint{}, fmt.Errorf("scan restraint: %w", err)
	}
	t.CreatedAt = parseTime(created)
	if ended.Valid {
		at := parseTime(ended.String)
		t.EndedAt = &at
	}
	t.Reviews, t.Checks = []RestraintReview{}, []RestraintCheck{}
	return t, nil
}

// RestraintByID returns a restraint of a resident not deleted, with its renewals and checks.
func (s *Store) RestraintByID(ctx context.Context, id string) (Restraint, error) {
	t, err := scanRestraint(s.reader.QueryRowContext(ctx, `SELECT `+restraintColumns+restraintFrom+`
		WHERE t.id = ? AND r.deleted_at IS NULL`, id))
	if err != nil {
		return Restraint{}, err
	}
	out := []Restraint{t}
	if err := s.loadRestraintParts(ctx, out); err != nil {
		return Restraint{}, err
	}
	return out[0], nil
}

// ListRestraints returns the restraints the filter selects, active ones first, then by start date, newest first.
func (s *Store) ListRestraints(ctx context.Context, f RestraintFilter) ([]Restraint, error) {
	query := `SELECT ` + restraintColumns + restraintFrom + ` WHERE r.deleted_at IS NULL`
	var args []any
	if f.ResidentID != "" {
		query += ` AND t.resident_id = ?`
		args = append(args, f.ResidentID)
	}
	switch f.Status {
	case "active":
		query += ` AND t.ended_at IS NULL`
	case "ended":
		query += ` AND t.ended_at IS NOT NULL`
	}
	if f.StartedBy != "" {
		query += ` AND t.start_date <= ? AND (t.ended_at IS NULL OR t.ended_at >= ?)`
		args = append(args, f.StartedBy, formatTime(f.EndedSince))
	}
	query += ` ORDER BY t.ended_at IS NOT NULL, t.start_date DESC, t.created_at DESC`
	out, err := queryAll(ctx, s.reader, scanRestraint, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list restraints: %w", err)
	}
	if err := s.loadRestraintParts(ctx, out); err != nil {
		return nil, err
	}
	return out, nil
}

// RestraintsPastReview returns the active restraints of residents in the home (not archived, not deleted)
// whose review date is before today and whose review alert for that date was not opened yet.
func (s *Store) RestraintsPastReview(ctx context.Context, today string) ([]Restraint, error) {
	out, err := queryAll(ctx, s.reader, scanRestraint, `SELECT `+restraintColumns+restraintFrom+`
		WHERE t.ended_at IS NULL AND t.review_date < ? AND r.deleted_at IS NULL AND r.archived_at IS NULL
		  AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.source = 'restraint-review:' || t.id || ':' || t.review_date)
		ORDER BY t.review_date, t.id`, today)
	if err != nil {
		return nil, fmt.Errorf("restraints past review: %w", err)
	}
	return out, nil
}

// RestraintsChanged returns the restraints ordered or ended in [from, to) (the shift handover).
func (s *Store) RestraintsChanged(ctx context.Context, from, to time.Time) ([]Restraint, error) {
	f, t := formatTime(from), formatTime(to)
	out, err := queryAll(ctx, s.reader, scanRestraint, `SELECT `+restraintColumns+restraintFrom+`
		WHERE r.deleted_at IS NULL AND ((t.created_at >= ?1 AND t.created_at < ?2) OR (t.ended_at >= ?1 AND t.ended_at < ?2))
		ORDER BY t.created_at`, f, t)
	if err != nil {
		return nil, fmt.Errorf("restraints changed: %w", err)
	}
	return out, nil
}

// loadRestraintParts fills the renewals and checks of the restraints, oldest first.
func (s *Store) loadRestraintParts(ctx context.Context, list []Restraint) error {
	if len(list) == 0 {
		return nil
	}
	index := make(map[string]int, len(list))
	ids := make([]any, len(list))
	for i, t := range list {
		index[t.ID], ids[i] = i, t.ID
	}
	in := `(?` + strings.Repeat(", ?", len(ids)-1) + `)`
	rows, err := s.reader.QueryContext(ctx, `SELECT restraint_id, id, review_date, note, by_id, by_name, at
		FROM restraint_reviews WHERE restraint_id IN `+in+` ORDER BY at, id`, ids...)
	if err != nil {
		return fmt.Errorf("restraint reviews: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var owner, at string
		var v RestraintReview
		if err := rows.Scan(&owner, &v.ID, &v.ReviewDate, &v.Note, &v.By, &v.ByName, &at); err != nil {
			return fmt.Errorf("scan restraint review: %w", err)
		}
		v.At = parseTime(at)
		list[index[owner]].Reviews = append(list[index[owner]].Reviews, v)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	checks, err := s.reader.QueryContext(ctx, `SELECT restraint_id, id, applied, skin_ok, released_minutes, note, by_id, by_name, at
		FROM restraint_checks WHERE restraint_id IN `+in+` ORDER BY at, id`, ids...)
	if err != nil {
		return fmt.Errorf("restraint checks: %w", err)
	}
	defer checks.Close()
	for checks.Next() {
		var owner, at string
		var v RestraintCheck
		if err := checks.Scan(&owner, &v.ID, &v.Applied, &v.SkinOK, &v.ReleasedMinutes, &v.Note, &v.By, &v.ByName, &at); err != nil {
			return fmt.Errorf("scan restraint check: %w", err)
		}
		v.At = parseTime(at)
		list[index[owner]].Checks = append(list[index[owner]].Checks, v)
	}
	return checks.Err()
}

// CreateRestraint saves a doctor's order for a resident in the home; the actor is its prescriber.
//
// expired, when given, is the restraint-review alert of an order registered already past its review: it opens
// in the same transaction, its source and notice's tag named by the new restraint (RestraintReviewSource).
func (s *Store) CreateRestraint(ctx context.Context, actor Actor, in RestraintInput, expired *RecordAlert) (Restraint, bool, error) {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "restraint", EntityID: id, ResidentID: in.ResidentID}
	opened := false
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO restraints (id, resident_id, type, device, reason, alternatives_tried,
				schedule, start_date, ordered_review_date, review_date, consent_given_by, consent_relationship, consent_date,
				prescribed_by, prescribed_by_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.ResidentID, in.Type, in.Device, in.Reason, in.AlternativesTried, in.Schedule, in.StartDate, in.ReviewDate,
			in.ReviewDate, in.Consent.GivenBy, in.Consent.Relationship, in.Consent.Date, actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("insert restraint: %w", err)
		}
		// A new restraint is a significant change: the care plan is due at once (DESIGN 14).
		if err := insertReviewTrigger(ctx, tx, s.nowText(), in.ResidentID, TriggerRestraint, id, in.Device); err != nil {
			return err
		}
		if expired == nil {
			return nil
		}
		alert, notice := expired.AlertInput, expired.Notice
		alert.Source, alert.RecordID, alert.ResidentID = RestraintReviewSource(id, in.ReviewDate), id, in.ResidentID
		notice.Options.Tag = "alert-" + alert.Source
		opened, err = s.openAlertInTx(ctx, tx, actor, alert, "", notice)
		return err
	})
	if err != nil {
		return Restraint{}, false, err
	}
	t, err := s.RestraintByID(ctx, id)
	return t, opened, err
}

// changeRestraint runs fn in a write on a restraint that is still active, of a resident in the home; the
// audit row names the restraint and its resident.
func (s *Store) changeRestraint(ctx context.Context, actor Actor, id, action string, detail func(before Restraint) map[string]any,
	fn func(tx *sql.Tx) error) (Restraint, error) {
	before, err := s.RestraintByID(ctx, id)
	if err != nil {
		return Restraint{}, err
	}
	entry := AuditEntry{Actor: actor, Action: action, Entity: "restraint", EntityID: id, ResidentID: before.ResidentID,
		Detail: detail(before)}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		var ended sql.NullString
		if err := tx.QueryRowContext(ctx, `SELECT ended_at FROM restraints WHERE id = ?`, id).Scan(&ended); err != nil {
			return fmt.Errorf("read restraint: %w", err)
		}
		if ended.Valid {
			return ErrRestraintEnded
		}
		return fn(tx)
	})
	if err != nil {
		return Restraint{}, err
	}
	return s.RestraintByID(ctx, id)
}

// AddRestraintCheck records a per-shift check of an active restraint.
func (s *Store) AddRestraintCheck(ctx context.Context, actor Actor, id string, c RestraintCheck) (Restraint, error) {
	checkID := newID()
	detail := func(Restraint) map[string]any {
		return map[string]any{"checkId": checkID, "applied": c.Applied, "skinOk": c.SkinOK, "releasedMinutes": c.ReleasedMinutes}
	}
	return s.changeRestraint(ctx, actor, id, "check", detail, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO restraint_checks (id, restraint_id, applied, skin_ok, released_minutes, note,
				by_id, by_name, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			checkID, id, c.Applied, c.SkinOK, c.ReleasedMinutes, c.Note, actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("insert restraint check: %w", err)
		}
		return nil
	})
}

// ReviewRestraint renews an active restraint until a new review date; the audit keeps the date it replaced.
func (s *Store) ReviewRestraint(ctx context.Context, actor Actor, id, reviewDate, note string) (Restraint, error) {
	detail := func(before Restraint) map[string]any {
		return map[string]any{"before": before.ReviewDate, "reviewDate": reviewDate, "note": note}
	}
	return s.changeRestraint(ctx, actor, id, "review", detail, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO restraint_reviews (id, restraint_id, review_date, note, by_id, by_name, at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, newID(), id, reviewDate, note, actor.UserID, actor.Name, s.nowText()); err != nil {
			return fmt.Errorf("insert restraint review: %w", err)
		}
		res, err := tx.ExecContext(ctx, `UPDATE restraints SET review_date = ? WHERE id = ? AND ended_at IS NULL`, reviewDate, id)
		if err != nil {
			return fmt.Errorf("renew restraint: %w", err)
		}
		return expectOne(res)
	})
}

// EndRestraint ends an active restraint with the reason; it stays on record.
func (s *Store) EndRestraint(ctx context.Context, actor Actor, id, reason string) (Restraint, error) {
	detail := func(Restraint) map[string]any { return map[string]any{"reason": reason} }
	return s.changeRestraint(ctx, actor, id, "end", detail, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE restraints SET ended_at = ?, ended_by = ?, ended_by_name = ?, end_reason = ?
			WHERE id = ? AND ended_at IS NULL`, s.nowText(), actor.UserID, actor.Name, reason, id)
		if err != nil {
			return fmt.Errorf("end restraint: %w", err)
		}
		return expectOne(res)
	})
}
