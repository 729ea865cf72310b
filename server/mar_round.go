package server

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"strconv"
	"sync"
	"time"

	"amparo/store"
)

// The medication round computed in Go from three reads: the active residents, their Kardex records and the
// administrations of the period. GET /mar, the missed-dose check and the monthly sheet all read it.

// roundEntry is one Kardex entry of an active resident.
type roundEntry struct {
	resident *store.RoundResident
	kardexID string
	entry    *kardexEntry // shared with the cache: read, never change
	rank     int          // the resident's place in the round: by area, room and name
	order    int          // the entry's place among the Kardex records' entries, oldest Kardex first
}

// round is what the medication round knows before it reads the administrations.
type round struct {
	settings  roundSettings
	entries   []roundEntry
	residents map[string]*store.RoundResident
	rank      map[string]int         // residentID -> place in the round
	byEntry   map[string]*roundEntry // kardexID + " " + entryID
}

// loadRound reads the active residents of an area ("" for all) and their Kardex entries.
func (s *Server) loadRound(ctx context.Context, areaID string) (round, error) {
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return round{}, err
	}
	residents, records, err := s.store.MedicationRound(ctx, areaID)
	if err != nil {
		return round{}, err
	}
	slices.SortFunc(residents, compareResidents)
	decoded, err := s.kardexes.entries(records, areaID == "")
	if err != nil {
		return round{}, err
	}
	count := 0
	for _, entries := range decoded {
		count += len(entries)
	}
	r := round{settings: rs, residents: make(map[string]*store.RoundResident, len(residents)),
		rank: make(map[string]int, len(residents)), entries: make([]roundEntry, 0, count), byEntry: make(map[string]*roundEntry, count)}
	for i := range residents {
		r.residents[residents[i].ID], r.rank[residents[i].ID] = &residents[i], i
	}
	for i, rec := range records {
		if r.residents[rec.ResidentID] == nil {
			continue
		}
		for j, e := range decoded[i] {
			if e.ID == "" {
				continue // nothing can name it; every entry saved since the round existed has its _id
			}
			r.entries = append(r.entries, roundEntry{resident: r.residents[rec.ResidentID], kardexID: rec.ID, entry: &decoded[i][j],
				rank: r.rank[rec.ResidentID], order: len(r.entries)})
		}
	}
	for i := range r.entries { // r.entries no longer grows: its elements may be pointed to
		r.byEntry[r.entries[i].kardexID+" "+r.entries[i].entry.ID] = &r.entries[i]
	}
	return r, nil
}

// compareResidents orders the round: by area (residents without one last), room and name.
func compareResidents(a, b store.RoundResident) int {
	switch {
	case a.AreaName == "" && b.AreaName != "":
		return 1
	case a.AreaName != "" && b.AreaName == "":
		return -1
	}
	return cmp.Or(cmp.Compare(a.AreaKey, b.AreaKey), naturalCompare(a.Room, b.Room), cmp.Compare(a.NameKey, b.NameKey),
		cmp.Compare(a.ID, b.ID))
}

// kardexCache keeps each Kardex record's entries decoded, by record id, for as long as its data stays the
// same: the round reads every Kardex of the home on each call, and decoding them was most of its time. The
// entries it gives are shared: read them, never change them.
type kardexCache struct {
	mu   sync.Mutex
	byID map[string]cachedKardex
}

type cachedKardex struct {
	data    string
	entries []kardexEntry
}

// entries are the records' entries, normalized. A read of every Kardex (complete) forgets the records it
// did not see (deleted, or their resident archived).
func (kc *kardexCache) entries(records []store.Record, complete bool) ([][]kardexEntry, error) {
	kc.mu.Lock()
	defer kc.mu.Unlock()
	seen := make(map[string]cachedKardex, len(records))
	out := make([][]kardexEntry, len(records))
	for i, rec := range records {
		hit, ok := kc.byID[rec.ID]
		if !ok || hit.data != string(rec.Data) {
			k, err := recordData[kardex](rec)
			if err != nil {
				return nil, err
			}
			for j := range k.Entries {
				k.Entries[j] = k.Entries[j].normalized()
			}
			hit = cachedKardex{data: string(rec.Data), entries: k.Entries}
		}
		seen[rec.ID], out[i] = hit, hit.entries
	}
	if complete || kc.byID == nil {
		kc.byID = seen
	} else {
		maps.Copy(kc.byID, seen)
	}
	return out, nil
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

func newMarRow(re roundEntry) marRow {
	res, kardexID, e := re.resident, re.kardexID, re.entry
	return marRow{rank: re.rank, order: re.order, ResidentID: res.ID, ResidentName: res.Name, Room: res.Room, AreaID: res.AreaID, AreaName: res.AreaName,
		Photo: thumbURL(res.PhotoID), Allergies: res.Allergies, KardexID: kardexID, EntryID: e.ID, Medication: e.Medication,
		MedicationName: e.MedicationName, Dose: e.Dose, Route: e.Route, UnitsPerDose: e.UnitsPerDose,
		Instructions: e.Instructions, Kind: "scheduled"}
}

// rows are the round's doses with slot keys in [from, to), at now, sorted by area, room, resident and time.
func (r round) rows(admins []store.Administration, from, to string, now time.Time) []*marRow {
	bySlot := make(map[string]*store.Administration, len(admins))
	for i, a := range admins {
		if a.ScheduledAt != "" {
			bySlot[a.KardexID+" "+a.EntryID+" "+a.ScheduledAt] = &admins[i]
		}
	}
	out := make([]marRow, 0, len(r.entries)*2+len(admins))
	for _, re := range r.entries {
		for _, key := range re.entry.slots(from, to, r.settings.window()) {
			row := newMarRow(re)
			row.ScheduledAt = key
			if a, ok := bySlot[re.kardexID+" "+re.entry.ID+" "+key]; ok {
				row.Status, row.Administration = a.Status, ptr(toAdministrationJSON(*a))
				delete(bySlot, re.kardexID+" "+re.entry.ID+" "+key)
			} else {
				due, _ := slotInstant(key)
				row.Status = r.settings.doseStatus(due, now)
			}
			out = append(out, row)
		}
	}
	for _, a := range admins {
		if a.ScheduledAt != "" && bySlot[a.KardexID+" "+a.EntryID+" "+a.ScheduledAt] == nil {
			continue // shown in its slot above
		}
		if row, ok := r.recordedRow(a); ok {
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
	re, ok := r.byEntry[a.KardexID+" "+a.EntryID]
	if !ok {
		re = &roundEntry{resident: res, kardexID: a.KardexID, entry: &kardexEntry{ID: a.EntryID, Medication: a.MedicationID,
			MedicationName: a.MedicationName}, rank: r.rank[res.ID], order: len(r.entries)}
	}
	row := newMarRow(*re)
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
