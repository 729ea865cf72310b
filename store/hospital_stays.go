package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Stays in hospital (issue 29, DESIGN 16). While a stay is open the resident is «en el hospital»: the server holds
// their doses as absent (HoldForHospital) and no missed-dose alert opens; coming back makes their care plan due
// for review when they have one in force.

var (
	// ErrInHospital: the resident is in hospital already.
	ErrInHospital = errors.New("store: the resident is in hospital")
	// ErrNotInHospital: the resident is not in hospital.
	ErrNotInHospital = errors.New("store: the resident is not in hospital")
)

// HospitalStay is a resident's stay in hospital; ReturnedAt is zero while it lasts.
type HospitalStay struct {
	ID, ResidentID, Reason string
	LeftAt, ReturnedAt     time.Time
}

const hospitalStayColumns = `id, resident_id, reason, left_at, COALESCE(returned_at, '')`

func scanHospitalStay(row rowScanner) (HospitalStay, error) {
	var h HospitalStay
	var left, returned string
	err := row.Scan(&h.ID, &h.ResidentID, &h.Reason, &left, &returned)
	if errors.Is(err, sql.ErrNoRows) {
		return HospitalStay{}, ErrNotFound
	}
	if err != nil {
		return HospitalStay{}, fmt.Errorf("scan hospital stay: %w", err)
	}
	h.LeftAt = parseTime(left)
	if returned != "" {
		h.ReturnedAt = parseTime(returned)
	}
	return h, nil
}

// HospitalStayOf is the resident's open stay in hospital, or ErrNotFound when they are in the home.
func (s *Store) HospitalStayOf(ctx context.Context, residentID string) (HospitalStay, error) {
	return scanHospitalStay(s.reader.QueryRowContext(ctx, `SELECT `+hospitalStayColumns+` FROM hospital_stays
		WHERE resident_id = ? AND returned_at IS NULL`, residentID))
}

// OpenHospitalStays are the stays of everyone in hospital now.
func (s *Store) OpenHospitalStays(ctx context.Context) ([]HospitalStay, error) {
	return queryAll(ctx, s.reader, scanHospitalStay, `SELECT `+hospitalStayColumns+` FROM hospital_stays
		WHERE returned_at IS NULL ORDER BY left_at`)
}

// StartHospitalStay records that the resident left for hospital at at, for reason.
func (s *Store) StartHospitalStay(ctx context.Context, actor Actor, residentID string, at time.Time, reason string) (HospitalStay, error) {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "hospital-leave", Entity: "hospital-stay", EntityID: id, ResidentID: residentID,
		Detail: map[string]string{"at": formatTime(at), "reason": reason}}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO hospital_stays (id, resident_id, left_at, reason, created_at, created_by)
			VALUES (?, ?, ?, ?, ?, ?)`, id, residentID, formatTime(at), reason, s.nowText(), actor.UserID)
		if isUniqueViolation(err) {
			return ErrInHospital
		}
		return err
	})
	if err != nil {
		return HospitalStay{}, err
	}
	return HospitalStay{ID: id, ResidentID: residentID, Reason: reason, LeftAt: at}, nil
}

// EndHospitalStay records that the resident came back at at (not before they left). In the same transaction a
// care plan in force is made due for review (DESIGN 14's hospital-return trigger).
func (s *Store) EndHospitalStay(ctx context.Context, actor Actor, residentID string, at time.Time) (HospitalStay, error) {
	stay, err := s.HospitalStayOf(ctx, residentID)
	if errors.Is(err, ErrNotFound) {
		return HospitalStay{}, ErrNotInHospital
	}
	if err != nil {
		return HospitalStay{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "hospital-return", Entity: "hospital-stay", EntityID: stay.ID,
		ResidentID: residentID, Detail: map[string]string{"at": formatTime(at)}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE hospital_stays SET returned_at = ?, returned_by = ?
			WHERE id = ? AND returned_at IS NULL`, formatTime(at), actor.UserID, stay.ID)
		if err != nil {
			return fmt.Errorf("end hospital stay: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotInHospital // someone else recorded the return meanwhile
		}
		var planInForce bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM care_plans
			WHERE resident_id = ? AND status = 'vigente')`, residentID).Scan(&planInForce); err != nil {
			return fmt.Errorf("read the care plan in force: %w", err)
		}
		if !planInForce {
			return nil
		}
		return insertReviewTrigger(ctx, tx, s.nowText(), residentID, TriggerHospitalReturn, stay.ID, stay.Reason)
	})
	if err != nil {
		return HospitalStay{}, err
	}
	stay.ReturnedAt = at
	return stay, nil
}

// HospitalHold is a dose slot of a resident in hospital, to be held as absent.
type HospitalHold struct {
	KardexID, EntryID, MedicationID, MedicationName, ScheduledAt string
	At                                                           time.Time // the slot's instant
}

// hospitalHoldBatch is how many slots one transaction holds.
const hospitalHoldBatch = 100

// HoldForHospital holds each slot as absent («Ausente u hospitalizado»), by the server, unless someone recorded it
// already; up to hospitalHoldBatch slots share a transaction and its audit row. It answers how many it held.
func (s *Store) HoldForHospital(ctx context.Context, slots []HospitalHold) (int, error) {
	held := 0
	for len(slots) > 0 {
		batch := slots[:min(len(slots), hospitalHoldBatch)]
		slots = slots[len(batch):]
		n := 0
		entry := AuditEntry{Actor: Actor{Role: "system"}, Action: "hold-hospital", Entity: "administration",
			Detail: map[string]any{"slots": len(batch), "first": batch[0].ScheduledAt, "kardexId": batch[0].KardexID}}
		err := s.write(ctx, entry, func(tx *sql.Tx) error {
			n = 0
			for _, h := range batch {
				res, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO administrations (id, kardex_id, entry_id, resident_id,
						medication_id, medication_name, scheduled_at, prn, status, reason, note, at, by_id, by_name, created_at)
					SELECT ?, k.id, ?, k.resident_id, ?, ?, ?, 0, 'held', 'absent', 'En el hospital', ?, '', 'Amparo', ?
					FROM kardexes k WHERE k.id = ?`,
					newID(), h.EntryID, h.MedicationID, h.MedicationName, h.ScheduledAt, formatTime(h.At), s.nowText(), h.KardexID)
				if err != nil {
					return fmt.Errorf("hold for hospital: %w", err)
				}
				affected, _ := res.RowsAffected()
				n += int(affected)
			}
			return nil
		})
		if err != nil {
			return held, err
		}
		held += n
	}
	return held, nil
}
