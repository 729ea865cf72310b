package server

import (
	"testing"

	"amparo/store"
)

// The monthly sheet strikes through a voided dose's mark only where nothing else stands in its cell: a dose
// undone and left unrecorded shows its mark struck; one recorded again shows the standing mark, plain.
func TestTheSheetStrikesThroughAVoidedDose(t *testing.T) {
	at := madridAt(t, "2026-11-20T08:02")
	voided := madridAt(t, "2026-11-20T08:05")
	dose := func(entry, by string, void bool) store.Administration {
		a := store.Administration{KardexID: "k1", EntryID: entry, MedicationName: "Enalapril 10 mg", ScheduledAt: "2026-11-20T08:00",
			Status: "given", At: at, ByName: by}
		if void {
			a.VoidedAt, a.VoidedByName, a.VoidReason = voided, "Tomás Iñiguez", "Duplicada"
		}
		return a
	}
	admins := []store.Administration{dose("e1", "Carmen Ruiz", true), dose("e2", "Carmen Ruiz", true), dose("e2", "Nuria Belmonte", false)}
	rows, _, lines := sheetRows(nil, admins, roundSettings{}, "2026-11-01T00:00", "2026-12-01T00:00", at)
	if len(rows) != 2 {
		t.Fatalf("rows: %d", len(rows))
	}
	undone, again := rows[0], rows[1]
	if undone.entry.ID != "e1" {
		undone, again = again, undone
	}
	if undone.cells[19] != "CR" || !undone.void[19] {
		t.Errorf("the dose undone: %q struck %v, want CR struck", undone.cells[19], undone.void[19])
	}
	if again.cells[19] != "NB" || again.void[19] {
		t.Errorf("the dose recorded again: %q struck %v, want NB plain", again.cells[19], again.void[19])
	}
	if len(lines) != 2 || lines[0] != "Anulada: Enalapril 10 mg, toma de las 08:00 del 20/11/2026 (CR), por Tomás Iñiguez el 20/11/2026 a las 08:05: Duplicada." {
		t.Errorf("the lines under the grid: %q", lines)
	}
}
