package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Alert is a clinical alert (DESIGN 10) with its resident's name and room.
type Alert struct {
	ID                 string
	Source             string
	ResidentID         string
	ResidentName       string
	Room               string
	AreaID             string
	Kind               string
	Severity           string
	Title              string
	Detail             string
	RecordID           string
	CreatedAt          time.Time
	AcknowledgedAt     *time.Time
	AcknowledgedBy     string
	AcknowledgedByName string
	Comment            string
	// FallRecord: a fall alert opened by the falls register, whose record is a fall rather than an incident.
	FallRecord bool
}

// AlertInput is what opens an alert. Source names what opened it: a source opens one alert, ever.
type AlertInput struct {
	Source, ResidentID, Kind, Severity, Title, Detail, RecordID string
}

// AlertFilter narrows the list: Open or acknowledged ones, one resident, one area.
type AlertFilter struct {
	Acknowledged bool
	ResidentID   string
	AreaID       string
	Limit        int
}

// ErrAlreadyAcknowledged: someone else acknowledged the alert first.
var ErrAlreadyAcknowledged = errors.New("store: alert already acknowledged")

const alertColumns = `a.id, a.source, a.resident_id, r.name, r.room, coalesce(r.area_id, ''), a.kind, a.severity, a.title,
	a.detail, a.record_id, a.created_at, a.acknowledged_at, coalesce(a.acknowledged_by, ''),
	coalesce(a.acknowledged_by_name, ''), a.comment,
	a.kind = 'fall' AND EXISTS (SELECT 1 FROM falls f WHERE f.id = a.record_id)`

func scanAlert(row rowScanner) (Alert, error) {
	var a Alert
	var created string
	var acknowledged sql.NullString
	err := row.Scan(&a.ID, &a.Source, &a.ResidentID, &a.ResidentName, &a.Room, &a.AreaID, &a.Kind, &a.Severity, &a.Title,
		&a.Detail, &a.RecordID, &created, &acknowledged, &a.AcknowledgedBy, &a.AcknowledgedByName, &a.Comment, &a.FallRecord)
	if errors.Is(err, sql.ErrNoRows) {
		return Alert{}, ErrNotFound
	}
	if err != nil {
		return Alert{}, fmt.Errorf("scan alert: %w", err)
	}
	a.CreatedAt = parseTime(created)
	if acknowledged.Valid {
		t := parseTime(acknowledged.String)
		a.AcknowledgedAt = &t
	}
	return a, nil
}

// OpenAlert opens the alert unless its source already opened one, and stores its notice in the same
// transaction: a source opens one alert and tells once. opened says whether this call opened it.
func (s *Store) OpenAlert(ctx context.Context, actor Actor, in AlertInput, notice Notice) (alert Alert, opened bool, err error) {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "open", Entity: "alert", EntityID: id, ResidentID: in.ResidentID,
		Detail: map[string]string{"source": in.Source, "kind": in.Kind}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		inserted, err := s.insertAlert(ctx, tx, id, in)
		if err != nil {
			return err
		}
		if !inserted {
			return errAlertExists
		}
		return s.insertNotice(ctx, tx, notice)
	})
	if errors.Is(err, errAlertExists) {
		existing, err := scanAlert(s.reader.QueryRowContext(ctx, `SELECT `+alertColumns+`
			FROM alerts a JOIN residents r ON r.id = a.resident_id WHERE a.source = ?`, in.Source))
		return existing, false, err
	}
	if err != nil {
		return Alert{}, false, err
	}
	a, err := s.AlertByID(ctx, id)
	return a, err == nil, err
}

