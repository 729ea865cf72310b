package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"amparo/server"
	"amparo/store/storetest"
)

// short are the timeouts of these tests; defaultTimeouts keep the same shape.
var short = timeouts{header: 400 * time.Millisecond, body: 2 * time.Second, upload: 4 * time.Second, idle: 10 * time.Second, admit: time.Second}

// listen serves the real Amparo server, as serve builds it, on a real listener, with at most perAddress
// connections per address still sending (0: no limit).
func listen(t *testing.T, tm timeouts, perAddress int) string {
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
	hs := newHTTPServer("", srv, tm, perAddress)
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	return ln.Addr().String()
}

// dial opens a connection, closed when the test ends.
func dial(t *testing.T, addr string) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

// sendHead opens a connection and sends a request's head announcing a body of length bytes.
func sendHead(t *testing.T, addr, path string, length int) net.Conn {
	t.Helper()
	conn := dial(t, addr)
	fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: amparo\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", path, length)
	return conn
}

// trickle writes a byte every interval until the connection refuses it.
func trickle(conn net.Conn, interval time.Duration) {
	go func() {
		for {
			time.Sleep(interval)
			if _, err := conn.Write([]byte(" ")); err != nil {
				return
			}
		}
	}()
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

// openFor fails unless the server holds the connection for d.
func openFor(t *testing.T, conn net.Conn, d time.Duration) {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(d))
	got, err := io.ReadAll(conn)
	if !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("the connection ended before %v: %v (read %q)", d, err, got)
	}
}

