package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// DESIGN 8: one daily care record per resident and day; the 409 names the one to open.
func TestOneCareRecordPerDay(t *testing.T) {
	r := newRecordsApp(t)
	care := func(date string) map[string]any {
		return map[string]any{"user": r.resident, "date": date, "bath": true}
	}
	first := r.request("POST", "/api/care-records", care("2026-11-19"), r.nurse).wantStatus(http.StatusCreated).text("_id")
	other := r.request("POST", "/api/care-records", care("2026-11-20"), r.nurse).wantStatus(http.StatusCreated).text("_id")
	runScenarios(t, r.app, callers{"nurse": r.nurse}, []scenario{
		{name: "a second record for the same day", caller: "nurse", method: "POST", url: "/api/care-records",
			body: with(care("2026-11-19"), map[string]any{"lunch": true}), wantStatus: http.StatusConflict,
			wantJSON:   map[string]any{"existingId": first},
			wantFields: map[string]string{"date": "Ya hay un registro de ese día para este residente: ábrelo para editarlo."}},
		{name: "moving a record onto a day that has one", caller: "nurse", method: "PUT", url: "/api/care-records/" + other,
			body: care("2026-11-19"), wantStatus: http.StatusConflict, wantJSON: map[string]any{"existingId": first}},
		{name: "editing the day's own record", caller: "nurse", method: "PUT", url: "/api/care-records/" + first,
			body: with(care("2026-11-19"), map[string]any{"dinner": true}), wantStatus: http.StatusOK},
	})
	r.request("DELETE", "/api/care-records/"+first, nil, r.nurse).wantStatus(http.StatusOK)
	r.request("POST", "/api/care-records", care("2026-11-19"), r.nurse).wantStatus(http.StatusCreated)
	if list := r.request("GET", "/api/care-records/"+r.resident, nil, r.nurse).jsonArray(); len(list) != 2 {
		t.Fatalf("%d care records, want the two days", len(list))
	}
}

func TestKardexRoutesOwnSupplyAndDuplicateDose(t *testing.T) {
	r := newRecordsApp(t)
	gel := r.request("POST", "/api/medications", with(validMedication("Diclofenaco gel"), map[string]any{"administrationRoute": "Topical"}),
		r.admin).wantStatus(http.StatusCreated)
	if gel.text("administrationRoute") != "Tópica" {
		t.Fatalf("SPEC's English route is stored in Spanish: %s", gel.Body.String())
	}
	entry := func(changes map[string]any) map[string]any {
		return with(map[string]any{"medication": gel.text("_id"), "dose": "Aplicación fina", "frequency": "Cada 12 horas",
			"route": "Tópica", "date": "2026-11-01", "times": []string{"08:00", "20:00"}}, changes)
	}
	kardex := func(entries ...map[string]any) map[string]any {
		return map[string]any{"patientId": r.resident, "entries": entries}
	}
	var id string
	runScenarios(t, r.app, callers{"doctor": r.doctor}, []scenario{
		{name: "a route outside DESIGN's list", caller: "doctor", method: "POST", url: "/api/kardex",
			body: kardex(entry(map[string]any{"route": "Por la oreja"})), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"entries.0.route": "Seleccione la vía de administración."}},
		{name: "own supply needs a name", caller: "doctor", method: "POST", url: "/api/kardex",
			body: kardex(entry(map[string]any{"medication": "", "ownSupply": true})), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"entries.0.medicationName": "Escriba el nombre del medicamento."}},
		{name: "a topical gel and the resident's own inhaler", caller: "doctor", method: "POST", url: "/api/kardex",
			body: kardex(entry(nil), map[string]any{"medication": "", "ownSupply": true, "medicationName": "Spiriva 18 mcg",
				"dose": "1 inhalación", "frequency": "Cada 24 horas", "route": "Inhalatoria", "date": "2026-11-01", "times": []string{"09:00"}}),
			wantStatus: http.StatusCreated, after: func(t *testing.T, res response) {
				id = res.text("_id")
				own := res.json()["entries"].([]any)[1].(map[string]any)
				if own["ownSupply"] != true || own["medicationName"] != "Spiriva 18 mcg" || own["medication"] != "" {
					t.Fatalf("own supply entry: %v", own)
				}
			}},
	})
	dose := map[string]any{"kardexId": id, "medication": gel.text("_id"), "doseDate": "2026-11-19", "doseTime": "08:00"}
	r.request("POST", "/api/kardex/dose", dose, r.nurse).wantStatus(http.StatusCreated)
	again := r.request("POST", "/api/kardex/dose", dose, r.doctor).wantStatus(http.StatusConflict)
	if again.message() != "Esta dosis ya está registrada por "+r.nurseUser.Name+"." {
		t.Fatalf("duplicate dose: %s", again.Body.String())
	}
	r.request("POST", "/api/kardex/dose", with(dose, map[string]any{"doseTime": "20:00"}), r.nurse).wantStatus(http.StatusCreated)
	pdf := pdfText(t, r.request("GET", "/api/kardex/"+id+"/pdf", nil, r.nurse).wantStatus(http.StatusOK))
	if !strings.Contains(pdf, "Alergias: Penicilina") || !strings.Contains(pdf, "Spiriva 18 mcg") {
		t.Fatalf("the Kardex PDF must show the allergies and the own supply:\n%s", pdf)
	}
}

