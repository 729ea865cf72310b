package server

import (
	"context"
	"time"
)

// RunChecks runs the server's periodic checks until ctx ends: at once, then every hour. Today that is
// warning staff about medication that expires within 30 days.
func (s *Server) RunChecks(ctx context.Context) {
	tick := time.NewTicker(time.Hour)
	defer tick.Stop()
	for {
		if n, err := s.store.WarnExpiringMedications(ctx, s.today()); err != nil && ctx.Err() == nil {
			s.log.Error("expiry check", "err", err)
		} else if n > 0 {
			s.log.Info("expiry check: staff warned", "medications", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}
