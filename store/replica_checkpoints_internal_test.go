package store

import (
	"context"
	"path/filepath"
	"testing"
)

// With a replica, the writer leaves the log's checkpoints to Litestream (Options.ReplicaCheckpoints); without one,
// SQLite checkpoints automatically every 1,000 pages.
func TestReplicaCheckpointsTurnOffTheWritersAutomaticCheckpoint(t *testing.T) {
	for _, tc := range []struct {
		replica bool
		want    int
	}{{false, 1000}, {true, 0}} {
		s, err := Open(context.Background(), filepath.Join(t.TempDir(), DBFile), Options{ReplicaCheckpoints: tc.replica})
		if err != nil {
			t.Fatal(err)
		}
		var pages int
		if err := s.writer.QueryRow(`PRAGMA wal_autocheckpoint`).Scan(&pages); err != nil {
			t.Fatal(err)
		}
		if pages != tc.want {
			t.Errorf("replica %v: wal_autocheckpoint = %d, want %d", tc.replica, pages, tc.want)
		}
		s.Close()
	}
}
