package server

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Assessments (valoraciones, DESIGN 11, contract-15) are records of their own table (store.Assessments):
// they share the records' audit and tombstones (records.go), with routes of their own because the server
// scores them and they are never edited: a wrong one is deleted and made again.
var assessmentRecords = recordType[store.Assessment]{
	kind: store.Assessments, title: "Valoración geriátrica", path: "/assessments", write: permAssessments,
	print: printAssessment,
	present: func(_ *Server, _ echo.Context, head recordHead, r store.Record[store.Assessment]) (any, error) {
		return assessmentJSON{ID: head.ID, ResidentID: head.ResidentID, Date: head.Date, Assessment: r.Data,
			CreatedBy: head.CreatedBy, CreatedByName: head.CreatedByName, CreatedAt: head.CreatedAt, CanDelete: head.CanDelete}, nil
	},
}

type assessmentJSON struct {
	ID         string `json:"_id"`
	ResidentID string `json:"residentId"`
	Date       string `json:"date"`
	store.Assessment
	CreatedBy     string `json:"createdBy"`
	CreatedByName string `json:"createdByName"`
	CreatedAt     string `json:"createdAt"`
	CanDelete     bool   `json:"canDelete"` // the author within 24 hours, or records.delete-any
}

// assessmentRoutes registers the calls of contract-15. GET /assessments/due is a fixed path, so Echo
// matches it before /assessments/:residentId.
func (s *Server) assessmentRoutes(g *echo.Group) {
	g.GET("/assessment-scales", s.listScales, s.require(permResidentsRead)...)
	g.GET("/assessments/due", s.dueAssessments, s.require(permResidentsRead)...)
	g.GET("/assessments/:residentId", s.listAssessments, s.require(permResidentsRead)...)
	g.POST("/assessments", s.createAssessment, s.require(permAssessments)...)
	g.GET("/assessments/:id/pdf", s.assessmentPDF, s.requireWithCookie(permResidentsRead)...)
	g.DELETE("/assessments/:id", deleteRecord(s, assessmentRecords), s.require(permAssessments)...)
}

// listScales: GET /assessment-scales.
func (s *Server) listScales(c echo.Context) error {
	return c.JSON(http.StatusOK, assessmentScales)
}

