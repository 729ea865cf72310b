package server_test

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"amparo/server"
	"amparo/store"
)

// newBackupApp is the real server with automatic copies into a temporary folder, its clock at
// 2026-11-20 10:00 in Madrid.
func newBackupApp(t *testing.T) (*app, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "copias")
	return newAppConfig(t, server.Config{Backups: server.BackupConfig{Dir: dir, At: "03:00"}}), dir
}

func (a *app) checkBackups() string {
	a.t.Helper()
	file, err := a.srv.CheckBackups(context.Background())
	if err != nil {
		a.t.Fatalf("check backups: %v", err)
	}
	return file
}

type backupRow struct {
	File     string
	At       string
	Bytes    float64
	Verified bool
}

func (a *app) backups(token string) []backupRow {
	a.t.Helper()
	var out []backupRow
	for _, raw := range a.request("GET", "/api/admin/backups", nil, token).wantStatus(http.StatusOK).jsonArray() {
		m := raw.(map[string]any)
		if len(m) != 4 {
			a.t.Fatalf("backup row %v: want exactly file, at, bytes, verified", m)
		}
		out = append(out, backupRow{File: m["file"].(string), At: m["at"].(string), Bytes: m["bytes"].(float64), Verified: m["verified"].(bool)})
	}
	return out
}

