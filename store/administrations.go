package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Administration is one dose of a Kardex entry given or held (DESIGN 9).
type Administration struct {
	ID             string
	KardexID       string
	EntryID        string
	ResidentID     string
	MedicationID   string // "" for the resident's own supply
	MedicationName string
	ScheduledAt    string // the slot, "YYYY-MM-DDTHH:MM" on Madrid's clock; "" outside the schedule
	PRN            bool
	Status         string // given, held
	Reason         string // a hold's reason code, or a PRN dose's indication
	Note           string
	At             time.Time // when it was given or held
	StockUnits     int       // what it took from the inventory
	ByID           string
	ByName         string
	Effect         string // a PRN dose's follow-up: effective, partial, not-effective ("" until recorded)
	EffectNote     string
	EffectAt       time.Time // zero until recorded
	EffectBy       string
	EffectByName   string
	CreatedAt      time.Time
	// A dose recorded by mistake is voided, never deleted: VoidedAt is zero while it stands.
	VoidedAt     time.Time
	VoidedBy     string
	VoidedByName string
	VoidReason   string
}

// Voided says whether the dose was voided (it counts as given or held nowhere).
func (a Administration) Voided() bool { return !a.VoidedAt.IsZero() }

// AdministrationInput is what recording a dose saves, and the rules the store checks inside the same
// transaction, so that two people recording at once cannot both break them.
type AdministrationInput struct {
	KardexID       string
	EntryID        string
	MedicationID   string
	MedicationName string
	ScheduledAt    string
	PRN            bool
	Status         string
	Reason         string
	Note           string
	At             time.Time
	// StockUnits are taken from MedicationID's stock (a given dose of the inventory), never below zero,
	// with an "out" movement described by StockNote.
	StockUnits int
	StockNote  string
	// PRNLimit, when above zero, refuses the dose if that many PRN doses of the entry were given since PRNSince
	// (included).
	PRNLimit int
	PRNSince time.Time
	// PRNRecentFrom and PRNRecentTo, when set, refuse the dose if a PRN dose of the entry was given between them
	// (both included): a repeat the nurse has not confirmed.
	PRNRecentFrom, PRNRecentTo time.Time
	// RefuseSameMinute refuses a dose of the Kardex's medication given at the very same At (SPEC's dose call).
	RefuseSameMinute bool
	// AuditDetail is what the audit row keeps beside the administration.
	AuditDetail map[string]any
	// HoldAlert, for a held dose, is asked inside the transaction, with whether the entry's previous slot
	// recorded was held too, for the alert the hold raises (nil: none); it opens with the dose, its source and
	// its notice's tag completed with the administration's id.
	HoldAlert func(heldBefore bool) *RecordAlert
}

// StockTaken is what a dose took from the inventory: the medication as it left it, and its stock before.
type StockTaken struct {
	Medication Medication
	Before     int
}

// SlotTakenError: the slot already has its administration, recorded by ByName at At.
type SlotTakenError struct {
	ByName string
	At     time.Time
}

func (e *SlotTakenError) Error() string { return "store: slot already recorded by " + e.ByName }

// PRNLimitError: the PRN entry already had its daily maximum; Last is when the latest of them was given.
type PRNLimitError struct {
	Given int
	Last  time.Time
}

func (e *PRNLimitError) Error() string {
	return fmt.Sprintf("store: %d PRN doses already given", e.Given)
}

// PRNRecentError: a PRN dose of the entry was given at At by ByName, nearer than its minimum interval.
type PRNRecentError struct {
	ByName string
	At     time.Time
}

func (e *PRNRecentError) Error() string { return "store: a PRN dose was given recently by " + e.ByName }

// DoseTakenError: the same medication of the same Kardex was already given at that date and minute.
type DoseTakenError struct{ GivenByName string }

func (e *DoseTakenError) Error() string { return "store: dose already registered by " + e.GivenByName }

const administrationColumns = `id, kardex_id, entry_id, resident_id, medication_id, medication_name, scheduled_at, prn,
	status, reason, note, at, stock_units, by_id, by_name, effect, effect_note, effect_at, effect_by, effect_by_name, created_at,
	voided_at, voided_by, voided_by_name, void_reason`

