package store_test

import (
	"testing"

	"amparo/store"
)

// The signing key left the database for <data>/secret.key: migrating deletes the old row, so neither the
// database nor any copy made from now on holds a key that can mint sessions.
func TestMigrationDeletesTheSigningKeyFromTheDatabase(t *testing.T) {
	path, raw, _ := migratedTo(t, 11)
	if _, err := raw.Exec(`INSERT INTO settings (key, value, updated_at) VALUES ('jwt_secret', 'c2VjcmV0bw==', '2026-11-20T08:00:00Z'),
		('home', '{"homeName":"Residencia Los Olivos"}', '2026-11-20T08:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var secret string
	if found, err := s.ReadSetting(ctx, "jwt_secret", &secret); err != nil || found {
		t.Fatalf("jwt_secret after migrating: found %v, %v", found, err)
	}
	if h, err := s.Home(ctx); err != nil || h.HomeName != "Residencia Los Olivos" {
		t.Fatalf("other settings must stay: %+v, %v", h, err)
	}
}
