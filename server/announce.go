package server

import "github.com/labstack/echo/v4"

// changed tells every open tab that a resource changed, so screens showing it refetch:
// {"event": "invalidate", "data": {"resource": "patients", "by": "<user id>"}}. Every handler that saves
// something others list calls it, once its change is saved; the resource names are the UI's query groups.
func (s *Server) changed(c echo.Context, resource string) {
	s.hub.toAll("invalidate", map[string]string{"resource": resource, "by": currentSession(c).User.ID})
}
