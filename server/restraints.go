package server

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The restraint register (registro de contenciones, Fiscalía Instrucción 1/2022; DESIGN 11): only a doctor
// orders a restraint, with the reason, the alternatives tried, the specific consent and a review date at most
// 30 days after the start; nurses record the per-shift checks; the doctor renews or ends it. An active one
// past its review date is expired and opens an alert (restraints_expiry.go); inspectors get the period's
// register as a PDF (restraints_pdf.go).

// restraintTypes are the kinds of restraint, as the JSON names them.
var restraintTypes = []string{"physical", "pharmacological"}

// restraintTypeLabels name each kind as staff say it.
var restraintTypeLabels = map[string]string{"physical": "Física", "pharmacological": "Farmacológica"}

// maxRestraintDays: the review is at most this many days after the start (or after today, when renewed).
const maxRestraintDays = 30

// maxReleasedMinutes: a shift's check counts at most a day of release.
const maxReleasedMinutes = 1440

type restraintConsentJSON struct {
	GivenBy      string `json:"givenBy"`
	Relationship string `json:"relationship"`
	Date         string `json:"date"`
}

type restraintReviewJSON struct {
	ReviewDate string `json:"reviewDate"`
	Note       string `json:"note"`
	By         string `json:"by"`
	ByName     string `json:"byName"`
	At         string `json:"at"`
}

type restraintCheckJSON struct {
	ID              string `json:"_id"`
	Applied         bool   `json:"applied"`
	SkinOK          bool   `json:"skinOk"`
	ReleasedMinutes int    `json:"releasedMinutes"`
	Note            string `json:"note"`
	By              string `json:"by"`
	ByName          string `json:"byName"`
	At              string `json:"at"`
}

type restraintJSON struct {
	ID                string                `json:"_id"`
	ResidentID        string                `json:"residentId"`
	ResidentName      string                `json:"residentName"`
	Type              string                `json:"type"`
	Device            string                `json:"device"`
	Reason            string                `json:"reason"`
	AlternativesTried string                `json:"alternativesTried"`
	Schedule          string                `json:"schedule"`
	StartDate         string                `json:"startDate"`
	ReviewDate        string                `json:"reviewDate"`
	Consent           restraintConsentJSON  `json:"consent"`
	PrescribedBy      string                `json:"prescribedBy"`
	PrescribedByName  string                `json:"prescribedByName"`
	CreatedAt         string                `json:"createdAt"`
	Status            string                `json:"status"`
	Expired           bool                  `json:"expired"`
	EndedAt           *string               `json:"endedAt"`
	EndedBy           string                `json:"endedBy"`
	EndedByName       string                `json:"endedByName"`
	EndReason         string                `json:"endReason"`
	Reviews           []restraintReviewJSON `json:"reviews"`
	Checks            []restraintCheckJSON  `json:"checks"`
}

func rfc3339UTC(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// restraintExpired: active and its review date is before today (the home's calendar day).
func restraintExpired(t store.Restraint, today time.Time) bool {
	return t.Active() && t.ReviewDate < today.Format(time.DateOnly)
}

func restraintStatus(t store.Restraint) string {
	if t.Active() {
		return "active"
	}
	return "ended"
}

func toRestraintJSON(t store.Restraint, today time.Time) restraintJSON {
	out := restraintJSON{ID: t.ID, ResidentID: t.ResidentID, ResidentName: t.ResidentName, Type: t.Type, Device: t.Device,
		Reason: t.Reason, AlternativesTried: t.AlternativesTried, Schedule: t.Schedule, StartDate: t.StartDate,
		ReviewDate: t.ReviewDate, Consent: restraintConsentJSON{GivenBy: t.Consent.GivenBy,
			Relationship: t.Consent.Relationship, Date: t.Consent.Date},
		PrescribedBy: t.PrescribedBy, PrescribedByName: t.PrescribedByName, CreatedAt: rfc3339UTC(t.CreatedAt),
		Status: restraintStatus(t), Expired: restraintExpired(t, today), EndedBy: t.EndedBy, EndedByName: t.EndedByName,
		EndReason: t.EndReason, Reviews: make([]restraintReviewJSON, len(t.Reviews)), Checks: make([]restraintCheckJSON, len(t.Checks))}
	if t.EndedAt != nil {
		at := rfc3339UTC(*t.EndedAt)
		out.EndedAt = &at
	}
	for i, r := range t.Reviews {
		out.Reviews[i] = restraintReviewJSON{ReviewDate: r.ReviewDate, Note: r.Note, By: r.By, ByName: r.ByName, At: rfc3339UTC(r.At)}
	}
	for i, c := range t.Checks {
		out.Checks[i] = restraintCheckJSON{ID: c.ID, Applied: c.Applied, SkinOK: c.SkinOK, ReleasedMinutes: c.ReleasedMinutes,
			Note: c.Note, By: c.By, ByName: c.ByName, At: rfc3339UTC(c.At)}
	}
	return out
}

// listRestraints: GET /restraints?residentId=&status=active|ended, active ones first, then the latest started.
// Reading a resident's restraints is audited.
func (s *Server) listRestraints(c echo.Context) error {
	status := c.QueryParam("status")
	if status != "" && status != "active" && status != "ended" {
		return fieldError(http.StatusUnprocessableEntity, "status", "Valor no válido.")
	}
	ctx := c.Request().Context()
	id := c.QueryParam("residentId")
	if id != "" {
		if _, err := s.store.ResidentByID(ctx, id); err != nil {
			return err
		}
	}
	list, err := s.store.ListRestraints(ctx, store.RestraintFilter{ResidentID: id, Status: status})
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "restraint", "", id); err != nil {
		return err
	}
	today := s.today()
	out := make([]restraintJSON, len(list))
	for i, t := range list {
		out[i] = toRestraintJSON(t, today)
	}
	return c.JSON(http.StatusOK, out)
}

