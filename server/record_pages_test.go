package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"amparo/store"
)

// vitalsPage reads the resident's first page of 50 readings, compressed as a browser asks for it, and
// checks that the plain answer says the same.
func vitalsPage(t *testing.T, r recordsApp, token string) []map[string]any {
	t.Helper()
	url := "/api/vitalsigns/" + r.resident + "?limit=50"
	plain := r.request("GET", url, nil, token).wantStatus(http.StatusOK)
	zipped := r.request("GET", url, nil, token, "Accept-Encoding", "gzip").wantStatus(http.StatusOK)
	var page []map[string]any
	if err := json.Unmarshal([]byte(sameJSONGzipped(t, plain, zipped)), &page); err != nil {
		t.Fatal(err)
	}
	return page
}

// pageIDs is the ids of a page with the canDelete each one answers.
func pageIDs(page []map[string]any) []string {
	var out []string
	for _, rec := range page {
		out = append(out, rec["_id"].(string)+map[bool]string{true: " borrable", false: ""}[rec["canDelete"].(bool)])
	}
	return out
}

func wantPage(t *testing.T, step string, page []map[string]any, want ...string) {
	t.Helper()
	if got := pageIDs(page); !slices.Equal(got, want) {
		t.Fatalf("%s: the page is %v, want %v", step, got, want)
	}
}

// A page of readings asked for again is answered from memory (record_pages.go) while it is the same: every
// change the page shows (a reading saved, corrected or deleted, the resident's ranges) is on the next
// answer, and who may delete each reading is worked out for whoever asks, when they ask.
func TestARecordPageAnswersEveryChangeAndEachCallersRights(t *testing.T) {
	r := newRecordsApp(t)
	otherNurse, _ := r.addUser("enfermera2", store.RoleNurse)
	save := func(token, date string, vitals map[string]any) string {
		body := vitalsBodyFor(r.resident, vitals)
		body["date"], body["time"] = date, "08:00"
		return r.request("POST", "/api/vitalsigns", body, token).wantStatus(http.StatusCreated).text("_id")
	}
	high := save(r.nurse, "2026-11-18", map[string]any{"systolicPressure": 185, "heartRate": 80})
	older := save(otherNurse, "2026-11-17", map[string]any{"heartRate": 70})

	// Each caller's rights on the same page: the author within 24 hours, a doctor always, the social
	// worker (who writes no readings) never.
	for range 2 { // the second time from memory
		wantPage(t, "the author", vitalsPage(t, r, r.nurse), high+" borrable", older)
		wantPage(t, "the other nurse", vitalsPage(t, r, otherNurse), high, older+" borrable")
		wantPage(t, "the doctor", vitalsPage(t, r, r.doctor), high+" borrable", older+" borrable")
		wantPage(t, "the social worker", vitalsPage(t, r, r.social), high, older)
	}
	if got := vitalsPage(t, r, r.nurse)[0]["outOfRange"]; !slices.Equal(toStrings(got), []string{"systolicPressure"}) {
		t.Fatalf("185 mmHg out of range: %v", got)
	}

	r.request("PUT", "/api/vital-ranges/"+r.resident, map[string]any{"systolicPressure": map[string]any{"min": 100, "max": 190}},
		r.doctor).wantStatus(http.StatusOK)
	if got := vitalsPage(t, r, r.nurse)[0]["outOfRange"]; len(toStrings(got)) != 0 {
		t.Fatalf("after the doctor's new range, 185 mmHg is within it: %v", got)
	}

	edit := vitalsBodyFor(r.resident, map[string]any{"systolicPressure": 120, "heartRate": 64})
	edit["date"], edit["time"] = "2026-11-18", "08:00"
	r.request("PUT", "/api/vitalsigns/"+high, edit, r.nurse).wantStatus(http.StatusOK)
	if got := vitalsPage(t, r, r.nurse)[0]["vitalSigns"].(map[string]any)["heartRate"]; got != float64(64) {
		t.Fatalf("the corrected reading shows heart rate %v, want 64", got)
	}

	newest := save(r.doctor, "2026-11-19", map[string]any{"heartRate": 90})
	wantPage(t, "a new reading", vitalsPage(t, r, r.nurse), newest, high+" borrable", older)
	r.request("DELETE", "/api/vitalsigns/"+newest+"?reason=Duplicada", nil, r.doctor).wantStatus(http.StatusOK)
	wantPage(t, "the reading deleted", vitalsPage(t, r, r.nurse), high+" borrable", older)

	r.clock.Advance(25 * time.Hour) // the sessions have ended too
	wantPage(t, "a day later", vitalsPage(t, r, r.signin("enfermera", "secreta1")), high, older)
	wantPage(t, "a day later, the doctor", vitalsPage(t, r, r.signin("medico", "secreta1")), high+" borrable", older+" borrable")

	reads := 0
	for _, row := range r.audit(store.AuditFilter{Entity: "vitals", Action: "read"}) {
		if row.ResidentID == r.resident {
			reads++
		}
	}
	if want := 2 * (4*2 + 1 + 1 + 1 + 1 + 1 + 2); reads != want { // two requests per vitalsPage
		t.Fatalf("%d reads audited, want every one of the %d", reads, want)
	}
}

