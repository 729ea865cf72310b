package server

import (
	"context"
	"strings"
	"time"
)

// careTaskGrace: a task of the shift under way shows in its handover this long after its slot, unrecorded;
// once the shift has ended, every unrecorded task of it does.
const careTaskGrace = time.Hour

// careTaskItems adds to the handover the care plan's tasks of the shift that nobody recorded done.
func (s *Server) careTaskItems(ctx context.Context, sp shiftSpan, add func(string, handoverItem)) error {
	cutoff := sp.to
	if now := s.store.Now(); now.Before(sp.end) {
		cutoff = localKey(now.Add(-careTaskGrace))
	}
	tasks, err := s.shiftTasks(ctx, sp.from, sp.to)
	if err != nil {
		return err
	}
	for _, t := range tasks {
		if t.Done != nil || t.Due >= cutoff {
			continue
		}
		who := strings.Join(nonEmpty(t.Role, t.Responsible), ", ")
		add(t.ResidentID, handoverItem{Kind: "care-task", At: t.Due,
			Text: "Tarea del plan de atención sin registrar: " + t.Text + " (" + who + ").", RecordID: t.PlanID})
	}
	return nil
}
