package store_test

import (
	"database/sql"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/pressly/goose/v3"

	migrations "amparo/sql"
	"amparo/store"
)

// Migration 6 rebuilds records without the kind CHECK: what was stored survives, the foreign keys still
// hold, and a kind the old table refused is now accepted.
func TestRecordsRebuildKeepsDataAndForeignKeys(t *testing.T) {
	path, raw, _ := migratedTo(t, 5)
	const now = "2026-11-20T08:00:00.000000Z"
	for _, stmt := range []string{
		`INSERT INTO residents (id, name, social_security, date_of_birth, admission_date, created_at, created_by, updated_at, updated_by)
		 VALUES ('r1', 'Elena Martín', '281234567890', '1940-02-03', '2024-01-10', '` + now + `', 'u', '` + now + `', 'u')`,
		`INSERT INTO medications (id, name, category, concentration, presentation, administration_route, stock, minimum_stock,
		 expiration_date, location, supplier, unit_price_cents, created_at, updated_at)
		 VALUES ('m1', 'Paracetamol', 'Analgésico', '1 g', 'Comprimidos', 'Oral', 20, 5, '2027-01-01', 'A1', 'Cofares', 250, '` + now + `', '` + now + `')`,
		`INSERT INTO records (id, kind, resident_id, record_date, data, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
		 VALUES ('k1', 'kardex', 'r1', '2026-11-20', '{"medicationId":"m1"}', 'u', 'Dra. Ruiz', '` + now + `', 'u', 'Dra. Ruiz', '` + now + `')`,
		`INSERT INTO kardex_doses (id, kardex_id, medication_id, medication_name, dose_date, dose_time, given_by, given_by_name, created_at)
		 VALUES ('d1', 'k1', 'm1', 'Paracetamol', '2026-11-20', '08:00', 'u', 'Carmen', '` + now + `')`,
	} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatalf("%v\n%s", err, stmt)
		}
	}
	if _, err := raw.Exec(newKindRecord); err == nil {
		t.Fatal("before migration 6 the CHECK should refuse an unknown kind")
	}
	raw.Close()

	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatalf("migrating to the rebuilt records: %v", err)
	}
	defer s.Close()
	if r, err := store.RecordByID(ctx, s, store.Kardexes, "k1"); err != nil || r.ResidentID != "r1" {
		t.Fatalf("the Kardex record after the rebuild: %+v, %v", r, err)
	}
	doses, err := s.GivenFromKardexes(ctx, []string{"k1"})
	if err != nil || len(doses["k1"]) != 1 {
		t.Fatalf("the dose after the rebuild (now an administration): %v, %v", doses, err)
	}

	after, err := sql.Open("sqlite", "file:"+path+"?_pragma=foreign_keys(ON)")
	if err != nil {
		t.Fatal(err)
	}
	defer after.Close()
	if _, err := after.Exec(`INSERT INTO administrations (id, kardex_id, entry_id, resident_id, medication_name, status, at, by_id, by_name, created_at)
		VALUES ('d2', 'no-such-kardex', '', 'r1', 'Paracetamol', 'given', '` + now + `', 'u', 'Carmen', '` + now + `')`); err == nil {
		t.Fatal("a dose of a Kardex that does not exist was accepted: the foreign key to records was lost")
	}
	var broken int
	if err := after.QueryRow(`SELECT count(*) FROM pragma_foreign_key_check`).Scan(&broken); err != nil || broken != 0 {
		t.Fatalf("foreign_key_check after the rebuild: %d rows, %v", broken, err)
	}
}

const newKindRecord = `INSERT INTO records (id, kind, resident_id, record_date, data, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
	VALUES ('a1', 'assessment', 'r1', '2026-11-21', '{}', 'u', 'Dra. Ruiz', '2026-11-21T08:00:00.000000Z', 'u', 'Dra. Ruiz', '2026-11-21T08:00:00.000000Z')`

