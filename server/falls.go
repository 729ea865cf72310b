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

// The falls register (issue 28, DESIGN 15; RNAO and Andalucía's FASE guide): where and doing what, seen or
// found on the floor, the intrinsic and extrinsic factors, the injury, the restraint in use, the psychotropic or
// new medication of the Kardex, what was done and who was told. Saving one opens the `fall` alert, makes
// Downton and Tinetti due (assessments_due.go) and, with injury grave, the care plan (DESIGN 14). An incident
// marked as a fall makes its fall in the store (store/falls_incidents.go). The register prints as a PDF
// (falls_pdf.go) and its falls of a shift go to the handover (falls_handover.go).

func (s *Server) fallRoutes(g *echo.Group) {
	g.GET("/falls", s.listFalls, s.require(permResidentsRead)...)
	g.GET("/falls/context", s.fallContext, s.require(permResidentsRead)...)
	g.GET("/falls/pdf", s.fallsReport, s.requireWithCookie(permResidentsRead)...)
	g.POST("/falls", s.createFall, s.require(permRegistersFalls)...)
	g.PUT("/falls/:id", s.updateFall, s.require(permRegistersFalls)...)
	g.POST("/falls/:id/void", s.voidFall, s.require(permRegistersFalls)...)
}

// fallsTab is the resident page's tab of the register.
const fallsTab = "caidas"

// fallFactor is one item of a factor checklist: its key in the JSON and how staff say it.
type fallFactor struct{ key, label string }

// fallIntrinsic are the resident's own factors (FASE, RNAO), in the form's order. The UI has the same keys
// (ui/src/features/falls/factors.ts; falls_factors_internal_test.go compares them).
var fallIntrinsic = []fallFactor{
	{"mareo-hipotension", "Mareo o hipotensión"},
	{"alteracion-marcha", "Alteración de la marcha o del equilibrio"},
	{"debilidad-muscular", "Debilidad muscular o inmovilidad"},
	{"deterioro-cognitivo", "Deterioro cognitivo o desorientación"},
	{"incontinencia-urgencia", "Incontinencia o urgencia miccional"},
	{"deficit-visual", "Déficit visual"},
	{"deficit-auditivo", "Déficit auditivo"},
	{"medicacion-psicotropa", "Medicación psicótropa o nueva"},
	{"caidas-previas", "Caídas previas"},
	{"dolor", "Dolor"},
	{"infeccion-fiebre", "Infección o fiebre"},
	{"hipoglucemia", "Hipoglucemia"},
}

// fallExtrinsic are the surroundings' factors, in the form's order.
var fallExtrinsic = []fallFactor{
	{"suelo-mojado", "Suelo mojado o resbaladizo"},
	{"iluminacion", "Iluminación insuficiente"},
	{"calzado", "Calzado inadecuado"},
	{"ropa-inadecuada", "Ropa inadecuada"},
	{"obstaculos", "Obstáculos en el paso"},
	{"cama-sin-freno", "Cama o silla sin freno"},
	{"altura-cama", "Altura de la cama inadecuada"},
	{"sin-barandilla", "Sin barandilla ni asidero"},
	{"ayuda-tecnica", "Ayuda técnica no usada o inadecuada"},
	{"timbre-lejos", "Timbre fuera de su alcance"},
}

// fallInjuries are the injuries, as the JSON names them, and how the register says them.
var fallInjuries = []fallFactor{
	{store.InjuryNone, "Sin lesión"},
	{store.InjuryMild, "Lesión leve"},
	{store.InjuryGrave, "Lesión grave"},
}

func factorLabel(list []fallFactor, key string) string {
	if i := slices.IndexFunc(list, func(f fallFactor) bool { return f.key == key }); i >= 0 {
		return list[i].label
	}
	return key
}

// fallClockSlack: a fall may be dated this far ahead of the server's clock (a tablet a little fast).
const fallClockSlack = 5 * time.Minute

type fallFamilyJSON struct {
	Name string `json:"name"`
	At   string `json:"at"`
}

