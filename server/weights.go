package server

import (
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Weights (DESIGN 15): a resident's weighings, with the body mass index when their height is known. A weight
// is a significant loss (the CMS long-stay measure) when it is at least 5% below the highest weight of the
// previous 30 days, or at least 10% below the highest of the previous 180: it opens the weight-loss alert in its
// own transaction and makes the MNA-SF due (assessments_due.go). The previous days are the days before the
// weight's date, back to the date 30 (or 180) days before it included.

const (
	minWeightKg = 20
	maxWeightKg = 250
	// weightLoss30, weightLoss180: per cent below the highest weight of the previous 30 and 180 days.
	weightLoss30  = 5
	weightLoss180 = 10
)

type weightJSON struct {
	ID            string    `json:"_id"`
	ResidentID    string    `json:"residentId"`
	Date          string    `json:"date"`
	Kg            float64   `json:"kg"`
	BMI           *float64  `json:"bmi"` // null while the resident's height is unknown
	LossAlert     bool      `json:"lossAlert"`
	CreatedBy     string    `json:"createdBy"`
	CreatedByName string    `json:"createdByName"`
	CreatedAt     string    `json:"createdAt"`
	Voided        *voidJSON `json:"voided"`
}

// bmi is the body mass index to one decimal, nil without a height.
func bmi(kg float64, heightCm *int) *float64 {
	if heightCm == nil || *heightCm <= 0 {
		return nil
	}
	m := float64(*heightCm) / 100
	v := math.Round(kg/(m*m)*10) / 10
	return &v
}

func toWeightJSON(w store.Weight, heightCm *int) weightJSON {
	return weightJSON{ID: w.ID, ResidentID: w.ResidentID, Date: w.Date, Kg: w.Kg, BMI: bmi(w.Kg, heightCm), LossAlert: w.LossAlert,
		CreatedBy: w.CreatedBy, CreatedByName: w.CreatedByName, CreatedAt: rfc3339UTC(w.CreatedAt), Voided: toVoidJSON(w.Voided)}
}

// weightLossFound is a significant loss: how much, against which weight, over which period.
type weightLossFound struct {
	Days     int
	Percent  float64
	FromKg   float64
	FromDate string
}

// weightLossOf says whether kg weighed on date is a significant loss against the previous weights (dated before
// it, back 180 days): the 30 days' rule first.
func weightLossOf(kg float64, date string, previous []store.Weight) *weightLossFound {
	day, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return nil
	}
	for _, rule := range []struct{ days, percent int }{{30, weightLoss30}, {180, weightLoss180}} {
		since := day.AddDate(0, 0, -rule.days).Format(time.DateOnly)
		var top *store.Weight
		for i, w := range previous {
			if w.Date >= since && w.Date < date && (top == nil || w.Kg > top.Kg) {
				top = &previous[i]
			}
		}
		// In tenths of a kilo and hundredths of a per cent, so that 80 to 76 is 5% exactly, not 4.9999.
		if top != nil && math.Round((top.Kg-kg)*1000) >= math.Round(top.Kg*float64(rule.percent)*10) {
			return &weightLossFound{Days: rule.days, Percent: math.Round((top.Kg-kg)/top.Kg*1000) / 10, FromKg: top.Kg, FromDate: top.Date}
		}
	}
	return nil
}

// weightLossAlert is the weight-loss alert of a weight; its source is completed with the weight's id.
func weightLossAlert(kg float64, date string, loss weightLossFound) store.AlertInput {
	return store.AlertInput{Source: store.WeightLossSource, Kind: alertWeightLoss, Severity: severityMedium, Title: "Pérdida de peso",
		Detail: spanishNumber(kg) + " kg el " + spanishDate(date) + ": un " + spanishNumber(loss.Percent) + " % menos que " +
			spanishNumber(loss.FromKg) + " kg el " + spanishDate(loss.FromDate) + " (en " + strconv.Itoa(loss.Days) +
			" días). Hay que hacer el MNA-SF."}
}

