package server_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"amparo/server"
	"amparo/store"
)

// signinRows are the audit rows of sign-ins, with their detail read.
type signinRow struct {
	IP         string
	Identifier string `json:"identifier"`
	Reason     string `json:"reason"`
	Count      int    `json:"count"`
}

func (a *app) signinRows() []signinRow {
	a.t.Helper()
	var out []signinRow
	for _, r := range a.audit(store.AuditFilter{Action: "signin"}) {
		row := signinRow{IP: r.IP}
		if err := json.Unmarshal([]byte(r.Detail), &row); err != nil {
			a.t.Fatalf("detail %q: %v", r.Detail, err)
		}
		out = append(out, row)
	}
	return out
}

// An identifier or a password longer than any can be is refused before anything is looked up, counted or
// written: 25 of them do not even lock the address that sent them.
func TestSigninRefusesOverlongFieldsBeforeAnyWork(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	const from = "198.51.100.20"
	for range 25 {
		r := a.signinFrom(from, strings.Repeat("a", 255), "secreta1").wantStatus(http.StatusUnprocessableEntity)
		if got := r.field("identifier"); got != "Es demasiado largo (máximo 254 caracteres)." {
			t.Fatalf("fields.identifier = %q", got)
		}
		r = a.signinFrom(from, "lucia", strings.Repeat("ñ", 257)).wantStatus(http.StatusUnprocessableEntity)
		if got := r.field("password"); got != "Es demasiado largo (máximo 256 caracteres)." {
			t.Fatalf("fields.password = %q", got)
		}
	}
	if rows := a.signinRows(); len(rows) != 0 {
		t.Fatalf("audit rows for refused sizes: %+v", rows)
	}
	a.signinFrom(from, "lucia", "secreta1").wantStatus(http.StatusOK) // nothing was counted against the address
	a.signinFrom(from, strings.Repeat("ñ", 254), "secreta1").wantStatus(http.StatusUnauthorized)
}

// The audit keeps the first 64 characters of what was typed, not the rest.
func TestSigninAuditKeepsTheFirst64Characters(t *testing.T) {
	a := newApp(t)
	typed := strings.Repeat("ñ", 100) + strings.Repeat("x", 154)
	a.signinFrom("198.51.100.21", typed, "secreta1").wantStatus(http.StatusUnauthorized)
	rows := a.signinRows()
	if len(rows) != 1 || rows[0].Identifier != strings.Repeat("ñ", 64) {
		t.Fatalf("audit rows: %+v, want one with 64 «ñ»", rows)
	}
}

// Sign-ins the throttling refuses leave one audit row per address per minute, counting the refusals it
// stands for; the periodic check writes those of a minute that has ended, Close those still waiting.
func TestThrottledSigninsLeaveOneAuditRowPerAddressPerMinute(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	const attacker, other = "198.51.100.22", "198.51.100.23"
	for _, ip := range []string{attacker, other} {
		for i := range 20 {
			a.signinFrom(ip, "nadie"+strconv.Itoa(i), "adivina1").wantStatus(http.StatusUnauthorized)
		}
	}
	failures := len(a.signinRows())
	refused := func(ip string, n int) {
		t.Helper()
		for range n {
			r := a.signinFrom(ip, "lucia"+strings.Repeat("z", 200), "adivina2").wantStatus(http.StatusTooManyRequests)
			retryAfter(t, r)
		}
	}
	counts := func() map[string][]int {
		t.Helper()
		out := map[string][]int{}
		for _, r := range a.signinRows()[failures:] {
			if r.Reason != "rate-limited" || r.Identifier != "lucia"+strings.Repeat("z", 59) {
				t.Fatalf("refusal row %+v", r)
			}
			out[r.IP] = append(out[r.IP], r.Count)
		}
		return out
	}
	want := func(step string, w map[string][]int) {
		t.Helper()
		got := counts()
		for ip, c := range w {
			if !slices.Equal(got[ip], c) {
				t.Fatalf("%s: rows of %s count %v, want %v", step, ip, got[ip], c)
			}
		}
	}

	refused(attacker, 10)
	refused(other, 1)
	want("a first burst", map[string][]int{attacker: {1}, other: {1}})
	a.clock.Advance(30 * time.Second)
	refused(attacker, 5)
	if err := a.srv.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	want("within the minute", map[string][]int{attacker: {1}, other: {1}})
	a.clock.Advance(31 * time.Second)
	if err := a.srv.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	want("the minute ended", map[string][]int{attacker: {1, 14}, other: {1}})
	refused(attacker, 1)
	a.clock.Advance(40 * time.Second)
	refused(attacker, 2)
	a.clock.Advance(30 * time.Second)
	refused(attacker, 1) // the minute ended before the check came: this one writes the row, with the two before it
	refused(attacker, 3)
	want("one more minute", map[string][]int{attacker: {1, 14, 1, 3}, other: {1}})
	a.srv.Close()
	want("closed", map[string][]int{attacker: {1, 14, 1, 3, 3}, other: {1}})
}

// The periodic check forgets sign-in attempts an hour old.
func TestPeriodicCheckForgetsOldSigninAttempts(t *testing.T) {
	clk := &clock{now: time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)}
	path := filepath.Join(t.TempDir(), "amparo.db")
	st, err := store.Open(context.Background(), path, store.Options{Now: clk.Now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv, err := server.New(context.Background(), server.Config{Store: st, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		KeyFile: filepath.Join(t.TempDir(), server.KeyFileName)})
	if err != nil {
		t.Fatal(err)
	}
	a := &app{t: t, srv: srv, store: st, clock: clk}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	attempts := func() int {
		t.Helper()
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM login_attempts`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}

	for range 3 {
		a.signinFrom("198.51.100.24", "nadie", "adivina1").wantStatus(http.StatusUnauthorized)
	}
	clk.Advance(30 * time.Minute)
	a.signinFrom("198.51.100.24", "nadie", "adivina1").wantStatus(http.StatusUnauthorized)
	clk.Advance(31 * time.Minute)
	if err := srv.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := attempts(); n != 1 {
		t.Fatalf("%d attempts kept, want 1 (the three an hour old forgotten)", n)
	}
}
