package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Bowels and continence (DESIGN 15): stools with the Bristol scale, continence episodes and pad changes. SPEC's
// daily care record keeps its diaper change and feeds this register: a care record saved with diaperChange is a
// pad change here (care_record_id), dated the record's day at its time (without one, at noon, or when it was saved
// if that is earlier the same day: a pad change is never in the future), continent (the care
// record does not say otherwise) and with no stool; unticking it, or deleting the care record, voids it. It is
// corrected on the care record, never voided here.

// BowelRecord is a stool (Bristol 1-7), or only a continence episode or a pad change (Bristol nil).
type BowelRecord struct {
	ID            string
	ResidentID    string
	At            time.Time
	Bristol       *int
	Continent     bool
	PadChange     bool
	Note          string
	CareRecordID  string // the daily care record it came from; "" when recorded here
	CreatedBy     string
	CreatedByName string
	CreatedAt     time.Time
	Voided        *EntryVoid
}

// BowelQuery chooses a resident's entries: Madrid days From and To, both included ("" leaves that end open), and a page.
type BowelQuery struct {
	ResidentID string
	From, To   string
	Page       EntryPage
}

// LastStool is a resident in the home and their last stool in force (the three-day check).
type LastStool struct {
	ResidentID, ResidentName string
	StoolID                  string
	At                       time.Time
}

// carePadChangeNote is the note of a pad change that came from a daily care record.
const carePadChangeNote = "Del registro diario de cuidados."

const bowelColumns = `id, resident_id, at, bristol, continent, pad_change, note, coalesce(care_record_id, ''), created_by,
	created_by_name, created_at, voided_at, voided_by, void_reason`

func scanBowelRecord(row rowScanner) (BowelRecord, error) {
	var b BowelRecord
	var at, created, reason string
	var bristol sql.NullInt64
	var voidedAt, voidedBy sql.NullString
	err := row.Scan(&b.ID, &b.ResidentID, &at, &bristol, &b.Continent, &b.PadChange, &b.Note, &b.CareRecordID, &b.CreatedBy,
		&b.CreatedByName, &created, &voidedAt, &voidedBy, &reason)
	if errors.Is(err, sql.ErrNoRows) {
		return b, ErrNotFound
	}
	if err != nil {
		return b, fmt.Errorf("scan bowel record: %w", err)
	}
	if bristol.Valid {
		n := int(bristol.Int64)
		b.Bristol = &n
	}
	b.At, b.CreatedAt, b.Voided = parseTime(at), parseTime(created), entryVoid(voidedAt, voidedBy, reason)
	return b, nil
}

func bristolValue(n *int) any {
	if n == nil {
		return nil
	}
	return *n
}

// AddBowelRecord records a stool, a continence episode or a pad change of a resident in the home.
func (s *Store) AddBowelRecord(ctx context.Context, actor Actor, in BowelRecord) (BowelRecord, error) {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "bowel", EntityID: id, ResidentID: in.ResidentID,
		Detail: map[string]any{"at": formatTime(in.At), "bristol": in.Bristol, "continent": in.Continent, "padChange": in.PadChange}}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO bowel_records (id, resident_id, at, day, bristol, continent, pad_change, note,
				created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.ResidentID, formatTime(in.At), homeDay(in.At), bristolValue(in.Bristol), in.Continent, in.PadChange, in.Note,
			actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("insert bowel record: %w", err)
		}
		return nil
	})
	if err != nil {
		return BowelRecord{}, err
	}
	return s.BowelRecordByID(ctx, id)
}

// BowelRecordByID returns an entry, voided or not, of a resident not deleted.
func (s *Store) BowelRecordByID(ctx context.Context, id string) (BowelRecord, error) {
	return scanBowelRecord(s.reader.QueryRowContext(ctx, `SELECT `+bowelColumns+` FROM bowel_records
		WHERE id = ? AND resident_id IN (SELECT id FROM residents WHERE deleted_at IS NULL)`, id))
}

// BowelRecords returns a page of a resident's entries in force, newest first, and whether more remain. Before
// must be one of the resident's entries (voided too), else ErrNotFound.
func (s *Store) BowelRecords(ctx context.Context, q BowelQuery) ([]BowelRecord, bool, error) {
	query := `SELECT ` + bowelColumns + ` FROM bowel_records WHERE resident_id = ? AND voided_at IS NULL`
	args := []any{q.ResidentID}
	if q.From != "" {
		query += ` AND day >= ?`
		args = append(args, q.From)
	}
	if q.To != "" {
		query += ` AND day <= ?`
		args = append(args, q.To)
	}
	if q.Page.Before != "" {
		var at string
		err := s.reader.QueryRowContext(ctx, `SELECT at FROM bowel_records WHERE id = ? AND resident_id = ?`, q.Page.Before,
			q.ResidentID).Scan(&at)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, false, ErrNotFound
		}
		if err != nil {
			return nil, false, fmt.Errorf("bowel cursor: %w", err)
		}
		query += ` AND (at, id) < (?, ?)`
		args = append(args, at, q.Page.Before)
	}
	query, args = pageLimit(query+` ORDER BY at DESC, id DESC`, args, q.Page)
	list, err := queryAll(ctx, s.reader, scanBowelRecord, query, args...)
	if err != nil {
		return nil, false, fmt.Errorf("bowel records: %w", err)
	}
	list, more := cutPage(list, q.Page)
	return list, more, nil
}

