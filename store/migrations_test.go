package store_test

import (
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/pressly/goose/v3"

	migrations "amparo/sql"
	"amparo/store"
)

// Migration 6 rebuilds records without the kind CHECK: what was stored survives, the foreign keys still
// hold, and a kind the old table refused is now accepted.
func TestRecordsRebuildKeepsDataAndForeignKeys(t *testing.T) {
	path := filepath.Join(t.TempDir(), "amparo.db")
	raw, err := sql.Open("sqlite", "file:"+path+"?_pragma=foreign_keys(ON)")
	if err != nil {
		t.Fatal(err)
	}
	raw.SetMaxOpenConns(1)
	provider, err := goose.NewProvider(goose.DialectSQLite3, raw, migrations.FS)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := provider.UpTo(ctx, 5); err != nil {
		t.Fatal(err)
	}
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
	if r, err := s.RecordByID(ctx, "kardex", "k1"); err != nil || r.ResidentID != "r1" {
		t.Fatalf("the Kardex record after the rebuild: %+v, %v", r, err)
	}
	doses, err := s.DosesForKardexes(ctx, []string{"k1"})
	if err != nil || len(doses["k1"]) != 1 {
		t.Fatalf("the dose after the rebuild: %v, %v", doses, err)
	}

	after, err := sql.Open("sqlite", "file:"+path+"?_pragma=foreign_keys(ON)")
	if err != nil {
		t.Fatal(err)
	}
	defer after.Close()
	if _, err := after.Exec(newKindRecord); err != nil {
		t.Fatalf("a new record kind is refused after the rebuild: %v", err)
	}
	if _, err := after.Exec(`INSERT INTO kardex_doses (id, kardex_id, medication_id, medication_name, dose_date, dose_time, given_by, given_by_name, created_at)
		VALUES ('d2', 'no-such-kardex', 'm1', 'Paracetamol', '2026-11-20', '09:00', 'u', 'Carmen', '` + now + `')`); err == nil {
		t.Fatal("a dose of a Kardex that does not exist was accepted: the foreign key to records was lost")
	}
	var broken int
	if err := after.QueryRow(`SELECT count(*) FROM pragma_foreign_key_check`).Scan(&broken); err != nil || broken != 0 {
		t.Fatalf("foreign_key_check after the rebuild: %d rows, %v", broken, err)
	}
}

const newKindRecord = `INSERT INTO records (id, kind, resident_id, record_date, data, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at)
	VALUES ('a1', 'assessment', 'r1', '2026-11-21', '{}', 'u', 'Dra. Ruiz', '2026-11-21T08:00:00.000000Z', 'u', 'Dra. Ruiz', '2026-11-21T08:00:00.000000Z')`
