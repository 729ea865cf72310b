package server_test

import (
	"net/http"
	"testing"
	"time"
)

// The demo's daily registers read back through the API: a year of weights for every resident, the two losses
// flagged with their alert and the MNA-SF due, the repositioning schedules with Emilio's change late, three weeks
// of drinks and stools, and the periodic check opening Joaquín's three days without a stool.
func TestDailyRegistersDemo(t *testing.T) {
	a := newApp(t) // 20 November 2026, 10:00 in Madrid
	started := time.Now()
	if _, err := a.store.SeedDemo(t.Context()); err != nil {
		t.Fatal(err)
	}
	t.Logf("the whole demo seeded in %v", time.Since(started))
	nurse := a.signin("carmen.ruiz", "personal2026")
	ids := map[string]string{}
	withWeights := 0
	for _, r := range listData(a.request("GET", "/api/patients/all?limit=100", nil, nurse)) {
		ids[r["name"].(string)] = r["_id"].(string)
		weights := objects(a.request("GET", "/api/weights/"+r["_id"].(string), nil, nurse).wantStatus(http.StatusOK).jsonArray())
		if len(weights) >= 12 {
			withWeights++
		}
		losses := 0
		for _, w := range weights {
			if w["lossAlert"] == true {
				losses++
			}
		}
		want := map[string]int{"Andrés Ramos Solís": 1, "Enrique Moreno Cuevas": 1}[r["name"].(string)]
		if losses != want {
			t.Errorf("%s: %d weights flagged as a loss, want %d", r["name"], losses, want)
		}
	}
	if withWeights < 30 {
		t.Fatalf("only %d residents have a year of weights", withWeights)
	}
	for _, name := range []string{"Andrés Ramos Solís", "Enrique Moreno Cuevas"} {
		due := objects(a.request("GET", "/api/assessments/due?residentId="+ids[name], nil, nurse).wantStatus(http.StatusOK).jsonArray())
		found := false
		for _, d := range due {
			found = found || (d["scale"] == "mna-sf" && d["reason"] == "weight-loss")
		}
		if !found {
			t.Errorf("%s: no MNA-SF due after the loss: %v", name, due)
		}
	}
	due := objects(a.request("GET", "/api/repositioning/due", nil, nurse).wantStatus(http.StatusOK).jsonArray())
	states := map[string]string{}
	for _, d := range due {
		states[d["residentName"].(string)] = d["state"].(string)
	}
	if len(due) != 5 || states["Emilio Garrido Lucena"] != "overdue" || states["Amparo Molina Escribano"] != "upcoming" {
		t.Fatalf("the shift's repositioning: %v", states)
	}
	suggestion := a.request("GET", "/api/repositioning?residentId="+ids["Manuel Jiménez Ortega"], nil, nurse).json()["suggestion"]
	if s, _ := suggestion.(map[string]any); s["everyHours"] != 3.0 {
		t.Errorf("Manuel's Braden suggests no schedule: %v", suggestion)
	}
	if day := a.request("GET", "/api/repositioning?residentId="+ids["Amparo Molina Escribano"]+"&date=2026-11-19", nil, nurse).json(); len(day["changes"].([]any)) < 10 {
		t.Errorf("Amparo turned every two hours, yet yesterday: %v", day["changes"])
	}
	fluidDays := 0
	for back := 1; back <= 20; back++ {
		day := time.Date(2026, 11, 20-back, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
		if f := a.request("GET", "/api/fluids?residentId="+ids["Dolores Muñoz Gallego"]+"&date="+day, nil, nurse).json(); f["totalMl"].(float64) > 0 {
			fluidDays++
		}
	}
	if fluidDays != 20 {
		t.Errorf("Dolores drank on %d of the last 20 days", fluidDays)
	}
	if f := a.request("GET", "/api/fluids?residentId="+ids["Concepción Sánchez Villar"], nil, nurse).json(); f["targetMl"] != 1500.0 || f["targetSource"] != "residente" {
		t.Errorf("Concepción's own target: %v", f)
	}
	if b := a.request("GET", "/api/bowel?residentId="+ids["Pilar Álvarez Quiñones"]+"&from=2026-11-01", nil, nurse).jsonArray(); len(b) < 40 {
		t.Errorf("Pilar's stools and pad changes since the 1st: %d", len(b))
	}
	if err := a.srv.Check(t.Context()); err != nil {
		t.Fatal(err)
	}
	kinds := map[string][]string{}
	for _, al := range objects(a.request("GET", "/api/alerts", nil, nurse).wantStatus(http.StatusOK).jsonArray()) {
		kinds[al["kind"].(string)] = append(kinds[al["kind"].(string)], al["residentName"].(string))
	}
	if b := kinds["bowel"]; len(b) != 1 || b[0] != "Joaquín Marín Peñas" {
		t.Errorf("three days without a stool: %v", b)
	}
	if len(kinds["weight-loss"]) != 2 || len(kinds["repositioning-overdue"]) != 0 || len(kinds["fluids-low"]) != 0 {
		t.Errorf("the demo's register alerts at ten in the morning: %v", kinds)
	}
}
