package server

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

type kardexEntry struct {
	Medication     string `json:"medication"` // the inventory's medication id
	MedicationName string `json:"medicationName"`
	OwnSupply      bool   `json:"ownSupply"` // the resident's own supply, a medication not in the inventory
	Dose           string `json:"dose"`
	Frequency      string `json:"frequency"`
	Route          string `json:"route"`
	Date           string `json:"date"`
}

type kardex struct {
	Entries         []kardexEntry `json:"entries"`
	ResponsibleName string        `json:"responsibleName"`
}

var kardexRecords = recordType{
	kind: "kardex", title: "Kardex de medicación", residentKey: "patientId",
	path: "/kardex", write: permKardexPrescribe,
	fileOne: "kardex_%s.pdf", fileReport: "kardex_general_report.pdf",
	decode: decodeKardex,
	print: func(rep recordPrinter, r store.Record) error {
		k, err := recordData[kardex](r)
		if err != nil {
			return err
		}
		rep.fields([2]string{"Responsable", k.ResponsibleName}, [2]string{"", ""})
		rows := make([][]string, len(k.Entries))
		for i, e := range k.Entries {
			rows[i] = []string{e.MedicationName, e.Dose, e.Frequency, e.Route, spanishDate(e.Date)}
		}
		rep.table([]int{4, 2, 2, 2, 2}, []string{"Medicamento", "Dosis", "Frecuencia", "Vía", "Desde"}, rows)
		doses, err := rep.s.store.DosesFor(rep.c.Request().Context(), r.ID)
		if err != nil {
			return err
		}
		if len(doses) == 0 {
			rep.note("Sin dosis registradas.")
			return nil
		}
		given := make([][]string, len(doses))
		for i, d := range doses {
			given[i] = []string{spanishDate(d.Date) + " " + d.Time, d.MedicationName, d.GivenByName}
		}
		rep.note("Dosis administradas")
		rep.table([]int{3, 5, 4}, []string{"Fecha y hora", "Medicamento", "Administrada por"}, given)
		return nil
	},
}

// decodeKardex reads a Kardex. An entry names a medication of the inventory, whose name the server copies
// so the Kardex still reads right if the medication is renamed or retired, or the resident's own supply by
// name (DESIGN 8).
func decodeKardex(s *Server, c echo.Context, before *store.Record) (store.RecordInput, error) {
	var body struct {
		PatientID  string `json:"patientId"`
		ResidentID string `json:"residentId"`
		kardex
	}
	if err := decode(c, &body); err != nil {
		return store.RecordInput{}, err
	}
	base := recordBase{ResidentID: orText(body.PatientID, body.ResidentID), Date: s.today().Format(time.DateOnly)}
	if before != nil {
		base.Date = before.Date
	}
	v := newValidation()
	checkBase(v, &base, before, false)
	if v.fields["residentId"] != "" {
		v.fields["patientId"] = v.fields["residentId"]
	}
	k := kardex{ResponsibleName: strings.TrimSpace(body.ResponsibleName)}
	if k.ResponsibleName == "" {
		k.ResponsibleName = actorOf(c).Name
	}
	v.check(len(body.Entries) > 0, "entries", "Debe haber al menos un medicamento en el Kardex.")
	v.check(len(body.Entries) <= 50, "entries", "Un Kardex admite como máximo 50 medicamentos.")
	for i, e := range body.Entries {
		field := "entries." + strconv.Itoa(i) + "."
		e = kardexEntry{Medication: strings.TrimSpace(e.Medication), MedicationName: strings.TrimSpace(e.MedicationName),
			OwnSupply: e.OwnSupply, Dose: strings.TrimSpace(e.Dose), Frequency: strings.TrimSpace(e.Frequency),
			Route: strings.TrimSpace(e.Route), Date: strings.TrimSpace(e.Date)}
		if e.OwnSupply {
			e.Medication = ""
			v.required(e.MedicationName, field+"medicationName", "Escriba el nombre del medicamento.")
			v.maxLen(e.MedicationName, shortText, field+"medicationName")
		} else {
			v.required(e.Medication, field+"medication", "Seleccione el medicamento.")
		}
		if e.Medication != "" {
			med, err := s.store.MedicationByID(c.Request().Context(), e.Medication)
			if errors.Is(err, store.ErrNotFound) {
				v.check(false, field+"medication", "Seleccione el medicamento.")
			} else if err != nil {
				return store.RecordInput{}, err
			}
			e.MedicationName = med.Name + " " + med.Concentration
		}
		v.required(e.Dose, field+"dose", "Ingrese la dosis.")
		v.required(e.Frequency, field+"frequency", "Ingrese la frecuencia.")
		v.check(slices.Contains(administrationRoutes, e.Route), field+"route", "Seleccione la vía de administración.")
		v.required(e.Date, field+"date", "La fecha es requerida.")
		v.date(e.Date, field+"date")
		v.maxLen(e.Dose, shortText, field+"dose")
		v.maxLen(e.Frequency, shortText, field+"frequency")
		k.Entries = append(k.Entries, e)
	}
	if err := v.err(); err != nil {
		return store.RecordInput{}, err
	}
	names := make([]string, len(k.Entries))
	for i, e := range k.Entries {
		names[i] = e.MedicationName
	}
	return store.RecordInput{ResidentID: base.ResidentID, Date: base.Date, Data: k, Search: strings.Join(names, " ")}, nil
}

