package server

import (
	"context"
	"errors"
	"time"
)

// checkEvery is how often the periodic checks run: a missed dose is told within a minute.
const checkEvery = time.Minute

// RunChecks runs the server's periodic checks until ctx ends: at once, then every minute.
func (s *Server) RunChecks(ctx context.Context) {
	tick := time.NewTicker(checkEvery)
	defer tick.Stop()
	for {
		if err := s.Check(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("periodic check", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// Check runs each periodic check once: warning staff about medication that expires within 30 days, holding the
// doses of residents in hospital as absent (hospital_holds.go), telling about doses of the round nobody recorded
// (mar_missed.go), opening the alert of restraints past their review date
// (restraints_expiry.go), opening the alert of residents whose care plan is overdue (care_plans_due.go), the
// daily registers' alerts: repositioning late, fluids low at 16:00, three days without a stool
// (daily_registers_checks.go),
// telling every doctor about alerts still open an hour after they opened
// (alerts.go), writing the shift's downtime pack (downtime_files.go), auditing the throttled sign-ins of the minute past, forgetting Idempotency-Keys a week old and sign-in attempts an hour
// old (signin_refusals.go).
func (s *Server) Check(ctx context.Context) error {
	n, err := s.warnExpiringMedications(ctx)
	if n > 0 {
		s.log.Info("expiry check: staff warned", "medications", n)
	}
	held, heldErr := s.holdHospitalDoses(ctx) // before the missed doses: a resident in hospital misses none
	if held > 0 {
		s.log.Info("hospital check: doses held as absent", "doses", held)
	}
	missed, missedErr := s.warnMissedDoses(ctx)
	if missed > 0 {
		s.log.Info("missed dose check: staff warned", "doses", missed)
	}
	expired, expiredErr := s.alertExpiredRestraints(ctx)
	if expired > 0 {
		s.log.Info("restraint check: restraints past their review date", "restraints", expired)
	}
	plans, plansErr := s.alertDueCarePlans(ctx)
	if plans > 0 {
		s.log.Info("care plan check: residents whose plan is overdue", "residents", plans)
	}
	registers, registersErr := s.alertDailyRegisters(ctx)
	if registers > 0 {
		s.log.Info("daily registers check: repositioning late, fluids low or no stool", "alerts", registers)
	}
	escalated, escalateErr := s.escalateAlerts(ctx)
	if escalated > 0 {
		s.log.Info("alert check: open alerts escalated to the doctors", "alerts", escalated)
	}
	pack, packErr := s.writeDowntimePack(ctx)
	if pack != "" {
		s.log.Info("downtime check: the shift's pack written", "file", pack)
	}
	now := s.store.Now()
	refusalsErr := s.auditDueRefusals(ctx, now)
	_, pruneErr := s.store.PruneLoginAttempts(ctx, now.Add(-loginAttemptsAge))
	_, keysErr := s.store.PruneIdempotencyKeys(ctx, now.Add(-idempotencyKeep))
	return errors.Join(err, heldErr, missedErr, expiredErr, plansErr, registersErr, escalateErr, packErr, refusalsErr, pruneErr, keysErr)
}

// warnExpiringMedications tells staff, once per expiration date, about medication that expires within
// the warning period or has expired. It answers how many it warned about.
func (s *Server) warnExpiringMedications(ctx context.Context) (int, error) {
	today := s.today()
	meds, err := s.store.MedicationsToWarn(ctx, expiryWarningLimit(today).Format(time.DateOnly))
	if err != nil {
		return 0, err
	}
	for _, m := range meds {
		if err := s.store.WarnExpiry(ctx, m, expiryNotice(m, expiryStatus(m.ExpirationDate, today))); err != nil {
			return 0, err
		}
	}
	return len(meds), nil
}
