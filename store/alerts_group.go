package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// OpenAlertInGroup opens the alert unless an alert of its group is still open: the group is a prefix of
// the sources (assessment:<resident>:<scale>:), so one resident's high scores on one scale open one alert
// until someone acknowledges it, and the next high score opens a new one. The check and the insert run
// in one transaction on the one writer, so two saves at once cannot both open one. opened says whether
// this call opened it; when not, the alert is the group's open one.
func (s *Store) OpenAlertInGroup(ctx context.Context, actor Actor, in AlertInput, group string, notice Notice) (alert Alert, opened bool, err error) {
	if group == "" || !strings.HasPrefix(in.Source, group) {
		return Alert{}, false, fmt.Errorf("open alert: source %q is not in group %q", in.Source, group)
	}
	id := newID()
	var existing string
	entry := AuditEntry{Actor: actor, Action: "open", Entity: "alert", EntityID: id, ResidentID: in.ResidentID,
		Detail: map[string]string{"source": in.Source, "kind": in.Kind}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `SELECT id FROM alerts WHERE acknowledged_at IS NULL
			AND substr(source, 1, length(?1)) = ?1 ORDER BY created_at LIMIT 1`, group).Scan(&existing)
		switch {
		case err == nil:
			return errAlertExists
		case !errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("find the group's open alert: %w", err)
		}
		inserted, err := s.insertAlert(ctx, tx, id, in)
		if err != nil {
			return err
		}
		if !inserted {
			existing = ""
			return errAlertExists
		}
		return s.insertNotice(ctx, tx, notice)
	})
	if errors.Is(err, errAlertExists) {
		if existing == "" { // the source itself opened one before
			a, err := scanAlert(s.reader.QueryRowContext(ctx, `SELECT `+alertColumns+`
				FROM alerts a JOIN residents r ON r.id = a.resident_id WHERE a.source = ?`, in.Source))
			return a, false, err
		}
		a, err := s.AlertByID(ctx, existing)
		return a, false, err
	}
	if err != nil {
		return Alert{}, false, err
	}
	a, err := s.AlertByID(ctx, id)
	return a, err == nil, err
}
