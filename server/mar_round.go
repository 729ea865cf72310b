package server

import (
	"cmp"
	"context"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"time"

	"amparo/store"
)

// The medication round, read from the database on every call: the active residents (of an area, or the
// whole home), their Kardex entries (store.RoundEntries, from kardex_entries on their indexes) and the
// administrations of the period. Each entry's schedule is expanded into the period's slots here
// (mar_schedule.go). GET /mar, the handover, the missed-dose check and the monthly sheet read it.

// roundEntry is one Kardex entry of an active resident.
type roundEntry struct {
	resident *store.RoundResident
	kardexID string
	entry    *kardexEntry
	rank     int32 // the resident's place in the round: by area, room and name
	order    int32 // the entry's place among the resident's Kardex entries, oldest Kardex first
}

// round is what the medication round knows before it reads the administrations.
type round struct {
	settings  roundSettings
	areaID    string // "" for the whole home
	entries   []roundEntry
	residents map[string]*store.RoundResident
	order     []*store.RoundResident // the residents in the round's order: by area, room and name
	rank      map[string]int         // residentID -> place in the round
	byEntry   map[string]*roundEntry // kardexID + " " + entryID
}

// loadRound is the round of the active residents of an area ("" for all) and their Kardex entries.
func (s *Server) loadRound(ctx context.Context, areaID string) (round, error) {
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return round{}, err
	}
	residents, err := s.store.RoundResidents(ctx, areaID)
	if err != nil {
		return round{}, err
	}
	entries, err := s.store.RoundEntries(ctx, areaID)
	if err != nil {
		return round{}, err
	}
	r := round{settings: rs, areaID: areaID, residents: make(map[string]*store.RoundResident, len(residents)),
		rank: make(map[string]int, len(residents)), entries: make([]roundEntry, 0, len(entries)),
		byEntry: make(map[string]*roundEntry, len(entries))}
	order := make([]*store.RoundResident, len(residents))
	for i := range residents {
		order[i] = &residents[i]
	}
	slices.SortFunc(order, compareResidents)
	r.order = order
	for i, res := range order {
		r.residents[res.ID], r.rank[res.ID] = res, i
	}
	for i := range entries {
		re := &entries[i]
		res := r.residents[re.ResidentID]
		if res == nil || re.Entry.ID == "" {
			continue // archived meanwhile; an entry nothing can name
		}
		r.entries = append(r.entries, roundEntry{resident: res, kardexID: re.KardexID, entry: ptr(kardexEntry(re.Entry)),
			rank: int32(r.rank[res.ID]), order: int32(i)})
	}
	slices.SortStableFunc(r.entries, func(a, b roundEntry) int { return cmp.Compare(a.rank, b.rank) })
	for i := range r.entries {
		re := &r.entries[i]
		r.byEntry[re.kardexID+" "+re.entry.ID] = re
	}
	return r, nil
}

// slots are the round's owed slots in [from, to), by entry and time.
func (r round) slots(from, to string) []slotRef {
	span := newSlotSpan(from, to)
	var refs []slotRef
	var slots []*spanSlot
	for i := range r.entries {
		slots = span.slots(&r.entries[i], slots[:0])
		for _, sl := range slots {
			refs = append(refs, slotRef{entry: int32(i), slot: sl})
		}
	}
	return refs
}

// slotRef is an owed slot of the round's entry entries[entry].
type slotRef struct {
	entry int32
	slot  *spanSlot
}

// keyOf is the owed slot's key as an administration names it.
func (r round) keyOf(ref slotRef) store.SlotKey {
	re := &r.entries[ref.entry]
	return store.SlotKey{KardexID: re.kardexID, EntryID: re.entry.ID, ScheduledAt: ref.slot.key}
}

// wholeHomeReads bounds how many whole home's rounds or handovers are assembled at once: each is every
// resident's rows, megabytes of memory and processor time that more at once would not make faster.
type wholeHomeReads struct {
	once   sync.Once
	places chan struct{}
}

// wait waits for a place, and answers how to give it back once the answer is written.
func (w *wholeHomeReads) wait(ctx context.Context) (release func(), err error) {
	w.once.Do(func() { w.places = make(chan struct{}, max(2, runtime.GOMAXPROCS(0))) })
	select {
	case w.places <- struct{}{}:
		return func() { <-w.places }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
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
	res, kardexID, e := re.resident, re.kardexID, re.entry
	photo, ok := photos[res]
	if !ok {
		photo = thumbURL(res.PhotoID)
		if photos != nil {
			photos[res] = photo
		}
	}
	return marRow{rank: int(re.rank), order: int(re.order), ResidentID: res.ID, ResidentName: res.Name, Room: res.Room, AreaID: res.AreaID,
		AreaName: res.AreaName, Photo: photo, Allergies: res.Allergies, KardexID: kardexID, EntryID: e.ID,
		Medication: e.Medication, MedicationName: e.MedicationName, Dose: e.Dose, Route: e.Route, UnitsPerDose: e.UnitsPerDose,
		Instructions: e.Instructions, Kind: "scheduled"}
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
	re := r.byEntry[a.KardexID+" "+a.EntryID]
	if re == nil || re.resident.ID != a.ResidentID {
		re = &roundEntry{resident: res, kardexID: a.KardexID, entry: &kardexEntry{ID: a.EntryID,
			Medication: a.MedicationID, MedicationName: a.MedicationName}, rank: int32(r.rank[res.ID]), order: int32(len(r.entries))}
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
