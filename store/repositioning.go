package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Repositioning (cambios posturales, DESIGN 15): how often a resident is turned, and each change of position
// with the skin check. server/repositioning.go works out when the next one is due.

// RepositioningSchedule is a resident's schedule: every so many hours (0: none), set by whom and when.
type RepositioningSchedule struct {
	ResidentID    string
	EveryHours    int
	UpdatedBy     string
	UpdatedByName string
	UpdatedAt     time.Time
}

// RepositioningChange is one change of position.
type RepositioningChange struct {
	ID            string
	ResidentID    string
	At            time.Time
	Position      string // supino, lateral-izquierdo, lateral-derecho, sentado, prono
	SkinOK        bool
	Note          string
	CreatedBy     string
	CreatedByName string
	CreatedAt     time.Time
	Voided        *EntryVoid
}

// RepositioningState is a resident in the home with a schedule, their last change and when the schedule was set
// (the periodic check and the shift's list).
type RepositioningState struct {
	ResidentID, ResidentName, Room, AreaID string
	EveryHours                             int
	ScheduleSetAt                          time.Time
	Last                                   *RepositioningChange
}

const repositioningColumns = `id, resident_id, at, position, skin_ok, note, created_by, created_by_name, created_at,
	voided_at, voided_by, void_reason`

func scanRepositioningChange(row rowScanner) (RepositioningChange, error) {
	var c RepositioningChange
	var at, created, reason string
	var voidedAt, voidedBy sql.NullString
	err := row.Scan(&c.ID, &c.ResidentID, &at, &c.Position, &c.SkinOK, &c.Note, &c.CreatedBy, &c.CreatedByName, &created,
		&voidedAt, &voidedBy, &reason)
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNotFound
	}
	if err != nil {
		return c, fmt.Errorf("scan repositioning change: %w", err)
	}
	c.At, c.CreatedAt, c.Voided = parseTime(at), parseTime(created), entryVoid(voidedAt, voidedBy, reason)
	return c, nil
}

// RepositioningScheduleOf is a resident's schedule; ErrNotFound when none was ever set.
func (s *Store) RepositioningScheduleOf(ctx context.Context, residentID string) (RepositioningSchedule, error) {
	var sc RepositioningSchedule
	var at string
	err := s.reader.QueryRowContext(ctx, `SELECT resident_id, every_hours, updated_by, updated_by_name, updated_at
		FROM repositioning_schedules WHERE resident_id = ?`, residentID).
		Scan(&sc.ResidentID, &sc.EveryHours, &sc.UpdatedBy, &sc.UpdatedByName, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return RepositioningSchedule{ResidentID: residentID}, ErrNotFound
	}
	if err != nil {
		return sc, fmt.Errorf("repositioning schedule: %w", err)
	}
	sc.UpdatedAt = parseTime(at)
	return sc, nil
}

