package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"amparo/store"
)

// auditCmd: amparo audit verify --data DIR recomputes the audit log's hash chain (DESIGN section 12).
// It reads only, so it may run while the server is running.
func auditCmd(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "verify" {
		return errors.New("uso: amparo audit verify --data DIR")
	}
	fs := newFlags("audit verify")
	data := dataFlag(fs)
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	live := filepath.Join(*data, store.DBFile)
	if _, err := os.Stat(live); err != nil {
		return fmt.Errorf("no hay base de datos en %s", live)
	}
	st, err := store.Open(ctx, live, store.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	v, err := st.VerifyAudit(ctx)
	if err != nil {
		return err
	}
	if !v.OK() {
		fmt.Fprintf(stdout, "Registro de auditoría alterado: %d filas íntegras antes de la fila %d\n", v.Rows, v.BrokenID)
		return fmt.Errorf("la fila %d del registro de auditoría %s", v.BrokenID, v.Reason)
	}
	fmt.Fprintf(stdout, "Registro de auditoría íntegro: %d filas\n", v.Rows)
	return nil
}
