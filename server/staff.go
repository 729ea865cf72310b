package server

import (
	"crypto/rand"
	"errors"
	"math/big"
	"net/http"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// positions are the roles the personnel screen offers (SPEC 6); social workers have their own screen.
var positions = []string{string(store.RoleDoctor), string(store.RoleNurse), string(store.RoleAdministrative)}

type staffJSON struct {
	ID        string `json:"_id"`
	Name      string `json:"name"`
	Position  string `json:"position"`
	Role      string `json:"role"`
	IsAdmin   bool   `json:"isAdmin"`
	Specialty string `json:"specialty"`
	Email     string `json:"email"`
	Username  string `json:"username"`
	Phone     string `json:"phone"`
}

// position is a person's job: their clinical role if they have one, else administrative.
func position(u store.User) string {
	for _, r := range []store.Role{store.RoleDoctor, store.RoleNurse, store.RoleAdministrative} {
		if u.HasRole(r) {
			return string(r)
		}
	}
	return ""
}

func toStaffJSON(u store.User) staffJSON {
	p := position(u)
	return staffJSON{ID: u.ID, Name: u.Name, Position: p, Role: p, IsAdmin: u.HasRole(store.RoleAdministrative),
		Specialty: u.Specialty, Email: u.Email, Username: u.Username, Phone: u.Phone}
}

// staffRequest is the body of create and edit. SPEC calls the job "role" when creating and "position"
// when editing; cargo() is the one place that reads either.
type staffRequest struct {
	Name            string `json:"name"`
	Role            string `json:"role"`
	Position        string `json:"position"`
	Specialty       string `json:"specialty"`
	Email           string `json:"email"`
	Username        string `json:"username"`
	Phone           string `json:"phone"`
	Password        string `json:"password"`
	ConfirmPassword string `json:"confirmPassword"`
}

func (r staffRequest) cargo() string {
	if r.Position != "" {
		return r.Position
	}
	return r.Role
}

// decodeStaff reads and checks a staff form; current is the account's username when editing, "" when creating.
func decodeStaff(c echo.Context, current string) (staffRequest, error) {
	var in staffRequest
	if err := decode(c, &in); err != nil {
		return in, err
	}
	for _, p := range []*string{&in.Name, &in.Role, &in.Position, &in.Specialty, &in.Email, &in.Phone} {
		*p = strings.TrimSpace(*p)
	}
	in.Username = foldUsername(in.Username, current)
	creating := current == ""
	v := newValidation()
	v.required(in.Name, "name", "El nombre completo es requerido.")
	cargoField := "position"
	if creating {
		cargoField = "role"
	}
	v.check(slices.Contains(positions, in.cargo()), cargoField, "El cargo es requerido.")
	v.email(in.Email, "email", "Correo inválido.")
	validatePerson(v, in.Username, current, in.Phone, in.Password, in.ConfirmPassword)
	v.maxLen(in.Name, shortText, "name")
	v.maxLen(in.Specialty, shortText, "specialty")
	return in, v.err()
}

// validatePerson checks what staff and social workers share: username, phone and, on create (current is ""),
// the password; current is the account's username when editing.
func validatePerson(v *validation, username, current, phone, password, confirm string) {
	creating := current == ""
	v.required(username, "username", "El nombre de usuario es requerido.")
	validateUsername(v, username, current)
	v.required(phone, "phone", "El teléfono es requerido.")
	v.maxLen(phone, 40, "phone")
	if creating {
		v.required(password, "password", "La contraseña es requerida.")
		v.check(len([]rune(password)) >= minPasswordLength, "password", "La contraseña debe tener al menos 6 caracteres.")
		v.maxLen(password, 256, "password")
		v.required(confirm, "confirmPassword", "La confirmación de contraseña es requerida.")
		v.check(confirm == password, "confirmPassword", "Las contraseñas deben coincidir.")
	}
}

// listStaff: GET /staff/all -> {data}: doctors, nurses and administrative staff.
func (s *Server) listStaff(c echo.Context) error {
	users, err := s.store.ListUsersWithRole(c.Request().Context(), store.RoleDoctor, store.RoleNurse, store.RoleAdministrative)
	if err != nil {
		return err
	}
	out := make([]staffJSON, len(users))
	for i, u := range users {
		out[i] = toStaffJSON(u)
	}
	return c.JSON(http.StatusOK, map[string]any{"data": out})
}

// createStaff: POST /staff/create-new-staff, an account that signs in with its username or e-mail.
func (s *Server) createStaff(c echo.Context) error {
	in, err := decodeStaff(c, "")
	if err != nil {
		return err
	}
	u, err := s.store.CreateUser(c.Request().Context(), actorOf(c), store.NewUser{Username: in.Username, Email: in.Email,
		Name: in.Name, Phone: in.Phone, Specialty: in.Specialty, Password: in.Password, Roles: []store.Role{store.Role(in.cargo())}})
	if err != nil {
		return err
	}
	s.changed(c, resourceStaff)
	return c.JSON(http.StatusCreated, toStaffJSON(u))
}

// updateStaff: PUT /staff/:id. The administrative role given as an extra (users-admin) stays.
func (s *Server) updateStaff(c echo.Context) error {
	current, err := s.staffMember(c, position)
	if err != nil {
		return err
	}
	in, err := decodeStaff(c, current.Username)
	if err != nil {
		return err
	}
	roles := []store.Role{store.Role(in.cargo())}
	if current.HasRole(store.RoleAdministrative) && in.cargo() != string(store.RoleAdministrative) && position(current) != string(store.RoleAdministrative) {
		roles = append(roles, store.RoleAdministrative)
	}
	if current.ID == currentSession(c).User.ID && current.HasRole(store.RoleAdministrative) &&
		!slices.Contains(roles, store.RoleAdministrative) {
		return errOwnAdminRole()
	}
	u, err := s.store.UpdateStaff(c.Request().Context(), actorOf(c), current.ID, store.StaffUpdate{Username: in.Username,
		Name: in.Name, Email: in.Email, Phone: in.Phone, Specialty: in.Specialty, Roles: roles})
	if errors.Is(err, store.ErrLastAdmin) {
		return newError(http.StatusConflict, "No se puede quitar el rol administrativo al último administrador.")
	}
	if err != nil {
		return err
	}
	s.changed(c, resourceStaff)
	return c.JSON(http.StatusOK, toStaffJSON(u))
}

// deactivate: DELETE /staff/:id and /socialworker/:id. The account stops working at once; its name stays
// on everything it signed.
func (s *Server) deactivate(kind func(store.User) string, changes resource, message string) echo.HandlerFunc {
	return func(c echo.Context) error {
		current, err := s.staffMember(c, kind)
		if err != nil {
			return err
		}
		err = s.store.DeactivateUser(c.Request().Context(), actorOf(c), current.ID)
		switch {
		case errors.Is(err, store.ErrSelf):
			return newError(http.StatusConflict, "No puedes eliminar tu propia cuenta.")
		case errors.Is(err, store.ErrLastAdmin):
			return newError(http.StatusConflict, "No se puede eliminar al último administrador.")
		case err != nil:
			return err
		}
		s.changed(c, changes)
		return c.JSON(http.StatusOK, map[string]string{"message": message})
	}
}

// staffMember loads the active person of :id if kind recognises them (a social worker is not found
// under /staff, and the other way round).
func (s *Server) staffMember(c echo.Context, kind func(store.User) string) (store.User, error) {
	u, err := s.store.UserByID(c.Request().Context(), c.Param("id"))
	if err != nil {
		return store.User{}, err
	}
	if !u.Active() || kind(u) == "" {
		return store.User{}, store.ErrNotFound
	}
	return u, nil
}

// resetPassword: POST /users/:id/reset-password gives the person a temporary password, shown once.
func (s *Server) resetPassword(c echo.Context) error {
	id := c.Param("id")
	if id == currentSession(c).User.ID {
		return newError(http.StatusConflict, "Para cambiar tu propia contraseña usa tu perfil.")
	}
	password, err := temporaryPassword()
	if err != nil {
		return err
	}
	if err := s.store.ResetPassword(c.Request().Context(), actorOf(c), id, password); err != nil {
		return err
	}
	s.changed(c, resourceUsers)
	return c.JSON(http.StatusOK, map[string]string{"password": password,
		"message": "Contraseña temporal creada. Comunícasela a la persona: no se volverá a mostrar."})
}

// temporaryPassword is 10 characters without look-alikes (no 0/O, 1/l/I), easy to read out.
func temporaryPassword() (string, error) {
	const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789"
	out := make([]byte, 10)
	for i := range out {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(alphabet))))
		if err != nil {
			return "", err
		}
		out[i] = alphabet[n.Int64()]
	}
	return string(out), nil
}
