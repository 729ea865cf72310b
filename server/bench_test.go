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

// BenchmarkPatientListPage measures one page of the resident register with a search, as staff type it,
// over the demo home (40 residents with photos and areas).
func BenchmarkPatientListPage(b *testing.B) {
	a := newApp(b)
	if _, err := a.store.SeedDemo(b.Context()); err != nil {
		b.Fatal(err)
	}
	token := a.signin("admin", "amparo2026")
	b.ReportAllocs()
	for b.Loop() {
		if r := a.request("GET", "/api/patients/all?page=1&limit=10&search=ma&sort=age", nil, token); r.Code != http.StatusOK {
			b.Fatalf("status %d", r.Code)
		}
	}
}

// BenchmarkResidentFileReport measures the complete resident file PDF, photo included.
func BenchmarkResidentFileReport(b *testing.B) {
	a := newApp(b)
	if _, err := a.store.SeedDemo(b.Context()); err != nil {
		b.Fatal(err)
	}
	token := a.signin("admin", "amparo2026")
	id := listData(a.request("GET", "/api/patients/all?limit=1", nil, token))[0]["_id"].(string)
	b.ReportAllocs()
	for b.Loop() {
		if r := a.request("GET", "/api/patients/report/pdf/"+id, nil, token); r.Code != http.StatusOK {
			b.Fatalf("status %d", r.Code)
		}
	}
}