func TestBackupsRunAtStartUpAndAtTheHourAndAreListedForTheAdministrator(t *testing.T) {
	a, dir := newBackupApp(t)
	admin, _ := a.bootstrap()
	a.addUser("enfermera", store.RoleNurse)

	if got := a.backups(admin); len(got) != 0 {
		t.Fatalf("before any copy: %v", got)
	}
	first := a.checkBackups() // start-up: no copy yet
	if first != "amparo-20261120T090000Z.db" {
		t.Fatalf("start-up copy = %q", first)
	}
	if again := a.checkBackups(); again != "" {
		t.Fatalf("a second copy right away: %q", again)
	}

	a.clock.Advance(16*time.Hour + 59*time.Minute) // 02:59 in Madrid on the 21st
	if got := a.checkBackups(); got != "" {
		t.Fatalf("a copy before the hour: %q", got)
	}
	a.clock.Advance(2 * time.Minute)
	if got := a.checkBackups(); got != "amparo-20261121T020100Z.db" {
		t.Fatalf("the 03:00 copy = %q", got)
	}

	admin = a.signin("lucia", "secreta1") // the morning's token has expired
	rows := a.backups(admin)
	if len(rows) != 2 || rows[0].File != "amparo-20261121T020100Z.db" || rows[0].At != "2026-11-21T02:01:00Z" ||
		rows[1].At != "2026-11-20T09:00:00Z" || !rows[0].Verified || !rows[1].Verified || rows[0].Bytes < 4096 {
		t.Fatalf("backups = %+v", rows)
	}
	info, err := os.Stat(filepath.Join(dir, rows[0].File))
	if err != nil || float64(info.Size()) != rows[0].Bytes || info.Mode().Perm() != 0o600 {
		t.Fatalf("the copy on disk: %v, %v", info, err)
	}
	// Each copy records the audit chain's head, signed with audit.key, and the chain reaches it.
	heads, err := store.ReadAuditHeads(dir)
	if err != nil || len(heads) != 2 || heads[1].File != rows[0].File+store.AuditHeadSuffix {
		t.Fatalf("signed heads beside the copies: %+v, %v", heads, err)
	}
	if v, err := a.store.VerifyAudit(context.Background(), heads...); err != nil || !v.OK() || len(v.BadHeads) != 0 ||
		v.NewestHead == nil || v.NewestHead.File != heads[1].File || v.NewestHead.RowID < 3 {
		t.Fatalf("verify against the copies' heads: %+v, %v", v, err)
	}
	// The copy is a whole database: the accounts are in it.
	restored := filepath.Join(t.TempDir(), "data")
	if err := os.MkdirAll(restored, 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Restore(context.Background(), restored, filepath.Join(dir, rows[0].File)); err != nil {
		t.Fatalf("restore the automatic copy: %v", err)
	}

	nurse := a.signin("enfermera", "secreta1")
	a.request("GET", "/api/admin/backups", nil, nurse).wantStatus(http.StatusForbidden)
	a.request("GET", "/api/admin/backups", nil, "").wantStatus(http.StatusUnauthorized)
}

func TestBackupsRotateAndLeaveNoStrayFiles(t *testing.T) {
	a, dir := newBackupApp(t)
	a.bootstrap()
	a.checkBackups()
	for _, leftover := range []string{"amparo-20261101T020000Z.db.partial", "amparo-20261101T020000Z.db.partial-journal",
		"amparo-20261101T020000Z.db.json.tmp", ".amparo-20261101T020000Z.db.head-123.tmp"} { // a copy cut short by a power cut
		if err := os.WriteFile(filepath.Join(dir, leftover), []byte("a medias"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for day := 0; day < 20; day++ { // every day at 03:00 for 20 days
		a.clock.Advance(24 * time.Hour)
		if a.checkBackups() == "" {
			t.Fatalf("day %d: no copy", day)
		}
	}
	rows := a.backups(a.signin("lucia", "secreta1"))
	// 21 days of copies, 2026-11-20 to 2026-12-10: the 7 newest days, the newest of ISO weeks 48 and 47
	// (Nov 29 and Nov 22; weeks 50 and 49 are kept as days) and of November (Nov 30).
	want := []string{"2026-12-10", "2026-12-09", "2026-12-08", "2026-12-07", "2026-12-06", "2026-12-05", "2026-12-04",
		"2026-11-30", "2026-11-29", "2026-11-22"}
	if len(rows) != len(want) {
		t.Fatalf("kept %d copies, want %d: %+v", len(rows), len(want), rows)
	}
	for i, r := range rows {
		if !strings.HasPrefix(r.At, want[i]) {
			t.Fatalf("copy %d at %s, want %s (%+v)", i, r.At, want[i], rows)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3*len(want) { // each copy, its record and its signed head, nothing else
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("folder holds %v", names)
	}
}

func TestAMissedCopyIsMadeAtStartUpOnlyWhenNoneIsRecent(t *testing.T) {
	a, dir := newBackupApp(t)
	a.checkBackups()

	a.clock.Advance(23 * time.Hour) // restarted 23 h later: the copy is recent enough
	b := a.restartedWith(server.BackupConfig{Dir: dir})
	if got := b.checkBackups(); got != "" {
		t.Fatalf("start-up copy with one 23 h old: %q", got)
	}
	a.clock.Advance(time.Hour) // off at 03:00, started 24 h after the last copy
	c := a.restartedWith(server.BackupConfig{Dir: dir})
	if got := c.checkBackups(); got == "" {
		t.Fatal("no start-up copy with the last one 24 h old")
	}
}

func TestAFailedCopyIsLoggedNotFatalAndTriedAgain(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "no-es-carpeta")
	if err := os.WriteFile(blocker, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	a := newAppConfig(t, server.Config{Backups: server.BackupConfig{Dir: blocker}})
	admin, _ := a.bootstrap()
	if _, err := a.srv.CheckBackups(context.Background()); err == nil {
		t.Fatal("a copy into a file instead of a folder succeeded")
	}
	a.request("GET", "/api/health", nil, "").wantStatus(http.StatusOK)
	a.request("GET", "/api/admin/backups", nil, admin).wantStatus(http.StatusInternalServerError)

	if err := os.Remove(blocker); err != nil {
		t.Fatal(err)
	}
	a.clock.Advance(59 * time.Minute)
	if got := a.checkBackups(); got != "" {
		t.Fatalf("retried before the hour: %q", got)
	}
	a.clock.Advance(time.Minute)
	if got := a.checkBackups(); got == "" {
		t.Fatal("not retried an hour after the failure")
	}
	if rows := a.backups(admin); len(rows) != 1 || !rows[0].Verified {
		t.Fatalf("after the retry: %+v", rows)
	}
}

func TestACopyWithoutItsRecordIsListedAsNotVerified(t *testing.T) {
	a, dir := newBackupApp(t)
	admin, _ := a.bootstrap()
	made := a.checkBackups()
	if err := os.Remove(filepath.Join(dir, made+".json")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notas.txt"), []byte("otra cosa"), 0o600); err != nil {
		t.Fatal(err)
	}
	if rows := a.backups(admin); len(rows) != 1 || rows[0].Verified || rows[0].File != made {
		t.Fatalf("rows = %+v", rows)
	}
}

// restartedWith is a new server on the same database, key and clock, with the copies configured.
func (a *app) restartedWith(b server.BackupConfig) *app {
	a.t.Helper()
	srv, err := server.New(context.Background(), server.Config{Store: a.store, UI: testUI, KeyFile: a.keyFile, Backups: b})
	if err != nil {
		a.t.Fatal(err)
	}
	c := *a
	c.srv = srv
	return &c
}
