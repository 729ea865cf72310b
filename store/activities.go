package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Activity is something planned for the residents (a workshop, an outing, a celebration).
type Activity struct {
	ID            string
	Title         string
	Description   string
	Location      string
	StartDate     string // YYYY-MM-DD
	StartTime     string // HH:MM
	EndDate       string
	EndTime       string
	CreatedBy     string
	CreatedByName string
	CreatedAt     time.Time
}

// ActivityInput is what creating or editing an activity saves.
type ActivityInput struct {
	Title, Description, Location           string
	StartDate, StartTime, EndDate, EndTime string
}

const activityColumns = `id, title, description, location, start_date, start_time, end_date, end_time,
	created_by, created_by_name, created_at`

func scanActivity(row rowScanner) (Activity, error) {
	var a Activity
	var created string
	err := row.Scan(&a.ID, &a.Title, &a.Description, &a.Location, &a.StartDate, &a.StartTime, &a.EndDate,
		&a.EndTime, &a.CreatedBy, &a.CreatedByName, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Activity{}, ErrNotFound
	}
	if err != nil {
		return Activity{}, fmt.Errorf("scan activity: %w", err)
	}
	a.CreatedAt = parseTime(created)
	return a, nil
}

// ListActivities returns every activity by start.
func (s *Store) ListActivities(ctx context.Context) ([]Activity, error) {
	out, err := queryAll(ctx, s.reader, scanActivity, `SELECT `+activityColumns+` FROM activities ORDER BY start_date, start_time, id`)
	if err != nil {
		return nil, fmt.Errorf("list activities: %w", err)
	}
	return out, nil
}

// ActivityByID returns one activity.
func (s *Store) ActivityByID(ctx context.Context, id string) (Activity, error) {
	return scanActivity(s.reader.QueryRowContext(ctx, `SELECT `+activityColumns+` FROM activities WHERE id = ?`, id))
}

// CreateActivity adds an activity signed by the actor.
func (s *Store) CreateActivity(ctx context.Context, actor Actor, in ActivityInput) (Activity, error) {
	id, now := newID(), s.nowText()
	err := s.write(ctx, AuditEntry{Actor: actor, Action: "create", Entity: "activity", EntityID: id}, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO activities (id, title, description, location, start_date, start_time, end_date, end_time,
				created_by, created_by_name, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.Title, in.Description, in.Location, in.StartDate, in.StartTime, in.EndDate, in.EndTime,
			actor.UserID, actor.Name, now, now)
		return err
	})
	if err != nil {
		return Activity{}, err
	}
	return s.ActivityByID(ctx, id)
}

// UpdateActivity edits an activity.
func (s *Store) UpdateActivity(ctx context.Context, actor Actor, id string, in ActivityInput) (Activity, error) {
	before, err := s.ActivityByID(ctx, id)
	if err != nil {
		return Activity{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "activity", EntityID: id, Detail: map[string]any{"before": before}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE activities SET title = ?, description = ?, location = ?, start_date = ?, start_time = ?,
				end_date = ?, end_time = ?, updated_at = ?
			WHERE id = ?`,
			in.Title, in.Description, in.Location, in.StartDate, in.StartTime, in.EndDate, in.EndTime, s.nowText(), id)
		if err != nil {
			return err
		}
		return expectOne(res)
	})
	if err != nil {
		return Activity{}, err
	}
	return s.ActivityByID(ctx, id)
}

// DeleteActivity removes an activity; the audit row keeps it.
func (s *Store) DeleteActivity(ctx context.Context, actor Actor, id string) error {
	before, err := s.ActivityByID(ctx, id)
	if err != nil {
		return err
	}
	entry := AuditEntry{Actor: actor, Action: "delete", Entity: "activity", EntityID: id, Detail: map[string]any{"before": before}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM activities WHERE id = ?`, id)
		if err != nil {
			return err
		}
		return expectOne(res)
	})
}