// VoidBowelRecord voids an entry recorded by mistake, with the reason; a care record's pad change is refused
// (ErrFromCareRecord).
func (s *Store) VoidBowelRecord(ctx context.Context, actor Actor, id, reason string) (BowelRecord, error) {
	if err := s.voidEntry(ctx, actor, "bowel_records", "bowel", id, reason); err != nil {
		return BowelRecord{}, err
	}
	return s.BowelRecordByID(ctx, id)
}

// LastStools returns each resident in the home who has had a stool recorded, with the last one in force.
func (s *Store) LastStools(ctx context.Context) ([]LastStool, error) {
	out, err := queryAll(ctx, s.reader, func(row rowScanner) (LastStool, error) {
		var l LastStool
		var at string
		err := row.Scan(&l.ResidentID, &l.ResidentName, &l.StoolID, &at)
		l.At = parseTime(at)
		return l, err
	}, `SELECT r.id, r.name, b.id, b.at FROM residents r
		JOIN bowel_records b ON b.id = (SELECT id FROM bowel_records WHERE resident_id = r.id AND voided_at IS NULL
			AND bristol IS NOT NULL ORDER BY at DESC, id DESC LIMIT 1)
		WHERE r.deleted_at IS NULL AND r.archived_at IS NULL ORDER BY r.id`)
	if err != nil {
		return nil, fmt.Errorf("last stools: %w", err)
	}
	return out, nil
}

// followCarePadChange keeps a daily care record's pad change in this register as the record is saved or deleted
// (RecordKind.follow).
func followCarePadChange(ctx context.Context, _ *Store, tx *sql.Tx, actor Actor, careRecordID string, in *RecordInput[CareRecord], now string) error {
	if in == nil {
		return voidCarePadChange(ctx, tx, careRecordID, actor.UserID, now, "Registro diario de cuidados eliminado.")
	}
	return syncCarePadChange(ctx, tx, careRecordID, in.Data, now)
}

// syncCarePadChange keeps a daily care record's pad change in this register, in the care record's transaction:
// ticked, it is there (dated as the record now is); unticked, it is voided.
func syncCarePadChange(ctx context.Context, tx *sql.Tx, careRecordID string, d CareRecord, now string) error {
	var residentID, date, clock, by, byName, saved string
	err := tx.QueryRowContext(ctx, `SELECT resident_id, record_date, record_time, updated_by, updated_by_name, updated_at
		FROM care_records WHERE id = ?`, careRecordID).Scan(&residentID, &date, &clock, &by, &byName, &saved)
	if err != nil {
		return fmt.Errorf("read care record: %w", err)
	}
	if !d.DiaperChange {
		return voidCarePadChange(ctx, tx, careRecordID, by, now, "Desmarcado en el registro diario de cuidados.")
	}
	untimed := clock == ""
	if untimed {
		clock = "12:00"
	}
	at, err := time.ParseInLocation("2006-01-02 15:04", date+" "+clock, homeZone)
	if err != nil {
		return fmt.Errorf("care record's time: %w", err)
	}
	if savedAt := parseTime(saved); untimed && savedAt.Before(at) && homeDay(savedAt) == date {
		at = savedAt
	}
	res, err := tx.ExecContext(ctx, `UPDATE bowel_records SET at = ?, day = ? WHERE care_record_id = ? AND voided_at IS NULL`,
		formatTime(at), date, careRecordID)
	if err != nil {
		return fmt.Errorf("update care pad change: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO bowel_records (id, resident_id, at, day, bristol, continent, pad_change, note,
			care_record_id, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, NULL, 1, 1, ?, ?, ?, ?, ?)`,
		newID(), residentID, formatTime(at), date, carePadChangeNote, careRecordID, by, byName, now)
	if err != nil {
		return fmt.Errorf("insert care pad change: %w", err)
	}
	return nil
}

// voidCarePadChange voids the pad change a care record put in this register (unticked, or the record deleted).
func voidCarePadChange(ctx context.Context, tx *sql.Tx, careRecordID, by, now, reason string) error {
	_, err := tx.ExecContext(ctx, `UPDATE bowel_records SET voided_at = ?, voided_by = ?, void_reason = ?
		WHERE care_record_id = ? AND voided_at IS NULL`, now, by, reason, careRecordID)
	if err != nil {
		return fmt.Errorf("void care pad change: %w", err)
	}
	return nil
}
