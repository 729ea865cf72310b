package server

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// health: GET /health answers once the database is migrated and answering.
func (s *Server) health(c echo.Context) error {
	if err := s.store.Ping(c.Request().Context()); err != nil {
		return newError(http.StatusServiceUnavailable, "La base de datos no responde.")
	}
	return c.JSON(http.StatusOK, map[string]string{"status": "ok"})
}
