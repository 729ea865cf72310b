package server

import (
	"context"
	"time"

	"amparo/store"
)

// missedLookback is how far back the missed-dose check looks: a slot that turned missed longer ago than
// this (the server was off) is not told any more.
const missedLookback = 24 * time.Hour

// warnMissedDoses tells the nurses and doctors, once per slot, about each dose of the round still without
// an administration missedAfterMinutes after its time, and opens its alert. It answers how many it told about.
func (s *Server) warnMissedDoses(ctx context.Context) (int, error) {
	r, err := s.loadRound(ctx, "")
	if err != nil {
		return 0, err
	}
	now := s.store.Now()
	latest := now.Add(-r.settings.missed()) // a slot due at or before this is missed
	earliest := latest.Add(-missedLookback)
	// Slot keys are Madrid's clock: an hour either side covers a change of the clock; the instants decide.
	from := earliest.Add(-time.Hour).In(madrid).Format(slotLayout)
	to := latest.Add(time.Hour).In(madrid).Format(slotLayout)
	admins, err := s.store.Administrations(ctx, store.AdministrationFilter{SlotFrom: from, SlotTo: to})
	if err != nil {
		return 0, err
	}
	recorded := make(map[string]bool, len(admins))
	for _, a := range admins {
		recorded[a.KardexID+" "+a.EntryID+" "+a.ScheduledAt] = true
	}
	notified, err := s.store.MissedDosesNotified(ctx, from)
	if err != nil {
		return 0, err
	}
	told := 0
	for _, re := range r.entries {
		for _, key := range re.entry.slots(from, to, r.settings.window()) {
			due, _ := slotInstant(key)
			id := re.kardexID + " " + re.entry.ID + " " + key
			if due.After(latest) || !due.After(earliest) || recorded[id] || notified[id] {
				continue
			}
			ok, err := s.store.NotifyMissedDose(ctx, re.kardexID, re.entry.ID, key, missedDoseAlert(re.resident, re.kardexID, *re.entry, key),
				missedDoseNotice(re.resident, re.kardexID, *re.entry, key))
			if err != nil {
				return told, err
			}
			if ok {
				told++
			}
		}
	}
	return told, nil
}

// missedDoseAlert is the alert of a slot nobody recorded (DESIGN 10), one per slot.
func missedDoseAlert(resident *store.RoundResident, kardexID string, e kardexEntry, slot string) store.AlertInput {
	return store.AlertInput{Source: "dose-missed:" + kardexID + ":" + e.ID + ":" + slot, ResidentID: resident.ID,
		Kind: alertDoseMissed, Severity: severityMedium, Title: "Dosis sin registrar",
		Detail: e.MedicationName + " (" + e.Dose + ") de las " + slot[11:] + " del " + spanishDate(slot[:10]) + ".", RecordID: kardexID}
}
