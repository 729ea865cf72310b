package server_test

import (
	"net/http"
	"testing"
)

// BenchmarkSignedInRequest measures what every protected call pays before its handler runs:
// token verification, the account lookup and the revocation check.
func BenchmarkSignedInRequest(b *testing.B) {
	a := newApp(b)
	token, _ := a.bootstrap()
	b.ReportAllocs()
	for b.Loop() {
		if r := a.request("GET", "/api/auth/verify", nil, token); r.Code != http.StatusOK {
			b.Fatalf("status %d", r.Code)
		}
	}
}
