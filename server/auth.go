package server

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Sign-in rate limits: failures within the window, per account and per address; the attempts kept.
const (
	loginWindow        = 15 * time.Minute
	loginMaxPerAccount = 5
	loginMaxPerIP      = 20
	loginAttemptsKept  = 100_000   // at most, however many come (store.LoginLimits.MaxRows)
	loginAttemptsAge   = time.Hour // forgotten after (the periodic check), well past the window
	minPasswordLength  = 6
	maxIdentifier      = 254 // the longest e-mail address there can be
	maxPassword        = 256
)

const (
	msgBadCredentials = "Usuario o contraseña incorrectos."
)

type signinRequest struct {
	Identifier string `json:"identifier"`
	Password   string `json:"password"`
	RememberMe bool   `json:"rememberMe"`
}

// signin: POST /auth/signin. The identifier is a username or an e-mail.
func (s *Server) signin(c echo.Context) error {
	var in signinRequest
	if err := decode(c, &in); err != nil {
		return err
	}
	v := newValidation()
	v.required(in.Identifier, "identifier", "El correo electrónico o usuario es obligatorio.")
	v.required(in.Password, "password", "La contraseña es obligatoria.")
	v.check(len([]rune(in.Password)) >= minPasswordLength, "password", "La contraseña debe tener al menos 6 caracteres.")
	v.maxLen(in.Identifier, maxIdentifier, "identifier")
	v.maxLen(in.Password, maxPassword, "password")
	if err := v.err(); err != nil {
		return err
	}

	ip := c.RealIP()
	check, err := s.checkPassword(c, in.Identifier, in.Password, func(store.User) bool { return true })
	switch {
	case err != nil:
		return err
	case check.locked:
		return s.tooManySignins(c, ip, in.Identifier, check.until)
	case !check.right:
		if err := s.auditSignin(c, store.Actor{IP: ip}, store.OutcomeDenied, in.Identifier, "bad-credentials"); err != nil {
			return err
		}
		return newError(http.StatusUnauthorized, msgBadCredentials)
	}
	if err := s.auditSignin(c, store.Actor{UserID: check.user.ID, IP: ip}, store.OutcomeAllowed, in.Identifier, ""); err != nil {
		return err
	}
	return s.respondWithSession(c, http.StatusOK, check.user, in.RememberMe)
}

// auditSignin writes a sign-in's row, with the first characters of what was typed.
func (s *Server) auditSignin(c echo.Context, actor store.Actor, outcome, identifier, reason string) error {
	return s.store.Audit(c.Request().Context(), store.AuditEntry{
		Actor: actor, Action: "signin", Entity: "session", Outcome: outcome,
		Detail: map[string]string{"identifier": store.FirstTyped(identifier), "reason": reason},
	})
}

// respondWithSession issues a token for user, sets the session cookie and answers the user with it.
func (s *Server) respondWithSession(c echo.Context, status int, user store.User, remember bool) error {
	token, cl, err := s.tokens.issue(user, remember)
	if err != nil {
		return err
	}
	s.setSessionCookie(c, token, cl)
	out := toSessionUserJSON(user)
	out.Token = token
	return c.JSON(status, out)
}

func (s *Server) setSessionCookie(c echo.Context, token string, cl claims) {
	ck := &http.Cookie{Name: sessionCookie, Value: token, Path: "/api", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: c.IsTLS()}
	if cl.Remember {
		ck.Expires = cl.Expires
	}
	c.SetCookie(ck)
}

// verify: GET /auth/verify answers the signed-in user and renews the session cookie, which the
// browser may have dropped while the token stayed in local storage.
func (s *Server) verify(c echo.Context) error {
	sess := currentSession(c)
	s.setSessionCookie(c, sess.Token, sess.Claims)
	return c.JSON(http.StatusOK, toSessionUserJSON(sess.User))
}

// logout: POST /auth/logout ends this session on the server.
func (s *Server) logout(c echo.Context) error {
	cl := currentSession(c).Claims
	if err := s.store.RevokeToken(c.Request().Context(), actorOf(c), cl.TokenID, cl.Expires); err != nil {
		return err
	}
	c.SetCookie(&http.Cookie{Name: sessionCookie, Value: "", Path: "/api", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, MaxAge: -1, Secure: c.IsTLS()})
	return c.JSON(http.StatusOK, map[string]string{"message": "Sesión cerrada."})
}

type changePasswordRequest struct {
	ID              string         `json:"_id"`
	OldPassword     string         `json:"oldPassword"`
	NewPassword     string         `json:"newPassword"`
	ConfirmPassword optionalString `json:"confirmPassword"` // may be left out, never null
}

