package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// AdministrationFilter selects administrations: those of the slots in [SlotFrom, SlotTo), and those outside
// the schedule recorded in [AtFrom, AtTo). ResidentID, when set, keeps one resident's; AreaID, those of the
// residents of one area.
type AdministrationFilter struct {
	ResidentID       string
	AreaID           string
	SlotFrom, SlotTo string
	AtFrom, AtTo     time.Time
	// NotGivenOnSchedule leaves out the doses given in their slots (RecordedSlots reads those alone).
	NotGivenOnSchedule bool
	// WithVoided keeps the voided doses (the monthly sheet prints them struck through); every other reader
	// leaves them out.
	WithVoided bool
}

// Administrations lists what the filter selects, oldest first. The whole home's read the slots' index
// (administrations_slot, whose rows all have a slot); one resident's and one area's, their residents' rows
// (administrations_resident).
func (s *Store) Administrations(ctx context.Context, f AdministrationFilter) ([]Administration, error) {
	query, args := administrationsSQL(f)
	out, err := queryAll(ctx, s.reader, scanAdministration, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list administrations: %w", err)
	}
	return out, nil
}

func administrationsSQL(f AdministrationFilter) (string, []any) {
	who, args := "", []any{f.SlotFrom, f.SlotTo, formatTime(f.AtFrom), formatTime(f.AtTo)}
	switch {
	case f.ResidentID != "":
		who, args = ` AND resident_id = ?5`, append(args, f.ResidentID)
	case f.AreaID != "":
		who, args = ` AND resident_id IN (SELECT id FROM residents WHERE area_id = ?5 AND deleted_at IS NULL)`, append(args, f.AreaID)
	}
	if !f.WithVoided {
		who += ` AND voided_at = ''`
	}
	slotted := who
	if f.NotGivenOnSchedule {
		slotted += ` AND status <> 'given'`
	}
	return `SELECT ` + administrationColumns + ` FROM administrations
		WHERE scheduled_at >= ?1 AND scheduled_at < ?2 AND scheduled_at <> ''` + slotted + `
		UNION ALL
		SELECT ` + administrationColumns + ` FROM administrations
		WHERE scheduled_at = '' AND at >= ?3 AND at < ?4` + who + `
		ORDER BY at, id`, args
}

// SlotKey names a slot of a Kardex entry.
type SlotKey struct{ KardexID, EntryID, ScheduledAt string }

// RecordedSlots are the slots in [fromSlot, toSlot) that have their administration, read from the slots'
// index alone.
func (s *Store) RecordedSlots(ctx context.Context, fromSlot, toSlot string) (map[SlotKey]bool, error) {
	return slotKeys(ctx, s, recordedSlotsSQL, fromSlot, toSlot)
}

const recordedSlotsSQL = `SELECT kardex_id, entry_id, scheduled_at FROM administrations
	WHERE scheduled_at >= ? AND scheduled_at < ? AND scheduled_at <> '' AND voided_at = ''`

func scanSlotKey(row rowScanner) (SlotKey, error) {
	var k SlotKey
	return k, row.Scan(&k.KardexID, &k.EntryID, &k.ScheduledAt)
}

func slotKeys(ctx context.Context, s *Store, query string, args ...any) (map[SlotKey]bool, error) {
	keys, err := querySet(ctx, s.reader, scanSlotKey, query, args...)
	if err != nil {
		return nil, fmt.Errorf("slots: %w", err)
	}
	return keys, nil
}

// GivenFromKardexes returns the doses given from each of the Kardex, newest first, in one query.
func (s *Store) GivenFromKardexes(ctx context.Context, kardexIDs []string) (map[string][]Administration, error) {
	ids, err := json.Marshal(kardexIDs)
	if err != nil {
		return nil, fmt.Errorf("encode kardex ids: %w", err)
	}
	list, err := queryAll(ctx, s.reader, scanAdministration, `SELECT `+administrationColumns+` FROM administrations
		WHERE kardex_id IN (SELECT value FROM json_each(?)) AND status = 'given' AND voided_at = '' ORDER BY at DESC, id DESC`, string(ids))
	if err != nil {
		return nil, fmt.Errorf("list doses: %w", err)
	}
	out := make(map[string][]Administration, len(kardexIDs))
	for _, a := range list {
		out[a.KardexID] = append(out[a.KardexID], a)
	}
	return out, nil
}

// LastDosesGiven is the latest dose given (not voided) of each entry of a Kardex, by entry id.
func (s *Store) LastDosesGiven(ctx context.Context, kardexID string) (map[string]Administration, error) {
	list, err := queryAll(ctx, s.reader, scanAdministration, `SELECT `+administrationColumns+` FROM administrations a
		WHERE a.kardex_id = ?1 AND a.status = 'given' AND a.voided_at = ''
		  AND a.at = (SELECT MAX(b.at) FROM administrations b WHERE b.kardex_id = ?1 AND b.entry_id = a.entry_id
			AND b.status = 'given' AND b.voided_at = '')`, kardexID)
	if err != nil {
		return nil, fmt.Errorf("last doses: %w", err)
	}
	out := make(map[string]Administration, len(list))
	for _, a := range list {
		out[a.EntryID] = a
	}
	return out, nil
}
