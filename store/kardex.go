package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Kardex is a resident's prescriptions (SPEC 3, DESIGN 9): who is responsible, and its entries.
type Kardex struct {
	ResponsibleName string        `json:"responsibleName"`
	Entries         []KardexEntry `json:"entries"`
}

// KardexEntry is one prescription with its schedule (DESIGN 9). Its ID stays across the Kardex's edits.
type KardexEntry struct {
	ID             string   `json:"_id"`
	Medication     string   `json:"medication"` // the inventory's medication id
	MedicationName string   `json:"medicationName"`
	OwnSupply      bool     `json:"ownSupply"` // the resident's own supply, a medication not in the inventory
	Dose           string   `json:"dose"`
	Frequency      string   `json:"frequency"` // SPEC's free text; derived from the schedule when not given
	Route          string   `json:"route"`
	Date           string   `json:"date"` // the first day
	EndDate        string   `json:"endDate"`
	Times          []string `json:"times"`    // "HH:MM", sorted, each once; empty for PRN
	Weekdays       []int    `json:"weekdays"` // 1 = Monday ... 7 = Sunday; empty = every day
	PRN            bool     `json:"prn"`
	PRNIndication  string   `json:"prnIndication"`
	PRNMaxPerDay   int      `json:"prnMaxPerDay"`
	PRNMinHours    int      `json:"prnMinHours"` // hours under which a second dose asks to confirm (0: the default)
	UnitsPerDose   float64  `json:"unitsPerDose"`
	Instructions   string   `json:"instructions"`
	ScheduleSetAt  string   `json:"scheduleSetAt"` // RFC 3339, the server's
	// OwedFrom is the first instant a slot of its schedule is owed (zero: every slot): when the schedule was
	// set less the dose window of then (migration 00025).
	OwedFrom time.Time `json:"-"`
}

// KardexRecord is a resident's Kardex as the records' lifecycle keeps it.
type KardexRecord = Record[Kardex]

// Kardexes is the kind of the Kardex; its entries live in kardex_entries and their times in
// kardex_entry_times.
var Kardexes = &RecordKind[Kardex]{
	Entity: "kardex", table: "kardexes", columns: []string{"responsible_name"},
	scan:         func(d *Kardex) []any { return []any{&d.ResponsibleName} },
	values:       func(d Kardex) []any { return []any{d.ResponsibleName} },
	children:     writeKardexEntries,
	loadChildren: loadKardexEntries,
}

