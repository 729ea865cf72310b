package server_test

import (
	"net/http"
	"testing"
	"time"
)

// The demo home has a year of falls: every month of the last twelve has some (two to four in the home's
// months), a few with injury (two grave), the last weeks' made by incidents marked as a fall; each printable.
func TestDemoFallsFillAYear(t *testing.T) {
	a := newApp(t)
	if _, err := a.store.SeedDemo(t.Context()); err != nil {
		t.Fatal(err)
	}
	nurse := a.signin("carmen.ruiz", "personal2026")
	list := a.falls(nurse, "")
	byMonth := map[string]int{}
	injuries := map[string]int{}
	fromIncidents, residents := 0, map[string]bool{}
	for _, f := range list {
		byMonth[f["day"].(string)[:7]]++
		injuries[f["injury"].(string)]++
		residents[f["residentId"].(string)] = true
		if f["incidentId"] != nil {
			fromIncidents++
		}
	}
	today := a.clock.Now()
	for back := range 12 {
		month := today.AddDate(0, -back, 0).Format("2006-01")
		if byMonth[month] == 0 || byMonth[month] > 6 {
			t.Errorf("%s has %d falls: want a few every month (%v)", month, byMonth[month], byMonth)
		}
	}
	if len(list) < 30 || len(list) > 50 || injuries["grave"] != 2 || injuries["leve"] < 3 || fromIncidents < 2 || len(residents) < 6 {
		t.Fatalf("%d demo falls, injuries %v, %d from incidents, %d residents", len(list), injuries, fromIncidents, len(residents))
	}
	oldest := list[len(list)-1]["day"].(string)
	if day, _ := time.Parse(time.DateOnly, oldest); today.Sub(day) < 330*24*time.Hour {
		t.Fatalf("the oldest demo fall is of %s: want nearly a year back", oldest)
	}
	r := a.request("GET", "/api/falls/pdf?residentId="+list[0]["residentId"].(string), nil, nurse).wantStatus(http.StatusOK)
	if len(pdfText(t, r)) == 0 {
		t.Fatal("the demo's register prints empty")
	}
}
