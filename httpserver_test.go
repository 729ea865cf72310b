package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"amparo/server"
	"amparo/store/storetest"
)

// short are the timeouts of these tests; defaultTimeouts keep the same shape.
var short = timeouts{header: 400 * time.Millisecond, bodyIdle: 400 * time.Millisecond, bodyMax: 10 * time.Second, idle: 10 * time.Second}

// listen serves the real Amparo server, as serve builds it, on a real listener.
func listen(t *testing.T, tm timeouts) string {
	t.Helper()
	srv, err := server.New(context.Background(), server.Config{Store: storetest.New(t),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := newHTTPServer("", srv, tm)
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	return ln.Addr().String()
}

// sendHead opens a connection and sends a request's head announcing a body of length bytes.
func sendHead(t *testing.T, addr, path string, length int) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: amparo\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", path, length)
	return conn
}

// closedWithin reads until the server closes the connection; it fails if that takes longer than limit.
func closedWithin(t *testing.T, conn net.Conn, limit time.Duration) string {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(limit))
	got, err := io.ReadAll(conn)
	if err != nil {
		t.Fatalf("the server still held the connection after %v: %v (read %q)", limit, err, got)
	}
	return string(got)
}

func TestDefaultTimeoutsBoundAStalledBody(t *testing.T) {
	if defaultTimeouts.bodyIdle > 30*time.Second || defaultTimeouts.header > 10*time.Second || defaultTimeouts.bodyMax > 5*time.Minute {
		t.Fatalf("timeouts too long: %+v", defaultTimeouts)
	}
}

// Headers arrive, the body never does: the connection is closed once the body has paused bodyIdle,
// whether the handler reads the body (sign-in) or answers without it (no session).
func TestStalledBodyIsCut(t *testing.T) {
	addr := listen(t, short)
	for _, path := range []string{"/api/auth/signin", "/api/posts"} {
		conn := sendHead(t, addr, path, 200)
		io.WriteString(conn, `{"identifier":`)
		closedWithin(t, conn, 3*time.Second)
	}
}

// A body that keeps arriving, slower than bodyIdle in total, is read whole and answered.
func TestSlowSteadyBodyIsRead(t *testing.T) {
	addr := listen(t, short)
	body := `{"identifier":"nadie","password":"secreta1"}`
	conn := sendHead(t, addr, "/api/auth/signin", len(body))
	for i := 0; i < len(body); i += 5 {
		time.Sleep(150 * time.Millisecond) // 1.4 s in all, each pause under bodyIdle
		io.WriteString(conn, body[i:min(i+5, len(body))])
	}
	conn.SetReadDeadline(time.Now().Add(3 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("status %d, want 401 (the body was read)", resp.StatusCode)
	}
}

// The websocket outlives every request timeout: it is taken over after the upgrade.
func TestWebsocketOutlivesTheTimeouts(t *testing.T) {
	addr := listen(t, short)
	resp, err := http.Post("http://"+addr+"/api/auth/signup", "application/json", strings.NewReader(
		`{"name":"Lucía","username":"lucia","email":"lucia@example.es","password":"secreta1","confirmPassword":"secreta1"}`))
	if err != nil {
		t.Fatal(err)
	}
	var user struct{ Token string }
	json.NewDecoder(resp.Body).Decode(&user)
	resp.Body.Close()
	ws, _, err := websocket.DefaultDialer.Dial("ws://"+addr+"/api/ws", http.Header{"Authorization": {"Bearer " + user.Token}})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	time.Sleep(3 * short.bodyIdle)
	if err := ws.WriteJSON(map[string]any{"event": "add-user", "data": map[string]string{}}); err != nil {
		t.Fatal(err)
	}
	ws.SetReadDeadline(time.Now().Add(3 * time.Second))
	for {
		var e struct{ Event string }
		if err := ws.ReadJSON(&e); err != nil {
			t.Fatalf("the socket was cut: %v", err)
		}
		if e.Event == "online-users" {
			return
		}
	}
}
