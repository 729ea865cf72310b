package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// One fall told twice (from the falls tab and by an incident marked as a fall, or by two people) is counted once:
// CreateFall refuses a second entry near a fall in force, and an incident joins a fall recorded on its own
// (falls_incidents.go).

// FallNearbyWindow: two falls of a resident this close in time may be one fall told twice (from the falls tab
// and by an incident marked as a fall, or by two people).
const FallNearbyWindow = 2 * time.Hour

// NearbyFallError: a new fall, not confirmed as another one, is within FallNearbyWindow of a fall in force of
// the same resident (At, FromIncident when an incident made or joined it).
type NearbyFallError struct {
	ID           string
	At           time.Time
	FromIncident bool
}

func (e *NearbyFallError) Error() string {
	return "store: a fall of the resident near that time: " + e.ID
}

// nearbyFall finds a resident's fall in force within FallNearbyWindow of at (the closest); nil with none.
// withoutIncident keeps to the falls no incident made or joined.
func nearbyFall(ctx context.Context, tx *sql.Tx, residentID string, at time.Time, withoutIncident bool) (*NearbyFallError, error) {
	var id, when string
	var incident sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT id, at, incident_id FROM falls
		WHERE resident_id = ? AND voided_at IS NULL AND at BETWEEN ? AND ? AND (? = 0 OR incident_id IS NULL)
		ORDER BY abs(unixepoch(at) - unixepoch(?)) LIMIT 1`,
		residentID, formatTime(at.Add(-FallNearbyWindow)), formatTime(at.Add(FallNearbyWindow)), withoutIncident,
		formatTime(at)).Scan(&id, &when, &incident)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("nearby fall: %w", err)
	}
	return &NearbyFallError{ID: id, At: parseTime(when), FromIncident: incident.Valid}, nil
}
