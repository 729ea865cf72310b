package server

import (
	"context"
	"slices"
	"strings"
	"sync"

	"amparo/store"
)

// The handover tells the doses missed or late: the owed slots of the shift nobody recorded. A whole home's
// shift has 18,000-22,000 slots; reading every one recorded and matching them through a map took 27 of the
// afternoon handover's 73 ms on issue 16's home. The slots recorded of a period are kept with the snapshot's
// slots instead, and each call reads only the doses recorded since the last (store.RecordedSlotsSince):
// administrations are never deleted nor moved to another slot, so what was recorded stays recorded. A new
// snapshot (a Kardex or a resident changed) starts again: its first handover reads them all (about 40 ms).

// recordedSlots is what a period's slots know of their doses: which are recorded (someRows' marks) up to the
// administration numbered upTo, and their order by key to find a slot by its key.
type recordedSlots struct {
	mu    sync.Mutex
	order []int32 // indexes of refs by key, Kardex and entry
	marks []int32 // recordedSlot or 0, by index of refs
	upTo  int64
}

// recordedMarks are the period's owed slots (slots'), their order by key, and a mark on each recorded in the
// database (a copy the caller may change).
func (r round) recordedMarks(ctx context.Context, st *store.Store, from, to string) ([]slotRef, []int32, []int32, error) {
	sr := r.span(from, to)
	rec := &sr.recorded
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if rec.order == nil {
		rec.order = r.keyOrder(sr.refs)
		rec.marks = make([]int32, len(sr.refs))
	}
	slots, upTo, err := st.RecordedSlotsSince(ctx, from, to, rec.upTo)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, k := range slots {
		for i := r.findSlot(sr.refs, rec.order, k); i < len(rec.order) && compareSlotKeys(r.keyOf(sr.refs[rec.order[i]]), k) == 0; i++ {
			rec.marks[rec.order[i]] = recordedSlot
		}
	}
	rec.upTo = upTo
	return sr.refs, rec.order, slices.Clone(rec.marks), nil
}

// markAdministrations marks each administration of admins on its owed slot (the first slot of a key, if two
// had one).
func (r round) markAdministrations(refs []slotRef, order, marks []int32, admins []store.Administration) {
	for k, a := range admins {
		if a.ScheduledAt == "" {
			continue
		}
		key := store.SlotKey{KardexID: a.KardexID, EntryID: a.EntryID, ScheduledAt: a.ScheduledAt}
		if i := r.findSlot(refs, order, key); i < len(order) && compareSlotKeys(r.keyOf(refs[order[i]]), key) == 0 {
			marks[order[i]] = int32(k + 1)
		}
	}
}

// keyOrder are the indexes of refs by key; of two slots with one key (an entry with a time twice), the first
// in the round comes first.
func (r round) keyOrder(refs []slotRef) []int32 {
	order := make([]int32, len(refs))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortStableFunc(order, func(a, b int32) int { return compareSlotKeys(r.keyOf(refs[a]), r.keyOf(refs[b])) })
	return order
}

// findSlot is where key is, or would be, in order: the first of the slots with that key.
func (r round) findSlot(refs []slotRef, order []int32, key store.SlotKey) int {
	i, _ := slices.BinarySearchFunc(order, key, func(ix int32, key store.SlotKey) int { return compareSlotKeys(r.keyOf(refs[ix]), key) })
	return i
}

// keyOf is the owed slot's key as an administration names it.
func (r round) keyOf(ref slotRef) store.SlotKey {
	re := &r.entries[ref.entry]
	return store.SlotKey{KardexID: re.kardexID, EntryID: re.entry.ID, ScheduledAt: ref.slot.key}
}

func compareSlotKeys(a, b store.SlotKey) int {
	if c := strings.Compare(a.ScheduledAt, b.ScheduledAt); c != 0 {
		return c
	}
	if c := strings.Compare(a.KardexID, b.KardexID); c != 0 {
		return c
	}
	return strings.Compare(a.EntryID, b.EntryID)
}
