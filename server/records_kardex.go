package server

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// kardexEntry is one prescription of a Kardex, with its schedule (DESIGN 9; store.KardexEntry). The server
// gives each entry its _id and keeps it across edits, and sets scheduleSetAt (and the first slot owed) when
// the entry's times, days, start or PRN change; the round owes no slot whose window had closed by then.
type kardexEntry store.KardexEntry

// normalized fills what entries saved before schedules lack.
func (e kardexEntry) normalized() kardexEntry {
	if e.Times == nil {
		e.Times = []string{}
	}
	if e.Weekdays == nil {
		e.Weekdays = []int{}
	}
	if e.UnitsPerDose <= 0 {
		e.UnitsPerDose = 1
	}
	if e.PRN && e.PRNMinHours <= 0 {
		e.PRNMinHours = prnMinHours
	}
	return e
}

type kardex struct {
	Entries         []kardexEntry
	ResponsibleName string
}

// kardexEntryJSON is an entry as the API shows it: with its schedule said in Spanish.
type kardexEntryJSON struct {
	kardexEntry
	ScheduleText string `json:"scheduleText"`
}

// kardexJSON is a Kardex as its lists show it: its entries with their schedules said in Spanish, and the
// doses given from it, newest first. SPEC's clients read its resident as patientId.
type kardexJSON struct {
	recordHead
	PatientID       string            `json:"patientId"`
	Entries         []kardexEntryJSON `json:"entries"`
	ResponsibleName string            `json:"responsibleName"`
	Doses           []doseJSON        `json:"doses"`
}

var kardexRecords = recordType[store.Kardex]{
	kind: store.Kardexes, title: "Kardex de medicación", path: "/kardex", write: permKardexPrescribe,
	fileOne: "kardex_%s.pdf", fileReport: "kardex_general_report.pdf",
	decode: decodeKardex,
	present: func(s *Server, c echo.Context, head recordHead, r store.KardexRecord) (any, error) {
		out, err := s.kardexesJSON(c, []store.KardexRecord{r})
		if err != nil {
			return nil, err
		}
		out[0].recordHead = head
		return out[0], nil
	},
	print: func(rep recordPrinter, r store.KardexRecord) error {
		k := kardexOf(r)
		rep.fields([2]string{"Responsable", k.ResponsibleName}, [2]string{"", ""})
		rows := make([][]string, len(k.Entries))
		for i, e := range k.Entries {
			e = e.normalized()
			pauta := e.Frequency
			if text := e.scheduleText(); text != pauta && (e.PRN || len(e.Times) > 0) {
				pauta += " · " + text
			}
			rows[i] = []string{e.MedicationName, e.Dose, pauta, e.Route, spanishDate(e.Date)}
		}
		rep.table([]int{3, 2, 3, 2, 2}, []string{"Medicamento", "Dosis", "Frecuencia", "Vía", "Desde"}, rows)
		doses, err := rep.s.store.GivenFromKardexes(rep.c.Request().Context(), []string{r.ID})
		if err != nil {
			return err
		}
		if len(doses[r.ID]) == 0 {
			rep.note("Sin dosis registradas.")
			return nil
		}
		given := make([][]string, len(doses[r.ID]))
		for i, d := range doses[r.ID] {
			given[i] = []string{d.At.In(madrid).Format("02/01/2006 15:04"), d.MedicationName, d.ByName}
		}
		rep.note("Dosis administradas")
		rep.table([]int{3, 5, 4}, []string{"Fecha y hora", "Medicamento", "Administrada por"}, given)
		return nil
	},
}

// kardexOf is a Kardex record's entries, with the schedules' rules.
func kardexOf(r store.KardexRecord) kardex {
	k := kardex{ResponsibleName: r.Data.ResponsibleName, Entries: make([]kardexEntry, len(r.Data.Entries))}
	for i, e := range r.Data.Entries {
		k.Entries[i] = kardexEntry(e)
	}
	return k
}

// kardexBody is what the doctor sends: the Kardex, and the override of an allergy warning.
type kardexBody struct {
	PatientID       string            `json:"patientId"`
	ResidentID      string            `json:"residentId"`
	Entries         []kardexEntryBody `json:"entries"`
	ResponsibleName string            `json:"responsibleName"`
	AllergyOverride *allergyOverride  `json:"allergyOverride"`
}

