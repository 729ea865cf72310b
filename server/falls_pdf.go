package server

import (
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// fallsReport: GET /falls/pdf?residentId=&from=&to= -> the falls register of a resident (or of the whole home
// without residentId) for the period (either end may be left open), in Spanish: a summary table, then each fall
// with its factors, injury, medication, actions and who was told. Voided falls are left out. The file is
// caidas_<residentId>_<from>_<to>.pdf (caidas_<from>_<to>.pdf for the home); an open end is named by today's
// date or «inicio».
func (s *Server) fallsReport(c echo.Context) error {
	ctx := c.Request().Context()
	residentID := strings.TrimSpace(c.QueryParam("residentId"))
	v := newValidation()
	from, to := periodParams(v, c)
	if err := v.err(); err != nil {
		return err
	}
	var resident store.Resident
	if residentID != "" {
		var err error
		if resident, err = s.store.ResidentByID(ctx, residentID); err != nil {
			return err
		}
	}
	list, _, err := s.store.ListFalls(ctx, store.FallQuery{ResidentID: residentID, From: from, To: to})
	if err != nil {
		return err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "fall",
		EntityID: from + " " + to, ResidentID: residentID})
	if err != nil {
		return err
	}
	today := s.today().Format("2006-01-02")
	period := "Desde el inicio"
	switch {
	case from != "" && to != "":
		period = "Del " + spanishDate(from) + " al " + spanishDate(to)
	case from != "":
		period = "Desde el " + spanishDate(from)
	case to != "":
		period = "Hasta el " + spanishDate(to)
	}
	who := "Toda la residencia"
	if residentID != "" {
		who = resident.Name + " · Habitación " + orText(resident.Room, "—")
	}
	subject := who + " · " + period + " · " + spanishCount(len(list), "caída", "caídas")
	rep, err := newReport(home.HomeName, "Registro de caídas", subject, s.store.Now().In(madrid))
	if err != nil {
		return err
	}
	if len(list) == 0 {
		rep.note("Ninguna caída registrada en este periodo.")
	} else {
		printFallsSummary(rep, list, residentID == "")
	}
	for _, f := range list {
		title := spanishTime(f.At) + " · " + f.Place
		if residentID == "" {
			title = f.ResidentName + " · " + title
		}
		rep.section(title)
		printFall(rep, f)
	}
	name := "caidas_"
	if residentID != "" {
		name += residentID + "_"
	}
	return rep.send(c, name+orText(from, "inicio")+"_"+orText(to, today)+".pdf")
}

// printFallsSummary is the register at a glance: one row per fall, newest first.
func printFallsSummary(rep *report, list []store.Fall, withResident bool) {
	rows := make([][]string, len(list))
	for i, f := range list {
		row := []string{spanishTime(f.At), f.Place, factorLabel(fallInjuries, f.Injury), siNo(f.RestraintInUse), f.CreatedByName}
		if withResident {
			row = append([]string{f.ResidentName}, row...)
		}
		rows[i] = row
	}
	if withResident {
		rep.table([]int{3, 2, 2, 2, 1, 2}, []string{"Residente", "Fecha y hora", "Lugar", "Lesión", "Contención", "Registrada por"}, rows)
		return
	}
	rep.table([]int{3, 3, 2, 1, 3}, []string{"Fecha y hora", "Lugar", "Lesión", "Contención", "Registrada por"}, rows)
}

// printFall prints one fall of the register.
func printFall(rep *report, f store.Fall) {
	family := "No"
	if f.Family != nil {
		family = f.Family.Name + ", " + spanishTime(f.Family.At)
	}
	rep.fields(
		[2]string{"Presenciada", siNo(f.Witnessed)},
		[2]string{"Encontrado en el suelo", siNo(f.FoundOnFloor)},
		[2]string{"Lesión", factorLabel(fallInjuries, f.Injury)},
		[2]string{"Contención en uso", siNo(f.RestraintInUse)},
		[2]string{"Médico avisado", siNo(f.DoctorInformed)},
		[2]string{"Familia avisada", family},
		[2]string{"Registrada por", f.CreatedByName + ", " + spanishTime(f.CreatedAt)},
		[2]string{"Desde una incidencia", siNo(f.IncidentID != "")},
	)
	rep.paragraph("Actividad", f.Activity)
	if f.Injury != store.InjuryNone {
		rep.paragraph("Detalle de la lesión", f.InjuryDetail)
	}
	rep.paragraph("Factores intrínsecos", factorLabels(fallIntrinsic, f.Intrinsic))
	rep.paragraph("Factores extrínsecos", factorLabels(fallExtrinsic, f.Extrinsic))
	rep.paragraph("Medicación psicótropa o nueva (Kardex)", orText(f.Psychotropics, "Ninguna"))
	rep.paragraph("Actuaciones", f.Actions)
}

// factorLabels is a checklist's ticked items as staff say them.
func factorLabels(list []fallFactor, keys []string) string {
	labels := make([]string, len(keys))
	for i, k := range keys {
		labels[i] = factorLabel(list, k)
	}
	if len(labels) == 0 {
		return "Ninguno"
	}
	return strings.Join(labels, "; ")
}
