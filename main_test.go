package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"amparo/store"
)

func runCLI(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, &out, &errOut)
	return out.String() + errOut.String(), err
}

func TestUserCreateBackupAndRestore(t *testing.T) {
	data := t.TempDir()
	out, err := runCLI(t, "user", "create", "--data", data, "--username", "marta", "--password", "secreta1",
		"--name", "Marta Gil", "--role", "nurse")
	if err != nil || !strings.Contains(out, "Cuenta creada: marta") {
		t.Fatalf("user create: %v\n%s", err, out)
	}
	if _, err := runCLI(t, "user", "create", "--data", data, "--username", "marta", "--password", "secreta1", "--name", "Otra"); err == nil ||
		!strings.Contains(err.Error(), "ya existe") {
		t.Fatalf("duplicate user create: %v", err)
	}
	for _, bad := range [][]string{
		{"--username", "x", "--password", "123", "--name", "X"},
		{"--username", "x", "--password", "secreta1", "--name", "X", "--role", "family"},
		{"--password", "secreta1", "--name", "X"},
	} {
		if _, err := runCLI(t, append([]string{"user", "create", "--data", data}, bad...)...); err == nil {
			t.Errorf("user create %v succeeded", bad)
		}
	}

	backup := filepath.Join(t.TempDir(), "copia.db")
	if _, err := runCLI(t, "backup", "--data", t.TempDir(), "--out", backup); err == nil {
		t.Fatal("backing up a folder without a database succeeded")
	}
	if out, err := runCLI(t, "backup", "--data", data, "--out", backup); err != nil {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	if _, err := runCLI(t, "user", "create", "--data", data, "--username", "pablo", "--password", "secreta1", "--name", "Pablo"); err != nil {
		t.Fatal(err)
	}
	out, err = runCLI(t, "restore", "--data", data, "--from", backup)
	if err != nil || !strings.Contains(out, "se conserva como") || strings.Contains(out, "audit.key") {
		t.Fatalf("restore: %v\n%s", err, out)
	}
	// Restored on another machine without the audit chain's key: the restore says where it must come from.
	elsewhere := t.TempDir()
	out, err = runCLI(t, "restore", "--data", elsewhere, "--from", backup)
	if err != nil || !strings.Contains(out, "Falta "+filepath.Join(elsewhere, store.AuditKeyFile)) {
		t.Fatalf("restore into a folder without audit.key: %v\n%s", err, out)
	}
	if _, err := runCLI(t, "audit", "verify", "--data", elsewhere); err == nil || !strings.Contains(err.Error(), "no se puede comprobar") {
		t.Fatalf("audit verify of the restored copy without audit.key: %v", err)
	}
	st, err := store.Open(context.Background(), filepath.Join(data, store.DBFile), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if n, _ := st.CountUsers(context.Background()); n != 1 {
		t.Fatalf("users after restore = %d, want 1 (the backup's)", n)
	}
}

func TestRestoreRefusesWhileTheServerHoldsTheFolder(t *testing.T) {
	data := t.TempDir()
	unlock, err := store.LockDir(data)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	if _, err := runCLI(t, "restore", "--data", data, "--from", "x.db"); err == nil || !strings.Contains(err.Error(), "detenlo") {
		t.Fatalf("restore under a live server: %v", err)
	}
}

func TestDemoSeedsOnceAndPrintsTheSignIn(t *testing.T) {
	data := t.TempDir()
	out, err := runCLI(t, "demo", "--data", data)
	if err != nil || !strings.Contains(out, "Datos de demostración creados") || !strings.Contains(out, store.DemoSignIn.Password) {
		t.Fatalf("demo: %v\n%s", err, out)
	}
	out, err = runCLI(t, "demo", "--data", data)
	if err != nil || strings.Contains(out, "creados") {
		t.Fatalf("second demo must not seed again: %v\n%s", err, out)
	}
}

func TestEnvironmentTwins(t *testing.T) {
	data := t.TempDir()
	t.Setenv("AMPARO_DATA", data)
	if _, err := runCLI(t, "demo"); err != nil {
		t.Fatal(err)
	}
	if _, err := store.LockDir(data); err != nil {
		t.Fatal(err)
	}
	if matches, _ := filepath.Glob(filepath.Join(data, store.DBFile)); len(matches) != 1 {
		t.Fatal("AMPARO_DATA was not used as the data folder")
	}
}

func TestUnknownCommand(t *testing.T) {
	if _, err := runCLI(t, "bailar"); err == nil {
		t.Fatal("an unknown command succeeded")
	}
}

// lineWriter hands each write to a channel, so a test can wait for the server's start line.
type lineWriter chan string

func (w lineWriter) Write(p []byte) (int, error) {
	w <- string(p)
	return len(p), nil
}

func TestServeAnswersHealthAndShutsDownGracefully(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	lines := make(lineWriter, 16)
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--data", t.TempDir()}, lines, &bytes.Buffer{})
	}()
	var url string
	for url == "" {
		select {
		case line := <-lines:
			if _, after, ok := strings.Cut(line, "escucha en "); ok {
				url = strings.Fields(after)[0]
			}
		case err := <-done:
			t.Fatalf("serve stopped early: %v", err)
		}
	}
	resp, err := http.Get(url + "/api/health")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("health: %v %v", resp, err)
	}
	resp.Body.Close()
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("shutdown: %v", err)
	}
}

