package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
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

// SetNotifier makes the store hand every notification to f once the transaction that created it has
// committed (the realtime hub delivers them live).
func (s *Store) SetNotifier(f func(Notification)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.notifier = f
}

// notifyRoles tells every active holder of one of roles but except, inside the caller's transaction.
func (s *Store) notifyRoles(ctx context.Context, tx *sql.Tx, roles []Role, except, title string, opts NotificationOptions) error {
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(roles)), ", ")
	args := []any{except}
	for _, r := range roles {
		args = append(args, string(r))
	}
	rows, err := tx.QueryContext(ctx, `SELECT u.id FROM users u WHERE u.deactivated_at IS NULL AND u.id <> ?
		AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role IN (`+marks+`))`, args...)
	if err != nil {
		return fmt.Errorf("notification recipients: %w", err)
	}
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	return s.notifyUsers(ctx, tx, ids, title, opts)
}

// notifyUsers stores a notification for each person, inside the caller's transaction; they are handed
// to the notifier when it commits.
func (s *Store) notifyUsers(ctx context.Context, tx *sql.Tx, userIDs []string, title string, opts NotificationOptions) error {
	raw, err := json.Marshal(opts)
	if err != nil {
		return fmt.Errorf("encode notification: %w", err)
	}
	now := s.nowText()
	for _, userID := range userIDs {
		n := Notification{ID: newID(), UserID: userID, Title: title, Options: opts, CreatedAt: parseTime(now)}
		if _, err := tx.ExecContext(ctx, `INSERT INTO notifications (id, user_id, title, options, created_at) VALUES (?, ?, ?, ?, ?)`,
			n.ID, n.UserID, n.Title, string(raw), now); err != nil {
			return fmt.Errorf("insert notification: %w", err)
		}
		s.mu.Lock()
		s.pending[tx] = append(s.pending[tx], n)
		s.mu.Unlock()
	}
	return nil
}

// settle hands a committed transaction's notifications to the notifier, or forgets them.
func (s *Store) settle(tx *sql.Tx, committed bool) {
	s.mu.Lock()
	pending, notifier := s.pending[tx], s.notifier
	delete(s.pending, tx)
	s.mu.Unlock()
	if committed && notifier != nil {
		for _, n := range pending {
			notifier(n)
		}
	}
}

// NotificationsFor returns a person's notifications, newest first.
func (s *Store) NotificationsFor(ctx context.Context, userID string, limit int) ([]Notification, error) {
	out, err := queryAll(ctx, s.reader, scanNotification, `
		SELECT id, user_id, title, options, read_at, created_at FROM notifications
		WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("list notifications: %w", err)
	}
	return out, nil
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
