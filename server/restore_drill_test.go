package server_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"amparo/server"
	"amparo/store"
)

// The restore drill (issue 14): a database is copied while a nurse's writes keep arriving, the copy is
// restored into a new folder, and the real server started on it gives back every row committed before the
// copy began, with PRAGMA integrity_check ok. The restored folder has its own signing key, so a session of
// the original server is not accepted there.
func TestRestoreDrillUnderWriteLoad(t *testing.T) {
	ctx := context.Background()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	origDir := filepath.Join(t.TempDir(), "data")
	if err := os.MkdirAll(origDir, 0o700); err != nil {
		t.Fatal(err)
	}
	orig, err := store.Open(ctx, filepath.Join(origDir, store.DBFile), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer orig.Close()
	nurse, err := orig.CreateUser(ctx, store.Actor{Role: "test"}, store.NewUser{Username: "carmen.ruiz", Password: "secreta1",
		Name: "Carmen Ruiz", Email: "carmen@example.es", Roles: []store.Role{store.RoleNurse}})
	if err != nil {
		t.Fatal(err)
	}
	origSrv, err := server.New(ctx, server.Config{Store: orig, UI: testUI, Logger: quiet, KeyFile: filepath.Join(origDir, server.KeyFileName)})
	if err != nil {
		t.Fatal(err)
	}
	origHTTP := httptest.NewServer(origSrv)
	defer origHTTP.Close()
	origToken := httpSignin(t, origHTTP.URL, "carmen.ruiz", "secreta1")

	// The writer keeps adding activities through the store and tells each commit.
	var (
		mu        sync.Mutex
		committed []string
	)
	commits := make(chan int, 1)
	stop := make(chan struct{})
	writerDone := make(chan error, 1)
	go func() {
		actor := store.Actor{UserID: nurse.ID, Name: nurse.Name, Role: "nurse"}
		for i := 0; ; i++ {
			select {
			case <-stop:
				writerDone <- nil
				return
			default:
			}
			a, err := orig.CreateActivity(ctx, actor, store.ActivityInput{Title: fmt.Sprintf("Taller de memoria %d", i),
				Location: "Sala común", StartDate: "2026-11-20", StartTime: "10:00", EndDate: "2026-11-20", EndTime: "11:00"})
			if err != nil {
				writerDone <- err
				return
			}
			mu.Lock()
			committed = append(committed, a.ID)
			n := len(committed)
			mu.Unlock()
			select {
			case commits <- n:
			default:
			}
		}
	}()
	waitCommits := func(atLeast int) {
		t.Helper()
		for {
			select {
			case n := <-commits:
				if n >= atLeast {
					return
				}
			case err := <-writerDone:
				t.Fatalf("the writer stopped: %v", err)
			}
		}
	}

	waitCommits(100)
	mu.Lock()
	before := slices.Clone(committed) // committed before the copy starts
	mu.Unlock()
	backup := filepath.Join(t.TempDir(), "copia.db")
	if err := orig.Backup(ctx, backup); err != nil {
		t.Fatalf("backup under load: %v", err)
	}
	waitCommits(len(before) + 50) // the writes went on meanwhile and after
	close(stop)
	if err := <-writerDone; err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	all := slices.Clone(committed)
	mu.Unlock()

	newDir := filepath.Join(t.TempDir(), "restaurada")
	if err := os.MkdirAll(newDir, 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Restore(ctx, newDir, backup); err != nil {
		t.Fatalf("restore: %v", err)
	}
	restored, err := store.Open(ctx, filepath.Join(newDir, store.DBFile), store.Options{})
	if err != nil {
		t.Fatalf("open the restored database: %v", err)
	}
	defer restored.Close()
	raw, err := sql.Open("sqlite", "file:"+filepath.Join(newDir, store.DBFile)+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var check string
	if err := raw.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check of the restored database = %q, %v", check, err)
	}

	srv, err := server.New(ctx, server.Config{Store: restored, UI: testUI, Logger: quiet, KeyFile: filepath.Join(newDir, server.KeyFileName)})
	if err != nil {
		t.Fatalf("start on the restored database: %v", err)
	}
	web := httptest.NewServer(srv)
	defer web.Close()
	if status, _ := httpGet(t, web.URL+"/api/activities", origToken); status != http.StatusUnauthorized {
		t.Fatalf("a session of the original server answered %d on the restored one", status)
	}
	token := httpSignin(t, web.URL, "carmen.ruiz", "secreta1")
	status, body := httpGet(t, web.URL+"/api/activities", token)
	if status != http.StatusOK {
		t.Fatalf("activities on the restored server: %d %s", status, body)
	}
	var list []struct {
		ID string `json:"_id"`
	}
	if err := json.Unmarshal(body, &list); err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, a := range list {
		got[a.ID] = true
	}
	for _, id := range before {
		if !got[id] {
			t.Fatalf("activity %s, committed before the copy began, is missing (%d of %d restored)", id, len(list), len(before))
		}
	}
	for id := range got {
		if !slices.Contains(all, id) {
			t.Fatalf("the restored database holds %s, which was never committed", id)
		}
	}
	t.Logf("%d activities committed before the copy, %d in it, %d in all", len(before), len(list), len(all))
}

func httpSignin(t *testing.T, base, identifier, password string) string {
	t.Helper()
	raw, _ := json.Marshal(map[string]any{"identifier": identifier, "password": password})
	resp, err := http.Post(base+"/api/auth/signin", "application/json", bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct{ Token string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusOK || out.Token == "" {
		t.Fatalf("sign-in: %d %v", resp.StatusCode, err)
	}
	return out.Token
}

func httpGet(t *testing.T, url, token string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, body
}
