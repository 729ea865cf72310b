package server

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Alert kinds and severities of DESIGN 10.
const (
	alertVital          = "vital"
	alertFall           = "fall"
	alertDoseMissed     = "dose-missed"
	alertDoseHeld       = "dose-held"
	alertRestraint      = "restraint-review"
	alertAssessmentRisk = "assessment-risk"
	alertCarePlan       = "careplan-due" // a resident whose care plan is overdue (care_plans_due.go)
	alertSkinLesion     = "skin-lesion"  // a new lesion arisen in the residencia (DESIGN 15)
	alertRepositioning  = "repositioning-overdue"
	alertFluidsLow      = "fluids-low"
	alertWeightLoss     = "weight-loss"
	alertBowel          = "bowel" // three days without a stool
	severityHigh        = "high"
	severityMedium      = "medium"
)

// escalateAfter: an alert still open this long tells every doctor again.
const escalateAfter = 60 * time.Minute

// alertTabs is the resident page's tab each kind of alert opens.
var alertTabs = map[string]string{alertVital: "vitales", alertFall: "incidentes", alertDoseMissed: "kardex", alertDoseHeld: "kardex",
	alertRestraint: "contenciones", alertAssessmentRisk: "valoraciones", alertCarePlan: "pai",
	alertSkinLesion: "piel", alertRepositioning: "seguimiento", alertFluidsLow: "seguimiento", alertWeightLoss: "seguimiento",
	alertBowel: "seguimiento"}

type alertJSON struct {
	ID                 string  `json:"_id"`
	ResidentID         string  `json:"residentId"`
	ResidentName       string  `json:"residentName"`
	Room               string  `json:"room"`
	Kind               string  `json:"kind"`
	Severity           string  `json:"severity"`
	Title              string  `json:"title"`
	Detail             string  `json:"detail"`
	RecordID           string  `json:"recordId"`
	Link               string  `json:"link"`
	CreatedAt          string  `json:"createdAt"`
	AcknowledgedAt     *string `json:"acknowledgedAt"`
	AcknowledgedBy     string  `json:"acknowledgedBy"`
	AcknowledgedByName string  `json:"acknowledgedByName"`
	Comment            string  `json:"comment"`
}

func toAlertJSON(a store.Alert) alertJSON {
	out := alertJSON{ID: a.ID, ResidentID: a.ResidentID, ResidentName: a.ResidentName, Room: a.Room, Kind: a.Kind,
		Severity: a.Severity, Title: a.Title, Detail: a.Detail, RecordID: a.RecordID, Link: alertLinkOf(a),
		CreatedAt: a.CreatedAt.UTC().Format(time.RFC3339), AcknowledgedBy: a.AcknowledgedBy,
		AcknowledgedByName: a.AcknowledgedByName, Comment: a.Comment}
	if a.AcknowledgedAt != nil {
		at := a.AcknowledgedAt.UTC().Format(time.RFC3339)
		out.AcknowledgedAt = &at
	}
	return out
}

func alertLink(residentID, kind string) string { return residentLink(residentID, alertTabs[kind]) }

// alertLinkOf is where an alert leads: its kind's tab, but the falls tab for a fall of the falls register (a
// fall alert opened by an incident leads to the incident).
func alertLinkOf(a store.Alert) string {
	if a.FallRecord {
		return residentLink(a.ResidentID, fallsTab)
	}
	return alertLink(a.ResidentID, a.Kind)
}

// listAlerts: GET /alerts?status=open|acknowledged&residentId=&areaId=.
func (s *Server) listAlerts(c echo.Context) error {
	status := orText(c.QueryParam("status"), "open")
	if status != "open" && status != "acknowledged" {
		return fieldError(http.StatusUnprocessableEntity, "status", "Valor no válido.")
	}
	alerts, err := s.store.ListAlerts(c.Request().Context(), store.AlertFilter{Acknowledged: status == "acknowledged",
		ResidentID: c.QueryParam("residentId"), AreaID: c.QueryParam("areaId")})
	if err != nil {
		return err
	}
	out := make([]alertJSON, len(alerts))
	for i, a := range alerts {
		out[i] = toAlertJSON(a)
	}
	return c.JSON(http.StatusOK, out)
}

// acknowledgeAlert: POST /alerts/:id/acknowledge {comment}; the comment is required and signed.
func (s *Server) acknowledgeAlert(c echo.Context) error {
	var body struct {
		Comment string `json:"comment"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	comment := strings.TrimSpace(body.Comment)
	v := newValidation()
	v.required(comment, "comment", "Escribe qué se ha hecho.")
	v.check(utf8.RuneCountInString(comment) <= maxReasonLength, "comment", "Es demasiado largo (máximo 500 caracteres).")
	if err := v.err(); err != nil {
		return err
	}
	a, err := s.store.AcknowledgeAlert(c.Request().Context(), actorOf(c), c.Param("id"), comment)
	if errors.Is(err, store.ErrAlreadyAcknowledged) {
		current, getErr := s.store.AlertByID(c.Request().Context(), c.Param("id"))
		if getErr != nil {
			return getErr
		}
		return newError(http.StatusConflict, "La alerta ya fue atendida por "+current.AcknowledgedByName+".")
	}
	if err != nil {
		return err
	}
	s.changed(c, resourceAlerts)
	return c.JSON(http.StatusOK, toAlertJSON(a))
}

// openAlert opens an alert and tells doctors and nurses (but whoever caused it) at once; a source that
// already opened one opens nothing and tells nobody. It answers whether it opened one.
func (s *Server) openAlert(ctx context.Context, actor store.Actor, in store.AlertInput, residentName string) (bool, error) {
	_, opened, err := s.store.OpenAlert(ctx, actor, in, alertNotice(in, residentName, actor.UserID))
	return opened, err
}

// escalateAlerts tells every doctor about each alert still open an hour after it opened, once.
func (s *Server) escalateAlerts(ctx context.Context) (int, error) {
	alerts, err := s.store.AlertsToEscalate(ctx, s.store.Now().Add(-escalateAfter))
	if err != nil {
		return 0, err
	}
	for _, a := range alerts {
		if err := s.store.EscalateAlert(ctx, a, escalationNotice(a)); err != nil {
			return 0, err
		}
	}
	return len(alerts), nil
}
