package server

import "github.com/labstack/echo/v4"

// changed tells every open tab that a resource changed, so screens showing it refetch:
// {"event": "invalidate", "data": {"resource": "patients", "by": "<user id>"}}. Every handler that saves
// something others list calls it, once its change is saved; the resource names are the UI's query groups
// (invalidation.go).
func (s *Server) changed(c echo.Context, r resource) {
	s.announce(r, currentSession(c).User.ID)
}

// announce is changed for a change nobody asked for (by is empty for the server's own checks).
func (s *Server) announce(r resource, by string) {
	s.hub.toAll("invalidate", map[string]string{"resource": r.name, "by": by})
}
