package server

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

// quietResources change nothing other screens list (or say so themselves, like chat messages).
var quietResources = map[string]bool{"auth": true, "ws": true, "chat": true, "messages": true, "notifications": true, "push": true}

// announceWrites tells every open tab, after a successful write, which resource changed, so screens
// showing it refetch: {"event": "invalidate", "data": {"resource": "patients", "by": "<user id>"}}.
func (s *Server) announceWrites(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		err := next(c)
		method := c.Request().Method
		if err != nil || method == http.MethodGet || method == http.MethodHead || c.Response().Status >= 400 {
			return err
		}
		resource, _, _ := strings.Cut(strings.TrimPrefix(c.Request().URL.Path, "/api/"), "/")
		if !strings.HasPrefix(c.Request().URL.Path, "/api/") || quietResources[resource] {
			return err
		}
		s.hub.toAll("invalidate", map[string]string{"resource": resource, "by": currentSession(c).User.ID})
		return err
	}
}
