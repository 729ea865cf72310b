package server_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

// A Kardex entry's schedule as the doctor writes it and the server keeps it: times sorted and once, the
// days, the units typed the Spanish way, the frequency said from the schedule when not written.
func TestKardexEntrySchedule(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	kardex := func(entries ...map[string]any) map[string]any {
		return map[string]any{"patientId": m.resident, "entries": entries}
	}
	invalid := func(name string, entry map[string]any, field, message string) scenario {
		return scenario{name: name, caller: "doctor", method: "POST", url: "/api/kardex", body: kardex(entry),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"entries.0." + field: message}}
	}
	entry := func(i int) func(*testing.T, response) map[string]any {
		return func(t *testing.T, r response) map[string]any { return r.json()["entries"].([]any)[i].(map[string]any) }
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		invalid("neither times, nor PRN, nor a frequency", m.entry(), "frequency", "Ingrese la frecuencia."),
		invalid("a time that is not one", m.entry("08:00", "25:00"), "times", "Hora no válida."),
		invalid("a day that is not one", with(m.entry("08:00"), map[string]any{"weekdays": []int{0, 3}}), "weekdays", "Día de la semana no válido."),
		invalid("Sunday is 7, not 8", with(m.entry("08:00"), map[string]any{"weekdays": []int{8}}), "weekdays", "Día de la semana no válido."),
		invalid("an end before the start", with(m.entry("08:00"), map[string]any{"endDate": "2026-10-31"}), "endDate",
			"La fecha de fin no puede ser anterior a la de inicio."),
		invalid("an end that is no date", with(m.entry("08:00"), map[string]any{"endDate": "mañana"}), "endDate", "Fecha no válida."),
		invalid("no units", with(m.entry("08:00"), map[string]any{"unitsPerDose": 0}), "unitsPerDose", "Debe ser mayor que cero."),
		invalid("units that are no number", with(m.entry("08:00"), map[string]any{"unitsPerDose": "media"}), "unitsPerDose",
			"Escribe un número (por ejemplo, 36,8)."),
		invalid("PRN without its indication", with(m.prn("", 3), nil), "prnIndication", "Indique cuándo se da (por ejemplo, dolor)."),
		invalid("PRN without its maximum", with(m.prn("dolor", 0), map[string]any{"prnMaxPerDay": nil}), "prnMaxPerDay",
			"Indique cuántas dosis al día como máximo."),
		invalid("PRN with half a dose as its maximum", with(m.prn("dolor", 0), map[string]any{"prnMaxPerDay": "1,5"}), "prnMaxPerDay",
			"Escribe un número entero."),
		invalid("PRN with fixed times", with(m.prn("dolor", 3), map[string]any{"times": []string{"08:00"}}), "times",
			"Un medicamento «si precisa» no lleva horas fijas."),
		{name: "times, days, units and instructions", caller: "doctor", method: "POST", url: "/api/kardex",
			body: kardex(with(m.entry("20:00", "08:00", "08:00"), map[string]any{"weekdays": []int{5, 1, 3, 3}, "unitsPerDose": "0,5",
				"instructions": "Con el desayuno y la cena.", "endDate": "2026-12-31", "_id": "elegido-por-el-cliente"}),
				with(m.entry("09:00"), map[string]any{"weekdays": []int{7, 6, 5, 4, 3, 2, 1}, "frequency": "Una vez al día"}),
				with(m.prn("dolor", 0), map[string]any{"prnMaxPerDay": "3", "weekdays": []int{1}})),
			wantStatus: http.StatusCreated, after: func(t *testing.T, r response) {
				first, second, third := entry(0)(t, r), entry(1)(t, r), entry(2)(t, r)
				want := map[string]any{"times": []any{"08:00", "20:00"}, "weekdays": []any{1.0, 3.0, 5.0}, "unitsPerDose": 0.5,
					"instructions": "Con el desayuno y la cena.", "prn": false, "prnIndication": "", "prnMaxPerDay": 0.0,
					"frequency":    "Lunes, miércoles y viernes a las 08:00 y 20:00 hasta el 31/12/2026",
					"scheduleText": "Lunes, miércoles y viernes a las 08:00 y 20:00 hasta el 31/12/2026", "scheduleSetAt": "2026-11-20T07:00:00Z"}
				for k, v := range want {
					if !equalJSON(first[k], v) {
						t.Errorf("entry %s = %#v, want %#v", k, first[k], v)
					}
				}
				if id := first["_id"].(string); len(id) != 36 || id == "elegido-por-el-cliente" {
					t.Errorf("a new entry gets the server's id, not %q", id)
				}
				if !equalJSON(second["weekdays"], []any{}) || second["frequency"] != "Una vez al día" || second["scheduleText"] != "09:00" ||
					second["unitsPerDose"] != 1.0 {
					t.Errorf("every day, the doctor's own frequency, one unit: %v", second)
				}
				if third["frequency"] != "Si precisa: dolor (máx. 3 al día)" || !equalJSON(third["weekdays"], []any{}) || third["prnMaxPerDay"] != 3.0 {
					t.Errorf("a PRN entry: %v", third)
				}
			}},
	})
}

