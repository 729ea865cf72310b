package replica

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/benbjohnson/litestream"
)

// Restore writes the replica's database, as it was at `at` (zero: the latest), to outputPath, which must
// not exist: a restore never overwrites a home's data. It checks the result's integrity.
func Restore(ctx context.Context, t Target, at time.Time, outputPath string) error {
	if _, err := os.Stat(outputPath); err == nil {
		return fmt.Errorf("%s ya existe: restaura en una carpeta de datos vacía", outputPath)
	}
	client, err := newClient(ctx, t)
	if err != nil {
		return err
	}
	opt := litestream.NewRestoreOptions()
	opt.OutputPath = outputPath
	opt.Timestamp = at
	opt.IntegrityCheck = litestream.IntegrityCheckQuick
	if err := litestream.NewReplicaWithClient(nil, client).Restore(ctx, opt); err != nil {
		if errors.Is(err, litestream.ErrTxNotAvailable) || errors.Is(err, litestream.ErrNoSnapshots) {
			if !at.IsZero() {
				return fmt.Errorf("la réplica %s no tiene datos de %s", t.URL, at.Format(time.RFC3339))
			}
			return fmt.Errorf("la réplica %s está vacía", t.URL)
		}
		return fmt.Errorf("restaurar desde la réplica: %w", err)
	}
	return os.Chmod(outputPath, 0o600) // as the server keeps it: residents' health data
}
