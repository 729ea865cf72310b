package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"amparo/replica"
	"amparo/store"
)

// auditCmd: amparo audit verify --data DIR [--backup-dir DIR] [--replica-url URL] recomputes the audit
// log's hash chain with the data folder's audit.key and checks it against the signed heads recorded beside
// the copies and in the off-site replica (DESIGN sections 12 and 17). It reads only, so it may run while
// the server is running.
func auditCmd(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "verify" {
		return errors.New("uso: amparo audit verify --data DIR [--backup-dir DIR] [--replica-url s3://cubo/prefijo]")
	}
	fs := newFlags("audit verify")
	data := dataFlag(fs)
	backupDir := fs.String("backup-dir", env("AMPARO_BACKUP_DIR", ""), "carpeta de las copias con sus cabezas firmadas (.head); por defecto <data>/copias (AMPARO_BACKUP_DIR)")
	target := replicaFlags(fs)
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *backupDir == "" {
		*backupDir = filepath.Join(*data, "copias")
	}
	live := filepath.Join(*data, store.DBFile)
	if _, err := os.Stat(live); err != nil {
		return fmt.Errorf("no hay base de datos en %s", live)
	}
	keyFile := filepath.Join(*data, store.AuditKeyFile)
	if _, err := store.ReadKeyFile(keyFile); err != nil { // checked before opening: the store would make a new one
		return fmt.Errorf("no se puede comprobar la cadena del registro de auditoría: falta la clave %s o no se puede leer (%v); cópiala desde donde se guardan las copias fuera de la residencia", keyFile, err)
	}
	heads, err := store.ReadAuditHeads(*backupDir)
	if err != nil {
		return err
	}
	for i := range heads {
		heads[i].File = filepath.Join(*backupDir, heads[i].File)
	}
	if target.URL != "" {
		head, err := replicaAuditHead(ctx, *target, stdout)
		if err != nil {
			return err
		}
		heads = append(heads, head...)
	}
	st, err := store.Open(ctx, live, store.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	v, err := st.VerifyAudit(ctx, heads...)
	if err != nil {
		return err
	}
	for _, h := range v.BadHeads {
		fmt.Fprintf(stdout, "Cabeza firmada no válida (su firma no es de esta clave): %s; no se tiene en cuenta\n", h.File)
	}
	if h := v.NewestHead; h != nil {
		fmt.Fprintf(stdout, "Cabeza firmada más reciente: fila %d, de %s\n", h.RowID, h.File)
	} else {
		fmt.Fprintf(stdout, "Ninguna cabeza firmada válida en %s%s: no se puede saber si faltan filas al final\n", *backupDir, replicaNamed(*target))
	}
	if !v.OK() {
		fmt.Fprintf(stdout, "Registro de auditoría alterado: %d filas íntegras antes de la fila %d\n", v.Rows, v.BrokenID)
		return fmt.Errorf("la fila %d del registro de auditoría %s", v.BrokenID, v.Reason)
	}
	if len(v.BadHeads) > 0 {
		files := make([]string, len(v.BadHeads))
		for i, h := range v.BadHeads {
			files[i] = h.File
		}
		return fmt.Errorf("la cadena está íntegra (%d filas), pero %d cabezas firmadas no tienen una firma válida: %s",
			v.Rows, len(files), strings.Join(files, ", "))
	}
	fmt.Fprintf(stdout, "Registro de auditoría íntegro: %d filas\n", v.Rows)
	return nil
}

// replicaAuditHead reads the signed head the replica keeps (none when it keeps none yet).
func replicaAuditHead(ctx context.Context, t replica.Target, stdout io.Writer) ([]store.FoundAuditHead, error) {
	raw, err := replica.AuditHead(ctx, t)
	if err != nil {
		return nil, err
	}
	name := strings.TrimSuffix(t.URL, "/") + "/" + replica.AuditHeadObject
	if raw == nil {
		fmt.Fprintf(stdout, "La réplica aún no tiene cabeza firmada (%s)\n", name)
		return nil, nil
	}
	found := store.FoundAuditHead{File: name}
	if json.Unmarshal(raw, &found.AuditHead) != nil {
		found.AuditHead = store.AuditHead{} // reported as a head whose signature does not verify
	}
	return []store.FoundAuditHead{found}, nil
}

func replicaNamed(t replica.Target) string {
	if t.URL == "" {
		return ""
	}
	return " ni en la réplica " + t.URL
}
