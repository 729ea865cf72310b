package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// The daily registers of issue 28 (DESIGN 15): repositioning, fluids, weights and bowels. Each is a table of
// entries (sql/00032) written one at a time with one tap, read by the resident's day or in pages, and never
// erased: an entry made by mistake is voided (voided_at, by whom, why) and every list and figure leaves it out.
// The parts they share are here; each register has its own file.

var (
	// ErrVoided: the entry was voided already.
	ErrVoided = errors.New("store: entry already voided")
	// ErrFromCareRecord: a pad change that came from a daily care record; it is corrected on the care record.
	ErrFromCareRecord = errors.New("store: entry of a daily care record")
)

// homeZone is the home's clock (Europe/Madrid): an entry's day is the Madrid date of its instant.
var homeZone = demoZone

// homeDay is the home's calendar day of an instant, YYYY-MM-DD.
func homeDay(t time.Time) string { return t.In(homeZone).Format(time.DateOnly) }

// EntryVoid is who voided an entry, when and why; nil on an entry in force.
type EntryVoid struct {
	At     time.Time
	By     string
	Reason string
}

// EntryPage is one page of a register's list (DESIGN 13): at most Limit entries (0: all of them), after the
// entry Before (an id) in the list's order, newest first.
type EntryPage struct {
	Limit  int
	Before string
}

// entryVoid reads the void columns.
func entryVoid(at sql.NullString, by sql.NullString, reason string) *EntryVoid {
	if !at.Valid {
		return nil
	}
	return &EntryVoid{At: parseTime(at.String), By: by.String, Reason: reason}
}

// pageLimit adds the page's LIMIT (one more than asked, to tell whether more remain).
func pageLimit(query string, args []any, p EntryPage) (string, []any) {
	if p.Limit > 0 {
		query += ` LIMIT ?`
		args = append(args, p.Limit+1)
	}
	return query, args
}

// cutPage trims the extra entry pageLimit asked for and says whether more remain.
func cutPage[T any](list []T, p EntryPage) ([]T, bool) {
	if p.Limit > 0 && len(list) > p.Limit {
		return list[:p.Limit], true
	}
	return list, false
}

// voidEntry voids an entry of a register's table (a resident's in the home, in force), in a write audited as
// "void" with the reason. A pad change of a daily care record is corrected there (ErrFromCareRecord).
func (s *Store) voidEntry(ctx context.Context, actor Actor, table, entity, id, reason string) error {
	var residentID, careRecord string
	var voided sql.NullString
	careColumn := `''`
	if table == "bowel_records" {
		careColumn = `coalesce(care_record_id, '')`
	}
	err := s.reader.QueryRowContext(ctx, `SELECT resident_id, voided_at, `+careColumn+` FROM `+table+` WHERE id = ?`, id).
		Scan(&residentID, &voided, &careRecord)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("read %s: %w", entity, err)
	}
	if careRecord != "" {
		return ErrFromCareRecord
	}
	entry := AuditEntry{Actor: actor, Action: "void", Entity: entity, EntityID: id, ResidentID: residentID,
		Detail: map[string]any{"reason": reason}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE `+table+` SET voided_at = ?, voided_by = ?, void_reason = ?
			WHERE id = ? AND voided_at IS NULL`, s.nowText(), actor.UserID, reason, id)
		if err != nil {
			return fmt.Errorf("void %s: %w", entity, err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, ErrVoided)
		}
		return nil
	})
}

// ExistingAlertSources answers which of the sources opened an alert already: a periodic check opens only the
// new ones, without a write for each of the others every minute.
func (s *Store) ExistingAlertSources(ctx context.Context, sources []string) (map[string]bool, error) {
	out := map[string]bool{}
	for start := 0; start < len(sources); start += 500 {
		chunk := sources[start:min(start+500, len(sources))]
		args := make([]any, len(chunk))
		in := ""
		for i, src := range chunk {
			args[i] = src
			if i > 0 {
				in += ", "
			}
			in += "?"
		}
		set, err := querySet(ctx, s.reader, scanString, `SELECT source FROM alerts WHERE source IN (`+in+`)`, args...)
		if err != nil {
			return nil, fmt.Errorf("alert sources: %w", err)
		}
		for src := range set {
			out[src] = true
		}
	}
	return out, nil
}

// ResidentInHome is a resident in the home (not archived, not deleted) as a register's check needs them.
type ResidentInHome struct {
	ID, Name, Room, Gender string
}