type restraintBody struct {
	ResidentID        string               `json:"residentId"`
	Type              string               `json:"type"`
	Device            string               `json:"device"`
	Reason            string               `json:"reason"`
	AlternativesTried string               `json:"alternativesTried"`
	Schedule          string               `json:"schedule"`
	StartDate         string               `json:"startDate"`
	ReviewDate        string               `json:"reviewDate"`
	Consent           restraintConsentJSON `json:"consent"`
}

// validate checks a doctor's order. Restraints already in use are registered late, so the start and the
// review may lie in the past; the consent cannot be dated after today.
func (b *restraintBody) validate(today time.Time) (store.RestraintInput, error) {
	trim := func(s *string) { *s = strings.TrimSpace(*s) }
	for _, f := range []*string{&b.ResidentID, &b.Type, &b.Device, &b.Reason, &b.AlternativesTried, &b.Schedule,
		&b.StartDate, &b.ReviewDate, &b.Consent.GivenBy, &b.Consent.Relationship, &b.Consent.Date} {
		trim(f)
	}
	v := newValidation()
	v.required(b.ResidentID, "residentId", "El residente es requerido.")
	v.required(b.Type, "type", "Elige el tipo de contención.")
	if b.Type != "" {
		v.oneOf(b.Type, restraintTypes, "type")
	}
	v.required(b.Device, "device", "Indica el dispositivo o el fármaco.")
	v.maxLen(b.Device, shortText, "device")
	v.required(b.Reason, "reason", "Indica el motivo de la contención.")
	v.maxLen(b.Reason, longText, "reason")
	v.required(b.AlternativesTried, "alternativesTried", "Indica las alternativas probadas antes.")
	v.maxLen(b.AlternativesTried, longText, "alternativesTried")
	v.required(b.Schedule, "schedule", "Indica la pauta de uso.")
	v.maxLen(b.Schedule, addrText, "schedule")
	v.required(b.StartDate, "startDate", "La fecha de inicio es requerida.")
	start, startOK := v.date(b.StartDate, "startDate")
	v.required(b.ReviewDate, "reviewDate", "La fecha de revisión es requerida.")
	if review, ok := v.date(b.ReviewDate, "reviewDate"); ok && startOK {
		v.check(!review.Before(start), "reviewDate", "La revisión no puede ser anterior al inicio.")
		v.check(!review.After(start.AddDate(0, 0, maxRestraintDays)), "reviewDate",
			"La revisión debe ser como mucho 30 días después del inicio.")
	}
	v.required(b.Consent.GivenBy, "consent.givenBy", "Indica quién da el consentimiento.")
	v.maxLen(b.Consent.GivenBy, shortText, "consent.givenBy")
	v.required(b.Consent.Relationship, "consent.relationship", "Indica la relación con el residente.")
	v.maxLen(b.Consent.Relationship, shortText, "consent.relationship")
	v.required(b.Consent.Date, "consent.date", "La fecha del consentimiento es requerida.")
	if consent, ok := v.date(b.Consent.Date, "consent.date"); ok {
		v.check(!consent.After(today), "consent.date", "La fecha del consentimiento no puede ser futura.")
	}
	if err := v.err(); err != nil {
		return store.RestraintInput{}, err
	}
	return store.RestraintInput{ResidentID: b.ResidentID, Type: b.Type, Device: b.Device, Reason: b.Reason,
		AlternativesTried: b.AlternativesTried, Schedule: b.Schedule, StartDate: b.StartDate, ReviewDate: b.ReviewDate,
		Consent: store.RestraintConsent{GivenBy: b.Consent.GivenBy, Relationship: b.Consent.Relationship, Date: b.Consent.Date}}, nil
}

