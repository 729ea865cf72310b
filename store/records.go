package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

var (
	// ErrUnknownResident: the record names a resident that does not exist (or was deleted).
	ErrUnknownResident = errors.New("store: unknown resident")
	// ErrArchivedResident: nothing new is written in an archived resident's records.
	ErrArchivedResident = errors.New("store: archived resident")
)

// DayTakenError: the kind allows one record per resident and day, and the day already has one.
type DayTakenError struct{ ExistingID string }

func (e *DayTakenError) Error() string { return "store: the day already has a record " + e.ExistingID }

// Record is one entry of a resident's records. Data holds what is particular to its kind.
type Record struct {
	ID            string
	Kind          string
	ResidentID    string
	Date          string // YYYY-MM-DD
	Time          string // HH:MM or ""
	Data          json.RawMessage
	CreatedBy     string
	CreatedByName string
	CreatedAt     time.Time
	UpdatedBy     string
	UpdatedByName string
	UpdatedAt     time.Time
}

// RecordInput is what saving a record writes. Search is the normalised text the list search looks in.
type RecordInput struct {
	ResidentID string
	Date       string
	Time       string
	Data       any
	Search     string
	OnePerDay  bool // no other record of the kind for the resident on Date (a day's care)
	// AuditDetail is what the audit row keeps beside the change (a doctor's allergy override).
	AuditDetail map[string]any
}

const recordColumns = `id, kind, resident_id, record_date, record_time, data, created_by, created_by_name, created_at,
	updated_by, updated_by_name, updated_at`

func scanRecord(row rowScanner) (Record, error) {
	var r Record
	var data, created, updated string
	err := row.Scan(&r.ID, &r.Kind, &r.ResidentID, &r.Date, &r.Time, &data, &r.CreatedBy, &r.CreatedByName, &created,
		&r.UpdatedBy, &r.UpdatedByName, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return Record{}, ErrNotFound
	}
	if err != nil {
		return Record{}, fmt.Errorf("scan record: %w", err)
	}
	r.Data = json.RawMessage(data)
	r.CreatedAt, r.UpdatedAt = parseTime(created), parseTime(updated)
	return r, nil
}

// RecordByID returns a record of that kind that was not deleted.
func (s *Store) RecordByID(ctx context.Context, kind, id string) (Record, error) {
	return scanRecord(s.reader.QueryRowContext(ctx,
		`SELECT `+recordColumns+` FROM records WHERE id = ? AND kind = ? AND deleted_at IS NULL`, id, kind))
}

// ListRecords returns a kind's records, newest first: one resident's, or everyone's with residentID "".
// search narrows them accent- and case-insensitively.
func (s *Store) ListRecords(ctx context.Context, kind, residentID, search string) ([]Record, error) {
	out, _, err := s.PageRecords(ctx, RecordQuery{Kind: kind, ResidentID: residentID, Search: search})
	return out, err
}

// RecordKey is where a record sits in its list. Lists are newest first: by date, then time, then when the
// record was saved, then id, so that records sharing a date, a time and even a second still have one order.
type RecordKey struct{ Date, Time, CreatedAt, ID string }

// RecordQuery chooses which of a kind's records a list reads (DESIGN 13).
type RecordQuery struct {
	Kind       string
	ResidentID string // "" for everyone's
	Search     string // narrows accent- and case-insensitively
	From, To   string // YYYY-MM-DD, both ends included; "" leaves that end open
	Before     *RecordKey
	Limit      int // at most this many; 0 for all of them
}

// recordOrder is the lists' order, newest first; records_page (migration 15) serves it.
const recordOrder = `ORDER BY record_date DESC, record_time DESC, created_at DESC, id DESC`

// pageRecordsSQL is the query for q and its arguments. It is keyset pagination: the page starts after the
// Before key in the lists' order (never OFFSET), so it is stable while records are added or deleted.
func pageRecordsSQL(q RecordQuery) (string, []any) {
	query := `SELECT ` + recordColumns + ` FROM records WHERE kind = ? AND deleted_at IS NULL`
	args := []any{q.Kind}
	if q.ResidentID != "" {
		query += ` AND resident_id = ?`
		args = append(args, q.ResidentID)
	}
	if q.Search != "" {
		query += ` AND search LIKE ? ESCAPE '\'`
		args = append(args, likePattern(q.Search))
	}
	if q.From != "" {
		query += ` AND record_date >= ?`
		args = append(args, q.From)
	}
	if q.To != "" {
		query += ` AND record_date <= ?`
		args = append(args, q.To)
	}
	if b := q.Before; b != nil {
		query += ` AND (record_date, record_time, created_at, id) < (?, ?, ?, ?)`
		args = append(args, b.Date, b.Time, b.CreatedAt, b.ID)
	}
	query += ` ` + recordOrder
	if q.Limit > 0 {
		query += ` LIMIT ?`
		args = append(args, q.Limit+1) // one more tells whether more remain
	}
	return query, args
}

// PageRecords returns the records q chooses, newest first, and whether more remain after them (only
// with a Limit).
func (s *Store) PageRecords(ctx context.Context, q RecordQuery) ([]Record, bool, error) {
	query, args := pageRecordsSQL(q)
	out, err := queryAll(ctx, s.reader, scanRecord, query, args...)
	if err != nil {
		return nil, false, fmt.Errorf("list records: %w", err)
	}
	if q.Limit > 0 && len(out) > q.Limit {
		return out[:q.Limit], true, nil
	}
	return out, false, nil
}

