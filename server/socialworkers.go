package server

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

type socialWorkerJSON struct {
	ID            string `json:"_id"`
	Name          string `json:"name"`
	Area          string `json:"area"`
	Email         string `json:"email"`
	Username      string `json:"username"`
	Phone         string `json:"phone"`
	LicenseNumber string `json:"licenseNumber"`
}

func toSocialWorkerJSON(u store.User) socialWorkerJSON {
	return socialWorkerJSON{ID: u.ID, Name: u.Name, Area: u.Area, Email: u.Email, Username: u.Username,
		Phone: u.Phone, LicenseNumber: u.LicenseNumber}
}

// socialWorkerKind recognises social workers for staffMember.
func socialWorkerKind(u store.User) string {
	if u.HasRole(store.RoleSocialWorker) {
		return string(store.RoleSocialWorker)
	}
	return ""
}

type socialWorkerRequest struct {
	Name            string `json:"name"`
	Area            string `json:"area"`
	Email           string `json:"email"`
	Username        string `json:"username"`
	Phone           string `json:"phone"`
	LicenseNumber   string `json:"licenseNumber"`
	Password        string `json:"password"`
	ConfirmPassword string `json:"confirmPassword"`
}

// decodeSocialWorker reads and checks a social worker's form; current is the account's username when
// editing, "" when creating.
func decodeSocialWorker(c echo.Context, current string) (socialWorkerRequest, error) {
	var in socialWorkerRequest
	if err := decode(c, &in); err != nil {
		return in, err
	}
	for _, p := range []*string{&in.Name, &in.Area, &in.Email, &in.Phone, &in.LicenseNumber} {
		*p = strings.TrimSpace(*p)
	}
	in.Username = foldUsername(in.Username, current)
	v := newValidation()
	v.required(in.Name, "name", "El nombre completo es requerido.")
	v.required(in.Area, "area", "El área es requerida.")
	v.email(in.Email, "email", "Correo inválido.")
	validatePerson(v, in.Username, current, in.Phone, in.Password, in.ConfirmPassword)
	v.required(in.LicenseNumber, "licenseNumber", "El número de licencia es requerido.")
	v.maxLen(in.Name, shortText, "name")
	v.maxLen(in.Area, shortText, "area")
	v.maxLen(in.LicenseNumber, 60, "licenseNumber")
	return in, v.err()
}

// listSocialWorkers: GET /socialworker/all -> {data}.
func (s *Server) listSocialWorkers(c echo.Context) error {
	users, err := s.store.ListUsersWithRole(c.Request().Context(), store.RoleSocialWorker)
	if err != nil {
		return err
	}
	out := make([]socialWorkerJSON, len(users))
	for i, u := range users {
		out[i] = toSocialWorkerJSON(u)
	}
	return c.JSON(http.StatusOK, map[string]any{"data": out})
}

// createSocialWorker: POST /socialworker/create-new-socialworker.
func (s *Server) createSocialWorker(c echo.Context) error {
	in, err := decodeSocialWorker(c, "")
	if err != nil {
		return err
	}
	u, err := s.store.CreateUser(c.Request().Context(), actorOf(c), store.NewUser{Username: in.Username, Email: in.Email,
		Name: in.Name, Phone: in.Phone, Area: in.Area, LicenseNumber: in.LicenseNumber, Password: in.Password,
		Roles: []store.Role{store.RoleSocialWorker}})
	if err != nil {
		return err
	}
	s.changed(c, resourceSocialWorker)
	return c.JSON(http.StatusCreated, toSocialWorkerJSON(u))
}

// updateSocialWorker: PUT /socialworker/:id. An administrative role given as an extra stays.
func (s *Server) updateSocialWorker(c echo.Context) error {
	current, err := s.staffMember(c, socialWorkerKind)
	if err != nil {
		return err
	}
	in, err := decodeSocialWorker(c, current.Username)
	if err != nil {
		return err
	}
	u, err := s.store.UpdateStaff(c.Request().Context(), actorOf(c), current.ID, store.StaffUpdate{Username: in.Username,
		Name: in.Name, Email: in.Email, Phone: in.Phone, Area: in.Area, LicenseNumber: in.LicenseNumber, Roles: current.Roles})
	if err != nil {
		return err
	}
	s.changed(c, resourceSocialWorker)
	return c.JSON(http.StatusOK, toSocialWorkerJSON(u))
}
