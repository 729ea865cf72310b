package server

import "amparo/store"

type roleJSON struct {
	Name store.Role `json:"name"`
}

// userJSON is a user as the UI reads it. The password hash never reaches it.
type userJSON struct {
	ID            string     `json:"_id"`
	Username      string     `json:"username"`
	Name          string     `json:"name"`
	Email         string     `json:"email"`
	Phone         string     `json:"phone"`
	Specialty     string     `json:"specialty"`
	Area          string     `json:"area"`
	LicenseNumber string     `json:"licenseNumber"`
	Roles         []roleJSON `json:"roles"`
	Active        bool       `json:"active"`
	Token         string     `json:"token,omitempty"`
}

func toUserJSON(u store.User) userJSON {
	roles := make([]roleJSON, len(u.Roles))
	for i, r := range u.Roles {
		roles[i] = roleJSON{Name: r}
	}
	return userJSON{ID: u.ID, Username: u.Username, Name: u.Name, Email: u.Email, Phone: u.Phone,
		Specialty: u.Specialty, Area: u.Area, LicenseNumber: u.LicenseNumber, Roles: roles, Active: u.Active()}
}

// sessionUserJSON is the signed-in user as sign-in, sign-up and verify answer it: with what they may do,
// which is all the UI decides its screens by.
type sessionUserJSON struct {
	userJSON
	Permissions []permission `json:"permissions"`
}

func toSessionUserJSON(u store.User) sessionUserJSON {
	return sessionUserJSON{userJSON: toUserJSON(u), Permissions: permissionsOf(u.Roles)}
}