type fallJSON struct {
	ID             string          `json:"_id"`
	ResidentID     string          `json:"residentId"`
	ResidentName   string          `json:"residentName"`
	Room           string          `json:"room"`
	At             string          `json:"at"`  // RFC 3339 UTC
	Day            string          `json:"day"` // YYYY-MM-DD, Madrid
	Place          string          `json:"place"`
	Activity       string          `json:"activity"`
	Witnessed      bool            `json:"witnessed"`
	FoundOnFloor   bool            `json:"foundOnFloor"`
	Intrinsic      []string        `json:"intrinsic"`
	Extrinsic      []string        `json:"extrinsic"`
	Injury         string          `json:"injury"`
	InjuryDetail   string          `json:"injuryDetail"`
	RestraintInUse bool            `json:"restraintInUse"`
	Psychotropics  string          `json:"psychotropics"`
	Actions        string          `json:"actions"`
	DoctorInformed bool            `json:"doctorInformed"`
	FamilyInformed *fallFamilyJSON `json:"familyInformed"`
	IncidentID     *string         `json:"incidentId"`
	CreatedBy      string          `json:"createdBy"`
	CreatedByName  string          `json:"createdByName"`
	CreatedAt      string          `json:"createdAt"`
	UpdatedByName  string          `json:"updatedByName"`
	UpdatedAt      *string         `json:"updatedAt"`
	CanVoid        bool            `json:"canVoid"` // the author within 24 hours, or records.delete-any
}

func (s *Server) toFallJSON(c echo.Context, f store.Fall) fallJSON {
	out := fallJSON{ID: f.ID, ResidentID: f.ResidentID, ResidentName: f.ResidentName, Room: f.Room, At: rfc3339UTC(f.At),
		Day: f.Day, Place: f.Place, Activity: f.Activity, Witnessed: f.Witnessed, FoundOnFloor: f.FoundOnFloor,
		Intrinsic: orEmpty(f.Intrinsic), Extrinsic: orEmpty(f.Extrinsic), Injury: f.Injury, InjuryDetail: f.InjuryDetail,
		RestraintInUse: f.RestraintInUse, Psychotropics: f.Psychotropics, Actions: f.Actions, DoctorInformed: f.DoctorInformed,
		CreatedBy: f.CreatedBy, CreatedByName: f.CreatedByName, CreatedAt: rfc3339UTC(f.CreatedAt), UpdatedByName: f.UpdatedByName,
		CanVoid: f.VoidedAt == nil && deleteRightsOf(currentSession(c).User, permRegistersFalls).allow(f.CreatedBy, f.CreatedAt, s.store.Now())}
	if f.Family != nil {
		out.FamilyInformed = &fallFamilyJSON{Name: f.Family.Name, At: rfc3339UTC(f.Family.At)}
	}
	if f.IncidentID != "" {
		id := f.IncidentID
		out.IncidentID = &id
	}
	if f.UpdatedAt != nil {
		at := rfc3339UTC(*f.UpdatedAt)
		out.UpdatedAt = &at
	}
	return out
}

func orEmpty(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}

// listFalls: GET /falls?residentId=&from=&to=&limit=&before=, newest first, voided falls left out. Without
// residentId, every resident's. Pages as the records do (DESIGN 13): X-Next-Cursor names the last fall when
// more remain. Reading is audited.
func (s *Server) listFalls(c echo.Context) error {
	ctx := c.Request().Context()
	q := store.FallQuery{ResidentID: strings.TrimSpace(c.QueryParam("residentId"))}
	if q.ResidentID != "" {
		if _, err := s.store.ResidentByID(ctx, q.ResidentID); err != nil {
			return err
		}
	}
	v := newValidation()
	q.From, q.To = periodParams(v, c)
	if raw := c.QueryParam("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		v.check(err == nil && n >= 1 && n <= maxRecordPage, "limit", "Debe ser un número entre 1 y 200.")
		q.Limit = n
	}
	if err := v.err(); err != nil {
		return err
	}
	if before := c.QueryParam("before"); before != "" {
		key, err := s.store.FallKeyOf(ctx, q.ResidentID, before)
		if errors.Is(err, store.ErrNotFound) {
			return fieldError(http.StatusUnprocessableEntity, "before", "No es una caída de esta lista.")
		}
		if err != nil {
			return err
		}
		q.Before = &key
	}
	list, more, err := s.store.ListFalls(ctx, q)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "fall", "", q.ResidentID); err != nil {
		return err
	}
	if more && len(list) > 0 {
		c.Response().Header().Set(nextCursorHeader, list[len(list)-1].ID)
	}
	out := make([]fallJSON, len(list))
	for i, f := range list {
		out[i] = s.toFallJSON(c, f)
	}
	return c.JSON(http.StatusOK, out)
}

