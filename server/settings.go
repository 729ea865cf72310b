package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// publicSettings: GET /settings/public, the home's details for the landing page (no sign-in), and
// idleLockMinutes: after how many minutes without input a staff page locks (--idle-lock; 0 is never).
func (s *Server) publicSettings(c echo.Context) error {
	home, err := s.store.Home(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, struct {
		store.Home
		IdleLockMinutes int `json:"idleLockMinutes"`
	}{home, s.idleLockMinutes})
}

// updateSettings: PUT /settings, by an administrative user: the home's details, with medicationRound the
// shifts and dose windows of the medication round, with carePlan the care plan's due dates, and with registers
// how often residents are weighed (each left out stays as it is).
func (s *Server) updateSettings(c echo.Context) error {
	var body struct {
		store.Home
		MedicationRound json.RawMessage `json:"medicationRound"`
		CarePlan        json.RawMessage `json:"carePlan"`
		Registers       json.RawMessage `json:"registers"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	ctx := c.Request().Context()
	in := body.Home
	round, err := settingsOver(ctx, body.MedicationRound, "medicationRound", s.roundSettings)
	if err != nil {
		return err
	}
	carePlan, err := settingsOver(ctx, body.CarePlan, "carePlan", s.carePlanSettings)
	if err != nil {
		return err
	}
	registers, err := settingsOver(ctx, body.Registers, "registers", s.registerSettings)
	if err != nil {
		return err
	}
	in.HomeName, in.Email = strings.TrimSpace(in.HomeName), strings.TrimSpace(in.Email)
	v := newValidation()
	v.required(in.HomeName, "homeName", "El nombre de la residencia es obligatorio.")
	v.maxLen(in.HomeName, 120, "homeName")
	v.required(in.Phone, "phone", "El teléfono es obligatorio.")
	v.maxLen(in.Phone, 40, "phone")
	v.required(in.Email, "email", "El correo electrónico es obligatorio.")
	v.email(in.Email, "email", "Correo inválido.")
	v.required(in.Address, "address", "La dirección es obligatoria.")
	v.maxLen(in.Address, 200, "address")
	v.required(in.VisitingHours, "visitingHours", "El horario de visitas es obligatorio.")
	v.maxLen(in.VisitingHours, 60, "visitingHours")
	v.check(in.FoundedYear >= 1800 && in.FoundedYear <= s.store.Now().Year(), "foundedYear", "El año de fundación no es válido.")
	v.required(in.MessagingURL, "messagingUrl", "El enlace de mensajería es obligatorio.")
	v.check(isWebURL(in.MessagingURL), "messagingUrl", "El enlace de mensajería debe empezar por https://.")
	v.check(in.HeroVideoURL == "" || strings.HasPrefix(in.HeroVideoURL, "/") && !strings.HasPrefix(in.HeroVideoURL, "//"),
		"heroVideoUrl", "El vídeo debe ser una ruta de este servidor, por ejemplo /hero.webm.")
	if round != nil {
		round.check(v, "medicationRound.")
	}
	if carePlan != nil {
		carePlan.check(v, "carePlan.")
	}
	if registers != nil {
		registers.check(v, "registers.")
	}
	if err := v.err(); err != nil {
		return err
	}
	if in.HeroVideoURL == "" {
		in.HeroVideoURL = store.DefaultHome.HeroVideoURL
	}
	home, err := s.store.SaveHome(ctx, actorOf(c), in)
	if err != nil {
		return err
	}
	if round != nil {
		if err := s.saveRoundSettings(ctx, actorOf(c), *round); err != nil {
			return err
		}
		s.changed(c, resourceMar)
	}
	if carePlan != nil {
		if err := s.saveCarePlanSettings(ctx, actorOf(c), *carePlan); err != nil {
			return err
		}
		s.changed(c, resourceCarePlans)
	}
	if registers != nil {
		if err := s.saveRegisterSettings(ctx, actorOf(c), *registers); err != nil {
			return err
		}
	}
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return err
	}
	cs, err := s.carePlanSettings(ctx)
	if err != nil {
		return err
	}
	regs, err := s.registerSettings(ctx)
	if err != nil {
		return err
	}
	s.changed(c, resourceSettings)
	return c.JSON(http.StatusOK, struct {
		store.Home
		MedicationRound roundSettings    `json:"medicationRound"`
		CarePlan        carePlanSettings `json:"carePlan"`
		Registers       registerSettings `json:"registers"`
	}{home, rs, cs, regs})
}

// settingsOver reads a part of PUT /settings over the current settings (current reads them); nil when the
// part was left out.
func settingsOver[T any](ctx context.Context, raw json.RawMessage, field string, current func(context.Context) (T, error)) (*T, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	out, err := current(ctx)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, fieldError(http.StatusBadRequest, field, "El valor no tiene el tipo esperado.")
	}
	return &out, nil
}

func isWebURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != ""
}
