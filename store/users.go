package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Role is what a user may do. Staff roles are the first four; family accounts belong to residents' relatives.
type Role string

const (
	RoleAdministrative Role = "administrative"
	RoleDoctor         Role = "doctor"
	RoleNurse          Role = "nurse"
	RoleSocialWorker   Role = "socialworker"
	RoleFamily         Role = "family"
)

// StaffRoles are the roles that open the staff area.
var StaffRoles = []Role{RoleAdministrative, RoleDoctor, RoleNurse, RoleSocialWorker}

// Valid reports whether r is one of the known roles.
func (r Role) Valid() bool { return slices.Contains(append(StaffRoles, RoleFamily), r) }

var (
	// ErrBadCredentials: no active account matches the identifier and password.
	ErrBadCredentials = errors.New("store: bad credentials")
	// ErrSetupDone: first-run sign-up was asked for but users already exist.
	ErrSetupDone = errors.New("store: setup already done")
	// ErrLastAdmin: the change would leave the home without an active administrative user.
	ErrLastAdmin = errors.New("store: last administrative user")
)

// User is a person who can sign in. The password hash never leaves the store.
type User struct {
	ID              string
	Username        string
	Email           string
	Name            string
	Phone           string
	Specialty       string
	Area            string
	LicenseNumber   string
	Roles           []Role
	TokenGeneration int64
	CreatedAt       time.Time
	UpdatedAt       time.Time
	DeactivatedAt   *time.Time
}

// HasRole reports whether the user holds any of roles.
func (u User) HasRole(roles ...Role) bool {
	for _, r := range roles {
		if slices.Contains(u.Roles, r) {
			return true
		}
	}
	return false
}

// Active reports whether the account may still sign in.
func (u User) Active() bool { return u.DeactivatedAt == nil }

// NewUser is what creating an account needs; Password is plain text and is hashed here.
type NewUser struct {
	Username      string
	Email         string
	Name          string
	Phone         string
	Specialty     string
	Area          string
	LicenseNumber string
	Password      string
	Roles         []Role
}

// ProfileUpdate is the part of a user that the person (or an administrator) edits.
type ProfileUpdate struct {
	Name      string
	Email     string
	Phone     string
	Specialty string
}

const userColumns = `u.id, u.username, COALESCE(u.email, ''), u.name, u.phone, u.specialty, u.area,
	u.license_number, u.token_generation, u.created_at, u.updated_at, u.deactivated_at,
	COALESCE((SELECT group_concat(role) FROM user_roles r WHERE r.user_id = u.id), '')`

type rowScanner interface{ Scan(dest ...any) error }

func scanUser(row rowScanner) (User, error) {
	var u User
	var created, updated, roles string
	var deactivated sql.NullString
	err := row.Scan(&u.ID, &u.Username, &u.Email, &u.Name, &u.Phone, &u.Specialty, &u.Area,
		&u.LicenseNumber, &u.TokenGeneration, &created, &updated, &deactivated, &roles)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, fmt.Errorf("scan user: %w", err)
	}
	u.CreatedAt, u.UpdatedAt = parseTime(created), parseTime(updated)
	if deactivated.Valid {
		t := parseTime(deactivated.String)
		u.DeactivatedAt = &t
	}
	for _, r := range strings.Split(roles, ",") {
		if r != "" {
			u.Roles = append(u.Roles, Role(r))
		}
	}
	slices.Sort(u.Roles)
	return u, nil
}

// CountUsers returns how many accounts exist, active or not.
func (s *Store) CountUsers(ctx context.Context) (int, error) {
	var n int
	if err := s.reader.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n); err != nil {
		return 0, fmt.Errorf("count users: %w", err)
	}
	return n, nil
}

// CreateUser adds an account.
func (s *Store) CreateUser(ctx context.Context, actor Actor, nu NewUser) (User, error) {
	return s.createUser(ctx, actor, nu, false)
}

