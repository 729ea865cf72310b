package server

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The care plan (PAI, Plan de Atención Individualizada; DESIGN 14, issue 27): doctors, nurses and social
// workers draft it (careplans.write), pre-filled from what is known (care_plans_prefill.go); a doctor or an
// administrative agrees it with the person or their representative (careplans.approve), which makes it
// vigente and the one before sustituido. It is due for review on dates and changes (care_plans_due.go) and
// prints for inspectors and families (care_plans_pdf.go). Plans are never deleted.

// carePlanRoutes registers the calls of DESIGN 14 and the settings' reading. The fixed paths (status,
// settings) are matched before /care-plans/:id.
func (s *Server) carePlanRoutes(g *echo.Group) {
	g.GET("/care-plans", s.listCarePlans, s.require(permResidentsRead)...)
	g.POST("/care-plans", s.createCarePlan, s.require(permCarePlansWrite)...)
	g.GET("/care-plans/status", s.carePlanStatus, s.require(permResidentsRead)...)
	g.GET("/care-plans/settings", s.getCarePlanSettings, s.require(permResidentsRead)...)
	g.GET("/care-plans/:id", s.getCarePlan, s.require(permResidentsRead)...)
	g.PUT("/care-plans/:id", s.updateCarePlan, s.require(permCarePlansWrite)...)
	g.POST("/care-plans/:id/approve", s.approveCarePlan, s.require(permCarePlansApprove)...)
	g.GET("/care-plans/:id/pdf", s.carePlanPDF, s.requireWithCookie(permResidentsRead)...)
}

