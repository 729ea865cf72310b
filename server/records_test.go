package server_test

import (
	"net/http"
	"strings"
	"testing"

	"amparo/store"
)

// recordsApp is an app with a resident and the people who write records.
type recordsApp struct {
	*app
	admin, nurse, social, doctor      string
	nurseUser, socialUser, doctorUser store.User
	resident                          string
}

func newRecordsApp(t *testing.T) recordsApp {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	social, socialUser := a.addUser("social", store.RoleSocialWorker)
	doctor, doctorUser := a.addUser("medico", store.RoleDoctor)
	resident := a.createResident(admin, validResident("María José Núñez Peña"))["_id"].(string)
	return recordsApp{app: a, admin: admin, nurse: nurse, social: social, doctor: doctor,
		nurseUser: nurseUser, socialUser: socialUser, doctorUser: doctorUser, resident: resident}
}

func (r recordsApp) callers() callers {
	return callers{"admin": r.admin, "nurse": r.nurse, "social": r.social, "doctor": r.doctor}
}

func TestRecordKindsCreateListEditDeleteAndPrint(t *testing.T) {
	r := newRecordsApp(t)
	cases := []struct {
		name, path, writer, refused string
		body, edit                  map[string]any
		listed, printed             string
		filePrefix, report          string
	}{
		{"general note", "/api/notes", "social", "",
			map[string]any{"date": "2026-11-19", "time": "09:15", "observations": "Ha desayunado con apetito y está animada."},
			map[string]any{"date": "2026-11-19", "time": "09:30", "observations": "Ha desayunado con apetito; después, paseo."},
			"paseo", "después, paseo", "nota_", "notes_general_report.pdf"},
		{"vital signs", "/api/vitalsigns", "nurse", "social",
			map[string]any{"date": "2026-11-19", "time": "08:00", "vitalSigns": map[string]any{"systolicPressure": 135, "diastolicPressure": 82,
				"temperature": 36.6, "heartRate": 72}, "diagnostics": "Tensión algo elevada.", "physicalExam": map[string]any{"observations": "Sin edemas."}},
			map[string]any{"date": "2026-11-19", "time": "08:00", "vitalSigns": map[string]any{"systolicPressure": 128, "glucose": 110},
				"diagnostics": "Tensión normalizada.", "physicalExam": map[string]any{"observations": "Sin edemas."}},
			"normalizada", "Presión sistólica", "signos_vitales_", "signos_vitales_report.pdf"},
		{"incident", "/api/incidents", "doctor", "social",
			map[string]any{"date": "2026-11-19", "time": "23:40", "shift": "noche", "situation": "Caída al levantarse al baño.",
				"calledDoctor": true, "doctorResponse": "Valorar mañana; vigilancia.", "observations": "Sin heridas visibles."},
			map[string]any{"date": "2026-11-19", "time": "23:40", "shift": "noche", "situation": "Caída al levantarse al baño.",
				"calledDoctor": true, "doctorResponse": "Valorar mañana; vigilancia.", "calledRelative": true,
				"relativeResponse": "La hija vendrá por la mañana.", "observations": "Sin heridas visibles."},
			"caida", "La hija vendrá por la mañana.", "incident_", "incidents_general_report.pdf"},
		{"daily care", "/api/care-records", "social", "",
			map[string]any{"date": "2026-11-19", "bath": true, "breakfast": true, "lunch": true},
			map[string]any{"date": "2026-11-19", "bath": true, "breakfast": true, "lunch": true, "dinner": true},
			"", "Cambio de pañal", "cuidados_", "cuidados_report.pdf"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			token := map[string]string{"social": r.social, "nurse": r.nurse, "doctor": r.doctor}[tc.writer]
			body := with(tc.body, map[string]any{"residentId": r.resident})
			if tc.refused != "" {
				r.request("POST", tc.path, body, r.social).wantStatus(http.StatusForbidden)
			}
			created := r.request("POST", tc.path, body, token).wantStatus(http.StatusCreated).json()
			id := created["_id"].(string)
			if created["residentId"] != r.resident || created["createdByName"] == "" {
				t.Fatalf("created = %v", created)
			}
			edited := r.request("PUT", tc.path+"/"+id, with(tc.edit, map[string]any{"residentId": "otro"}), token).wantStatus(http.StatusOK).json()
			if edited["residentId"] != r.resident {
				t.Fatalf("an edit moved the record to another resident: %v", edited["residentId"])
			}
			list := r.request("GET", tc.path+"/"+r.resident+"?search="+tc.listed, nil, r.social).wantStatus(http.StatusOK).jsonArray()
			if len(list) != 1 || list[0].(map[string]any)["_id"] != id {
				t.Fatalf("list (search %q) = %v", tc.listed, list)
			}
			one := r.request("GET", tc.path+"/"+id+"/pdf", nil, r.social).wantStatus(http.StatusOK)
			if cd := one.Header().Get("Content-Disposition"); !strings.Contains(cd, tc.filePrefix+id+".pdf") {
				t.Fatalf("file name = %q", cd)
			}
			text := pdfText(t, one)
			for _, want := range []string{"María José Núñez Peña", tc.printed, "19/11/2026", "Página 1 de 1"} {
				if !strings.Contains(text, want) {
					t.Errorf("record PDF lacks %q:\n%s", want, text)
				}
			}
			report := r.request("POST", tc.path+"/report/pdf", map[string]any{"residentId": r.resident}, r.social).wantStatus(http.StatusOK)
			if cd := report.Header().Get("Content-Disposition"); !strings.Contains(cd, tc.report) {
				t.Fatalf("report file name = %q", cd)
			}
			r.request("DELETE", tc.path+"/"+id, nil, token).wantStatus(http.StatusOK)
			if after := r.request("GET", tc.path+"/"+r.resident, nil, r.social).jsonArray(); len(after) != 0 {
				t.Fatalf("a deleted record is still listed: %v", after)
			}
			r.request("GET", tc.path+"/"+id+"/pdf", nil, r.social).wantStatus(http.StatusNotFound)
			if strings.Contains(pdfText(t, r.request("POST", tc.path+"/report/pdf", map[string]any{"residentId": r.resident}, r.social)), tc.printed) {
				t.Fatal("a deleted record is still printed in the report")
			}
			kinds := map[string]string{"/api/notes": "note", "/api/vitalsigns": "vitals", "/api/incidents": "incident", "/api/care-records": "care"}
			rows := r.audit(store.AuditFilter{Entity: kinds[tc.path], EntityID: id})
			var actions []string
			for _, row := range rows {
				actions = append(actions, row.Action)
			}
			if strings.Join(actions, ",") != "create,update,report,delete" || !strings.Contains(rows[3].Detail, "before") {
				t.Fatalf("audit = %v", actions)
			}
		})
	}
}

