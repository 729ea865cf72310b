package store_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"amparo/store"
)

// Migration 24 moves every record of the JSON records table into its kind's table, tombstones included,
// and its Down puts them back as the previous release wrote them.
func TestClinicalTablesMigrationMovesEveryRecordAndBack(t *testing.T) {
	path, raw, provider := migratedTo(t, 23)
	defer raw.Close()
	const at = "2026-11-20T08:00:00.000000Z"
	if _, err := raw.Exec(`INSERT INTO residents (id, name, social_security, date_of_birth, admission_date, created_at,
		created_by, updated_at, updated_by) VALUES ('r1', 'Elena Martín', '281234567890', '1940-02-03', '2024-01-10', ?, 'u', ?, 'u')`,
		at, at); err != nil {
		t.Fatal(err)
	}
	// What the previous release wrote, kind by kind (its demo gave every note's first observation "demo-0").
	old := map[string]string{
		"v1": `{"vitalSigns":{"temperature":36.8,"systolicPressure":128},"diagnostics":"Estable","physicalExam":{"observations":"Sin hallazgos"}}`,
		"v2": `{"vitalSigns":{"pain":0,"oxygenSaturation":94,"weight":61.5},"diagnostics":"","physicalExam":{"observations":""}}`,
		"i1": `{"isFall":true,"shift":"mañana","situation":"Caída en el baño","calledDoctor":true,"doctorResponse":"Vigilar","calledRelative":false,"relativeResponse":"","otherAction":false,"otherResponse":"","observations":"Andador"}`,
		"c1": `{"bath":true,"breakfast":true,"lunch":false,"dinner":true,"diaperChange":false}`,
		"n1": `{"observations":"Ha dormido bien."}`,
		"s1": `{"primaryObservation":"Entrevista con la familia.","additionalObservations":[{"_id":"demo-0","observation":"Llamada del hijo.","date":"2026-11-18","time":"16:30","createdBy":"u","createdByName":"Lucía"},{"_id":"x-2","observation":"Visita el domingo.","date":"2026-11-19","time":"10:00","createdBy":"u","createdByName":"Lucía"}]}`,
		"s2": `{"primaryObservation":"Otra nota.","additionalObservations":[{"_id":"demo-0","observation":"Repetida.","date":"2026-11-18","time":"09:00","createdBy":"u","createdByName":"Lucía"}]}`,
		"a1": `{"scale":"barthel","version":"1","answers":{"comer":"10","lavarse":"0"},"score":55,"band":{"label":"Dependencia severa","severity":"high"},"notes":"Tras la caída"}`,
		"k1": `{"entries":[{"_id":"e1","medication":"m1","medicationName":"Paracetamol 1 g","ownSupply":false,"dose":"1","frequency":"08:00","route":"Oral","date":"2026-11-01","endDate":"","times":["08:00"],"weekdays":[1,3],"prn":false,"prnIndication":"","prnMaxPerDay":0,"unitsPerDose":1,"instructions":"","scheduleSetAt":"2026-11-01T09:00:00Z"}],"responsibleName":"Dra. Ruiz"}`,
	}
	kinds := map[string]string{"v1": "vitals", "v2": "vitals", "i1": "incident", "c1": "care", "n1": "note",
		"s1": "socialwork", "s2": "socialwork", "a1": "assessment", "k1": "kardex"}
	for id, data := range old {
		deleted := any(nil)
		if id == "v2" {
			deleted = at // a tombstone moves too
		}
		if _, err := raw.Exec(`INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by,
			created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
			VALUES (?, ?, 'r1', '2026-11-20', '08:30', ?, 'texto', 'u', 'Carmen', ?, 'u', 'Carmen', ?, ?, ?)`,
			id, kinds[id], data, at, at, deleted, deleted); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := provider.UpTo(ctx, 24); err != nil {
		t.Fatalf("migration 24: %v", err)
	}
	var temperature, systolic float64
	var glucose *float64
	if err := raw.QueryRow(`SELECT temperature, systolic_pressure, glucose FROM vital_signs WHERE id = 'v1'`).
		Scan(&temperature, &systolic, &glucose); err != nil || temperature != 36.8 || systolic != 128 || glucose != nil {
		t.Fatalf("v1's measures: %v %v %v, %v", temperature, systolic, glucose, err)
	}
	var tombstone *string
	if err := raw.QueryRow(`SELECT deleted_at FROM vital_signs WHERE id = 'v2'`).Scan(&tombstone); err != nil || tombstone == nil {
		t.Fatalf("v2's tombstone: %v, %v", tombstone, err)
	}
	var fall, observations, left int
	if err := raw.QueryRow(`SELECT (SELECT is_fall FROM incidents WHERE id = 'i1'),
		(SELECT count(*) FROM socialwork_observations), (SELECT count(*) FROM records)`).Scan(&fall, &observations, &left); err != nil ||
		fall != 1 || observations != 3 || left != 1 {
		t.Fatalf("is_fall %d, observations %d, records left %d (the Kardex): %v", fall, observations, left, err)
	}
	raw.Close()

	// The store reads them back in the API's shapes.
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	notes, err := store.ListRecords(ctx, s, store.SocialWork, "r1")
	if err != nil || len(notes) != 2 {
		t.Fatalf("social-work notes: %v, %v", notes, err)
	}
	for _, n := range notes {
		var want store.SocialWorkNote
		if err := json.Unmarshal([]byte(old[n.ID]), &want); err != nil {
			t.Fatal(err)
		}
		got := n.Data
		for i := range got.AdditionalObservations { // a repeated id was made unique; the rest is as written
			got.AdditionalObservations[i].ID, want.AdditionalObservations[i].ID = "", ""
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("note %s: %+v, want %+v", n.ID, got, want)
		}
	}
	assessment, err := store.RecordByID(ctx, s, store.Assessments, "a1")
	if err != nil || assessment.Data.Score != 55 || assessment.Data.Answers["comer"] != "10" || assessment.Data.Band.Severity != "high" {
		t.Fatalf("assessment: %+v, %v", assessment, err)
	}
	s.Close()

	raw, provider = openRaw(t, path)
	defer raw.Close()
	if _, err := provider.DownTo(ctx, 23); err != nil {
		t.Fatalf("migration 24 down: %v", err)
	}
	for id, data := range old {
		var back string
		if err := raw.QueryRow(`SELECT data FROM records WHERE id = ?`, id).Scan(&back); err != nil {
			t.Fatalf("%s after down: %v", id, err)
		}
		var want, got any
		if err := json.Unmarshal([]byte(data), &want); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(back), &got); err != nil {
			t.Fatal(err)
		}
		if id == "s2" { // its repeated observation id came back as the one migration 24 gave it
			got.(map[string]any)["additionalObservations"].([]any)[0].(map[string]any)["_id"] = "demo-0"
			want.(map[string]any)["additionalObservations"].([]any)[0].(map[string]any)["_id"] = "demo-0"
		}
		if id == "s1" {
			got.(map[string]any)["additionalObservations"].([]any)[0].(map[string]any)["_id"] = "demo-0"
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s after down:\n%s\nwant\n%s", id, back, data)
		}
	}
}

