package server

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Assessments (valoraciones, DESIGN 11, contract-15) are records of kind "assessment": they share the
// records' table, audit and tombstones (records.go), with routes of their own because the server scores
// them and they are never edited: a wrong one is deleted and made again.
var assessmentRecords = recordType{
	kind: "assessment", title: "Valoración geriátrica", residentKey: "residentId", path: "/assessments",
	write: permAssessments, print: printAssessment,
}

// assessment is what an assessment record keeps besides resident, date and signature.
type assessment struct {
	Scale   string            `json:"scale"`
	Version string            `json:"version"`
	Answers map[string]string `json:"answers"`
	Score   int               `json:"score"`
	Band    assessmentBand    `json:"band"`
	Notes   string            `json:"notes"`
}

type assessmentBand struct {
	Label    string `json:"label"`
	Severity string `json:"severity"`
}

type assessmentJSON struct {
	ID         string `json:"_id"`
	ResidentID string `json:"residentId"`
	Date       string `json:"date"`
	assessment
	CreatedBy     string `json:"createdBy"`
	CreatedByName string `json:"createdByName"`
	CreatedAt     string `json:"createdAt"`
	CanDelete     bool   `json:"canDelete"` // the author within 24 hours, or records.delete-any
}

func (s *Server) assessmentJSON(c echo.Context, r store.Record) (assessmentJSON, error) {
	d, err := recordData[assessment](r)
	if err != nil {
		return assessmentJSON{}, err
	}
	if d.Answers == nil {
		d.Answers = map[string]string{}
	}
	return assessmentJSON{ID: r.ID, ResidentID: r.ResidentID, Date: r.Date, assessment: d, CreatedBy: r.CreatedBy,
		CreatedByName: r.CreatedByName, CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339),
		CanDelete: s.mayDelete(c, assessmentRecords, r)}, nil
}

// assessmentRoutes registers the calls of contract-15. GET /assessments/due is a fixed path, so Echo
// matches it before /assessments/:residentId.
func (s *Server) assessmentRoutes(g *echo.Group) {
	g.GET("/assessment-scales", s.listScales, s.require(permResidentsRead)...)
	g.GET("/assessments/due", s.dueAssessments, s.require(permResidentsRead)...)
	g.GET("/assessments/:residentId", s.listAssessments, s.require(permResidentsRead)...)
	g.POST("/assessments", s.createAssessment, s.require(permAssessments)...)
	g.GET("/assessments/:id/pdf", s.assessmentPDF, s.requireWithCookie(permResidentsRead)...)
	g.DELETE("/assessments/:id", s.deleteRecord(assessmentRecords), s.require(permAssessments)...)
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
	d := assessment{Scale: body.Scale, Answers: body.Answers, Notes: body.Notes}
	if known {
		d.Version = sc.Version
		d.Score = sc.score(body.Answers, v)
		band := sc.band(d.Score)
		d.Band = assessmentBand{Label: band.Label, Severity: band.Severity}
	}
	if err := v.err(); err != nil {
		return err
	}
	r, err := s.store.CreateRecord(c.Request().Context(), actorOf(c), assessmentRecords.kind, store.RecordInput{
		ResidentID: body.ResidentID, Date: body.Date, Data: d, Search: sc.Name + " " + d.Band.Label + " " + d.Notes})
	if err != nil {
		return recordStoreError(err)
	}
	if d.Band.Severity == bandHigh {
		if err := s.assessmentAlert(c, r, sc, d); err != nil {
			return err
		}
	}
	s.changed(c, assessmentRecords.resource())
	out, err := s.assessmentJSON(c, r)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, out)
}

// assessmentAlert opens the high-risk alert of an assessment, one per resident and scale while open.
func (s *Server) assessmentAlert(c echo.Context, r store.Record, sc *scale, d assessment) error {
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, r.ResidentID)
	if err != nil {
		return err
	}
	group := "assessment:" + r.ResidentID + ":" + sc.ID + ":"
	in := store.AlertInput{Source: group + r.ID, ResidentID: r.ResidentID, Kind: alertAssessmentRisk, Severity: severityHigh,
		Title: sc.Name + ": " + d.Band.Label,
		Detail: fmt.Sprintf("Puntuación %d (de %d a %d) el %s, por %s.", d.Score, sc.Min, sc.Max, spanishDate(r.Date),
			r.CreatedByName),
		RecordID: r.ID}
	_, opened, err := s.store.OpenAlertInGroup(ctx, actorOf(c), in, group, alertNotice(in, resident.Name, actorOf(c).UserID))
	if opened {
		s.changed(c, resourceAlerts)
	}
	return err
}

// listAssessments: GET /assessments/:residentId, newest first (date, then when saved), with the page
// parameters of every record list (recordQuery). Reading is audited.
func (s *Server) listAssessments(c echo.Context) error {
	id := c.Param("residentId")
	ctx := c.Request().Context()
	if _, err := s.store.ResidentByID(ctx, id); err != nil {
		return err
	}
	q, err := s.recordQuery(c, assessmentRecords, id)
	if err != nil {
		return err
	}
	records, err := s.pageRecords(c, q)
	if err != nil {
		return err
	}
	if err := s.auditRead(c, assessmentRecords.kind, "", id); err != nil {
		return err
	}
	out := make([]assessmentJSON, len(records))
	for i, r := range records {
		if out[i], err = s.assessmentJSON(c, r); err != nil {
			return err
		}
	}
	return c.JSON(http.StatusOK, out)
}

// assessmentPDF: GET /assessments/:id/pdf -> valoracion_<scale>_<id>.pdf, with the common layout: the
// home, the resident, the scale, each item with its answer and points, the total, the band and who signed.
func (s *Server) assessmentPDF(c echo.Context) error {
	r, err := s.store.RecordByID(c.Request().Context(), assessmentRecords.kind, c.Param("id"))
	if err != nil {
		return err
	}
	d, err := recordData[assessment](r)
	if err != nil {
		return err
	}
	rt := assessmentRecords
	if sc, ok := scalesByID[d.Scale]; ok {
		rt.title = "Valoración: " + sc.Name
	}
	rep, err := s.residentReport(c, rt, r.ResidentID, r.ID)
	if err != nil {
		return err
	}
	if err := s.printRecord(c, rep, rt, r); err != nil {
		return err
	}
	return rep.send(c, "valoracion_"+d.Scale+"_"+r.ID+".pdf")
}

// printAssessment prints the scale, each item with the answer chosen and its points, the total and band.
func printAssessment(rep recordPrinter, r store.Record) error {
	d, err := recordData[assessment](r)
	if err != nil {
		return err
	}
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
