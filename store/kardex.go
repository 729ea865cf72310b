package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Dose is one administration of a medication from a Kardex.
type Dose struct {
	ID             string
	KardexID       string
	MedicationID   string
	MedicationName string
	Date           string // YYYY-MM-DD
	Time           string // HH:MM
	GivenBy        string
	GivenByName    string
	CreatedAt      time.Time
}

// AddDose records a dose given; the Kardex must exist and name the medication.
func (s *Store) AddDose(ctx context.Context, actor Actor, kardexID, medicationID, medicationName, date, clock string) (Dose, error) {
	kardex, err := s.RecordByID(ctx, "kardex", kardexID)
	if err != nil {
		return Dose{}, err
	}
	id, now := newID(), s.nowText()
	entry := AuditEntry{Actor: actor, Action: "dose", Entity: "kardex", EntityID: kardexID, ResidentID: kardex.ResidentID,
		Detail: map[string]string{"medication": medicationName, "date": date, "time": clock}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, kardex.ResidentID); err != nil {
			return err
		}
		var givenBy string
		err := tx.QueryRowContext(ctx, `SELECT given_by_name FROM kardex_doses WHERE kardex_id = ? AND medication_id = ?
			AND dose_date = ? AND dose_time = ?`, kardexID, medicationID, date, clock).Scan(&givenBy)
		if err == nil {
			return &DoseTakenError{GivenByName: givenBy}
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("check the dose: %w", err)
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO kardex_doses (id, kardex_id, medication_id, medication_name, dose_date, dose_time, given_by,
				given_by_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, kardexID, medicationID, medicationName, date, clock, actor.UserID, actor.Name, now)
		if err != nil {
			return fmt.Errorf("insert dose: %w", err)
		}
		return nil
	})
	if err != nil {
		return Dose{}, err
	}
	return Dose{ID: id, KardexID: kardexID, MedicationID: medicationID, MedicationName: medicationName, Date: date,
		Time: clock, GivenBy: actor.UserID, GivenByName: actor.Name, CreatedAt: parseTime(now)}, nil
}

// DoseTakenError: the same medication of the same Kardex was already given at that date and minute.
type DoseTakenError struct{ GivenByName string }

func (e *DoseTakenError) Error() string { return "store: dose already registered by " + e.GivenByName }

// DosesFor returns the doses given from a Kardex, newest first.
func (s *Store) DosesFor(ctx context.Context, kardexID string) ([]Dose, error) {
	byKardex, err := s.DosesForKardexes(ctx, []string{kardexID})
	if err != nil {
		return nil, err
	}
	if byKardex[kardexID] == nil {
		return []Dose{}, nil
	}
	return byKardex[kardexID], nil
}

// DosesForKardexes returns the doses given from each of the Kardex, newest first, in one query.
func (s *Store) DosesForKardexes(ctx context.Context, kardexIDs []string) (map[string][]Dose, error) {
	ids, err := json.Marshal(kardexIDs)
	if err != nil {
		return nil, fmt.Errorf("encode kardex ids: %w", err)
	}
	doses, err := queryAll(ctx, s.reader, scanDose, `
		SELECT id, kardex_id, medication_id, medication_name, dose_date, dose_time, given_by, given_by_name, created_at
		FROM kardex_doses WHERE kardex_id IN (SELECT value FROM json_each(?))
		ORDER BY dose_date DESC, dose_time DESC, id DESC`, string(ids))
	if err != nil {
		return nil, fmt.Errorf("list doses: %w", err)
	}
	out := make(map[string][]Dose, len(kardexIDs))
	for _, d := range doses {
		out[d.KardexID] = append(out[d.KardexID], d)
	}
	return out, nil
}

func scanDose(row rowScanner) (Dose, error) {
	var d Dose
	var created string
	if err := row.Scan(&d.ID, &d.KardexID, &d.MedicationID, &d.MedicationName, &d.Date, &d.Time, &d.GivenBy,
		&d.GivenByName, &created); err != nil {
		return Dose{}, fmt.Errorf("scan dose: %w", err)
	}
	d.CreatedAt = parseTime(created)
	return d, nil
}
