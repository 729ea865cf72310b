package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// The medication inventory (SPEC's /inventory): its items (Medication), their stock movements and the
// expiry warnings. A dose given in the round (administrations.go) takes its units through the same
// movements.

// ErrInsufficientStock: a removal asked for more than is in stock.
var ErrInsufficientStock = errors.New("store: insufficient stock")

// Medication is one item of the inventory.
type Medication struct {
	ID                   string
	Name                 string
	ActiveIngredient     string // optional; the Kardex's allergy check reads it beside the name
	ATCCode              string // optional, the WHO's ATC code ("J01CA04"); the allergy check's groups read it
	Category             string
	Concentration        string
	Presentation         string
	AdministrationRoute  string
	Stock                int
	MinimumStock         int
	ExpirationDate       string // YYYY-MM-DD
	Location             string
	Supplier             string
	UnitPriceCents       int64
	RequiresPrescription bool
	Notes                string
	HighAlert            bool // of high risk (insulin, anticoagulant, antiepileptic): a dose held opens an alert
	CreatedAt            time.Time
	UpdatedAt            time.Time
}

// MedicationInput is what creating or editing a medication saves.
type MedicationInput struct {
	Name                 string
	ActiveIngredient     string
	ATCCode              string
	Category             string
	Concentration        string
	Presentation         string
	AdministrationRoute  string
	Stock                int
	MinimumStock         int
	ExpirationDate       string
	Location             string
	Supplier             string
	UnitPriceCents       int64
	RequiresPrescription bool
	Notes                string
	HighAlert            bool
}

// StockMovement is one entry or removal of stock.
type StockMovement struct {
	ID           string
	MedicationID string
	Kind         string // in, out
	Quantity     int
	StockAfter   int
	Description  string
	ActorID      string
	ActorName    string
	At           time.Time
}

const medicationColumns = `id, name, active_ingredient, atc_code, category, concentration, presentation, administration_route, stock,
	minimum_stock, expiration_date, location, supplier, unit_price_cents, requires_prescription, notes, high_alert,
	created_at, updated_at`

func scanMedication(row rowScanner) (Medication, error) {
	var m Medication
	var created, updated string
	err := row.Scan(&m.ID, &m.Name, &m.ActiveIngredient, &m.ATCCode, &m.Category, &m.Concentration, &m.Presentation, &m.AdministrationRoute,
		&m.Stock, &m.MinimumStock, &m.ExpirationDate, &m.Location, &m.Supplier, &m.UnitPriceCents,
		&m.RequiresPrescription, &m.Notes, &m.HighAlert, &created, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return Medication{}, ErrNotFound
	}
	if err != nil {
		return Medication{}, fmt.Errorf("scan medication: %w", err)
	}
	m.CreatedAt, m.UpdatedAt = parseTime(created), parseTime(updated)
	return m, nil
}

// ListMedications returns the inventory by name (not deleted ones).
func (s *Store) ListMedications(ctx context.Context) ([]Medication, error) {
	out, err := queryAll(ctx, s.reader, scanMedication, `SELECT `+medicationColumns+` FROM medications
		WHERE deleted_at IS NULL ORDER BY search, id`)
	if err != nil {
		return nil, fmt.Errorf("list medications: %w", err)
	}
	return out, nil
}

// MedicationByID returns a medication that was not deleted.
func (s *Store) MedicationByID(ctx context.Context, id string) (Medication, error) {
	return scanMedication(s.reader.QueryRowContext(ctx,
		`SELECT `+medicationColumns+` FROM medications WHERE id = ? AND deleted_at IS NULL`, id))
}

