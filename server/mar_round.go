package server

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"time"

	"amparo/store"
)

// The medication round computed in Go from the active residents, their Kardex records and the
// administrations of the period. GET /mar, the handover and the missed-dose check read it. The residents and
// the decoded Kardex of the whole home live in memory (roundCache), brought up to date before each use from
// what changed since (round_changes, migration 00017); only the administrations are read per call. The
// server's heap is kept near 100 MiB (main.go), so the cache is kept small: what repeats (medications, doses,
// times, areas, allergies) is held once, and an area's round is a part of the home's, not a copy.

// roundEntry is one Kardex entry of an active resident.
type roundEntry struct {
	resident *store.RoundResident
	kardexID string
	entry    *cachedEntry // shared with the cache: read, never change
	rank     int32        // the resident's place in the round: by area, room and name
	order    int32        // the entry's place among the Kardex records' entries, oldest Kardex first
	setAt    int64        // when the entry's schedule was set (Unix nanoseconds); 0: unknown, every slot is owed
}

// cachedEntry is what the round keeps of a Kardex entry: its schedule, and what it prescribes (held once for
// all the entries that prescribe the same).
type cachedEntry struct {
	ID            string
	rx            *roundRx
	Date, EndDate string
	Times         []string
	Weekdays      []int
	PRN           bool
}

// roundRx is what a Kardex entry prescribes, as the round shows it.
type roundRx struct {
	Medication, MedicationName, Dose, Route, Instructions, PRNIndication string
	UnitsPerDose                                                         float64
	PRNMaxPerDay                                                         int
}

func (e *cachedEntry) activeOn(day string) bool { return activeOn(e.Date, e.EndDate, day) }

func (e *cachedEntry) onDay(day string, weekday int) bool {
	return onDay(e.PRN, e.Date, e.EndDate, e.Weekdays, day, weekday)
}

// kardexEntry is the entry with what the missed-dose alert and notice say of it.
func (e *cachedEntry) kardexEntry() kardexEntry {
	return kardexEntry{ID: e.ID, Medication: e.rx.Medication, MedicationName: e.rx.MedicationName, Dose: e.rx.Dose, Route: e.rx.Route}
}

// round is what the medication round knows before it reads the administrations. Its slices and maps may be
// the cache's own: read them, never change them.
type round struct {
	settings  roundSettings
	areaID    string // "" for the whole home
	entries   []roundEntry
	residents map[string]*store.RoundResident
	rank      map[string]int // residentID -> place in the round
	// snap is the snapshot the round was taken from; the expansion of entries' schedules over a period is
	// kept in it unless the round's entries are not the whole home's or one area's (spans false).
	snap  *roundSnapshot
	spans bool
}

// loadRound is the round of the active residents of an area ("" for all) and their Kardex entries.
func (s *Server) loadRound(ctx context.Context, areaID string) (round, error) {
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return round{}, err
	}
	snap, err := s.rounds.current(ctx, s.store)
	if err != nil {
		return round{}, err
	}
	r := round{settings: rs, areaID: areaID, entries: snap.entries, residents: snap.residents, rank: snap.rank, snap: snap, spans: true}
	if areaID != "" {
		a := snap.areas[areaID]
		if a == nil {
			a = &areaRound{residents: map[string]*store.RoundResident{}}
		}
		r.entries, r.residents = snap.entries[a.from:a.to], a.residents
	}
	return r, nil
}

// compareResidents orders the round: by area (residents without one last), room and name. Each area's
// residents are together, even two areas whose names fold alike.
func compareResidents(a, b *store.RoundResident) int {
	switch {
	case a.AreaName == "" && b.AreaName != "":
		return 1
	case a.AreaName != "" && b.AreaName == "":
		return -1
	}
	return cmp.Or(cmp.Compare(a.AreaKey, b.AreaKey), cmp.Compare(a.AreaID, b.AreaID), naturalCompare(a.Room, b.Room),
		cmp.Compare(a.NameKey, b.NameKey), cmp.Compare(a.ID, b.ID))
}

