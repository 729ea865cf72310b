package server

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The items of a shift's handover (DESIGN 10), assembled from the records themselves: incidents and falls
// (those of the falls register too: falls_handover.go),
// readings outside the ranges, doses held, missed or late, PRN doses given and their effect still to assess
// (mar_followups.go), Kardex changes, restraints ordered
// or ended (restraints_handover.go), the care plan's tasks nobody recorded (care_tasks_handover.go), alerts still open,
// and after the afternoon shift the residents without the day's care record.

type handoverItem struct {
	Kind     string `json:"kind"` // incident, fall, vital, dose-held, dose-missed, dose-late, prn, prn-followup, kardex, restraint-start, restraint-end, alert, alert-acknowledged, care-missing, care-task
	At       string `json:"at"`   // "YYYY-MM-DDTHH:MM", Madrid
	Text     string `json:"text"`
	RecordID string `json:"recordId"`
	// An alert's items (alert, alert-acknowledged) name it, and one acknowledged says who did and what
	// was done (issue 25: the comment shows with the alert).
	AlertID            string `json:"alertId,omitempty"`
	AcknowledgedByName string `json:"acknowledgedByName,omitempty"`
	Comment            string `json:"comment,omitempty"`
}

// shiftSpan is a shift as slot keys (Madrid's clock) and as instants.
type shiftSpan struct {
	day        time.Time
	shift      string
	from, to   string
	start, end time.Time
}

// localKey is an instant on Madrid's clock as a slot key.
func localKey(t time.Time) string { return t.In(madrid).Format("2006-01-02T15:04") }

// handoverItems gathers the shift's items by resident.
func (s *Server) handoverItems(c echo.Context, r round, sp shiftSpan) (map[string][]handoverItem, error) {
	ctx := c.Request().Context()
	items := make(map[string][]handoverItem, len(r.residents)) // in the afternoon, everyone (care-missing)
	add := func(residentID string, it handoverItem) {
		if r.residents[residentID] != nil {
			items[residentID] = append(items[residentID], it)
		}
	}
	incidents, err := store.RecordsBetween(ctx, s.store, store.Incidents, sp.from, sp.to)
	if err != nil {
		return nil, err
	}
	for _, rec := range incidents {
		add(rec.ResidentID, incidentItem(rec, recordAt(rec.RecordHead)))
	}
	if err := s.fallItems(ctx, sp, add); err != nil {
		return nil, err
	}
	readings, err := store.RecordsBetween(ctx, s.store, store.Vitals, sp.from, sp.to)
	if err != nil {
		return nil, err
	}
	for _, rec := range readings {
		ranges, err := s.residentRanges(c, rec.ResidentID)
		if err != nil {
			return nil, err
		}
		if outside := outOfRange(rec.Data.Readings, ranges); len(outside) > 0 {
			in := vitalAlertInput(rec.Data.Readings, outside, ranges)
			add(rec.ResidentID, handoverItem{Kind: "vital", At: recordAt(rec.RecordHead), Text: "Fuera de rango: " + in.Detail, RecordID: rec.ID})
		}
	}
	rows, err := s.notableDoses(ctx, r, sp)
	if err != nil {
		return nil, err
	}
	for _, row := range rows {
		if it, ok := doseItem(row); ok {
			add(row.ResidentID, it)
		}
	}
	if err := s.prnFollowupItems(ctx, r, sp, add); err != nil {
		return nil, err
	}
	kardexes, err := s.store.KardexesChanged(ctx, sp.start, sp.end)
	if err != nil {
		return nil, err
	}
	for _, k := range kardexes {
		text := "Kardex modificado por " + k.UpdatedByName + "."
		if !k.CreatedAt.Before(sp.start) {
			text = "Kardex nuevo de " + k.CreatedByName + "."
		}
		add(k.ResidentID, handoverItem{Kind: "kardex", At: localKey(k.UpdatedAt), Text: text, RecordID: k.ID})
	}
	if err := s.restraintItems(ctx, sp, add); err != nil {
		return nil, err
	}
	if err := s.careTaskItems(ctx, sp, add); err != nil {
		return nil, err
	}
	alerts, err := s.store.OpenAlertsBefore(ctx, sp.end)
	if err != nil {
		return nil, err
	}
	for _, a := range alerts {
		add(a.ResidentID, handoverItem{Kind: "alert", At: localKey(a.CreatedAt), Text: "Alerta sin atender: " + a.Title + ". " + a.Detail,
			RecordID: a.RecordID, AlertID: a.ID})
	}
	acknowledged, err := s.store.AlertsAcknowledgedBetween(ctx, sp.start, sp.end)
	if err != nil {
		return nil, err
	}
	for _, a := range acknowledged {
		add(a.ResidentID, acknowledgedAlertItem(a))
	}
	if sp.shift == "tarde" {
		if err := s.careMissing(ctx, r, sp, add); err != nil {
			return nil, err
		}
	}
	for id := range items {
		slices.SortStableFunc(items[id], func(a, b handoverItem) int { return strings.Compare(a.At, b.At) })
	}
	return items, nil
}

