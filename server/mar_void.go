package server

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Undo and correction of a dose (DESIGN 9): POST /mar/administrations/:id/void {reason} voids a dose recorded
// by mistake. The record stays, marked with who voided it, when and why (the monthly sheet prints it struck
// through), counts as given or held nowhere, and gives back to the stock what it took; its slot returns to the
// status the clock gives it and can be recorded again.

const (
	// undoWindow: the round's toast offers «Deshacer» for 10 seconds after «Administrada» or «Retener»; for a
	// little longer (a slow network) the author may void the dose without a reason, and it is kept as
	// undoReason.
	undoWindow = 15 * time.Second
	undoReason = "Deshecho al momento"
	// ownCorrectionWindow: the author may void their own dose, with a reason, this long after recording it;
	// after that, or someone else's, needs doses.correct.
	ownCorrectionWindow = 10 * time.Minute
)

// voidAdministration: POST /mar/administrations/:id/void {reason}.
func (s *Server) voidAdministration(c echo.Context) error {
	var body struct {
		Reason string `json:"reason"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	ctx := c.Request().Context()
	a, err := s.store.AdministrationByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	age := s.store.Now().Sub(a.CreatedAt)
	own := a.ByID == actorOf(c).UserID
	if !(own && age <= ownCorrectionWindow) && !callerMay(c, permDosesCorrect) {
		return s.deny(c, "administration", a.ID)
	}
	if a.Voided() {
		return errAlreadyVoided()
	}
	reason := strings.TrimSpace(body.Reason)
	if reason == "" && own && age <= undoWindow {
		reason = undoReason
	}
	v := newValidation()
	v.required(reason, "reason", "Indique el motivo de la corrección.")
	v.maxLen(reason, shortText, "reason")
	if err := v.err(); err != nil {
		return err
	}
	resident, err := s.store.ResidentByID(ctx, a.ResidentID)
	if err != nil {
		return err
	}
	a, returned, err := s.store.VoidAdministration(ctx, actorOf(c), a.ID, reason, "Dosis anulada: "+resident.Name)
	switch {
	case errors.Is(err, store.ErrAlreadyVoided):
		return errAlreadyVoided()
	case err != nil:
		return recordStoreError(err)
	}
	if returned != nil {
		s.changed(c, resourceMedications)
	}
	s.changed(c, resourceMar)
	s.changed(c, resourceKardex)
	return c.JSON(http.StatusOK, toAdministrationJSON(a))
}

func errAlreadyVoided() error {
	return newError(http.StatusConflict, "Esta dosis ya estaba anulada.")
}
