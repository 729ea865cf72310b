package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

const settingHome = "home"

// Home is the home's public details shown on the landing page.
type Home struct {
	HomeName      string `json:"homeName"`
	Phone         string `json:"phone"`
	Email         string `json:"email"`
	Address       string `json:"address"`
	VisitingHours string `json:"visitingHours"`
	FoundedYear   int    `json:"foundedYear"`
	MessagingURL  string `json:"messagingUrl"`
	HeroVideoURL  string `json:"heroVideoUrl"`
}

// DefaultHome is what the landing page shows until an administrator edits it.
var DefaultHome = Home{
	HomeName:      "Residencia Amparo",
	Phone:         "+34 910 000 000",
	Email:         "contacto@residencia-amparo.es",
	Address:       "Calle de la Esperanza 12, 28001 Madrid",
	VisitingHours: "10am-5pm",
	FoundedYear:   1998,
	MessagingURL:  "https://wa.me/34600000000",
	HeroVideoURL:  "/hero.webm",
}

// Home returns the saved details, or DefaultHome when none were saved.
func (s *Store) Home(ctx context.Context) (Home, error) {
	h := DefaultHome
	if _, err := s.ReadSetting(ctx, settingHome, &h); err != nil {
		return Home{}, err
	}
	return h, nil
}

// SaveHome replaces the home's public details.
func (s *Store) SaveHome(ctx context.Context, actor Actor, h Home) (Home, error) {
	before, err := s.Home(ctx)
	if err != nil {
		return Home{}, err
	}
	if err := s.SaveSetting(ctx, actor, settingHome, h, before); err != nil {
		return Home{}, err
	}
	return h, nil
}

// ReadSetting decodes the saved value of a setting over dst (which holds the defaults), and reports whether
// one was saved.
func (s *Store) ReadSetting(ctx context.Context, key string, dst any) (bool, error) {
	var raw string
	err := s.reader.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&raw)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("read setting %s: %w", key, err)
	}
	if err := json.Unmarshal([]byte(raw), dst); err != nil {
		return false, fmt.Errorf("decode setting %s: %w", key, err)
	}
	return true, nil
}

// SaveSetting replaces a setting's value; the audit row keeps the value before.
func (s *Store) SaveSetting(ctx context.Context, actor Actor, key string, value, before any) error {
	raw, err := json.Marshal(value)
	if err != nil {
		return fmt.Errorf("encode setting %s: %w", key, err)
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "settings", EntityID: key,
		Detail: map[string]any{"before": before}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
			key, string(raw), s.nowText())
		return err
	})
}

// settingCarePlansSince is the day the home's care plans came into use in Amparo (YYYY-MM-DD, Madrid).
const settingCarePlansSince = "care_plans_since"

// CarePlansSince answers the day the home's care plans came into use, the first time it is asked: today.
// A plan due before it is the backlog of a home that had its plans on paper, which the state of every
// resident shows, not an alert each (server/care_plans_due.go).
func (s *Store) CarePlansSince(ctx context.Context, today string) (string, error) {
	var since string
	saved, err := s.ReadSetting(ctx, settingCarePlansSince, &since)
	if err != nil || saved {
		return since, err
	}
	return today, s.SaveSetting(ctx, Actor{Role: "system"}, settingCarePlansSince, today, nil)
}
