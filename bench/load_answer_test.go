package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"amparo/internal/realserver"
)

// describeAnswer sends the call once and says what it answered: how many items (and of how many) and its size
// (and what it took on the wire, when compressed).
func describeAnswer(t *testing.T, srv *realserver.Server, token string, tg *loadTarget) string {
	t.Helper()
	method := tg.method
	if method == "" {
		method = http.MethodGet
	}
	req, err := http.NewRequest(method, srv.Base+tg.path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := srv.Client.Do(req)
	if err != nil {
		t.Fatalf("%s: %v", tg.name, err)
	}
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("%s: %d %v %.300s", tg.name, resp.StatusCode, err, raw)
	}
	size := kib(len(raw))
	if wire := wireSize(t, srv, req); wire < len(raw) {
		size += " (" + kib(wire) + " gzipped)"
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
		Data []json.RawMessage
		Meta struct{ Total int }
		// the handover
		Residents []json.RawMessage
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

// wireSize is how many bytes the call's answer takes when asked for compressed.
func wireSize(t *testing.T, srv *realserver.Server, req *http.Request) int {
	t.Helper()
	req = req.Clone(req.Context())
	req.Header.Set("Accept-Encoding", "gzip") // set by hand: the client leaves the answer compressed
	resp, err := srv.Client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}
