// Package replication checks the off-site replica (DESIGN 17) end to end: the real binary replicating
// to a real S3-compatible server (versitygw, posix backend in a temporary folder), killed with SIGKILL,
// and restored with `amparo restore --from-replica`. It needs versitygw, so it runs only when told where
// it is:
//
//	VERSITYGW=$(go env GOPATH)/bin/versitygw go test -count=1 ./replication/   (make test-replication)
package replication_test

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"amparo/internal/realserver"
	"amparo/store"
)

// syncInterval is what the issue promises: nothing acknowledged longer ago than this before a kill is
// lost.
const syncInterval = time.Second

// writers sign in as clinical staff of the demo home: they may record vital signs.
var writers = []string{"carmen.ruiz", "tomas.iniguez"}

// ack is one acknowledged write and when its answer arrived.
type ack struct {
	id string
	at time.Time
}

// writeUntilGone records vital signs (normal values: no alert) until the server stops answering.
func writeUntilGone(s *realserver.Server, token string, residents []string, w int, out chan<- ack) {
	for n := 0; ; n++ {
		body := map[string]any{
			"residentId":  residents[(w+n)%len(residents)],
			"date":        time.Now().Format(time.DateOnly),
			"time":        time.Now().Format("15:04"),
			"vitalSigns":  map[string]any{"temperature": 36.6, "heartRate": 60 + n%30},
			"diagnostics": fmt.Sprintf("réplica w%d n%d", w, n),
		}
		resp, raw, err := s.Do("POST", "/api/vitalsigns", token, body)
		if err != nil {
			return
		}
		var rec struct {
			ID string `json:"_id"`
		}
		if resp.StatusCode == http.StatusCreated && json.Unmarshal(raw, &rec) == nil && rec.ID != "" {
			out <- ack{id: rec.ID, at: time.Now()}
		}
	}
}

