package server

import (
	"context"
	"errors"
	"sync"
	"time"

	"amparo/store"
)

// refusalEvery: an address the sign-in throttling refuses leaves at most one audit row this often, counting
// the refusals it stands for. Someone hammering a locked door is on record without filling the audit.
const refusalEvery = time.Minute

// signinRefusals are the throttled sign-ins not yet in an audit row, per address.
type signinRefusals struct {
	mu        sync.Mutex
	byAddress map[string]*refusalTally
}

type refusalTally struct {
	since      time.Time // when the address's last row was written
	pending    int       // refusals since then, in no row yet
	identifier string    // the last one's typed identifier (its first store.TypedKept characters)
}

// refusalRow is the audit row of count refusals from ip; identifier is the last one's.
type refusalRow struct {
	ip, identifier string
	count          int
}

func newSigninRefusals() *signinRefusals {
	return &signinRefusals{byAddress: map[string]*refusalTally{}}
}

// refuse counts a refusal from ip at now. The first in a minute is written at once (with those left from
// the minute before): refuse answers its row; the others wait in the tally (count 0).
func (r *signinRefusals) refuse(ip, identifier string, now time.Time) refusalRow {
	r.mu.Lock()
	defer r.mu.Unlock()
	t := r.byAddress[ip]
	if t != nil && now.Sub(t.since) < refusalEvery {
		t.pending++
		t.identifier = identifier
		return refusalRow{}
	}
	row := refusalRow{ip: ip, identifier: identifier, count: 1}
	if t != nil {
		row.count += t.pending
	}
	r.byAddress[ip] = &refusalTally{since: now}
	return row
}

// due takes out the tallies whose minute ended before now, answering the rows of those that hold refusals.
func (r *signinRefusals) due(now time.Time) []refusalRow {
	r.mu.Lock()
	defer r.mu.Unlock()
	var rows []refusalRow
	for ip, t := range r.byAddress {
		if now.Sub(t.since) < refusalEvery {
			continue
		}
		delete(r.byAddress, ip)
		if t.pending > 0 {
			rows = append(rows, refusalRow{ip: ip, identifier: t.identifier, count: t.pending})
		}
	}
	return rows
}

// auditRefusals writes the row of refused sign-ins.
func (s *Server) auditRefusals(ctx context.Context, row refusalRow) error {
	return s.store.Audit(ctx, store.AuditEntry{
		Actor: store.Actor{IP: row.ip}, Action: "signin", Entity: "session", Outcome: store.OutcomeDenied,
		Detail: map[string]any{"identifier": row.identifier, "reason": "rate-limited", "count": row.count},
	})
}

// auditDueRefusals writes the refusals whose address's minute has ended by now (the periodic check, and
// Close with the clock a minute ahead so that none is left out).
func (s *Server) auditDueRefusals(ctx context.Context, now time.Time) error {
	var errs []error
	for _, row := range s.refusals.due(now) {
		errs = append(errs, s.auditRefusals(ctx, row))
	}
	return errors.Join(errs...)
}
