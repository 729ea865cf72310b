package store_test

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"amparo/store"
)

// chainedLog makes a database whose audit log holds at least n rows written by the store (reads, refusals and
// writes in their transactions), closes the store and returns the file's path.
func chainedLog(t *testing.T, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "amparo.db")
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	actor := store.Actor{UserID: "u-1", Role: "nurse", IP: "192.168.1.20"}
	for i := 0; i < n; i++ {
		switch min(i%10, 2) {
		case 0:
			err = s.Audit(ctx, store.AuditEntry{Actor: actor, Action: "read", Entity: "resident",
				EntityID: fmt.Sprint("r-", i), ResidentID: fmt.Sprint("r-", i)})
		case 1:
			err = s.Audit(ctx, store.AuditEntry{Actor: actor, Action: "POST", Entity: "route", Outcome: store.OutcomeDenied,
				Detail: map[string]string{"path": "/api/staff/create-new-staff", "nota": "ñandú ¿sí?"}})
		default:
			_, err = s.CreateUser(ctx, actor, store.NewUser{Username: fmt.Sprint("persona", i), Name: "Íñigo Peña",
				Password: "secreta1", Roles: []store.Role{store.RoleNurse}})
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return path
}

func verify(t *testing.T, path string) store.AuditVerification {
	t.Helper()
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	v, err := s.VerifyAudit(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// tamper opens the file as an attacker with the file would: no store, the append-only triggers dropped.
func tamper(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, stmt := range append([]string{`DROP TRIGGER audit_log_no_update`, `DROP TRIGGER audit_log_no_delete`}, stmts...) {
		if _, err := db.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
}

func TestAuditChainVerifiesOverManyWrites(t *testing.T) {
	path := chainedLog(t, 200)
	v := verify(t, path)
	if !v.OK() || v.Rows < 200 {
		t.Fatalf("an untouched log: %+v, want every row verified", v)
	}
	// The store keeps the log append-only itself.
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`UPDATE audit_log SET actor_id = 'otro' WHERE id = 5`); err == nil {
		t.Fatal("an audit row was updated through SQL with the trigger in place")
	}
	if _, err := db.Exec(`DELETE FROM audit_log WHERE id = 5`); err == nil {
		t.Fatal("an audit row was deleted through SQL with the trigger in place")
	}
}

func TestAuditChainFindsTheFirstBrokenRow(t *testing.T) {
	const n = 60
	cases := []struct {
		name  string
		stmts []string
		want  int64
	}{
		{"at", []string{`UPDATE audit_log SET at = '2020-01-01T00:00:00.000000Z' WHERE id = 17`}, 17},
		{"actor", []string{`UPDATE audit_log SET actor_id = 'u-2' WHERE id = 17`}, 17},
		{"role", []string{`UPDATE audit_log SET actor_role = 'administrative' WHERE id = 17`}, 17},
		{"action", []string{`UPDATE audit_log SET action = 'update' WHERE id = 17`}, 17},
		{"entity", []string{`UPDATE audit_log SET entity = 'vitals' WHERE id = 17`}, 17},
		{"entity id", []string{`UPDATE audit_log SET entity_id = entity_id || 'x' WHERE id = 17`}, 17},
		{"resident", []string{`UPDATE audit_log SET resident_id = 'r-otro' WHERE id = 17`}, 17},
		{"ip", []string{`UPDATE audit_log SET ip = '10.0.0.1' WHERE id = 17`}, 17},
		{"outcome", []string{`UPDATE audit_log SET outcome = CASE outcome WHEN 'allowed' THEN 'denied' ELSE 'allowed' END WHERE id = 17`}, 17},
		{"detail", []string{`UPDATE audit_log SET detail = detail || ' ' WHERE id = 17`}, 17},
		{"the first row", []string{`UPDATE audit_log SET actor_role = 'cli' WHERE id = 1`}, 1},
		{"the last row", []string{`UPDATE audit_log SET ip = '' WHERE id = (SELECT max(id) FROM audit_log)`}, -1},
		{"hash", []string{`UPDATE audit_log SET hash = '00' || substr(hash, 3) WHERE id = 17`}, 17},
		{"prev hash", []string{`UPDATE audit_log SET prev_hash = '' WHERE id = 17`}, 17},
		{"id", []string{`UPDATE audit_log SET id = 100000 WHERE id = 17`}, 18},
		// sha256 is no longer the row's hash: the keyed hash cannot be recomputed without audit.key.
		{"re-hashed after the change", []string{
			`UPDATE audit_log SET actor_id = 'u-2' WHERE id = 17`,
			`UPDATE audit_log SET hash = amparo_audit_hash(prev_hash, id, at, actor_id, actor_role, action, entity,
				entity_id, resident_id, ip, outcome, detail) WHERE id = 17`}, 17},
		{"deleted", []string{`DELETE FROM audit_log WHERE id = 17`}, 18},
		{"deleted first", []string{`DELETE FROM audit_log WHERE id = 1`}, 2},
		{"inserted, well forged, before the first", []string{
			`INSERT INTO audit_log (id, at, actor_id, action, entity, outcome, prev_hash, hash)
			 VALUES (0, '2020-01-01T00:00:00.000000Z', 'u-9', 'read', 'resident', 'allowed', '',
			         amparo_audit_hash('', 0, '2020-01-01T00:00:00.000000Z', 'u-9', '', 'read', 'resident', '', '', '', 'allowed', ''))`}, 1},
		{"inserted at the end", []string{
			`INSERT INTO audit_log (at, actor_id, action, entity, outcome, prev_hash, hash)
			 SELECT at, 'u-9', 'read', 'resident', 'allowed', hash, hash FROM audit_log ORDER BY id DESC LIMIT 1`}, -1},
	}
	templatePath := chainedLog(t, n)
	template, err := os.ReadFile(templatePath) // the store checkpointed its WAL on closing
	if err != nil {
		t.Fatal(err)
	}
	key, err := os.ReadFile(filepath.Join(filepath.Dir(templatePath), store.AuditKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "amparo.db")
			if err := os.WriteFile(path, template, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(filepath.Dir(path), store.AuditKeyFile), key, 0o600); err != nil {
				t.Fatal(err)
			}
			tamper(t, path, tc.stmts...)
			want := tc.want
			if want == -1 { // the newest row
				want = maxAuditID(t, path)
			}
			v := verify(t, path)
			if v.OK() || v.BrokenID != want || v.Reason == "" {
				t.Fatalf("after changing %s: %+v, want the first broken row %d", tc.name, v, want)
			}
		})
	}
}

func maxAuditID(t *testing.T, path string) int64 {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var id int64
	if err := db.QueryRow(`SELECT max(id) FROM audit_log`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// Migration 12 chains the rows written before it, in id order, and the store goes on from its head.
func TestAuditChainMigrationChainsExistingRows(t *testing.T) {
	path, raw, _ := migratedTo(t, 11)
	for i := 1; i <= 250; i++ {
		at := time.Date(2026, 1, 1, 8, 0, i, 0, time.UTC).Format("2006-01-02T15:04:05.000000Z")
		if _, err := raw.Exec(`INSERT INTO audit_log (at, actor_id, actor_role, action, entity, entity_id, resident_id, outcome, detail)
			VALUES (?, 'u-1', 'nurse', 'read', 'resident', ?, ?, 'allowed', '')`, at, fmt.Sprint("r-", i%7), fmt.Sprint("r-", i%7)); err != nil {
			t.Fatal(err)
		}
	}
	raw.Close()
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatalf("migrating: %v", err)
	}
	if err := s.Audit(ctx, store.AuditEntry{Action: "read", Entity: "resident", EntityID: "r-1", ResidentID: "r-1"}); err != nil {
		t.Fatal(err)
	}
	v, err := s.VerifyAudit(ctx)
	s.Close()
	if err != nil || !v.OK() || v.Rows != 251 {
		t.Fatalf("after migration 12 and one more row: %+v, %v; want 251 rows verified", v, err)
	}
	tamper(t, path, `UPDATE audit_log SET resident_id = 'r-5' WHERE id = 100`)
	if v := verify(t, path); v.BrokenID != 100 {
		t.Fatalf("a migrated row changed: %+v, want row 100", v)
	}
}

// Migration 29 goes down only while no keyed row exists: the schema before it would read a keyed row as altered.
func TestKeyedChainMigrationRefusesToGoDownOverAKeyedRow(t *testing.T) {
	for _, keyed := range []bool{false, true} {
		_, raw, provider := migratedTo(t, 29)
		if keyed {
			if _, err := raw.Exec(`INSERT INTO audit_log (at, action, entity, outcome, prev_hash, hash)
				VALUES ('2026-01-01T08:00:00.000000Z', 'read', 'resident', 'allowed', '', 'hmac')`); err != nil {
				t.Fatal(err)
			}
		}
		_, err := provider.Down(ctx)
		if keyed != (err != nil) {
			t.Fatalf("going down with a keyed row %v: %v", keyed, err)
		}
		raw.Close()
	}
}