// SetRepositioningSchedule sets how often a resident in the home is turned (0: no schedule). Saving the hours it
// has already changes nothing, so the next change stays due when it was.
func (s *Store) SetRepositioningSchedule(ctx context.Context, actor Actor, residentID string, everyHours int) (RepositioningSchedule, error) {
	before, err := s.RepositioningScheduleOf(ctx, residentID)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return before, err
	}
	if err == nil && before.EveryHours == everyHours {
		return before, checkResidentWritable(ctx, s, residentID)
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "repositioning-schedule", EntityID: residentID, ResidentID: residentID,
		Detail: map[string]any{"before": before.EveryHours, "everyHours": everyHours}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO repositioning_schedules (resident_id, every_hours, updated_by, updated_by_name, updated_at)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT (resident_id) DO UPDATE SET every_hours = excluded.every_hours,
				updated_by = excluded.updated_by, updated_by_name = excluded.updated_by_name, updated_at = excluded.updated_at`,
			residentID, everyHours, actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("set repositioning schedule: %w", err)
		}
		return nil
	})
	if err != nil {
		return RepositioningSchedule{}, err
	}
	return s.RepositioningScheduleOf(ctx, residentID)
}

// checkResidentWritable refuses, outside a write, an unknown or archived resident (a save that writes nothing
// answers as the write would).
func checkResidentWritable(ctx context.Context, s *Store, residentID string) error {
	var archived sql.NullString
	err := s.reader.QueryRowContext(ctx, `SELECT archived_at FROM residents WHERE id = ? AND deleted_at IS NULL`, residentID).Scan(&archived)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrUnknownResident
	case err != nil:
		return fmt.Errorf("check resident: %w", err)
	case archived.Valid:
		return ErrArchivedResident
	}
	return nil
}

// AddRepositioningChange records a change of position of a resident in the home, signed by the actor.
func (s *Store) AddRepositioningChange(ctx context.Context, actor Actor, in RepositioningChange) (RepositioningChange, error) {
	id, now := newID(), s.nowText()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "repositioning", EntityID: id, ResidentID: in.ResidentID,
		Detail: map[string]any{"at": formatTime(in.At), "position": in.Position, "skinOk": in.SkinOK}}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO repositioning_changes (id, resident_id, at, day, position, skin_ok, note,
				created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.ResidentID, formatTime(in.At), homeDay(in.At), in.Position, in.SkinOK, in.Note, actor.UserID, actor.Name, now)
		if err != nil {
			return fmt.Errorf("insert repositioning change: %w", err)
		}
		return nil
	})
	if err != nil {
		return RepositioningChange{}, err
	}
	return s.RepositioningChangeByID(ctx, id)
}

// RepositioningChangeByID returns a change, voided or not, of a resident not deleted.
func (s *Store) RepositioningChangeByID(ctx context.Context, id string) (RepositioningChange, error) {
	return scanRepositioningChange(s.reader.QueryRowContext(ctx, `SELECT `+repositioningColumns+` FROM repositioning_changes
		WHERE id = ? AND resident_id IN (SELECT id FROM residents WHERE deleted_at IS NULL)`, id))
}

// RepositioningChanges returns a resident's changes in force of the Madrid days from to to (both included), in
// the order they were made.
func (s *Store) RepositioningChanges(ctx context.Context, residentID, from, to string) ([]RepositioningChange, error) {
	out, err := queryAll(ctx, s.reader, scanRepositioningChange, `SELECT `+repositioningColumns+` FROM repositioning_changes
		WHERE resident_id = ? AND day BETWEEN ? AND ? AND voided_at IS NULL ORDER BY at, id`, residentID, from, to)
	if err != nil {
		return nil, fmt.Errorf("repositioning changes: %w", err)
	}
	return out, nil
}

// LastRepositioningChange is a resident's latest change in force; ErrNotFound with none.
func (s *Store) LastRepositioningChange(ctx context.Context, residentID string) (RepositioningChange, error) {
	return scanRepositioningChange(s.reader.QueryRowContext(ctx, `SELECT `+repositioningColumns+` FROM repositioning_changes
		WHERE resident_id = ? AND voided_at IS NULL ORDER BY at DESC, id DESC LIMIT 1`, residentID))
}

// VoidRepositioningChange voids a change made by mistake, with the reason.
func (s *Store) VoidRepositioningChange(ctx context.Context, actor Actor, id, reason string) (RepositioningChange, error) {
	if err := s.voidEntry(ctx, actor, "repositioning_changes", "repositioning", id, reason); err != nil {
		return RepositioningChange{}, err
	}
	return s.RepositioningChangeByID(ctx, id)
}

// RepositioningStates returns the residents in the home with a schedule (every_hours > 0), each with their
// last change in force: every one, or one resident's (residentID not "").
func (s *Store) RepositioningStates(ctx context.Context, residentID string) ([]RepositioningState, error) {
	rows, err := s.reader.QueryContext(ctx, `SELECT r.id, r.name, r.room, coalesce(r.area_id, ''), sc.every_hours, sc.updated_at,
			(SELECT c.id FROM repositioning_changes c WHERE c.resident_id = r.id AND c.voided_at IS NULL ORDER BY c.at DESC, c.id DESC LIMIT 1)
		FROM repositioning_schedules sc JOIN residents r ON r.id = sc.resident_id
		WHERE sc.every_hours > 0 AND r.deleted_at IS NULL AND r.archived_at IS NULL AND (?1 = '' OR r.id = ?1)
		ORDER BY r.room, r.name`, residentID)
	if err != nil {
		return nil, fmt.Errorf("repositioning states: %w", err)
	}
	var out []RepositioningState
	var lastIDs []string
	for rows.Next() {
		var st RepositioningState
		var set string
		var last sql.NullString
		if err := rows.Scan(&st.ResidentID, &st.ResidentName, &st.Room, &st.AreaID, &st.EveryHours, &set, &last); err != nil {
			rows.Close()
			return nil, fmt.Errorf("scan repositioning state: %w", err)
		}
		st.ScheduleSetAt = parseTime(set)
		out = append(out, st)
		lastIDs = append(lastIDs, last.String)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i, id := range lastIDs {
		if id == "" {
			continue
		}
		c, err := s.RepositioningChangeByID(ctx, id)
		if err != nil {
			return nil, err
		}
		out[i].Last = &c
	}
	return out, nil
}