// listWeights: GET /weights/:residentId?limit=&before= -> the resident's weights, newest first.
func (s *Server) listWeights(c echo.Context) error {
	r, err := s.registerResident(c, c.Param("residentId"))
	if err != nil {
		return err
	}
	page, err := entryPage(c)
	if err != nil {
		return err
	}
	list, more, err := s.store.Weights(c.Request().Context(), r.ID, page)
	if err != nil {
		return pageError(err)
	}
	if err := s.auditRead(c, "weight", "", r.ID); err != nil {
		return err
	}
	out := make([]weightJSON, len(list))
	for i, w := range list {
		out[i] = toWeightJSON(w, r.HeightCm)
	}
	if len(list) > 0 {
		setNextCursor(c, more, list[len(list)-1].ID)
	}
	return c.JSON(http.StatusOK, out)
}

// addWeight: POST /weights {residentId, date, kg} -> 201 the weight with alertId (the weight-loss alert it
// opened, or null).
func (s *Server) addWeight(c echo.Context) error {
	var body struct {
		ResidentID string   `json:"residentId"`
		Date       string   `json:"date"`
		Kg         *decimal `json:"kg"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	resident, date := strings.TrimSpace(body.ResidentID), strings.TrimSpace(body.Date)
	v := newValidation()
	v.required(resident, "residentId", "El residente es requerido.")
	v.required(date, "date", "La fecha es requerida.")
	if day, ok := v.date(date, "date"); ok {
		v.check(!day.After(s.today()), "date", "La fecha no puede ser futura.")
	}
	kg := 0.0
	switch {
	case body.Kg == nil:
		v.check(false, "kg", "Indica el peso en kg.")
	case math.IsNaN(float64(*body.Kg)):
		v.check(false, "kg", notANumber)
	default:
		kg = math.Round(float64(*body.Kg)*10) / 10
		v.check(kg >= minWeightKg && kg <= maxWeightKg, "kg", "Valor imposible (20–250).")
	}
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	day, _ := time.Parse(time.DateOnly, date)
	previous, err := s.store.WeightsBetween(ctx, resident, day.AddDate(0, 0, -180).Format(time.DateOnly), date)
	if err != nil {
		return err
	}
	var alert *store.RecordAlert
	if loss := weightLossOf(kg, date, previous); loss != nil {
		if alert, err = s.residentAlert(c, resident, weightLossAlert(kg, date, *loss)); err != nil {
			return err
		}
	}
	w, alertID, err := s.store.AddWeight(ctx, actorOf(c), store.Weight{ResidentID: resident, Date: date, Kg: kg}, alert)
	if err != nil {
		return registerStoreError(err)
	}
	r, err := s.store.ResidentByID(ctx, resident)
	if err != nil {
		return err
	}
	s.changed(c, resourceWeights)
	if alertID != "" {
		s.changed(c, resourceAlerts)
	}
	return c.JSON(http.StatusCreated, withAlertID{record: toWeightJSON(w, r.HeightCm), alertID: alertID})
}

// voidWeight: POST /weights/:id/void {reason} -> the weight, voided.
func (s *Server) voidWeight(c echo.Context) error {
	ctx := c.Request().Context()
	w, err := s.store.WeightByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if err := alreadyVoided(w.Voided); err != nil {
		return err
	}
	reason, err := s.voidReason(c, w.CreatedBy, w.CreatedAt)
	if err != nil {
		return err
	}
	if w, err = s.store.VoidWeight(ctx, actorOf(c), w.ID, reason); err != nil {
		return registerStoreError(err)
	}
	r, err := s.store.ResidentByID(ctx, w.ResidentID)
	if err != nil {
		return err
	}
	s.changed(c, resourceWeights)
	return c.JSON(http.StatusOK, toWeightJSON(w, r.HeightCm))
}
