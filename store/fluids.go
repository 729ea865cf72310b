package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Fluids (hidratación, DESIGN 15): each drink in ml, and a resident's own daily target; without one the server
// uses ESPEN's by sex (server/fluids.go).

// FluidIntake is one drink.
type FluidIntake struct {
	ID            string
	ResidentID    string
	At            time.Time
	Ml            int
	Drink         string
	CreatedBy     string
	CreatedByName string
	CreatedAt     time.Time
	Voided        *EntryVoid
}

// FluidTarget is a resident's own daily target.
type FluidTarget struct {
	ResidentID    string
	Ml            int
	UpdatedBy     string
	UpdatedByName string
	UpdatedAt     time.Time
}

// FluidDay is a resident in the home whose fluids are recorded, with their own target (0: none) and what they
// drank on a day up to an instant (the 16:00 check).
type FluidDay struct {
	ResidentID, ResidentName, Gender string
	TargetMl                         int
	TotalMl                          int
}

const fluidColumns = `id, resident_id, at, ml, drink, created_by, created_by_name, created_at, voided_at, voided_by, void_reason`

func scanFluidIntake(row rowScanner) (FluidIntake, error) {
	var f FluidIntake
	var at, created, reason string
	var voidedAt, voidedBy sql.NullString
	err := row.Scan(&f.ID, &f.ResidentID, &at, &f.Ml, &f.Drink, &f.CreatedBy, &f.CreatedByName, &created, &voidedAt, &voidedBy, &reason)
	if errors.Is(err, sql.ErrNoRows) {
		return f, ErrNotFound
	}
	if err != nil {
		return f, fmt.Errorf("scan fluid intake: %w", err)
	}
	f.At, f.CreatedAt, f.Voided = parseTime(at), parseTime(created), entryVoid(voidedAt, voidedBy, reason)
	return f, nil
}

// FluidTargetOf is a resident's own target; ErrNotFound without one.
func (s *Store) FluidTargetOf(ctx context.Context, residentID string) (FluidTarget, error) {
	var t FluidTarget
	var at string
	err := s.reader.QueryRowContext(ctx, `SELECT resident_id, ml, updated_by, updated_by_name, updated_at FROM fluid_targets
		WHERE resident_id = ?`, residentID).Scan(&t.ResidentID, &t.Ml, &t.UpdatedBy, &t.UpdatedByName, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return t, ErrNotFound
	}
	if err != nil {
		return t, fmt.Errorf("fluid target: %w", err)
	}
	t.UpdatedAt = parseTime(at)
	return t, nil
}

// SetFluidTarget sets a resident's own daily target; ml 0 takes it away (back to the default).
func (s *Store) SetFluidTarget(ctx context.Context, actor Actor, residentID string, ml int) error {
	before, err := s.FluidTargetOf(ctx, residentID)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return err
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "fluid-target", EntityID: residentID, ResidentID: residentID,
		Detail: map[string]any{"before": before.Ml, "ml": ml}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		if ml == 0 {
			_, err := tx.ExecContext(ctx, `DELETE FROM fluid_targets WHERE resident_id = ?`, residentID)
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO fluid_targets (resident_id, ml, updated_by, updated_by_name, updated_at)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT (resident_id) DO UPDATE SET ml = excluded.ml, updated_by = excluded.updated_by,
				updated_by_name = excluded.updated_by_name, updated_at = excluded.updated_at`,
			residentID, ml, actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("set fluid target: %w", err)
		}
		return nil
	})
}

// AddFluidIntake records a drink of a resident in the home, signed by the actor.
func (s *Store) AddFluidIntake(ctx context.Context, actor Actor, in FluidIntake) (FluidIntake, error) {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "fluid-intake", EntityID: id, ResidentID: in.ResidentID,
		Detail: map[string]any{"at": formatTime(in.At), "ml": in.Ml, "drink": in.Drink}}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO fluid_intakes (id, resident_id, at, day, ml, drink, created_by, created_by_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.ResidentID, formatTime(in.At), homeDay(in.At), in.Ml, in.Drink, actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("insert fluid intake: %w", err)
		}
		return nil
	})
	if err != nil {
		return FluidIntake{}, err
	}
	return s.FluidIntakeByID(ctx, id)
}

// FluidIntakeByID returns a drink, voided or not, of a resident not deleted.
func (s *Store) FluidIntakeByID(ctx context.Context, id string) (FluidIntake, error) {
	return scanFluidIntake(s.reader.QueryRowContext(ctx, `SELECT `+fluidColumns+` FROM fluid_intakes
		WHERE id = ? AND resident_id IN (SELECT id FROM residents WHERE deleted_at IS NULL)`, id))
}

// FluidIntakes returns a resident's drinks in force of the Madrid days from to to (both included), in the order
// they were drunk.
func (s *Store) FluidIntakes(ctx context.Context, residentID, from, to string) ([]FluidIntake, error) {
	out, err := queryAll(ctx, s.reader, scanFluidIntake, `SELECT `+fluidColumns+` FROM fluid_intakes
		WHERE resident_id = ? AND day BETWEEN ? AND ? AND voided_at IS NULL ORDER BY at, id`, residentID, from, to)
	if err != nil {
		return nil, fmt.Errorf("fluid intakes: %w", err)
	}
	return out, nil
}

// VoidFluidIntake voids a drink recorded by mistake, with the reason.
func (s *Store) VoidFluidIntake(ctx context.Context, actor Actor, id, reason string) (FluidIntake, error) {
	if err := s.voidEntry(ctx, actor, "fluid_intakes", "fluid-intake", id, reason); err != nil {
		return FluidIntake{}, err
	}
	return s.FluidIntakeByID(ctx, id)
}

// FluidDays returns, for the check of a day, the residents in the home whose fluids are recorded (with a target
// of their own, or a drink recorded on or after since) with what they drank that day up to the instant upTo.
func (s *Store) FluidDays(ctx context.Context, day string, upTo time.Time, since string) ([]FluidDay, error) {
	out, err := queryAll(ctx, s.reader, func(row rowScanner) (FluidDay, error) {
		var d FluidDay
		err := row.Scan(&d.ResidentID, &d.ResidentName, &d.Gender, &d.TargetMl, &d.TotalMl)
		return d, err
	}, `SELECT r.id, r.name, coalesce(json_extract(r.details, '$.gender'), ''), coalesce(t.ml, 0),
			(SELECT coalesce(sum(f.ml), 0) FROM fluid_intakes f WHERE f.resident_id = r.id AND f.day = ?1 AND f.at <= ?2
				AND f.voided_at IS NULL)
		FROM residents r LEFT JOIN fluid_targets t ON t.resident_id = r.id
		WHERE r.deleted_at IS NULL AND r.archived_at IS NULL
		  AND (t.ml IS NOT NULL OR r.id IN (SELECT resident_id FROM fluid_intakes WHERE day >= ?3 AND voided_at IS NULL))
		ORDER BY r.id`, day, formatTime(upTo), since)
	if err != nil {
		return nil, fmt.Errorf("fluid days: %w", err)
	}
	return out, nil
}
