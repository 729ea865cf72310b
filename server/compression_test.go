package server_test

import (
	"fmt"
	"net/http"
	"testing"
)

// Answers are compressed for a client that takes gzip once they are worth it (a packet or more), and
// read back to the same JSON; a short answer goes as it is.
func TestAnswersAreCompressedWhenWorthIt(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	for i := range 8 {
		a.createResident(token, validResident(fmt.Sprintf("Residente Comprimido %d", i)))
	}

	short := a.request("GET", "/api/health", nil, "", "Accept-Encoding", "gzip").wantStatus(http.StatusOK)
	if enc := short.Header().Get("Content-Encoding"); enc != "" {
		t.Errorf("health (%d bytes) went with Content-Encoding %q, want none", short.Body.Len(), enc)
	}

	path := "/api/patients/all?page=1&limit=8"
	plain := a.request("GET", path, nil, token).wantStatus(http.StatusOK)
	zipped := a.request("GET", path, nil, token, "Accept-Encoding", "gzip").wantStatus(http.StatusOK)
	if plain.Body.Len() < 1024 {
		t.Fatalf("the list is only %d bytes: the test needs an answer over the minimum", plain.Body.Len())
	}
	sameJSONGzipped(t, plain, zipped)
}
