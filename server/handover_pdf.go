package server

import (
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// shiftLabels are the shifts as staff say them.
var shiftLabels = map[string]string{"manana": "Mañana", "tarde": "Tarde", "noche": "Noche"}

// handoverKindLabels name each kind of item in the printed handover.
var handoverKindLabels = map[string]string{"incident": "Incidencia", "fall": "Caída", "vital": "Constantes",
	"dose-held": "Retenida", "dose-missed": "Sin administrar", "dose-late": "Con retraso", "prn": "Si precisa",
	"prn-followup": "Valorar efecto", "kardex": "Kardex", "restraint-start": "Contención", "restraint-end": "Fin de contención", "alert": "Alerta",
	"alert-acknowledged": "Alerta atendida", "care-missing": "Cuidados", "care-task": "Plan de atención"}

// handoverSummaryRows are the summary's figures as the printed table's rows.
func handoverSummaryRows(sum handoverSummaryJSON) [][]string {
	n := strconv.Itoa
	return [][]string{
		{"Alertas abiertas", n(sum.AlertsOpen)},
		{"Constantes fuera de rango", n(sum.VitalsOutOfRange)},
		{"Caídas e incidencias", n(sum.Incidents)},
		{"Dosis retenidas o sin administrar", n(sum.DosesHeldOrMissed)},
		{"Dosis si precisa", n(sum.PRNGiven)},
		{"Contenciones pautadas o retiradas", n(sum.Restraints)},
		{"Sin registro de cuidados de hoy", n(sum.CareMissing)},
	}
}

// careMissingLine names the residents without the day's care record, with their rooms, on one line.
func careMissingLine(list []handoverCareMissingJSON) string {
	names := make([]string, len(list))
	for i, r := range list {
		names[i] = r.ResidentName
		if r.Room != "" {
			names[i] += " (" + r.Room + ")"
		}
	}
	return strings.Join(names, ", ") + "."
}

// handoverItemText is an item as printed: an alert attended says by whom and what was done.
func handoverItemText(it handoverItem) string {
	if it.Comment == "" {
		return it.Text
	}
	return it.Text + " Atendida por " + it.AcknowledgedByName + ": «" + it.Comment + "»"
}

// handoverPDF: GET /handover/pdf?date=&shift= -> parte_relevo_<date>_<shift>.pdf.
func (s *Server) handoverPDF(c echo.Context) error {
	release, err := s.wholeHome.wait(c.Request().Context())
	if err != nil {
		return err
	}
	defer release()
	h, err := s.assembleHandover(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "handover", EntityID: h.Date + " " + h.Shift})
	if err != nil {
		return err
	}
	subject := "Turno de " + shiftLabels[h.Shift] + " · " + spanishDate(h.Date) + " · de " + h.From[11:] + " a " + h.To[11:]
	rep, err := newReport(home.HomeName, "Parte de relevo", subject, s.store.Now().In(madrid))
	if err != nil {
		return err
	}
	var general []handoverNoteJSON
	byResident := map[string][]handoverNoteJSON{}
	for _, n := range h.Notes {
		if n.ResidentID == "" {
			general = append(general, n)
		} else {
			byResident[n.ResidentID] = append(byResident[n.ResidentID], n)
		}
	}
	rep.section("Resumen del turno")
	rep.table([]int{9, 3}, []string{"Qué", "Cuántos"}, handoverSummaryRows(h.Summary))
	rep.section("Notas del turno")
	if len(general) == 0 {
		rep.note("Sin notas generales.")
	}
	for _, n := range general {
		rep.paragraph(n.At[11:]+" · "+n.ByName, n.Text)
	}
	if len(h.CareMissing) > 0 {
		rep.section("Sin registro de cuidados de hoy (" + strconv.Itoa(len(h.CareMissing)) + ")")
		rep.note(careMissingLine(h.CareMissing))
	}
	printed := 0
	for _, r := range h.Residents {
		var rows [][]string
		for _, it := range r.Items {
			if it.Kind != "care-missing" { // told on the one line above
				rows = append(rows, []string{it.At[11:], handoverKindLabels[it.Kind], handoverItemText(it)})
			}
		}
		notes := byResident[r.ResidentID]
		if len(rows) == 0 && len(notes) == 0 {
			continue
		}
		printed++
		heading := r.ResidentName + " · Habitación " + orText(r.Room, "—")
		widths := []int{2, 2, 8}
		if len(rows) > 0 {
			rep.keepTogether(rep.sectionHeight(heading) + rep.tableHeight(widths, rows[:1]))
			rep.section(heading)
			rep.table(widths, []string{"Hora", "Tipo", "Detalle"}, rows)
		} else {
			rep.keepTogether(rep.sectionHeight(heading) + rep.paragraphHeight(notes[0].Text))
			rep.section(heading)
		}
		for _, n := range notes {
			rep.paragraph("Nota · "+n.At[11:]+" · "+n.ByName, n.Text)
		}
	}
	if printed == 0 {
		rep.note("Ningún residente con novedades en este turno.")
	}
	rep.section("Leído por")
	if len(h.ReadBy) == 0 {
		rep.note("Nadie lo ha marcado como leído todavía.")
	}
	for _, rd := range h.ReadBy {
		rep.note(rd.Name)
	}
	return rep.send(c, "parte_relevo_"+h.Date+"_"+h.Shift+".pdf")
}
