package server

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// publicSettings: GET /settings/public, the home's details for the landing page (no sign-in).
func (s *Server) publicSettings(c echo.Context) error {
	home, err := s.store.Home(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, home)
}

// updateSettings: PUT /settings, by an administrative user.
func (s *Server) updateSettings(c echo.Context) error {
	var in store.Home
	if err := decode(c, &in); err != nil {
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
	if err := v.err(); err != nil {
		return err
	}
	if in.HeroVideoURL == "" {
		in.HeroVideoURL = store.DefaultHome.HeroVideoURL
	}
	home, err := s.store.SaveHome(c.Request().Context(), actorOf(c), in)
	if err != nil {
		return err
	}
	s.changed(c, "settings")
	return c.JSON(http.StatusOK, home)
}

func isWebURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != ""
}
