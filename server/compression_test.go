package server_test

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
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
	if enc := zipped.Header().Get("Content-Encoding"); enc != "gzip" {
		t.Fatalf("a list of %d bytes went with Content-Encoding %q, want gzip", plain.Body.Len(), enc)
	}
	zr, err := gzip.NewReader(zipped.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	var want, got any
	if err := json.Unmarshal(plain.Body.Bytes(), &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(unzipped, &got); err != nil {
		t.Fatalf("the unzipped answer is not JSON: %v", err)
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("unzipped %v\nplain %v", got, want)
	}
}
