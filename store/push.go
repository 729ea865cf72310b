package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

const settingVAPID = "vapid_keys"

// Setting returns a setting's value, storing make()'s result the first time (the VAPID key pair).
func (s *Store) Setting(ctx context.Context, key string, make func() (string, error)) (string, error) {
	var value string
	err := s.reader.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&value)
	if err == nil {
		return value, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("read setting: %w", err)
	}
	fresh, err := make()
	if err != nil {
		return "", err
	}
	if _, err := s.execWrite(ctx, `INSERT OR IGNORE INTO settings (key, value, updated_at) VALUES (?, ?, ?)`,
		key, fresh, s.nowText()); err != nil {
		return "", fmt.Errorf("store setting: %w", err)
	}
	err = s.writer.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&value)
	return value, err
}

// VAPIDKeys returns the server's Web Push key pair (JSON), generated on first use by make.
func (s *Store) VAPIDKeys(ctx context.Context, make func() (string, error)) (string, error) {
	return s.Setting(ctx, settingVAPID, make)
}

// PushSubscription is one browser that accepts push notifications for a person.
type PushSubscription struct {
	Endpoint string
	UserID   string
	P256dh   string
	Auth     string
}

// SavePushSubscription stores (or moves to this person) a browser's subscription.
func (s *Store) SavePushSubscription(ctx context.Context, actor Actor, sub PushSubscription) error {
	return s.write(ctx, AuditEntry{Actor: actor, Action: "subscribe", Entity: "push"}, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
			sub.Endpoint, actor.UserID, sub.P256dh, sub.Auth, s.nowText())
		return err
	})
}

// DeletePushSubscription forgets a browser's subscription (unsubscribed, or gone from the push service).
func (s *Store) DeletePushSubscription(ctx context.Context, endpoint string) error {
	_, err := s.execWrite(ctx, `DELETE FROM push_subscriptions WHERE endpoint = ?`, endpoint)
	return err
}

// PushSubscriptionsOf returns a person's subscribed browsers.
func (s *Store) PushSubscriptionsOf(ctx context.Context, userID string) ([]PushSubscription, error) {
	rows, err := s.reader.QueryContext(ctx, `SELECT endpoint, user_id, p256dh, auth FROM push_subscriptions WHERE user_id = ?`, userID)
	if err != nil {
		return nil, fmt.Errorf("push subscriptions: %w", err)
	}
	defer rows.Close()
	var out []PushSubscription
	for rows.Next() {
		var p PushSubscription
		if err := rows.Scan(&p.Endpoint, &p.UserID, &p.P256dh, &p.Auth); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
