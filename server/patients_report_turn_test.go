package server_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"amparo/server"
	"amparo/store"
)

// All-residents PDFs are made one at a time: one asked while another is being made waits for its turn
// without reading anything, gives up when its caller does, and is made once the turn comes.
func TestAllResidentsPDFWaitsItsTurn(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	a.createResident(token, validResident("María José Núñez Peña"))
	reports := func() int { return len(a.audit(store.AuditFilter{Action: "report", Entity: "residents"})) }

	release := server.HoldAllResidentsTurn()
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	req := httptest.NewRequestWithContext(ctx, "POST", "/api/patients/report/pdf", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	rec := httptest.NewRecorder()
	start := time.Now()
	a.srv.ServeHTTP(rec, req)
	if rec.Code == http.StatusOK || time.Since(start) < 200*time.Millisecond {
		t.Fatalf("asked while another was being made: %d after %s, want to wait and give up with its caller",
			rec.Code, time.Since(start))
	}
	if n := reports(); n != 0 {
		t.Fatalf("a PDF that waited and was given up wrote %d report audit rows", n)
	}

	// Four asked at once while the turn is taken: each is made once it is freed.
	var wg sync.WaitGroup
	answers := make([]response, 4)
	for i := range answers {
		wg.Go(func() { answers[i] = a.request("POST", "/api/patients/report/pdf", nil, token) })
	}
	time.Sleep(100 * time.Millisecond)
	if n := reports(); n != 0 {
		t.Fatalf("%d PDFs were made while the turn was taken", n)
	}
	release()
	wg.Wait()
	for _, r := range answers {
		r.wantStatus(http.StatusOK)
		if text := pdfText(t, r); !strings.Contains(text, "María José Núñez Peña") {
			t.Errorf("a PDF made after waiting lacks the resident:\n%s", text)
		}
	}
	if n := reports(); n != len(answers) {
		t.Fatalf("report audit rows = %d, want %d", n, len(answers))
	}
}
