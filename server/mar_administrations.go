package server

import (
	"errors"
	"fmt"
	"math"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Recording the round's doses (DESIGN 9): POST /mar/administrations gives or holds a slot, or gives a PRN
// dose; PATCH /mar/administrations/:id records a PRN dose's effect.

// holdReasons are why a dose is held: the code the API takes, the words staff read, and the mark the
// monthly sheet prints.
var holdReasons = []struct{ code, label, mark string }{
	{"refused", "Rechaza", "R"},
	{"absent", "Ausente u hospitalizado", "A"},
	{"asleep", "Dormido", "D"},
	{"vomiting", "Vómitos", "V"},
	{"fasting", "En ayunas por prueba", "AY"},
	{"medical-order", "Suspendida por orden médica", "OM"},
	{"no-stock", "Sin existencias", "SE"},
	{"other", "Otro motivo", "O"},
}

func holdReason(code string) (label, mark string, ok bool) {
	i := slices.IndexFunc(holdReasons, func(r struct{ code, label, mark string }) bool { return r.code == code })
	if i < 0 {
		return "", "", false
	}
	return holdReasons[i].label, holdReasons[i].mark, true
}

var doseEffects = []string{"effective", "partial", "not-effective"}

// administrationJSON is an administration as the round, the resident's page and the UI read it.
type administrationJSON struct {
	ID             string `json:"_id"`
	KardexID       string `json:"kardexId"`
	EntryID        string `json:"entryId"`
	ResidentID     string `json:"residentId"`
	MedicationName string `json:"medicationName"`
	ScheduledAt    string `json:"scheduledAt"` // the slot, "" for a PRN dose or one outside the schedule
	PRN            bool   `json:"prn"`
	Status         string `json:"status"`     // given, held
	At             string `json:"at"`         // RFC 3339, UTC: when it was given or held
	ReceivedAt     string `json:"receivedAt"` // RFC 3339, UTC: when the server got it (DESIGN 16; later for a queued dose)
	By             string `json:"by"`
	ByName         string `json:"byName"`
	Reason         string `json:"reason"` // a hold's code, or a PRN dose's indication
	Note           string `json:"note"`
	StockUnits     int    `json:"stockUnits"`
	Effect         string `json:"effect"` // a PRN dose's follow-up: "", effective, partial, not-effective
	EffectNote     string `json:"effectNote"`
	EffectAt       string `json:"effectAt"`
	EffectByName   string `json:"effectByName"`
	// Once voided (undone or corrected): when (RFC 3339), by whom and why; left out while the dose stands.
	VoidedAt     string `json:"voidedAt,omitempty"`
	VoidedByName string `json:"voidedByName,omitempty"`
	VoidReason   string `json:"voidReason,omitempty"`
}

func toAdministrationJSON(a store.Administration) administrationJSON {
	out := administrationJSON{ID: a.ID, KardexID: a.KardexID, EntryID: a.EntryID, ResidentID: a.ResidentID,
		MedicationName: a.MedicationName, ScheduledAt: a.ScheduledAt, PRN: a.PRN, Status: a.Status,
		At: a.At.UTC().Format(time.RFC3339), ReceivedAt: a.CreatedAt.UTC().Format(time.RFC3339), By: a.ByID, ByName: a.ByName, Reason: a.Reason, Note: a.Note,
		StockUnits: a.StockUnits, Effect: a.Effect, EffectNote: a.EffectNote, EffectByName: a.EffectByName}
	if !a.EffectAt.IsZero() {
		out.EffectAt = a.EffectAt.UTC().Format(time.RFC3339)
	}
	if a.Voided() {
		out.VoidedAt, out.VoidedByName, out.VoidReason = a.VoidedAt.UTC().Format(time.RFC3339), a.VoidedByName, a.VoidReason
	}
	return out
}

type administrationBody struct {
	KardexID    string `json:"kardexId"`
	EntryID     string `json:"entryId"`
	ScheduledAt string `json:"scheduledAt"`
	Status      string `json:"status"`
	PRN         bool   `json:"prn"`
	Reason      string `json:"reason"`
	Note        string `json:"note"`
	At          string `json:"at"` // when it was given or held, if not now: RFC 3339, or "YYYY-MM-DDTHH:MM" in Madrid
	// ConfirmRepeat gives a PRN dose within the entry's prnMinHours of the previous one (after the 409 that asked).
	ConfirmRepeat bool `json:"confirmRepeat"`
}

// addAdministration: POST /mar/administrations. A slot may be recorded from the start of its window (its
// time minus doseWindowMinutes) on, never before, and at no time later than now.
func (s *Server) addAdministration(c echo.Context) error {
	var body administrationBody
	if err := decode(c, &body); err != nil {
		return err
	}
	now := s.store.Now()
	at, err := body.check(now)
	if err != nil {
		return err
	}
	r, k, rs, err := s.kardexToGive(c, body.KardexID)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(k.Entries, func(e kardexEntry) bool { return e.ID == body.EntryID })
	if i < 0 {
		return fieldError(http.StatusNotFound, "entryId", "El medicamento no está en este Kardex.")
	}
	entry := k.Entries[i].normalized()
	in := store.AdministrationInput{KardexID: r.ID, EntryID: entry.ID, PRN: body.PRN, Status: body.Status,
		Reason: body.Reason, Note: body.Note, At: at}
	switch {
	case body.PRN && !entry.PRN:
		return fieldError(http.StatusUnprocessableEntity, "prn", "Este medicamento no está pautado «si precisa».")
	case body.PRN && !entry.activeOn(at.In(madrid).Format(time.DateOnly)):
		return fieldError(http.StatusUnprocessableEntity, "entryId", "Este medicamento no está en vigor ese día.")
	case !body.PRN && !entry.hasSlot(body.ScheduledAt):
		return fieldError(http.StatusUnprocessableEntity, "scheduledAt", "Esa toma no está en la pauta.")
	case !body.PRN:
		in.ScheduledAt = body.ScheduledAt
		due, _ := slotInstant(body.ScheduledAt)
		if opens := due.Add(-rs.window()); at.Before(opens) {
			return fieldError(http.StatusUnprocessableEntity, "scheduledAt",
				"Aún no se puede registrar: esta toma se registra desde "+spanishMoment(opens, now)+".")
		}
	}
	askRepeat(&in, entry, body.ConfirmRepeat)
	a, err := s.administer(c, r.ResidentID, entry, in, func(taken *store.SlotTakenError) error {
		return fieldError(http.StatusConflict, "scheduledAt", "Ya registrada por "+taken.ByName+" a las "+taken.At.In(madrid).Format("15:04")+".")
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, toAdministrationJSON(a))
}

// check validates the body, and answers when the dose was given or held.
func (b *administrationBody) check(now time.Time) (time.Time, error) {
	for _, p := range []*string{&b.KardexID, &b.EntryID, &b.ScheduledAt, &b.Status, &b.Reason, &b.Note, &b.At} {
		*p = strings.TrimSpace(*p)
	}
	v := newValidation()
	v.required(b.KardexID, "kardexId", "El Kardex es requerido.")
	v.required(b.EntryID, "entryId", "El medicamento del Kardex es requerido.")
	v.check(b.Status == "given" || b.Status == "held", "status", "Indique si se administró o se retuvo.")
	switch {
	case b.PRN:
		v.check(b.Status != "held", "status", "Una dosis «si precisa» solo se registra administrada.")
		v.required(b.Reason, "reason", "Indique el motivo (la indicación).")
		v.maxLen(b.Reason, shortText, "reason")
		b.ScheduledAt = ""
	case b.Status == "held":
		_, _, known := holdReason(b.Reason)
		v.check(known, "reason", "Indique el motivo de la retención.")
		if b.Reason == "other" {
			v.required(b.Note, "note", "Explique el motivo.")
		}
	default:
		b.Reason = ""
	}
	if !b.PRN {
		v.required(b.ScheduledAt, "scheduledAt", "La hora de la toma es requerida.")
		_, ok := slotInstant(b.ScheduledAt)
		v.check(b.ScheduledAt == "" || ok, "scheduledAt", "Hora de la toma no válida.")
	}
	v.maxLen(b.Note, longText, "note")
	at := now
	if b.At != "" {
		t, err := time.Parse(time.RFC3339, b.At)
		if err != nil {
			t, _ = slotInstant(b.At)
		}
		v.check(!t.IsZero(), "at", "Fecha y hora no válidas.")
		checkNotFuture(v, t, now, "at")
		v.check(t.IsZero() || !t.Before(now.Add(-lateEntryLimit)), "at", msgTooLate)
		at = t
	}
	return at, v.err()
}

// administer records a dose of an entry and answers the store's refusals in the API's words: a slot
// already recorded (409, as slotTaken says it), a PRN dose over its maximum (422) or soon after another
// (409, recentDoseError), an archived resident (409). A given dose of the inventory takes ceil(unitsPerDose) whole units from the stock: half
// a tablet uses up a tablet.
func (s *Server) administer(c echo.Context, residentID string, e kardexEntry, in store.AdministrationInput,
	slotTaken func(*store.SlotTakenError) error) (store.Administration, error) {
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, residentID)
	if err != nil {
		return store.Administration{}, err
	}
	in.MedicationID, in.MedicationName = e.Medication, e.MedicationName
	if in.Status == "given" && e.Medication != "" && !e.OwnSupply {
		in.StockUnits = int(math.Ceil(e.UnitsPerDose))
		in.StockNote = "Administración: " + resident.Name
	}
	if in.Status == "held" {
		highAlert, err := s.isHighAlert(c, e)
		if err != nil {
			return store.Administration{}, err
		}
		in.HoldAlert = holdAlert(resident, e, in, highAlert, actorOf(c).UserID)
	}
	if in.PRN && e.PRNMaxPerDay > 0 {
		in.PRNLimit, in.PRNSince = e.PRNMaxPerDay, in.At.Add(-24*time.Hour)
	}
	a, taken, err := s.store.RecordAdministration(ctx, actorOf(c), in)
	var slot *store.SlotTakenError
	var dose *store.DoseTakenError
	var limit *store.PRNLimitError
	var recent *store.PRNRecentError
	switch {
	case errors.As(err, &recent):
		return a, recentDoseError(recent, s.store.Now())
	case errors.As(err, &slot):
		return a, slotTaken(slot)
	case errors.As(err, &dose):
		return a, doseTaken(dose.GivenByName)
	case errors.As(err, &limit):
		return a, fieldError(http.StatusUnprocessableEntity, "entryId", fmt.Sprintf(
			"Ya se han dado %d dosis en 24 horas, el máximo pautado (la última a las %s).", limit.Given, limit.Last.In(madrid).Format("15:04")))
	case err != nil:
		return a, recordStoreError(err)
	}
	if taken != nil {
		s.warnIfLow(c, taken.Medication, taken.Before)
		s.changed(c, resourceMedications)
	}
	s.changed(c, resourceMar)
	s.changed(c, resourceKardex)
	return a, nil
}

// isHighAlert: is the entry's medication of high risk (highAlert in the inventory), whoever supplies it. An
// entry without one, or a medication since deleted from the inventory, is not known to be.
func (s *Server) isHighAlert(c echo.Context, e kardexEntry) (bool, error) {
	if e.Medication == "" {
		return false, nil
	}
	m, err := s.store.MedicationByID(c.Request().Context(), e.Medication)
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	}
	return m.HighAlert, err
}

