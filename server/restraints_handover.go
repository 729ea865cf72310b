package server

import (
	"context"
	"time"
)

// restraintItems adds to the shift's handover the restraints ordered in the shift (restraint-start) and those
// ended in it (restraint-end). One registered late says since when it is in use.
func (s *Server) restraintItems(ctx context.Context, sp shiftSpan, add func(string, handoverItem)) error {
	list, err := s.store.RestraintsChanged(ctx, sp.start, sp.end)
	if err != nil {
		return err
	}
	for _, t := range list {
		if !t.CreatedAt.Before(sp.start) && t.CreatedAt.Before(sp.end) {
			text := restraintSummary(t) + " pautada por " + t.PrescribedByName
			if since := t.StartDate; since != t.CreatedAt.In(madrid).Format(time.DateOnly) {
				text += ", desde el " + spanishDate(since)
			}
			add(t.ResidentID, handoverItem{Kind: "restraint-start", At: localKey(t.CreatedAt),
				Text: text + ". Revisión el " + spanishDate(t.ReviewDate) + ".", RecordID: t.ID})
		}
		if t.EndedAt != nil && !t.EndedAt.Before(sp.start) && t.EndedAt.Before(sp.end) {
			add(t.ResidentID, handoverItem{Kind: "restraint-end", At: localKey(*t.EndedAt),
				Text: restraintSummary(t) + " retirada por " + t.EndedByName + ": " + t.EndReason, RecordID: t.ID})
		}
	}
	return nil
}
