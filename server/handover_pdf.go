package server

import (
	"github.com/labstack/echo/v4"

	"amparo/store"
)

// shiftLabels are the shifts as staff say them.
var shiftLabels = map[string]string{"manana": "Mañana", "tarde": "Tarde", "noche": "Noche"}

// handoverKindLabels name each kind of item in the printed handover.
var handoverKindLabels = map[string]string{"incident": "Incidencia", "fall": "Caída", "vital": "Constantes",
	"dose-held": "Retenida", "dose-missed": "Sin administrar", "dose-late": "Con retraso", "prn": "Si precisa",
	"prn-followup": "Valorar efecto", "kardex": "Kardex", "restraint-start": "Contención", "restraint-end": "Fin de contención", "alert": "Alerta",
	"care-missing": "Cuidados"}

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
	rep.section("Notas del turno")
	if len(general) == 0 {
		rep.note("Sin notas generales.")
	}
	for _, n := range general {
		rep.paragraph(n.At[11:]+" · "+n.ByName, n.Text)
	}
	if len(h.Residents) == 0 {
		rep.note("Ningún residente con novedades en este turno.")
	}
	for _, r := range h.Residents {
		rep.section(r.ResidentName + " · Habitación " + orText(r.Room, "—"))
		rows := make([][]string, len(r.Items))
		for i, it := range r.Items {
			rows[i] = []string{it.At[11:], handoverKindLabels[it.Kind], it.Text}
		}
		if len(rows) > 0 {
			rep.table([]int{2, 2, 8}, []string{"Hora", "Tipo", "Detalle"}, rows)
		}
		for _, n := range byResident[r.ResidentID] {
			rep.paragraph("Nota · "+n.At[11:]+" · "+n.ByName, n.Text)
		}
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
