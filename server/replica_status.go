package server

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"amparo/replica"
)

// replicaStatus: GET /admin/replica (DESIGN 17). It reads the replicator's memory only, never the store.
func (s *Server) replicaStatus(c echo.Context) error {
	if s.replica == nil {
		return c.JSON(http.StatusOK, replica.Status{})
	}
	return c.JSON(http.StatusOK, s.replica())
}