// CreateMedication adds a medication; the first stock is recorded as an entry movement.
func (s *Store) CreateMedication(ctx context.Context, actor Actor, in MedicationInput) (Medication, error) {
	id, now := newID(), s.nowText()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "medication", EntityID: id}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO medications (id, name, active_ingredient, atc_code, category, concentration, presentation, administration_route,
				stock, minimum_stock, expiration_date, location, supplier, unit_price_cents, requires_prescription, notes,
				high_alert, search, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.Name, in.ActiveIngredient, in.ATCCode, in.Category, in.Concentration, in.Presentation, in.AdministrationRoute, in.Stock,
			in.MinimumStock, in.ExpirationDate, in.Location, in.Supplier, in.UnitPriceCents, in.RequiresPrescription,
			in.Notes, in.HighAlert, Normalize(in.Name+" "+in.ActiveIngredient), now, now)
		if err != nil {
			return fmt.Errorf("insert medication: %w", err)
		}
		if in.Stock > 0 {
			if err := s.insertMovement(ctx, tx, actor, id, "in", in.Stock, in.Stock, "Existencias iniciales"); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Medication{}, err
	}
	return s.MedicationByID(ctx, id)
}

// UpdateMedication edits a medication. A change of the stock figure itself is recorded as a movement
// ("Ajuste de inventario"), so the history always adds up.
func (s *Store) UpdateMedication(ctx context.Context, actor Actor, id string, in MedicationInput) (Medication, error) {
	before, err := s.MedicationByID(ctx, id)
	if err != nil {
		return Medication{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "medication", EntityID: id, Detail: map[string]any{"before": before}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE medications SET name = ?, active_ingredient = ?, atc_code = ?, category = ?, concentration = ?, presentation = ?, administration_route = ?,
				stock = ?, minimum_stock = ?, expiration_date = ?, location = ?, supplier = ?, unit_price_cents = ?,
				requires_prescription = ?, notes = ?, high_alert = ?, search = ?, updated_at = ?
			WHERE id = ? AND deleted_at IS NULL`,
			in.Name, in.ActiveIngredient, in.ATCCode, in.Category, in.Concentration, in.Presentation, in.AdministrationRoute, in.Stock,
			in.MinimumStock, in.ExpirationDate, in.Location, in.Supplier, in.UnitPriceCents, in.RequiresPrescription, in.Notes,
			in.HighAlert, Normalize(in.Name+" "+in.ActiveIngredient), s.nowText(), id)
		if err != nil {
			return fmt.Errorf("update medication: %w", err)
		}
		if err := expectOne(res); err != nil {
			return err
		}
		if diff := in.Stock - before.Stock; diff != 0 {
			kind := "in"
			if diff < 0 {
				kind, diff = "out", -diff
			}
			if err := s.insertMovement(ctx, tx, actor, id, kind, diff, in.Stock, "Ajuste de inventario"); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Medication{}, err
	}
	return s.MedicationByID(ctx, id)
}

// DeleteMedication hides a medication; the row stays, because Kardex entries and movements point to it.
func (s *Store) DeleteMedication(ctx context.Context, actor Actor, id string) error {
	before, err := s.MedicationByID(ctx, id)
	if err != nil {
		return err
	}
	entry := AuditEntry{Actor: actor, Action: "delete", Entity: "medication", EntityID: id, Detail: map[string]any{"before": before}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE medications SET deleted_at = ?, deleted_by = ? WHERE id = ? AND deleted_at IS NULL`,
			s.nowText(), actor.UserID, id)
		if err != nil {
			return fmt.Errorf("delete medication: %w", err)
		}
		return expectOne(res)
	})
}

// AddStock records an entry of quantity units. Like RemoveStock, it answers the medication as this
// movement left it (its stock before was that minus the movement).
func (s *Store) AddStock(ctx context.Context, actor Actor, id string, quantity int, description string) (Medication, error) {
	return s.moveStock(ctx, actor, id, "in", quantity, description)
}

// RemoveStock records a removal; it never takes the stock below zero, whatever runs at the same time.
func (s *Store) RemoveStock(ctx context.Context, actor Actor, id string, quantity int, description string) (Medication, error) {
	return s.moveStock(ctx, actor, id, "out", quantity, description)
}