func scanAdministration(row rowScanner) (Administration, error) {
	var a Administration
	var at, effectAt, created, voidedAt string
	err := row.Scan(&a.ID, &a.KardexID, &a.EntryID, &a.ResidentID, &a.MedicationID, &a.MedicationName, &a.ScheduledAt,
		&a.PRN, &a.Status, &a.Reason, &a.Note, &at, &a.StockUnits, &a.ByID, &a.ByName, &a.Effect, &a.EffectNote,
		&effectAt, &a.EffectBy, &a.EffectByName, &created, &voidedAt, &a.VoidedBy, &a.VoidedByName, &a.VoidReason)
	if errors.Is(err, sql.ErrNoRows) {
		return Administration{}, ErrNotFound
	}
	if err != nil {
		return Administration{}, fmt.Errorf("scan administration: %w", err)
	}
	a.At, a.CreatedAt = parseTime(at), parseTime(created)
	if effectAt != "" {
		a.EffectAt = parseTime(effectAt)
	}
	if voidedAt != "" {
		a.VoidedAt = parseTime(voidedAt)
	}
	return a, nil
}

// RecordAdministration saves a dose given or held, and for a given dose of the inventory takes its units
// from the stock with a movement, all in one transaction with its audit row. The Kardex must exist and its
// resident be active. It answers the administration and, when the stock moved, what it took.
func (s *Store) RecordAdministration(ctx context.Context, actor Actor, in AdministrationInput) (Administration, *StockTaken, error) {
	kardex, err := RecordByID(ctx, s, Kardexes, in.KardexID)
	if err != nil {
		return Administration{}, nil, err
	}
	id, now := newID(), s.nowText()
	var taken *StockTaken
	detail := map[string]any{"kardexId": in.KardexID, "entryId": in.EntryID, "medication": in.MedicationName,
		"scheduledAt": in.ScheduledAt, "status": in.Status, "reason": in.Reason, "prn": in.PRN, "at": formatTime(in.At)}
	for k, v := range in.AuditDetail {
		detail[k] = v
	}
	entry := AuditEntry{Actor: actor, Action: "administer", Entity: "administration", EntityID: id,
		ResidentID: kardex.ResidentID, Detail: detail}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, kardex.ResidentID); err != nil {
			return err
		}
		if err := checkAdministrationRules(ctx, tx, in); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO administrations (id, kardex_id, entry_id, resident_id, medication_id,
				medication_name, scheduled_at, prn, status, reason, note, at, by_id, by_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.KardexID, in.EntryID, kardex.ResidentID, in.MedicationID, in.MedicationName, in.ScheduledAt, in.PRN, in.Status,
			in.Reason, in.Note, formatTime(in.At), actor.UserID, actor.Name, now)
		if isUniqueViolation(err) {
			return slotTaken(ctx, tx, in)
		}
		if err != nil {
			return fmt.Errorf("insert administration: %w", err)
		}
		if in.Status == "held" && in.HoldAlert != nil {
			return s.openHoldAlert(ctx, tx, actor, id, in)
		}
		if in.Status != "given" || in.MedicationID == "" || in.StockUnits <= 0 {
			return nil
		}
		if taken, err = s.takeStock(ctx, tx, actor, in.MedicationID, in.StockUnits, in.StockNote); err != nil || taken == nil {
			return err
		}
		detail["stockUnits"] = taken.Before - taken.Medication.Stock
		_, err = tx.ExecContext(ctx, `UPDATE administrations SET stock_units = ? WHERE id = ?`, detail["stockUnits"], id)
		return err
	})
	if err != nil {
		return Administration{}, nil, err
	}
	a, err := s.AdministrationByID(ctx, id)
	return a, taken, err
}

// openHoldAlert opens the alert a held dose raises, if any, with whether the entry's previous slot recorded
// (not voided) was held too.
func (s *Store) openHoldAlert(ctx context.Context, tx *sql.Tx, actor Actor, id string, in AdministrationInput) error {
	heldBefore := false
	if in.ScheduledAt != "" {
		var status string
		err := tx.QueryRowContext(ctx, `SELECT status FROM administrations WHERE kardex_id = ? AND entry_id = ?
			AND scheduled_at <> '' AND scheduled_at < ? AND voided_at = '' ORDER BY scheduled_at DESC LIMIT 1`,
			in.KardexID, in.EntryID, in.ScheduledAt).Scan(&status)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("read the previous dose: %w", err)
		}
		heldBefore = status == "held"
	}
	_, err := s.openRecordAlert(ctx, tx, actor, id, in.HoldAlert(heldBefore))
	return err
}

