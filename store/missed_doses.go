package store

import (
	"context"
	"database/sql"
	"fmt"
)

// MissedDosesNotified are the slots in [fromSlot, toSlot) whose missed dose staff were told about.
func (s *Store) MissedDosesNotified(ctx context.Context, fromSlot, toSlot string) (map[SlotKey]bool, error) {
	return slotKeys(ctx, s, `SELECT kardex_id, entry_id, scheduled_at FROM missed_dose_notices
		WHERE scheduled_at >= ? AND scheduled_at < ?`, fromSlot, toSlot)
}

// MissedDose is a slot nobody recorded: its alert (DESIGN 10) and its notice.
type MissedDose struct {
	KardexID, EntryID, ScheduledAt string
	Alert                          AlertInput
	Notice                         Notice
}

// missedDoseBatch is how many missed slots one transaction tells: a server started after a night off (or a
// home of thousands) may find hundreds at once, and one fsync each took tens of seconds.
const missedDoseBatch = 100

// NotifyMissedDoses remembers each slot nobody recorded, opens its alert and stores its notice, with its
// audit row, so each slot is told once; up to missedDoseBatch slots share a transaction (all of them or
// none). A slot told meanwhile is left alone (the first of a batch keeps its audit row: the transaction's
// own). It answers how many this call told.
func (s *Store) NotifyMissedDoses(ctx context.Context, doses []MissedDose) (int, error) {
	told := 0
	for len(doses) > 0 {
		batch := doses[:min(len(doses), missedDoseBatch)]
		doses = doses[len(batch):]
		n := 0
		err := s.write(ctx, missedDoseAudit(batch[0]), func(tx *sql.Tx) error {
			n = 0
			for i, d := range batch {
				res, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO missed_dose_notices (kardex_id, entry_id, scheduled_at, notified_at)
					VALUES (?, ?, ?, ?)`, d.KardexID, d.EntryID, d.ScheduledAt, s.nowText())
				if err != nil {
					return fmt.Errorf("remember missed dose: %w", err)
				}
				if affected, _ := res.RowsAffected(); affected == 0 {
					continue
				}
				n++
				if _, err := s.insertAlert(ctx, tx, newID(), d.Alert); err != nil {
					return err
				}
				if err := s.insertNotice(ctx, tx, d.Notice); err != nil {
					return err
				}
				if i > 0 { // the first one's audit row is the transaction's own
					if err := s.insertAudit(ctx, tx, withOutcome(missedDoseAudit(d))); err != nil {
						return err
					}
				}
			}
			return nil
		})
		if err != nil {
			return told, err
		}
		told += n
	}
	return told, nil
}

func missedDoseAudit(d MissedDose) AuditEntry {
	return AuditEntry{Actor: Actor{Role: "system"}, Action: "notify-missed", Entity: "administration",
		Detail: map[string]string{"kardexId": d.KardexID, "entryId": d.EntryID, "scheduledAt": d.ScheduledAt}}
}

func withOutcome(e AuditEntry) AuditEntry {
	e.Outcome = OutcomeAllowed
	return e
}

// NotifyMissedDose tells one slot nobody recorded (NotifyMissedDoses); it answers whether this call told it.
func (s *Store) NotifyMissedDose(ctx context.Context, kardexID, entryID, scheduledAt string, alert AlertInput, n Notice) (bool, error) {
	told, err := s.NotifyMissedDoses(ctx, []MissedDose{{KardexID: kardexID, EntryID: entryID, ScheduledAt: scheduledAt,
		Alert: alert, Notice: n}})
	return told > 0, err
}