// createAssessment: POST /assessments {residentId, scale, date, answers, notes}. The server scores the
// answers; a high band opens an assessment-risk alert unless one for the resident and scale is open.
func (s *Server) createAssessment(c echo.Context) error {
	var body struct {
		ResidentID string            `json:"residentId"`
		Scale      string            `json:"scale"`
		Date       string            `json:"date"`
		Answers    map[string]string `json:"answers"`
		Notes      string            `json:"notes"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	body.ResidentID, body.Scale, body.Date = strings.TrimSpace(body.ResidentID), strings.TrimSpace(body.Scale), strings.TrimSpace(body.Date)
	body.Notes = strings.TrimSpace(body.Notes)
	v := newValidation()
	v.required(body.ResidentID, "residentId", "El residente es requerido.")
	v.required(body.Scale, "scale", "La escala es requerida.")
	sc, known := scalesByID[body.Scale]
	v.check(body.Scale == "" || known, "scale", "Escala no válida.")
	v.required(body.Date, "date", "La fecha es requerida.")
	if day, ok := v.date(body.Date, "date"); ok {
		v.check(!day.After(s.today()), "date", "La fecha no puede ser futura.")
	}
	v.maxLen(body.Notes, longText, "notes")
	d := store.Assessment{Scale: body.Scale, Answers: body.Answers, Notes: body.Notes}
	if known {
		d.Version = sc.Version
		d.Score = sc.score(body.Answers, v)
		band := sc.band(d.Score)
		d.Band = store.AssessmentBand{Label: band.Label, Severity: band.Severity}
	}
	if err := v.err(); err != nil {
		return err
	}
	if d.Answers == nil {
		d.Answers = map[string]string{}
	}
	in := store.RecordInput[store.Assessment]{ResidentID: body.ResidentID, Date: body.Date, Data: d,
		Search: sc.Name + " " + d.Band.Label + " " + d.Notes}
	if d.Band.Severity == bandHigh {
		var err error
		if in.Alert, err = s.assessmentAlert(c, body.ResidentID, body.Date, sc, d); err != nil {
			return err
		}
	}
	saved, err := store.CreateRecord(c.Request().Context(), s.store, assessmentRecords.kind, actorOf(c), in)
	if err != nil {
		return recordStoreError(err)
	}
	if saved.AlertOpened {
		s.changed(c, resourceAlerts)
	}
	s.changed(c, assessmentRecords.resource())
	return respondRecord(s, c, http.StatusCreated, assessmentRecords, saved)
}

// assessmentAlert is the high-risk alert of an assessment, one per resident and scale while open.
func (s *Server) assessmentAlert(c echo.Context, residentID, date string, sc *scale, d store.Assessment) (*store.RecordAlert, error) {
	group := "assessment:" + residentID + ":" + sc.ID + ":"
	alert, err := s.residentAlert(c, residentID, store.AlertInput{Source: group,
		Kind: alertAssessmentRisk, Severity: severityHigh, Title: sc.Name + ": " + d.Band.Label,
		Detail: fmt.Sprintf("Puntuación %d (de %d a %d) el %s, por %s.", d.Score, sc.Min, sc.Max, spanishDate(date),
			actorOf(c).Name)})
	if alert != nil {
		alert.Group = group
	}
	return alert, err
}

// listAssessments: GET /assessments/:residentId, newest first (date, then when saved), with the page
// parameters of every record list (recordQuery). Reading is audited.
func (s *Server) listAssessments(c echo.Context) error {
	id := c.Param("residentId")
	ctx := c.Request().Context()
	if _, err := s.store.ResidentByID(ctx, id); err != nil {
		return err
	}
	records, err := pageRecords(s, c, assessmentRecords, id)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, assessmentRecords.kind.Entity, "", id); err != nil {
		return err
	}
	out, err := recordsJSON(s, c, assessmentRecords, records)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// assessmentPDF: GET /assessments/:id/pdf -> valoracion_<scale>_<id>.pdf, with the common layout: the
// home, the resident, the scale, each item with its answer and points, the total, the band and who signed.
func (s *Server) assessmentPDF(c echo.Context) error {
	r, err := store.RecordByID(c.Request().Context(), s.store, assessmentRecords.kind, c.Param("id"))
	if err != nil {
		return err
	}
	d, rt := r.Data, assessmentRecords
	if sc, ok := scalesByID[d.Scale]; ok {
		rt.title = "Valoración: " + sc.Name
	}
	rep, err := s.residentReport(c, rt.kind.Entity, rt.title, r.ResidentID, r.ID)
	if err != nil {
		return err
	}
	if err := printRecord(s, c, rep, rt, r); err != nil {
		return err
	}
	return rep.send(c, "valoracion_"+d.Scale+"_"+r.ID+".pdf")
}

// printAssessment prints the scale, each item with the answer chosen and its points, the total and band.
func printAssessment(rep recordPrinter, r store.Record[store.Assessment]) error {
	d := r.Data
	sc, ok := scalesByID[d.Scale]
	if !ok {
		return fmt.Errorf("assessment %s: unknown scale %q", r.ID, d.Scale)
	}
	rep.fields([2]string{"Escala", sc.Name}, [2]string{"Versión", d.Version})
	var rows [][]string
	section := ""
	flush := func() {
		if len(rows) > 0 {
			rep.table([]int{6, 5, 1}, []string{orText(section, "Pregunta"), "Respuesta", "Puntos"}, rows)
		}
		rows = nil
	}
	for _, it := range sc.Items {
		if it.Section != section {
			flush()
			section = it.Section
		}
		answer, points := d.Answers[it.ID], ""
		if o, ok := it.option(answer); ok {
			answer, points = o.Label, strconv.Itoa(o.Points)
		}
		rows = append(rows, []string{it.Text, answer, points})
	}
	flush()
	rep.fields([2]string{"Puntuación total", fmt.Sprintf("%d (de %d a %d)", d.Score, sc.Min, sc.Max)},
		[2]string{"Resultado", d.Band.Label})
	if d.Notes != "" {
		rep.paragraph("Observaciones", d.Notes)
	}
	return nil
}