type doseJSON struct {
	ID             string `json:"_id"`
	KardexID       string `json:"kardexId"`
	Medication     string `json:"medication"`
	MedicationName string `json:"medicationName"`
	OwnSupply      bool   `json:"ownSupply"` // the resident's own supply, a medication not in the inventory
	DoseDate       string `json:"doseDate"`
	DoseTime       string `json:"doseTime"`
	UserID         string `json:"userId"`
	UserName       string `json:"userName"`
	CreatedAt      string `json:"createdAt"`
}

func toDoseJSON(d store.Dose) doseJSON {
	return doseJSON{ID: d.ID, KardexID: d.KardexID, Medication: d.MedicationID, MedicationName: d.MedicationName,
		DoseDate: d.Date, DoseTime: d.Time, UserID: d.GivenBy, UserName: d.GivenByName, CreatedAt: d.CreatedAt.UTC().Format(time.RFC3339)}
}

// kardexJSON is each Kardex with the doses given from it, newest first (all read in one query).
func (s *Server) kardexJSON(c echo.Context, records []store.Record) ([]map[string]any, error) {
	ids := make([]string, len(records))
	for i, r := range records {
		ids[i] = r.ID
	}
	doses, err := s.store.DosesForKardexes(c.Request().Context(), ids)
	if err != nil {
		return nil, err
	}
	out := make([]map[string]any, len(records))
	for i, r := range records {
		if out[i], err = s.recordJSON(c, kardexRecords, r); err != nil {
			return nil, err
		}
		list := make([]doseJSON, len(doses[r.ID]))
		for j, d := range doses[r.ID] {
			list[j] = toDoseJSON(d)
		}
		out[i]["doses"] = list
	}
	return out, nil
}

// listKardex: GET /kardex (every Kardex) or GET /kardex?patientId= (one resident's), with their doses.
func (s *Server) listKardex(c echo.Context) error {
	id := c.QueryParam("patientId")
	ctx := c.Request().Context()
	if id != "" {
		if _, err := s.store.ResidentByID(ctx, id); err != nil {
			return err
		}
	}
	records, err := s.store.ListRecords(ctx, kardexRecords.kind, id, c.QueryParam("search"))
	if err != nil {
		return err
	}
	if err := s.auditRead(c, kardexRecords.kind, "", id); err != nil {
		return err
	}
	out, err := s.kardexJSON(c, records)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// addDose: POST /kardex/dose {kardexId, medication, doseDate, doseTime}. The medication must be one of
// the Kardex's; the person who gave it is the caller, whatever userId the body names.
func (s *Server) addDose(c echo.Context) error {
	var body struct {
		KardexID   string `json:"kardexId"`
		Medication string `json:"medication"`
		DoseDate   string `json:"doseDate"`
		DoseTime   string `json:"doseTime"`
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
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	r, err := s.store.RecordByID(ctx, kardexRecords.kind, body.KardexID)
	if err != nil {
		return err
	}
	k, err := recordData[kardex](r)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(k.Entries, func(e kardexEntry) bool { return e.Medication == body.Medication })
	if i < 0 {
		return fieldError(http.StatusUnprocessableEntity, "medication", "El medicamento no está en este Kardex.")
	}
	d, err := s.store.AddDose(ctx, actorOf(c), r.ID, body.Medication, k.Entries[i].MedicationName, body.DoseDate, body.DoseTime)
	var taken *store.DoseTakenError
	if errors.As(err, &taken) {
		return newError(http.StatusConflict, "Esta dosis ya está registrada por "+taken.GivenByName+".")
	}
	if err != nil {
		return recordStoreError(err)
	}
	s.changed(c, "kardex")
	return c.JSON(http.StatusCreated, toDoseJSON(d))
}
