package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
)

// ErrClosed is returned by Audit once the store is closing.
var ErrClosed = errors.New("store: closed")

// auditBatchMax bounds how many audit rows one transaction commits.
const auditBatchMax = 256

// auditRequest is one audit row waiting for its group's commit.
type auditRequest struct {
	entry AuditEntry
	done  chan error
}

// auditBatcher commits the audit rows that are not part of a write (reads of clinical data, sign-ins,
// refusals, reports) in groups: while one group's transaction is being made durable, the rows that arrive
// queue up and the next transaction takes them all. Each caller still waits until its own row is on disk,
// so nothing is shown before its read is audited; under load a hundred reads share one fsync instead of
// paying one each. At rest a row is committed at once, with no added wait. Writes of clinical data never
// come here: they carry their audit row in their own transaction (Store.write).
type auditBatcher struct {
	queue    chan auditRequest
	quit     chan struct{}
	ended    chan struct{}
	stopOnce sync.Once
	groups   atomic.Int64 // transactions committed, for the tests
}

func (s *Store) startAuditBatcher() {
	s.audits = &auditBatcher{queue: make(chan auditRequest, auditBatchMax), quit: make(chan struct{}),
		ended: make(chan struct{})}
	go s.commitAudits()
}

// stopAuditBatcher commits what is queued and ends the batcher; later calls to Audit get ErrClosed.
func (s *Store) stopAuditBatcher() {
	s.audits.stopOnce.Do(func() { close(s.audits.quit) })
	<-s.audits.ended
}

// Audit appends an entry on its own: refusals, sign-in attempts, reports and reads of clinical data. It
// returns once the row is committed. Writes are audited by the store method that makes them, in the same
// transaction.
func (s *Store) Audit(ctx context.Context, entry AuditEntry) error {
	if entry.Outcome == "" {
		entry.Outcome = OutcomeAllowed
	}
	if entry.Detail != nil { // encoded now, so one entry's bad detail cannot fail its group
		b, err := json.Marshal(entry.Detail)
		if err != nil {
			return fmt.Errorf("audit detail: %w", err)
		}
		entry.Detail = json.RawMessage(b)
	}
	req := auditRequest{entry: entry, done: make(chan error, 1)}
	select {
	case s.audits.queue <- req:
	case <-s.audits.quit:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-req.done:
		return err
	case <-s.audits.ended: // closed while queued: committed by the last drain, or never
		select {
		case err := <-req.done:
			return err
		default:
			return ErrClosed
		}
	case <-ctx.Done(): // the row may still be committed; the caller answers nothing either way
		return ctx.Err()
	}
}

// commitAudits is the batcher's loop: it waits for a row, takes every row queued behind it and commits
// them in one transaction.
func (s *Store) commitAudits() {
	defer close(s.audits.ended)
	for {
		var group []auditRequest
		select {
		case req := <-s.audits.queue:
			group = append(group, req)
		case <-s.audits.quit:
			s.drainAudits()
			return
		}
		group = s.takeQueuedAudits(group)
		err := s.insertAudits(group)
		for _, req := range group {
			req.done <- err
		}
	}
}

// takeQueuedAudits adds to group what is already queued, up to auditBatchMax rows.
func (s *Store) takeQueuedAudits(group []auditRequest) []auditRequest {
	for len(group) < auditBatchMax {
		select {
		case req := <-s.audits.queue:
			group = append(group, req)
		default:
			return group
		}
	}
	return group
}

// drainAudits commits what was queued before the store closed.
func (s *Store) drainAudits() {
	for {
		group := s.takeQueuedAudits(nil)
		if len(group) == 0 {
			return
		}
		err := s.insertAudits(group)
		for _, req := range group {
			req.done <- err
		}
	}
}

// insertAudits commits a group of rows in one transaction: all of them or none.
func (s *Store) insertAudits(group []auditRequest) error {
	ctx := context.Background() // a caller that gave up must not undo the others' rows
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return fmt.Errorf("begin audit: %w", err)
	}
	defer tx.Rollback()
	chain, err := s.newAuditAppender(ctx, tx)
	if err != nil {
		return err
	}
	for _, req := range group {
		if err := chain.append(ctx, req.entry, s.nowText()); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit audit: %w", err)
	}
	s.audits.groups.Add(1)
	return nil
}
