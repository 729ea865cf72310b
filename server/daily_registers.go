package server

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The daily registers of issue 28 (DESIGN 15): repositioning (repositioning.go), fluids (fluids.go), weights
// (weights.go) and bowels (bowel.go). Each entry is one tap on the tablet; one made by mistake is voided (the
// author, right after, without a reason: «Deshacer»); time-based alerts are opened by the periodic check
// (daily_registers_checks.go). Writing needs registers.write (doctors and nurses), reading residents.read.

// dailyRegisterRoutes registers the four registers.
func (s *Server) dailyRegisterRoutes(g *echo.Group) {
	read, write := s.require(permResidentsRead), s.require(permRegistersWrite)
	g.GET("/repositioning", s.getRepositioning, read...)
	g.GET("/repositioning/due", s.repositioningDue, read...)
	g.POST("/repositioning", s.addRepositioningChange, write...)
	g.PUT("/repositioning/:residentId/schedule", s.putRepositioningSchedule, write...)
	g.POST("/repositioning/:id/void", s.voidRepositioningChange, write...)

	g.GET("/fluids", s.getFluids, read...)
	g.POST("/fluids", s.addFluidIntake, write...)
	g.POST("/fluids/:id/void", s.voidFluidIntake, write...)
	g.PUT("/fluid-targets/:residentId", s.putFluidTarget, write...)

	g.GET("/weights/:residentId", s.listWeights, read...)
	g.POST("/weights", s.addWeight, write...)
	g.POST("/weights/:id/void", s.voidWeight, write...)

	g.GET("/bowel", s.listBowel, read...)
	g.POST("/bowel", s.addBowelRecord, write...)
	g.POST("/bowel/:id/void", s.voidBowelRecord, write...)

	g.GET("/daily-registers/pdf", s.dailyRegistersReport, read...)
	g.GET("/registers/settings", s.getRegisterSettings, read...)
}

const (
	// entryDaysBack: an entry may be recorded late, up to this many days after it happened.
	entryDaysBack = 30
	// entryClockGrace: an instant this far ahead of the server's clock is a device's clock, not the future.
	entryClockGrace = 5 * time.Minute
)

// entryAt reads an entry's instant (RFC 3339, any offset; now when left out): not in the future, at most
// entryDaysBack days back.
func entryAt(v *validation, raw string, now time.Time) time.Time {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return now
	}
	at, err := time.Parse(time.RFC3339, raw)
	v.check(err == nil, "at", "Fecha y hora no válidas.")
	if err != nil {
		return now
	}
	v.check(!at.After(now.Add(entryClockGrace)), "at", "No puede ser una hora futura.")
	v.check(!at.Before(now.AddDate(0, 0, -entryDaysBack)), "at", "Solo se pueden registrar los últimos 30 días.")
	return at.UTC()
}

// registerResident reads the resident a register's GET names (?residentId= or the path): 422 without one, 404
// for one that does not exist.
func (s *Server) registerResident(c echo.Context, id string) (store.Resident, error) {
	if strings.TrimSpace(id) == "" {
		return store.Resident{}, fieldError(http.StatusUnprocessableEntity, "residentId", "El residente es requerido.")
	}
	return s.store.ResidentByID(c.Request().Context(), id)
}

// queryDay reads ?date= (a Madrid date; today when left out).
func (s *Server) queryDay(c echo.Context) (string, error) {
	day := strings.TrimSpace(c.QueryParam("date"))
	if day == "" {
		return s.today().Format(time.DateOnly), nil
	}
	v := newValidation()
	v.date(day, "date")
	return day, v.err()
}

// entryPage reads DESIGN 13's ?limit=&before= of a register's list.
func entryPage(c echo.Context) (store.EntryPage, error) {
	p := store.EntryPage{Before: strings.TrimSpace(c.QueryParam("before"))}
	if raw := c.QueryParam("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > maxRecordPage {
			return p, fieldError(http.StatusUnprocessableEntity, "limit", "Debe ser un número entre 1 y 200.")
		}
		p.Limit = n
	}
	return p, nil
}

// pageError names a cursor that is not an entry of the list.
func pageError(err error) error {
	if errors.Is(err, store.ErrNotFound) {
		return fieldError(http.StatusUnprocessableEntity, "before", "No es un registro de esta lista.")
	}
	return err
}

// setNextCursor says, when more remain, the id to ask for the next page with.
func setNextCursor(c echo.Context, more bool, lastID string) {
	if more && lastID != "" {
		c.Response().Header().Set(nextCursorHeader, lastID)
	}
}

// voidJSON is who voided an entry, when and why.
type voidJSON struct {
	At     string `json:"at"`
	By     string `json:"by"`
	Reason string `json:"reason"`
}

func toVoidJSON(v *store.EntryVoid) *voidJSON {
	if v == nil {
		return nil
	}
	return &voidJSON{At: rfc3339UTC(v.At), By: v.By, Reason: v.Reason}
}

// voidReason reads POST …/:id/void {reason}: the reason is required, but for the author within undoWindow of
// recording the entry (the toast's «Deshacer»), kept then as undoReason.
func (s *Server) voidReason(c echo.Context, createdBy string, createdAt time.Time) (string, error) {
	var body struct {
		Reason string `json:"reason"`
	}
	if err := decode(c, &body); err != nil {
		return "", err
	}
	reason := strings.TrimSpace(body.Reason)
	if reason == "" && createdBy == actorOf(c).UserID && s.store.Now().Sub(createdAt) <= undoWindow {
		reason = undoReason
	}
	v := newValidation()
	v.required(reason, "reason", "Indica el motivo de la anulación.")
	v.maxLen(reason, shortText, "reason")
	return reason, v.err()
}

// registerStoreError names what the store refused about an entry.
func registerStoreError(err error) error {
	switch {
	case errors.Is(err, store.ErrVoided):
		return newError(http.StatusConflict, "Este registro ya estaba anulado.")
	case errors.Is(err, store.ErrFromCareRecord):
		return newError(http.StatusConflict, "Este cambio de pañal viene del registro diario de cuidados: corrígelo allí.")
	}
	return recordStoreError(err)
}

// alreadyVoided refuses to void an entry twice before asking for a reason.
func alreadyVoided(v *store.EntryVoid) error {
	if v != nil {
		return registerStoreError(store.ErrVoided)
	}
	return nil
}
