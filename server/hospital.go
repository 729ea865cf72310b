package server

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// A resident's stay in hospital (issue 29, DESIGN 16): POST /patients/{id}/hospital {at, reason} when they leave,
// POST /patients/{id}/hospital/return {at} when they come back. While in hospital the server holds their doses
// as absent (hospital_holds.go) and no missed-dose alert opens; the return makes a care plan in force due for
// review. `at` is when it happened: no more than 5 minutes ahead, no more than 72 hours back.

const (
	lateEntryLimit   = 72 * time.Hour  // how far back a write may say it happened (DESIGN 16)
	clockAheadLimit  = 5 * time.Minute // how far ahead: the tablet's clock may run fast
	msgInHospital    = "El residente ya está en el hospital."
	msgNotInHospital = "El residente no está en el hospital."
	msgTooLate       = "Solo se pueden registrar hechos de las últimas 72 horas."
)

// hospitalBody is the body of both routes; the return has no reason.
type hospitalBody struct {
	At     string `json:"at"`
	Reason string `json:"reason"`
}

// hospitalStayJSON is the resident's open stay in their answer (null when they are in the home).
type hospitalStayJSON struct {
	Since  string `json:"since"` // RFC 3339
	Reason string `json:"reason"`
}

// checkWhen checks an act's `at`: given, an instant, within DESIGN 16's bounds.
func checkWhen(v *validation, raw string, now time.Time, what string) time.Time {
	v.required(raw, "at", "Indica la fecha y la hora "+what+".")
	if raw == "" {
		return time.Time{}
	}
	at, ok := parseInstant(raw)
	v.check(ok, "at", "La fecha y la hora "+what+" no son válidas.")
	if !ok {
		return time.Time{}
	}
	v.check(!at.After(now.Add(clockAheadLimit)), "at", "La fecha y la hora "+what+" no pueden ser posteriores a ahora.")
	v.check(!at.Before(now.Add(-lateEntryLimit)), "at", msgTooLate)
	return at
}

// hospitalRequest reads the resident the route names (404 when there is none) and the body.
func (s *Server) hospitalRequest(c echo.Context) (store.Resident, hospitalBody, error) {
	var body hospitalBody
	resident, err := s.store.ResidentByID(c.Request().Context(), c.Param("id"))
	if err != nil {
		return resident, body, err
	}
	return resident, body, decode(c, &body)
}

// leaveForHospital: POST /patients/:id/hospital. The resident's doses due from `at` on are held at once.
func (s *Server) leaveForHospital(c echo.Context) error {
	ctx := c.Request().Context()
	resident, body, err := s.hospitalRequest(c)
	if err != nil {
		return err
	}
	body.Reason = strings.TrimSpace(body.Reason)
	v := newValidation()
	at := checkWhen(v, strings.TrimSpace(body.At), s.store.Now(), "de la salida")
	v.required(body.Reason, "reason", "Indica el motivo del traslado.")
	v.maxLen(body.Reason, addrText, "reason")
	if err := v.err(); err != nil {
		return err
	}
	stay, err := s.store.StartHospitalStay(ctx, actorOf(c), resident.ID, at, body.Reason)
	if errors.Is(err, store.ErrInHospital) {
		return newError(http.StatusConflict, msgInHospital)
	}
	if err != nil {
		return err
	}
	if _, err := s.holdHospitalDoses(ctx); err != nil {
		return err
	}
	s.changed(c, resourcePatients)
	s.changed(c, resourceMar)
	return c.JSON(http.StatusCreated, hospitalStayJSON{Since: stay.LeftAt.UTC().Format(time.RFC3339), Reason: stay.Reason})
}

// returnFromHospital: POST /patients/:id/hospital/return. Doses held meanwhile stay held; from `at` on they are
// owed again.
func (s *Server) returnFromHospital(c echo.Context) error {
	ctx := c.Request().Context()
	resident, body, err := s.hospitalRequest(c)
	if err != nil {
		return err
	}
	v := newValidation()
	at := checkWhen(v, strings.TrimSpace(body.At), s.store.Now(), "de la vuelta")
	if err := v.err(); err != nil {
		return err
	}
	if resident.Archived() {
		return store.ErrArchivedResident
	}
	stay, err := s.store.HospitalStayOf(ctx, resident.ID)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusConflict, msgNotInHospital)
	}
	if err != nil {
		return err
	}
	if at.Before(stay.LeftAt) {
		return fieldError(http.StatusUnprocessableEntity, "at", "La vuelta no puede ser anterior a la salida al hospital ("+
			stay.LeftAt.In(madrid).Format("02/01/2006 15:04")+").")
	}
	if _, err := s.store.EndHospitalStay(ctx, actorOf(c), resident.ID, at); errors.Is(err, store.ErrNotInHospital) {
		return newError(http.StatusConflict, msgNotInHospital)
	} else if err != nil {
		return err
	}
	s.changed(c, resourcePatients)
	return c.NoContent(http.StatusNoContent)
}