// writeKardexEntries saves the Kardex's entries as they now are: each one kept or added, with its times;
// those no longer in it are marked removed (the doses given from them still name them).
func writeKardexEntries(ctx context.Context, tx *sql.Tx, kardexID string, k Kardex, now string) error {
	var residentID string
	if err := tx.QueryRowContext(ctx, `SELECT resident_id FROM kardexes WHERE id = ?`, kardexID).Scan(&residentID); err != nil {
		return fmt.Errorf("kardex's resident: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM kardex_entry_times WHERE kardex_id = ?`, kardexID); err != nil {
		return fmt.Errorf("clear entry times: %w", err)
	}
	ids := make([]string, len(k.Entries))
	for i, e := range k.Entries {
		ids[i] = e.ID
		owed := ""
		if !e.OwedFrom.IsZero() {
			owed = e.OwedFrom.UTC().Format(time.RFC3339)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO kardex_entries (kardex_id, id, resident_id, position, medication_id,
				medication_name, own_supply, dose, frequency, route, start_date, end_date, weekdays, prn, prn_indication,
				prn_max_per_day, units_per_dose, instructions, schedule_set_at, owed_from, removed_at, prn_min_hours)
			VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, NULL, ?21)
			ON CONFLICT (kardex_id, id) DO UPDATE SET position = ?4, medication_id = ?5, medication_name = ?6,
				own_supply = ?7, dose = ?8, frequency = ?9, route = ?10, start_date = ?11, end_date = ?12, weekdays = ?13,
				prn = ?14, prn_indication = ?15, prn_max_per_day = ?16, units_per_dose = ?17, instructions = ?18,
				schedule_set_at = ?19, owed_from = ?20, removed_at = NULL, prn_min_hours = ?21`,
			kardexID, e.ID, residentID, i, e.Medication, e.MedicationName, e.OwnSupply, e.Dose, e.Frequency, e.Route,
			e.Date, e.EndDate, weekdayBits(e.Weekdays), e.PRN, e.PRNIndication, e.PRNMaxPerDay, e.UnitsPerDose,
			e.Instructions, e.ScheduleSetAt, owed, e.PRNMinHours)
		if err != nil {
			return fmt.Errorf("save entry: %w", err)
		}
		for _, t := range e.Times {
			if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO kardex_entry_times (kardex_id, entry_id, at_time)
				VALUES (?, ?, ?)`, kardexID, e.ID, t); err != nil {
				return fmt.Errorf("save entry time: %w", err)
			}
		}
	}
	kept, err := json.Marshal(ids)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE kardex_entries SET removed_at = ? WHERE kardex_id = ? AND removed_at IS NULL
		AND id NOT IN (SELECT value FROM json_each(?))`, now, kardexID, string(kept))
	if err != nil {
		return fmt.Errorf("remove entries: %w", err)
	}
	return nil
}

// entryColumns are what an entry reads, its times as "08:00 20:00" (e is kardex_entries, joined to its times
// by entryTimes and grouped by entry).
const entryColumns = entryFields + `, coalesce(group_concat(t.at_time, ' '), '')`

// entryFields are an entry's own columns.
const entryFields = `e.kardex_id, e.id, e.medication_id, e.medication_name, e.own_supply, e.dose, e.frequency, e.route,
	e.start_date, e.end_date, e.weekdays, e.prn, e.prn_indication, e.prn_max_per_day, e.units_per_dose, e.instructions,
	e.schedule_set_at, e.owed_from, e.prn_min_hours`

// entryTimes joins each entry (e) to its times (t), one row per entry with GROUP BY e.kardex_id, e.id.
const entryTimes = ` LEFT JOIN kardex_entry_times t ON t.kardex_id = e.kardex_id AND t.entry_id = e.id`

// scanEntry reads entryColumns after the columns of before, and answers the entry's Kardex.
func scanEntry(row rowScanner, e *KardexEntry, before ...any) (string, error) {
	var kardexID, times, owed string
	var weekdays int
	err := row.Scan(append(before, &kardexID, &e.ID, &e.Medication, &e.MedicationName, &e.OwnSupply, &e.Dose, &e.Frequency, &e.Route,
		&e.Date, &e.EndDate, &weekdays, &e.PRN, &e.PRNIndication, &e.PRNMaxPerDay, &e.UnitsPerDose, &e.Instructions,
		&e.ScheduleSetAt, &owed, &e.PRNMinHours, &times)...)
	if err != nil {
		return "", err
	}
	e.Times, e.Weekdays = strings.Fields(times), weekdaysOf(weekdays)
	slices.Sort(e.Times) // group_concat keeps no order
	if owed != "" {
		e.OwedFrom, _ = time.Parse(time.RFC3339, owed)
	}
	return kardexID, nil
}

// loadKardexEntries reads the entries of the Kardex records, in their order.
func loadKardexEntries(ctx context.Context, q querier, records []Record[Kardex]) error {
	return readChildren(ctx, q, records, `SELECT `+entryColumns+` FROM kardex_entries e`+entryTimes+`
		WHERE e.kardex_id IN (SELECT value FROM json_each(?)) AND e.removed_at IS NULL
		GROUP BY e.kardex_id, e.id ORDER BY e.kardex_id, e.position`,
		func(row rowScanner) (string, KardexEntry, error) {
			var e KardexEntry
			kardexID, err := scanEntry(row, &e)
			return kardexID, e, err
		},
		func(k *Kardex) { k.Entries = []KardexEntry{} },
		func(k *Kardex, e KardexEntry) { k.Entries = append(k.Entries, e) })
}

// weekdayBits are the days as bits (bit d-1 for ISO weekday d); none is every day.
func weekdayBits(days []int) int {
	bits := 0
	for _, d := range days {
		if d >= 1 && d <= 7 {
			bits |= 1 << (d - 1)
		}
	}
	return bits
}

func weekdaysOf(bits int) []int {
	days := []int{}
	for d := 1; d <= 7; d++ {
		if bits&(1<<(d-1)) != 0 {
			days = append(days, d)
		}
	}
	return days
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

const roundActive = `r.deleted_at IS NULL AND r.archived_at IS NULL`

// RoundResidents reads the active residents: every one, or an area's when areaID is not "".
func (s *Store) RoundResidents(ctx context.Context, areaID string) ([]RoundResident, error) {
	residents, err := queryAll(ctx, s.reader, func(row rowScanner) (RoundResident, error) {
		var r RoundResident
		err := row.Scan(&r.ID, &r.Name, &r.Room, &r.AreaID, &r.AreaName, &r.PhotoID, &r.Allergies)
		return r, err
	}, `SELECT r.id, r.name, r.room, COALESCE(r.area_id, ''), COALESCE(a.name, ''), COALESCE(r.photo_id, ''),
			COALESCE(json_extract(r.details, '$.allergies'), '')
		FROM residents r LEFT JOIN areas a ON a.id = r.area_id WHERE `+roundActive+` AND (?1 = '' OR r.area_id = ?1)`, areaID)
	if err != nil {
		return nil, fmt.Errorf("round residents: %w", err)
	}
	for i := range residents {
		residents[i].NameKey, residents[i].AreaKey = Normalize(residents[i].Name), Normalize(residents[i].AreaName)
	}
	return residents, nil
}

// RoundEntry is a prescribed entry of an active resident's Kardex.
type RoundEntry struct {
	ResidentID, KardexID string
	Entry                KardexEntry
}

// roundFrom is the round's Kardex: its residents (by area), each one's Kardex, from their indexes.
const roundFrom = ` FROM residents r CROSS JOIN kardexes k ON k.resident_id = r.id AND k.deleted_at IS NULL`
const roundWhere = ` WHERE ` + roundActive + ` AND (?1 = '' OR r.area_id = ?1)`

// roundEntriesSQL reads the round's entries in the Kardex's order; their times are read apart (roundTimesSQL),
// so the column for them is empty here: one join and grouping per entry cost most of the read.
const roundEntriesSQL = `SELECT k.resident_id, ` + entryFields + `, ''` + roundFrom + `
	CROSS JOIN kardex_entries e ON e.kardex_id = k.id AND e.removed_at IS NULL` + roundWhere + `
	ORDER BY r.id, k.record_date, k.created_at, k.id, e.position`

// roundTimesSQL reads the times of the round's entries, each entry's in order.
const roundTimesSQL = `SELECT t.kardex_id, t.entry_id, t.at_time` + roundFrom + `
	CROSS JOIN kardex_entry_times t ON t.kardex_id = k.id` + roundWhere

// RoundEntries reads the entries of the active residents' Kardex (an area's when areaID is not ""), each
// resident's in the Kardex's order: the oldest Kardex first, then its entries' order.
func (s *Store) RoundEntries(ctx context.Context, areaID string) ([]RoundEntry, error) {
	entries, err := queryAll(ctx, s.reader, func(row rowScanner) (RoundEntry, error) {
		var re RoundEntry
		var err error
		re.KardexID, err = scanEntry(row, &re.Entry, &re.ResidentID)
		return re, err
	}, roundEntriesSQL, areaID)
	if err != nil {
		return nil, fmt.Errorf("round entries: %w", err)
	}
	type entryTime struct{ entry, at string }
	times, err := queryAll(ctx, s.reader, func(row rowScanner) (entryTime, error) {
		var kardexID, entryID string
		var t entryTime
		err := row.Scan(&kardexID, &entryID, &t.at)
		t.entry = kardexID + " " + entryID
		return t, err
	}, roundTimesSQL, areaID)
	if err != nil {
		return nil, fmt.Errorf("round entries' times: %w", err)
	}
	byEntry := make(map[string][]string, len(entries))
	for _, t := range times {
		byEntry[t.entry] = append(byEntry[t.entry], t.at)
	}
	for i := range entries {
		if at := byEntry[entries[i].KardexID+" "+entries[i].Entry.ID]; at != nil {
			entries[i].Entry.Times = at // in order: the times' primary key
		}
	}
	return entries, nil
}
