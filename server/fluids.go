package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Fluids (hidratación, DESIGN 15): each drink in ml against the day's target: the resident's own, else ESPEN's
// by sex (1600 ml women, 2000 ml men). At 16:00 a resident drinking under 60% of the day's target opens the
// fluids-low alert, once per resident and day (daily_registers_checks.go); it watches the residents whose
// fluids are recorded: with a target of their own, or a drink recorded in the last fluidsWatchDays days.

const (
	espenFemaleMl   = 1600
	espenMaleMl     = 2000
	minFluidTarget  = 500
	maxFluidTarget  = 5000
	maxFluidIntake  = 3000
	fluidsCheckHour = 16 // Madrid
	fluidsLowShare  = 60 // per cent of the day's target
	fluidsWatchDays = 7
)

type fluidIntakeJSON struct {
	ID            string    `json:"_id"`
	ResidentID    string    `json:"residentId"`
	At            string    `json:"at"`
	Ml            int       `json:"ml"`
	Drink         string    `json:"drink"`
	CreatedBy     string    `json:"createdBy"`
	CreatedByName string    `json:"createdByName"`
	CreatedAt     string    `json:"createdAt"`
	Voided        *voidJSON `json:"voided"`
}

func toFluidIntakeJSON(f store.FluidIntake) fluidIntakeJSON {
	return fluidIntakeJSON{ID: f.ID, ResidentID: f.ResidentID, At: rfc3339UTC(f.At), Ml: f.Ml, Drink: f.Drink, CreatedBy: f.CreatedBy,
		CreatedByName: f.CreatedByName, CreatedAt: rfc3339UTC(f.CreatedAt), Voided: toVoidJSON(f.Voided)}
}

// fluidDayJSON is GET /fluids' answer: the day's target (targetSource "residente" when the resident has their
// own, else "espen"), what was drunk and each drink in the order they were drunk.
type fluidDayJSON struct {
	ResidentID   string            `json:"residentId"`
	Date         string            `json:"date"`
	TargetMl     int               `json:"targetMl"`
	TargetSource string            `json:"targetSource"`
	TotalMl      int               `json:"totalMl"`
	Intakes      []fluidIntakeJSON `json:"intakes"`
}

// espenTarget is ESPEN's daily fluid target by sex.
func espenTarget(gender string) int {
	if gender == "female" {
		return espenFemaleMl
	}
	return espenMaleMl
}

// fluidTarget is a resident's daily target and where it comes from.
func (s *Server) fluidTarget(ctx context.Context, r store.Resident) (int, string, error) {
	t, err := s.store.FluidTargetOf(ctx, r.ID)
	switch {
	case err == nil:
		return t.Ml, "residente", nil
	case errors.Is(err, store.ErrNotFound):
		return espenTarget(r.Details.Gender), "espen", nil
	}
	return 0, "", err
}

func (s *Server) fluidDay(ctx context.Context, r store.Resident, day string) (fluidDayJSON, error) {
	out := fluidDayJSON{ResidentID: r.ID, Date: day, Intakes: []fluidIntakeJSON{}}
	var err error
	if out.TargetMl, out.TargetSource, err = s.fluidTarget(ctx, r); err != nil {
		return out, err
	}
	intakes, err := s.store.FluidIntakes(ctx, r.ID, day, day)
	if err != nil {
		return out, err
	}
	for _, f := range intakes {
		out.TotalMl += f.Ml
		out.Intakes = append(out.Intakes, toFluidIntakeJSON(f))
	}
	return out, nil
}

// getFluids: GET /fluids?residentId=&date= (today when left out).
func (s *Server) getFluids(c echo.Context) error {
	r, err := s.registerResident(c, c.QueryParam("residentId"))
	if err != nil {
		return err
	}
	day, err := s.queryDay(c)
	if err != nil {
		return err
	}
	out, err := s.fluidDay(c.Request().Context(), r, day)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "fluid-intake", "", r.ID); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// addFluidIntake: POST /fluids {residentId, at, ml, drink} -> 201 the drink.
func (s *Server) addFluidIntake(c echo.Context) error {
	var body struct {
		ResidentID string `json:"residentId"`
		At         string `json:"at"`
		Ml         *int   `json:"ml"`
		Drink      string `json:"drink"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	resident, drink := strings.TrimSpace(body.ResidentID), strings.TrimSpace(body.Drink)
	v := newValidation()
	v.required(resident, "residentId", "El residente es requerido.")
	at := entryAt(v, body.At, s.store.Now())
	v.check(body.Ml != nil && *body.Ml >= 1 && *body.Ml <= maxFluidIntake, "ml", "Indica entre 1 y 3000 ml.")
	v.maxLen(drink, shortText, "drink")
	if err := v.err(); err != nil {
		return err
	}
	f, err := s.store.AddFluidIntake(c.Request().Context(), actorOf(c), store.FluidIntake{ResidentID: resident, At: at, Ml: *body.Ml,
		Drink: drink})
	if err != nil {
		return registerStoreError(err)
	}
	s.changed(c, resourceFluids)
	return c.JSON(http.StatusCreated, toFluidIntakeJSON(f))
}

// voidFluidIntake: POST /fluids/:id/void {reason} -> the drink, voided.
func (s *Server) voidFluidIntake(c echo.Context) error {
	ctx := c.Request().Context()
	f, err := s.store.FluidIntakeByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if err := alreadyVoided(f.Voided); err != nil {
		return err
	}
	reason, err := s.voidReason(c, f.CreatedBy, f.CreatedAt)
	if err != nil {
		return err
	}
	if f, err = s.store.VoidFluidIntake(ctx, actorOf(c), f.ID, reason); err != nil {
		return registerStoreError(err)
	}
	s.changed(c, resourceFluids)
	return c.JSON(http.StatusOK, toFluidIntakeJSON(f))
}

// putFluidTarget: PUT /fluid-targets/:residentId {ml} (500-5000; null or 0 goes back to ESPEN's) -> today's answer.
func (s *Server) putFluidTarget(c echo.Context) error {
	var body struct {
		Ml *int `json:"ml"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	ml := 0
	if body.Ml != nil {
		ml = *body.Ml
	}
	v := newValidation()
	v.check(ml == 0 || (ml >= minFluidTarget && ml <= maxFluidTarget), "ml", "Indica entre 500 y 5000 ml.")
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	r, err := s.store.ResidentByID(ctx, c.Param("residentId"))
	if err != nil {
		return err
	}
	if err := s.store.SetFluidTarget(ctx, actorOf(c), r.ID, ml); err != nil {
		return registerStoreError(err)
	}
	out, err := s.fluidDay(ctx, r, s.today().Format(time.DateOnly))
	if err != nil {
		return err
	}
	s.changed(c, resourceFluids)
	return c.JSON(http.StatusOK, out)
}

// fluidsLowAlert is the alert of a resident under 60% of the day's target at 16:00, one per resident and day.
func fluidsLowAlert(d store.FluidDay, day string, target int) store.AlertInput {
	share := d.TotalMl * 100 / target
	return store.AlertInput{Source: "fluids-low:" + d.ResidentID + ":" + day, ResidentID: d.ResidentID, Kind: alertFluidsLow,
		Severity: severityMedium, Title: "Hidratación insuficiente",
		Detail: "Hasta las 16:00 ha bebido " + strconv.Itoa(d.TotalMl) + " ml de " + strconv.Itoa(target) + " ml (" +
			strconv.Itoa(share) + " % del objetivo del día)."}
}
