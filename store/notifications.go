package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// NotificationOptions follow the browser's Notification options.
type NotificationOptions struct {
	Body string `json:"body,omitempty"`
	Tag  string `json:"tag,omitempty"`
	URL  string `json:"url,omitempty"`
}

// Notification is something the server tells one person.
type Notification struct {
	ID        string
	UserID    string
	Title     string
	Options   NotificationOptions
	ReadAt    *time.Time
	CreatedAt time.Time
}

// notifyRoles tells every active holder of one of roles, inside the caller's transaction.
func (s *Store) notifyRoles(ctx context.Context, tx *sql.Tx, roles []Role, title string, opts NotificationOptions) error {
	raw, err := json.Marshal(opts)
	if err != nil {
		return fmt.Errorf("encode notification: %w", err)
	}
	args := []any{newIDPrefix(), title, string(raw), s.nowText()}
	placeholders := ""
	for i, r := range roles {
		if i > 0 {
			placeholders += ", "
		}
		placeholders += "?"
		args = append(args, string(r))
	}
	// One row per person; ids share a fresh prefix and end in the user's id, so they stay unique.
	_, err = tx.ExecContext(ctx, `
		INSERT INTO notifications (id, user_id, title, options, created_at)
		SELECT ?1 || u.id, u.id, ?2, ?3, ?4 FROM users u
		WHERE u.deactivated_at IS NULL
		  AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role IN (`+placeholders+`))`, args...)
	if err != nil {
		return fmt.Errorf("insert notifications: %w", err)
	}
	return nil
}

// newIDPrefix is a fresh id followed by a separator, for ids made of two parts.
func newIDPrefix() string { return newID() + "." }

// NotificationsFor returns a person's notifications, newest first.
func (s *Store) NotificationsFor(ctx context.Context, userID string, limit int) ([]Notification, error) {
	rows, err := s.reader.QueryContext(ctx, `
		SELECT id, user_id, title, options, read_at, created_at FROM notifications
		WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("list notifications: %w", err)
	}
	defer rows.Close()
	out := []Notification{}
	for rows.Next() {
		n, err := scanNotification(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

func scanNotification(row rowScanner) (Notification, error) {
	var n Notification
	var options, created string
	var read sql.NullString
	err := row.Scan(&n.ID, &n.UserID, &n.Title, &options, &read, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Notification{}, ErrNotFound
	}
	if err != nil {
		return Notification{}, fmt.Errorf("scan notification: %w", err)
	}
	if err := json.Unmarshal([]byte(options), &n.Options); err != nil {
		return Notification{}, fmt.Errorf("decode notification: %w", err)
	}
	if read.Valid {
		t := parseTime(read.String)
		n.ReadAt = &t
	}
	n.CreatedAt = parseTime(created)
	return n, nil
}

// MarkNotificationRead marks one of the user's own notifications as read (ErrNotFound for anyone else's).
func (s *Store) MarkNotificationRead(ctx context.Context, actor Actor, id string) (Notification, error) {
	err := s.write(ctx, AuditEntry{Actor: actor, Action: "read", Entity: "notification", EntityID: id}, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE notifications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?`,
			s.nowText(), id, actor.UserID)
		if err != nil {
			return fmt.Errorf("mark notification read: %w", err)
		}
		return expectOne(res)
	})
	if err != nil {
		return Notification{}, err
	}
	return scanNotification(s.reader.QueryRowContext(ctx,
		`SELECT id, user_id, title, options, read_at, created_at FROM notifications WHERE id = ?`, id))
}
