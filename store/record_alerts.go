package store

import (
	"context"
	"database/sql"
)

// The alert a record raises is opened inside the record's own transaction, with its audit row and its notice.

// withResident makes the alert name the record's resident (an edit keeps the record with its resident).
func withResident(a *RecordAlert, residentID string) *RecordAlert {
	if a == nil {
		return nil
	}
	out := *a
	out.ResidentID = residentID
	return &out
}

// openRecordAlert opens the record's alert inside its transaction unless its source already opened one (or
// its group has one open), with the alert's own audit row and notice: its source and its notice's tag are
// completed with the record's id.
func (s *Store) openRecordAlert(ctx context.Context, tx *sql.Tx, actor Actor, recordID string, a *RecordAlert) (string, error) {
	if a == nil {
		return "", nil
	}
	in, notice := a.AlertInput, a.Notice
	in.Source, in.RecordID, notice.Options.Tag = in.Source+recordID, recordID, notice.Options.Tag+recordID
	return s.openAlertInTxID(ctx, tx, actor, in, a.Group, notice)
}

// openAlertInTx opens an alert inside a write's transaction unless its source already opened one, or (group
// not "") an alert of its group is still open; it writes the alert's audit row and stores its notice.
func (s *Store) openAlertInTx(ctx context.Context, tx *sql.Tx, actor Actor, in AlertInput, group string, notice Notice) (bool, error) {
	id, err := s.openAlertInTxID(ctx, tx, actor, in, group, notice)
	return id != "", err
}

// openAlertInTxID is openAlertInTx answering the id of the alert it opened ("" when none).
func (s *Store) openAlertInTxID(ctx context.Context, tx *sql.Tx, actor Actor, in AlertInput, group string, notice Notice) (string, error) {
	if group != "" {
		var open bool
		err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM alerts WHERE acknowledged_at IS NULL
			AND substr(source, 1, length(?1)) = ?1)`, group).Scan(&open)
		if err != nil || open {
			return "", err
		}
	}
	id := newID()
	inserted, err := s.insertAlert(ctx, tx, id, in)
	if err != nil || !inserted {
		return "", err
	}
	entry := AuditEntry{Actor: actor, Action: "open", Entity: "alert", EntityID: id, ResidentID: in.ResidentID,
		Detail: map[string]string{"source": in.Source, "kind": in.Kind}, Outcome: OutcomeAllowed}
	if err := s.insertAudit(ctx, tx, entry); err != nil {
		return "", err
	}
	return id, s.insertNotice(ctx, tx, notice)
}