// Migration 9 gives every Kardex entry a stable _id and moves the doses given into administrations: each
// dose names the entry of its medication, and its Madrid date and time become the UTC instant, in summer
// and in winter time.
func TestMedicationRoundsMigrationKeepsKardexAndDoses(t *testing.T) {
	path, raw, _ := migratedTo(t, 8)
	const now = "2026-11-20T08:00:00.000000Z"
	kardex := `{"entries":[{"medication":"m1","medicationName":"Paracetamol 1 g","dose":"1 comprimido","frequency":"Cada 8 horas","route":"Oral","date":"2026-06-01"},` +
		`{"medication":"","ownSupply":true,"medicationName":"Spiriva 18 mcg","dose":"1 inhalación","frequency":"Cada 24 horas","route":"Inhalatoria","date":"2026-06-01"},` +
		`{"medication":"m2","medicationName":"Omeprazol 20 mg","dose":"1 cápsula","frequency":"En ayunas","route":"Oral","date":"2026-06-01"}],"responsibleName":"Dra. Ruiz"}`
	stmts := []string{
		`INSERT INTO residents (id, name, social_security, date_of_birth, admission_date, created_at, created_by, updated_at, updated_by)
		 VALUES ('r1', 'Elena Martín', '281234567890', '1940-02-03', '2024-01-10', '` + now + `', 'u', '` + now + `', 'u')`,
		`INSERT INTO records (id, kind, resident_id, record_date, data, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
		 VALUES ('k1', 'kardex', 'r1', '2026-06-01', '` + kardex + `', 'u', 'Dra. Ruiz', '` + now + `', 'u', 'Dra. Ruiz', '` + now + `')`,
	}
	for _, m := range []string{"m1", "m2", "m3"} {
		stmts = append(stmts, `INSERT INTO medications (id, name, category, concentration, presentation, administration_route, stock, minimum_stock,
		 expiration_date, location, supplier, unit_price_cents, created_at, updated_at)
		 VALUES ('`+m+`', 'Medicamento `+m+`', 'Other', '1 g', 'Comprimidos', 'Oral', 20, 5, '2027-01-01', 'A1', 'Cofares', 250, '`+now+`', '`+now+`')`)
	}
	doses := []struct{ id, medication, date, time string }{
		{"d-summer", "m2", "2026-07-15", "08:00"},     // CEST, UTC+2
		{"d-winter", "m1", "2026-11-20", "20:30"},     // CET, UTC+1
		{"d-spring", "m1", "2026-03-29", "03:00"},     // the first summer minute
		{"d-autumn", "m1", "2026-10-25", "01:59"},     // still summer time
		{"d-unknown", "m3", "2026-11-19", "09:00"},    // a medication no entry names
		{"d-new-year", "m1", "2026-12-31", "23:30"},   // winter, the day before UTC's next year
		{"d-spring-gap", "m2", "2026-03-29", "02:30"}, // a time that did not exist: read as winter time
	}
	for _, d := range doses {
		stmts = append(stmts, `INSERT INTO kardex_doses (id, kardex_id, medication_id, medication_name, dose_date, dose_time, given_by, given_by_name, created_at)
		 VALUES ('`+d.id+`', 'k1', '`+d.medication+`', 'Medicamento', '`+d.date+`', '`+d.time+`', 'u', 'Carmen Ruiz', '`+now+`')`)
	}
	for _, stmt := range stmts {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatalf("%v\n%s", err, stmt)
		}
	}
	raw.Close()

	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatalf("migrating: %v", err)
	}
	defer s.Close()
	r, err := store.RecordByID(ctx, s, store.Kardexes, "k1")
	if err != nil {
		t.Fatal(err)
	}
	shown, err := json.Marshal(r.Data) // the Kardex as the API shows it
	if err != nil {
		t.Fatal(err)
	}
	var data struct {
		Entries []map[string]any `json:"entries"`
		Name    string           `json:"responsibleName"`
	}
	if err := json.Unmarshal(shown, &data); err != nil {
		t.Fatal(err)
	}
	if len(data.Entries) != 3 || data.Name != "Dra. Ruiz" {
		t.Fatalf("the Kardex after the migration: %s", shown)
	}
	ids := map[string]string{}
	for i, want := range []string{"Paracetamol 1 g", "Spiriva 18 mcg", "Omeprazol 20 mg"} {
		e := data.Entries[i]
		id, _ := e["_id"].(string)
		if e["medicationName"] != want || len(id) != 36 || id[14] != '4' || ids[id] != "" {
			t.Fatalf("entry %d after the migration (order, fields and a new UUID): %v", i, e)
		}
		ids[id] = want
		if m, _ := e["medication"].(string); m != "" {
			ids[m] = id
		}
	}
	given, err := s.GivenFromKardexes(ctx, []string{"k1"})
	if err != nil {
		t.Fatal(err)
	}
	at := map[string]store.Administration{}
	for _, a := range given["k1"] {
		at[a.ID] = a
	}
	for _, want := range []struct{ id, entry, utc string }{
		{"d-summer", ids["m2"], "2026-07-15T06:00:00Z"},
		{"d-winter", ids["m1"], "2026-11-20T19:30:00Z"},
		{"d-spring", ids["m1"], "2026-03-29T01:00:00Z"},
		{"d-autumn", ids["m1"], "2026-10-24T23:59:00Z"},
		{"d-unknown", "", "2026-11-19T08:00:00Z"},
		{"d-new-year", ids["m1"], "2026-12-31T22:30:00Z"},
		{"d-spring-gap", ids["m2"], "2026-03-29T01:30:00Z"},
	} {
		a, ok := at[want.id]
		if !ok || a.EntryID != want.entry || a.At.UTC().Format(time.RFC3339) != want.utc || a.Status != "given" ||
			a.ResidentID != "r1" || a.ScheduledAt != "" || a.ByName != "Carmen Ruiz" {
			t.Errorf("dose %s became %+v; want entry %q at %s", want.id, a, want.entry, want.utc)
		}
	}
	if len(at) != len(doses) {
		t.Fatalf("%d administrations, want %d", len(at), len(doses))
	}
	m, err := s.MedicationByID(ctx, "m1")
	if err != nil || m.ActiveIngredient != "" {
		t.Fatalf("medication after the migration: %+v, %v", m, err)
	}
	s.Close()

	// Down again: the doses come back with their Madrid date and time.
	raw, provider := openRaw(t, path)
	defer raw.Close()
	if _, err := provider.DownTo(ctx, 8); err != nil {
		t.Fatalf("migration 9 down: %v", err)
	}
	for _, d := range doses {
		var date, clock string
		if err := raw.QueryRow(`SELECT dose_date, dose_time FROM kardex_doses WHERE id = ?`, d.id).Scan(&date, &clock); err != nil {
			t.Fatalf("dose %s after down: %v", d.id, err)
		}
		want := d.time
		if d.id == "d-spring-gap" {
			want = "03:30" // the minute that did not exist is the one an hour later
		}
		if date != d.date || clock != want {
			t.Errorf("dose %s came back as %s %s, want %s %s", d.id, date, clock, d.date, want)
		}
	}
}