// Migration 25 moves each Kardex's entries into kardex_entries with their times and days, owed from when their
// schedule was set less the dose window in force, and the records table becomes kardexes with the doses'
// foreign keys following it.
func TestKardexEntriesMigration(t *testing.T) {
	path, raw, provider := migratedTo(t, 24)
	const at = "2026-11-20T08:00:00.000000Z"
	for _, stmt := range []string{
		`INSERT INTO residents (id, name, social_security, date_of_birth, admission_date, created_at, created_by, updated_at,
			updated_by) VALUES ('r1', 'Elena Martín', '281234567890', '1940-02-03', '2024-01-10', '` + at + `', 'u', '` + at + `', 'u')`,
		`INSERT INTO settings (key, value, updated_at) VALUES ('medication_round', '{"doseWindowMinutes":30}', '` + at + `')`,
		`INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by, created_by_name,
			created_at, updated_by, updated_by_name, updated_at) VALUES ('k1', 'kardex', 'r1', '2026-11-01', '', '{"entries":[
			{"_id":"e1","medication":"","medicationName":"Enalapril 10 mg","ownSupply":true,"dose":"1","frequency":"","route":"Oral",
			 "date":"2026-11-01","endDate":"2026-12-31","times":["20:00","08:00"],"weekdays":[1,3,5],"prn":false,"unitsPerDose":0.5,
			 "scheduleSetAt":"2026-11-01T09:00:00Z"},
			{"_id":"e2","medicationName":"Paracetamol 1 g","dose":"1","route":"Oral","date":"2026-11-01","prn":true,
			 "prnIndication":"dolor","prnMaxPerDay":3}],"responsibleName":"Dra. Ruiz"}', 'enalapril', 'u', 'Dra. Ruiz', '` + at + `', 'u', 'Dra. Ruiz', '` + at + `')`,
		`INSERT INTO administrations (id, kardex_id, entry_id, resident_id, medication_name, scheduled_at, status, at, by_id,
			by_name, created_at) VALUES ('d1', 'k1', 'e1', 'r1', 'Enalapril 10 mg', '2026-11-02T08:00', 'given', '` + at + `', 'u', 'Carmen', '` + at + `')`,
	} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatalf("%v\n%s", err, stmt)
		}
	}
	if _, err := provider.UpTo(ctx, 25); err != nil {
		t.Fatalf("migration 25: %v", err)
	}
	var broken int
	if err := raw.QueryRow(`SELECT count(*) FROM pragma_foreign_key_check`).Scan(&broken); err != nil || broken != 0 {
		t.Fatalf("foreign_key_check after migration 25: %d rows, %v", broken, err)
	}
	if _, err := raw.Exec(`INSERT INTO administrations (id, kardex_id, entry_id, resident_id, medication_name, status, at, by_id,
		by_name, created_at) VALUES ('d2', 'no-such-kardex', '', 'r1', 'x', 'given', '` + at + `', 'u', 'Carmen', '` + at + `')`); err == nil {
		t.Fatal("a dose of a Kardex that does not exist was accepted: the foreign key did not follow the rename")
	}
	raw.Close()
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	k, err := store.RecordByID(ctx, s, store.Kardexes, "k1")
	if err != nil || k.Data.ResponsibleName != "Dra. Ruiz" || len(k.Data.Entries) != 2 {
		t.Fatalf("the Kardex: %+v, %v", k, err)
	}
	e1, e2 := k.Data.Entries[0], k.Data.Entries[1]
	if e1.ID != "e1" || !reflect.DeepEqual(e1.Times, []string{"08:00", "20:00"}) || !reflect.DeepEqual(e1.Weekdays, []int{1, 3, 5}) ||
		!e1.OwnSupply || e1.UnitsPerDose != 0.5 || e1.EndDate != "2026-12-31" || e1.ScheduleSetAt != "2026-11-01T09:00:00Z" ||
		!e1.OwedFrom.Equal(time.Date(2026, 11, 1, 8, 30, 0, 0, time.UTC)) {
		t.Errorf("entry 1: %+v", e1)
	}
	if e2.ID != "e2" || !e2.PRN || e2.PRNMaxPerDay != 3 || len(e2.Times) != 0 || e2.UnitsPerDose != 1 || !e2.OwedFrom.IsZero() {
		t.Errorf("entry 2: %+v", e2)
	}
	given, err := s.GivenFromKardexes(ctx, []string{"k1"})
	if err != nil || len(given["k1"]) != 1 {
		t.Fatalf("the dose given: %v, %v", given, err)
	}
}
