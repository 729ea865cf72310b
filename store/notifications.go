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
	Kind string `json:"kind,omitempty"` // what it is about (incident, stock, expiry, post, chat...), so the UI can tell them apart
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

// Notice is a notification to store for several people: the server decides who and what it says.
type Notice struct {
	Roles   []Role   // every active holder of one of these roles,
	UserIDs []string // and these people,
	Except  string   // but not this one (who caused it)
	Title   string
	Options NotificationOptions
}

// Notify stores a notice for each of its recipients in one transaction; they are handed to the notifier
// once it commits.
func (s *Store) Notify(ctx context.Context, n Notice) error {
	entry := AuditEntry{Actor: Actor{Role: "system"}, Action: "notify", Entity: "notification",
		Detail: map[string]any{"tag": n.Options.Tag, "roles": n.Roles, "users": n.UserIDs}}
	return s.write(ctx, entry, func(tx *sql.Tx) error { return s.insertNotice(ctx, tx, n) })
}

// insertNotice stores a notice inside the caller's transaction.
func (s *Store) insertNotice(ctx context.Context, tx *sql.Tx, n Notice) error {
	ids, err := noticeRecipients(ctx, tx, n)
	if err != nil {
		return err
	}
	raw, err := json.Marshal(n.Options)
	if err != nil {
		return fmt.Errorf("encode notification: %w", err)
	}
	now := s.nowText()
	for _, userID := range ids {
		n := Notification{ID: newID(), UserID: userID, Title: n.Title, Options: n.Options, CreatedAt: parseTime(now)}
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

// noticeRecipients are the active accounts a notice names, each once, but its Except.
func noticeRecipients(ctx context.Context, tx *sql.Tx, n Notice) ([]string, error) {
	roles, users := make([]string, len(n.Roles)), n.UserIDs
	for i, r := range n.Roles {
		roles[i] = string(r)
	}
	rolesJSON, _ := json.Marshal(roles)
	if users == nil {
		users = []string{}
	}
	usersJSON, _ := json.Marshal(users)
	return queryAll(ctx, tx, func(row rowScanner) (string, error) {
		var id string
		return id, row.Scan(&id)
	}, `SELECT u.id FROM users u WHERE u.deactivated_at IS NULL AND u.id <> ?
		AND u.id IN (SELECT value FROM json_each(?) UNION SELECT r.user_id FROM user_roles r WHERE r.role IN (SELECT value FROM json_each(?)))
		ORDER BY u.id`, n.Except, string(usersJSON), string(rolesJSON)) // from the roles' index (user_roles_role): a home has thousands of family accounts
}

// MarkTagRead marks as read the person's notifications carrying a tag (a chat's, once it was read).
func (s *Store) MarkTagRead(ctx context.Context, actor Actor, tag string) error {
	return s.write(ctx, AuditEntry{Actor: actor, Action: "read", Entity: "notification", Detail: map[string]string{"tag": tag}},
		func(tx *sql.Tx) error {
			_, err := tx.ExecContext(ctx, `UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL
				AND json_extract(options, '$.tag') = ?`, s.nowText(), actor.UserID, tag)
			if err != nil {
				return fmt.Errorf("mark tag read: %w", err)
			}
			return nil
		})
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
