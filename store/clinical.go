package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// A resident's clinical records (SPEC 3): vital signs, incidents, daily care, notes, social-work notes,
// assessments and the Kardex. Each kind has its own table (migration 00024) with the same record columns
// (RecordHead) and columns of its own; they share one lifecycle, written here once: signed, edited,
// tombstoned (never erased), each change audited in its own transaction.

var (
	// ErrUnknownResident: the record names a resident that does not exist (or was deleted).
	ErrUnknownResident = errors.New("store: unknown resident")
	// ErrArchivedResident: nothing new is written in an archived resident's records.
	ErrArchivedResident = errors.New("store: archived resident")
)

// DayTakenError: the kind allows one record per resident and day, and the day already has one.
type DayTakenError struct{ ExistingID string }

func (e *DayTakenError) Error() string { return "store: the day already has a record " + e.ExistingID }

// RecordHead is what every clinical record has: whose it is, when it happened, who signed it.
type RecordHead struct {
	ID            string
	ResidentID    string
	Date          string // YYYY-MM-DD
	Time          string // HH:MM or ""
	CreatedBy     string
	CreatedByName string
	CreatedAt     time.Time
	UpdatedBy     string
	UpdatedByName string
	UpdatedAt     time.Time
}

// Record is one clinical record of a kind whose own fields are T.
type Record[T any] struct {
	RecordHead
	Data T
}

// RecordKind is a clinical kind's table: its name in the audit, its own columns, and how T reads and
// writes them.
type RecordKind[T any] struct {
	Entity    string // the audit's entity
	table     string
	columns   []string       // the kind's own columns, in the order of scan and values
	scan      func(*T) []any // where each own column is read into
	values    func(T) []any  // what each own column is written with
	onePerDay bool           // at most one record per resident and day
	// children writes what the record keeps in tables of its own (a social-work note's observations), and
	// loadChildren reads it back for a list.
	children     func(ctx context.Context, tx *sql.Tx, id string, d T, now string) error
	loadChildren func(ctx context.Context, q querier, records []Record[T]) error
	// effects writes what saving the record sets off elsewhere, in its transaction (a Barthel's drop makes the
	// care plan due: care_plan_triggers.go).
	effects func(ctx context.Context, tx *sql.Tx, id, now string) error
	// follow keeps in step, in the record's transaction, a record of another register the record makes: an
	// incident marked as a fall has its fall (falls_incidents.go). in is nil when the record is deleted.
	follow func(ctx context.Context, s *Store, tx *sql.Tx, actor Actor, id string, in *RecordInput[T], now string) error
}

const headColumns = `id, resident_id, record_date, record_time, created_by, created_by_name, created_at, updated_by,
	updated_by_name, updated_at`

func (k *RecordKind[T]) selectSQL() string {
	return `SELECT ` + headColumns + `, ` + strings.Join(k.columns, ", ") + ` FROM ` + k.table +
		` WHERE deleted_at IS NULL`
}

func (k *RecordKind[T]) scanRow(row rowScanner) (Record[T], error) {
	var r Record[T]
	var created, updated string
	dest := append([]any{&r.ID, &r.ResidentID, &r.Date, &r.Time, &r.CreatedBy, &r.CreatedByName, &created,
		&r.UpdatedBy, &r.UpdatedByName, &updated}, k.scan(&r.Data)...)
	if err := row.Scan(dest...); errors.Is(err, sql.ErrNoRows) {
		return r, ErrNotFound
	} else if err != nil {
		return r, fmt.Errorf("scan %s: %w", k.Entity, err)
	}
	r.CreatedAt, r.UpdatedAt = parseTime(created), parseTime(updated)
	return r, nil
}

