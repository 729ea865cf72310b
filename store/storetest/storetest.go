// Package storetest gives each test its own migrated SQLite database in a temporary folder.
package storetest

import (
	"context"
	"path/filepath"
	"testing"

	"amparo/store"
)

// New opens a fresh database that is closed and removed when the test ends.
func New(t testing.TB) *store.Store {
	t.Helper()
	return NewWithOptions(t, store.Options{})
}

// NewWithOptions is New with a chosen clock or other options.
func NewWithOptions(t testing.TB, opts store.Options) *store.Store {
	t.Helper()
	s, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "amparo.db"), opts)
	if err != nil {
		t.Fatalf("open test store: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