// setAdministrationEffect: PATCH /mar/administrations/:id {effect, note}, the follow-up of a PRN dose.
func (s *Server) setAdministrationEffect(c echo.Context) error {
	var body struct {
		Effect string `json:"effect"`
		Note   string `json:"note"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	body.Effect, body.Note = strings.TrimSpace(body.Effect), strings.TrimSpace(body.Note)
	v := newValidation()
	v.check(slices.Contains(doseEffects, body.Effect), "effect", "Indique el efecto de la dosis.")
	v.maxLen(body.Note, longText, "note")
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	a, err := s.store.AdministrationByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if !a.PRN || a.Status != "given" || a.Voided() {
		return fieldError(http.StatusUnprocessableEntity, "effect", "Solo se valora el efecto de una dosis «si precisa» administrada.")
	}
	a, err = s.store.SetAdministrationEffect(ctx, actorOf(c), a.ID, body.Effect, body.Note)
	if err != nil {
		return recordStoreError(err)
	}
	s.changed(c, resourceMar)
	return c.JSON(http.StatusOK, toAdministrationJSON(a))
}

// spanishMoment says when something happens, from the point of view of now: "las 07:00", or "el
// 21/11/2026 a las 07:00" on another day.
func spanishMoment(t, now time.Time) string {
	t, now = t.In(madrid), now.In(madrid)
	if t.Format(time.DateOnly) == now.Format(time.DateOnly) {
		return "las " + t.Format("15:04")
	}
	return "el " + t.Format("02/01/2006") + " a las " + t.Format("15:04")
}