// decodeKardex reads a Kardex. An entry names a medication of the inventory, whose name the server copies
// so the Kardex still reads right if the medication is renamed or retired, or the resident's own supply by
// name (DESIGN 8). Each entry's schedule is checked (kardex_entries.go), and every entry against the
// resident's allergies (kardex_allergy.go).
func decodeKardex(s *Server, c echo.Context, before *store.KardexRecord) (store.RecordInput[store.Kardex], error) {
	var body kardexBody
	if err := decode(c, &body); err != nil {
		return store.RecordInput[store.Kardex]{}, err
	}
	base := recordBase{ResidentID: orText(body.PatientID, body.ResidentID), Date: s.today().Format(time.DateOnly)}
	saved := map[string]kardexEntry{}
	if before != nil {
		base.Date = before.Date
		for _, e := range kardexOf(*before).Entries {
			saved[e.ID] = e
		}
	}
	v := newValidation()
	checkBase(v, &base, headOfBefore(before), false)
	if v.fields["residentId"] != "" {
		v.fields["patientId"] = v.fields["residentId"]
	}
	k := kardex{ResponsibleName: strings.TrimSpace(body.ResponsibleName)}
	if k.ResponsibleName == "" {
		k.ResponsibleName = actorOf(c).Name
	}
	v.check(len(body.Entries) > 0, "entries", "Debe haber al menos un medicamento en el Kardex.")
	v.check(len(body.Entries) <= 50, "entries", "Un Kardex admite como máximo 50 medicamentos.")
	rs, err := s.roundSettings(c.Request().Context())
	if err != nil {
		return store.RecordInput[store.Kardex]{}, err
	}
	now := s.store.Now()
	allergyNames := make([]medicationNames, len(body.Entries))
	used := map[string]bool{}
	for i, in := range body.Entries {
		field := "entries." + strconv.Itoa(i) + "."
		e, names, err := s.decodeKardexEntry(c, v, field, in)
		if err != nil {
			return store.RecordInput[store.Kardex]{}, err
		}
		prior, known := saved[e.ID]
		if !known || used[e.ID] {
			e.ID = newRecordPartID()
		}
		used[e.ID] = true
		e.checkSchedule(v, field, known && !prior.PRN && len(prior.Times) == 0)
		// A slot is owed from the schedule's time less the dose window of now, whatever the window becomes.
		e.ScheduleSetAt, e.OwedFrom = now.Format(time.RFC3339), now.Add(-rs.window())
		if known && prior.sameSchedule(e) {
			e.ScheduleSetAt, e.OwedFrom = prior.ScheduleSetAt, prior.OwedFrom
		}
		k.Entries = append(k.Entries, e)
		allergyNames[i] = names
	}
	override, err := s.checkAllergies(c, v, base.ResidentID, allergyNames, body.AllergyOverride)
	if err != nil {
		return store.RecordInput[store.Kardex]{}, err
	}
	if err := v.err(); err != nil {
		return store.RecordInput[store.Kardex]{}, err
	}
	names := make([]string, len(k.Entries))
	for i, e := range k.Entries {
		names[i] = e.MedicationName
	}
	data := store.Kardex{ResponsibleName: k.ResponsibleName, Entries: make([]store.KardexEntry, len(k.Entries))}
	for i, e := range k.Entries {
		data.Entries[i] = store.KardexEntry(e)
	}
	return store.RecordInput[store.Kardex]{ResidentID: base.ResidentID, Date: base.Date, Data: data,
		Search: strings.Join(names, " "), AuditDetail: override}, nil
}

// decodeKardexEntry reads an entry's medication, dose and route, and answers what the allergy check
// compares (the medication's name, active ingredient and ATC code, or the own supply's name).
func (s *Server) decodeKardexEntry(c echo.Context, v *validation, field string, in kardexEntryBody) (kardexEntry, medicationNames, error) {
	e := in.kardexEntry
	for _, p := range []*string{&e.ID, &e.Medication, &e.MedicationName, &e.Dose, &e.Frequency, &e.Route, &e.Date,
		&e.EndDate, &e.PRNIndication, &e.Instructions} {
		*p = strings.TrimSpace(*p)
	}
	var names medicationNames
	if e.OwnSupply {
		e.Medication = ""
		v.required(e.MedicationName, field+"medicationName", "Escriba el nombre del medicamento.")
		v.maxLen(e.MedicationName, shortText, field+"medicationName")
		names = medicationNames{names: []string{e.MedicationName}}
	} else {
		v.required(e.Medication, field+"medication", "Seleccione el medicamento.")
	}
	if e.Medication != "" {
		med, err := s.store.MedicationByID(c.Request().Context(), e.Medication)
		switch {
		case errors.Is(err, store.ErrNotFound):
			v.check(false, field+"medication", "Seleccione el medicamento.")
		case err != nil:
			return e, names, err
		default:
			e.MedicationName = med.Name + " " + med.Concentration
			names = medicationNames{names: []string{med.Name, med.ActiveIngredient}, atc: med.ATCCode}
		}
	}
	v.required(e.Dose, field+"dose", "Ingrese la dosis.")
	v.check(slices.Contains(administrationRoutes, e.Route), field+"route", "Seleccione la vía de administración.")
	v.required(e.Date, field+"date", "La fecha es requerida.")
	v.date(e.Date, field+"date")
	v.maxLen(e.Dose, shortText, field+"dose")
	v.maxLen(e.Frequency, shortText, field+"frequency")
	v.maxLen(e.Instructions, addrText, field+"instructions")
	e.UnitsPerDose = 1
	if in.UnitsPerDose != nil {
		e.UnitsPerDose = float64(*in.UnitsPerDose)
		checkNumber(v, field+"unitsPerDose", e.UnitsPerDose, 100)
	}
	e.PRNMaxPerDay = 0
	if e.PRN && in.PRNMaxPerDay != nil {
		n := float64(*in.PRNMaxPerDay)
		checkNumber(v, field+"prnMaxPerDay", n, 24)
		v.check(n == float64(int(n)), field+"prnMaxPerDay", "Escribe un número entero.")
		e.PRNMaxPerDay = int(n)
	}
	e.PRNMinHours = 0 // none, or 0: the default (normalized)
	if e.PRN && in.PRNMinHours != nil && *in.PRNMinHours != 0 {
		n := float64(*in.PRNMinHours)
		checkNumber(v, field+"prnMinHours", n, 24)
		v.check(n == float64(int(n)), field+"prnMinHours", "Escribe un número entero.")
		e.PRNMinHours = int(n)
	}
	return e, names, nil
}
