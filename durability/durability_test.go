// Package durability checks that the real binary keeps every write it acknowledged when it is killed
// with SIGKILL at random moments. It is slow (it builds the binary), so it runs only when asked:
//
//	AMPARO_DURABILITY=1 go test -count=1 ./durability/   (make test-durability)
//
// AMPARO_DURABILITY_ROUNDS sets how many kill rounds (default 20).
package durability_test

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"amparo/store"
)

// writers sign in as clinical staff of the demo home: they may record vital signs.
var writers = []string{"carmen.ruiz", "tomas.iniguez", "nuria.belmonte", "javier.ortega"}

func TestDurabilityUnderSIGKILL(t *testing.T) {
	if os.Getenv("AMPARO_DURABILITY") == "" {
		t.Skip("prueba lenta: AMPARO_DURABILITY=1 (make test-durability)")
	}
	rounds := 20
	if v := os.Getenv("AMPARO_DURABILITY_ROUNDS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("AMPARO_DURABILITY_ROUNDS = %q", v)
		}
		rounds = n
	}
	bin := buildBinary(t)
	data := t.TempDir()

	var residents []string
	acked := map[string]string{} // record id → the marker it was saved with
	attempted, failures := 0, 0
	for round := range rounds {
		srv := start(t, bin, data)
		if residents == nil {
			residents = srv.residents(t)
		}
		tokens := make([]string, len(writers))
		for i, u := range writers {
			tokens[i] = srv.signin(t, u, store.DemoStaffPassword)
		}
		results := make(chan ack, 1024)
		var wg sync.WaitGroup
		for w := range writers {
			wg.Go(func() { srv.write(round, w, tokens[w], residents, results) })
		}
		go func() { wg.Wait(); close(results) }()
		// Let the writers get going, then kill at a random moment.
		time.Sleep(time.Duration(60+rand.IntN(340)) * time.Millisecond)
		srv.kill(t)
		for a := range results {
			attempted++
			if a.id != "" {
				acked[a.id] = a.marker
			}
			if a.failure != "" {
				failures++
				if failures <= 3 {
					t.Errorf("round %d: %s", round, a.failure)
				}
			}
		}
	}
	if len(acked) < rounds {
		t.Fatalf("only %d acknowledged writes in %d rounds: the writers did not get going", len(acked), rounds)
	}

	// One more start: every acknowledged record is there, with what was sent.
	srv := start(t, bin, data)
	token := srv.signin(t, writers[0], store.DemoStaffPassword)
	found := map[string]string{}
	for _, r := range residents {
		var list []struct {
			ID          string `json:"_id"`
			Diagnostics string `json:"diagnostics"`
		}
		srv.getJSON(t, "/api/vitalsigns/"+r, token, &list)
		for _, rec := range list {
			found[rec.ID] = rec.Diagnostics
		}
	}
	srv.kill(t)
	lost := 0
	for id, marker := range acked {
		if got, ok := found[id]; !ok || got != marker {
			lost++
			if lost <= 5 {
				t.Errorf("acknowledged record %s (%q) read back as %q, present %v", id, marker, got, ok)
			}
		}
	}
	if lost > 0 {
		t.Fatalf("%d of %d acknowledged writes lost", lost, len(acked))
	}
	integrityCheck(t, filepath.Join(data, store.DBFile))
	t.Logf("%d rounds: %d writes sent, %d acknowledged, all present; integrity_check ok", rounds, attempted, len(acked))
}

// buildBinary builds amparo into a temporary folder: the test runs what `make build` ships (with
// whatever UI build the folder has; the placeholder is enough).
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "amparo")
	cmd := exec.Command("go", "build", "-o", bin, "amparo")
	cmd.Dir = ".."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

type server struct {
	cmd    *exec.Cmd
	base   string
	client *http.Client
	stderr *bytes.Buffer
}

// ack is one write's outcome: the record's id once acknowledged, or what went wrong other than the kill.
type ack struct{ id, marker, failure string }

var listening = regexp.MustCompile(`escucha en http://(\S+) `)

