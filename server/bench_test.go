package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"amparo/store"
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

// roundHome is a home of 200 residents in four areas with 8 scheduled medications each (1,600 doses in
// the morning shift of 2026-11-20, half of them already given at 11:30 Madrid time).
func roundHome(b *testing.B) (a *app, nurse string, residents []string) {
	a = newApp(b)
	a.clock.set(madrid(b, "2026-11-20T06:00"))
	a.bootstrap()
	admin := a.longSession("lucia")
	a.addUser("medico", store.RoleDoctor)
	a.addUser("enfermera", store.RoleNurse)
	doctor, nurse := a.longSession("medico"), a.longSession("enfermera")
	med := a.request("POST", "/api/medications", validMedication("Enalapril"), admin).text("_id")
	var areas []string
	for i := range 4 {
		areas = append(areas, a.request("POST", "/api/areas", map[string]any{"name": fmt.Sprintf("Planta %d", i+1)}, admin).text("_id"))
	}
	type slot struct{ kardex, entry, at string }
	var toGive []slot
	for i := range 200 {
		id := a.createResident(admin, validResident(fmt.Sprintf("Residente %03d", i)))["_id"].(string)
		residents = append(residents, id)
		a.request("POST", "/api/areas/"+areas[i%4]+"/patients/"+id, nil, admin)
		entries := make([]map[string]any, 8)
		for n := range entries {
			entries[n] = map[string]any{"medication": med, "dose": "1 comprimido", "route": "Oral", "date": "2026-11-01",
				"times": []string{fmt.Sprintf("%02d:%02d", 7+n, 15*(n%4)), "21:00"}}
		}
		k := a.request("POST", "/api/kardex", map[string]any{"patientId": id, "entries": entries}, doctor).json()
		for n, e := range k["entries"].([]any)[:4] {
			toGive = append(toGive, slot{k["_id"].(string), e.(map[string]any)["_id"].(string), fmt.Sprintf("2026-11-20T%02d:%02d", 7+n, 15*(n%4))})
		}
	}
	a.clock.set(madrid(b, "2026-11-20T11:30"))
	for _, s := range toGive {
		if r := a.request("POST", "/api/mar/administrations", map[string]any{"kardexId": s.kardex, "entryId": s.entry,
			"scheduledAt": s.at, "status": "given"}, nurse); r.Code != http.StatusCreated {
			b.Fatalf("give: %d %s", r.Code, r.Body.String())
		}
	}
	return a, nurse, residents
}

// BenchmarkMedicationRound measures GET /mar for the round home. DESIGN 9 asks for 20 ms at most.
func BenchmarkMedicationRound(b *testing.B) {
	a, nurse, _ := roundHome(b)
	if rows := len(a.request("GET", "/api/mar?date=2026-11-20&shift=manana", nil, nurse).jsonArray()); rows != 1600 {
		b.Fatalf("%d doses in the morning, want 1600", rows)
	}
	b.ReportAllocs()
	for b.Loop() {
		if r := a.request("GET", "/api/mar?date=2026-11-20&shift=manana", nil, nurse); r.Code != http.StatusOK {
			b.Fatalf("status %d", r.Code)
		}
	}
}

// BenchmarkHandover measures GET /handover for the round home after a busy morning: 2,000 records in the
// shift (1,200 readings, a quarter outside the ranges, and 800 incidents) on top of the round's 1,600
// doses. Issue 13 asks for 50 ms at most.
func BenchmarkHandover(b *testing.B) {
	a, nurse, residents := roundHome(b)
	for i := range 2000 {
		resident, clock := residents[i%len(residents)], fmt.Sprintf("%02d:%02d", 7+i%7, i%60)
		var r response
		if i < 1200 {
			systolic := 120
			if i%4 == 0 {
				systolic = 165
			}
			r = a.request("POST", "/api/vitalsigns", map[string]any{"residentId": resident, "date": "2026-11-20", "time": clock,
				"vitalSigns": map[string]any{"systolicPressure": systolic, "heartRate": 72}}, nurse)
		} else {
			r = a.request("POST", "/api/incidents", map[string]any{"residentId": resident, "date": "2026-11-20", "time": clock,
				"shift": "mañana", "situation": "Agitación durante el aseo."}, nurse)
		}
		if r.Code != http.StatusCreated {
			b.Fatalf("record: %d %s", r.Code, r.Body.String())
		}
	}
	a.clock.set(madrid(b, "2026-11-20T14:55"))
	h := a.request("GET", "/api/handover?date=2026-11-20&shift=manana", nil, nurse).json()
	if n := len(h["residents"].([]any)); n != 200 {
		b.Fatalf("%d residents in the handover, want 200", n)
	}
	b.ReportAllocs()
	for b.Loop() {
		if r := a.request("GET", "/api/handover?date=2026-11-20&shift=manana", nil, nurse); r.Code != http.StatusOK {
			b.Fatalf("status %d", r.Code)
		}
	}
}