// Entries keep their _id across edits while they stay; the schedule's time is kept unless the schedule
// changes. An entry from before schedules may be saved again without times; a new one may not.
func TestKardexEntriesKeepTheirIDs(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00"), m.entry("20:00"))
	m.clock.set(madrid(t, "2026-11-20T09:00"))
	edited := m.request("PUT", "/api/kardex/"+kardex, map[string]any{"patientId": m.resident, "entries": []map[string]any{
		with(m.entry("20:00"), map[string]any{"_id": ids[1], "dose": "2 comprimidos"}),
		with(m.entry("14:00"), map[string]any{"_id": "inventado"}),
		with(m.entry("08:00"), map[string]any{"_id": ids[1]}),
		with(m.entry("10:00"), map[string]any{"_id": ids[0]}),
	}}, m.doctor).wantStatus(http.StatusOK).json()["entries"].([]any)
	got := objects(edited)
	if got[0]["_id"] != ids[1] || got[0]["dose"] != "2 comprimidos" || got[0]["scheduleSetAt"] != "2026-11-20T07:00:00Z" {
		t.Fatalf("an edited entry keeps its id and, its schedule unchanged, its schedule's time: %v", got[0])
	}
	if got[1]["_id"] == "inventado" || got[2]["_id"] == ids[1] || got[1]["_id"] == got[2]["_id"] {
		t.Fatalf("an unknown id, or one already used, is a new entry: %v, %v", got[1]["_id"], got[2]["_id"])
	}
	if got[3]["_id"] != ids[0] || got[3]["scheduleSetAt"] != "2026-11-20T08:00:00Z" {
		t.Fatalf("a changed time sets the schedule again: %v", got[3])
	}

	// A Kardex written before schedules, as migration 9 leaves it: an _id, a frequency and no times.
	legacy, err := store.CreateRecord(context.Background(), m.store, store.Kardexes, store.Actor{UserID: m.doctorUser.ID, Name: m.doctorUser.Name},
		store.RecordInput[store.Kardex]{ResidentID: m.resident, Date: "2026-10-01", Data: store.Kardex{ResponsibleName: "Dr. Antiguo",
			Entries: []store.KardexEntry{{ID: "legacy-1", Medication: m.med, MedicationName: "Enalapril 10 mg", Dose: "1",
				Frequency: "Cada 12 horas", Route: "Oral", Date: "2026-10-01"}}}})
	if err != nil {
		t.Fatal(err)
	}
	list := objects(m.request("GET", "/api/kardex?patientId="+m.resident, nil, m.nurse).jsonArray())
	i := slices.IndexFunc(list, func(k map[string]any) bool { return k["_id"] == legacy.ID })
	old := list[i]["entries"].([]any)[0].(map[string]any)
	if old["scheduleText"] != "Sin horario" || !equalJSON(old["times"], []any{}) || old["unitsPerDose"] != 1.0 {
		t.Fatalf("an entry from before schedules reads: %v", old)
	}
	body := func(entries ...map[string]any) map[string]any {
		return map[string]any{"patientId": m.resident, "entries": entries}
	}
	keep := map[string]any{"_id": "legacy-1", "medication": m.med, "dose": "1", "frequency": "Cada 12 horas", "route": "Oral", "date": "2026-10-01"}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "saved again without times", caller: "doctor", method: "PUT", url: "/api/kardex/" + legacy.ID, body: body(keep),
			wantStatus: http.StatusOK, wantContent: []string{`"_id":"legacy-1"`, `"scheduleText":"Sin horario"`}},
		{name: "a new entry as SPEC writes it, a frequency and no times, is kept without a schedule", caller: "doctor",
			method: "PUT", url: "/api/kardex/" + legacy.ID, body: body(keep, with(keep, map[string]any{"_id": nil})),
			wantStatus: http.StatusOK, wantContent: []string{`"frequency":"Cada 12 horas","route":"Oral","date":"2026-10-01","endDate":"","times":[],"weekdays":[],"prn":false`}},
		{name: "but a new entry needs its times or at least a frequency", caller: "doctor", method: "PUT", url: "/api/kardex/" + legacy.ID,
			body: body(keep, with(keep, map[string]any{"_id": nil, "frequency": ""})), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"entries.1.frequency": "Ingrese la frecuencia."}},
		{name: "and once given times it is scheduled", caller: "doctor", method: "PUT", url: "/api/kardex/" + legacy.ID,
			body: body(with(keep, map[string]any{"times": []string{"09:00", "21:00"}, "frequency": ""})), wantStatus: http.StatusOK,
			wantContent: []string{`"_id":"legacy-1"`, `"frequency":"09:00 y 21:00"`, `"scheduleSetAt":"2026-11-20T08:00:00Z"`}},
	})
}