// acknowledgedAlertItem is an alert attended in the shift, with who attended it and what they did.
func acknowledgedAlertItem(a store.Alert) handoverItem {
	return handoverItem{Kind: "alert-acknowledged", At: localKey(*a.AcknowledgedAt),
		Text: "Alerta atendida: " + a.Title + ". " + a.Detail, RecordID: a.RecordID, AlertID: a.ID,
		AcknowledgedByName: a.AcknowledgedByName, Comment: a.Comment}
}

// recordAt is when the record happened as a slot key (00:00 of its day without a time).
func recordAt(r store.RecordHead) string { return r.Date + "T" + orText(r.Time, "00:00") }

// incidentItem is an incident, or a fall.
func incidentItem(rec store.Record[store.Incident], at string) handoverItem {
	if isFall(rec.Data) {
		return handoverItem{Kind: "fall", At: at, Text: "Caída: " + rec.Data.Situation, RecordID: rec.ID}
	}
	return handoverItem{Kind: "incident", At: at, Text: "Incidencia: " + rec.Data.Situation, RecordID: rec.ID}
}

// notableDoses are the shift's doses doseItem tells: held, missed, late, PRN given. Of the doses given on
// schedule (most of a shift) it reads only which slots are recorded, from the slots' index.
func (s *Server) notableDoses(ctx context.Context, r round, sp shiftSpan) ([]*marRow, error) {
	refs := r.slots(sp.from, sp.to)
	recorded, err := s.store.RecordedSlots(ctx, sp.from, sp.to)
	if err != nil {
		return nil, err
	}
	admins, err := s.store.Administrations(ctx, store.AdministrationFilter{SlotFrom: sp.from, SlotTo: sp.to, AtFrom: sp.start,
		AtTo: sp.end, NotGivenOnSchedule: true})
	if err != nil {
		return nil, err
	}
	marks := slotsOfAdministrations(r.entries, refs, admins)
	for i, ref := range refs {
		if marks[i] == 0 && recorded[r.keyOf(ref)] {
			marks[i] = recordedSlot
		}
	}
	return r.someRows(refs, marks, admins, s.store.Now(), notableDose), nil
}

// notableDose: the doses doseItem tells of.
func notableDose(kind, status string) bool {
	return kind == "prn" && status == "given" || status == "held" || status == statusMissed || status == statusLate
}

// doseItem is a dose of the round worth telling: held, missed, late, or a PRN dose given.
func doseItem(row *marRow) (handoverItem, bool) {
	if !notableDose(row.Kind, row.Status) {
		return handoverItem{}, false
	}
	what := row.MedicationName + " de las " + row.ScheduledAt[11:]
	switch {
	case row.Kind == "prn" && row.Status == "given":
		indication := ""
		if row.Administration != nil {
			indication = " (" + row.Administration.Reason + ")"
		}
		return handoverItem{Kind: "prn", At: row.ScheduledAt, Text: "Si precisa: " + row.MedicationName + indication + "."}, true
	case row.Status == "held":
		reason := ""
		if row.Administration != nil {
			label, _, _ := holdReason(row.Administration.Reason)
			reason = ": " + label
		}
		return handoverItem{Kind: "dose-held", At: row.ScheduledAt, Text: "Retenida " + what + reason + "."}, true
	case row.Status == "missed":
		return handoverItem{Kind: "dose-missed", At: row.ScheduledAt, Text: "Sin administrar: " + what + "."}, true
	case row.Status == "late":
		return handoverItem{Kind: "dose-late", At: row.ScheduledAt, Text: "Pendiente con retraso: " + what + "."}, true
	}
	return handoverItem{}, false
}

// careMissing: after the afternoon shift, every active resident without the day's care record.
func (s *Server) careMissing(ctx context.Context, r round, sp shiftSpan, add func(string, handoverItem)) error {
	day := sp.day.Format(time.DateOnly)
	done, err := s.store.ResidentsWithCareOn(ctx, day)
	if err != nil {
		return err
	}
	for id := range r.residents {
		if !done[id] {
			add(id, handoverItem{Kind: "care-missing", At: sp.to, Text: "Sin registro de cuidados de hoy."})
		}
	}
	return nil
}
