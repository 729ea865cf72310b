package server

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"amparo/store"
	"amparo/store/storetest"
)

func TestAStalledClientIsDroppedWithoutHoldingUpOthers(t *testing.T) {
	st := storetest.New(t)
	srv, err := New(context.Background(), Config{Store: st, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	defer ts.Close()
	dial := func(username string) *websocket.Conn {
		u, err := st.CreateUser(context.Background(), store.Actor{}, store.NewUser{Username: username, Name: username,
			Password: "secreta1", Roles: []store.Role{store.RoleNurse}})
		if err != nil {
			t.Fatal(err)
		}
		token, _, err := srv.tokens.issue(u, false)
		if err != nil {
			t.Fatal(err)
		}
		conn, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(ts.URL, "http")+"/api/ws",
			http.Header{"Authorization": {"Bearer " + token}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn.Close() })
		return conn
	}
	reader := dial("activa")
	dial("parada") // connected, never reads

	final := make(chan struct{})
	go func() {
		for {
			var f frame
			if err := reader.ReadJSON(&f); err != nil {
				return
			}
			if f.Event == "final" {
				close(final)
				return
			}
		}
	}()
	waitClients := func(n int) {
		deadline := time.Now().Add(5 * time.Second)
		for {
			srv.hub.mu.Lock()
			got := len(srv.hub.clients)
			srv.hub.mu.Unlock()
			if got == n {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("hub has %d clients, want %d", got, n)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	waitClients(2)

	payload := strings.Repeat("x", 4096)
	start := time.Now()
	for i := 0; i < 8000; i++ { // 32 MB: more than the kernel buffers hold; a steady stream a healthy tab keeps up with
		srv.hub.toAll("invalidate", map[string]string{"resource": payload})
		if i%50 == 49 {
			time.Sleep(2 * time.Millisecond)
		}
	}
	srv.hub.toAll("final", json.RawMessage(`{}`))
	if spent := time.Since(start); spent > 5*time.Second {
		t.Fatalf("broadcasting waited on a stalled client: %v", spent)
	}
	select {
	case <-final:
	case <-time.After(5 * time.Second):
		t.Fatal("the reading client did not get the last frame")
	}
	waitClients(1) // the stalled one was dropped
}