// The allergy check: a medication whose name or active ingredient matches the resident's allergies is refused
// unless the doctor overrides it with a reason, which the audit keeps.
func TestKardexAllergyCheck(t *testing.T) {
	m := newMarApp(t, "2026-11-20T08:00")
	medication := func(name, ingredient string) string {
		return m.request("POST", "/api/medications", with(validMedication(name), map[string]any{"activeIngredient": ingredient}), m.admin).
			wantStatus(http.StatusCreated).text("_id")
	}
	penicillin, augmentine := medication("Penicilina G", ""), medication("Augmentine", "Amoxicilina y ácido clavulánico")
	other := m.createResident(m.admin, with(validResident("Tomás Vela Ortiz"), map[string]any{"allergies": "Látex, amoxicilina."}))["_id"].(string)
	body := func(resident, med string, override any) map[string]any {
		out := map[string]any{"patientId": resident, "entries": []map[string]any{m.entry("08:00"),
			with(m.entry("08:00"), map[string]any{"medication": med})}}
		if override != nil {
			out["allergyOverride"] = override
		}
		return out
	}
	var kardex string
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "the medication's name", caller: "doctor", method: "POST", url: "/api/kardex", body: body(m.resident, penicillin, nil),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"entries.1.medication": "Alergia registrada: Penicilina."},
			notContent: []string{"entries.0.medication"}},
		{name: "its active ingredient", caller: "doctor", method: "POST", url: "/api/kardex", body: body(other, augmentine, nil),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"entries.1.medication": "Alergia registrada: amoxicilina."}},
		{name: "the resident's own supply", caller: "doctor", method: "POST", url: "/api/kardex",
			body: map[string]any{"patientId": m.resident, "entries": []map[string]any{{"ownSupply": true, "medicationName": "Penicilina V oral",
				"dose": "1", "route": "Oral", "date": "2026-11-01", "times": []string{"08:00"}}}},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"entries.0.medication": "Alergia registrada: Penicilina."}},
		{name: "an override needs its reason", caller: "doctor", method: "POST", url: "/api/kardex",
			body: body(m.resident, penicillin, map[string]any{"reason": " "}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"allergyOverride.reason": "Explique por qué se prescribe pese a la alergia.",
				"entries.1.medication": "Alergia registrada: Penicilina."}},
		{name: "with its reason it is prescribed", caller: "doctor", method: "POST", url: "/api/kardex",
			body:       body(m.resident, penicillin, map[string]any{"reason": "Sífilis; alergia dudosa, desensibilización en curso."}),
			wantStatus: http.StatusCreated, after: func(t *testing.T, r response) { kardex = r.text("_id") }},
	})
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "an edit is checked too", caller: "doctor", method: "PUT", url: "/api/kardex/" + kardex,
			body: body(m.resident, penicillin, nil), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"entries.1.medication": "Alergia registrada: Penicilina."}},
		{name: "and overridden again", caller: "doctor", method: "PUT", url: "/api/kardex/" + kardex,
			body: body(m.resident, penicillin, map[string]any{"reason": "Se mantiene la pauta."}), wantStatus: http.StatusOK},
		{name: "a penicillin for an allergy to amoxicilina is its group", caller: "doctor", method: "POST", url: "/api/kardex",
			body: body(other, penicillin, nil), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"entries.1.medication": "Alergia registrada: amoxicilina (grupo penicilinas: penicilina)."}},
		{name: "no allergy, no question", caller: "doctor", method: "POST", url: "/api/kardex", body: body(other, m.med, nil),
			wantStatus: http.StatusCreated},
		{name: "an active ingredient too long", caller: "admin", method: "POST", url: "/api/medications",
			body: with(validMedication("Largo"), map[string]any{"activeIngredient": strings.Repeat("a", 121)}), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"activeIngredient": "Es demasiado largo (máximo 120 caracteres)."}},
	})
	created := m.audit(store.AuditFilter{Entity: "kardex", EntityID: kardex})
	if len(created) != 2 || !strings.Contains(created[0].Detail, "desensibilización en curso") || !strings.Contains(created[0].Detail, `"allergy":"Penicilina"`) ||
		!strings.Contains(created[1].Detail, "Se mantiene la pauta.") || created[1].Action != "update" {
		t.Fatalf("the overrides' audit: %+v", created)
	}
	meds := m.request("GET", "/api/medications/all", nil, m.nurse).json()["medications"].([]any)
	if !slices.ContainsFunc(meds, func(v any) bool { return v.(map[string]any)["activeIngredient"] == "Amoxicilina y ácido clavulánico" }) {
		t.Fatal("the inventory shows the active ingredient")
	}
}

// equalJSON compares a decoded JSON value with a Go value.
func equalJSON(got, want any) bool {
	return strings.TrimSpace(jsonText(got)) == strings.TrimSpace(jsonText(want))
}
