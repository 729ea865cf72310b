package server

import (
	"cmp"
	"context"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
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

// roundCache keeps the whole home's round: the active residents and their Kardex records decoded, and the
// snapshot built from them. Before each use it reads what changed since (usually nothing: one index entry)
// and reloads only that: a Kardex edited, created or deleted, a resident edited, archived or restored (with
// their Kardex), an area renamed or deleted (every resident). Decoding every Kardex of a big home on each
// call was most of the round's time, and reading them all tens of megabytes.
type roundCache struct {
	heavy     chan struct{} // wholeHome's places, made on first use
	heavyOnce sync.Once
	mu        sync.Mutex
	loaded    bool
	seq       int64 // the last change seen
	residents map[string]*store.RoundResident
	kardexes  map[string]*cachedKardex
	strings   map[string]string // each text the cache holds, once
	times     map[string][]string
	rxs       map[roundRx]*roundRx
	snap      *roundSnapshot
}

// cachedKardex is a Kardex record's place in the round's order and its entries, normalized.
type cachedKardex struct {
	id, residentID, date string
	created              time.Time
	entries              []cachedEntry
	setAt                []int64 // the entries' scheduleSetAt, read
}

// roundSnapshot is the whole home's round at one moment. It never changes once built: a change builds a new
// one, and calls still holding the old one finish with it.
type roundSnapshot struct {
	entries   []roundEntry // by resident in the round's order, then Kardex and entry order
	residents map[string]*store.RoundResident
	order     []*store.RoundResident // the residents in the round's order
	rank      map[string]int
	first     map[string]int32   // each resident's first entry (theirs follow it)
	byClock   map[string][]int32 // the scheduled entries (indexes into entries) by time of day, "HH:MM"
	areas     map[string]*areaRound

	spansMu   sync.Mutex
	spans     map[spanKey]*spanRefs // the owed slots of a period, for the few periods asked for lately
	spanSlots int                   // how many they hold
}

// spanRefs are a period's owed slots and, once the handover has asked for them, the slots of them recorded
// (mar_recorded.go).
type spanRefs struct {
	refs     []slotRef
	recorded recordedSlots
}

// areaRound is one area's part of the round (a nurse's tablet asks for one area): entries[from:to].
type areaRound struct {
	from, to  int
	residents map[string]*store.RoundResident
}

type spanKey struct {
	areaID, from, to string
	window           time.Duration
}

// slotRef is an owed slot of the round's entry entries[entry].
type slotRef struct {
	entry int32
	slot  *spanSlot
}

// maxSpanSlots bounds the slots a snapshot keeps (16 bytes each, 24 with the handover's marks): a whole home's
// shift has tens of thousands, an area's about a thousand; when full, it starts again.
const maxSpanSlots = 200_000

// slots are the round's owed slots in [from, to), by entry and time. Every call of a shift (GET /mar, its
// areas, the handover) asks for the same, so a snapshot works each out once.
func (r round) slots(from, to string) []slotRef {
	return r.span(from, to).refs
}

// span is the period's owed slots as the snapshot keeps them (a new spanRefs when the round is not one it keeps).
func (r round) span(from, to string) *spanRefs {
	key := spanKey{areaID: r.areaID, from: from, to: to, window: r.settings.window()}
	if r.spans {
		r.snap.spansMu.Lock()
		sr, ok := r.snap.spans[key]
		r.snap.spansMu.Unlock()
		if ok {
			return sr
		}
	}
	span := newSlotSpan(from, to, key.window)
	var refs []slotRef
	var slots []*spanSlot
	for i := range r.entries {
		slots = span.slots(&r.entries[i], slots[:0])
		for _, sl := range slots {
			refs = append(refs, slotRef{entry: int32(i), slot: sl})
		}
	}
	sr := &spanRefs{refs: refs}
	if r.spans {
		r.snap.spansMu.Lock()
		if r.snap.spans == nil || r.snap.spanSlots+len(refs) > maxSpanSlots {
			r.snap.spans, r.snap.spanSlots = map[spanKey]*spanRefs{}, 0
		}
		r.snap.spans[key] = sr
		r.snap.spanSlots += len(refs)
		r.snap.spansMu.Unlock()
	}
	return sr
}

// wholeHome waits for one of a few places to assemble a whole home's round or handover, and answers how to
// give it back once the answer is written. Each is thousands of residents' rows, megabytes of memory and
// processor time that more at once would not make faster: a hundred at once took 1.7 GiB; now they queue.
func (rc *roundCache) wholeHome(ctx context.Context) (release func(), err error) {
	rc.heavyOnce.Do(func() { rc.heavy = make(chan struct{}, max(2, runtime.GOMAXPROCS(0))) })
	select {
	case rc.heavy <- struct{}{}:
		return func() { <-rc.heavy }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// current is the round as the database has it now.
func (rc *roundCache) current(ctx context.Context, st *store.Store) (*roundSnapshot, error) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	if !rc.loaded {
		if err := rc.loadAll(ctx, st); err != nil {
			return nil, err
		}
		return rc.snap, nil
	}
	changes, err := st.RoundChangesSince(ctx, rc.seq)
	if err != nil || len(changes) == 0 {
		return rc.snap, err
	}
	if err := rc.apply(ctx, st, changes); err != nil {
		return nil, err
	}
	return rc.snap, nil
}

// loadAll reads every active resident and their Kardex records.
func (rc *roundCache) loadAll(ctx context.Context, st *store.Store) error {
	seq, err := st.RoundVersion(ctx) // read first: a change made while reading is read again next time
	if err != nil {
		return err
	}
	residents, err := st.RoundResidents(ctx, nil)
	if err != nil {
		return err
	}
	records, err := st.RoundKardexes(ctx, nil, nil)
	if err != nil {
		return err
	}
	rc.strings, rc.times, rc.rxs = map[string]string{}, map[string][]string{}, map[roundRx]*roundRx{}
	rc.residents, rc.kardexes = make(map[string]*store.RoundResident, len(residents)), make(map[string]*cachedKardex, len(records))
	rc.addResidents(residents)
	if err := rc.addKardexes(records); err != nil {
		return err
	}
	rc.seq, rc.loaded = seq, true
	rc.snap = rc.build()
	return nil
}

// apply reloads what the changes name and builds a new snapshot.
func (rc *roundCache) apply(ctx context.Context, st *store.Store, changes []store.RoundChange) error {
	kardexIDs, residentIDs, areas := []string{}, []string{}, false
	for _, c := range changes {
		switch c.Entity {
		case "kardex":
			kardexIDs = append(kardexIDs, c.EntityID)
		case "resident":
			residentIDs = append(residentIDs, c.EntityID)
		case "area":
			areas = true
		}
	}
	var residents []store.RoundResident
	var err error
	if areas {
		residents, err = st.RoundResidents(ctx, nil)
	} else if len(residentIDs) > 0 {
		residents, err = st.RoundResidents(ctx, residentIDs)
	}
	if err != nil {
		return err
	}
	// A changed resident's Kardex are read again with them: one restored brings theirs back.
	records, err := st.RoundKardexes(ctx, kardexIDs, residentIDs)
	if err != nil {
		return err
	}
	if areas {
		clear(rc.residents)
	}
	gone := make(map[string]bool, len(residentIDs))
	for _, id := range residentIDs {
		delete(rc.residents, id)
		gone[id] = true
	}
	rc.addResidents(residents)
	for _, id := range kardexIDs {
		delete(rc.kardexes, id)
	}
	if len(gone) > 0 {
		for id, k := range rc.kardexes {
			if gone[k.residentID] {
				delete(rc.kardexes, id)
			}
		}
	}
	if err := rc.addKardexes(records); err != nil {
		return err
	}
	rc.seq = changes[len(changes)-1].Seq
	rc.snap = rc.build()
	return nil
}

// intern is s as the cache already holds it, if it does.
func (rc *roundCache) intern(s string) string {
	if s == "" {
		return ""
	}
	if held, ok := rc.strings[s]; ok {
		return held
	}
	rc.strings[s] = s
	return s
}

func (rc *roundCache) addResidents(residents []store.RoundResident) {
	for _, r := range residents {
		r.AreaID, r.AreaName, r.AreaKey = rc.intern(r.AreaID), rc.intern(r.AreaName), rc.intern(r.AreaKey)
		r.Allergies = rc.intern(r.Allergies)
		rc.residents[r.ID] = &r
	}
}

// addKardexes decodes the records into the cache, keeping of each entry what the round shows and reads.
func (rc *roundCache) addKardexes(records []store.Record) error {
	for _, rec := range records {
		k, err := recordData[kardex](rec)
		if err != nil {
			return err
		}
		c := &cachedKardex{id: rec.ID, residentID: rec.ResidentID, date: rc.intern(rec.Date), created: rec.CreatedAt,
			entries: make([]cachedEntry, len(k.Entries)), setAt: make([]int64, len(k.Entries))}
		for j, e := range k.Entries {
			e = e.normalized()
			if t, err := time.Parse(time.RFC3339, e.ScheduleSetAt); err == nil && !t.IsZero() {
				c.setAt[j] = t.UnixNano()
			}
			rx := roundRx{Medication: e.Medication, MedicationName: e.MedicationName, Dose: e.Dose, Route: e.Route,
				Instructions: e.Instructions, PRNIndication: e.PRNIndication, UnitsPerDose: e.UnitsPerDose, PRNMaxPerDay: e.PRNMaxPerDay}
			shared, ok := rc.rxs[rx]
			if !ok {
				shared = &rx
				rc.rxs[rx] = shared
			}
			ce := cachedEntry{ID: e.ID, rx: shared, Date: rc.intern(e.Date), EndDate: rc.intern(e.EndDate), PRN: e.PRN}
			key := strings.Join(e.Times, " ")
			if ce.Times = rc.times[key]; ce.Times == nil {
				ce.Times = slices.Clip(e.Times)
				rc.times[key] = ce.Times
			}
			if len(e.Weekdays) > 0 {
				ce.Weekdays = slices.Clip(e.Weekdays)
			}
			c.entries[j] = ce
		}
		rc.kardexes[rec.ID] = c
	}
	return nil
}

// build orders the cache's residents and entries into a new snapshot.
func (rc *roundCache) build() *roundSnapshot {
	residents := make([]*store.RoundResident, 0, len(rc.residents))
	for _, r := range rc.residents {
		residents = append(residents, r)
	}
	slices.SortFunc(residents, compareResidents)
	snap := &roundSnapshot{residents: make(map[string]*store.RoundResident, len(residents)), rank: make(map[string]int, len(residents)),
		first: make(map[string]int32, len(residents)), byClock: map[string][]int32{}, areas: map[string]*areaRound{}}
	snap.order = residents
	for i, r := range residents {
		snap.residents[r.ID], snap.rank[r.ID] = r, i
	}
	kardexes := make([]*cachedKardex, 0, len(rc.kardexes))
	count := 0
	for _, k := range rc.kardexes {
		if snap.residents[k.residentID] != nil {
			kardexes = append(kardexes, k)
			count += len(k.entries)
		}
	}
	slices.SortFunc(kardexes, func(a, b *cachedKardex) int {
		return cmp.Or(cmp.Compare(a.date, b.date), a.created.Compare(b.created), cmp.Compare(a.id, b.id))
	})
	snap.entries = make([]roundEntry, 0, count)
	for _, k := range kardexes {
		res := snap.residents[k.residentID]
		for j := range k.entries {
			if k.entries[j].ID == "" {
				continue // nothing can name it; every entry saved since the round existed has its _id
			}
			snap.entries = append(snap.entries, roundEntry{resident: res, kardexID: k.id, entry: &k.entries[j],
				rank: int32(snap.rank[res.ID]), order: int32(len(snap.entries)), setAt: k.setAt[j]})
		}
	}
	// The round's order: by resident, then the Kardex's (order is unique, so any sort gives the same). Each
	// area's residents are together (compareResidents), so its entries are one part of the slice.
	slices.SortFunc(snap.entries, func(a, b roundEntry) int { return cmp.Or(cmp.Compare(a.rank, b.rank), cmp.Compare(a.order, b.order)) })
	for _, r := range residents {
		if r.AreaID == "" {
			continue
		}
		a := snap.areas[r.AreaID]
		if a == nil {
			a = &areaRound{residents: map[string]*store.RoundResident{}}
			snap.areas[r.AreaID] = a
		}
		a.residents[r.ID] = r
	}
	for i := range snap.entries { // snap.entries no longer grows: its elements may be pointed to
		re := &snap.entries[i]
		if _, ok := snap.first[re.resident.ID]; !ok {
			snap.first[re.resident.ID] = int32(i)
		}
		if a := snap.areas[re.resident.AreaID]; a != nil {
			if a.to == 0 {
				a.from = i
			}
			a.to = i + 1
		}
		if !re.entry.PRN {
			for _, clock := range re.entry.Times {
				snap.byClock[clock] = append(snap.byClock[clock], int32(i))
			}
		}
	}
	return snap
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