// migratedTo makes a database migrated up to a version, as an older Amparo left it, and answers its path,
// a raw connection to fill it, and the migrations' provider.
func migratedTo(t *testing.T, version int64) (string, *sql.DB, *goose.Provider) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "amparo.db")
	raw, provider := openRaw(t, path)
	if _, err := provider.UpTo(ctx, version); err != nil {
		t.Fatal(err)
	}
	return path, raw, provider
}

// openRaw opens a database file outside the store, on one connection, with the migrations' provider.
func openRaw(t *testing.T, path string) (*sql.DB, *goose.Provider) {
	t.Helper()
	raw, err := sql.Open("sqlite", "file:"+path+"?_pragma=foreign_keys(ON)")
	if err != nil {
		t.Fatal(err)
	}
	raw.SetMaxOpenConns(1)
	provider, err := goose.NewProvider(goose.DialectSQLite3, raw, migrations.FS)
	if err != nil {
		t.Fatal(err)
	}
	return raw, provider
}

// Migration 00028 goes down only while no dose is voided: the schema before it would show a voided dose as
// standing, given or held again.
func TestVoidMigrationRefusesToGoDownOverAVoidedDose(t *testing.T) {
	for _, voided := range []bool{false, true} {
		_, raw, provider := migratedTo(t, 28)
		stmts := []string{`PRAGMA foreign_keys = OFF`,
			`INSERT INTO administrations (id, kardex_id, entry_id, resident_id, medication_name, status, at, by_id, by_name, created_at)
			 VALUES ('a1', 'k1', 'e1', 'r1', 'Enalapril 10 mg', 'given', '2026-11-20T08:00:00Z', 'u', 'Carmen Ruiz', '2026-11-20T08:00:00Z')`}
		if voided {
			stmts = append(stmts, `UPDATE administrations SET voided_at = '2026-11-20T08:01:00Z', voided_by = 'u', void_reason = 'error'`)
		}
		for _, stmt := range stmts {
			if _, err := raw.Exec(stmt); err != nil {
				t.Fatalf("%v\n%s", err, stmt)
			}
		}
		_, err := provider.DownTo(ctx, 27)
		if voided != (err != nil) {
			t.Errorf("going down with a voided dose %v: error %v", voided, err)
		}
		var version int64
		if err := raw.QueryRow(`SELECT max(version_id) FROM goose_db_version WHERE is_applied`).Scan(&version); err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int64{false: 27, true: 28}[voided]; version != want {
			t.Errorf("with a voided dose %v the schema is at %d, want %d", voided, version, want)
		}
		raw.Close()
	}
}
