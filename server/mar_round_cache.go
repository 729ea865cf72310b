package server

import (
	"cmp"
	"context"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"amparo/store"
)

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
func (rc *roundCache) addKardexes(records []store.KardexRecord) error {
	for _, rec := range records {
		k, err := kardexOf(rec)
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
