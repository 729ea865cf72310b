package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pressly/goose/v3"

	migrations "amparo/sql"
	"amparo/store"
)

func TestAuditVerify(t *testing.T) {
	data := t.TempDir()
	if _, err := runCLI(t, "audit", "verify", "--data", data); err == nil {
		t.Fatal("verifying a folder without a database succeeded")
	}
	if _, err := runCLI(t, "audit", "--data", data); err == nil {
		t.Fatal("audit without verify succeeded")
	}
	for _, name := range []string{"marta", "pablo", "lucia"} {
		if out, err := runCLI(t, "user", "create", "--data", data, "--username", name, "--password", "secreta1",
			"--name", "Persona "+name, "--role", "nurse"); err != nil {
			t.Fatalf("user create: %v\n%s", err, out)
		}
	}
	st, err := store.Open(context.Background(), filepath.Join(data, store.DBFile), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if err := st.Audit(context.Background(), store.AuditEntry{Action: "read", Entity: "resident", EntityID: "r1", ResidentID: "r1"}); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()

	out, err := runCLI(t, "audit", "verify", "--data", data)
	if err != nil || !strings.Contains(out, "Registro de auditoría íntegro: 8 filas") {
		t.Fatalf("audit verify of an untouched log: %v\n%s", err, out)
	}

	db, err := sql.Open("sqlite", "file:"+filepath.Join(data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, stmt := range []string{`DROP TRIGGER audit_log_no_delete`, `DELETE FROM audit_log WHERE id = 4`} {
		if _, err := db.Exec(stmt); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	out, err = runCLI(t, "audit", "verify", "--data", data)
	if err == nil || !strings.Contains(err.Error(), "la fila 5 ") || !strings.Contains(out, "3 filas íntegras antes de la fila 5") {
		t.Fatalf("audit verify after deleting row 4: %v\n%s", err, out)
	}
}

// auditedFolder is a data folder whose audit log holds n rows written by the store, under its audit.key.
func auditedFolder(t *testing.T, n int) string {
	t.Helper()
	data := t.TempDir()
	appendAuditRows(t, data, n)
	return data
}

func appendAuditRows(t *testing.T, data string, n int) {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(data, store.DBFile), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for i := range n {
		if err := st.Audit(context.Background(), store.AuditEntry{Actor: store.Actor{UserID: "u-1", Role: "nurse"},
			Action: "read", Entity: "resident", EntityID: fmt.Sprint("r-", i%9), ResidentID: fmt.Sprint("r-", i%9)}); err != nil {
			t.Fatal(err)
		}
	}
}

// tamperLog changes the database as someone holding the file but not audit.key would: the append-only
// triggers dropped, then stmts.
func tamperLog(t *testing.T, data string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, stmt := range append([]string{`DROP TRIGGER IF EXISTS audit_log_no_update`, `DROP TRIGGER IF EXISTS audit_log_no_delete`}, stmts...) {
		if _, err := db.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
}

// rechainWithoutKey recomputes prev_hash and hash of every row from id on with the published unkeyed
// formula (sha256, amparo_audit_hash), as a forger without the key would after rewriting a row.
func rechainWithoutKey(from int) []string {
	return []string{fmt.Sprintf(`UPDATE audit_log SET
		prev_hash = coalesce((SELECT p.hash FROM audit_log p WHERE p.id = audit_log.id - 1), ''),
		hash = amparo_audit_hash(coalesce((SELECT p.hash FROM audit_log p WHERE p.id = audit_log.id - 1), ''),
		                         id, at, actor_id, actor_role, action, entity, entity_id, resident_id, ip, outcome, detail)
		WHERE id >= %d`, from)}
}

func backupWithHead(t *testing.T, data, file string) {
	t.Helper()
	out, err := runCLI(t, "backup", "--data", data, "--out", file)
	if err != nil || !strings.Contains(out, "Cabeza firmada del registro de auditoría") {
		t.Fatalf("backup: %v\n%s", err, out)
	}
}

func TestAuditVerifyPassesAnIntactChainWithItsHeads(t *testing.T) {
	data := auditedFolder(t, 120)
	copies := filepath.Join(data, "copias") // the default backup folder, as serve's
	if err := os.MkdirAll(copies, 0o700); err != nil {
		t.Fatal(err)
	}
	backupWithHead(t, data, filepath.Join(copies, "manual-1.db"))
	appendAuditRows(t, data, 30)
	backupWithHead(t, data, filepath.Join(copies, "manual-2.db"))
	appendAuditRows(t, data, 5)
	out, err := runCLI(t, "audit", "verify", "--data", data)
	if err != nil || !strings.Contains(out, "Cabeza firmada más reciente: fila 150") ||
		!strings.Contains(out, "Registro de auditoría íntegro: 155 filas") {
		t.Fatalf("an intact chain with two heads: %v\n%s", err, out)
	}
	info, err := os.Stat(filepath.Join(data, store.AuditKeyFile))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("audit.key: %v, %v", info, err)
	}
}

func TestAuditVerifyFindsACutTail(t *testing.T) {
	data, copies := auditedFolder(t, 200), t.TempDir()
	backupWithHead(t, data, filepath.Join(copies, "amparo-copia.db"))
	tamperLog(t, data, `DELETE FROM audit_log WHERE id > 150`) // the newest 50 rows
	out, err := runCLI(t, "audit", "verify", "--data", data, "--backup-dir", copies)
	if err == nil || !strings.Contains(err.Error(), "la fila 151 ") || !strings.Contains(err.Error(), "termina en la fila 150") ||
		!strings.Contains(err.Error(), "llega a la fila 200") || !strings.Contains(out, "150 filas íntegras antes de la fila 151") {
		t.Fatalf("audit verify after cutting the newest 50 rows: %v\n%s", err, out)
	}
	t.Logf("cut tail:\n%samparo: %v", out, err)
}

func TestAuditVerifyFindsAChainRecomputedWithoutTheKey(t *testing.T) {
	cases := map[string][]string{
		"recomputed": rechainWithoutKey(80),
		// The forger also moves the keyed start past the end, so every row would be checked with sha256.
		"recomputed, keyed start moved":     append(rechainWithoutKey(80), `UPDATE audit_chain_start SET first_keyed_id = 1000`),
		"all recomputed, keyed start moved": append(rechainWithoutKey(1), `UPDATE audit_chain_start SET first_keyed_id = 1000`),
	}
	for name, rechain := range cases {
		t.Run(name, func(t *testing.T) {
			data := auditedFolder(t, 120) // no copies: the key alone finds it
			tamperLog(t, data, append([]string{`UPDATE audit_log SET actor_id = 'u-otro' WHERE id = 80`}, rechain...)...)
			out, err := runCLI(t, "audit", "verify", "--data", data, "--backup-dir", t.TempDir())
			if err == nil || !strings.Contains(out, "Registro de auditoría alterado") {
				t.Fatalf("audit verify of a rewritten chain: %v\n%s", err, out)
			}
			t.Logf("%s:\n%samparo: %v", name, out, err)
		})
	}
	t.Run("stops at the rewritten row", func(t *testing.T) {
		data := auditedFolder(t, 120)
		tamperLog(t, data, append([]string{`UPDATE audit_log SET actor_id = 'u-otro' WHERE id = 80`}, rechainWithoutKey(80)...)...)
		_, err := runCLI(t, "audit", "verify", "--data", data)
		if err == nil || !strings.Contains(err.Error(), "la fila 80 ") {
			t.Fatalf("audit verify of a chain recomputed from row 80: %v", err)
		}
	})
}

func TestAuditVerifyReportsAHeadWithABadSignature(t *testing.T) {
	data, copies := auditedFolder(t, 60), t.TempDir()
	backupWithHead(t, data, filepath.Join(copies, "amparo-copia.db"))
	headFile := filepath.Join(copies, "amparo-copia.db"+store.AuditHeadSuffix)
	raw, err := os.ReadFile(headFile)
	if err != nil {
		t.Fatal(err)
	}
	var head store.AuditHead
	if err := json.Unmarshal(raw, &head); err != nil {
		t.Fatal(err)
	}
	head.RowID += 500 // claims a longer chain than there was, with the old signature
	forged, _ := json.Marshal(head)
	if err := os.WriteFile(headFile, forged, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := runCLI(t, "audit", "verify", "--data", data, "--backup-dir", copies)
	if err == nil || !strings.Contains(out, "Cabeza firmada no válida") || !strings.Contains(out, "amparo-copia.db.head; no se tiene en cuenta") ||
		!strings.Contains(err.Error(), "la cadena está íntegra (60 filas)") || strings.Contains(err.Error(), "falta") {
		t.Fatalf("audit verify with a forged head: %v\n%s", err, out)
	}
}

// A database from before the keyed chain (migration 29): its rows keep their sha256 hashes, the keyed
// chain goes on from its head, and rewriting the old rows is found all the same.
func TestAuditVerifyCarriesOverAChainFromBeforeTheKey(t *testing.T) {
	data := t.TempDir()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	provider, err := goose.NewProvider(goose.DialectSQLite3, db, migrations.FS)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := provider.UpTo(context.Background(), 28); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 40; i++ { // as the store wrote them then: hash = sha256(prev || row)
		if _, err := db.Exec(`INSERT INTO audit_log (id, at, actor_id, actor_role, action, entity, entity_id, resident_id, outcome, detail, prev_hash, hash)
			SELECT ?1, '2026-01-01T08:00:00.000000Z', 'u-1', 'nurse', 'read', 'resident', 'r-1', 'r-1', 'allowed', '', p,
			       amparo_audit_hash(p, ?1, '2026-01-01T08:00:00.000000Z', 'u-1', 'nurse', 'read', 'resident', 'r-1', 'r-1', '', 'allowed', '')
			FROM (SELECT coalesce((SELECT hash FROM audit_log WHERE id = ?1 - 1), '') AS p)`, i); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	if out, err := runCLI(t, "user", "create", "--data", data, "--username", "marta", "--password", "secreta1",
		"--name", "Marta Gil", "--role", "nurse"); err != nil { // the first start after the change
		t.Fatalf("user create: %v\n%s", err, out)
	}
	appendAuditRows(t, data, 9)
	out, err := runCLI(t, "audit", "verify", "--data", data)
	if err != nil || !strings.Contains(out, "Registro de auditoría íntegro: 50 filas") {
		t.Fatalf("a carried-over chain: %v\n%s", err, out)
	}
	tamperLog(t, data, append([]string{`UPDATE audit_log SET actor_id = 'u-otro' WHERE id = 12`}, rechainWithoutKey(12)...)...)
	if _, err := runCLI(t, "audit", "verify", "--data", data); err == nil || !strings.Contains(err.Error(), "la fila ") {
		t.Fatalf("a carried-over row rewritten with the chain recomputed after it: %v", err)
	}
}

// Without audit.key the chain cannot be checked, and nothing stops: the store writes on, without making a
// key that would pass off the rows as checkable.
func TestAuditVerifyWithoutTheKeySaysTheChainCannotBeChecked(t *testing.T) {
	data := auditedFolder(t, 10)
	keyFile := filepath.Join(data, store.AuditKeyFile)
	if err := os.Remove(keyFile); err != nil {
		t.Fatal(err)
	}
	if out, err := runCLI(t, "user", "create", "--data", data, "--username", "pablo", "--password", "secreta1",
		"--name", "Pablo Ruiz", "--role", "nurse"); err != nil {
		t.Fatalf("user create without audit.key: %v\n%s", err, out)
	}
	if _, err := os.Stat(keyFile); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("audit.key was made again for a keyed chain: %v", err)
	}
	_, err := runCLI(t, "audit", "verify", "--data", data)
	if err == nil || !strings.Contains(err.Error(), "no se puede comprobar la cadena") || !strings.Contains(err.Error(), "audit.key") {
		t.Fatalf("audit verify without audit.key: %v", err)
	}
}
