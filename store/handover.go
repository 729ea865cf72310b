package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// HandoverNote is what the outgoing staff wrote for a shift: about one resident, or (ResidentID "") the
// whole shift.
type HandoverNote struct {
	ID, ShiftDate, Shift, ResidentID, Text, ByID, ByName string
	At                                                   time.Time
}

// HandoverRead is who of the incoming staff read a shift's handover, and when they first did.
type HandoverRead struct {
	UserID, Name string
	At           time.Time
}

// AddHandoverNote saves a note for a shift; a resident it names must exist and not be archived.
func (s *Store) AddHandoverNote(ctx context.Context, actor Actor, n HandoverNote) (HandoverNote, error) {
	n.ID, n.ByID, n.ByName, n.At = newID(), actor.UserID, actor.Name, s.Now()
	var resident any
	if n.ResidentID != "" {
		if _, err := s.ResidentByID(ctx, n.ResidentID); err != nil {
			return HandoverNote{}, err
		}
		resident = n.ResidentID
	}
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "handover-note", EntityID: n.ID, ResidentID: n.ResidentID,
		Detail: map[string]string{"shiftDate": n.ShiftDate, "shift": n.Shift}}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if resident != nil {
			if err := checkWritableResident(ctx, tx, n.ResidentID); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO handover_notes (id, shift_date, shift, resident_id, text, by_id, by_name, at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, n.ID, n.ShiftDate, n.Shift, resident, n.Text, n.ByID, n.ByName, formatTime(n.At))
		return err
	})
	if err != nil {
		return HandoverNote{}, err
	}
	return n, nil
}

// HandoverNotes returns a shift's notes, oldest first.
func (s *Store) HandoverNotes(ctx context.Context, shiftDate, shift string) ([]HandoverNote, error) {
	notes, err := queryAll(ctx, s.reader, func(row rowScanner) (HandoverNote, error) {
		var n HandoverNote
		var at string
		err := row.Scan(&n.ID, &n.ShiftDate, &n.Shift, &n.ResidentID, &n.Text, &n.ByID, &n.ByName, &at)
		n.At = parseTime(at)
		return n, err
	}, `SELECT id, shift_date, shift, coalesce(resident_id, ''), text, by_id, by_name, at FROM handover_notes
		WHERE shift_date = ? AND shift = ? ORDER BY at, id`, shiftDate, shift)
	if err != nil {
		return nil, fmt.Errorf("handover notes: %w", err)
	}
	return notes, nil
}

// MarkHandoverRead keeps that the actor read the shift's handover; the first reading is the one kept.
func (s *Store) MarkHandoverRead(ctx context.Context, actor Actor, shiftDate, shift string) error {
	entry := AuditEntry{Actor: actor, Action: "read", Entity: "handover", EntityID: shiftDate + " " + shift}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO handover_reads (shift_date, shift, user_id, name, at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT DO NOTHING`, shiftDate, shift, actor.UserID, actor.Name, s.nowText())
		return err
	})
}

// HandoverReads returns who read a shift's handover, in the order they did.
func (s *Store) HandoverReads(ctx context.Context, shiftDate, shift string) ([]HandoverRead, error) {
	reads, err := queryAll(ctx, s.reader, func(row rowScanner) (HandoverRead, error) {
		var r HandoverRead
		var at string
		err := row.Scan(&r.UserID, &r.Name, &at)
		r.At = parseTime(at)
		return r, err
	}, `SELECT user_id, name, at FROM handover_reads WHERE shift_date = ? AND shift = ? ORDER BY at`, shiftDate, shift)
	if err != nil {
		return nil, fmt.Errorf("handover reads: %w", err)
	}
	return reads, nil
}
