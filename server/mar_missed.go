package server

import (
	"context"
	"sync"
	"time"

	"amparo/store"
)

// missedLookback is how far back the missed-dose check looks: a slot that turned missed longer ago than
// this (the server was off) is not told any more.
const missedLookback = 24 * time.Hour

// missedCheck remembers up to which instant the missed-dose check has looked: the slots due up to then
// were told (or recorded) already, so the next round, a minute later, looks only at the slots that turned
// missed since. A slot's missed moment is always after its schedule was set (the round owes no slot whose
// window had closed by then, and missedAfterMinutes is past the window), so no change of a Kardex can add a
// slot behind the mark.
type missedCheck struct {
	mu   sync.Mutex
	upTo time.Time // slots due at or before this were looked at; zero before the first round
}

// warnMissedDoses tells the nurses and doctors, once per slot, about each dose of the round still without
// an administration missedAfterMinutes after its time, and opens its alert. It answers how many it told about.
// The first round looks missedLookback back; the next ones, since the last (or missedLookback back again when
// the clock or the settings moved the mark backwards or more than that forwards).
func (s *Server) warnMissedDoses(ctx context.Context) (int, error) {
	s.missed.mu.Lock() // one round at a time: two would tell the same slots
	defer s.missed.mu.Unlock()
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return 0, err
	}
	now := s.store.Now()
	latest := now.Add(-rs.missed()) // a slot due at or before this is missed
	earliest := latest.Add(-missedLookback)
	if up := s.missed.upTo; up.After(earliest) && !up.After(latest) {
		earliest = up
	}
	r, err := s.loadRound(ctx, "")
	if err != nil {
		return 0, err
	}
	doses := missedSlots(r, earliest, latest)
	if len(doses) == 0 {
		s.missed.upTo = latest
		return 0, nil
	}
	from, to := doses[0].key, doses[0].key
	for _, d := range doses {
		from, to = min(from, d.key), max(to, d.key)
	}
	to += "~" // past every key of that minute: keys have one length
	recorded, err := s.store.RecordedSlots(ctx, from, to)
	if err != nil {
		return 0, err
	}
	notified, err := s.store.MissedDosesNotified(ctx, from, to)
	if err != nil {
		return 0, err
	}
	var tell []store.MissedDose
	for _, d := range doses {
		id := store.SlotKey{KardexID: d.re.kardexID, EntryID: d.re.entry.ID, ScheduledAt: d.key}
		if recorded[id] || notified[id] {
			continue
		}
		tell = append(tell, store.MissedDose{KardexID: d.re.kardexID, EntryID: d.re.entry.ID, ScheduledAt: d.key,
			Alert:  missedDoseAlert(d.re.resident, d.re.kardexID, *d.re.entry, d.key),
			Notice: missedDoseNotice(d.re.resident, d.re.kardexID, *d.re.entry, d.key)})
	}
	told, err := s.store.NotifyMissedDoses(ctx, tell)
	if err == nil {
		s.missed.upTo = latest
	}
	return told, err
}

// missedSlot is a slot of the round due in the period the check looks at.
type missedSlot struct {
	re  *roundEntry
	key string
}

// missedSlots are the round's owed slots due in (earliest, latest]: the slots of the keys (Madrid's clock)
// of those instants, an hour either side to cover a change of the clock, whose instant is in the period.
func missedSlots(r round, earliest, latest time.Time) []missedSlot {
	from := earliest.Add(-time.Hour).In(madrid).Format(slotLayout)
	to := latest.Add(time.Hour).In(madrid).Format(slotLayout) + "~"
	var out []missedSlot
	for _, ref := range r.slots(from, to) {
		if due := ref.slot.at; due.After(earliest) && !due.After(latest) {
			out = append(out, missedSlot{re: &r.entries[ref.entry], key: ref.slot.key})
		}
	}
	return out
}

// missedDoseAlert is the alert of a slot nobody recorded (DESIGN 10), one per slot.
func missedDoseAlert(resident *store.RoundResident, kardexID string, e kardexEntry, slot string) store.AlertInput {
	return store.AlertInput{Source: "dose-missed:" + kardexID + ":" + e.ID + ":" + slot, ResidentID: resident.ID,
		Kind: alertDoseMissed, Severity: severityMedium, Title: "Dosis sin registrar",
		Detail: e.MedicationName + " (" + e.Dose + ") de las " + slot[11:] + " del " + spanishDate(slot[:10]) + ".", RecordID: kardexID}
}
