package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrSelf: the change would remove the acting user's own account.
var ErrSelf = errors.New("store: cannot do that to oneself")

// StaffUpdate is what the personnel screens edit of a person.
type StaffUpdate struct {
	Username      string
	Name          string
	Email         string
	Phone         string
	Specialty     string
	Area          string
	LicenseNumber string
	Roles         []Role
}

// ListUsersWithRole returns the active accounts holding any of roles, by name.
func (s *Store) ListUsersWithRole(ctx context.Context, roles ...Role) ([]User, error) {
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(roles)), ", ")
	args := make([]any, len(roles))
	for i, r := range roles {
		args[i] = string(r)
	}
	users, err := queryAll(ctx, s.reader, scanUser, `SELECT `+userColumns+` FROM users u
		WHERE u.deactivated_at IS NULL AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role IN (`+marks+`))
		ORDER BY u.search, u.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("list users: %w", err)
	}
	return users, nil
}

// UpdateStaff edits a person's details and roles. Taking the administrative role from the last active
// administrator fails with ErrLastAdmin; a new username that reads like another account's, with a
// LookalikeError.
func (s *Store) UpdateStaff(ctx context.Context, actor Actor, id string, in StaffUpdate) (User, error) {
	before, err := s.UserByID(ctx, id)
	if err != nil {
		return User{}, err
	}
	if !before.Active() {
		return User{}, ErrNotFound
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "user", EntityID: id, Detail: map[string]any{"before": before}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if in.Username != before.Username {
			if err := checkNotLookalike(ctx, tx, in.Username, id); err != nil {
				return err
			}
		}
		if before.HasRole(RoleAdministrative) && !slices.Contains(in.Roles, RoleAdministrative) {
			if err := ensureAnotherAdmin(ctx, tx, id); err != nil {
				return err
			}
		}
		res, err := tx.ExecContext(ctx, `
			UPDATE users SET username = ?, name = ?, email = ?, phone = ?, specialty = ?, area = ?, license_number = ?,
				search = ?, updated_at = ?
			WHERE id = ? AND deactivated_at IS NULL`,
			in.Username, in.Name, nullable(in.Email), in.Phone, in.Specialty, in.Area, in.LicenseNumber,
			userSearch(in.Name, in.Username, in.Email), s.nowText(), id)
		if err != nil {
			return fmt.Errorf("update staff: %w", err)
		}
		if err := expectOne(res); err != nil {
			return err
		}
		return setRoles(ctx, tx, id, in.Roles)
	})
	if err != nil {
		return User{}, err
	}
	return s.UserByID(ctx, id)
}

// DeactivateUser ends an account: it can no longer sign in and its sessions stop at once. The row stays,
// so every record the person signed keeps their name.
func (s *Store) DeactivateUser(ctx context.Context, actor Actor, id string) error {
	if id == actor.UserID {
		return ErrSelf
	}
	before, err := s.UserByID(ctx, id)
	if err != nil {
		return err
	}
	if !before.Active() {
		return ErrNotFound
	}
	entry := AuditEntry{Actor: actor, Action: "deactivate", Entity: "user", EntityID: id, Detail: map[string]any{"before": before}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		if before.HasRole(RoleAdministrative) {
			if err := ensureAnotherAdmin(ctx, tx, id); err != nil {
				return err
			}
		}
		now := s.nowText()
		res, err := tx.ExecContext(ctx, `
			UPDATE users SET deactivated_at = ?, token_generation = token_generation + 1, updated_at = ?
			WHERE id = ? AND deactivated_at IS NULL`, now, now, id)
		if err != nil {
			return fmt.Errorf("deactivate user: %w", err)
		}
		return expectOne(res)
	})
}

// ResetPassword sets a new password chosen by an administrator and ends the person's sessions.
func (s *Store) ResetPassword(ctx context.Context, actor Actor, id, password string) error {
	hash, err := hashPassword(password)
	if err != nil {
		return err
	}
	entry := AuditEntry{Actor: actor, Action: "reset-password", Entity: "user", EntityID: id}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE users SET password_hash = ?, token_generation = token_generation + 1, updated_at = ?
			WHERE id = ? AND deactivated_at IS NULL`, hash, s.nowText(), id)
		if err != nil {
			return fmt.Errorf("reset password: %w", err)
		}
		return expectOne(res)
	})
}

// ensureAnotherAdmin fails with ErrLastAdmin unless an active administrator other than id exists.
func ensureAnotherAdmin(ctx context.Context, tx *sql.Tx, id string) error {
	var others int
	err := tx.QueryRowContext(ctx, `
		SELECT count(*) FROM user_roles r JOIN users u ON u.id = r.user_id
		WHERE r.role = ? AND u.deactivated_at IS NULL AND u.id <> ?`, RoleAdministrative, id).Scan(&others)
	if err != nil {
		return fmt.Errorf("count admins: %w", err)
	}
	if others == 0 {
		return ErrLastAdmin
	}
	return nil
}
