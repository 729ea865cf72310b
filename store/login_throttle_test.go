package store_test

import (
	"testing"
	"time"

	"amparo/store"
	"amparo/store/storetest"
)

var limits = store.LoginLimits{Window: 15 * time.Minute, PerAccount: 2, PerAddress: 3}

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
		if err := s.RecordLoginAttempt(ctx, store.LoginAttempt{Identifier: account, IP: ip, Succeeded: ok}); err != nil {
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
