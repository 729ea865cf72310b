package server

import (
	"context"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// A PRN dose's follow-up (DESIGN 9: «Valorar el efecto» prnEffectAfter after the dose) follows the resident
// across shifts until it is recorded: the round of every shift that begins with it pending shows it
// (GET /mar/prn/followups), and so does the handover of every shift that ends with it pending, within a
// day of the dose.

// followupSpan is how long after a PRN dose its pending follow-up is still carried to the next shifts.
const followupSpan = 24 * time.Hour

// prnFollowupJSON is a PRN dose whose effect the shift is to assess: the round's row of the dose, when the
// assessment is due and whether the dose was given before the shift (the shift's own doses are in its round).
type prnFollowupJSON struct {
	marRow
	DueAt        string `json:"dueAt"` // "YYYY-MM-DDTHH:MM", Madrid
	EarlierShift bool   `json:"earlierShift"`
}

// prnDosesToAssess are the PRN doses given from followupSpan before the shift's start to its end (of the
// round's area, or of one resident) whose effect was not recorded before pendingAt.
func (s *Server) prnDosesToAssess(ctx context.Context, r round, sp shiftSpan, residentID string, pendingAt time.Time) ([]store.Administration, error) {
	admins, err := s.store.Administrations(ctx, store.AdministrationFilter{ResidentID: residentID, AreaID: r.areaID,
		AtFrom: sp.start.Add(-followupSpan), AtTo: sp.end})
	if err != nil {
		return nil, err
	}
	out := admins[:0]
	for _, a := range admins {
		if a.PRN && a.Status == "given" && (a.Effect == "" || !a.EffectAt.Before(pendingAt)) {
			out = append(out, a)
		}
	}
	return out, nil
}

// listPRNFollowups: GET /mar/prn/followups?date=&shift=&areaId=&residentId= -> the PRN doses whose effect was
// still to assess when the shift began, or given in it, in the round's order.
func (s *Server) listPRNFollowups(c echo.Context) error {
	ctx := c.Request().Context()
	r, err := s.loadRound(ctx, c.QueryParam("areaId"))
	if err != nil {
		return err
	}
	sp, err := s.shiftSpanOf(c, r.settings)
	if err != nil {
		return err
	}
	admins, err := s.prnDosesToAssess(ctx, r, sp, c.QueryParam("residentId"), sp.start)
	if err != nil {
		return err
	}
	rows := make([]marRow, 0, len(admins))
	due := make(map[string]time.Time, len(admins))
	for _, a := range admins {
		if row, ok := r.recordedRow(a); ok {
			rows = append(rows, row)
			due[a.ID] = a.At.Add(prnEffectAfter)
		}
	}
	out := make([]prnFollowupJSON, 0, len(rows))
	for _, row := range sortedRows(rows) {
		a := row.Administration
		out = append(out, prnFollowupJSON{marRow: *row, DueAt: localKey(due[a.ID]), EarlierShift: row.ScheduledAt < sp.from})
	}
	if err := s.auditResidentRead(c, "prn-followups"); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// prnFollowupItems adds to a shift's handover the PRN doses whose effect was still to assess at its end.
func (s *Server) prnFollowupItems(ctx context.Context, r round, sp shiftSpan, add func(string, handoverItem)) error {
	admins, err := s.prnDosesToAssess(ctx, r, sp, "", sp.end)
	if err != nil {
		return err
	}
	for _, a := range admins {
		due := a.At.Add(prnEffectAfter)
		add(a.ResidentID, handoverItem{Kind: "prn-followup", At: localKey(due), Text: "Valorar el efecto desde las " +
			due.In(madrid).Format("15:04") + ": " + a.MedicationName + " (" + a.Reason + "), dada a las " +
			a.At.In(madrid).Format("15:04") + " por " + a.ByName + "."})
	}
	return nil
}