// marRow is one dose of the round (DESIGN 9): a slot of the schedule, or a dose given outside it (a PRN
// dose, or one SPEC's dose call recorded between slots) in the period.
type marRow struct {
	ResidentID     string              `json:"residentId"`
	ResidentName   string              `json:"residentName"`
	Room           string              `json:"room"`
	AreaID         string              `json:"areaId"`
	AreaName       string              `json:"areaName"`
	Photo          *string             `json:"photo"` // the resident's thumbnail, or null
	Allergies      string              `json:"allergies"`
	KardexID       string              `json:"kardexId"`
	EntryID        string              `json:"entryId"`
	Medication     string              `json:"medication"` // the inventory's id; "" for the resident's own supply
	MedicationName string              `json:"medicationName"`
	Dose           string              `json:"dose"`
	Route          string              `json:"route"`
	UnitsPerDose   float64             `json:"unitsPerDose"`
	Instructions   string              `json:"instructions"`
	Kind           string              `json:"kind"`        // scheduled, prn, extra (given outside the schedule)
	ScheduledAt    string              `json:"scheduledAt"` // "YYYY-MM-DDTHH:MM", Madrid; outside the schedule, when given
	Status         string              `json:"status"`      // pending, due, late, missed, given, held
	Administration *administrationJSON `json:"administration"`

	rank, order int // the resident's place in the round and the entry's in the Kardex, to sort by
}

// newMarRow is the entry's row; photos, when given, keeps each resident's photo link for the next rows.
func newMarRow(re roundEntry, photos map[*store.RoundResident]*string) marRow {
	res, kardexID, e, rx := re.resident, re.kardexID, re.entry, re.entry.rx
	photo, ok := photos[res]
	if !ok {
		photo = thumbURL(res.PhotoID)
		if photos != nil {
			photos[res] = photo
		}
	}
	return marRow{rank: int(re.rank), order: int(re.order), ResidentID: res.ID, ResidentName: res.Name, Room: res.Room, AreaID: res.AreaID,
		AreaName: res.AreaName, Photo: photo, Allergies: res.Allergies, KardexID: kardexID, EntryID: e.ID,
		Medication: rx.Medication, MedicationName: rx.MedicationName, Dose: rx.Dose, Route: rx.Route, UnitsPerDose: rx.UnitsPerDose,
		Instructions: rx.Instructions, Kind: "scheduled"}
}

// rows are the round's doses with slot keys in [from, to), at now, sorted by area, room, resident and time.
func (r round) rows(admins []store.Administration, from, to string, now time.Time) []*marRow {
	refs := r.slots(from, to)
	return r.someRows(refs, slotsOfAdministrations(r.entries, refs, admins), admins, now, nil)
}

// A slot's mark says what is recorded of refs[i]: marks[i] is k+1 when admins[k] is its administration,
// recordedSlot when it has one admins leave out (given on schedule, which the handover does not read), 0 when
// nothing is recorded.
const recordedSlot = -1

// slotsOfAdministrations marks each slot with its administration among admins (the first slot of a key, if
// two had one).
func slotsOfAdministrations(entries []roundEntry, refs []slotRef, admins []store.Administration) []int32 {
	bySlot := make(map[store.SlotKey]int32, len(admins))
	for k, a := range admins {
		if a.ScheduledAt != "" {
			bySlot[store.SlotKey{KardexID: a.KardexID, EntryID: a.EntryID, ScheduledAt: a.ScheduledAt}] = int32(k + 1)
		}
	}
	marks := make([]int32, len(refs))
	for i, ref := range refs {
		re := &entries[ref.entry]
		slot := store.SlotKey{KardexID: re.kardexID, EntryID: re.entry.ID, ScheduledAt: ref.slot.key}
		if k, ok := bySlot[slot]; ok {
			marks[i] = k
			delete(bySlot, slot)
		}
	}
	return marks
}

// someRows are the rows keep keeps (every one when keep is nil) of the owed slots refs, marked with what is
// recorded of each, and of the administrations no slot shows.
func (r round) someRows(refs []slotRef, marks []int32, admins []store.Administration, now time.Time,
	keep func(kind, status string) bool) []*marRow {
	capacity := len(admins)
	if keep == nil {
		capacity += len(refs)
	}
	out := make([]marRow, 0, capacity)
	shown := make([]bool, len(admins))           // admins shown in their slot
	photos := map[*store.RoundResident]*string{} // one photo link per resident, not per dose
	for i, ref := range refs {
		re, sl := &r.entries[ref.entry], ref.slot
		var a *store.Administration
		status := ""
		switch m := marks[i]; {
		case m > 0:
			a = &admins[m-1]
			status = a.Status
			shown[m-1] = true
		case m == recordedSlot:
			status = "given"
		default:
			status = r.settings.doseStatus(sl.at, now)
		}
		if keep != nil && !keep("scheduled", status) {
			continue
		}
		row := newMarRow(*re, photos)
		row.ScheduledAt, row.Status = sl.key, status
		if a != nil {
			row.Administration = ptr(toAdministrationJSON(*a))
		}
		out = append(out, row)
	}
	for k, a := range admins {
		if shown[k] {
			continue
		}
		if row, ok := r.recordedRow(a); ok && (keep == nil || keep(row.Kind, row.Status)) {
			out = append(out, row)
		}
	}
	return sortedRows(out)
}