// changePassword: POST /auth/change-password. Every other session of the user ends; the caller gets
// a fresh token so this one goes on.
func (s *Server) changePassword(c echo.Context) error {
	var in changePasswordRequest
	if err := decode(c, &in); err != nil {
		return err
	}
	v := newValidation()
	v.required(in.OldPassword, "oldPassword", "La contraseña actual es obligatoria.")
	v.required(in.NewPassword, "newPassword", "La nueva contraseña es obligatoria.")
	v.check(len([]rune(in.NewPassword)) >= minPasswordLength, "newPassword", "La nueva contraseña debe tener al menos 6 caracteres.")
	v.maxLen(in.NewPassword, 256, "newPassword")
	if in.ConfirmPassword.Set {
		v.required(in.ConfirmPassword.Value, "confirmPassword", "Por favor, confirma tu nueva contraseña.")
		v.check(in.ConfirmPassword.Value == in.NewPassword, "confirmPassword", "Las contraseñas deben coincidir.")
	}
	if err := v.err(); err != nil {
		return err
	}
	sess := currentSession(c)
	if in.ID != "" && in.ID != sess.User.ID {
		return s.deny(c, "user", in.ID)
	}

	user, err := s.store.ChangePassword(c.Request().Context(), actorOf(c), sess.User.ID, in.OldPassword, in.NewPassword)
	if errors.Is(err, store.ErrBadCredentials) {
		return &Error{Status: http.StatusUnprocessableEntity, Message: "La contraseña actual no es correcta.",
			Fields: map[string]string{"oldPassword": "La contraseña actual no es correcta."}}
	}
	if err != nil {
		return err
	}
	token, cl, err := s.tokens.issue(user, sess.Claims.Remember)
	if err != nil {
		return err
	}
	s.setSessionCookie(c, token, cl)
	return c.JSON(http.StatusOK, map[string]string{"message": "Contraseña cambiada con éxito.", "token": token})
}

type signupRequest struct {
	Name            string     `json:"name"`
	Username        string     `json:"username"`
	Email           string     `json:"email"`
	Phone           string     `json:"phone"`
	Password        string     `json:"password"`
	ConfirmPassword *string    `json:"confirmPassword"`
	Role            store.Role `json:"role"`
}

// signup: POST /auth/signup. While no account exists it creates the first administrative user and
// signs them in (first-run setup); afterwards only an administrative user may call it.
func (s *Server) signup(c echo.Context) error {
	ctx := c.Request().Context()
	count, err := s.store.CountUsers(ctx)
	if err != nil {
		return err
	}
	if count > 0 {
		if bearerToken(c.Request()) == "" {
			return newError(http.StatusForbidden, "La residencia ya tiene cuentas: solo un administrador puede crear otras.")
		}
		return s.signedIn(s.requirePermission(permStaffManage)(s.signupByAdmin))(c)
	}
	var in signupRequest
	if err := decode(c, &in); err != nil {
		return err
	}
	in.Role = store.RoleAdministrative
	if err := validateSignup(in); err != nil {
		return err
	}
	user, err := s.store.CreateFirstUser(ctx, store.Actor{Role: "setup", IP: c.RealIP()}, in.newUser())
	if errors.Is(err, store.ErrSetupDone) {
		return errForbidden()
	}
	if err != nil {
		return err
	}
	return s.respondWithSession(c, http.StatusOK, user, false)
}

func (s *Server) signupByAdmin(c echo.Context) error {
	var in signupRequest
	if err := decode(c, &in); err != nil {
		return err
	}
	if err := validateSignup(in); err != nil {
		return err
	}
	user, err := s.store.CreateUser(c.Request().Context(), actorOf(c), in.newUser())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, toSessionUserJSON(user))
}

func validateSignup(in signupRequest) error {
	v := newValidation()
	v.required(in.Name, "name", "El nombre es obligatorio.")
	v.maxLen(in.Name, 120, "name")
	validateUsername(v, foldUsername(in.Username, ""), "")
	v.email(strings.TrimSpace(in.Email), "email", "Correo inválido.")
	v.maxLen(in.Phone, 40, "phone")
	v.required(in.Password, "password", "La contraseña es obligatoria.")
	v.check(len([]rune(in.Password)) >= minPasswordLength, "password", "La contraseña debe tener al menos 6 caracteres.")
	v.maxLen(in.Password, 256, "password")
	if in.ConfirmPassword != nil {
		v.check(*in.ConfirmPassword == in.Password, "confirmPassword", "Las contraseñas deben coincidir.")
	}
	v.check(in.Role.Valid(), "role", "El cargo es requerido.")
	return v.err()
}

func (in signupRequest) newUser() store.NewUser {
	return store.NewUser{Username: foldUsername(in.Username, ""), Email: strings.TrimSpace(in.Email),
		Name: strings.TrimSpace(in.Name), Phone: strings.TrimSpace(in.Phone), Password: in.Password,
		Roles: []store.Role{in.Role}}
}

// setupStatus: GET /auth/setup tells the sign-in page whether the first account still has to be created.
func (s *Server) setupStatus(c echo.Context) error {
	count, err := s.store.CountUsers(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]bool{"needed": count == 0})
}