// logWatch closes seen the first time a write contains want (the server's log, watched for one event).
type logWatch struct {
	want string
	seen chan struct{}
	once sync.Once
}

func (w *logWatch) Write(p []byte) (int, error) {
	if strings.Contains(string(p), w.want) {
		w.once.Do(func() { close(w.seen) })
	}
	return len(p), nil
}

func TestServeKeepsTheSigningKeyInAFileAndCopiesAtStartUp(t *testing.T) {
	data, copies := t.TempDir(), t.TempDir()
	t.Setenv("AMPARO_BACKUP_DIR", copies)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	logs := &logWatch{want: "backup made and verified", seen: make(chan struct{})}
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--data", data}, io.Discard, logs) }()
	select {
	case <-logs.seen: // no copy existed, so one is made at start-up
	case err := <-done:
		t.Fatalf("serve stopped early: %v", err)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	info, err := os.Stat(filepath.Join(data, "secret.key"))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("secret.key: %v, %v", info, err)
	}
	made, _ := filepath.Glob(filepath.Join(copies, "amparo-*.db"))
	records, _ := filepath.Glob(filepath.Join(copies, "amparo-*.db.json"))
	if len(made) != 1 || len(records) != 1 {
		t.Fatalf("copies at start-up in AMPARO_BACKUP_DIR: %v %v", made, records)
	}
	if raw, _ := os.ReadFile(records[0]); !strings.Contains(string(raw), `"verified":true`) {
		t.Fatalf("start-up copy record: %s", raw)
	}
	info, err = os.Stat(filepath.Join(data, store.AuditKeyFile))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("audit.key: %v, %v", info, err)
	}
	// audit verify finds the copy's signed head in the same AMPARO_BACKUP_DIR.
	out, err := runCLI(t, "audit", "verify", "--data", data)
	if err != nil || !strings.Contains(out, "Cabeza firmada más reciente: fila ") || !strings.Contains(out, "Registro de auditoría íntegro") {
		t.Fatalf("audit verify after the start-up copy: %v\n%s", err, out)
	}
}

func TestServeRefusesABadBackupHour(t *testing.T) {
	if _, err := runCLI(t, "serve", "--addr", "127.0.0.1:0", "--data", t.TempDir(), "--backup-at", "25:00"); err == nil ||
		!strings.Contains(err.Error(), "HH:MM") {
		t.Fatalf("serve with --backup-at 25:00: %v", err)
	}
}

// --idle-lock (or AMPARO_IDLE_LOCK) reaches the UI through the public settings; a bad value stops serve.
func TestServeIdleLockFlag(t *testing.T) {
	for _, bad := range []string{"-1", "diez", "1441"} {
		if _, err := runCLI(t, "serve", "--addr", "127.0.0.1:0", "--data", t.TempDir(), "--idle-lock", bad); err == nil ||
			!strings.Contains(err.Error(), "--idle-lock") {
			t.Fatalf("serve with --idle-lock %s: %v", bad, err)
		}
	}
	for _, tc := range []struct {
		args []string
		env  string
		want string
	}{
		{nil, "", `"idleLockMinutes":10`},
		{[]string{"--idle-lock", "0"}, "", `"idleLockMinutes":0`},
		{nil, "3", `"idleLockMinutes":3`},
	} {
		t.Setenv("AMPARO_IDLE_LOCK", tc.env)
		ctx, cancel := context.WithCancel(context.Background())
		lines := make(lineWriter, 16)
		done := make(chan error, 1)
		go func() {
			args := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", t.TempDir()}, tc.args...)
			done <- run(ctx, args, lines, &bytes.Buffer{})
		}()
		var url string
		for url == "" {
			select {
			case line := <-lines:
				if _, after, ok := strings.Cut(line, "escucha en "); ok {
					url = strings.Fields(after)[0]
				}
			case err := <-done:
				t.Fatalf("serve stopped early: %v", err)
			}
		}
		resp, err := http.Get(url + "/api/settings/public")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		cancel()
		if err := <-done; err != nil {
			t.Fatalf("shutdown: %v", err)
		}
		if !strings.Contains(string(body), tc.want) {
			t.Errorf("%v (AMPARO_IDLE_LOCK=%q): public settings %s, want %s", tc.args, tc.env, body, tc.want)
		}
	}
}

// Issue 26: a username made on the command line is a-z, digits and . _ -, kept lower-case, and no look-alike
// of another account's.
func TestUserCreateFollowsTheUsernameRule(t *testing.T) {
	data := t.TempDir()
	if _, err := runCLI(t, "user", "create", "--data", data, "--username", "Begoña", "--password", "secreta1", "--name", "B"); err == nil ||
		!strings.Contains(err.Error(), "solo puede contener letras de la a a la z") {
		t.Fatalf("a username with ñ: %v", err)
	}
	if out, err := runCLI(t, "user", "create", "--data", data, "--username", "Rosa.Gil", "--password", "secreta1", "--name", "Rosa"); err != nil ||
		!strings.Contains(out, "Cuenta creada: rosa.gil") {
		t.Fatalf("a username in capitals: %v\n%s", err, out)
	}
	if _, err := runCLI(t, "user", "create", "--data", data, "--username", "rosa_gi1", "--password", "secreta1", "--name", "R"); err == nil ||
		err.Error() != "ya existe un usuario con un nombre casi igual: rosa.gil" {
		t.Fatalf("a look-alike username: %v", err)
	}
}