// checkAdministrationRules refuses, inside the transaction, a PRN dose over its limit and an exact
// duplicate of SPEC's dose call.
func checkAdministrationRules(ctx context.Context, tx *sql.Tx, in AdministrationInput) error {
	if in.PRNLimit > 0 {
		var given int
		var last sql.NullString
		err := tx.QueryRowContext(ctx, `SELECT count(*), max(at) FROM administrations WHERE kardex_id = ? AND entry_id = ?
			AND prn AND status = 'given' AND voided_at = '' AND at >= ?`, in.KardexID, in.EntryID, formatTime(in.PRNSince)).Scan(&given, &last)
		if err != nil {
			return fmt.Errorf("count PRN doses: %w", err)
		}
		if given >= in.PRNLimit {
			return &PRNLimitError{Given: given, Last: parseTime(last.String)}
		}
	}
	if err := checkRecentPRN(ctx, tx, in); err != nil {
		return err
	}
	if in.RefuseSameMinute {
		var byName string
		err := tx.QueryRowContext(ctx, `SELECT by_name FROM administrations WHERE kardex_id = ? AND medication_id = ?
			AND status = 'given' AND voided_at = '' AND at = ? LIMIT 1`, in.KardexID, in.MedicationID, formatTime(in.At)).Scan(&byName)
		if err == nil {
			return &DoseTakenError{GivenByName: byName}
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("check the dose: %w", err)
		}
	}
	return nil
}

// checkRecentPRN refuses a PRN dose with another of the same entry given in [PRNRecentFrom, PRNRecentTo]
// (the latest of them is named).
func checkRecentPRN(ctx context.Context, tx *sql.Tx, in AdministrationInput) error {
	if in.PRNRecentFrom.IsZero() {
		return nil
	}
	var byName, at string
	err := tx.QueryRowContext(ctx, `SELECT by_name, at FROM administrations WHERE kardex_id = ? AND entry_id = ?
		AND prn AND status = 'given' AND voided_at = '' AND at >= ? AND at <= ? ORDER BY at DESC LIMIT 1`,
		in.KardexID, in.EntryID, formatTime(in.PRNRecentFrom), formatTime(in.PRNRecentTo)).Scan(&byName, &at)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil
	case err != nil:
		return fmt.Errorf("check the last PRN dose: %w", err)
	}
	return &PRNRecentError{ByName: byName, At: parseTime(at)}
}

// slotTaken names who recorded the slot the insert found taken.
func slotTaken(ctx context.Context, tx *sql.Tx, in AdministrationInput) error {
	var byName, at string
	err := tx.QueryRowContext(ctx, `SELECT by_name, at FROM administrations WHERE scheduled_at = ? AND kardex_id = ? AND entry_id = ?
		AND voided_at = ''`,
		in.ScheduledAt, in.KardexID, in.EntryID).Scan(&byName, &at)
	if err != nil {
		return fmt.Errorf("read the slot's administration: %w", err)
	}
	return &SlotTakenError{ByName: byName, At: parseTime(at)}
}

func isUniqueViolation(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE
}