// start runs `amparo serve --demo` on data on a free port and waits until it answers.
func start(t *testing.T, bin, data string) *server {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--data", data, "--demo")
	cmd.Env = append(os.Environ(), "AMPARO_AI_URL=")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := &bytes.Buffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
		close(addr)
	}()
	s := &server{cmd: cmd, stderr: stderr, client: &http.Client{Timeout: 15 * time.Second}}
	select {
	case a, ok := <-addr:
		if !ok {
			_ = cmd.Wait()
			t.Fatalf("the server did not start on the data it was killed on:\n%s", stderr)
		}
		s.base = "http://" + a
	case <-time.After(60 * time.Second):
		s.kill(t)
		t.Fatalf("the server did not say where it listens within 60 s:\n%s", stderr)
	}
	var health struct{ Status string }
	s.getJSON(t, "/api/health", "", &health)
	if health.Status != "ok" {
		t.Fatalf("health = %+v", health)
	}
	return s
}

// kill sends SIGKILL and waits for the process to be gone (its lock on the folder goes with it).
func (s *server) kill(t *testing.T) {
	t.Helper()
	if err := s.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatalf("kill: %v", err)
	}
	_ = s.cmd.Wait()
	s.client.CloseIdleConnections()
}

func (s *server) do(method, path, token string, body any) (*http.Response, []byte, error) {
	var reader io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			return nil, nil, err
		}
		reader = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, s.base+path, reader)
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	return resp, raw, err
}

func (s *server) getJSON(t *testing.T, path, token string, out any) {
	t.Helper()
	resp, raw, err := s.do("GET", path, token, nil)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, resp.StatusCode, raw)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		t.Fatalf("GET %s: %v in %s", path, err, raw)
	}
}

// signin signs one writer in, once a round: the throttle only counts failures, but the test should
// behave like the app (one session, reused).
func (s *server) signin(t *testing.T, username, password string) string {
	t.Helper()
	resp, raw, err := s.do("POST", "/api/auth/signin", "",
		map[string]string{"identifier": username, "password": password})
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("sign in %s: %v %s", username, err, raw)
	}
	var out struct{ Token string }
	if err := json.Unmarshal(raw, &out); err != nil || out.Token == "" {
		t.Fatalf("sign in %s: %s", username, raw)
	}
	return out.Token
}

func (s *server) residents(t *testing.T) []string {
	t.Helper()
	var page struct {
		Data []struct {
			ID string `json:"_id"`
		}
	}
	s.getJSON(t, "/api/patients/all?limit=50", s.signin(t, store.DemoSignIn.Username, store.DemoSignIn.Password), &page)
	if len(page.Data) == 0 {
		t.Fatal("the demo home has no residents")
	}
	ids := make([]string, len(page.Data))
	for i, r := range page.Data {
		ids[i] = r.ID
	}
	return ids
}

// write records vital signs (within the normal ranges, so no alert) until the server goes away. Only a
// 201 with the record's id counts as acknowledged; a request cut short by the kill is not, and any other
// answer is a failure.
func (s *server) write(round, writer int, token string, residents []string, out chan<- ack) {
	for n := 0; ; n++ {
		marker := fmt.Sprintf("durabilidad r%d w%d n%d", round, writer, n)
		body := map[string]any{
			"residentId":  residents[(writer+n)%len(residents)],
			"date":        time.Now().Format(time.DateOnly),
			"time":        time.Now().Format("15:04"),
			"vitalSigns":  map[string]any{"temperature": 36.5, "heartRate": 60 + n%30},
			"diagnostics": marker,
		}
		resp, raw, err := s.do("POST", "/api/vitalsigns", token, body)
		if err != nil {
			out <- ack{}
			return // the server is gone
		}
		var rec struct {
			ID string `json:"_id"`
		}
		if resp.StatusCode == http.StatusCreated && json.Unmarshal(raw, &rec) == nil && rec.ID != "" {
			out <- ack{id: rec.ID, marker: marker}
			continue
		}
		out <- ack{failure: fmt.Sprintf("POST /api/vitalsigns answered %d: %.300s", resp.StatusCode, raw)}
	}
}

// integrityCheck opens the database the way a restart would and asks SQLite to check every page.
func integrityCheck(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query("PRAGMA integrity_check")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, line)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(lines) != 1 || lines[0] != "ok" {
		t.Fatalf("integrity_check: %v", lines)
	}
}
