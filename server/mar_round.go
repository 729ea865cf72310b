package server

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"time"

	"amparo/store"
)

// The medication round computed in Go from three reads: the active residents, their Kardex records and the
// administrations of the period. GET /mar, the missed-dose check and the monthly sheet all read it.

// roundEntry is one Kardex entry of an active resident.
type roundEntry struct {
	resident *store.RoundResident
	kardexID string
	entry    kardexEntry
}

// round is what the medication round knows before it reads the administrations.
type round struct {
	settings  roundSettings
	entries   []roundEntry
	residents map[string]*store.RoundResident
	byEntry   map[string]roundEntry // kardexID + " " + entryID
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
	r := round{settings: rs, residents: make(map[string]*store.RoundResident, len(residents)), byEntry: map[string]roundEntry{}}
	for i := range residents {
		r.residents[residents[i].ID] = &residents[i]
	}
	for _, rec := range records {
		if r.residents[rec.ResidentID] == nil {
			continue
		}
		k, err := recordData[kardex](rec)
		if err != nil {
			return round{}, err
		}
		for _, e := range k.Entries {
			if e.ID == "" {
				continue // nothing can name it; every entry saved since the round existed has its _id
			}
			re := roundEntry{resident: r.residents[rec.ResidentID], kardexID: rec.ID, entry: e.normalized()}
			r.entries = append(r.entries, re)
			r.byEntry[rec.ID+" "+e.ID] = re
		}
	}
	return r, nil
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

	areaKey, nameKey string // the area's and the resident's names folded, to sort by
}

func newMarRow(res *store.RoundResident, kardexID string, e kardexEntry) marRow {
	return marRow{areaKey: res.AreaKey, nameKey: res.NameKey, ResidentID: res.ID, ResidentName: res.Name, Room: res.Room, AreaID: res.AreaID, AreaName: res.AreaName,
		Photo: thumbURL(res.PhotoID), Allergies: res.Allergies, KardexID: kardexID, EntryID: e.ID, Medication: e.Medication,
		MedicationName: e.MedicationName, Dose: e.Dose, Route: e.Route, UnitsPerDose: e.UnitsPerDose,
		Instructions: e.Instructions, Kind: "scheduled"}
}

// rows are the round's doses with slot keys in [from, to), at now, sorted by area, room, resident and time.
func (r round) rows(admins []store.Administration, from, to string, now time.Time) []marRow {
	bySlot := make(map[string]*store.Administration, len(admins))
	for i, a := range admins {
		if a.ScheduledAt != "" {
			bySlot[a.KardexID+" "+a.EntryID+" "+a.ScheduledAt] = &admins[i]
		}
	}
	var out []marRow
	for _, re := range r.entries {
		for _, key := range re.entry.slots(from, to, r.settings.window()) {
			row := newMarRow(re.resident, re.kardexID, re.entry)
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
	sortRows(out)
	return out
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
		re = roundEntry{resident: res, kardexID: a.KardexID, entry: kardexEntry{ID: a.EntryID, Medication: a.MedicationID,
			MedicationName: a.MedicationName}}
	}
	row := newMarRow(res, a.KardexID, re.entry)
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

func sortRows(rows []marRow) { slices.SortStableFunc(rows, compareRows) }

// compareRows orders doses by area (residents without one last), room, resident and time.
func compareRows(a, b marRow) int {
	switch {
	case a.AreaName == "" && b.AreaName != "":
		return 1
	case a.AreaName != "" && b.AreaName == "":
		return -1
	}
	return cmp.Or(cmp.Compare(a.areaKey, b.areaKey), naturalCompare(a.Room, b.Room),
		cmp.Compare(a.nameKey, b.nameKey), cmp.Compare(a.ResidentID, b.ResidentID),
		cmp.Compare(a.ScheduledAt, b.ScheduledAt), cmp.Compare(a.MedicationName, b.MedicationName), cmp.Compare(a.EntryID, b.EntryID))
}

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