// Each reading on a page is the JSON its save answered, byte for byte: the page's pieces around canDelete
// join up as the record's own JSON.
func TestARecordPageHoldsEachRecordsOwnJSON(t *testing.T) {
	r := newRecordsApp(t)
	saved := map[string][]byte{}
	for i, vitals := range []map[string]any{{"temperature": "36,8"}, {"heartRate": 72, "pain": 2}, {"oxygenSaturation": 91}} {
		body := vitalsBodyFor(r.resident, vitals)
		body["date"], body["diagnostics"] = dayBefore(i), `Dijo "me mareo" <de pie> & se sentó`
		res := r.request("POST", "/api/vitalsigns", body, r.nurse).wantStatus(http.StatusCreated)
		saved[res.text("_id")] = bytes.TrimSpace(res.Body.Bytes())
	}
	for range 2 {
		var page []json.RawMessage
		if err := json.Unmarshal(r.request("GET", "/api/vitalsigns/"+r.resident+"?limit=50", nil, r.nurse).
			wantStatus(http.StatusOK).Body.Bytes(), &page); err != nil {
			t.Fatal(err)
		}
		if len(page) != len(saved) {
			t.Fatalf("%d readings on the page, want %d", len(page), len(saved))
		}
		for _, raw := range page {
			var rec struct {
				ID string `json:"_id"`
			}
			if err := json.Unmarshal(raw, &rec); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(raw, saved[rec.ID]) {
				t.Fatalf("on the page\n%s\nas saved\n%s", raw, saved[rec.ID])
			}
		}
	}
}

// Pages read while readings are being saved, by three callers at once: every answer is a whole page, newest
// first; no caller ever sees fewer readings than they saw before (a page kept from before a save is never
// answered after it); and once the saving is over every caller sees all of them.
func TestRecordPagesWhileReadingsAreSaved(t *testing.T) {
	r := newRecordsApp(t)
	const saved = 30
	callers := []string{r.nurse, r.doctor, r.social}
	read := func(token string) (int, error) {
		req := httptest.NewRequest("GET", "/api/vitalsigns/"+r.resident+"?limit=50", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		rec := httptest.NewRecorder()
		r.srv.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			return 0, fmt.Errorf("status %d: %s", rec.Code, rec.Body.String())
		}
		var page []struct {
			Date string `json:"date"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil {
			return 0, err
		}
		for i := 1; i < len(page); i++ {
			if page[i].Date > page[i-1].Date {
				return 0, fmt.Errorf("not newest first: %v", page)
			}
		}
		return len(page), nil
	}
	done := make(chan struct{})
	var reading sync.WaitGroup
	errs := make(chan error, len(callers))
	for _, token := range callers {
		reading.Go(func() {
			seen := 0
			for {
				select {
				case <-done:
					return
				default:
				}
				n, err := read(token)
				if err == nil && n < seen {
					err = fmt.Errorf("a page of %d readings after one of %d", n, seen)
				}
				if err != nil {
					errs <- err
					return
				}
				seen = n
			}
		})
	}
	for i := range saved {
		body := vitalsBodyFor(r.resident, map[string]any{"heartRate": 60 + i})
		body["date"] = dayBefore(saved - i)
		r.request("POST", "/api/vitalsigns", body, r.nurse).wantStatus(http.StatusCreated)
	}
	close(done)
	reading.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	for _, token := range callers {
		if n, err := read(token); err != nil || n != saved {
			t.Fatalf("after the saves: %d readings (%v), want all %d", n, err, saved)
		}
	}
}
