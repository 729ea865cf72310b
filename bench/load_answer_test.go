package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"amparo/internal/realserver"
)

// describeAnswer sends one request of the call and says what it asked and what it answered: how many items
// (and of how many), its size, and what it took on the wire asked for gzip.
func describeAnswer(t *testing.T, srv *realserver.Server, call loadCall) string {
	t.Helper()
	r, err := call.next()
	if err != nil {
		t.Fatalf("%s: %v", call.name, err)
	}
	send := func(gzip bool) (*http.Response, []byte) {
		req, err := http.NewRequest(r.method, srv.Base+r.path, bytes.NewReader(r.body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", "Bearer "+call.token)
		if gzip {
			req.Header.Set("Accept-Encoding", "gzip") // set by hand: the client leaves the answer compressed
		}
		resp, err := srv.Client.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", call.name, err)
		}
		defer resp.Body.Close()
		raw, err := io.ReadAll(resp.Body)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("%s %s: %d %v %.300s", call.name, r.path, resp.StatusCode, err, raw)
		}
		return resp, raw
	}
	answer := describeBody(t, send)
	if r.method == http.MethodGet {
		return "`" + r.path + "`: " + answer
	}
	return "`" + r.method + " " + r.path + "`: " + answer
}

// describeBody says what an answer held, asked for once plain and once gzipped.
func describeBody(t *testing.T, send func(gzip bool) (*http.Response, []byte)) string {
	t.Helper()
	resp, raw := send(false)
	size := kib(len(raw))
	if _, wire := send(true); len(wire) < len(raw) {
		size += " (" + kib(len(wire)) + " gzipped)"
	}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/pdf") {
		return "PDF, " + size
	}
	var list []json.RawMessage
	if json.Unmarshal(raw, &list) == nil {
		if next := resp.Header.Get("X-Next-Cursor"); next != "" {
			return fmt.Sprintf("%d items, more after, %s", len(list), size)
		}
		return fmt.Sprintf("%d items, %s", len(list), size)
	}
	var page struct {
		Data      []json.RawMessage
		Meta      struct{ Total int }
		Residents []json.RawMessage // the handover
	}
	if json.Unmarshal(raw, &page) == nil {
		switch {
		case page.Data != nil:
			return fmt.Sprintf("%d of %s, %s", len(page.Data), thousands(page.Meta.Total), size)
		case page.Residents != nil:
			return fmt.Sprintf("%d residents, %s", len(page.Residents), size)
		}
	}
	return size
}
