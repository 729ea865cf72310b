package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func openForBatchTest(t *testing.T) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "amparo.db")
	s, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s, path
}

// waitUntil polls cond for up to ten seconds.
func waitUntil(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the condition never held")
		}
	}
}

func auditCount(t *testing.T, s *Store) int {
	t.Helper()
	var n int
	if err := s.reader.QueryRow(`SELECT count(*) FROM audit_log`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Reads that arrive while the writer is busy are committed together once it is free: every caller gets its
// row on disk before Audit returns, in far fewer transactions than rows, and the hash chain holds.
func TestAuditRowsThatQueueShareATransaction(t *testing.T) {
	ctx := context.Background()
	s, _ := openForBatchTest(t)
	defer s.Close()
	before := auditCount(t, s)

	busy, err := s.writer.BeginTx(ctx, nil) // a long clinical write holds the only writer connection
	if err != nil {
		t.Fatal(err)
	}
	const readers = 200
	var wg sync.WaitGroup
	errs := make(chan error, readers)
	read := func(i int) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- s.Audit(ctx, AuditEntry{Actor: Actor{UserID: "u-1", Role: "nurse"}, Action: "read",
				Entity: "vitals", ResidentID: fmt.Sprint("r-", i)})
		}()
	}
	read(0) // the batcher takes it and waits for the writer
	waitUntil(t, func() bool { return s.writer.Stats().WaitCount == 1 })
	for i := 1; i < readers; i++ {
		read(i)
	}
	waitUntil(t, func() bool { return len(s.audits.queue) == readers-1 })
	if err := busy.Commit(); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("Audit: %v", err)
		}
	}
	if got := auditCount(t, s) - before; got != readers {
		t.Fatalf("%d audit rows, want %d", got, readers)
	}
	if groups := s.audits.groups.Load(); groups != 2 {
		t.Errorf("%d transactions for %d rows (one taken, the rest queued behind it), want 2", groups, readers)
	}
	v, err := s.VerifyAudit(ctx)
	if err != nil || !v.OK() {
		t.Fatalf("chain after grouped rows: %+v, %v", v, err)
	}
}

// An entry whose detail cannot be encoded is refused on its own; the rows beside it are kept.
func TestAuditRefusesABadDetailAlone(t *testing.T) {
	ctx := context.Background()
	s, _ := openForBatchTest(t)
	defer s.Close()
	before := auditCount(t, s)
	if err := s.Audit(ctx, AuditEntry{Action: "report", Entity: "x", Detail: make(chan int)}); err == nil {
		t.Fatal("a detail that is not JSON was accepted")
	}
	if err := s.Audit(ctx, AuditEntry{Action: "read", Entity: "resident", EntityID: "r-1"}); err != nil {
		t.Fatal(err)
	}
	if got := auditCount(t, s) - before; got != 1 {
		t.Fatalf("%d rows, want 1", got)
	}
}

// Closing the store while reads are being audited loses none that were acknowledged: every Audit that
// returned nil has its row in the file, and the others got ErrClosed.
func TestCloseKeepsEveryAcknowledgedAuditRow(t *testing.T) {
	ctx := context.Background()
	s, path := openForBatchTest(t)
	before := auditCount(t, s)
	const readers = 100
	var wg sync.WaitGroup
	var mu sync.Mutex
	acknowledged := 0
	for i := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := s.Audit(ctx, AuditEntry{Action: "read", Entity: "resident", EntityID: fmt.Sprint("r-", i)})
			if err != nil && !errors.Is(err, ErrClosed) {
				t.Errorf("Audit: %v", err)
			}
			if err == nil {
				mu.Lock()
				acknowledged++
				mu.Unlock()
			}
		}()
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if err := s.Close(); err != nil { // a second Close is harmless
		t.Fatal(err)
	}
	reopened, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer reopened.Close()
	if got := auditCount(t, reopened) - before; got != acknowledged {
		t.Fatalf("%d rows in the file, %d acknowledged", got, acknowledged)
	}
}
