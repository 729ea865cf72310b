package store

import (
	"context"
	"fmt"
)

// Score is an assessment's result: its score, its band and its day.
type Score struct {
	Score int
	Band  string
	Date  string // YYYY-MM-DD
}

// LatestScores is the newest assessment of the scale of every resident who has one, by resident id.
func (s *Store) LatestScores(ctx context.Context, scale string) (map[string]Score, error) {
	rows, err := s.reader.QueryContext(ctx, `SELECT a.resident_id, a.score, a.band_label, a.record_date FROM assessments a
		WHERE a.scale = ?1 AND a.deleted_at IS NULL AND NOT EXISTS (
			SELECT 1 FROM assessments newer WHERE newer.resident_id = a.resident_id AND newer.scale = ?1
			  AND newer.deleted_at IS NULL AND (newer.record_date, newer.created_at) > (a.record_date, a.created_at))`, scale)
	if err != nil {
		return nil, fmt.Errorf("latest scores: %w", err)
	}
	defer rows.Close()
	out := map[string]Score{}
	for rows.Next() {
		var id string
		var sc Score
		if err := rows.Scan(&id, &sc.Score, &sc.Band, &sc.Date); err != nil {
			return nil, fmt.Errorf("scan score: %w", err)
		}
		out[id] = sc
	}
	return out, rows.Err()
}
