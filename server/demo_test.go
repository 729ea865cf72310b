package server_test

import (
	"net/http"
	"strings"
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

// The demo home has care plans in every state, each readable, printable and, for the draft, savable as it
// stands; the lapsed plan opens its careplan-due alert and the backlog resident none.
func TestDemoCarePlansInEveryState(t *testing.T) {
	a := newApp(t)
	if _, err := a.store.SeedDemo(t.Context()); err != nil {
		t.Fatal(err)
	}
	admin, nurse := a.signin("admin", "amparo2026"), a.signin("carmen.ruiz", "personal2026")
	rows := objects(a.request("GET", "/api/care-plans/status", nil, nurse).wantStatus(http.StatusOK).jsonArray())
	states := map[string]int{}
	byName := map[string]map[string]any{}
	for _, row := range rows {
		states[row["state"].(string)]++
		byName[row["residentName"].(string)] = row
	}
	for _, state := range []string{"vigente", "borrador", "vence-pronto", "vencido", "sin-plan"} {
		if states[state] == 0 {
			t.Errorf("no demo resident is %s: %v", state, states)
		}
	}
	if len(rows) != 38 || states["vigente"] < 25 {
		t.Fatalf("%d residents listed, states %v: want the 38 in the home, most with a plan in force", len(rows), states)
	}
	reviewed := byName["Teresa Vázquez Ledesma"]
	versions := objects(a.request("GET", "/api/care-plans?residentId="+reviewed["residentId"].(string), nil, nurse).
		wantStatus(http.StatusOK).jsonArray())
	if reviewed["state"] != "vence-pronto" || len(versions) != 2 || versions[0]["status"] != "borrador" || versions[1]["status"] != "vigente" {
		t.Fatalf("the plan under review: %v, versions %v", reviewed, versions)
	}
	draft := versions[0]
	a.request("PUT", "/api/care-plans/"+draft["_id"].(string), planBody(t, draft), nurse).wantStatus(http.StatusOK)
	inForce := versions[1]
	text := pdfText(t, a.request("GET", "/api/care-plans/"+inForce["_id"].(string)+"/pdf", nil, admin).wantStatus(http.StatusOK))
	if !strings.Contains(text, "Teresa Vázquez Ledesma") || !strings.Contains(text, "Acuerdo con la persona o su representante") {
		t.Fatalf("the printed demo plan:\n%s", text)
	}
	inForce = objects(a.request("GET", "/api/care-plans?residentId="+byName["Dolores Muñoz Gallego"]["residentId"].(string), nil, nurse).
		wantStatus(http.StatusOK).jsonArray())[0]
	walk := false
	for _, ar := range objects(inForce["areas"].([]any)) {
		for _, n := range objects(ar["needs"].([]any)) {
			for _, v := range objects(n["interventions"].([]any)) {
				walk = walk || v["frequency"] == "caminar 10 min mañana y tarde" || v["frequency"] == "cambios posturales cada 3 h"
			}
		}
	}
	if agreed := inForce["agreement"].(map[string]any); !walk || agreed["name"] == "" || len(area(t, inForce, "funcional")["contributors"].([]any)) == 0 {
		t.Fatalf("the plan in force: %v", inForce)
	}
	for _, name := range []string{"Dolores Muñoz Gallego", "Amparo Molina Escribano"} {
		list := a.request("GET", "/api/care-plans?residentId="+byName[name]["residentId"].(string), nil, nurse).jsonArray()
		if len(list) != 2 || list[1].(map[string]any)["status"] != "sustituido" {
			t.Errorf("%s: want a plan in force and the one it superseded: %v", name, list)
		}
	}
	if err := a.srv.Check(t.Context()); err != nil {
		t.Fatal(err)
	}
	alerted := map[string]bool{}
	for _, al := range objects(a.request("GET", "/api/alerts", nil, nurse).wantStatus(http.StatusOK).jsonArray()) {
		if al["kind"] == "careplan-due" {
			alerted[al["residentName"].(string)] = true
		}
	}
	if !alerted["Joaquín Marín Peñas"] || alerted["Gregorio Calvo Requena"] || len(alerted) != 1 {
		t.Fatalf("careplan-due alerts: %v, want the lapsed plan's only", alerted)
	}
}
