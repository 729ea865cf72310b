package store

import (
	"context"
	"fmt"
)

// RoundResident is what the medication round shows of a resident beside the doses.
type RoundResident struct {
	ID        string
	Name      string
	Room      string
	AreaID    string
	AreaName  string
	PhotoID   string
	Allergies string
	NameKey   string // the name and the area's name folded (Normalize), to sort the round by
	AreaKey   string
}

// MedicationRound reads, in two queries, the active residents (of one area, or every one with areaID "")
// and their Kardex records: all the round needs but the administrations.
func (s *Store) MedicationRound(ctx context.Context, areaID string) ([]RoundResident, []Record, error) {
	const active = `r.deleted_at IS NULL AND r.archived_at IS NULL AND (?1 = '' OR r.area_id = ?1)`
	residents, err := queryAll(ctx, s.reader, func(row rowScanner) (RoundResident, error) {
		var r RoundResident
		err := row.Scan(&r.ID, &r.Name, &r.Room, &r.AreaID, &r.AreaName, &r.PhotoID, &r.Allergies)
		return r, err
	}, `SELECT r.id, r.name, r.room, COALESCE(r.area_id, ''), COALESCE(a.name, ''), COALESCE(r.photo_id, ''),
			COALESCE(json_extract(r.details, '$.allergies'), '')
		FROM residents r LEFT JOIN areas a ON a.id = r.area_id WHERE `+active, areaID)
	if err != nil {
		return nil, nil, fmt.Errorf("round residents: %w", err)
	}
	for i := range residents {
		residents[i].NameKey, residents[i].AreaKey = Normalize(residents[i].Name), Normalize(residents[i].AreaName)
	}
	records, err := queryAll(ctx, s.reader, scanRecord, `SELECT `+recordColumns+` FROM records
		WHERE kind = 'kardex' AND deleted_at IS NULL AND resident_id IN (SELECT r.id FROM residents r WHERE `+active+`)
		ORDER BY record_date, created_at, id`, areaID)
	if err != nil {
		return nil, nil, fmt.Errorf("round kardexes: %w", err)
	}
	return residents, records, nil
}
