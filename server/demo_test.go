package server_test

import (
	"net/http"
	"testing"
)

// The demo's records are written by the store with the API's shapes; this reads them back through
// the API, so the two cannot drift apart unnoticed.
func TestDemoRecordsReadBackThroughTheAPI(t *testing.T) {
	a := newApp(t)
	if _, err := a.store.SeedDemo(t.Context()); err != nil {
		t.Fatal(err)
	}
	token := a.signin("admin", "amparo2026")
	oldest := listData(a.request("GET", "/api/patients/all?limit=1&sort=age&order=desc", nil, token))[0]["_id"].(string)

	vitals := a.request("GET", "/api/vitalsigns/"+oldest, nil, token).wantStatus(http.StatusOK).jsonArray()
	if len(vitals) != 21 {
		t.Fatalf("demo vital signs = %d, want three weeks", len(vitals))
	}
	values := vitals[0].(map[string]any)["vitalSigns"].(map[string]any)
	if _, ok := values["systolicPressure"].(float64); !ok {
		t.Fatalf("vital signs shape = %v", values)
	}
	kardex := a.request("GET", "/api/kardex?patientId="+oldest, nil, token).wantStatus(http.StatusOK).jsonArray()
	if len(kardex) != 1 || len(kardex[0].(map[string]any)["doses"].([]any)) != 4 {
		t.Fatalf("demo kardex = %v", kardex)
	}
	notes := a.request("GET", "/api/notessocialworker/"+oldest, nil, token).wantStatus(http.StatusOK).jsonArray()
	if len(notes) != 1 || len(notes[0].(map[string]any)["additionalObservations"].([]any)) != 1 {
		t.Fatalf("demo social-work notes = %v", notes)
	}
	for _, path := range []string{"/api/vitalsigns", "/api/notes", "/api/notessocialworker", "/api/incidents", "/api/kardex", "/api/care-records"} {
		r := a.request("POST", path+"/report/pdf", map[string]any{"residentId": oldest}, token).wantStatus(http.StatusOK)
		if len(pdfText(t, r)) == 0 {
			t.Errorf("%s report is empty", path)
		}
	}
}

// No demo Kardex prescribes what the resident's allergy rules out: each entry passes the Kardex's allergy
// check, and some of them are of residents with an allergy the check knows.
func TestDemoKardexesPassTheAllergyCheck(t *testing.T) {
	a := newApp(t)
	if _, err := a.store.SeedDemo(t.Context()); err != nil {
		t.Fatal(err)
	}
	doctor := a.signin("javier.ortega", "personal2026")
	checked, allergic := 0, 0
	for _, r := range listData(a.request("GET", "/api/patients/all?limit=100", nil, doctor)) {
		resident := r["_id"].(string)
		for _, k := range a.request("GET", "/api/kardex?patientId="+resident, nil, doctor).wantStatus(http.StatusOK).jsonArray() {
			for _, e := range k.(map[string]any)["entries"].([]any) {
				entry := e.(map[string]any)
				check := a.request("GET", "/api/kardex/allergy-check?residentId="+resident+"&medicationId="+entry["medication"].(string),
					nil, doctor).wantStatus(http.StatusOK).json()
				if check["finding"] != nil {
					t.Errorf("the demo prescribes %s to %s: %v", entry["medicationName"], r["name"], check["finding"])
				}
				checked++
			}
			allergies := a.request("GET", "/api/patients/"+resident, nil, doctor).json()["allergies"]
			if allergies == "Penicilina" || allergies == "Ácido acetilsalicílico" {
				allergic++
			}
		}
	}
	if checked == 0 || allergic == 0 {
		t.Fatalf("checked %d demo Kardex entries, %d Kardexes of residents with a drug allergy: want some of each", checked, allergic)
	}
}
