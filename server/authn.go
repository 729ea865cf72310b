package server

import (
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

const (
	sessionKey = "session"
	// sessionCookie carries the token for what cannot send a header: image and PDF GETs, the websocket.
	sessionCookie = "amparo_session"
)

// session is the verified caller of a request.
type session struct {
	User   store.User
	Claims claims
	Token  string
}

// signedIn is the middleware of every protected route: it verifies the bearer token, that the account
// is still active and that the session was not ended (logout, password change, deactivation).
func (s *Server) signedIn(next echo.HandlerFunc) echo.HandlerFunc {
	return s.authenticate(false, next)
}

// signedInOrCookie also accepts the session cookie, for GETs a browser makes without headers.
func (s *Server) signedInOrCookie(next echo.HandlerFunc) echo.HandlerFunc {
	return s.authenticate(true, next)
}

func (s *Server) authenticate(allowCookie bool, next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		raw := bearerToken(c.Request())
		if raw == "" && allowCookie && c.Request().Method == http.MethodGet {
			if ck, err := c.Cookie(sessionCookie); err == nil {
				raw = ck.Value
			}
		}
		if raw == "" {
			return errUnauthorized()
		}
		sess, err := s.verifyToken(c, raw)
		if err != nil {
			return err
		}
		c.Set(sessionKey, sess)
		return next(c)
	}
}

func (s *Server) verifyToken(c echo.Context, raw string) (session, error) {
	cl, err := s.tokens.parse(raw)
	if err != nil {
		return session{}, errUnauthorized()
	}
	ctx := c.Request().Context()
	user, err := s.store.UserByID(ctx, cl.UserID)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return session{}, errUnauthorized()
		}
		return session{}, err
	}
	if !user.Active() || user.TokenGeneration != cl.Generation {
		return session{}, errUnauthorized()
	}
	revoked, err := s.store.TokenRevoked(ctx, cl.TokenID)
	if err != nil {
		return session{}, err
	}
	if revoked {
		return session{}, errUnauthorized()
	}
	return session{User: user, Claims: cl, Token: raw}, nil
}

func bearerToken(r *http.Request) string {
	h := r.Header.Get(echo.HeaderAuthorization)
	if scheme, token, ok := strings.Cut(h, " "); ok && strings.EqualFold(scheme, "Bearer") {
		return strings.TrimSpace(token)
	}
	return ""
}

// deny audits a refused call and answers 403.
func (s *Server) deny(c echo.Context, entity, entityID string) error {
	err := s.store.Audit(c.Request().Context(), store.AuditEntry{
		Actor: actorOf(c), Action: c.Request().Method, Entity: entity, EntityID: entityID,
		Outcome: store.OutcomeDenied, Detail: map[string]string{"path": c.Request().URL.Path},
	})
	if err != nil {
		return err
	}
	return errForbidden()
}

func currentSession(c echo.Context) session {
	sess, _ := c.Get(sessionKey).(session)
	return sess
}

// actorOf is who the audit log names for this request.
func actorOf(c echo.Context) store.Actor {
	u := currentSession(c).User
	roles := make([]string, len(u.Roles))
	for i, r := range u.Roles {
		roles[i] = string(r)
	}
	return store.Actor{UserID: u.ID, Name: u.Name, Role: strings.Join(roles, "+"), IP: c.RealIP()}
}