// CreateFirstUser adds the first account of a new installation; it fails with ErrSetupDone
// once any account exists, also when two first sign-ups race.
func (s *Store) CreateFirstUser(ctx context.Context, actor Actor, nu NewUser) (User, error) {
	return s.createUser(ctx, actor, nu, true)
}

func (s *Store) createUser(ctx context.Context, actor Actor, nu NewUser, onlyFirst bool) (User, error) {
	hash, err := hashPassword(nu.Password)
	if err != nil {
		return User{}, err
	}
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "user", EntityID: id,
		Detail: map[string]any{"username": nu.Username, "roles": nu.Roles}}
	if actor.UserID == "" {
		entry.Actor.UserID = id // first-run setup and the command line act as the new account
	}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if onlyFirst {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n); err != nil {
				return fmt.Errorf("count users: %w", err)
			}
			if n > 0 {
				return ErrSetupDone
			}
		}
		return s.insertUser(ctx, tx, id, nu, hash)
	})
	if err != nil {
		return User{}, err
	}
	return s.UserByID(ctx, id)
}

// insertUser adds the account inside a caller's transaction; hash is the hashed password. A username that
// reads like another account's is refused with a LookalikeError.
func (s *Store) insertUser(ctx context.Context, tx *sql.Tx, id string, nu NewUser, hash string) error {
	if err := checkNotLookalike(ctx, tx, nu.Username, id); err != nil {
		return err
	}
	now := s.nowText()
	_, err := tx.ExecContext(ctx, `
		INSERT INTO users (id, username, email, name, phone, specialty, area, license_number,
			password_hash, search, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		id, strings.TrimSpace(nu.Username), nullable(nu.Email), strings.TrimSpace(nu.Name), nu.Phone,
		nu.Specialty, nu.Area, nu.LicenseNumber, hash, userSearch(nu.Name, nu.Username, nu.Email), now, now)
	if err != nil {
		return fmt.Errorf("insert user: %w", err)
	}
	return setRoles(ctx, tx, id, nu.Roles)
}

func setRoles(ctx context.Context, tx *sql.Tx, userID string, roles []Role) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM user_roles WHERE user_id = ?`, userID); err != nil {
		return fmt.Errorf("clear roles: %w", err)
	}
	for _, r := range roles {
		if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, ?)`, userID, r); err != nil {
			return fmt.Errorf("insert role: %w", err)
		}
	}
	return nil
}

func nullable(s string) any {
	if s = strings.TrimSpace(s); s == "" {
		return nil
	}
	return s
}

func userSearch(parts ...string) string { return Normalize(strings.Join(parts, " ")) }

// UserByID returns the account with that id, active or not.
func (s *Store) UserByID(ctx context.Context, id string) (User, error) {
	return scanUser(s.reader.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users u WHERE u.id = ?`, id))
}

// Authenticate returns the active account whose username or e-mail is identifier and whose password
// matches; otherwise ErrBadCredentials.
func (s *Store) Authenticate(ctx context.Context, identifier, password string) (User, error) {
	id, _, err := s.matchPassword(ctx, `(username = ?1 OR email = ?1) ORDER BY username = ?1 DESC`,
		strings.TrimSpace(identifier), password)
	if errors.Is(err, ErrNotFound) {
		return User{}, ErrBadCredentials
	}
	if err != nil {
		return User{}, err
	}
	return s.UserByID(ctx, id)
}

// matchPassword finds the active account matching where (with arg as ?1) and checks password against
// its hash. No account is ErrNotFound and a wrong password ErrBadCredentials, after the same amount of
// work either way, so timing does not tell which usernames exist.
func (s *Store) matchPassword(ctx context.Context, where string, arg any, password string) (id, hash string, err error) {
	err = s.reader.QueryRowContext(ctx,
		`SELECT id, password_hash FROM users WHERE deactivated_at IS NULL AND `+where+` LIMIT 1`, arg).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		checkPassword(dummyHash(), password)
		return "", "", ErrNotFound
	}
	if err != nil {
		return "", "", fmt.Errorf("find account: %w", err)
	}
	ok, err := checkPassword(hash, password)
	if err != nil {
		return "", "", err
	}
	if !ok {
		return "", "", ErrBadCredentials
	}
	return id, hash, nil
}

