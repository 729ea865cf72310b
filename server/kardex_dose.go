package server

import (
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// SPEC's Kardex list and dose call, over the administrations of the medication round (DESIGN 9).

type doseJSON struct {
	ID             string `json:"_id"`
	KardexID       string `json:"kardexId"`
	EntryID        string `json:"entryId"`
	Medication     string `json:"medication"`
	MedicationName string `json:"medicationName"`
	OwnSupply      bool   `json:"ownSupply"` // the resident's own supply, a medication not in the inventory
	DoseDate       string `json:"doseDate"`  // Madrid's date and time it was given
	DoseTime       string `json:"doseTime"`
	ScheduledAt    string `json:"scheduledAt"` // the slot it was given for, "" outside the schedule
	UserID         string `json:"userId"`
	UserName       string `json:"userName"`
	CreatedAt      string `json:"createdAt"`
}

func toDoseJSON(a store.Administration) doseJSON {
	at := a.At.In(madrid)
	return doseJSON{ID: a.ID, KardexID: a.KardexID, EntryID: a.EntryID, Medication: a.MedicationID,
		MedicationName: a.MedicationName, OwnSupply: a.MedicationID == "", DoseDate: at.Format(time.DateOnly),
		DoseTime: at.Format("15:04"), ScheduledAt: a.ScheduledAt, UserID: a.ByID, UserName: a.ByName,
		CreatedAt: a.CreatedAt.UTC().Format(time.RFC3339)}
}

// kardexesJSON is each Kardex as its lists show it, with the doses given from it (all read in one query);
// its head is the caller's to fill.
func (s *Server) kardexesJSON(c echo.Context, records []store.KardexRecord) ([]kardexJSON, error) {
	ids := make([]string, len(records))
	for i, r := range records {
		ids[i] = r.ID
	}
	doses, err := s.store.GivenFromKardexes(c.Request().Context(), ids)
	if err != nil {
		return nil, err
	}
	out := make([]kardexJSON, len(records))
	for i, r := range records {
		k := kardexOf(r)
		entries := make([]kardexEntryJSON, len(k.Entries))
		for j, e := range k.Entries {
			e = e.normalized()
			entries[j] = kardexEntryJSON{kardexEntry: e, ScheduleText: e.scheduleText()}
		}
		list := make([]doseJSON, len(doses[r.ID]))
		for j, d := range doses[r.ID] {
			list[j] = toDoseJSON(d)
		}
		out[i] = kardexJSON{recordHead: s.headOf(c, permKardexPrescribe, r.RecordHead), PatientID: r.ResidentID,
			Entries: entries, ResponsibleName: k.ResponsibleName, Doses: list}
	}
	return out, nil
}

// listKardex: GET /kardex (every Kardex) or GET /kardex?patientId= (one resident's), with their doses;
// ?search=, ?limit= and ?before= as every record list (pageRecords).
func (s *Server) listKardex(c echo.Context) error {
	id := c.QueryParam("patientId")
	ctx := c.Request().Context()
	if id != "" {
		if _, err := s.store.ResidentByID(ctx, id); err != nil {
			return err
		}
	}
	records, err := pageRecords(s, c, kardexRecords, id)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, kardexRecords.kind.Entity, "", id); err != nil {
		return err
	}
	out, err := s.kardexesJSON(c, records)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// addDose: POST /kardex/dose {kardexId, medication, doseDate, doseTime}. The medication must be one of
// the Kardex's; the person who gave it is the caller, whatever userId the body names. The dose is an
// administration: of the slot of that medication whose window holds doseDate and doseTime (the nearest,
// if two do), or else a dose outside the schedule of the first entry naming the medication. The same
// medication given at the same minute is refused (409), and so is a slot already recorded. A dose dated
// ahead is refused, and a PRN one follows the PRN rules (mar_prn_rules.go): its indication (the prescribed
// one when the body names none), its daily maximum and the confirmation of a recent repeat.
func (s *Server) addDose(c echo.Context) error {
	var body struct {
		KardexID      string `json:"kardexId"`
		Medication    string `json:"medication"`
		DoseDate      string `json:"doseDate"`
		DoseTime      string `json:"doseTime"`
		Indication    string `json:"indication"`
		ConfirmRepeat bool   `json:"confirmRepeat"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	v := newValidation()
	v.required(body.KardexID, "kardexId", "El Kardex es requerido.")
	v.required(body.Medication, "medication", "El medicamento es requerido.")
	v.required(body.DoseDate, "doseDate", "La fecha es requerida.")
	v.date(body.DoseDate, "doseDate")
	v.required(body.DoseTime, "doseTime", "La hora es requerida.")
	v.time(body.DoseTime, "doseTime")
	body.Indication = strings.TrimSpace(body.Indication)
	v.maxLen(body.Indication, shortText, "indication")
	at, _ := slotInstant(body.DoseDate + "T" + body.DoseTime)
	checkNotFuture(v, at, s.store.Now(), "doseTime")
	if err := v.err(); err != nil {
		return err
	}
	r, k, rs, err := s.kardexToGive(c, body.KardexID)
	if err != nil {
		return err
	}
	var entry *kardexEntry
	slot, distance := "", rs.window()+time.Minute
	for i := range k.Entries {
		e := k.Entries[i].normalized()
		if e.Medication != body.Medication {
			continue
		}
		if entry == nil {
			entry = &e
		}
		from, to := at.Add(-rs.window()).In(madrid), at.Add(rs.window()+time.Minute).In(madrid)
		for _, key := range e.slots(from.Format(slotLayout), to.Format(slotLayout)) {
			due, _ := slotInstant(key)
			if d := due.Sub(at).Abs(); d <= rs.window() && d < distance {
				entry, slot, distance = &e, key, d
			}
		}
	}
	if entry == nil {
		return fieldError(http.StatusUnprocessableEntity, "medication", "El medicamento no está en este Kardex.")
	}
	in := store.AdministrationInput{KardexID: r.ID, EntryID: entry.ID, ScheduledAt: slot, PRN: entry.PRN && slot == "",
		Status: "given", At: at, RefuseSameMinute: true, AuditDetail: map[string]any{"call": "POST /kardex/dose"}}
	if in.PRN {
		in.Reason = orText(body.Indication, entry.PRNIndication)
	}
	askRepeat(&in, *entry, body.ConfirmRepeat)
	a, err := s.administer(c, r.ResidentID, *entry, in, func(taken *store.SlotTakenError) error { return doseTaken(taken.ByName) })
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, toDoseJSON(a))
}

// doseTaken is SPEC's dose call's answer to a dose given twice.
func doseTaken(byName string) error {
	return newError(http.StatusConflict, "Esta dosis ya está registrada por "+byName+".")
}

// kardexToGive reads the Kardex a dose is given from, and the round's settings.
func (s *Server) kardexToGive(c echo.Context, id string) (store.KardexRecord, kardex, roundSettings, error) {
	ctx := c.Request().Context()
	r, err := store.RecordByID(ctx, s.store, store.Kardexes, id)
	if err != nil {
		return r, kardex{}, roundSettings{}, err
	}
	rs, err := s.roundSettings(ctx)
	return r, kardexOf(r), rs, err
}
