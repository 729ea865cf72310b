package server

import (
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

type profileRequest struct {
	Name      string `json:"name"`
	Email     string `json:"email"`
	Phone     string `json:"phone"`
	Specialty string `json:"specialty"`
}

// updateProfile: PUT /users/update-profile/:id, by the person themself or an administrative user.
func (s *Server) updateProfile(c echo.Context) error {
	var in profileRequest
	if err := decode(c, &in); err != nil {
		return err
	}
	in.Name, in.Email = strings.TrimSpace(in.Name), strings.TrimSpace(in.Email)
	v := newValidation()
	v.required(in.Name, "name", "El nombre es obligatorio.")
	v.maxLen(in.Name, 120, "name")
	v.email(in.Email, "email", "Correo inválido.")
	v.maxLen(in.Phone, 40, "phone")
	v.maxLen(in.Specialty, 120, "specialty")
	if err := v.err(); err != nil {
		return err
	}
	id, me := c.Param("id"), currentSession(c).User
	if id != me.ID && !may(me, permStaffManage) {
		return s.deny(c, "user", id)
	}
	user, err := s.store.UpdateProfile(c.Request().Context(), actorOf(c), id, store.ProfileUpdate{
		Name: in.Name, Email: in.Email, Phone: strings.TrimSpace(in.Phone), Specialty: strings.TrimSpace(in.Specialty)})
	if err != nil {
		return err
	}
	s.changed(c, resourceUsers)
	if user.ID == me.ID {
		return c.JSON(http.StatusOK, toSessionUserJSON(user))
	}
	return c.JSON(http.StatusOK, toUserJSON(user))
}

// toggleAdmin: POST /users/users-admin/:id gives or takes the administrative role.
func (s *Server) toggleAdmin(c echo.Context) error {
	if c.Param("id") == currentSession(c).User.ID && callerMay(c, permStaffManage) {
		return errOwnAdminRole()
	}
	user, err := s.store.ToggleAdministrative(c.Request().Context(), actorOf(c), c.Param("id"))
	if errors.Is(err, store.ErrLastAdmin) {
		return newError(http.StatusConflict, "No se puede quitar el rol administrativo al último administrador.")
	}
	if err != nil {
		return err
	}
	s.changed(c, resourceUsers)
	return c.JSON(http.StatusOK, toUserJSON(user))
}

type userSummary struct {
	ID       string     `json:"_id"`
	Name     string     `json:"name"`
	Username string     `json:"username"`
	Roles    []roleJSON `json:"roles"`
}

// searchUsers: GET /users/search?q= finds staff to start a conversation with.
func (s *Server) searchUsers(c echo.Context) error {
	q := c.QueryParam("q")
	if len([]rune(q)) > 100 {
		return &Error{Status: http.StatusUnprocessableEntity, Message: msgInvalid,
			Fields: map[string]string{"q": "La búsqueda es demasiado larga."}}
	}
	users, err := s.store.SearchUsers(c.Request().Context(), q, 20)
	if err != nil {
		return err
	}
	out := make([]userSummary, len(users))
	for i, u := range users {
		full := toUserJSON(u)
		out[i] = userSummary{ID: full.ID, Name: full.Name, Username: full.Username, Roles: full.Roles}
	}
	return c.JSON(http.StatusOK, map[string]any{"data": out})
}