// writeOne records one vital sign and returns its id.
func writeOne(t *testing.T, s *realserver.Server, token, resident, note string) string {
	t.Helper()
	resp, raw, err := s.Do("POST", "/api/vitalsigns", token, map[string]any{"residentId": resident,
		"date": time.Now().Format(time.DateOnly), "vitalSigns": map[string]any{"temperature": 36.6}, "diagnostics": note})
	if err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("POST /api/vitalsigns: %v %s", err, raw)
	}
	var rec struct {
		ID string `json:"_id"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	return rec.ID
}

// vitalIDs is every vital-sign record's id in the database at path.
func vitalIDs(t *testing.T, path string) map[string]bool {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var check string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check of %s: %q %v", path, check, err)
	}
	rows, err := db.Query("SELECT id FROM vital_signs")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	ids := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids[id] = true
	}
	return ids
}

type replicaState struct {
	Enabled       bool       `json:"enabled"`
	URL           string     `json:"url"`
	LastShippedAt *time.Time `json:"lastShippedAt"`
	LagSeconds    float64    `json:"lagSeconds"`
	Error         string     `json:"error"`
}

func state(t *testing.T, s *realserver.Server, token string) replicaState {
	t.Helper()
	var st replicaState
	s.GetJSON(t, "/api/admin/replica", token, &st)
	return st
}

// waitFor polls until ok or fails after d.
func waitFor(t *testing.T, d time.Duration, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %s", what, d)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitShipped waits until /admin/replica says something was shipped after `after` (a write acknowledged
// before it), with no error and nothing left to ship.
func waitShipped(t *testing.T, s *realserver.Server, token string, after time.Time) {
	t.Helper()
	waitFor(t, 10*time.Second, "shipped", func() bool {
		st := state(t, s, token)
		return st.Error == "" && st.LastShippedAt != nil && st.LastShippedAt.After(after) && st.LagSeconds == 0
	})
}

// waitInReplica restores the replica until the record is in it (at most 10 s).
func waitInReplica(t *testing.T, g *realserver.Gateway, bin, prefix, id string) {
	t.Helper()
	waitFor(t, 10*time.Second, "the record in the replica", func() bool { return vitalIDs(t, g.Restore(t, bin, prefix))[id] })
}

// home is a demo home served by the real binary from data, replicating under prefix to its own versitygw,
// with an administrator's and a nurse's session and one resident to write for.
type home struct {
	g                      *realserver.Gateway
	bin, data, prefix      string
	srv                    *realserver.Server
	admin, nurse, resident string
}

func replicatingHome(t *testing.T, prefix string) home {
	t.Helper()
	h := home{g: realserver.StartGateway(t), bin: realserver.Build(t), data: t.TempDir(), prefix: prefix}
	h.g.Env(t)
	h.srv = h.g.Serve(t, h.bin, h.data, prefix, "--demo")
	h.admin = h.srv.Signin(t, store.DemoSignIn.Username, store.DemoSignIn.Password)
	h.nurse = h.srv.Signin(t, writers[0], store.DemoStaffPassword)
	h.resident = h.srv.Residents(t)[0]
	return h
}

// restore restores the home's replica into a new folder and answers the database's path.
func (h home) restore(t *testing.T, extra ...string) string {
	t.Helper()
	return h.g.Restore(t, h.bin, h.prefix, extra...)
}

// Writes replicate while the server runs; after a SIGKILL during writes, the replica restored into a new
// folder holds every write acknowledged more than the sync interval before the kill. The daily verified
// copy is made alongside.
func TestKilledDuringWritesTheReplicaKeepsWhatWasAcknowledged(t *testing.T) {
	g := realserver.StartGateway(t)
	g.Env(t)
	bin := realserver.Build(t)
	data := t.TempDir()
	srv := g.Serve(t, bin, data, "residencia-sol", "--demo")
	admin := srv.Signin(t, store.DemoSignIn.Username, store.DemoSignIn.Password)
	residents := srv.Residents(t)

	acks := make(chan ack, 1<<16)
	var wg sync.WaitGroup
	for w, u := range writers {
		token := srv.Signin(t, u, store.DemoStaffPassword)
		wg.Go(func() { writeUntilGone(srv, token, residents, w, acks) })
	}
	time.Sleep(3 * time.Second)
	st := state(t, srv, admin)
	if !st.Enabled || st.URL != "s3://amparo/residencia-sol" || st.Error != "" || st.LastShippedAt == nil || st.LagSeconds > 5 {
		t.Fatalf("/admin/replica while writing = %+v", st)
	}
	var backups []struct{ Verified bool }
	srv.GetJSON(t, "/api/admin/backups", admin, &backups)
	if len(backups) == 0 || !backups[0].Verified {
		t.Fatalf("the daily verified copy was not made alongside the replica: %+v", backups)
	}
	srv.Kill(t)
	killedAt := time.Now()
	wg.Wait()
	close(acks)

	got := vitalIDs(t, g.Restore(t, bin, "residencia-sol"))
	older, lost, recentKept := 0, 0, 0
	for a := range acks {
		if killedAt.Sub(a.at) <= syncInterval {
			if got[a.id] {
				recentKept++
			}
			continue
		}
		older++
		if !got[a.id] {
			lost++
		}
	}
	if older < 20 {
		t.Fatalf("only %d writes acknowledged more than %s before the kill: the writers did not get going", older, syncInterval)
	}
	if lost > 0 {
		t.Fatalf("%d of %d writes acknowledged more than %s before the kill are not in the replica", lost, older, syncInterval)
	}
	t.Logf("%d writes acknowledged more than %s before the kill, all in the replica; %d of the last second's too",
		older, syncInterval, recentKept)
}

// A restore at a time between two writes has the first and not the second.
func TestPointInTimeRestore(t *testing.T) {
	h := replicatingHome(t, "residencia-luna")
	first := writeOne(t, h.srv, h.nurse, h.resident, "antes")
	time.Sleep(2 * time.Second)
	between := time.Now()
	time.Sleep(2 * time.Second)
	second := writeOne(t, h.srv, h.nurse, h.resident, "después")
	waitShipped(t, h.srv, h.admin, time.Now())
	h.srv.Stop(t)

	latest := vitalIDs(t, h.restore(t))
	if !latest[first] || !latest[second] {
		t.Fatalf("the latest restore lacks a write: first %v, second %v", latest[first], latest[second])
	}
	then := vitalIDs(t, h.restore(t, "--at", between.Format(time.RFC3339Nano)))
	if !then[first] || then[second] {
		t.Fatalf("restored at %s: first %v (want true), second %v (want false)", between.Format(time.RFC3339Nano),
			then[first], then[second])
	}
}

// A replica that is unreachable for a minute shows the error in /admin/replica, and catches up when it
// is back: everything written meanwhile is then in it.
func TestAnUnreachableReplicaCatchesUp(t *testing.T) {
	h := replicatingHome(t, "residencia-mar")
	g, srv, admin, nurse, resident := h.g, h.srv, h.admin, h.nurse, h.resident
	writeOne(t, srv, nurse, resident, "con réplica")
	waitShipped(t, srv, admin, time.Now())

	g.Stop()
	away := time.Now()
	var during []string
	for time.Since(away) < time.Minute {
		during = append(during, writeOne(t, srv, nurse, resident, "sin réplica"))
		time.Sleep(2 * time.Second)
	}
	st := state(t, srv, admin)
	if st.Error == "" || st.LagSeconds < 50 {
		t.Fatalf("/admin/replica after a minute away = %+v: want the error and the lag", st)
	}
	g.Start(t)
	back := time.Now()
	waitFor(t, 30*time.Second, "caught up", func() bool {
		st := state(t, srv, admin)
		return st.Error == "" && st.LagSeconds == 0
	})
	t.Logf("caught up %s after the replica came back", time.Since(back).Round(100*time.Millisecond))
	srv.Stop(t)
	got := vitalIDs(t, h.restore(t))
	for _, id := range during {
		if !got[id] {
			t.Fatalf("a write made while the replica was away (%s) is not in it", id)
		}
	}
}

// Without --replica-url the server runs as before and says so.
func TestNoReplicaByDefault(t *testing.T) {
	bin := realserver.Build(t)
	srv := realserver.Start(t, bin, t.TempDir(), "--demo")
	defer srv.Stop(t)
	admin := srv.Signin(t, store.DemoSignIn.Username, store.DemoSignIn.Password)
	if st := state(t, srv, admin); st.Enabled || st.URL != "" || st.LastShippedAt != nil {
		t.Fatalf("/admin/replica without a replica = %+v", st)
	}
}

// A bad replica URL stops the start with a Spanish message, before anything is served.
func TestABadReplicaURLIsRefused(t *testing.T) {
	bin := realserver.Build(t)
	for _, args := range [][]string{
		{"--replica-url", "http://cubo/prefijo"},
		{"--replica-url", "s3://cubo"},
		{"--replica-url", "s3://cubo/p", "--replica-endpoint", "cubo.local"},
	} {
		out, err := exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0", "--data", t.TempDir()}, args...)...).CombinedOutput()
		if err == nil || !strings.Contains(string(out), "--replica-") {
			t.Errorf("serve %v: %v\n%s", args, err, out)
		}
	}
	full := t.TempDir()
	os.WriteFile(filepath.Join(full, store.DBFile), []byte("la base de datos de la residencia"), 0o600)
	for _, args := range [][]string{
		{"--data", full},
		{"--data", t.TempDir(), "--at", "ayer"},
	} {
		out, err := exec.Command(bin, append([]string{"restore", "--from-replica", "s3://cubo/p"}, args...)...).CombinedOutput()
		if err == nil || !(strings.Contains(string(out), "no está vacía") || strings.Contains(string(out), "--at")) {
			t.Errorf("restore %v: %v\n%s", args, err, out)
		}
	}
	if raw, _ := os.ReadFile(filepath.Join(full, store.DBFile)); string(raw) != "la base de datos de la residencia" {
		t.Fatal("a refused restore touched the data folder")
	}
}

// An https store signed by the home's own authority is trusted through AWS_CA_BUNDLE (the AWS SDK cannot
// add it to Litestream's HTTP client; the server adds it to Go's roots), for replicating and restoring.
func TestAnHTTPSStoreTrustedThroughAWSCABundle(t *testing.T) {
	g := realserver.StartTLSGateway(t)
	g.Env(t)
	bin := realserver.Build(t)
	srv := g.Serve(t, bin, t.TempDir(), "residencia-rio", "--demo")
	admin := srv.Signin(t, store.DemoSignIn.Username, store.DemoSignIn.Password)
	nurse := srv.Signin(t, writers[0], store.DemoStaffPassword)
	id := writeOne(t, srv, nurse, srv.Residents(t)[0], "por https")
	waitShipped(t, srv, admin, time.Now())
	srv.Stop(t)
	if got := vitalIDs(t, g.Restore(t, bin, "residencia-rio")); !got[id] {
		t.Fatal("the write is not in the replica restored over https")
	}

	// Without the bundle the store's certificate is not trusted, and the server says why.
	t.Setenv("AWS_CA_BUNDLE", "")
	out, err := exec.Command(bin, "restore", "--from-replica", g.URL("residencia-rio"), "--replica-endpoint", g.Endpoint(),
		"--data", filepath.Join(t.TempDir(), "sin-ca")).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "certificate") {
		t.Fatalf("restore over https without the bundle: %v\n%s", err, out)
	}
}

// After a disaster the home is restored from the replica onto a new machine and served again with the same
// replica: /admin/replica says the audit head cannot be kept until audit.key is brought back; then what is
// written there is replicated on top, and a later restore has both.
func TestARestoredHomeReplicatesOnTop(t *testing.T) {
	h := replicatingHome(t, "residencia-sierra")
	g, bin, lost, srv, nurse, resident := h.g, h.bin, h.data, h.srv, h.nurse, h.resident
	before := writeOne(t, srv, nurse, resident, "en el ordenador perdido")
	waitInReplica(t, g, bin, h.prefix, before)
	srv.Kill(t)

	data := filepath.Dir(h.restore(t))
	srv = g.Serve(t, bin, data, h.prefix)
	admin := srv.Signin(t, store.DemoSignIn.Username, store.DemoSignIn.Password)
	waitFor(t, 15*time.Second, "/admin/replica to say audit.key is missing", func() bool {
		return strings.Contains(state(t, srv, admin).Error, "falta la clave del registro de auditoría")
	})
	srv.Stop(t)
	key, err := os.ReadFile(filepath.Join(lost, store.AuditKeyFile)) // kept with the off-site copies
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(data, store.AuditKeyFile), key, 0o600); err != nil {
		t.Fatal(err)
	}
	srv = g.Serve(t, bin, data, h.prefix)
	admin = srv.Signin(t, store.DemoSignIn.Username, store.DemoSignIn.Password)
	nurse = srv.Signin(t, writers[0], store.DemoStaffPassword)
	after := writeOne(t, srv, nurse, resident, "en el ordenador nuevo")
	waitShipped(t, srv, admin, time.Now())
	srv.Stop(t)
	got := vitalIDs(t, h.restore(t))
	if !got[before] || !got[after] {
		t.Fatalf("restored again: the first machine's write %v, the new machine's %v (want both)", got[before], got[after])
	}
}

// auditVerify runs `amparo audit verify` on data against the replica's signed head.
func auditVerify(g *realserver.Gateway, bin, data, prefix string) (string, error) {
	out, err := exec.Command(bin, "audit", "verify", "--data", data, "--replica-url", g.URL(prefix),
		"--replica-endpoint", g.Endpoint()).CombinedOutput()
	return string(out), err
}

// The replica keeps the audit chain's signed head, renewed as the home writes: `amparo audit verify
// --replica-url` passes the home's chain, and fails a chain whose tail was cut on the mini-PC, naming where
// it stops. A home restored from the replica has no audit.key, and restore says so.
func TestTheReplicaKeepsTheAuditHead(t *testing.T) {
	h := replicatingHome(t, "residencia-alba")
	g, bin, data, srv := h.g, h.bin, h.data, h.srv
	writeOne(t, srv, h.nurse, h.resident, "con cabeza")
	newest := func() int {
		db, err := sql.Open("sqlite", "file:"+filepath.Join(data, store.DBFile)+"?mode=ro")
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var id int
		if err := db.QueryRow(`SELECT max(id) FROM audit_log`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	written := newest()
	var out string
	waitFor(t, 30*time.Second, "the replica's head at the write's audit row", func() bool {
		var err error
		out, err = auditVerify(g, bin, data, "residencia-alba")
		var row int
		_, scanErr := fmt.Sscanf(out[strings.Index(out, "fila ")+len("fila "):], "%d", &row)
		return err == nil && strings.Contains(out, "de s3://amparo/residencia-alba/audit.head") && scanErr == nil && row >= written
	})
	srv.Stop(t)

	db, err := sql.Open("sqlite", "file:"+filepath.Join(data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, stmt := range []string{`DROP TRIGGER IF EXISTS audit_log_no_delete`, fmt.Sprintf(`DELETE FROM audit_log WHERE id >= %d`, written)} {
		if _, err := db.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	db.Close()
	out, err = auditVerify(g, bin, data, "residencia-alba") // the replica's head is at row `written` or later
	if err == nil || !strings.Contains(err.Error()+out, fmt.Sprintf("la fila %d del registro", written)) {
		t.Fatalf("audit verify of a chain cut before row %d against the replica: err %v\n%s", written, err, out)
	}
	t.Logf("a cut tail against the replica's head:\n%s", out)

	restored := t.TempDir() + "/restaurada"
	res, err := exec.Command(bin, "restore", "--from-replica", g.URL("residencia-alba"), "--replica-endpoint", g.Endpoint(),
		"--data", restored).CombinedOutput()
	if err != nil || !strings.Contains(string(res), "Falta "+filepath.Join(restored, store.AuditKeyFile)) {
		t.Fatalf("restore from the replica without audit.key: %v\n%s", err, res)
	}
}