// The admission asks only what admitting someone needs; the family account waits for a username.
func TestAdmissionWithoutOptionalFieldsOrFamilyAccount(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	body := with(validResident("Julián Sanz Ortega"), map[string]any{"religion": nil, "supplement": nil, "mailingAddress": nil,
		"contactEmail": nil, "username": nil, "password": nil, "confirmPassword": nil})
	created := a.request("POST", "/api/patients/create-new-patient", body, admin).wantStatus(http.StatusCreated).json()
	id := created["_id"].(string)
	if created["username"] != "" && created["username"] != nil {
		t.Fatalf("a family account was made without a username: %v", created["username"])
	}
	a.request("POST", "/api/patients/create-new-patient", with(body, map[string]any{"socialSecurity": "281111111199",
		"password": "familia1", "confirmPassword": "familia1"}), admin).wantStatus(http.StatusUnprocessableEntity)

	rooms := a.request("GET", "/api/patients/rooms", nil, admin).wantStatus(http.StatusOK).json()
	occupied := rooms["occupied"].([]any)
	if len(occupied) != 1 || occupied[0].(map[string]any)["room"] != body["room"] ||
		occupied[0].(map[string]any)["residentName"] != "Julián Sanz Ortega" {
		t.Fatalf("rooms: %v", rooms)
	}
	a.request("PATCH", "/api/patients/archive/"+id, nil, admin).wantStatus(http.StatusOK)
	rooms = a.request("GET", "/api/patients/rooms", nil, admin).wantStatus(http.StatusOK).json()
	if len(rooms["occupied"].([]any)) != 0 || len(rooms["free"].([]any)) != 1 || rooms["free"].([]any)[0] != body["room"] {
		t.Fatalf("an archived resident's room is free: %v", rooms)
	}
}

// A new incident's notification says what it is and opens the resident on Incidentes.
func TestIncidentNotificationLinksToTheTab(t *testing.T) {
	r := newRecordsApp(t)
	r.request("POST", "/api/incidents", map[string]any{"residentId": r.resident, "date": "2026-11-19", "time": "10:00",
		"shift": "mañana", "situation": "Rechaza la medicación de la mañana."}, r.nurse).wantStatus(http.StatusCreated)
	list := r.request("GET", "/api/notifications/user/"+r.doctorUser.ID, nil, r.doctor).wantStatus(http.StatusOK).jsonArray()
	if len(list) != 1 {
		t.Fatalf("the doctor has %d notifications", len(list))
	}
	options := list[0].(map[string]any)["options"].(map[string]any)
	if options["kind"] != "incident" || options["url"] != "/patients/"+r.resident+"/incidentes" {
		t.Fatalf("incident notification options: %v", options)
	}
}

// text is a top-level string of the answer's JSON object.
func (r response) text(key string) string {
	r.t.Helper()
	s, _ := r.json()[key].(string)
	return s
}
