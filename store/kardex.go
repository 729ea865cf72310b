package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// KardexRecord is a resident's Kardex: its entries, as JSON the server reads (server/records_kardex.go).
// It still lives in the old records table, as the one kind left there, until its entries get a table.
type KardexRecord = Record[json.RawMessage]

// Kardexes is the kind of the Kardex.
var Kardexes = &RecordKind[json.RawMessage]{
	Entity: "kardex", table: "records", where: ` AND kind = 'kardex'`, columns: []string{"data"},
	scan:   func(d *json.RawMessage) []any { return []any{rawJSONColumn{d}} },
	values: func(d json.RawMessage) []any { return []any{string(d)} },
}

// rawJSONColumn reads a JSON column as it is.
type rawJSONColumn struct{ raw *json.RawMessage }

func (c rawJSONColumn) Scan(src any) error {
	text, ok := src.(string)
	if !ok {
		return fmt.Errorf("json column: unexpected %T", src)
	}
	*c.raw = json.RawMessage(text)
	return nil
}

// KardexesChanged returns the Kardex records created or edited in [from, to) (the handover).
func (s *Store) KardexesChanged(ctx context.Context, from, to time.Time) ([]KardexRecord, error) {
	return readRecords(ctx, s.reader, Kardexes, Kardexes.selectSQL()+` AND updated_at >= ? AND updated_at < ?
		ORDER BY updated_at`, formatTime(from), formatTime(to))
}

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

// The server keeps the round's residents and Kardex in memory (server/mar_round.go) and asks round_changes
// (migration 00017) what changed since it last read them: a full read of a big home's Kardex is tens of
// megabytes of JSON, and GET /mar, the handover and the every-minute missed-dose check all need them.

// RoundChange says that a Kardex record, a resident or an area changed (or was created or deleted); Seq
// orders the changes.
type RoundChange struct {
	Seq      int64
	Entity   string // kardex, resident, area
	EntityID string
}

// RoundVersion is the latest change of the round's data (0 for none): what a full read that starts after
// it has seen.
func (s *Store) RoundVersion(ctx context.Context) (int64, error) {
	var seq int64
	if err := s.reader.QueryRowContext(ctx, `SELECT coalesce(max(seq), 0) FROM round_changes`).Scan(&seq); err != nil {
		return 0, fmt.Errorf("round version: %w", err)
	}
	return seq, nil
}

// RoundChangesSince are the changes after seq, oldest first: usually none, read from one index entry.
func (s *Store) RoundChangesSince(ctx context.Context, seq int64) ([]RoundChange, error) {
	changes, err := queryAll(ctx, s.reader, func(row rowScanner) (RoundChange, error) {
		var c RoundChange
		return c, row.Scan(&c.Seq, &c.Entity, &c.EntityID)
	}, `SELECT seq, entity, entity_id FROM round_changes WHERE seq > ? ORDER BY seq`, seq)
	if err != nil {
		return nil, fmt.Errorf("round changes: %w", err)
	}
	return changes, nil
}

const roundActive = `r.deleted_at IS NULL AND r.archived_at IS NULL`

// RoundResidents reads the active residents: every one when ids is nil, else those of ids still active.
func (s *Store) RoundResidents(ctx context.Context, ids []string) ([]RoundResident, error) {
	where, args, err := idsFilter("r.id", ids)
	if err != nil {
		return nil, err
	}
	residents, err := queryAll(ctx, s.reader, func(row rowScanner) (RoundResident, error) {
		var r RoundResident
		err := row.Scan(&r.ID, &r.Name, &r.Room, &r.AreaID, &r.AreaName, &r.PhotoID, &r.Allergies)
		return r, err
	}, `SELECT r.id, r.name, r.room, COALESCE(r.area_id, ''), COALESCE(a.name, ''), COALESCE(r.photo_id, ''),
			COALESCE(json_extract(r.details, '$.allergies'), '')
		FROM residents r LEFT JOIN areas a ON a.id = r.area_id WHERE `+roundActive+where, args...)
	if err != nil {
		return nil, fmt.Errorf("round residents: %w", err)
	}
	for i := range residents {
		residents[i].NameKey, residents[i].AreaKey = Normalize(residents[i].Name), Normalize(residents[i].AreaName)
	}
	return residents, nil
}

// RoundKardexes reads the Kardex records not deleted of the active residents (ID, ResidentID, Date,
// CreatedAt and Data only): every one when ids and residentIDs are nil, else those with one of ids or of one
// of residentIDs.
func (s *Store) RoundKardexes(ctx context.Context, ids, residentIDs []string) ([]KardexRecord, error) {
	query, args := roundKardexesSQL(false), []any{}
	if ids != nil || residentIDs != nil {
		byID, err := json.Marshal(append([]string{}, ids...))
		if err != nil {
			return nil, err
		}
		byResident, err := json.Marshal(append([]string{}, residentIDs...))
		if err != nil {
			return nil, err
		}
		query, args = roundKardexesSQL(true), []any{string(byID), string(byResident)}
	}
	records, err := queryAll(ctx, s.reader, func(row rowScanner) (KardexRecord, error) {
		var r KardexRecord
		var created, data string
		err := row.Scan(&r.ID, &r.ResidentID, &r.Date, &created, &data)
		r.CreatedAt, r.Data = parseTime(created), json.RawMessage(data)
		return r, err
	}, query, args...)
	if err != nil {
		return nil, fmt.Errorf("round kardexes: %w", err)
	}
	return records, nil
}

// roundKardexesSQL reads every active resident's Kardex, or (some) those with one of the ids in ?1 (a JSON
// array) or of one of the residents in ?2. A few by id are read from the ids (CROSS JOIN keeps that order),
// each by its key, not found among every Kardex.
func roundKardexesSQL(some bool) string {
	const columns = `SELECT k.id, k.resident_id, k.record_date, k.created_at, k.data FROM residents r
		JOIN records k ON k.resident_id = r.id AND k.kind = 'kardex' AND k.deleted_at IS NULL WHERE ` + roundActive
	if !some {
		return columns
	}
	return `SELECT k.id, k.resident_id, k.record_date, k.created_at, k.data FROM json_each(?1) AS j
		CROSS JOIN records k ON k.id = j.value JOIN residents r ON r.id = k.resident_id
		WHERE k.kind = 'kardex' AND k.deleted_at IS NULL AND ` + roundActive + `
		UNION
		` + columns + ` AND r.id IN (SELECT value FROM json_each(?2))`
}

// idsFilter is " AND column IN (the ids)" when ids is not nil.
func idsFilter(column string, ids []string) (string, []any, error) {
	if ids == nil {
		return "", nil, nil
	}
	raw, err := json.Marshal(ids)
	if err != nil {
		return "", nil, err
	}
	return ` AND ` + column + ` IN (SELECT value FROM json_each(?))`, []any{string(raw)}, nil
}
