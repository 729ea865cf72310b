package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// The demo fills a year of the skin lesion register for the indicators' charts: lesions found in most months,
// mostly arisen in the residencia, some at home or in hospital, followed weekly until closed, three open today
// with a photo of their latest evolution. Each reads back through the API, and each would pass its validation.
func TestDemoSkinLesionsFillAYear(t *testing.T) {
	a := newApp(t)
	if _, err := a.store.SeedDemo(t.Context()); err != nil {
		t.Fatal(err)
	}
	nurse := a.signin("carmen.ruiz", "personal2026")
	lesions := objects(a.request("GET", "/api/skin-lesions", nil, nurse).wantStatus(http.StatusOK).jsonArray())
	today := a.clock.Now().In(madridZone).Format(time.DateOnly)
	yearAgo := a.clock.Now().In(madridZone).AddDate(-1, 0, 0).Format(time.DateOnly)
	months, origins := map[string]bool{}, map[string]int{}
	var open []map[string]any
	for _, l := range lesions {
		found := l["detectedAt"].(string)
		if found < yearAgo || found > today {
			t.Errorf("a lesion found on %s, outside the last year", found)
		}
		months[found[:7]] = true
		origins[l["origin"].(string)]++
		evolution := objects(l["evolution"].([]any))
		prev := found
		for _, e := range evolution {
			if d := daysFrom(t, prev, e["date"].(string)); d != 7 {
				t.Errorf("%s: an evolution %d days after the one before, want weekly", l["regionLabel"], d)
			}
			prev = e["date"].(string)
		}
		if l["status"] == "open" {
			open = append(open, l)
			if len(evolution) > 0 && evolution[len(evolution)-1]["photo"] == nil {
				t.Errorf("the open lesion on %s has no photo in its latest evolution", l["regionLabel"])
			}
			continue
		}
		if closed := l["closedAt"].(string); closed < prev || closed > today || len(evolution) == 0 {
			t.Errorf("a lesion closed on %s after its last evolution on %s (%d evolutions)", closed, prev, len(evolution))
		}
		if first, last := evolution[0], evolution[len(evolution)-1]; last["lengthCm"].(float64)*last["widthCm"].(float64) >=
			l["lengthCm"].(float64)*l["widthCm"].(float64) && len(evolution) > 1 {
			t.Errorf("the healed lesion on %s did not shrink: %v -> %v", l["regionLabel"], first, last)
		}
	}
	if len(open) != 3 || len(months) < 10 || len(lesions) < 15 {
		t.Fatalf("%d lesions, %d open, found in %d months: want a year's history with three open today", len(lesions), len(open), len(months))
	}
	if origins["residencia"]*10 < len(lesions)*7 || origins["domicilio"] == 0 || origins["hospital"] == 0 {
		t.Fatalf("origins %v: want most in the residencia, some at home and in hospital", origins)
	}
	photographed := open[0]
	for _, l := range open {
		if len(l["evolution"].([]any)) > len(photographed["evolution"].([]any)) {
			photographed = l
		}
	}
	photo := objects(photographed["evolution"].([]any))
	served := a.request("GET", photo[len(photo)-1]["photo"].(string), nil, nurse).wantStatus(http.StatusOK)
	if served.Header().Get("Content-Type") != "image/jpeg" {
		t.Fatalf("the demo photo: %s", served.Header().Get("Content-Type"))
	}

	// Each demo lesion, as a nurse would record it today, passes the API's validation (its region on its view,
	// its category with its type).
	for _, l := range lesions {
		body := map[string]any{"detectedAt": today, "residentId": open[0]["residentId"]}
		for _, k := range []string{"type", "category", "view", "region", "x", "y", "origin", "lengthCm", "widthCm", "depthCm",
			"bed", "exudate", "infection", "treatment", "surface"} {
			if l[k] != nil {
				body[k] = l[k]
			}
		}
		if r := a.request("POST", "/api/skin-lesions", body, nurse); r.Code != http.StatusCreated {
			t.Errorf("the demo lesion on %s would be refused: %s", l["region"], r.Body.String())
		}
	}
	text := pdfText(t, a.request("GET", "/api/skin-lesions/pdf?residentId="+photographed["residentId"].(string), nil, nurse).wantStatus(http.StatusOK))
	if !strings.Contains(text, "Tendencia del área") {
		t.Fatalf("the demo resident's lesions print without their trend:\n%s", text)
	}
}

func daysFrom(t *testing.T, from, to string) int {
	t.Helper()
	a, errA := time.Parse(time.DateOnly, from)
	b, errB := time.Parse(time.DateOnly, to)
	if errA != nil || errB != nil {
		t.Fatalf("dates %q %q", from, to)
	}
	return int(b.Sub(a).Hours() / 24)
}
