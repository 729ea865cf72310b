package server

import (
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// carePlanPDF: GET /care-plans/:id/pdf -> pai_<residentId>_<YYYY-MM-DD>.pdf, the plan as an inspector or the
// family reads it: its state and dates, the allergies, the assessments it was drawn from, the person's view,
// every area with who contributed and each need with its objective, dates, outcome and interventions (what,
// how often, who), and the agreement with the signature. The date is the day it was agreed (today for a draft).
func (s *Server) carePlanPDF(c echo.Context) error {
	ctx := c.Request().Context()
	p, resident, err := s.carePlanAndResident(c)
	if err != nil {
		return err
	}
	views, err := s.carePlanViews(ctx, resident, []store.CarePlan{p})
	if err != nil {
		return err
	}
	view := views[0]
	rep, err := s.residentReport(c, "care-plan", "Plan de Atención Individualizada (PAI)", p.ResidentID, p.ID)
	if err != nil {
		return err
	}
	rep.warning("Alergias: " + orText(resident.Details.Allergies, "no registradas"))
	rep.fields(
		[2]string{"Versión", strconv.Itoa(p.Version)},
		[2]string{"Estado", carePlanStatusLabels[p.Status]},
		[2]string{"Elaborado por", p.CreatedByName + " el " + p.CreatedAt.In(madrid).Format("02/01/2006")},
		[2]string{"Aprobado por", approvedText(p)},
		[2]string{"Profesional de referencia", p.ReferenceProfessional},
		[2]string{"Próxima revisión", spanishDate(view.DueDate)},
	)
	for _, t := range view.ReviewTriggers {
		rep.note("Revisión adelantada: " + t.Text + ", el " + spanishDate(madridDay(parseRFC3339(t.At))) + ".")
	}
	rep.paragraph("Diagnóstico", resident.Details.Diagnosis)
	printPlanContext(rep, view.Context)
	rep.section("La persona")
	rep.paragraph("Biografía", p.Person.Biography)
	rep.paragraph("Preferencias", p.Person.Preferences)
	rep.paragraph("Lo que le importa", p.Person.Matters)
	for _, a := range p.Areas {
		printPlanArea(rep, a)
	}
	if err := printAgreement(s, c, rep, p); err != nil {
		return err
	}
	day := s.today().Format(time.DateOnly)
	if p.ApprovedAt != nil {
		day = madridDay(*p.ApprovedAt)
	}
	return rep.send(c, "pai_"+p.ResidentID+"_"+day+".pdf")
}

// carePlanStatusLabels and carePlanAreaLabels are how the plan names them on paper.
var (
	carePlanStatusLabels = map[string]string{store.CarePlanDraft: "Borrador", store.CarePlanInForce: "Vigente",
		store.CarePlanSuperseded: "Sustituido"}
	carePlanAreaLabels = map[string]string{"sanitaria": "Área sanitaria", "funcional": "Área funcional",
		"cognitiva-emocional": "Área cognitiva y emocional", "social-familiar": "Área social y familiar",
		"ocio-participacion": "Área de ocio y participación"}
	needOutcomeLabels     = map[string]string{"logrado": "Logrado", "parcial": "Logrado en parte", "no-logrado": "No logrado"}
	agreementMethodLabels = map[string]string{"tableta": "Firmado en la tableta", "papel": "Firmado en papel y escaneado"}
)

func approvedText(p store.CarePlan) string {
	if p.ApprovedAt == nil {
		return "Pendiente"
	}
	return p.ApprovedByName + " el " + p.ApprovedAt.In(madrid).Format("02/01/2006")
}

func parseRFC3339(s string) time.Time {
	t, _ := time.Parse(time.RFC3339, s)
	return t
}

// printPlanContext prints the assessments the plan was drawn from.
func printPlanContext(rep *report, known carePlanContextJSON) {
	if len(known.Scales) == 0 {
		rep.note("Sin valoraciones geriátricas registradas.")
		return
	}
	rows := make([][]string, len(known.Scales))
	for i, sc := range known.Scales {
		rows[i] = []string{sc.ScaleName, spanishDate(sc.Date), strconv.Itoa(sc.Score), sc.Band.Label}
	}
	rep.table([]int{4, 2, 2, 4}, []string{"Valoración", "Fecha", "Puntuación", "Resultado"}, rows)
}

// printPlanArea prints an area: who contributed, and each need with its interventions.
func printPlanArea(rep *report, a store.CarePlanArea) {
	rep.section(carePlanAreaLabels[a.ID])
	people := make([]string, len(a.Contributors))
	for i, c := range a.Contributors {
		people[i] = c.Name + " (" + c.Role + ")"
	}
	rep.paragraph("Participan", strings.Join(people, ", "))
	if len(a.Needs) == 0 {
		rep.note("Sin necesidades en esta área.")
	}
	for _, n := range a.Needs {
		rep.paragraph("Necesidad", n.Text)
		rep.paragraph("Objetivo", n.Objective)
		origin := "Valoración del equipo"
		if n.Source != nil {
			origin = scaleName(n.Source.Scale) + ": " + strconv.Itoa(n.Source.Score) + " (" + n.Source.Band + ")"
		}
		rep.fields(
			[2]string{"Inicio", spanishDate(n.StartDate)},
			[2]string{"Revisión", spanishDate(n.ReviewDate)},
			[2]string{"Origen", origin},
			[2]string{"Resultado", orText(needOutcomeLabels[n.Outcome], "Pendiente de revisión")},
		)
		if n.OutcomeNote != "" {
			rep.paragraph("Nota del resultado", n.OutcomeNote)
		}
		if len(n.Interventions) == 0 {
			continue
		}
		rows := make([][]string, len(n.Interventions))
		for i, v := range n.Interventions {
			rows[i] = []string{v.Text, interventionWhen(v), strings.Join(nonEmpty(v.Role, v.Responsible), " · ")}
		}
		rep.table([]int{6, 3, 3}, []string{"Intervención", "Frecuencia", "Responsable"}, rows)
	}
}

// interventionWhen is how often, in words and, when there are, the hours.
func interventionWhen(v store.CarePlanIntervention) string {
	parts := nonEmpty(v.Frequency)
	if v.EveryHours > 0 {
		parts = append(parts, "cada "+strconv.Itoa(v.EveryHours)+" h")
	}
	if len(v.Times) > 0 {
		parts = append(parts, strings.Join(v.Times, ", "))
	}
	return strings.Join(parts, " · ")
}

func nonEmpty(values ...string) []string {
	var out []string
	for _, v := range values {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

func scaleName(id string) string {
	if sc, ok := scalesByID[id]; ok {
		return sc.Name
	}
	return id
}

// printAgreement prints the agreement with the signature's picture, or says the plan awaits it.
func printAgreement(s *Server, c echo.Context, rep *report, p store.CarePlan) error {
	rep.section("Acuerdo con la persona o su representante")
	a := p.Agreement
	if a == nil {
		rep.note("Borrador: pendiente del acuerdo y la firma.")
		return nil
	}
	rep.fields(
		[2]string{"Nombre", a.Name},
		[2]string{"Relación con el residente", a.Relationship},
		[2]string{"Fecha", spanishDate(a.Date)},
		[2]string{"Forma", agreementMethodLabels[a.Method]},
	)
	img, err := s.store.ImageByID(c.Request().Context(), a.SignatureID)
	if err != nil {
		return err
	}
	rep.photo(img.Data, img.ContentType, 30)
	return nil
}