func TestRecordValidationMessages(t *testing.T) {
	r := newRecordsApp(t)
	invalid := func(name, path string, body map[string]any, fields map[string]string) scenario {
		caller := "admin"
		if path == "/api/kardex" {
			caller = "doctor" // only doctors prescribe
		}
		return scenario{name: name, caller: caller, method: "POST", url: path, body: body,
			wantStatus: http.StatusUnprocessableEntity, wantFields: fields}
	}
	runScenarios(t, r.app, r.callers(), []scenario{
		invalid("a blank note", "/api/notes", map[string]any{}, map[string]string{"residentId": "El residente es requerido.",
			"date": "La fecha es requerida.", "time": "La hora es requerida.", "observations": "Las observaciones son requeridas."}),
		invalid("a blank social-work note", "/api/notessocialworker",
			map[string]any{"residentId": "x", "additionalObservations": []map[string]any{{}}},
			map[string]string{"date": "La fecha es requerida.", "time": "La hora es requerida.",
				"primaryObservation":                   "La observación principal es requerida.",
				"additionalObservations.0.observation": "La observación es requerida.",
				"additionalObservations.0.date":        "La fecha es requerida.", "additionalObservations.0.time": "La hora es requerida."}),
		invalid("vital signs without one", "/api/vitalsigns", map[string]any{"residentId": "x", "date": "2026-11-19"},
			map[string]string{"vitalSigns": "Registra al menos un signo vital."}),
		invalid("vital signs below zero", "/api/vitalsigns",
			map[string]any{"residentId": "x", "vitalSigns": map[string]any{"glucose": -4, "heartRate": 0}},
			map[string]string{"date": "La fecha es requerida.", "vitalSigns.glucose": "Debe ser positivo.", "vitalSigns.heartRate": "Debe ser positivo."}),
		invalid("an incident without its answers", "/api/incidents",
			map[string]any{"residentId": "x", "calledDoctor": true, "calledRelative": true, "otherAction": true},
			map[string]string{"date": "La fecha es requerida.", "time": "La hora es requerida.", "shift": "El turno es requerido.",
				"situation": "La situación es requerida.", "doctorResponse": "Ingrese la respuesta del médico.",
				"relativeResponse": "Ingrese la respuesta del familiar.", "otherResponse": "Explique la intervención."}),
		invalid("a care record with a bad date", "/api/care-records", map[string]any{"user": "x", "date": "19/11/2026"},
			map[string]string{"date": "Fecha no válida."}),
		invalid("an empty Kardex", "/api/kardex", map[string]any{"patientId": "x", "entries": []map[string]any{}},
			map[string]string{"entries": "Debe haber al menos un medicamento en el Kardex."}),
		invalid("a blank Kardex entry", "/api/kardex",
			map[string]any{"patientId": "x", "entries": []map[string]any{{"route": "Por la oreja"}}},
			map[string]string{"entries.0.medication": "Seleccione el medicamento.", "entries.0.dose": "Ingrese la dosis.",
				"entries.0.frequency": "Ingrese la frecuencia.", "entries.0.route": "Seleccione la vía de administración.",
				"entries.0.date": "La fecha es requerida."}),
		invalid("a note for an unknown resident", "/api/notes", map[string]any{"residentId": "no-existe", "date": "2026-11-19", "time": "10:00", "observations": "x"},
			map[string]string{"residentId": "El residente no existe."}),
		{name: "the notes of an unknown resident", caller: "admin", method: "GET", url: "/api/notes/no-existe",
			wantStatus: http.StatusNotFound},
	})
}

