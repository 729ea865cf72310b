package main

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"sync"
	"time"
)

// maxSendingPerAddress is how many connections one client address may have still sending their request
// (headers or body): far more than a browser opens, far fewer than it takes to hold the server with slow
// requests. The next one is refused.
const maxSendingPerAddress = 32

// busyRetryAfter is the Retry-After of a refused request, in seconds.
const busyRetryAfter = "10"

// sendingLimit is the limit of senders per address for serve. Behind a reverse proxy every connection comes
// from the proxy, so the address at the socket says nothing about the client: no limit then (the proxy
// bounds its own clients).
func sendingLimit(behindProxy bool) int {
	if behindProxy {
		return 0
	}
	return maxSendingPerAddress
}

// senders counts, per client address, the connections still sending a request: from the moment one opens
// until its first request's headers have arrived, and from the headers of any request until its body has
// arrived. (The headers of a kept-alive connection's later request, at most the header timeout, are not
// counted: nothing tells when their first byte comes.) A request is admitted when fewer than max others of
// its address are sending.
type senders struct {
	max       int           // 0: no limit
	wait      time.Duration // how long a request waits for room (timeouts.admit)
	mu        sync.Mutex
	sending   map[net.Conn]bool // every open connection: whether it is sending now
	byAddress map[string]int    // connections sending, per address
}

func newSenders(max int, wait time.Duration) *senders {
	return &senders{max: max, wait: wait, sending: map[net.Conn]bool{}, byAddress: map[string]int{}}
}

// track is the http.Server's ConnState hook.
func (s *senders) track(c net.Conn, state http.ConnState) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch state {
	case http.StateNew: // its first request's headers are coming
		s.set(c, true)
	case http.StateIdle: // the answer went, and what the handler left of the body was drained
		s.set(c, false)
	case http.StateHijacked, http.StateClosed:
		s.set(c, false)
		delete(s.sending, c)
	}
}

// admit is called when c's request headers have arrived, hasBody saying whether a body follows. It waits
// up to s.wait for its address to have fewer than max other connections sending, and says whether it did.
func (s *senders) admit(c net.Conn, hasBody bool) bool {
	give := time.Now().Add(s.wait)
	for !s.tryAdmit(c, hasBody) {
		if time.Now().After(give) {
			return false
		}
		time.Sleep(s.wait / 20)
	}
	return true
}

func (s *senders) tryAdmit(c net.Conn, hasBody bool) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.set(c, false)
	if s.max > 0 && s.byAddress[addressOf(c)] >= s.max {
		return false
	}
	s.set(c, hasBody) // its body is coming
	return true
}

// arrived is called when c's request body has arrived whole.
func (s *senders) arrived(c net.Conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.set(c, false)
}

// set counts c as sending or not in its address's count (s.mu held).
func (s *senders) set(c net.Conn, sending bool) {
	was, open := s.sending[c]
	if !open && !sending {
		return // closed already
	}
	s.sending[c] = sending
	addr := addressOf(c)
	switch {
	case sending && !was:
		s.byAddress[addr]++
	case !sending && was:
		if s.byAddress[addr]--; s.byAddress[addr] == 0 {
			delete(s.byAddress, addr)
		}
	}
}

func addressOf(c net.Conn) string {
	host, _, err := net.SplitHostPort(c.RemoteAddr().String())
	if err != nil {
		return c.RemoteAddr().String()
	}
	return host
}

// tooManyConnections is the 429 of a request over the limit, in the API's one error shape.
func tooManyConnections(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=UTF-8")
	h.Set("Retry-After", busyRetryAfter)
	h.Set("Connection", "close")
	w.WriteHeader(http.StatusTooManyRequests)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"message": "Demasiadas conexiones a la vez desde este equipo. Espera unos segundos y vuelve a intentarlo.",
		"fields":  map[string]string{},
	})
}

type connKey struct{}

// withConn is the http.Server's ConnContext hook: each request knows its connection.
func withConn(ctx context.Context, c net.Conn) context.Context {
	return context.WithValue(ctx, connKey{}, c)
}

func connOf(r *http.Request) net.Conn {
	c, _ := r.Context().Value(connKey{}).(net.Conn)
	return c
}