// recordedRow shows an administration no slot of today's schedule holds: a PRN dose, a dose outside the
// schedule, or a slot the doctor has since changed. Those of residents not in the round are left out.
func (r round) recordedRow(a store.Administration) (marRow, bool) {
	res := r.residents[a.ResidentID]
	if res == nil {
		return marRow{}, false
	}
	re := r.snap.entry(a.ResidentID, a.KardexID, a.EntryID)
	if re == nil {
		re = &roundEntry{resident: res, kardexID: a.KardexID, entry: &cachedEntry{ID: a.EntryID, rx: &roundRx{Medication: a.MedicationID,
			MedicationName: a.MedicationName}}, rank: int32(r.rank[res.ID]), order: int32(len(r.entries))}
	}
	row := newMarRow(*re, nil)
	row.Status, row.Administration, row.ScheduledAt = a.Status, ptr(toAdministrationJSON(a)), a.ScheduledAt
	switch {
	case a.ScheduledAt != "":
	case a.PRN:
		row.Kind = "prn"
	default:
		row.Kind = "extra"
	}
	if row.ScheduledAt == "" {
		row.ScheduledAt = a.At.In(madrid).Format(slotLayout)
	}
	return row, true
}

// entry is a resident's Kardex entry in the round, or nil.
func (snap *roundSnapshot) entry(residentID, kardexID, entryID string) *roundEntry {
	i, ok := snap.first[residentID]
	if !ok {
		return nil
	}
	for ; int(i) < len(snap.entries) && snap.entries[i].resident.ID == residentID; i++ {
		if re := &snap.entries[i]; re.kardexID == kardexID && re.entry.ID == entryID {
			return re
		}
	}
	return nil
}

// sortedRows are the rows in the round's order (sorting pointers: a row is large).
func sortedRows(rows []marRow) []*marRow {
	out := make([]*marRow, len(rows))
	for i := range rows {
		out[i] = &rows[i]
	}
	slices.SortFunc(out, compareRows)
	return out
}

// compareRows orders doses by resident (in the round's order), time, kind and the Kardex's order.
func compareRows(a, b *marRow) int {
	return cmp.Or(cmp.Compare(a.rank, b.rank), cmp.Compare(a.ScheduledAt, b.ScheduledAt), cmp.Compare(kindOrder[a.Kind], kindOrder[b.Kind]),
		cmp.Compare(a.order, b.order), cmp.Compare(a.EntryID, b.EntryID), cmp.Compare(a.KardexID, b.KardexID))
}

// kindOrder puts, at the same minute, the scheduled doses before those given outside the schedule.
var kindOrder = map[string]int{"scheduled": 0, "prn": 1, "extra": 2}

// naturalCompare orders rooms as people count them: "2" before "10", "B-9" before "B-12".
func naturalCompare(a, b string) int {
	for a != "" && b != "" {
		na, ra := leadingNumber(a)
		nb, rb := leadingNumber(b)
		if na >= 0 && nb >= 0 {
			if c := cmp.Compare(na, nb); c != 0 {
				return c
			}
			a, b = ra, rb
			continue
		}
		if c := cmp.Compare(a[0], b[0]); c != 0 {
			return c
		}
		a, b = a[1:], b[1:]
	}
	return cmp.Compare(len(a), len(b))
}

// leadingNumber is the number s starts with (-1 if none) and the rest.
func leadingNumber(s string) (int, string) {
	i := 0
	for i < len(s) && i < 9 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return -1, s
	}
	n, _ := strconv.Atoi(s[:i])
	return n, s[i:]
}

func ptr[T any](v T) *T { return &v }
