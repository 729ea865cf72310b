package server

import (
	"context"
	"time"

	"amparo/store"
)

// An active restraint past its review date is expired (DESIGN 11): it opens one high alert per review date,
// when it is saved already past review (a late registration) or, for later expiries, from the periodic check.

// restraintReviewAlert is the alert of a restraint past its review date.
func restraintReviewAlert(t store.Restraint) store.AlertInput {
	return store.AlertInput{Source: store.RestraintReviewSource(t.ID, t.ReviewDate), ResidentID: t.ResidentID,
		Kind: alertRestraint, Severity: severityHigh, Title: "Contención sin revisar",
		Detail:   restraintSummary(t) + ": la revisión era el " + spanishDate(t.ReviewDate) + ".",
		RecordID: t.ID}
}

// restraintSummary names a restraint in a sentence: "Contención física (cinturón abdominal)".
func restraintSummary(t store.Restraint) string {
	kind := "física"
	if t.Type == "pharmacological" {
		kind = "farmacológica"
	}
	return "Contención " + kind + " (" + t.Device + ")"
}

// alertExpiredRestraints opens the alert of each active restraint that went past its review date since the
// last check, and tells every open tab. It answers how many it opened.
func (s *Server) alertExpiredRestraints(ctx context.Context) (int, error) {
	due, err := s.store.RestraintsPastReview(ctx, s.today().Format(time.DateOnly))
	if err != nil {
		return 0, err
	}
	opened := 0
	for _, t := range due {
		ok, err := s.openAlert(ctx, store.Actor{Role: "system"}, restraintReviewAlert(t), t.ResidentName)
		if err != nil {
			return opened, err
		}
		if ok {
			opened++
		}
	}
	if opened > 0 {
		s.announce(resourceAlerts, "")
		s.announce(resourceRestraints, "")
	}
	return opened, nil
}