// periodParams reads ?from=&to= (YYYY-MM-DD, Madrid, both included, either may be left out).
func periodParams(v *validation, c echo.Context) (string, string) {
	from, to := strings.TrimSpace(c.QueryParam("from")), strings.TrimSpace(c.QueryParam("to"))
	v.date(from, "from")
	v.date(to, "to")
	v.check(from == "" || to == "" || from <= to, "to", "La fecha final no puede ser anterior a la inicial.")
	return from, to
}

type fallMedicationJSON struct {
	Name         string `json:"name"`
	Dose         string `json:"dose"`
	ATCCode      string `json:"atcCode"`
	StartDate    string `json:"startDate"`
	Psychotropic bool   `json:"psychotropic"`
	New          bool   `json:"new"`
}

type fallRestraintJSON struct {
	ID     string `json:"_id"`
	Type   string `json:"type"`
	Device string `json:"device"`
}

// fallContext: GET /falls/context?residentId=&at= -> what the form of a fall starts from, at that instant (now
// without it): {restraintInUse, restraints: [{_id, type, device}], medications: [{name, dose, atcCode, startDate,
// psychotropic, new}], psychotropics}. restraintInUse is the form's default; psychotropics is the text the fall
// will keep (computed again when it is saved).
func (s *Server) fallContext(c echo.Context) error {
	ctx := c.Request().Context()
	id := strings.TrimSpace(c.QueryParam("residentId"))
	v := newValidation()
	v.required(id, "residentId", "El residente es requerido.")
	at := s.store.Now()
	if raw := strings.TrimSpace(c.QueryParam("at")); raw != "" {
		t, ok := parseInstant(raw)
		v.check(ok, "at", "Fecha y hora no válidas.")
		at = t
	}
	if err := v.err(); err != nil {
		return err
	}
	if _, err := s.store.ResidentByID(ctx, id); err != nil {
		return err
	}
	fc, err := s.store.FallContextAt(ctx, id, at, madridDay(at))
	if err != nil {
		return err
	}
	out := struct {
		RestraintInUse bool                 `json:"restraintInUse"`
		Restraints     []fallRestraintJSON  `json:"restraints"`
		Medications    []fallMedicationJSON `json:"medications"`
		Psychotropics  string               `json:"psychotropics"`
	}{RestraintInUse: len(fc.Restraints) > 0, Restraints: []fallRestraintJSON{}, Medications: []fallMedicationJSON{},
		Psychotropics: store.FallMedicationsText(fc.Medications)}
	for _, t := range fc.Restraints {
		out.Restraints = append(out.Restraints, fallRestraintJSON{ID: t.ID, Type: t.Type, Device: t.Device})
	}
	for _, m := range fc.Medications {
		out.Medications = append(out.Medications, fallMedicationJSON{Name: m.Name, Dose: m.Dose, ATCCode: m.ATCCode,
			StartDate: m.StartDate, Psychotropic: m.Psychotropic, New: m.New})
	}
	return c.JSON(http.StatusOK, out)
}

// createFall: POST /falls -> 201 the fall, with `alertId` (the alert it opened, null when its incident had
// opened one already). The psychotropic or new medication is read from the Kardex at the time of the fall. A
// fall within two hours of one the resident already has (an incident's, or another's entry) is most likely
// the same fall: 409 naming it on `at` with its id (existingId), unless the body says `anotherFall: true`.
func (s *Server) createFall(c echo.Context) error {
	var body fallBody
	if err := decode(c, &body); err != nil {
		return err
	}
	in, err := body.validate(s.store.Now())
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	fc, err := s.store.FallContextAt(ctx, in.ResidentID, in.At, in.Day)
	if err != nil {
		return err
	}
	in.Psychotropics = store.FallMedicationsText(fc.Medications)
	alert, err := s.fallAlert(c, in)
	if err != nil {
		return err
	}
	f, alertID, err := s.store.CreateFall(ctx, actorOf(c), in, alert, body.AnotherFall)
	if err != nil {
		return fallStoreError(err)
	}
	s.changed(c, resourceFalls)
	if alertID != "" {
		s.changed(c, resourceAlerts)
	}
	return c.JSON(http.StatusCreated, withAlertID{record: s.toFallJSON(c, f), alertID: alertID})
}

