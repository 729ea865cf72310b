package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Weights (DESIGN 15): a resident's weighings. A weight that is a significant loss opens the weight-loss alert
// in its own transaction (server/weights.go says when), and makes the MNA-SF due (server/assessments_due.go).

// Weight is one weighing; LossAlert says it opened the weight-loss alert.
type Weight struct {
	ID            string
	ResidentID    string
	Date          string // YYYY-MM-DD
	Kg            float64
	CreatedBy     string
	CreatedByName string
	CreatedAt     time.Time
	Voided        *EntryVoid
	LossAlert     bool
}

// WeightLoss is a weight in force that opened the weight-loss alert: the day it was weighed, and when saved.
type WeightLoss struct {
	ResidentID string
	Date       string
	CreatedAt  time.Time
}

// WeightLossSource is the prefix of a weight's weight-loss alert source: the weight's id completes it.
const WeightLossSource = "weight-loss:"

const weightColumns = `w.id, w.resident_id, w.date, w.kg, w.created_by, w.created_by_name, w.created_at, w.voided_at, w.voided_by,
	w.void_reason, EXISTS (SELECT 1 FROM alerts a WHERE a.source = 'weight-loss:' || w.id)`

func scanWeight(row rowScanner) (Weight, error) {
	var w Weight
	var created, reason string
	var voidedAt, voidedBy sql.NullString
	err := row.Scan(&w.ID, &w.ResidentID, &w.Date, &w.Kg, &w.CreatedBy, &w.CreatedByName, &created, &voidedAt, &voidedBy, &reason,
		&w.LossAlert)
	if errors.Is(err, sql.ErrNoRows) {
		return w, ErrNotFound
	}
	if err != nil {
		return w, fmt.Errorf("scan weight: %w", err)
	}
	w.CreatedAt, w.Voided = parseTime(created), entryVoid(voidedAt, voidedBy, reason)
	return w, nil
}

// AddWeight records a weighing of a resident in the home, and the weight-loss alert it raises (its source is
// completed with the weight's id), in one transaction. It answers the alert's id ("" when none opened).
func (s *Store) AddWeight(ctx context.Context, actor Actor, in Weight, loss *RecordAlert) (Weight, string, error) {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "weight", EntityID: id, ResidentID: in.ResidentID,
		Detail: map[string]any{"date": in.Date, "kg": in.Kg}}
	alertID := ""
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO weights (id, resident_id, date, kg, created_by, created_by_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, in.ResidentID, in.Date, in.Kg, actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("insert weight: %w", err)
		}
		alertID, err = s.openRecordAlert(ctx, tx, actor, id, withResident(loss, in.ResidentID))
		return err
	})
	if err != nil {
		return Weight{}, "", err
	}
	w, err := s.WeightByID(ctx, id)
	return w, alertID, err
}

// WeightByID returns a weight, voided or not, of a resident not deleted.
func (s *Store) WeightByID(ctx context.Context, id string) (Weight, error) {
	return scanWeight(s.reader.QueryRowContext(ctx, `SELECT `+weightColumns+` FROM weights w
		WHERE w.id = ? AND w.resident_id IN (SELECT id FROM residents WHERE deleted_at IS NULL)`, id))
}

// Weights returns a page of a resident's weights in force, newest first (by date, then when saved), and whether
// more remain. Before must be one of the resident's weights (voided too), else ErrNotFound.
func (s *Store) Weights(ctx context.Context, residentID string, p EntryPage) ([]Weight, bool, error) {
	query := `SELECT ` + weightColumns + ` FROM weights w WHERE w.resident_id = ? AND w.voided_at IS NULL`
	args := []any{residentID}
	if p.Before != "" {
		var date, created string
		err := s.reader.QueryRowContext(ctx, `SELECT date, created_at FROM weights WHERE id = ? AND resident_id = ?`,
			p.Before, residentID).Scan(&date, &created)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, false, ErrNotFound
		}
		if err != nil {
			return nil, false, fmt.Errorf("weight cursor: %w", err)
		}
		query += ` AND (w.date, w.created_at, w.id) < (?, ?, ?)`
		args = append(args, date, created, p.Before)
	}
	query, args = pageLimit(query+` ORDER BY w.date DESC, w.created_at DESC, w.id DESC`, args, p)
	list, err := queryAll(ctx, s.reader, scanWeight, query, args...)
	if err != nil {
		return nil, false, fmt.Errorf("weights: %w", err)
	}
	list, more := cutPage(list, p)
	return list, more, nil
}

// WeightsBetween returns a resident's weights in force dated in [from, to), oldest first (the weight-loss rule).
func (s *Store) WeightsBetween(ctx context.Context, residentID, from, to string) ([]Weight, error) {
	out, err := queryAll(ctx, s.reader, scanWeight, `SELECT `+weightColumns+` FROM weights w
		WHERE w.resident_id = ? AND w.date >= ? AND w.date < ? AND w.voided_at IS NULL ORDER BY w.date, w.created_at`,
		residentID, from, to)
	if err != nil {
		return nil, fmt.Errorf("weights between: %w", err)
	}
	return out, nil
}

// VoidWeight voids a weight recorded by mistake, with the reason. The alert it opened stays for staff to
// acknowledge; the MNA-SF it made due is no longer due.
func (s *Store) VoidWeight(ctx context.Context, actor Actor, id, reason string) (Weight, error) {
	if err := s.voidEntry(ctx, actor, "weights", "weight", id, reason); err != nil {
		return Weight{}, err
	}
	return s.WeightByID(ctx, id)
}

// WeightLosses returns the weights in force that opened the weight-loss alert, oldest first: every resident's,
// or one's (residentID not "").
func (s *Store) WeightLosses(ctx context.Context, residentID string) ([]WeightLoss, error) {
	out, err := queryAll(ctx, s.reader, func(row rowScanner) (WeightLoss, error) {
		var l WeightLoss
		var created string
		err := row.Scan(&l.ResidentID, &l.Date, &created)
		l.CreatedAt = parseTime(created)
		return l, err
	}, `SELECT w.resident_id, w.date, w.created_at FROM alerts a JOIN weights w ON w.id = substr(a.source, length(?2) + 1)
		WHERE a.source > ?2 AND a.source < ?2 || '~' AND w.voided_at IS NULL AND (?1 = '' OR w.resident_id = ?1)
		ORDER BY w.date, w.created_at`, residentID, WeightLossSource)
	if err != nil {
		return nil, fmt.Errorf("weight losses: %w", err)
	}
	return out, nil
}
