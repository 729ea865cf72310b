package server_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/base64"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"amparo/server"
)

// signingKey is the key in the app's key file.
func (a *app) signingKey() []byte {
	a.t.Helper()
	raw, err := os.ReadFile(a.keyFile)
	if err != nil {
		a.t.Fatalf("read key file: %v", err)
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(raw)))
	if err != nil {
		a.t.Fatalf("key file: %v", err)
	}
	return key
}

// restarted is the same database and key file under a new server, as after a restart.
func (a *app) restarted() *app {
	a.t.Helper()
	srv, err := server.New(context.Background(), server.Config{Store: a.store, UI: testUI, KeyFile: a.keyFile,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		a.t.Fatalf("restart: %v", err)
	}
	b := *a
	b.srv = srv
	return &b
}

func TestSigningKeyFileIsCreatedForTheOwnerOnly(t *testing.T) {
	a := newApp(t)
	info, err := os.Stat(a.keyFile)
	if err != nil {
		t.Fatalf("no key file after start: %v", err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode = %v, want 0600", info.Mode().Perm())
	}
	if key := a.signingKey(); len(key) != 32 {
		t.Fatalf("key of %d bytes", len(key))
	}
	if entries, _ := os.ReadDir(filepath.Dir(a.keyFile)); len(entries) != 1 {
		t.Fatalf("the key folder holds %d files, want only the key (no temporary left)", len(entries))
	}
}

func TestATokenOutlivesARestartButNotTheKeyFile(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	key := a.signingKey()

	again := a.restarted()
	again.request("GET", "/api/auth/verify", nil, token).wantStatus(http.StatusOK)
	if !bytes.Equal(again.signingKey(), key) {
		t.Fatal("a restart replaced the signing key")
	}

	if err := os.Remove(a.keyFile); err != nil {
		t.Fatal(err)
	}
	fresh := a.restarted() // starts, with a new key
	fresh.request("GET", "/api/auth/verify", nil, token).wantStatus(http.StatusUnauthorized)
	if bytes.Equal(fresh.signingKey(), key) {
		t.Fatal("the new key file holds the old key")
	}
	newToken := fresh.signin("lucia", "secreta1")
	fresh.request("GET", "/api/auth/verify", nil, newToken).wantStatus(http.StatusOK)
}

func TestAnUnreadableKeyFileMeansANewKeyNotAFailedStart(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	if err := os.WriteFile(a.keyFile, []byte("esto no es una clave\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	b := a.restarted()
	b.request("GET", "/api/auth/verify", nil, token).wantStatus(http.StatusUnauthorized)
	if key := b.signingKey(); len(key) != 32 {
		t.Fatalf("replacement key of %d bytes", len(key))
	}
	if info, _ := os.Stat(a.keyFile); info.Mode().Perm() != 0o600 {
		t.Fatalf("replacement key mode = %v", info.Mode().Perm())
	}
}

func TestABackupHoldsNoSigningKey(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	key := a.signingKey()
	path := filepath.Join(t.TempDir(), "copia.db")
	if err := a.store.Backup(context.Background(), path); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, form := range [][]byte{key, []byte(base64.StdEncoding.EncodeToString(key)), []byte(base64.RawURLEncoding.EncodeToString(key))} {
		if bytes.Contains(raw, form) {
			t.Fatal("the backup file contains the signing key")
		}
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM settings WHERE key LIKE '%secret%' OR key LIKE '%jwt%'`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("settings rows with a secret in the backup: %d, %v", n, err)
	}
}