// readRecords reads the records of query with their children.
func readRecords[T any](ctx context.Context, q querier, k *RecordKind[T], query string, args ...any) ([]Record[T], error) {
	out, err := queryAll(ctx, q, k.scanRow, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", k.Entity, err)
	}
	if k.loadChildren != nil && len(out) > 0 {
		if err := k.loadChildren(ctx, q, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// RecordByID returns a record of the kind that was not deleted.
func RecordByID[T any](ctx context.Context, s *Store, k *RecordKind[T], id string) (Record[T], error) {
	out, err := readRecords(ctx, s.reader, k, k.selectSQL()+` AND id = ?`, id)
	if err != nil {
		return Record[T]{}, err
	}
	if len(out) == 0 {
		return Record[T]{}, ErrNotFound
	}
	return out[0], nil
}

// RecordKey is where a record sits in its list. Lists are newest first: by date, then time, then when the
// record was saved, then id, so that records sharing a date, a time and even a second still have one order.
type RecordKey struct{ Date, Time, CreatedAt, ID string }

// RecordQuery chooses which of a kind's records a list reads (DESIGN 13).
type RecordQuery struct {
	ResidentID string // "" for everyone's
	Search     string // narrows accent- and case-insensitively
	From, To   string // YYYY-MM-DD, both ends included; "" leaves that end open
	Before     *RecordKey
	Limit      int // at most this many; 0 for all of them
}

// recordOrder is the lists' order, newest first; each table's page index serves it.
const recordOrder = `ORDER BY record_date DESC, record_time DESC, created_at DESC, id DESC`

// pageSQL is the query for q and its arguments. It is keyset pagination: the page starts after the Before
// key in the lists' order (never OFFSET), so it is one range of the page index at any depth, and stable
// while records are added or deleted.
func (k *RecordKind[T]) pageSQL(q RecordQuery) (string, []any) {
	query, args := k.selectSQL(), []any{}
	if q.ResidentID != "" {
		query += ` AND resident_id = ?`
		args = append(args, q.ResidentID)
	}
	if q.Search != "" {
		query += ` AND instr(search, ?) > 0`
		args = append(args, Normalize(q.Search))
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

// PageRecords returns the records q chooses, newest first, and whether more remain after them (only with a
// Limit).
func PageRecords[T any](ctx context.Context, s *Store, k *RecordKind[T], q RecordQuery) ([]Record[T], bool, error) {
	query, args := k.pageSQL(q)
	out, err := readRecords(ctx, s.reader, k, query, args...)
	if err != nil {
		return nil, false, err
	}
	if q.Limit > 0 && len(out) > q.Limit {
		return out[:q.Limit], true, nil
	}
	return out, false, nil
}

// ListRecords returns all of a resident's records of the kind, newest first.
func ListRecords[T any](ctx context.Context, s *Store, k *RecordKind[T], residentID string) ([]Record[T], error) {
	out, _, err := PageRecords(ctx, s, k, RecordQuery{ResidentID: residentID})
	return out, err
}

// RecordsBetween returns every resident's records of the kind that happened in [from, to), slot keys
// ("YYYY-MM-DDTHH:MM", Madrid), oldest first: one range of the kind's day index. A record without a time
// counts as at 00:00 of its day.
func RecordsBetween[T any](ctx context.Context, s *Store, k *RecordKind[T], from, to string) ([]Record[T], error) {
	at := func(key string) (string, string) {
		day, clock, _ := strings.Cut(key, "T")
		if clock == "00:00" {
			clock = "" // the untimed records of the day come first, as at 00:00
		}
		return day, clock
	}
	fromDay, fromTime := at(from)
	toDay, toTime := at(to)
	return readRecords(ctx, s.reader, k, k.selectSQL()+` AND (record_date, record_time) >= (?, ?)
		AND (record_date, record_time) < (?, ?) ORDER BY record_date, record_time, created_at`, fromDay, fromTime, toDay, toTime)
}

// RecordKeyOf is where a resident's record of the kind sits in its list (residentID "" for any resident's).
// A deleted record keeps its place, so a page that ended on it can still be followed.
func RecordKeyOf[T any](ctx context.Context, s *Store, k *RecordKind[T], residentID, id string) (RecordKey, error) {
	var key RecordKey
	err := s.reader.QueryRowContext(ctx, `SELECT record_date, record_time, created_at, id FROM `+k.table+`
		WHERE id = ?1 AND (?2 = '' OR resident_id = ?2)`, id, residentID).
		Scan(&key.Date, &key.Time, &key.CreatedAt, &key.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return RecordKey{}, ErrNotFound
	}
	if err != nil {
		return RecordKey{}, fmt.Errorf("record key: %w", err)
	}
	return key, nil
}

// RecordInput is what saving a record writes.
type RecordInput[T any] struct {
	ResidentID string
	Date       string
	Time       string
	Data       T
	Search     string // the text the list search looks in
	// Alert is the clinical alert the record raises, opened in the record's own transaction (with its notice
	// to Alert.Notice's recipients) unless its source already opened one: its Source and its notice's tag
	// are completed with the record's id, and RecordID set to it.
	Alert *RecordAlert
	// AuditDetail is what the audit row keeps beside the change (a doctor's allergy override).
	AuditDetail map[string]any
}

// RecordAlert is the alert a record raises: AlertInput.Source and Notice's tag hold their prefixes
// ("vital:", "alert-vital:"). With a Group (a prefix of the sources: assessment:<resident>:<scale>:), it
// opens only while no alert of the group is open: one resident's high scores on one scale open one alert
// until someone acknowledges it.
type RecordAlert struct {
	AlertInput
	Group  string
	Notice Notice
}

// Saved tells what a write did besides saving the record: whether it opened its alert, and which.
type Saved[T any] struct {
	Record[T]
	AlertOpened bool
	AlertID     string // the alert it opened; "" when none
}

// CreateRecord saves a new record signed by the actor, and the alert it raises, in one transaction.
func CreateRecord[T any](ctx context.Context, s *Store, k *RecordKind[T], actor Actor, in RecordInput[T]) (Saved[T], error) {
	id, now := newID(), s.nowText()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: k.Entity, EntityID: id, ResidentID: in.ResidentID}
	if in.AuditDetail != nil {
		entry.Detail = in.AuditDetail
	}
	opened := ""
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		if err := k.checkDayFree(ctx, tx, in.ResidentID, in.Date, ""); err != nil {
			return err
		}
		columns := headColumns + `, search, ` + strings.Join(k.columns, ", ")
		args := append([]any{id, in.ResidentID, in.Date, in.Time, actor.UserID, actor.Name, now, actor.UserID, actor.Name,
			now, Normalize(in.Search)}, k.values(in.Data)...)
		_, err := tx.ExecContext(ctx, `INSERT INTO `+k.table+` (`+columns+`) VALUES (?`+strings.Repeat(", ?", len(args)-1)+`)`, args...)
		if err != nil {
			return fmt.Errorf("insert %s: %w", k.Entity, err)
		}
		opened, err = k.writeRest(ctx, s, tx, actor, id, in, now)
		return err
	})
	return savedRecord(ctx, s, k, id, opened, err)
}

// UpdateRecord saves a record again, with the alert it raises now, in one transaction; it stays with its
// resident, and the audit row keeps what it replaced.
func UpdateRecord[T any](ctx context.Context, s *Store, k *RecordKind[T], actor Actor, id string, in RecordInput[T]) (Saved[T], error) {
	before, err := RecordByID(ctx, s, k, id)
	if err != nil {
		return Saved[T]{}, err
	}
	detail := map[string]any{"before": before}
	for key, v := range in.AuditDetail {
		detail[key] = v
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: k.Entity, EntityID: id, ResidentID: before.ResidentID, Detail: detail}
	opened := ""
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		if err := k.checkDayFree(ctx, tx, before.ResidentID, in.Date, id); err != nil {
			return err
		}
		set := `record_date = ?, record_time = ?, search = ?, updated_by = ?, updated_by_name = ?, updated_at = ?`
		for _, c := range k.columns {
			set += `, ` + c + ` = ?`
		}
		now := s.nowText()
		args := append([]any{in.Date, in.Time, Normalize(in.Search), actor.UserID, actor.Name, now}, k.values(in.Data)...)
		res, err := tx.ExecContext(ctx, `UPDATE `+k.table+` SET `+set+` WHERE id = ? AND deleted_at IS NULL`,
			append(args, id)...)
		if err != nil {
			return fmt.Errorf("update %s: %w", k.Entity, err)
		}
		if err := expectOne(res); err != nil {
			return err
		}
		in.Alert = withResident(in.Alert, before.ResidentID)
		opened, err = k.writeRest(ctx, s, tx, actor, id, in, now)
		return err
	})
	return savedRecord(ctx, s, k, id, opened, err)
}

