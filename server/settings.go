package server

import (
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

// updateSettings: PUT /settings, by an administrative user: the home's details, and with medicationRound
// the shifts and dose windows of the medication round (left out, they stay as they are).
func (s *Server) updateSettings(c echo.Context) error {
	var body struct {
		store.Home
		MedicationRound json.RawMessage `json:"medicationRound"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	ctx := c.Request().Context()
	in := body.Home
	var round *roundSettings // what medicationRound says over the current settings; nil when left out
	if len(body.MedicationRound) > 0 && string(body.MedicationRound) != "null" {
		current, err := s.roundSettings(ctx)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(body.MedicationRound, &current); err != nil {
			return fieldError(http.StatusBadRequest, "medicationRound", "El valor no tiene el tipo esperado.")
		}
		round = &current
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
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return err
	}
	s.changed(c, resourceSettings)
	return c.JSON(http.StatusOK, struct {
		store.Home
		MedicationRound roundSettings `json:"medicationRound"`
	}{home, rs})
}

func isWebURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != ""
}
