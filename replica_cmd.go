package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"amparo/replica"
	"amparo/store"
)

// replicaFlags are the off-site replica's flags (DESIGN 17), shared by serve and restore.
func replicaFlags(fs *flag.FlagSet) *replica.Target {
	t := &replica.Target{}
	fs.StringVar(&t.URL, "replica-url", env("AMPARO_REPLICA_URL", ""), "réplica continua fuera de la residencia: s3://cubo/prefijo; credenciales en AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY (AMPARO_REPLICA_URL)")
	fs.StringVar(&t.Endpoint, "replica-endpoint", env("AMPARO_REPLICA_ENDPOINT", ""), "servidor compatible con S3 que no es AWS, p. ej. el MinIO del grupo: http://10.0.0.5:9000 (AMPARO_REPLICA_ENDPOINT)")
	return t
}

// startReplica ships the data folder's database to the target from now on, with the audit chain's
// signed head.
func startReplica(ctx context.Context, dataDir string, t replica.Target, st *store.Store, log *slog.Logger) (*replica.Replicator, error) {
	if err := replica.TrustCABundle(); err != nil {
		return nil, err
	}
	auditHead := func(ctx context.Context) ([]byte, error) {
		head, err := st.SignedAuditHead(ctx)
		if err != nil {
			return nil, err
		}
		return json.Marshal(head)
	}
	return replica.Start(ctx, filepath.Join(dataDir, store.DBFile), t, auditHead, log)
}

// restoreFromReplica: amparo restore --from-replica URL [--at TIME] --data DIR, into an empty folder.
func restoreFromReplica(ctx context.Context, dataDir string, t replica.Target, at string, stdout io.Writer) error {
	var when time.Time
	if at != "" {
		var err error
		if when, err = time.Parse(time.RFC3339, at); err != nil {
			return fmt.Errorf("--at %q: indica fecha y hora RFC 3339, p. ej. 2026-11-28T02:59:00+01:00", at)
		}
	}
	if entries, err := os.ReadDir(dataDir); err == nil && len(entries) > 0 {
		return fmt.Errorf("la carpeta %s no está vacía: restaura la réplica en una carpeta nueva", dataDir)
	} else if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return err
	}
	if err := replica.TrustCABundle(); err != nil {
		return err
	}
	out := filepath.Join(dataDir, store.DBFile)
	if err := replica.Restore(ctx, t, when, out); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Réplica %s restaurada en %s.\n", t.URL, out)
	return nil
}