func TestSocialWorkNoteEditsOnlyAppend(t *testing.T) {
	r := newRecordsApp(t)
	body := map[string]any{"residentId": r.resident, "date": "2026-11-18", "time": "11:00",
		"primaryObservation": "Primera entrevista con la familia: buena acogida.", "socialWorker": "falso"}
	r.request("POST", "/api/notessocialworker", body, r.nurse).wantStatus(http.StatusForbidden)
	created := r.request("POST", "/api/notessocialworker", body, r.social).wantStatus(http.StatusCreated).json()
	id := created["_id"].(string)
	if created["socialWorker"] != r.socialUser.ID {
		t.Fatalf("socialWorker taken from the body: %v", created["socialWorker"])
	}
	first := r.request("PUT", "/api/notessocialworker/"+id, map[string]any{"primaryObservation": "CAMBIADA", "date": "2020-01-01",
		"additionalObservations": []map[string]any{{"observation": "Llamada con el hijo.", "date": "2026-11-19", "time": "10:00", "isNew": true}}},
		r.social).wantStatus(http.StatusOK).json()
	if first["primaryObservation"] != body["primaryObservation"] || first["date"] != "2026-11-18" {
		t.Fatalf("the primary observation and date must not change: %v", first)
	}
	saved := first["additionalObservations"].([]any)
	if len(saved) != 1 {
		t.Fatalf("additional = %v", saved)
	}
	kept := saved[0].(map[string]any)
	second := r.request("PUT", "/api/notessocialworker/"+id, map[string]any{"additionalObservations": []map[string]any{
		{"_id": kept["_id"], "observation": "REESCRITA", "date": "2026-11-19", "time": "10:00"},
		{"observation": "Visita de la nieta.", "date": "2026-11-20", "time": "17:00", "isNew": true}}}, r.social).wantStatus(http.StatusOK).json()
	all := second["additionalObservations"].([]any)
	if len(all) != 2 || all[0].(map[string]any)["observation"] != "Llamada con el hijo." || all[1].(map[string]any)["observation"] != "Visita de la nieta." {
		t.Fatalf("existing observations must stay and new ones be appended: %v", all)
	}
	r.request("PUT", "/api/notessocialworker/"+id, map[string]any{}, r.social).wantStatus(http.StatusOK)
	if got := r.request("GET", "/api/notessocialworker/"+r.resident, nil, r.nurse).jsonArray(); len(got[0].(map[string]any)["additionalObservations"].([]any)) != 2 {
		t.Fatal("saving without observations must not drop the saved ones")
	}
	text := pdfText(t, r.request("GET", "/api/notessocialworker/"+id+"/pdf", nil, r.nurse).wantStatus(http.StatusOK))
	for _, want := range []string{"Primera entrevista con la familia: buena acogida.", "Llamada con el hijo.", "Visita de la nieta."} {
		if !strings.Contains(text, want) {
			t.Errorf("social-work note PDF lacks %q", want)
		}
	}
}