// UpdateProfile changes a user's name and contact details.
func (s *Store) UpdateProfile(ctx context.Context, actor Actor, id string, p ProfileUpdate) (User, error) {
	before, err := s.UserByID(ctx, id)
	if err != nil {
		return User{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "user", EntityID: id,
		Detail: map[string]any{"before": map[string]string{"name": before.Name, "email": before.Email,
			"phone": before.Phone, "specialty": before.Specialty}}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE users SET name = ?, email = ?, phone = ?, specialty = ?, search = ?, updated_at = ?
			WHERE id = ?`,
			strings.TrimSpace(p.Name), nullable(p.Email), p.Phone, p.Specialty,
			userSearch(p.Name, before.Username, p.Email), s.nowText(), id)
		if err != nil {
			return fmt.Errorf("update profile: %w", err)
		}
		return expectOne(res)
	})
	if err != nil {
		return User{}, err
	}
	return s.UserByID(ctx, id)
}

// ChangePassword replaces the password after checking the current one, and ends every session
// of the user by moving its token generation on. It returns the user with the new generation.
func (s *Store) ChangePassword(ctx context.Context, actor Actor, id, oldPassword, newPassword string) (User, error) {
	_, hash, err := s.matchPassword(ctx, `id = ?1`, id, oldPassword)
	if err != nil {
		return User{}, err
	}
	newHash, err := hashPassword(newPassword)
	if err != nil {
		return User{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "change-password", Entity: "user", EntityID: id}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE users SET password_hash = ?, token_generation = token_generation + 1, updated_at = ?
			WHERE id = ? AND password_hash = ?`, newHash, s.nowText(), id, hash)
		if err != nil {
			return fmt.Errorf("update password: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrBadCredentials // changed by someone else in between
		}
		return nil
	})
	if err != nil {
		return User{}, err
	}
	return s.UserByID(ctx, id)
}

// ToggleAdministrative gives or takes the administrative role. Taking it from the last active
// administrative user fails with ErrLastAdmin.
func (s *Store) ToggleAdministrative(ctx context.Context, actor Actor, id string) (User, error) {
	before, err := s.UserByID(ctx, id)
	if err != nil {
		return User{}, err
	}
	action := "grant-admin"
	if before.HasRole(RoleAdministrative) {
		action = "revoke-admin"
	}
	entry := AuditEntry{Actor: actor, Action: action, Entity: "user", EntityID: id,
		Detail: map[string]any{"before": before.Roles}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if action == "grant-admin" {
			_, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, ?)`, id, RoleAdministrative)
			return err
		}
		if err := ensureAnotherAdmin(ctx, tx, id); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM user_roles WHERE user_id = ? AND role = ?`, id, RoleAdministrative)
		return err
	})
	if err != nil {
		return User{}, err
	}
	return s.UserByID(ctx, id)
}

// SearchUsers finds active staff by name, username or e-mail, accent- and case-insensitively.
func (s *Store) SearchUsers(ctx context.Context, query string, limit int) ([]User, error) {
	users, err := queryAll(ctx, s.reader, scanUser, `
		SELECT `+userColumns+` FROM users u
		WHERE u.deactivated_at IS NULL AND instr(u.search, ?) > 0
		  AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role <> 'family')
		ORDER BY u.name COLLATE NOCASE LIMIT ?`, Normalize(query), limit)
	if err != nil {
		return nil, fmt.Errorf("search users: %w", err)
	}
	return users, nil
}

func expectOne(res sql.Result) error {
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("rows affected: %w", err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
