package server

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The care plan's settings (DESIGN 14): when the first plan is due after admission, and how long an agreed
// plan stays in force before its review. The defaults are here and only here; an administrator changes them
// with PUT /settings {carePlan}, and everyone reads them at GET /care-plans/settings.

const settingCarePlan = "care_plan"

type carePlanSettings struct {
	FirstPlanDays int `json:"firstPlanDays"` // the first plan is due this many days after admission
	ReviewDays    int `json:"reviewDays"`    // an agreed plan is due for review this many days after approval
}

// defaultCarePlan: the first plan within a month of admission, reviewed every six months.
var defaultCarePlan = carePlanSettings{FirstPlanDays: 30, ReviewDays: 180}

// Bounds of the settings: the regional rules ask for the first plan within one to three months and for a
// review at least once a year.
const (
	minFirstPlanDays, maxFirstPlanDays = 7, 180
	minReviewDays, maxReviewDays       = 30, 365
)

// carePlanSettings are the saved settings over the defaults.
func (s *Server) carePlanSettings(ctx context.Context) (carePlanSettings, error) {
	cs := defaultCarePlan
	_, err := s.store.ReadSetting(ctx, settingCarePlan, &cs)
	return cs, err
}

// check validates settings sent by an administrator.
func (cs carePlanSettings) check(v *validation, prefix string) {
	v.check(cs.FirstPlanDays >= minFirstPlanDays && cs.FirstPlanDays <= maxFirstPlanDays, prefix+"firstPlanDays",
		"Debe estar entre 7 y 180 días.")
	v.check(cs.ReviewDays >= minReviewDays && cs.ReviewDays <= maxReviewDays, prefix+"reviewDays",
		"Debe estar entre 30 y 365 días.")
}

// saveCarePlanSettings stores settings already checked.
func (s *Server) saveCarePlanSettings(ctx context.Context, actor store.Actor, cs carePlanSettings) error {
	before, err := s.carePlanSettings(ctx)
	if err != nil {
		return err
	}
	return s.store.SaveSetting(ctx, actor, settingCarePlan, cs, before)
}

// getCarePlanSettings: GET /care-plans/settings -> {firstPlanDays, reviewDays}.
func (s *Server) getCarePlanSettings(c echo.Context) error {
	cs, err := s.carePlanSettings(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, cs)
}
