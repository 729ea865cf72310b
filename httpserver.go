package main

import (
	"errors"
	"io"
	"net/http"
	"time"

	"amparo/server"
)

// timeouts bound how long a client may take to send a request.
type timeouts struct {
	header time.Duration // all the headers
	body   time.Duration // the whole body, however slowly it trickles
	upload time.Duration // the whole body of a route that takes a photo (server.Uploads)
	idle   time.Duration // a kept-alive connection between requests
	// admit is how long a request waits for room among its address's senders before it is refused: many quick
	// requests at once from one address (their headers all arriving at the same moment) get through.
	admit time.Duration
}

// defaultTimeouts: a form arrives in a moment, a 10 MB photo over a weak Wi-Fi takes a while; nothing gets
// longer by sending a byte now and then. The websocket is not cut: gorilla/websocket clears the deadline
// when it takes the connection over and keeps its own (ping/pong).
var defaultTimeouts = timeouts{header: 10 * time.Second, body: 30 * time.Second, upload: 2 * time.Minute,
	idle: 2 * time.Minute, admit: time.Second}

// newHTTPServer is the http.Server that serves srv, with at most perAddress connections per client address
// still sending their request (0: no limit; senders.go). There is no ReadTimeout: it would also cancel the
// context of any handler that runs longer than it; bodies are bounded by receive instead.
func newHTTPServer(addr string, srv *server.Server, t timeouts, perAddress int) *http.Server {
	s := newSenders(perAddress, t.admit)
	return &http.Server{
		Addr:              addr,
		Handler:           receive(srv, srv.Uploads, t, s),
		ReadHeaderTimeout: t.header,
		IdleTimeout:       t.idle,
		ConnState:         s.track,
		ConnContext:       withConn,
	}
}

// receive bounds how a request arrives. A request whose address has too many connections still sending is
// refused (senders.go). A body gets a read deadline: t.body from when the headers arrived (t.upload for a
// photo), however steadily it trickles. Once the body has arrived the deadline goes, so a slow handler is
// not cancelled by it, and the connection no longer counts as sending. A body the handler never reads is
// still bounded when the server drains it after the answer.
func receive(h http.Handler, uploads func(*http.Request) bool, t timeouts, s *senders) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, rc := connOf(r), http.NewResponseController(w)
		hasBody := r.Body != nil && r.Body != http.NoBody
		if hasBody {
			limit := t.body
			if uploads(r) {
				limit = t.upload
			}
			_ = rc.SetReadDeadline(time.Now().Add(limit))
		}
		if !s.admit(conn, hasBody) {
			_ = rc.SetReadDeadline(time.Now()) // what is left of the request is not read
			tooManyConnections(w)
			return
		}
		if hasBody {
			r.Body = &arrivingBody{ReadCloser: r.Body, left: r.ContentLength, arrived: func() {
				_ = rc.SetReadDeadline(time.Time{})
				s.arrived(conn)
			}}
		}
		h.ServeHTTP(w, r)
	})
}

// arrivingBody calls arrived once the whole body is read: its length's worth, or the end of a body sent
// without one (a JSON decoder stops at the end of the value, before reading the end of the body).
type arrivingBody struct {
	io.ReadCloser
	left    int64 // bytes still to come; -1 when the length is unknown
	arrived func()
	done    bool
}

func (b *arrivingBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if b.left > 0 {
		b.left -= int64(n)
	}
	if !b.done && (b.left == 0 || errors.Is(err, io.EOF)) {
		b.done = true
		b.arrived()
	}
	return n, err
}
