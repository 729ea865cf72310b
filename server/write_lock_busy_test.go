package server_test

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"amparo/server"
	"amparo/store"
)

// A write that finds the database's write lock taken for longer than the store waits (Litestream folding the
// log, another program) answers 503 with Retry-After and the Spanish reason, writes nothing, and goes through
// once the lock is free: never a 500.
func TestAWriteThatCannotGetTheLockAnswers503(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.DBFile)
	clk := &clock{now: time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)}
	st, err := store.Open(context.Background(), path, store.Options{Now: clk.Now, WriteLockWait: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	keyFile := filepath.Join(t.TempDir(), server.KeyFileName)
	srv, err := server.New(context.Background(), server.Config{Store: st, UI: testUI, KeyFile: keyFile,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	a := &app{t: t, srv: srv, store: st, clock: clk, keyFile: keyFile}
	admin, _ := a.bootstrap()

	other, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	holder, err := other.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	if _, err := holder.ExecContext(context.Background(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	r := a.request("POST", "/api/areas", map[string]any{"name": "Planta baja"}, admin).wantStatus(http.StatusServiceUnavailable)
	if r.Header().Get("Retry-After") != "1" || r.json()["message"] != "El servidor está ocupado guardando otros datos: "+
		"no se ha guardado nada. Vuelve a intentarlo en unos segundos." {
		t.Fatalf("the refusal: %v %s", r.Header(), r.Body.String())
	}
	if _, err := holder.ExecContext(context.Background(), "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	if got := objects(a.request("GET", "/api/areas", nil, admin).wantStatus(http.StatusOK).jsonArray()); len(got) != 0 {
		t.Fatalf("the refused write wrote: %v", got)
	}
	a.request("POST", "/api/areas", map[string]any{"name": "Planta baja"}, admin).wantStatus(http.StatusCreated)
}
