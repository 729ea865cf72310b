package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"
)

// Outcome of an audited action.
const (
	OutcomeAllowed = "allowed"
	OutcomeDenied  = "denied"
)

// Actor is who does something: the signed-in user, the role they acted as, and where from.
// The zero Actor is the system itself (first-run setup, the command line).
type Actor struct {
	UserID string
	Name   string // shown on what they sign (createdByName); not repeated in the audit log
	Role   string
	IP     string
}

// AuditEntry describes one audited action.
type AuditEntry struct {
	Actor      Actor
	Action     string // create, update, delete, read, signin, logout, ...
	Entity     string // user, settings, resident, ...
	EntityID   string
	ResidentID string // the resident whose record it touches, when there is one
	Outcome    string // set by the store for writes; OutcomeDenied for refusals
	Detail     any    // marshalled as JSON: a before-image, or the reason for a refusal
}

// AuditRow is an audit entry as stored.
type AuditRow struct {
	ID         int64
	At         time.Time
	ActorID    string
	ActorRole  string
	Action     string
	Entity     string
	EntityID   string
	ResidentID string
	IP         string
	Outcome    string
	Detail     string
}

// insertAudit appends a row at the head of the hash chain (audit_chain.go), keyed, in the caller's transaction.
func (s *Store) insertAudit(ctx context.Context, tx *sql.Tx, e AuditEntry) error {
	chain, err := s.newAuditAppender(ctx, tx)
	if err != nil {
		return err
	}
	return chain.append(ctx, e, s.nowText())
}

// auditAppender appends rows at the head of the hash chain (audit_chain.go) in one transaction: the head is
// read once and the INSERT prepared once for all the rows the transaction appends (a group of reads' rows
// cost twice as much when each read the head and parsed the INSERT again, issue 16).
type auditAppender struct {
	key    []byte
	insert *sql.Stmt // closed with its transaction
	lastID int64
	prev   string
}

func (s *Store) newAuditAppender(ctx context.Context, tx *sql.Tx) (*auditAppender, error) {
	lastID, prev, err := auditHead(ctx, tx)
	if err != nil {
		return nil, err
	}
	insert, err := tx.PrepareContext(ctx, `
		INSERT INTO audit_log (id, at, actor_id, actor_role, action, entity, entity_id, resident_id, ip, outcome, detail,
		                       prev_hash, hash)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return nil, fmt.Errorf("prepare audit: %w", err)
	}
	return &auditAppender{key: s.auditKey, insert: insert, lastID: lastID, prev: prev}, nil
}

// append adds the entry, done at at (formatTime).
func (a *auditAppender) append(ctx context.Context, e AuditEntry, at string) error {
	detail := ""
	if e.Detail != nil {
		b, err := json.Marshal(e.Detail)
		if err != nil {
			return fmt.Errorf("audit detail: %w", err)
		}
		detail = string(b)
	}
	id := a.lastID + 1
	hash := auditRowHash(a.key, a.prev, id, at, e.Actor.UserID, e.Actor.Role, e.Action, e.Entity, e.EntityID, e.ResidentID,
		e.Actor.IP, e.Outcome, detail)
	if _, err := a.insert.ExecContext(ctx, id, at, e.Actor.UserID, e.Actor.Role, e.Action, e.Entity, e.EntityID,
		e.ResidentID, e.Actor.IP, e.Outcome, detail, a.prev, hash); err != nil {
		return fmt.Errorf("insert audit: %w", err)
	}
	a.lastID, a.prev = id, hash
	return nil
}

// AuditFilter narrows ListAudit; empty fields match everything.
type AuditFilter struct {
	Entity   string
	EntityID string
	Action   string
	ActorID  string
}

// ListAudit returns audit rows, oldest first.
func (s *Store) ListAudit(ctx context.Context, f AuditFilter) ([]AuditRow, error) {
	rows, err := s.reader.QueryContext(ctx, `
		SELECT id, at, actor_id, actor_role, action, entity, entity_id, resident_id, ip, outcome, detail
		FROM audit_log
		WHERE (?1 = '' OR entity = ?1) AND (?2 = '' OR entity_id = ?2)
		  AND (?3 = '' OR action = ?3) AND (?4 = '' OR actor_id = ?4)
		ORDER BY id`, f.Entity, f.EntityID, f.Action, f.ActorID)
	if err != nil {
		return nil, fmt.Errorf("list audit: %w", err)
	}
	defer rows.Close()
	var out []AuditRow
	for rows.Next() {
		var r AuditRow
		var at string
		if err := rows.Scan(&r.ID, &at, &r.ActorID, &r.ActorRole, &r.Action, &r.Entity, &r.EntityID,
			&r.ResidentID, &r.IP, &r.Outcome, &r.Detail); err != nil {
			return nil, fmt.Errorf("scan audit: %w", err)
		}
		r.At = parseTime(at)
		out = append(out, r)
	}
	return out, rows.Err()
}

// AuditQuery selects a page of the audit log for the administrators' screen; empty fields match
// everything. From and To bound the instant (From included, To excluded).
type AuditQuery struct {
	ResidentID string
	ActorID    string
	From, To   time.Time
	Limit      int
	Offset     int
	Oldest     bool // oldest first (the access report); newest first otherwise
}

// AuditView is an audit row with the names of whom it concerns, as they are now.
type AuditView struct {
	AuditRow
	ActorName    string // "" for the system, or an id no user has
	ResidentName string // "" when the row concerns no resident (or one erased)
}

// AuditPage returns the rows matching q, one page, and how many match in all. The resident filter uses
// the log's resident index; the rest scan the log.
func (s *Store) AuditPage(ctx context.Context, q AuditQuery) ([]AuditView, int, error) {
	where := `(?1 = '' OR a.resident_id = ?1) AND (?2 = '' OR a.actor_id = ?2)
		AND (?3 = '' OR a.at >= ?3) AND (?4 = '' OR a.at < ?4)`
	timeArg := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return formatTime(t)
	}
	args := []any{q.ResidentID, q.ActorID, timeArg(q.From), timeArg(q.To)}
	var total int
	if err := s.reader.QueryRowContext(ctx, `SELECT count(*) FROM audit_log a WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count audit: %w", err)
	}
	order := "DESC"
	if q.Oldest {
		order = "ASC"
	}
	limit := q.Limit
	if limit <= 0 {
		limit = -1
	}
	rows, err := s.reader.QueryContext(ctx, `
		SELECT a.id, a.at, a.actor_id, a.actor_role, a.action, a.entity, a.entity_id, a.resident_id, a.ip,
		       a.outcome, a.detail, coalesce(u.name, ''), coalesce(r.name, '')
		FROM audit_log a
		LEFT JOIN users u ON u.id = a.actor_id AND a.actor_id <> ''
		LEFT JOIN residents r ON r.id = a.resident_id AND a.resident_id <> ''
		WHERE `+where+` ORDER BY a.id `+order+` LIMIT ?5 OFFSET ?6`, append(args, limit, q.Offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("list audit: %w", err)
	}
	defer rows.Close()
	out := []AuditView{}
	for rows.Next() {
		var v AuditView
		var at string
		if err := rows.Scan(&v.ID, &at, &v.ActorID, &v.ActorRole, &v.Action, &v.Entity, &v.EntityID, &v.ResidentID,
			&v.IP, &v.Outcome, &v.Detail, &v.ActorName, &v.ResidentName); err != nil {
			return nil, 0, fmt.Errorf("scan audit: %w", err)
		}
		v.At = parseTime(at)
		out = append(out, v)
	}
	return out, total, rows.Err()
}
