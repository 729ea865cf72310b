package server

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

type notificationJSON struct {
	ID        string                    `json:"id"`
	Title     string                    `json:"title"`
	Options   store.NotificationOptions `json:"options"`
	Read      bool                      `json:"read"`
	CreatedAt string                    `json:"createdAt"`
}

func toNotificationJSON(n store.Notification) notificationJSON {
	return notificationJSON{ID: n.ID, Title: n.Title, Options: n.Options, Read: n.ReadAt != nil,
		CreatedAt: n.CreatedAt.UTC().Format(time.RFC3339)}
}

// listNotifications: GET /notifications/user/:userId, only the caller's own, newest first.
func (s *Server) listNotifications(c echo.Context) error {
	me := currentSession(c).User
	if c.Param("userId") != me.ID {
		return s.deny(c, "notification", c.Param("userId"))
	}
	list, err := s.store.NotificationsFor(c.Request().Context(), me.ID, 100)
	if err != nil {
		return err
	}
	out := make([]notificationJSON, len(list))
	for i, n := range list {
		out[i] = toNotificationJSON(n)
	}
	return c.JSON(http.StatusOK, out)
}

// readNotification: PATCH /notifications/:id/read.
func (s *Server) readNotification(c echo.Context) error {
	n, err := s.store.MarkNotificationRead(c.Request().Context(), actorOf(c), c.Param("id"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, toNotificationJSON(n))
}
