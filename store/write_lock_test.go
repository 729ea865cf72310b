package store_test

import (
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"amparo/store"
)

// A write that finds the database locked by another connection (Litestream folding the log into the
// database, or an `amparo` command) waits for the lock instead of failing, and lands once it is free.
func TestAWriteWaitsForAnotherConnectionsLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "amparo.db")
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	other, err := sql.Open("sqlite", "file:"+path+"?_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	holder, err := other.Begin() // BEGIN IMMEDIATE: the write lock
	if err != nil {
		t.Fatal(err)
	}

	done := make(chan error, 1)
	go func() {
		_, err := s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "ana", Name: "Ana", Password: "secreta1",
			Roles: []store.Role{store.RoleNurse}})
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("the write ended while another connection held the lock (err %v); it must wait", err)
	case <-time.After(300 * time.Millisecond):
	}
	if err := holder.Rollback(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("the write after the lock was released: %v", err)
	}
	if n, _ := s.CountUsers(ctx); n != 1 {
		t.Fatalf("users = %d, want 1", n)
	}
}
