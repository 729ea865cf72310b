// Package realserver runs the real amparo binary for the tests and benchmarks that must see what ships:
// the durability test kills it, the load benchmarks measure it. It builds the binary with `go build`
// (the placeholder web app is enough), starts `amparo serve` on a free port and talks to it over HTTP.
package realserver

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"amparo/store"
)

// CreateUser runs `amparo user create` on data (before Start, or the folder is in use).
func CreateUser(tb testing.TB, bin, data, username, password, role string) {
	tb.Helper()
	out, err := exec.Command(bin, "user", "create", "--data", data, "--username", username, "--password", password,
		"--name", username, "--role", role).CombinedOutput()
	if err != nil {
		tb.Fatalf("user create: %v\n%s", err, out)
	}
}

// AuditKeyBeside ends the name of a seeded database's audit chain key kept beside it (home.db.audit.key):
// a copy served without it could not sign its audit chain's head.
const AuditKeyBeside = "." + store.AuditKeyFile

// CopyDatabase copies the database file src (and its -wal and audit key beside it, if any) into the data
// folder data as the files the server opens, so a benchmark can start the server on a copy of a dataset
// seeded once.
func CopyDatabase(tb testing.TB, src, data string) {
	tb.Helper()
	if err := os.MkdirAll(data, 0o700); err != nil {
		tb.Fatal(err)
	}
	targets := map[string]string{"": store.DBFile, "-wal": store.DBFile + "-wal", AuditKeyBeside: store.AuditKeyFile}
	for _, suffix := range []string{"", "-wal", AuditKeyBeside} {
		in, err := os.Open(src + suffix)
		if suffix != "" && os.IsNotExist(err) {
			continue
		}
		if err != nil {
			tb.Fatalf("copy the database: %v", err)
		}
		out, err := os.OpenFile(filepath.Join(data, targets[suffix]), os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
		if err == nil {
			_, err = io.Copy(out, in)
			err = errors.Join(err, out.Close())
		}
		in.Close()
		if err != nil {
			tb.Fatalf("copy the database: %v", err)
		}
	}
}

// Build builds amparo into a temporary folder and returns the binary's path.
func Build(tb testing.TB) string {
	tb.Helper()
	bin := filepath.Join(tb.TempDir(), "amparo")
	if out, err := exec.Command("go", "build", "-o", bin, "amparo").CombinedOutput(); err != nil {
		tb.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// Server is one running `amparo serve`.
type Server struct {
	Cmd    *exec.Cmd
	Base   string // http://127.0.0.1:port
	Client *http.Client
	stderr *bytes.Buffer
}

var listening = regexp.MustCompile(`escucha en http://(\S+) `)

// Start runs `amparo serve --addr 127.0.0.1:0 --data data` with the extra args (e.g. --demo) and waits
// until it answers /api/health. The AI assistant is off.
func Start(tb testing.TB, bin, data string, args ...string) *Server {
	tb.Helper()
	cmd := exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0", "--data", data}, args...)...)
	cmd.Env = append(os.Environ(), "AMPARO_AI_URL=")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	stderr := &bytes.Buffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
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
	s := &Server{Cmd: cmd, stderr: stderr, Client: &http.Client{Timeout: 30 * time.Second}}
	select {
	case a, ok := <-addr:
		if !ok {
			_ = cmd.Wait()
			tb.Fatalf("the server did not start:\n%s", stderr)
		}
		s.Base = "http://" + a
	case <-time.After(60 * time.Second):
		s.Kill(tb)
		tb.Fatalf("the server did not say where it listens within 60 s:\n%s", stderr)
	}
	var health struct{ Status string }
	s.GetJSON(tb, "/api/health", "", &health)
	if health.Status != "ok" {
		tb.Fatalf("health = %+v", health)
	}
	return s
}

// Kill sends SIGKILL and waits for the process to be gone (its lock on the folder goes with it).
func (s *Server) Kill(tb testing.TB) {
	tb.Helper()
	if err := s.Cmd.Process.Signal(syscall.SIGKILL); err != nil {
		tb.Fatalf("kill: %v", err)
	}
	_ = s.Cmd.Wait()
	s.Client.CloseIdleConnections()
}

// Stop asks the server to stop (SIGTERM) and waits for it.
func (s *Server) Stop(tb testing.TB) {
	tb.Helper()
	if err := s.Cmd.Process.Signal(syscall.SIGTERM); err != nil {
		tb.Fatalf("stop: %v", err)
	}
	_ = s.Cmd.Wait()
	s.Client.CloseIdleConnections()
}

// Do sends body as JSON (when not nil) with the bearer token (when not empty) and reads the answer.
func (s *Server) Do(method, path, token string, body any) (*http.Response, []byte, error) {
	var reader io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			return nil, nil, err
		}
		reader = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, s.Base+path, reader)
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := s.Client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	return resp, raw, err
}

// GetJSON reads path into out, failing on anything but 200.
func (s *Server) GetJSON(tb testing.TB, path, token string, out any) {
	tb.Helper()
	resp, raw, err := s.Do("GET", path, token, nil)
	if err != nil {
		tb.Fatalf("GET %s: %v", path, err)
	}
	if resp.StatusCode != http.StatusOK {
		tb.Fatalf("GET %s: %d %s", path, resp.StatusCode, raw)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		tb.Fatalf("GET %s: %v in %s", path, err, raw)
	}
}

// Signin signs in and returns the session token.
func (s *Server) Signin(tb testing.TB, username, password string) string {
	tb.Helper()
	resp, raw, err := s.Do("POST", "/api/auth/signin", "", map[string]string{"identifier": username, "password": password})
	if err != nil || resp.StatusCode != http.StatusOK {
		tb.Fatalf("sign in %s: %v %s", username, err, raw)
	}
	var out struct{ Token string }
	if err := json.Unmarshal(raw, &out); err != nil || out.Token == "" {
		tb.Fatalf("sign in %s: %s", username, raw)
	}
	return out.Token
}

// Residents returns the ids of the first 50 active residents (of the demo home).
func (s *Server) Residents(tb testing.TB) []string {
	tb.Helper()
	var page struct {
		Data []struct {
			ID string `json:"_id"`
		}
	}
	s.GetJSON(tb, "/api/patients/all?limit=50", s.Signin(tb, store.DemoSignIn.Username, store.DemoSignIn.Password), &page)
	if len(page.Data) == 0 {
		tb.Fatal("the demo home has no residents")
	}
	ids := make([]string, len(page.Data))
	for i, r := range page.Data {
		ids[i] = r.ID
	}
	return ids
}

// ResetPeakRSS starts the process's peak memory count again from what it holds now (Linux's clear_refs),
// so a measurement leaves out what start-up took.
func (s *Server) ResetPeakRSS(tb testing.TB) {
	tb.Helper()
	if err := os.WriteFile("/proc/"+strconv.Itoa(s.Cmd.Process.Pid)+"/clear_refs", []byte("5"), 0); err != nil {
		tb.Fatalf("reset the server's peak memory: %v", err)
	}
}

// CPUSeconds is the processor time the process has used so far (user and system, from /proc), in seconds.
func (s *Server) CPUSeconds(tb testing.TB) float64 {
	tb.Helper()
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(s.Cmd.Process.Pid) + "/stat")
	if err != nil {
		tb.Fatalf("read the server's processor time: %v", err)
	}
	// The fields after the command's name (which is in parentheses): utime and stime are the 12th and 13th.
	fields := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
	ticks := 0.0
	for _, f := range fields[11:13] {
		n, err := strconv.ParseFloat(f, 64)
		if err != nil {
			tb.Fatalf("/proc/<pid>/stat %q: %v", f, err)
		}
		ticks += n
	}
	return ticks / 100 // USER_HZ, 100 on Linux
}

// PeakRSSMiB is the most memory the process has held so far (VmHWM in /proc), in MiB.
func (s *Server) PeakRSSMiB(tb testing.TB) float64 {
	tb.Helper()
	return s.memoryMiB(tb, "VmHWM")
}

// RSSMiB is the memory the process holds now (VmRSS in /proc), in MiB.
func (s *Server) RSSMiB(tb testing.TB) float64 {
	tb.Helper()
	return s.memoryMiB(tb, "VmRSS")
}

// memoryMiB reads a field of /proc/<pid>/status given in kB, in MiB.
func (s *Server) memoryMiB(tb testing.TB, field string) float64 {
	tb.Helper()
	status, err := os.ReadFile("/proc/" + strconv.Itoa(s.Cmd.Process.Pid) + "/status")
	if err != nil {
		tb.Fatalf("read the server's memory: %v", err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			kb, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			if err != nil {
				tb.Fatalf("%s %q: %v", field, rest, err)
			}
			return float64(kb) / 1024
		}
	}
	tb.Fatalf("no %s in /proc/<pid>/status", field)
	return 0
}
