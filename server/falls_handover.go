package server

import (
	"context"
	"strings"
)

// fallItems adds to the shift's handover the falls of the register that happened in the shift (kind fall). A
// fall an incident marked as a fall made is told by its incident (incidentItem), so it is not told twice.
func (s *Server) fallItems(ctx context.Context, sp shiftSpan, add func(string, handoverItem)) error {
	falls, err := s.store.FallsBetween(ctx, sp.start, sp.end)
	if err != nil {
		return err
	}
	for _, f := range falls {
		if f.IncidentID != "" {
			continue
		}
		text := "Caída: " + f.Place + ". " + factorLabel(fallInjuries, f.Injury)
		if f.InjuryDetail != "" {
			text += ": " + f.InjuryDetail
		}
		if f.Activity != "" {
			text += ". " + strings.TrimSuffix(f.Activity, ".")
		}
		add(f.ResidentID, handoverItem{Kind: "fall", At: localKey(f.At), Text: text + ".", RecordID: f.ID})
	}
	return nil
}
