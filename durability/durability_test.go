// Package durability checks that the real binary keeps every write it acknowledged when it is killed
// with SIGKILL at random moments. It is slow (it builds the binary), so it runs only when asked:
//
//	AMPARO_DURABILITY=1 go test -count=1 ./durability/   (make test-durability)
//
// AMPARO_DURABILITY_ROUNDS sets how many kill rounds (default 20).
package durability_test

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"amparo/internal/realserver"
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
	bin := realserver.Build(t)
	data := t.TempDir()

	var residents []string
	acked := map[string]string{} // record id → the marker it was saved with
	attempted, failures := 0, 0
	for round := range rounds {
		srv := realserver.Start(t, bin, data, "--demo")
		if residents == nil {
			residents = srv.Residents(t)
		}
		tokens := make([]string, len(writers))
		for i, u := range writers {
			tokens[i] = srv.Signin(t, u, store.DemoStaffPassword)
		}
		results := make(chan ack, 1024)
		var wg sync.WaitGroup
		for w := range writers {
			wg.Go(func() { write(srv, round, w, tokens[w], residents, results) })
		}
		go func() { wg.Wait(); close(results) }()
		// Let the writers get going, then kill at a random moment.
		time.Sleep(time.Duration(60+rand.IntN(340)) * time.Millisecond)
		srv.Kill(t)
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
	srv := realserver.Start(t, bin, data, "--demo")
	token := srv.Signin(t, writers[0], store.DemoStaffPassword)
	found := map[string]string{}
	for _, r := range residents {
		var list []struct {
			ID          string `json:"_id"`
			Diagnostics string `json:"diagnostics"`
		}
		srv.GetJSON(t, "/api/vitalsigns/"+r, token, &list)
		for _, rec := range list {
			found[rec.ID] = rec.Diagnostics
		}
	}
	srv.Kill(t)
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

// ack is one write's outcome: the record's id once acknowledged, or what went wrong other than the kill.
type ack struct{ id, marker, failure string }

// write records vital signs (within the normal ranges, so no alert) until the server goes away. Only a
// 201 with the record's id counts as acknowledged; a request cut short by the kill is not, and any other
// answer is a failure.
func write(s *realserver.Server, round, writer int, token string, residents []string, out chan<- ack) {
	for n := 0; ; n++ {
		marker := fmt.Sprintf("durabilidad r%d w%d n%d", round, writer, n)
		body := map[string]any{
			"residentId":  residents[(writer+n)%len(residents)],
			"date":        time.Now().Format(time.DateOnly),
			"time":        time.Now().Format("15:04"),
			"vitalSigns":  map[string]any{"temperature": 36.5, "heartRate": 60 + n%30},
			"diagnostics": marker,
		}
		resp, raw, err := s.Do("POST", "/api/vitalsigns", token, body)
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
