package main

import (
	"errors"
	"io"
	"net/http"
	"time"
)

// timeouts bound how long a client may take to send a request.
type timeouts struct {
	header   time.Duration // all the headers
	bodyIdle time.Duration // the body may pause this long between bytes; a stalled upload ends then
	bodyMax  time.Duration // the whole body, however steadily it arrives
	idle     time.Duration // a kept-alive connection between requests
}

// defaultTimeouts: a body must keep arriving (a 10 MB photo over a weak Wi-Fi takes a while, but never
// stops for 15 s); headers are small. The websocket is not cut: gorilla/websocket clears the deadline
// when it takes the connection over and keeps its own (ping/pong).
var defaultTimeouts = timeouts{header: 10 * time.Second, bodyIdle: 15 * time.Second, bodyMax: 5 * time.Minute,
	idle: 2 * time.Minute}

// newHTTPServer is the http.Server that serves h. There is no ReadTimeout: it would also cancel the
// context of any handler that runs longer than it; bodies are bounded by bodyDeadlines instead.
func newHTTPServer(addr string, h http.Handler, t timeouts) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           bodyDeadlines(h, t),
		ReadHeaderTimeout: t.header,
		IdleTimeout:       t.idle,
	}
}

// bodyDeadlines gives a request with a body a read deadline that moves forward while bytes arrive:
// bodyIdle from the last read, never past bodyMax from the start. Once the body is read the deadline
// goes, so a slow handler is not cancelled by it. A body the handler never reads is still bounded when
// the server drains it after the answer.
func bodyDeadlines(h http.Handler, t timeouts) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody {
			h.ServeHTTP(w, r)
			return
		}
		rc := http.NewResponseController(w)
		d := &deadlineBody{ReadCloser: r.Body, rc: rc, t: t, end: time.Now().Add(t.bodyMax)}
		d.extend()
		r.Body = d
		h.ServeHTTP(w, r)
	})
}

type deadlineBody struct {
	io.ReadCloser
	rc   *http.ResponseController
	t    timeouts
	end  time.Time
	done bool
}

func (d *deadlineBody) extend() {
	next := time.Now().Add(d.t.bodyIdle)
	if next.After(d.end) {
		next = d.end
	}
	_ = d.rc.SetReadDeadline(next)
}

func (d *deadlineBody) Read(p []byte) (int, error) {
	n, err := d.ReadCloser.Read(p)
	switch {
	case errors.Is(err, io.EOF) && !d.done:
		d.done = true
		_ = d.rc.SetReadDeadline(time.Time{})
	case n > 0 && err == nil:
		d.extend()
	}
	return n, err
}