// ResidentRecordsVersion is the counter of the resident's records and vital ranges (migration 22): it moves
// with every change to them, in the change's own transaction. ErrNotFound when there is no such resident, or
// it was deleted. Read before the records a page holds, it is never newer than them.
func (s *Store) ResidentRecordsVersion(ctx context.Context, residentID string) (int64, error) {
	var version int64
	err := s.reader.QueryRowContext(ctx, `SELECT coalesce((SELECT version FROM resident_records_version v
		WHERE v.resident_id = r.id), 0) FROM residents r WHERE r.id = ? AND r.deleted_at IS NULL`, residentID).Scan(&version)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNotFound
	}
	if err != nil {
		return 0, fmt.Errorf("records version: %w", err)
	}
	return version, nil
}

// RecordKeyOf is where a resident's record of the kind sits in its list (residentID "" for any
// resident's). A deleted record keeps its place, so a page that ended on it can still be followed.
func (s *Store) RecordKeyOf(ctx context.Context, kind, residentID, id string) (RecordKey, error) {
	var k RecordKey
	err := s.reader.QueryRowContext(ctx, `SELECT record_date, record_time, created_at, id FROM records
		WHERE id = ?1 AND kind = ?2 AND (?3 = '' OR resident_id = ?3)`, id, kind, residentID).
		Scan(&k.Date, &k.Time, &k.CreatedAt, &k.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return RecordKey{}, ErrNotFound
	}
	if err != nil {
		return RecordKey{}, fmt.Errorf("record key: %w", err)
	}
	return k, nil
}

// CreateRecord saves a new record signed by the actor.
func (s *Store) CreateRecord(ctx context.Context, actor Actor, kind string, in RecordInput) (Record, error) {
	data, err := json.Marshal(in.Data)
	if err != nil {
		return Record{}, fmt.Errorf("encode record: %w", err)
	}
	id, now := newID(), s.nowText()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: kind, EntityID: id, ResidentID: in.ResidentID}
	if in.AuditDetail != nil {
		entry.Detail = in.AuditDetail
	}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		if err := checkDayFree(ctx, tx, kind, in, ""); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `
			INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by, created_by_name,
				created_at, updated_by, updated_by_name, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, kind, in.ResidentID, in.Date, in.Time, string(data), Normalize(in.Search), actor.UserID, actor.Name, now,
			actor.UserID, actor.Name, now)
		if err != nil {
			return fmt.Errorf("insert record: %w", err)
		}
		return nil
	})
	if err != nil {
		return Record{}, err
	}
	return s.RecordByID(ctx, kind, id)
}

// UpdateRecord saves a record again; it stays with its resident, and the audit row keeps what it replaced.
func (s *Store) UpdateRecord(ctx context.Context, actor Actor, kind, id string, in RecordInput) (Record, error) {
	before, err := s.RecordByID(ctx, kind, id)
	if err != nil {
		return Record{}, err
	}
	data, err := json.Marshal(in.Data)
	if err != nil {
		return Record{}, fmt.Errorf("encode record: %w", err)
	}
	detail := map[string]any{"before": before}
	for k, v := range in.AuditDetail {
		detail[k] = v
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: kind, EntityID: id, ResidentID: before.ResidentID, Detail: detail}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		in.ResidentID = before.ResidentID
		if err := checkDayFree(ctx, tx, kind, in, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `
			UPDATE records SET record_date = ?, record_time = ?, data = ?, search = ?, updated_by = ?, updated_by_name = ?,
				updated_at = ?
			WHERE id = ? AND kind = ? AND deleted_at IS NULL`,
			in.Date, in.Time, string(data), Normalize(in.Search), actor.UserID, actor.Name, s.nowText(), id, kind)
		if err != nil {
			return fmt.Errorf("update record: %w", err)
		}
		return expectOne(res)
	})
	if err != nil {
		return Record{}, err
	}
	return s.RecordByID(ctx, kind, id)
}

// DeleteRecord hides a record: the row stays as a tombstone and the audit row keeps its content and the
// reason given (which may be empty).
func (s *Store) DeleteRecord(ctx context.Context, actor Actor, kind, id, reason string) error {
	before, err := s.RecordByID(ctx, kind, id)
	if err != nil {
		return err
	}
	entry := AuditEntry{Actor: actor, Action: "delete", Entity: kind, EntityID: id, ResidentID: before.ResidentID,
		Detail: map[string]any{"before": before, "reason": reason}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE records SET deleted_at = ?, deleted_by = ? WHERE id = ? AND kind = ? AND deleted_at IS NULL`,
			s.nowText(), actor.UserID, id, kind)
		if err != nil {
			return fmt.Errorf("delete record: %w", err)
		}
		return expectOne(res)
	})
}

// checkWritableResident: records are written only for a resident who exists and is not archived.
func checkWritableResident(ctx context.Context, tx *sql.Tx, id string) error {
	var archived sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT archived_at FROM residents WHERE id = ? AND deleted_at IS NULL`, id).Scan(&archived)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrUnknownResident
	}
	if err != nil {
		return fmt.Errorf("check resident: %w", err)
	}
	if archived.Valid {
		return ErrArchivedResident
	}
	return nil
}

// checkDayFree refuses a second record of a one-per-day kind, inside the writing transaction so two
// people saving the same day at once cannot both succeed.
func checkDayFree(ctx context.Context, tx *sql.Tx, kind string, in RecordInput, exceptID string) error {
	if !in.OnePerDay {
		return nil
	}
	var existing string
	err := tx.QueryRowContext(ctx, `SELECT id FROM records WHERE resident_id = ? AND kind = ? AND record_date = ?
		AND deleted_at IS NULL AND id <> ? LIMIT 1`, in.ResidentID, kind, in.Date, exceptID).Scan(&existing)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("check the day's record: %w", err)
	}
	return &DayTakenError{ExistingID: existing}
}