// fallAlert is the high `fall` alert a fall opens, leading to the falls tab.
func (s *Server) fallAlert(c echo.Context, in store.FallInput) (*store.RecordAlert, error) {
	detail := in.Place + ", " + spanishTime(in.At) + ". " + factorLabel(fallInjuries, in.Injury)
	if in.InjuryDetail != "" {
		detail += ": " + in.InjuryDetail
	}
	title := "Caída"
	if in.Injury == store.InjuryGrave {
		title = "Caída con lesión grave"
	}
	alert, err := s.residentAlert(c, in.ResidentID, store.AlertInput{Source: "fall:", Kind: alertFall, Severity: severityHigh,
		Title: title, Detail: detail + "."})
	if alert != nil {
		alert.Notice.Options.URL = residentLink(in.ResidentID, fallsTab)
	}
	return alert, err
}

// spanishTime is an instant as Madrid's clock says it: "20/11/2026 10:30".
func spanishTime(t time.Time) string { return t.In(madrid).Format("02/01/2006 15:04") }

// updateFall: PUT /falls/:id, the fall completed or corrected from the falls tab (the same body; the resident and
// the incident stay). A voided fall answers 409.
func (s *Server) updateFall(c echo.Context) error {
	ctx := c.Request().Context()
	before, err := s.store.FallByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	var body fallBody
	if err := decode(c, &body); err != nil {
		return err
	}
	body.ResidentID, body.IncidentID = before.ResidentID, nil
	in, err := body.validate(s.store.Now())
	if err != nil {
		return err
	}
	if before.VoidedAt != nil {
		return errFallVoided()
	}
	f, err := s.store.UpdateFall(ctx, actorOf(c), before.ID, in)
	if err != nil {
		return fallStoreError(err)
	}
	s.changed(c, resourceFalls)
	return c.JSON(http.StatusOK, s.toFallJSON(c, f))
}

// voidFall: POST /falls/:id/void {reason}: a fall entered by mistake. As a record's deletion (DESIGN 7): its
// author within 24 hours, or anyone with records.delete-any; the reason is required and kept.
func (s *Server) voidFall(c echo.Context) error {
	var body struct {
		Reason string `json:"reason"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	ctx := c.Request().Context()
	f, err := s.store.FallByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if !deleteRightsOf(currentSession(c).User, permRegistersFalls).allow(f.CreatedBy, f.CreatedAt, s.store.Now()) {
		return s.deny(c, "fall", f.ID)
	}
	reason := strings.TrimSpace(body.Reason)
	v := newValidation()
	v.required(reason, "reason", "Indica por qué se anula la caída.")
	v.maxLen(reason, maxReasonLength, "reason")
	if err := v.err(); err != nil {
		return err
	}
	if f.VoidedAt != nil {
		return errFallVoided()
	}
	f, err = s.store.VoidFall(ctx, actorOf(c), f.ID, reason)
	if err != nil {
		return fallStoreError(err)
	}
	s.changed(c, resourceFalls)
	return c.JSON(http.StatusOK, map[string]string{"message": "Caída anulada."})
}

func errFallVoided() error { return newError(http.StatusConflict, "Esta caída está anulada.") }

// fallStoreError names what the store refused.
func fallStoreError(err error) error {
	switch {
	case errors.Is(err, store.ErrFallVoided):
		return errFallVoided()
	case errors.Is(err, store.ErrFallIncidentUnknown):
		return fieldError(http.StatusUnprocessableEntity, "incidentId", "La incidencia no existe o no es de este residente.")
	case errors.Is(err, store.ErrIncidentHasFall):
		return fieldError(http.StatusConflict, "incidentId", "Esa incidencia ya tiene su caída registrada.")
	}
	var near *store.NearbyFallError
	if errors.As(err, &near) {
		told := "registrada"
		if near.FromIncident {
			told = "registrada desde una incidencia"
		}
		e := fieldError(http.StatusConflict, "at", "Ya hay una caída de este residente "+told+" el "+spanishTime(near.At)+
			". Si es la misma, complétala en lugar de registrar otra; si es otra caída, confírmalo.")
		e.ExistingID = near.ID
		return e
	}
	return recordStoreError(err)
}