// insertAlert adds the alert inside a transaction unless its source already opened one.
func (s *Store) insertAlert(ctx context.Context, tx *sql.Tx, id string, in AlertInput) (bool, error) {
	res, err := tx.ExecContext(ctx, `INSERT INTO alerts (id, source, resident_id, kind, severity, title, detail, record_id, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (source) DO NOTHING`,
		id, in.Source, in.ResidentID, in.Kind, in.Severity, in.Title, in.Detail, in.RecordID, s.nowText())
	if err != nil {
		return false, fmt.Errorf("open alert: %w", err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// errAlertExists rolls back the audit row of an alert its source had already opened.
var errAlertExists = errors.New("store: the source already opened an alert")

// AlertByID returns one alert.
func (s *Store) AlertByID(ctx context.Context, id string) (Alert, error) {
	return scanAlert(s.reader.QueryRowContext(ctx, `SELECT `+alertColumns+`
		FROM alerts a JOIN residents r ON r.id = a.resident_id WHERE a.id = ?`, id))
}

// ListAlerts lists alerts of residents not deleted: open ones by severity (high first) and age (oldest
// first), acknowledged ones newest first.
func (s *Store) ListAlerts(ctx context.Context, f AlertFilter) ([]Alert, error) {
	if f.Limit <= 0 {
		f.Limit = 500
	}
	query, args := listAlertsSQL(f)
	alerts, err := queryAll(ctx, s.reader, scanAlert, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list alerts: %w", err)
	}
	return alerts, nil
}

// listAlertsSQL is ListAlerts' query. The open ones are read as two lists in age order from the open
// alerts' index, the high ones and the others, each stopping at the limit, and then put together: a home
// with thousands of open alerts (a night of missed doses) no longer sorts them all to show the first 500.
func listAlertsSQL(f AlertFilter) (string, []any) {
	where := ` WHERE r.deleted_at IS NULL`
	var args []any
	if f.ResidentID != "" {
		where += ` AND a.resident_id = ?`
		args = append(args, f.ResidentID)
	}
	if f.AreaID != "" {
		where += ` AND r.area_id = ?`
		args = append(args, f.AreaID)
	}
	from := ` FROM alerts a JOIN residents r ON r.id = a.resident_id`
	if f.Acknowledged {
		return `SELECT ` + alertColumns + from + where + ` AND a.acknowledged_at IS NOT NULL ORDER BY a.acknowledged_at DESC LIMIT ?`,
			append(args, f.Limit)
	}
	part := func(severity string) string {
		return `SELECT * FROM (SELECT ` + alertColumns + from + where + ` AND a.acknowledged_at IS NULL AND ` + severity +
			` ORDER BY a.created_at LIMIT ?)`
	}
	all := append(append(append(append([]any{}, args...), f.Limit), args...), f.Limit)
	return `SELECT * FROM (` + part(`a.severity = 'high'`) + ` UNION ALL ` + part(`a.severity <> 'high'`) + `)
		ORDER BY severity = 'high' DESC, created_at LIMIT ?`, append(all, f.Limit)
}

// AcknowledgeAlert signs an open alert with a comment; an alert already acknowledged is refused.
func (s *Store) AcknowledgeAlert(ctx context.Context, actor Actor, id, comment string) (Alert, error) {
	before, err := s.AlertByID(ctx, id)
	if err != nil {
		return Alert{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "acknowledge", Entity: "alert", EntityID: id, ResidentID: before.ResidentID,
		Detail: map[string]string{"comment": comment}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE alerts SET acknowledged_at = ?, acknowledged_by = ?, acknowledged_by_name = ?,
			comment = ? WHERE id = ? AND acknowledged_at IS NULL`, s.nowText(), actor.UserID, actor.Name, comment, id)
		if err != nil {
			return fmt.Errorf("acknowledge alert: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, ErrAlreadyAcknowledged)
		}
		return nil
	})
	if err != nil {
		return Alert{}, err
	}
	return s.AlertByID(ctx, id)
}

// OpenAlertsBefore returns every alert still open that was raised before the instant, oldest first: all of
// them, however many, for the handover to tell (the list's first 500 could leave a resident's out).
func (s *Store) OpenAlertsBefore(ctx context.Context, before time.Time) ([]Alert, error) {
	alerts, err := queryAll(ctx, s.reader, scanAlert, `SELECT `+alertColumns+` FROM alerts a JOIN residents r ON r.id = a.resident_id
		WHERE a.acknowledged_at IS NULL AND a.created_at < ? AND r.deleted_at IS NULL ORDER BY a.created_at`,
		formatTime(before))
	if err != nil {
		return nil, fmt.Errorf("open alerts: %w", err)
	}
	return alerts, nil
}

// AlertsAcknowledgedBetween returns the alerts acknowledged in [from, to), in the order they were, with
// the comment given: the shift handover tells them with the alert (issue 25).
func (s *Store) AlertsAcknowledgedBetween(ctx context.Context, from, to time.Time) ([]Alert, error) {
	alerts, err := queryAll(ctx, s.reader, scanAlert, `SELECT `+alertColumns+` FROM alerts a JOIN residents r ON r.id = a.resident_id
		WHERE a.acknowledged_at >= ? AND a.acknowledged_at < ? AND r.deleted_at IS NULL ORDER BY a.acknowledged_at`,
		formatTime(from), formatTime(to))
	if err != nil {
		return nil, fmt.Errorf("acknowledged alerts: %w", err)
	}
	return alerts, nil
}

// AlertsToEscalate returns the open alerts created before the limit that were not escalated yet.
func (s *Store) AlertsToEscalate(ctx context.Context, openedBefore time.Time) ([]Alert, error) {
	alerts, err := queryAll(ctx, s.reader, scanAlert, `SELECT `+alertColumns+` FROM alerts a JOIN residents r ON r.id = a.resident_id
		WHERE a.acknowledged_at IS NULL AND a.escalated_at IS NULL AND a.created_at < ? AND r.deleted_at IS NULL
		ORDER BY a.created_at`, formatTime(openedBefore))
	if err != nil {
		return nil, fmt.Errorf("alerts to escalate: %w", err)
	}
	return alerts, nil
}

// EscalateAlert marks the alert escalated and stores the notice in the same transaction, so an alert is
// escalated once.
func (s *Store) EscalateAlert(ctx context.Context, a Alert, n Notice) error {
	entry := AuditEntry{Actor: Actor{Role: "system"}, Action: "escalate", Entity: "alert", EntityID: a.ID, ResidentID: a.ResidentID}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE alerts SET escalated_at = ? WHERE id = ? AND escalated_at IS NULL`, s.nowText(), a.ID)
		if err != nil {
			return fmt.Errorf("escalate alert: %w", err)
		}
		if changed, err := res.RowsAffected(); err != nil || changed == 0 {
			return err // escalated meanwhile
		}
		return s.insertNotice(ctx, tx, n)
	})
}

// AlertSourcesStartingWith answers the sources of every alert ever opened whose source starts with prefix
// (careplan-due:), so a periodic check opens only what is new without trying each again.
func (s *Store) AlertSourcesStartingWith(ctx context.Context, prefix string) (map[string]bool, error) {
	set, err := querySet(ctx, s.reader, scanString, `SELECT source FROM alerts WHERE substr(source, 1, length(?1)) = ?1`, prefix)
	if err != nil {
		return nil, fmt.Errorf("alert sources: %w", err)
	}
	return set, nil
}

// CarePlanDueSource is what a resident's careplan-due alert is opened by (alerts.source): one per resident
// and due date, so a plan that lapses again, after a new one was agreed, opens a new one.
func CarePlanDueSource(residentID, dueDate string) string {
	return "careplan-due:" + residentID + ":" + dueDate
}
