package server

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// restraintsReport: GET /restraints/report/pdf?from=&to= -> registro_contenciones_<from>_<to>.pdf, what the
// Fiscalía asks to see: every restraint in use some day of the period, one resident after another (by name),
// each with its order, consent, renewals and the period's checks.
func (s *Server) restraintsReport(c echo.Context) error {
	fromText, toText := strings.TrimSpace(c.QueryParam("from")), strings.TrimSpace(c.QueryParam("to"))
	v := newValidation()
	v.required(fromText, "from", "La fecha inicial es requerida.")
	v.required(toText, "to", "La fecha final es requerida.")
	from, fromOK := v.date(fromText, "from")
	to, toOK := v.date(toText, "to")
	if fromOK && toOK {
		v.check(!to.Before(from), "to", "La fecha final no puede ser anterior a la inicial.")
	}
	if err := v.err(); err != nil {
		return err
	}
	start := madridDayStart(from)
	end := madridDayStart(to.AddDate(0, 0, 1))
	ctx := c.Request().Context()
	list, err := s.store.ListRestraints(ctx, store.RestraintFilter{StartedBy: toText, EndedSince: start})
	if err != nil {
		return err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "restraint",
		EntityID: fromText + " " + toText})
	if err != nil {
		return err
	}
	subject := "Del " + spanishDate(fromText) + " al " + spanishDate(toText) + " · " + spanishCount(len(list), "contención", "contenciones") +
		" · Fiscalía, Instrucción 1/2022"
	rep, err := newReport(home.HomeName, "Registro de contenciones", subject, s.store.Now().In(madrid))
	if err != nil {
		return err
	}
	if len(list) == 0 {
		rep.note("Ninguna contención en uso en este periodo.")
	}
	slices.SortStableFunc(list, func(a, b store.Restraint) int {
		if n := strings.Compare(store.Normalize(a.ResidentName), store.Normalize(b.ResidentName)); n != 0 {
			return n
		}
		if n := strings.Compare(a.ResidentID, b.ResidentID); n != 0 {
			return n
		}
		return strings.Compare(a.StartDate, b.StartDate)
	})
	today := s.today()
	for i, t := range list {
		if i == 0 || list[i-1].ResidentID != t.ResidentID {
			rep.section(t.ResidentName + " · Habitación " + orText(t.Room, "—"))
		}
		printRestraint(rep, t, today, start, end)
	}
	return rep.send(c, "registro_contenciones_"+fromText+"_"+toText+".pdf")
}

// printRestraint prints one restraint: the order, the consent, its state, the renewals and the checks made
// in [start, end).
func printRestraint(rep *report, t store.Restraint, today, start, end time.Time) {
	rep.paragraph("Contención", restraintSummary(t))
	rep.fields(
		[2]string{"Tipo", restraintTypeLabels[t.Type]},
		[2]string{"Dispositivo o fármaco", t.Device},
		[2]string{"Inicio", spanishDate(t.StartDate)},
		[2]string{"Revisión prevista en la orden", spanishDate(t.OrderedReviewDate)},
		[2]string{"Prescrita por", t.PrescribedByName},
		[2]string{"Registrada el", t.CreatedAt.In(madrid).Format("02/01/2006 15:04")},
	)
	rep.paragraph("Motivo", t.Reason)
	rep.paragraph("Alternativas probadas", t.AlternativesTried)
	rep.paragraph("Pauta", t.Schedule)
	rep.fields(
		[2]string{"Consentimiento otorgado por", t.Consent.GivenBy},
		[2]string{"Relación con el residente", t.Consent.Relationship},
		[2]string{"Fecha del consentimiento", spanishDate(t.Consent.Date)},
		[2]string{"Estado", restraintState(t, today)},
	)
	if len(t.Reviews) == 0 {
		rep.note("Sin renovaciones.")
	} else {
		rows := make([][]string, len(t.Reviews))
		for i, r := range t.Reviews {
			rows[i] = []string{r.At.In(madrid).Format("02/01/2006 15:04"), spanishDate(r.ReviewDate), r.ByName, r.Note}
		}
		rep.table([]int{2, 2, 3, 5}, []string{"Renovada el", "Nueva revisión", "Médico", "Nota"}, rows)
	}
	var rows [][]string
	for _, ch := range t.Checks {
		if ch.At.Before(start) || !ch.At.Before(end) {
			continue
		}
		rows = append(rows, []string{ch.At.In(madrid).Format("02/01/2006 15:04"), siNo(ch.Applied),
			map[bool]string{true: "Bien", false: "Alterada"}[ch.SkinOK], strconv.Itoa(ch.ReleasedMinutes), ch.ByName, ch.Note})
	}
	if len(rows) == 0 {
		rep.note("Sin comprobaciones en el periodo.")
	} else {
		rep.table([]int{2, 1, 1, 1, 3, 4}, []string{"Comprobación", "Aplicada", "Piel", "Min. libre", "Registrada por", "Nota"}, rows)
	}
}

// restraintState is how the register says where a restraint stands.
func restraintState(t store.Restraint, today time.Time) string {
	switch {
	case !t.Active():
		return "Retirada el " + t.EndedAt.In(madrid).Format("02/01/2006 15:04") + " por " + t.EndedByName + ": " + t.EndReason
	case restraintExpired(t, today):
		return "Activa, revisión vencida el " + spanishDate(t.ReviewDate)
	}
	return "Activa, próxima revisión el " + spanishDate(t.ReviewDate)
}

func siNo(b bool) string {
	if b {
		return "Sí"
	}
	return "No"
}

// spanishCount is "1 contención" or "3 contenciones".
func spanishCount(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