// createCarePlan: POST /care-plans {residentId} -> 201 the resident's next version, a draft pre-filled.
// A resident has one draft at a time: a second POST answers 409 with the draft's id (existingId), for the
// screen to open it, as a second daily care record does (DESIGN 8) — a draft holds what someone typed, and
// quietly answering it to another person would have two people editing one plan unawares.
func (s *Server) createCarePlan(c echo.Context) error {
	var body struct {
		ResidentID string `json:"residentId"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	residentID := strings.TrimSpace(body.ResidentID)
	if residentID == "" {
		return fieldError(http.StatusUnprocessableEntity, "residentId", "El residente es requerido.")
	}
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, residentID)
	if errors.Is(err, store.ErrNotFound) {
		return fieldError(http.StatusUnprocessableEntity, "residentId", "El residente no existe.")
	}
	if err != nil {
		return err
	}
	plans, err := s.store.CarePlansOf(ctx, residentID)
	if err != nil {
		return err
	}
	var content store.CarePlanContent
	for _, p := range plans {
		if p.Status == store.CarePlanInForce {
			content = copyOfPlan(p)
		}
	}
	_, latest, err := s.residentContext(ctx, resident)
	if err != nil {
		return err
	}
	cs, err := s.carePlanSettings(ctx)
	if err != nil {
		return err
	}
	today := s.today()
	addSuggestions(&content, latest, today, today.AddDate(0, 0, cs.ReviewDays))
	p, err := s.store.CreateCarePlan(ctx, actorOf(c), residentID, content)
	if err != nil {
		return carePlanStoreError(err)
	}
	s.changed(c, resourceCarePlans)
	return s.respondCarePlan(c, http.StatusCreated, resident, p)
}

// listCarePlans: GET /care-plans?residentId= -> the resident's versions, newest first. Reading is audited.
func (s *Server) listCarePlans(c echo.Context) error {
	id := strings.TrimSpace(c.QueryParam("residentId"))
	if id == "" {
		return fieldError(http.StatusUnprocessableEntity, "residentId", "El residente es requerido.")
	}
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, id)
	if err != nil {
		return err
	}
	plans, err := s.store.CarePlansOf(ctx, id)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "care-plan", "", id); err != nil {
		return err
	}
	out, err := s.carePlanViews(ctx, resident, plans)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// getCarePlan: GET /care-plans/:id. Reading is audited.
func (s *Server) getCarePlan(c echo.Context) error {
	p, resident, err := s.carePlanAndResident(c)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "care-plan", p.ID, p.ResidentID); err != nil {
		return err
	}
	return s.respondCarePlan(c, http.StatusOK, resident, p)
}

// updateCarePlan: PUT /care-plans/:id, the whole draft; a plan agreed (vigente or sustituido) answers 409.
func (s *Server) updateCarePlan(c echo.Context) error {
	var body carePlanBody
	if err := decode(c, &body); err != nil {
		return err
	}
	draft, resident, err := s.carePlanAndResident(c)
	if err != nil {
		return err
	}
	if draft.Status != store.CarePlanDraft {
		return errPlanAgreed()
	}
	content, err := body.validate(draft)
	if err != nil {
		return err
	}
	p, err := s.store.UpdateCarePlan(c.Request().Context(), actorOf(c), draft.ID, content)
	if err != nil {
		return carePlanStoreError(err)
	}
	s.changed(c, resourceCarePlans)
	return s.respondCarePlan(c, http.StatusOK, resident, p)
}

// approveCarePlan: POST /care-plans/:id/approve {agreement: {name, relationship, date, method, signature}}:
// the draft becomes vigente, due for review reviewDays from today, and the plan in force before sustituido.
// The signature is a picture (data URL), stored as every picture and answered as its URL.
func (s *Server) approveCarePlan(c echo.Context) error {
	var body struct {
		Agreement agreementBody `json:"agreement"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	draft, resident, err := s.carePlanAndResident(c)
	if err != nil {
		return err
	}
	if draft.Status != store.CarePlanDraft {
		return errPlanAgreed()
	}
	today := s.today()
	agreement, err := body.Agreement.validate(draft, today)
	if err != nil {
		return err
	}
	signature, err := imageFromDataURL(body.Agreement.Signature, carePlanSignature)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	cs, err := s.carePlanSettings(ctx)
	if err != nil {
		return err
	}
	due := today.AddDate(0, 0, cs.ReviewDays).Format(time.DateOnly)
	p, err := s.store.ApproveCarePlan(ctx, actorOf(c), draft.ID, agreement, signature, due)
	if err != nil {
		return carePlanStoreError(err)
	}
	s.changed(c, resourceCarePlans)
	return s.respondCarePlan(c, http.StatusOK, resident, p)
}

// carePlanAndResident reads the plan of the path and its resident.
func (s *Server) carePlanAndResident(c echo.Context) (store.CarePlan, store.Resident, error) {
	ctx := c.Request().Context()
	p, err := s.store.CarePlanByID(ctx, c.Param("id"))
	if err != nil {
		return store.CarePlan{}, store.Resident{}, err
	}
	r, err := s.store.ResidentByID(ctx, p.ResidentID)
	return p, r, err
}

// respondCarePlan answers one plan with its due date, changes and context.
func (s *Server) respondCarePlan(c echo.Context, status int, r store.Resident, p store.CarePlan) error {
	plans := []store.CarePlan{p}
	if p.Status == store.CarePlanDraft { // a draft's triggers start at the plan in force's approval
		all, err := s.store.CarePlansOf(c.Request().Context(), r.ID)
		if err != nil {
			return err
		}
		plans = all
	}
	views, err := s.carePlanViews(c.Request().Context(), r, plans)
	if err != nil {
		return err
	}
	for _, v := range views {
		if v.ID == p.ID {
			return c.JSON(status, v)
		}
	}
	return errors.New("care plan " + p.ID + " not among its resident's")
}

func errPlanAgreed() *Error {
	return newError(http.StatusConflict, "Este plan ya está aprobado: para cambiarlo, empieza una nueva versión.")
}

// carePlanStoreError names what the store refused.
func carePlanStoreError(err error) error {
	var draft *store.CarePlanDraftExistsError
	switch {
	case errors.As(err, &draft):
		e := fieldError(http.StatusConflict, "residentId", "Ya hay un borrador del plan de este residente: ábrelo para seguir con él.")
		e.ExistingID = draft.ID
		return e
	case errors.Is(err, store.ErrCarePlanNotDraft):
		return errPlanAgreed()
	}
	return recordStoreError(err)
}