// writeRest writes, in the record's transaction, what it keeps in tables of its own and the alert it raises;
// it answers the alert's id when it opened.
func (k *RecordKind[T]) writeRest(ctx context.Context, s *Store, tx *sql.Tx, actor Actor, id string, in RecordInput[T], now string) (string, error) {
	if k.children != nil {
		if err := k.children(ctx, tx, id, in.Data, now); err != nil {
			return "", err
		}
	}
	if k.effects != nil {
		if err := k.effects(ctx, tx, id, now); err != nil {
			return "", err
		}
	}
	if k.follow != nil {
		if err := k.follow(ctx, s, tx, actor, id, &in, now); err != nil {
			return "", err
		}
	}
	return s.openRecordAlert(ctx, tx, actor, id, in.Alert)
}

// savedRecord answers a write: the record as saved, and the alert it opened ("" when none).
func savedRecord[T any](ctx context.Context, s *Store, k *RecordKind[T], id string, alertID string, err error) (Saved[T], error) {
	if err != nil {
		return Saved[T]{}, err
	}
	r, err := RecordByID(ctx, s, k, id)
	return Saved[T]{Record: r, AlertOpened: alertID != "", AlertID: alertID}, err
}

// DeleteRecord hides a record: the row stays as a tombstone and the audit row keeps its content and the
// reason given (which may be empty).
func DeleteRecord[T any](ctx context.Context, s *Store, k *RecordKind[T], actor Actor, id, reason string) error {
	before, err := RecordByID(ctx, s, k, id)
	if err != nil {
		return err
	}
	entry := AuditEntry{Actor: actor, Action: "delete", Entity: k.Entity, EntityID: id, ResidentID: before.ResidentID,
		Detail: map[string]any{"before": before, "reason": reason}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		now := s.nowText()
		res, err := tx.ExecContext(ctx, `UPDATE `+k.table+` SET deleted_at = ?, deleted_by = ?
			WHERE id = ? AND deleted_at IS NULL`, now, actor.UserID, id)
		if err != nil {
			return fmt.Errorf("delete %s: %w", k.Entity, err)
		}
		if err := expectOne(res); err != nil {
			return err
		}
		if k.follow != nil {
			if err := k.follow(ctx, s, tx, actor, id, nil, now); err != nil {
				return err
			}
		}
		return cancelReviewTrigger(ctx, tx, id, now)
	})
}

