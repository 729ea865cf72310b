package server

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// msgWrongUnlockPassword answers a wrong password on the lock screen.
const msgWrongUnlockPassword = "La contraseña no es correcta."

// unlock: POST /auth/unlock {password}. A shared device's page locks itself after --idle-lock minutes
// without input (DESIGN 12); the signed-in user's own password opens it again: 204, or 401 with the
// message on the password field. The session is not touched either way (the lock lives in the page), but
// every try counts with the sign-in throttling, per account and per address (429 with Retry-After once
// locked), and is audited as a sign-in attempt is: a stolen session on an unattended tablet cannot be
// used to guess its owner's password.
func (s *Server) unlock(c echo.Context) error {
	var in struct {
		Password string `json:"password"`
	}
	if err := decode(c, &in); err != nil {
		return err
	}
	v := newValidation()
	v.required(in.Password, "password", "La contraseña es obligatoria.")
	v.maxLen(in.Password, 256, "password")
	if err := v.err(); err != nil {
		return err
	}

	me := currentSession(c).User
	check, err := s.checkPassword(c, me.Username, in.Password, func(u store.User) bool { return u.ID == me.ID })
	switch {
	case err != nil:
		return err
	case check.locked:
		if err := s.auditUnlock(c, store.OutcomeDenied, "rate-limited"); err != nil {
			return err
		}
		return s.lockedOut(c, check.until)
	case !check.right:
		if err := s.auditUnlock(c, store.OutcomeDenied, "bad-credentials"); err != nil {
			return err
		}
		return &Error{Status: http.StatusUnauthorized, Message: msgWrongUnlockPassword,
			Fields: map[string]string{"password": msgWrongUnlockPassword}}
	}
	if err := s.auditUnlock(c, store.OutcomeAllowed, ""); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

func (s *Server) auditUnlock(c echo.Context, outcome, reason string) error {
	detail := map[string]string{}
	if reason != "" {
		detail["reason"] = reason
	}
	return s.store.Audit(c.Request().Context(), store.AuditEntry{
		Actor: actorOf(c), Action: "unlock", Entity: "session", Outcome: outcome, Detail: detail,
	})
}
