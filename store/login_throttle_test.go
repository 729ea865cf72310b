package store_test

import (
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"amparo/store"
	"amparo/store/storetest"
)

var limits = store.LoginLimits{Window: 15 * time.Minute, PerAccount: 2, PerAddress: 3, MaxRows: 100}

func TestLoginLocksCountPerAccountAndAddress(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 0, 0, 500_000_000, time.UTC) // half past a whole second
	s := storetest.NewWithOptions(t, store.Options{Now: func() time.Time { return now }})
	u, err := s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "Ana", Email: "ana@example.es", Password: "secreta1",
		Name: "Ana", Roles: []store.Role{store.RoleNurse}})
	if err != nil {
		t.Fatal(err)
	}
	byName, _ := s.LoginAccount(ctx, "ana")
	byEmail, _ := s.LoginAccount(ctx, " ANA@example.es")
	nobody, _ := s.LoginAccount(ctx, "nadie")
	if byName != "user:"+u.ID || byEmail != byName || nobody != "name:nadie" {
		t.Fatalf("accounts: %q %q %q", byName, byEmail, nobody)
	}
	record := func(account, ip string, ok bool) {
		if err := s.RecordLoginAttempt(ctx, store.LoginAttempt{Identifier: account, IP: ip, Succeeded: ok}, limits); err != nil {
			t.Fatal(err)
		}
	}
	locks := func(ip string) store.LoginLocks {
		l, err := s.LoginLocks(ctx, byName, ip, limits)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	first := now
	record(byName, "10.0.0.1", false)
	now = now.Add(time.Second)
	record(byName, "10.0.0.2", false)
	if l := locks("10.0.0.3"); !l.Account.Equal(first.Add(limits.Window)) || !l.AccountFromAddress.IsZero() || !l.Address.IsZero() {
		t.Fatalf("two failures from two addresses: %+v", l)
	}
	record(byName, "10.0.0.1", false)
	if l := locks("10.0.0.1"); l.AccountFromAddress.IsZero() {
		t.Fatalf("two failures from 10.0.0.1: %+v", l)
	}
	// A success (same second as a failure: ordered by record, not by time) frees the account, not the
	// address that failed.
	record(byName, "10.0.0.3", true)
	if l := locks("10.0.0.1"); !l.Account.IsZero() || l.AccountFromAddress.IsZero() {
		t.Fatalf("after a success elsewhere: %+v", l)
	}
	record(nobody, "10.0.0.1", false)
	if l := locks("10.0.0.1"); l.Address.IsZero() {
		t.Fatalf("three failures from 10.0.0.1: %+v", l)
	}
	now = first.Add(limits.Window + 2*time.Second)
	if l := locks("10.0.0.1"); l != (store.LoginLocks{}) {
		t.Fatalf("after the window: %+v", l)
	}
}

// What an outsider types is kept to its first 64 characters, and the table holds at most MaxRows attempts:
// the oldest go when a new one comes, and PruneLoginAttempts forgets those past an age.
func TestLoginAttemptsAreBounded(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	path := filepath.Join(t.TempDir(), "amparo.db")
	s, err := store.Open(ctx, path, store.Options{Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows := func() (n int, oldest string, longest int) {
		t.Helper()
		err := db.QueryRow(`SELECT count(*), COALESCE(min(at), ''), COALESCE(max(length(identifier)), 0) FROM login_attempts`).
			Scan(&n, &oldest, &longest)
		if err != nil {
			t.Fatal(err)
		}
		return n, oldest, longest
	}

	typed := strings.Repeat("ñ", 300)
	account, err := s.LoginAccount(ctx, typed)
	if err != nil {
		t.Fatal(err)
	}
	if want := "name:" + strings.Repeat("n", store.TypedKept); account != want {
		t.Fatalf("account of 300 typed characters = %q (%d characters), want %q", account, len([]rune(account)), want)
	}
	capped := store.LoginLimits{Window: 15 * time.Minute, PerAccount: 5, PerAddress: 20, MaxRows: 5}
	start := now
	for range 8 {
		if err := s.RecordLoginAttempt(ctx, store.LoginAttempt{Identifier: account, IP: "10.0.0.1"}, capped); err != nil {
			t.Fatal(err)
		}
		now = now.Add(time.Minute)
	}
	n, oldest, longest := rows()
	if want := start.Add(3 * time.Minute).Format("2006-01-02T15:04:05"); n != 5 || !strings.HasPrefix(oldest, want) {
		t.Fatalf("after 8 attempts with room for 5: %d rows, the oldest at %s (want 5, at %s)", n, oldest, want)
	}
	if longest != len("name:")+store.TypedKept {
		t.Fatalf("longest identifier stored: %d characters", longest)
	}

	pruned, err := s.PruneLoginAttempts(ctx, start.Add(6*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if n, _, _ := rows(); pruned != 3 || n != 2 {
		t.Fatalf("pruned %d, %d rows left; want 3 and 2", pruned, n)
	}
	if _, err := s.PruneLoginAttempts(ctx, now); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := rows(); n != 0 {
		t.Fatalf("%d rows left after pruning all", n)
	}
}