// takeStock takes up to units from a medication's stock, stopping at zero: a dose is never refused for
// stock. Nothing moves for a medication deleted from the inventory or already at zero (nil answer).
func (s *Store) takeStock(ctx context.Context, tx *sql.Tx, actor Actor, medicationID string, units int, note string) (*StockTaken, error) {
	const one = `SELECT ` + medicationColumns + ` FROM medications WHERE id = ? AND deleted_at IS NULL`
	before, err := scanMedication(tx.QueryRowContext(ctx, one, medicationID))
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	n := min(units, before.Stock)
	if n <= 0 {
		return nil, nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE medications SET stock = stock - ?, updated_at = ? WHERE id = ?`,
		n, s.nowText(), medicationID); err != nil {
		return nil, fmt.Errorf("take stock: %w", err)
	}
	after, err := scanMedication(tx.QueryRowContext(ctx, one, medicationID))
	if err != nil {
		return nil, err
	}
	if err := s.insertMovement(ctx, tx, actor, medicationID, "out", n, after.Stock, note); err != nil {
		return nil, err
	}
	return &StockTaken{Medication: after, Before: before.Stock}, nil
}

// AdministrationByID returns one administration.
func (s *Store) AdministrationByID(ctx context.Context, id string) (Administration, error) {
	return scanAdministration(s.reader.QueryRowContext(ctx, `SELECT `+administrationColumns+` FROM administrations WHERE id = ?`, id))
}

// SetAdministrationEffect records the follow-up of a dose (whether a PRN dose worked); the audit row keeps
// what it replaced.
func (s *Store) SetAdministrationEffect(ctx context.Context, actor Actor, id, effect, note string) (Administration, error) {
	before, err := s.AdministrationByID(ctx, id)
	if err != nil {
		return Administration{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "effect", Entity: "administration", EntityID: id, ResidentID: before.ResidentID,
		Detail: map[string]any{"effect": effect, "note": note, "before": map[string]string{"effect": before.Effect, "note": before.EffectNote}}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE administrations SET effect = ?, effect_note = ?, effect_at = ?, effect_by = ?,
			effect_by_name = ? WHERE id = ?`, effect, note, s.nowText(), actor.UserID, actor.Name, id)
		return err
	})
	if err != nil {
		return Administration{}, err
	}
	return s.AdministrationByID(ctx, id)
}

// ErrAlreadyVoided: the dose was voided already.
var ErrAlreadyVoided = errors.New("store: administration already voided")

// VoidAdministration voids a dose recorded by mistake, with the reason: the row stays, marked, and the units
// it took return to the stock with an "in" movement described by stockNote (unless the medication left the
// inventory), all in one transaction with its audit row. It answers the dose as voided and, when the stock
// moved, the medication as the return left it.
func (s *Store) VoidAdministration(ctx context.Context, actor Actor, id, reason, stockNote string) (Administration, *Medication, error) {
	before, err := s.AdministrationByID(ctx, id)
	if err != nil {
		return Administration{}, nil, err
	}
	detail := map[string]any{"reason": reason, "before": before}
	entry := AuditEntry{Actor: actor, Action: "void", Entity: "administration", EntityID: id, ResidentID: before.ResidentID,
		Detail: detail}
	var returned *Medication
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE administrations SET voided_at = ?, voided_by = ?, voided_by_name = ?, void_reason = ?
			WHERE id = ? AND voided_at = ''`, s.nowText(), actor.UserID, actor.Name, reason, id)
		if err != nil {
			return fmt.Errorf("void administration: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, ErrAlreadyVoided)
		}
		if before.Status != "given" || before.MedicationID == "" || before.StockUnits <= 0 {
			return nil
		}
		returned, err = s.returnStock(ctx, tx, actor, before.MedicationID, before.StockUnits, stockNote)
		if returned != nil {
			detail["stockReturned"] = before.StockUnits
		}
		return err
	})
	if err != nil {
		return Administration{}, nil, err
	}
	a, err := s.AdministrationByID(ctx, id)
	return a, returned, err
}

// returnStock puts units back in a medication's stock with an "in" movement; nothing moves for a medication
// deleted from the inventory (nil answer).
func (s *Store) returnStock(ctx context.Context, tx *sql.Tx, actor Actor, medicationID string, units int, note string) (*Medication, error) {
	res, err := tx.ExecContext(ctx, `UPDATE medications SET stock = stock + ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL`,
		units, s.nowText(), medicationID)
	if err != nil {
		return nil, fmt.Errorf("return stock: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return nil, err
	}
	after, err := scanMedication(tx.QueryRowContext(ctx, `SELECT `+medicationColumns+` FROM medications WHERE id = ?`, medicationID))
	if err != nil {
		return nil, err
	}
	return &after, s.insertMovement(ctx, tx, actor, medicationID, "in", units, after.Stock, note)
}
