package main

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

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
