package server

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The daily registers' settings (issue 28): how often each resident is weighed. The default is here and only
// here; an administrator changes it with PUT /settings {registers}, and everyone reads it at
// GET /registers/settings (the tab «Seguimiento» says when a weighing is due).

const settingRegisters = "registers"

type registerSettings struct {
	WeighEveryDays int `json:"weighEveryDays"` // a resident is weighed every this many days
}

// defaultRegisters: the monthly weighing of the CMS measures and the Spanish nutrition guides.
var defaultRegisters = registerSettings{WeighEveryDays: 30}

// Bounds of the setting: from weekly (a resident at risk) to quarterly.
const minWeighEveryDays, maxWeighEveryDays = 7, 90

// registerSettings are the saved settings over the defaults.
func (s *Server) registerSettings(ctx context.Context) (registerSettings, error) {
	rs := defaultRegisters
	_, err := s.store.ReadSetting(ctx, settingRegisters, &rs)
	return rs, err
}

// check validates settings sent by an administrator.
func (rs registerSettings) check(v *validation, prefix string) {
	v.check(rs.WeighEveryDays >= minWeighEveryDays && rs.WeighEveryDays <= maxWeighEveryDays, prefix+"weighEveryDays",
		"Debe estar entre 7 y 90 días.")
}

// saveRegisterSettings stores settings already checked.
func (s *Server) saveRegisterSettings(ctx context.Context, actor store.Actor, rs registerSettings) error {
	before, err := s.registerSettings(ctx)
	if err != nil {
		return err
	}
	return s.store.SaveSetting(ctx, actor, settingRegisters, rs, before)
}

// getRegisterSettings: GET /registers/settings -> {weighEveryDays}.
func (s *Server) getRegisterSettings(c echo.Context) error {
	rs, err := s.registerSettings(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, rs)
}
