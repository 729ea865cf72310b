package store_test

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"

	_ "modernc.org/sqlite"

	"amparo/store"
	"amparo/store/storetest"
)

var ctx = context.Background()

func TestMigratingTwiceIsANoOp(t *testing.T) {
	path := filepath.Join(t.TempDir(), "amparo.db")
	first, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := first.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "ana", Name: "Ana", Password: "secreta1",
		Roles: []store.Role{store.RoleNurse}}); err != nil {
		t.Fatal(err)
	}
	versionBefore := gooseVersion(t, path)
	first.Close()

	second, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatalf("second open: %v", err)
	}
	defer second.Close()
	if got := gooseVersion(t, path); got != versionBefore || got < 1 {
		t.Fatalf("schema version %d after second open, want %d", got, versionBefore)
	}
	if n, _ := second.CountUsers(ctx); n != 1 {
		t.Fatalf("users after reopening = %d, want 1", n)
	}
}

func gooseVersion(t *testing.T, path string) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var v, rows int
	if err := db.QueryRow(`SELECT max(version_id), count(*) FROM goose_db_version`).Scan(&v, &rows); err != nil {
		t.Fatal(err)
	}
	return v*1000 + rows
}

func TestPragmas(t *testing.T) {
	path := filepath.Join(t.TempDir(), "amparo.db")
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var mode string
	if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Fatalf("journal_mode = %q (%v), want wal", mode, err)
	}
}

func TestCreateUserAndAuthenticate(t *testing.T) {
	s := storetest.New(t)
	u, err := s.CreateUser(ctx, store.Actor{Role: "test"}, store.NewUser{Username: "Carmen", Email: "carmen@example.es",
		Name: "Carmen Núñez", Password: "secreta1", Roles: []store.Role{store.RoleNurse}})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"carmen", "CARMEN@example.es", " Carmen "} {
		got, err := s.Authenticate(ctx, id, "secreta1")
		if err != nil || got.ID != u.ID {
			t.Errorf("Authenticate(%q) = %v, %v", id, got.ID, err)
		}
	}
	if _, err := s.Authenticate(ctx, "carmen", "otra-clave"); !errors.Is(err, store.ErrBadCredentials) {
		t.Errorf("wrong password: %v", err)
	}
	if _, err := s.Authenticate(ctx, "nadie", "secreta1"); !errors.Is(err, store.ErrBadCredentials) {
		t.Errorf("unknown user: %v", err)
	}

	_, err = s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "carmen", Name: "Otra", Password: "secreta1",
		Roles: []store.Role{store.RoleNurse}})
	var conflict *store.ConflictError
	if !errors.As(err, &conflict) || conflict.Field != "users.username" {
		t.Fatalf("duplicate username: %v", err)
	}
	_, err = s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "otra", Email: "Carmen@Example.es", Name: "Otra",
		Password: "secreta1", Roles: []store.Role{store.RoleNurse}})
	if !errors.As(err, &conflict) || conflict.Field != "users.email" {
		t.Fatalf("duplicate e-mail: %v", err)
	}
	if n, _ := s.CountUsers(ctx); n != 1 {
		t.Fatalf("a failed create left %d users", n)
	}
	rows, err := s.ListAudit(ctx, store.AuditFilter{Entity: "user", Action: "create"})
	if err != nil || len(rows) != 1 {
		t.Fatalf("create audit rows = %d (%v), want 1 (failed writes leave no audit row)", len(rows), err)
	}
}

func TestPasswordsAreStoredAsArgon2id(t *testing.T) {
	path := filepath.Join(t.TempDir(), "amparo.db")
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "ana", Name: "Ana", Password: "secreta1",
		Roles: []store.Role{store.RoleNurse}}); err != nil {
		t.Fatal(err)
	}
	db, _ := sql.Open("sqlite", "file:"+path+"?mode=ro")
	defer db.Close()
	var hash string
	if err := db.QueryRow(`SELECT password_hash FROM users`).Scan(&hash); err != nil {
		t.Fatal(err)
	}
	if want := "$argon2id$v=19$m=19456,t=2,p=1$"; len(hash) < len(want) || hash[:len(want)] != want {
		t.Fatalf("hash = %q, want argon2id with OWASP parameters", hash)
	}
}

func TestFirstUserOnlyOnce(t *testing.T) {
	s := storetest.New(t)
	nu := store.NewUser{Username: "a", Name: "A", Password: "secreta1", Roles: []store.Role{store.RoleAdministrative}}
	if _, err := s.CreateFirstUser(ctx, store.Actor{}, nu); err != nil {
		t.Fatal(err)
	}
	nu.Username = "b"
	if _, err := s.CreateFirstUser(ctx, store.Actor{}, nu); !errors.Is(err, store.ErrSetupDone) {
		t.Fatalf("second first user: %v", err)
	}
}

func TestAuditLogIsAppendOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "amparo.db")
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Audit(ctx, store.AuditEntry{Actor: store.Actor{UserID: "u1", Role: "nurse", IP: "10.0.0.1"},
		Action: "read", Entity: "resident", EntityID: "r1", ResidentID: "r1", Detail: map[string]int{"n": 1}}); err != nil {
		t.Fatal(err)
	}
	rows, err := s.ListAudit(ctx, store.AuditFilter{Entity: "resident"})
	if err != nil || len(rows) != 1 {
		t.Fatalf("rows = %v, %v", rows, err)
	}
	r := rows[0]
	if r.ActorID != "u1" || r.ActorRole != "nurse" || r.ResidentID != "r1" || r.IP != "10.0.0.1" ||
		r.Outcome != store.OutcomeAllowed || r.Detail != `{"n":1}` || r.At.IsZero() {
		t.Fatalf("row = %+v", r)
	}
	db, _ := sql.Open("sqlite", "file:"+path)
	defer db.Close()
	if _, err := db.Exec(`UPDATE audit_log SET actor_id = 'x'`); err == nil {
		t.Fatal("UPDATE of audit_log succeeded")
	}
	if _, err := db.Exec(`DELETE FROM audit_log`); err == nil {
		t.Fatal("DELETE from audit_log succeeded")
	}
}

func TestChangePasswordEndsEverySession(t *testing.T) {
	s := storetest.New(t)
	u, _ := s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "ana", Name: "Ana", Password: "secreta1",
		Roles: []store.Role{store.RoleNurse}})
	if _, err := s.ChangePassword(ctx, store.Actor{UserID: u.ID}, u.ID, "mala", "nueva-clave"); !errors.Is(err, store.ErrBadCredentials) {
		t.Fatalf("wrong old password: %v", err)
	}
	after, err := s.ChangePassword(ctx, store.Actor{UserID: u.ID}, u.ID, "secreta1", "nueva-clave")
	if err != nil {
		t.Fatal(err)
	}
	if after.TokenGeneration != u.TokenGeneration+1 {
		t.Fatalf("generation %d -> %d", u.TokenGeneration, after.TokenGeneration)
	}
	if _, err := s.Authenticate(ctx, "ana", "nueva-clave"); err != nil {
		t.Fatal(err)
	}
}

func TestToggleAdministrative(t *testing.T) {
	s := storetest.New(t)
	admin, _ := s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "a", Name: "A", Password: "secreta1",
		Roles: []store.Role{store.RoleAdministrative}})
	if _, err := s.ToggleAdministrative(ctx, store.Actor{}, admin.ID); !errors.Is(err, store.ErrLastAdmin) {
		t.Fatalf("demoting the last admin: %v", err)
	}
	if _, err := s.ToggleAdministrative(ctx, store.Actor{}, "no-existe"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown user: %v", err)
	}
}

func TestBackupAndRestore(t *testing.T) {
	dir := t.TempDir()
	s, err := store.Open(ctx, filepath.Join(dir, store.DBFile), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "ana", Name: "Ana", Password: "secreta1",
		Roles: []store.Role{store.RoleNurse}}); err != nil {
		t.Fatal(err)
	}
	backup := filepath.Join(t.TempDir(), "copia.db")
	if err := s.Backup(ctx, backup); err != nil {
		t.Fatal(err)
	}
	if err := s.Backup(ctx, backup); err == nil {
		t.Fatal("backup overwrote an existing file")
	}
	if _, err := s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: "luis", Name: "Luis", Password: "secreta1",
		Roles: []store.Role{store.RoleNurse}}); err != nil {
		t.Fatal(err)
	}
	s.Close()

	kept, err := store.Restore(ctx, dir, backup)
	if err != nil {
		t.Fatal(err)
	}
	restored, err := store.Open(ctx, filepath.Join(dir, store.DBFile), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	if n, _ := restored.CountUsers(ctx); n != 1 {
		t.Fatalf("restored users = %d, want 1", n)
	}
	previous, err := store.Open(ctx, kept, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer previous.Close()
	if n, _ := previous.CountUsers(ctx); n != 2 {
		t.Fatalf("kept database users = %d, want 2", n)
	}
	if _, err := store.Restore(ctx, dir, filepath.Join(dir, "no-existe.db")); err == nil {
		t.Fatal("restoring a missing file succeeded")
	}
}

func TestLockDir(t *testing.T) {
	dir := t.TempDir()
	unlock, err := store.LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.LockDir(dir); !errors.Is(err, store.ErrLocked) {
		t.Fatalf("second lock: %v", err)
	}
	unlock()
	again, err := store.LockDir(dir)
	if err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
	again()
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"José Núñez":       "jose nunez",
		"  MARÍA   Pérez ": "maria perez",
		"Çedilla ü":        "cedilla u",
		"":                 "",
	} {
		if got := store.Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSearchUsersTreatsWildcardsLiterally(t *testing.T) {
	s := storetest.New(t)
	for _, u := range []string{"ana_1", "anaX1"} {
		if _, err := s.CreateUser(ctx, store.Actor{}, store.NewUser{Username: u, Name: "Ana", Password: "secreta1",
			Roles: []store.Role{store.RoleNurse}}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.SearchUsers(ctx, "ana_", 10)
	if err != nil || len(got) != 1 || got[0].Username != "ana_1" {
		t.Fatalf("search ana_ = %v, %v", got, err)
	}
}

func TestHomeSettingsDefaultAndSave(t *testing.T) {
	s := storetest.New(t)
	h, err := s.Home(ctx)
	if err != nil || h != store.DefaultHome {
		t.Fatalf("default home = %+v, %v", h, err)
	}
	h.HomeName = "Residencia Los Olivos"
	if _, err := s.SaveHome(ctx, store.Actor{UserID: "u"}, h); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Home(ctx); got.HomeName != "Residencia Los Olivos" {
		t.Fatalf("saved = %+v", got)
	}
}