// checkWritableResident: nothing of a resident is written (records, doses, notes, ranges, the resident's own
// data) unless the resident exists and is not archived.
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

// checkDayFree refuses a second record of a one-per-day kind, inside the writing transaction so two people
// saving the same day at once cannot both succeed.
func (k *RecordKind[T]) checkDayFree(ctx context.Context, tx *sql.Tx, residentID, date, exceptID string) error {
	if !k.onePerDay {
		return nil
	}
	var existing string
	err := tx.QueryRowContext(ctx, `SELECT id FROM `+k.table+` WHERE resident_id = ? AND record_date = ?
		AND deleted_at IS NULL AND id <> ? LIMIT 1`, residentID, date, exceptID).Scan(&existing)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("check the day's record: %w", err)
	}
	return &DayTakenError{ExistingID: existing}
}

// readChildren reads what the records keep in a table of their own (a Kardex's entries, a note's added
// observations): query takes the records' ids as a JSON array and answers rows in order, which scan reads with
// the id of their record; each is handed to add with its record's own fields. reset empties each record's
// list first, so a record without rows has an empty one.
func readChildren[T, C any](ctx context.Context, q querier, records []Record[T], query string,
	scan func(row rowScanner) (parentID string, child C, err error), reset func(*T), add func(*T, C)) error {
	byID := make(map[string]*T, len(records))
	ids := make([]string, len(records))
	for i := range records {
		reset(&records[i].Data)
		byID[records[i].ID], ids[i] = &records[i].Data, records[i].ID
	}
	raw, err := json.Marshal(ids)
	if err != nil {
		return err
	}
	type child struct {
		parentID string
		value    C
	}
	rows, err := queryAll(ctx, q, func(row rowScanner) (child, error) {
		var c child
		var err error
		c.parentID, c.value, err = scan(row)
		return c, err
	}, query, string(raw))
	if err != nil {
		return fmt.Errorf("%T's rows: %w", *new(C), err)
	}
	for _, c := range rows {
		add(byID[c.parentID], c.value)
	}
	return nil
}