func (s *Store) moveStock(ctx context.Context, actor Actor, id, kind string, quantity int, description string) (Medication, error) {
	var after Medication
	entry := AuditEntry{Actor: actor, Action: "stock-" + kind, Entity: "medication", EntityID: id,
		Detail: map[string]any{"quantity": quantity, "description": description}}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		delta := quantity
		if kind == "out" {
			delta = -quantity
		}
		// The guard is in the statement itself: the row changes only if enough stock is there.
		res, err := tx.ExecContext(ctx, `
			UPDATE medications SET stock = stock + ?1, updated_at = ?2
			WHERE id = ?3 AND deleted_at IS NULL AND stock + ?1 >= 0`, delta, s.nowText(), id)
		if err != nil {
			return fmt.Errorf("move stock: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			if _, err := scanMedication(tx.QueryRowContext(ctx, `SELECT `+medicationColumns+` FROM medications WHERE id = ? AND deleted_at IS NULL`, id)); err != nil {
				return err
			}
			return ErrInsufficientStock
		}
		after, err = scanMedication(tx.QueryRowContext(ctx, `SELECT `+medicationColumns+` FROM medications WHERE id = ?`, id))
		if err != nil {
			return err
		}
		return s.insertMovement(ctx, tx, actor, id, kind, quantity, after.Stock, description)
	})
	if err != nil {
		return Medication{}, err
	}
	return after, nil
}

func (s *Store) insertMovement(ctx context.Context, tx *sql.Tx, actor Actor, medicationID, kind string, quantity, after int, description string) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO stock_movements (id, medication_id, kind, quantity, stock_after, description, actor_id, actor_name, at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		newID(), medicationID, kind, quantity, after, description, actor.UserID, actor.Name, s.nowText())
	if err != nil {
		return fmt.Errorf("insert stock movement: %w", err)
	}
	return nil
}

// MedicationsToWarn are the medications whose expiry staff have not been warned about for their current
// expiration date, expiring on or before the given day.
func (s *Store) MedicationsToWarn(ctx context.Context, until string) ([]Medication, error) {
	out, err := queryAll(ctx, s.reader, scanMedication, `SELECT `+medicationColumns+` FROM medications
		WHERE deleted_at IS NULL AND expiration_date <= ? AND expiry_notified_for <> expiration_date ORDER BY id`, until)
	if err != nil {
		return nil, fmt.Errorf("medications to warn: %w", err)
	}
	return out, nil
}

// WarnExpiry stores the expiry notice of a medication's current expiration date and remembers it was
// given, in one transaction, so each date is warned about once.
func (s *Store) WarnExpiry(ctx context.Context, m Medication, n Notice) error {
	entry := AuditEntry{Actor: Actor{Role: "system"}, Action: "warn-expiry", Entity: "medication", EntityID: m.ID}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE medications SET expiry_notified_for = expiration_date
			WHERE id = ? AND expiration_date = ? AND expiry_notified_for <> expiration_date`, m.ID, m.ExpirationDate)
		if err != nil {
			return fmt.Errorf("mark expiry warned: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil // changed or warned meanwhile
		}
		return s.insertNotice(ctx, tx, n)
	})
}

// StockMovements returns a medication's history, newest first.
func (s *Store) StockMovements(ctx context.Context, medicationID string) ([]StockMovement, error) {
	rows, err := s.reader.QueryContext(ctx, `
		SELECT id, medication_id, kind, quantity, stock_after, description, actor_id, actor_name, at
		FROM stock_movements WHERE medication_id = ? ORDER BY at DESC, id DESC`, medicationID)
	if err != nil {
		return nil, fmt.Errorf("list stock movements: %w", err)
	}
	defer rows.Close()
	out := []StockMovement{}
	for rows.Next() {
		var m StockMovement
		var at string
		if err := rows.Scan(&m.ID, &m.MedicationID, &m.Kind, &m.Quantity, &m.StockAfter, &m.Description,
			&m.ActorID, &m.ActorName, &at); err != nil {
			return nil, fmt.Errorf("scan stock movement: %w", err)
		}
		m.At = parseTime(at)
		out = append(out, m)
	}
	return out, rows.Err()
}