func TestKardexAndDoses(t *testing.T) {
	r := newRecordsApp(t)
	med := r.request("POST", "/api/medications", with(validMedication("Enalapril"), map[string]any{"concentration": "10 mg"}), r.admin).json()["_id"].(string)
	other := r.request("POST", "/api/medications", validMedication("Paracetamol"), r.admin).json()["_id"].(string)
	body := map[string]any{"patientId": r.resident, "createdBy": "falso", "entries": []map[string]any{
		{"medication": med, "dose": "1 comprimido", "frequency": "Cada 12 horas", "route": "Oral", "date": "2026-11-01",
			"times": []string{"20:00", "08:00"}},
		{"medication": other, "dose": "1 g", "route": "Oral", "date": "2026-11-01", "prn": true, "prnIndication": "dolor",
			"prnMaxPerDay": "3"}}}
	who := r.callers()
	runScenarios(t, r.app, who, []scenario{
		{name: "the social worker does not prescribe", caller: "social", method: "POST", url: "/api/kardex", body: body,
			wantStatus: http.StatusForbidden},
		{name: "nor the nurse", caller: "nurse", method: "POST", url: "/api/kardex", body: body, wantStatus: http.StatusForbidden},
	})
	created := r.request("POST", "/api/kardex", body, r.doctor).wantStatus(http.StatusCreated).json()
	id := created["_id"].(string)
	entries := created["entries"].([]any)
	if len(entries) != 2 || entries[0].(map[string]any)["medicationName"] != "Enalapril 10 mg" || created["patientId"] != r.resident ||
		created["responsibleName"] != r.doctorUser.Name {
		t.Fatalf("kardex = %v", created)
	}
	stranger := r.request("POST", "/api/medications", validMedication("Otro"), r.admin).json()["_id"].(string)
	runScenarios(t, r.app, who, []scenario{
		{name: "a blank dose", caller: "nurse", method: "POST", url: "/api/kardex/dose", body: map[string]any{"kardexId": id},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"medication": "El medicamento es requerido.",
				"doseDate": "La fecha es requerida.", "doseTime": "La hora es requerida."}},
		{name: "a dose of a medication not prescribed", caller: "nurse", method: "POST", url: "/api/kardex/dose",
			body:       map[string]any{"kardexId": id, "medication": stranger, "doseDate": "2026-11-19", "doseTime": "08:00"},
			wantStatus: http.StatusUnprocessableEntity},
		{name: "a dose, signed by who gives it", caller: "nurse", method: "POST", url: "/api/kardex/dose", body: map[string]any{
			"kardexId": id, "medication": med, "doseDate": "2026-11-19", "doseTime": "08:00", "userId": "falso"},
			wantStatus: http.StatusCreated, wantJSON: map[string]any{"userId": r.nurseUser.ID, "medicationName": "Enalapril 10 mg"}},
		{name: "the resident's Kardex with its dose", caller: "social", method: "GET", url: "/api/kardex?patientId=" + r.resident,
			wantStatus: http.StatusOK, after: func(t *testing.T, res response) {
				if list := res.jsonArray(); len(list) != 1 || len(list[0].(map[string]any)["doses"].([]any)) != 1 {
					t.Fatalf("kardex list = %v", list)
				}
			}},
		{name: "every Kardex", caller: "social", method: "GET", url: "/api/kardex", wantStatus: http.StatusOK,
			after: func(t *testing.T, res response) {
				if all := res.jsonArray(); len(all) != 1 {
					t.Fatalf("all kardex = %d", len(all))
				}
			}},
	})
	text := pdfText(t, r.request("GET", "/api/kardex/"+id+"/pdf", nil, r.social).wantStatus(http.StatusOK))
	for _, want := range []string{"Kardex de medicación", "Enalapril 10 mg", "Cada 12 horas", "Dosis administradas", "19/11/2026 08:00", r.nurseUser.Name} {
		if !strings.Contains(text, want) {
			t.Errorf("kardex PDF lacks %q", want)
		}
	}
	file := pdfText(t, r.request("GET", "/api/patients/report/pdf/"+r.resident, nil, r.social).wantStatus(http.StatusOK))
	if !strings.Contains(file, "Registros recientes") || !strings.Contains(file, "Enalapril 10 mg") {
		t.Errorf("the resident file must summarise the latest records:\n%s", file)
	}
	// The medication leaves the inventory; the Kardex still reads right.
	r.request("DELETE", "/api/medications/"+med, nil, r.admin).wantStatus(http.StatusOK)
	again := r.request("GET", "/api/kardex?patientId="+r.resident, nil, r.social).jsonArray()[0].(map[string]any)
	if again["entries"].([]any)[0].(map[string]any)["medicationName"] != "Enalapril 10 mg" {
		t.Fatal("a retired medication must keep its name in the Kardex")
	}
	runScenarios(t, r.app, who, []scenario{
		{name: "the nurse does not delete it", caller: "nurse", method: "DELETE", url: "/api/kardex/" + id, wantStatus: http.StatusForbidden},
		{name: "the doctor does", caller: "doctor", method: "DELETE", url: "/api/kardex/" + id, wantStatus: http.StatusOK},
	})
	if rows := r.audit(store.AuditFilter{Entity: "administration", Action: "administer"}); len(rows) != 1 ||
		rows[0].ResidentID != r.resident || rows[0].ActorID != r.nurseUser.ID {
		t.Fatalf("dose audit = %+v", rows)
	}
}