// createRestraint: POST /restraints, a doctor's order; the caller is its prescriber. One registered late,
// already past its review, is expired at once and opens its alert.
func (s *Server) createRestraint(c echo.Context) error {
	var body restraintBody
	if err := decode(c, &body); err != nil {
		return err
	}
	today := s.today()
	in, err := body.validate(today)
	if err != nil {
		return err
	}
	var expired *store.RecordAlert // its alert opens with it, in the same transaction
	if in.ReviewDate < today.Format(time.DateOnly) {
		if expired, err = s.residentAlert(c, in.ResidentID, restraintReviewAlert(store.Restraint{
			ResidentID: in.ResidentID, Type: in.Type, Device: in.Device, ReviewDate: in.ReviewDate})); err != nil {
			return err
		}
	}
	t, opened, err := s.store.CreateRestraint(c.Request().Context(), actorOf(c), in, expired)
	if err != nil {
		return restraintStoreError(err)
	}
	s.changed(c, resourceRestraints)
	if opened {
		s.changed(c, resourceAlerts)
	}
	return c.JSON(http.StatusCreated, toRestraintJSON(t, today))
}

// addRestraintCheck: POST /restraints/:id/checks {applied, skinOk, releasedMinutes, note}, a shift's check.
func (s *Server) addRestraintCheck(c echo.Context) error {
	var body struct {
		Applied         *bool  `json:"applied"`
		SkinOK          *bool  `json:"skinOk"`
		ReleasedMinutes *int   `json:"releasedMinutes"`
		Note            string `json:"note"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	note := strings.TrimSpace(body.Note)
	v := newValidation()
	v.check(body.Applied != nil, "applied", "Indica si la contención está aplicada.")
	v.check(body.SkinOK != nil, "skinOk", "Indica el estado de la piel.")
	minutes := 0
	if body.ReleasedMinutes != nil {
		minutes = *body.ReleasedMinutes
	}
	v.check(minutes >= 0 && minutes <= maxReleasedMinutes, "releasedMinutes", "Indica entre 0 y 1440 minutos.")
	v.maxLen(note, longText, "note")
	if err := v.err(); err != nil {
		return err
	}
	t, err := s.store.AddRestraintCheck(c.Request().Context(), actorOf(c), c.Param("id"), store.RestraintCheck{
		Applied: *body.Applied, SkinOK: *body.SkinOK, ReleasedMinutes: minutes, Note: note})
	if err != nil {
		return restraintStoreError(err)
	}
	s.changed(c, resourceRestraints)
	return c.JSON(http.StatusCreated, toRestraintJSON(t, s.today()))
}

// reviewRestraint: POST /restraints/:id/review {reviewDate, note}, the doctor renews it: the new review date
// is today or later, at most 30 days after today. A renewed restraint is no longer expired; the alert it
// opened stays for people to acknowledge, and lapsing again opens a new one.
func (s *Server) reviewRestraint(c echo.Context) error {
	var body struct {
		ReviewDate string `json:"reviewDate"`
		Note       string `json:"note"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	date, note := strings.TrimSpace(body.ReviewDate), strings.TrimSpace(body.Note)
	today := s.today()
	v := newValidation()
	v.required(date, "reviewDate", "La fecha de revisión es requerida.")
	if review, ok := v.date(date, "reviewDate"); ok {
		v.check(!review.Before(today), "reviewDate", "La revisión no puede ser anterior a hoy.")
		v.check(!review.After(today.AddDate(0, 0, maxRestraintDays)), "reviewDate",
			"La revisión debe ser como mucho 30 días después de hoy.")
	}
	v.maxLen(note, longText, "note")
	if err := v.err(); err != nil {
		return err
	}
	t, err := s.store.ReviewRestraint(c.Request().Context(), actorOf(c), c.Param("id"), date, note)
	if err != nil {
		return restraintStoreError(err)
	}
	s.changed(c, resourceRestraints)
	return c.JSON(http.StatusOK, toRestraintJSON(t, today))
}

// endRestraint: POST /restraints/:id/end {reason}; it stays on record, ended.
func (s *Server) endRestraint(c echo.Context) error {
	var body struct {
		Reason string `json:"reason"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	reason := strings.TrimSpace(body.Reason)
	v := newValidation()
	v.required(reason, "reason", "Indica el motivo de la retirada.")
	v.maxLen(reason, maxReasonLength, "reason")
	if err := v.err(); err != nil {
		return err
	}
	t, err := s.store.EndRestraint(c.Request().Context(), actorOf(c), c.Param("id"), reason)
	if err != nil {
		return restraintStoreError(err)
	}
	s.changed(c, resourceRestraints)
	return c.JSON(http.StatusOK, toRestraintJSON(t, s.today()))
}

// restraintStoreError names what the store refused.
func restraintStoreError(err error) error {
	if errors.Is(err, store.ErrRestraintEnded) {
		return newError(http.StatusConflict, "La contención ya ha terminado.")
	}
	return recordStoreError(err)
}
