package server

import (
	"context"
	"time"

	"amparo/store"
)

// holdAhead is how far ahead of now a resident in hospital has their doses held: the round then shows them held
// («Ausente u hospitalizado») instead of due, and the missed-dose check, which runs after this one, finds them
// recorded.
const holdAhead = time.Hour

// holdHospitalDoses holds as absent, by the server, every owed slot of each resident in hospital from when they
// left (at most 72 hours ago) up to holdAhead from now, that nobody recorded; it answers how many it held.
// It runs every minute (Check) and when a stay starts.
func (s *Server) holdHospitalDoses(ctx context.Context) (int, error) {
	stays, err := s.store.OpenHospitalStays(ctx)
	if err != nil || len(stays) == 0 {
		return 0, err
	}
	now := s.store.Now()
	until := now.Add(holdAhead)
	left := make(map[string]time.Time, len(stays))
	earliest := now
	for _, st := range stays {
		from := later(st.LeftAt, now.Add(-lateEntryLimit))
		left[st.ResidentID] = from
		if from.Before(earliest) {
			earliest = from
		}
	}
	r, err := s.loadRound(ctx, "")
	if err != nil {
		return 0, err
	}
	from := earliest.Add(-time.Hour).In(madrid).Format(slotLayout)
	to := until.Add(time.Hour).In(madrid).Format(slotLayout) + "~"
	recorded, err := s.store.RecordedSlots(ctx, from, to)
	if err != nil {
		return 0, err
	}
	var holds []store.HospitalHold
	for _, ref := range r.slots(from, to) {
		re := &r.entries[ref.entry]
		since, inHospital := left[re.resident.ID]
		if !inHospital || ref.slot.at.Before(since) || ref.slot.at.After(until) || recorded[r.keyOf(ref)] {
			continue
		}
		holds = append(holds, store.HospitalHold{KardexID: re.kardexID, EntryID: re.entry.ID, MedicationID: re.entry.Medication,
			MedicationName: re.entry.MedicationName, ScheduledAt: ref.slot.key, At: ref.slot.at})
	}
	held, err := s.store.HoldForHospital(ctx, holds)
	if held > 0 {
		s.announce(resourceMar, "")
	}
	return held, err
}
