package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// VitalRange is the reference range of one vital sign for one resident.
type VitalRange struct {
	Min float64 `json:"min"`
	Max float64 `json:"max"`
}

// VitalRanges returns the ranges a doctor saved for the resident, by measure; none saved is an empty map.
func (s *Store) VitalRanges(ctx context.Context, residentID string) (map[string]VitalRange, error) {
	var text string
	err := s.reader.QueryRowContext(ctx, `SELECT ranges FROM vital_ranges WHERE resident_id = ?`, residentID).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return map[string]VitalRange{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("vital ranges: %w", err)
	}
	ranges := map[string]VitalRange{}
	if err := json.Unmarshal([]byte(text), &ranges); err != nil {
		return nil, fmt.Errorf("decode vital ranges of %s: %w", residentID, err)
	}
	return ranges, nil
}

// SetVitalRanges replaces the resident's ranges; the audit keeps the ones they replace.
func (s *Store) SetVitalRanges(ctx context.Context, actor Actor, residentID string, ranges map[string]VitalRange) error {
	if _, err := s.ResidentByID(ctx, residentID); err != nil {
		return err
	}
	before, err := s.VitalRanges(ctx, residentID)
	if err != nil {
		return err
	}
	text, err := json.Marshal(ranges)
	if err != nil {
		return fmt.Errorf("encode vital ranges: %w", err)
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "vital-ranges", EntityID: residentID,
		Detail: map[string]any{"before": before, "after": ranges}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO vital_ranges (resident_id, ranges, updated_by, updated_by_name, updated_at)
			VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (resident_id) DO UPDATE SET ranges = excluded.ranges, updated_by = excluded.updated_by,
				updated_by_name = excluded.updated_by_name, updated_at = excluded.updated_at`,
			residentID, string(text), actor.UserID, actor.Name, s.nowText())
		return err
	})
}