// get sends GET path on conn and reads the answer; the connection stays open.
func get(t *testing.T, conn net.Conn, path string) (*http.Response, string) {
	t.Helper()
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: amparo\r\n\r\n", path)
	conn.SetReadDeadline(time.Now().Add(3 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(body)
}

func TestDefaultTimeouts(t *testing.T) {
	if defaultTimeouts.header != 10*time.Second || defaultTimeouts.body != 30*time.Second || defaultTimeouts.upload != 2*time.Minute {
		t.Fatalf("timeouts: %+v, want headers 10 s, a body 30 s, an upload 2 min", defaultTimeouts)
	}
}

// Headers arrive, the body never does: the connection is closed once the body's time is up, whether the
// handler reads the body (sign-in) or answers without it (no session).
func TestStalledBodyIsCut(t *testing.T) {
	addr := listen(t, short, 0)
	var conns []net.Conn
	for _, path := range []string{"/api/auth/signin", "/api/activities"} {
		conn := sendHead(t, addr, path, 200)
		io.WriteString(conn, `{"identifier":`)
		conns = append(conns, conn)
	}
	for _, conn := range conns {
		closedWithin(t, conn, short.body+time.Second)
	}
}

// A body that keeps trickling, a byte every 200 ms, is cut when its whole time is up: sending something now
// and then buys nothing.
func TestTricklingBodyIsCutAtItsTotalTime(t *testing.T) {
	addr := listen(t, short, 0)
	start := time.Now()
	conn := sendHead(t, addr, "/api/auth/signin", 1000)
	trickle(conn, 200*time.Millisecond)
	closedWithin(t, conn, short.body+time.Second)
	if took := time.Since(start); took < short.body-100*time.Millisecond {
		t.Fatalf("cut after %v, before the body's %v", took, short.body)
	}
}

// A photo's route gets the upload time, past a form's.
func TestTricklingUploadGetsTheUploadTime(t *testing.T) {
	addr := listen(t, short, 0)
	var conns []net.Conn
	for _, path := range []string{"/api/posts", "/api/patients/create-new-patient"} {
		conn := sendHead(t, addr, path, 1000)
		trickle(conn, 200*time.Millisecond)
		conns = append(conns, conn)
	}
	openFor(t, conns[0], short.body+500*time.Millisecond)
	openFor(t, conns[1], 50*time.Millisecond)
	for _, conn := range conns {
		closedWithin(t, conn, short.upload-short.body+time.Second)
	}
}

// A body that arrives within its time, however slowly, is read whole and answered.
func TestSlowSteadyBodyIsRead(t *testing.T) {
	addr := listen(t, short, 0)
	body := `{"identifier":"nadie","password":"secreta1"}`
	conn := sendHead(t, addr, "/api/auth/signin", len(body))
	for i := 0; i < len(body); i += 5 {
		time.Sleep(150 * time.Millisecond) // 1.4 s in all
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

// One address may have 32 connections still sending a request, slow headers or a body; the next request is
// refused with 429, Retry-After and a Spanish message in the API's error shape. Connections kept open
// between requests do not count, and one that ends makes room.
func TestThirtyThirdSenderIsRefused(t *testing.T) {
	patient := timeouts{header: 10 * time.Second, body: 10 * time.Second, upload: 10 * time.Second, idle: 10 * time.Second, admit: time.Second}
	addr := listen(t, patient, sendingLimit(false))
	for range 40 { // kept alive after their answer
		if r, _ := get(t, dial(t, addr), "/api/health"); r.StatusCode != http.StatusOK {
			t.Fatalf("health: %d", r.StatusCode)
		}
	}
	var bodies []net.Conn
	for i := range 31 {
		if i%2 == 0 {
			io.WriteString(dial(t, addr), "POST /api/auth/signin HTTP/1.1\r\nHost: amparo\r\n") // headers under way
		} else {
			conn := sendHead(t, addr, "/api/auth/signin", 200)
			io.WriteString(conn, `{"identifier":`) // the body under way
			bodies = append(bodies, conn)
		}
	}
	time.Sleep(200 * time.Millisecond) // their heads read
	if r, _ := get(t, dial(t, addr), "/api/health"); r.StatusCode != http.StatusOK {
		t.Fatalf("with 31 sending: %d", r.StatusCode)
	}
	io.WriteString(sendHead(t, addr, "/api/auth/signin", 200), `{"identifier":`)
	time.Sleep(100 * time.Millisecond) // its head read
	r, body := get(t, dial(t, addr), "/api/health")
	var e struct {
		Message string
		Fields  map[string]string
	}
	if err := json.Unmarshal([]byte(body), &e); err != nil || r.StatusCode != http.StatusTooManyRequests ||
		r.Header.Get("Retry-After") != busyRetryAfter || !strings.HasPrefix(e.Message, "Demasiadas conexiones") || e.Fields == nil {
		t.Fatalf("the 33rd: %d, Retry-After %q, %s; want 429 with Retry-After and a message", r.StatusCode, r.Header.Get("Retry-After"), body)
	}
	bodies[0].Close()
	deadline := time.Now().Add(3 * time.Second)
	for {
		r, _ := get(t, dial(t, addr), "/api/health")
		if r.StatusCode == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no room once a sender left")
		}
	}
}

// Many quick requests at once from one address (a load test, a busy tablet) are not slow senders: none is
// refused, though more than 32 connections open at the same moment. (The sign-ins are refused before the
// password hash: 150 hashes at once would keep the processor from reading the requests for over a second,
// and a request waits no longer than that for room.) What is checked is the count of senders, not the
// machine's speed: the wait for room is 10 s here, so that a machine busy with other work (two cores, four
// builds) reading 150 request heads slowly refuses none either.
func TestManyQuickRequestsAtOnceAreServed(t *testing.T) {
	unhurried := defaultTimeouts
	unhurried.admit = 10 * time.Second
	addr := listen(t, unhurried, maxSendingPerAddress)
	tr := &http.Transport{MaxIdleConnsPerHost: 150}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	var refused atomic.Int64
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range 150 {
		wg.Go(func() {
			<-start
			for j := range 10 {
				var resp *http.Response
				var err error
				if (i+j)%2 == 0 {
					resp, err = client.Get("http://" + addr + "/api/health")
				} else {
					resp, err = client.Post("http://"+addr+"/api/auth/signin", "application/json",
						strings.NewReader(`{"identifier":"nadie","password":"corta"}`))
				}
				if err != nil {
					t.Error(err)
					return
				}
				resp.Body.Close()
				if resp.StatusCode == http.StatusTooManyRequests {
					refused.Add(1)
				}
			}
		})
	}
	close(start)
	wg.Wait()
	if n := refused.Load(); n > 0 {
		t.Fatalf("%d of 1500 quick requests refused", n)
	}
}

// Behind a reverse proxy every connection comes from the proxy: no limit.
func TestNoSendingLimitBehindAProxy(t *testing.T) {
	addr := listen(t, short, sendingLimit(true))
	for range 40 {
		io.WriteString(sendHead(t, addr, "/api/auth/signin", 200), `{"identifier":`)
	}
	if r, _ := get(t, dial(t, addr), "/api/health"); r.StatusCode != http.StatusOK {
		t.Fatalf("health behind a proxy with 40 sending: %d", r.StatusCode)
	}
}

// The websocket outlives every request timeout: it is taken over after the upgrade.
func TestWebsocketOutlivesTheTimeouts(t *testing.T) {
	addr := listen(t, short, maxSendingPerAddress)
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
	time.Sleep(3 * short.header)
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
