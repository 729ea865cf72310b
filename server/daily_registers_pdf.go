package server

import (
	"errors"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

const (
	// dailyReportDays is the period the daily registers' PDF prints when from is left out: the last week.
	dailyReportDays = 7
	// dailyReportMaxDays is the longest period it prints: a month and a day.
	dailyReportMaxDays = 31
)

// bristolLabels name each Bristol type as the tab says it.
var bristolLabels = map[int]string{1: "Bolas duras", 2: "Salchicha con bultos", 3: "Salchicha agrietada",
	4: "Salchicha lisa", 5: "Trozos blandos", 6: "Pastosa", 7: "Líquida"}

// dailyRegistersReport: GET /daily-registers/pdf?residentId=&from=&to= -> the resident's four daily registers
// (the tab «Seguimiento») for a period of at most 31 days, in Spanish: a summary per day (fluids against the
// target, changes of position, stools, pad changes, continence episodes), then each register's entries. to is
// today when left out, from a week before to. Voided entries are left out. The file is
// seguimiento_<residentId>_<from>_<to>.pdf.
func (s *Server) dailyRegistersReport(c echo.Context) error {
	ctx := c.Request().Context()
	resident, err := s.registerResident(c, c.QueryParam("residentId"))
	if err != nil {
		return err
	}
	from, to, err := s.dailyReportPeriod(c)
	if err != nil {
		return err
	}
	target, _, err := s.fluidTarget(ctx, resident)
	if err != nil {
		return err
	}
	fluids, err := s.store.FluidIntakes(ctx, resident.ID, from, to)
	if err != nil {
		return err
	}
	changes, err := s.store.RepositioningChanges(ctx, resident.ID, from, to)
	if err != nil {
		return err
	}
	bowel, _, err := s.store.BowelRecords(ctx, store.BowelQuery{ResidentID: resident.ID, From: from, To: to})
	if err != nil {
		return err
	}
	weights, err := s.store.WeightsBetween(ctx, resident.ID, from, nextDay(to)) // [from, to]
	if err != nil {
		return err
	}
	schedule, err := s.store.RepositioningScheduleOf(ctx, resident.ID)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "daily-registers",
		EntityID: from + " " + to, ResidentID: resident.ID})
	if err != nil {
		return err
	}
	subject := resident.Name + " · Habitación " + orText(resident.Room, "—") + " · Del " + spanishDate(from) + " al " +
		spanishDate(to)
	rep, err := newReport(home.HomeName, "Hoja de seguimiento diario", subject, s.store.Now().In(madrid))
	if err != nil {
		return err
	}
	rep.section("Resumen por día")
	printDailySummary(rep, from, to, target, fluids, changes, bowel)
	rep.section("Cambios posturales")
	printRepositioning(rep, schedule, changes)
	rep.section("Hidratación")
	printFluids(rep, target, fluids)
	rep.section("Peso")
	printWeights(rep, resident.HeightCm, weights)
	rep.section("Deposiciones y continencia")
	printBowel(rep, bowel)
	return rep.send(c, "seguimiento_"+resident.ID+"_"+from+"_"+to+".pdf")
}

// dailyReportPeriod reads ?from=&to= of the daily registers' PDF: Madrid dates, to not after today, at most
// dailyReportMaxDays days.
func (s *Server) dailyReportPeriod(c echo.Context) (string, string, error) {
	v := newValidation()
	from, to := periodParams(v, c)
	if err := v.err(); err != nil {
		return "", "", err
	}
	today := s.today()
	last := today
	if to != "" {
		last, _ = time.Parse(time.DateOnly, to)
	}
	first := last.AddDate(0, 0, 1-dailyReportDays)
	if from != "" {
		first, _ = time.Parse(time.DateOnly, from)
	}
	v.check(!last.After(today), "to", "No puede ser una fecha futura.")
	v.check(first.AddDate(0, 0, dailyReportMaxDays).After(last), "from", "El periodo puede ser de 31 días como mucho.")
	v.check(!first.After(last), "to", "La fecha final no puede ser anterior a la inicial.")
	return first.Format(time.DateOnly), last.Format(time.DateOnly), v.err()
}

// printDailySummary is one row per day of the period, oldest first.
func printDailySummary(rep *report, from, to string, target int, fluids []store.FluidIntake,
	changes []store.RepositioningChange, bowel []store.BowelRecord) {
	type day struct{ ml, changes, stools, pads, episodes int }
	days := map[string]*day{}
	for d := from; d <= to; d = nextDay(d) {
		days[d] = &day{}
	}
	at := func(t time.Time) *day { return days[t.In(madrid).Format(time.DateOnly)] }
	for _, f := range fluids {
		at(f.At).ml += f.Ml
	}
	for _, ch := range changes {
		at(ch.At).changes++
	}
	for _, b := range bowel {
		d := at(b.At)
		switch {
		case b.Bristol != nil:
			d.stools++
		case b.PadChange:
			d.pads++
		}
		if !b.Continent {
			d.episodes++
		}
	}
	var rows [][]string
	for d := from; d <= to; d = nextDay(d) {
		n := days[d]
		fluid := strconv.Itoa(n.ml) + " ml"
		if target > 0 {
			fluid += " (" + strconv.Itoa(n.ml*100/target) + " %)"
		}
		rows = append(rows, []string{spanishDate(d), fluid, strconv.Itoa(n.changes), strconv.Itoa(n.stools),
			strconv.Itoa(n.pads), strconv.Itoa(n.episodes)})
	}
	rep.table([]int{2, 3, 2, 2, 1, 2}, []string{"Día", "Bebido (del objetivo)", "Cambios posturales", "Deposiciones",
		"Pañales", "Incontinencias"}, rows)
}

func printRepositioning(rep *report, schedule store.RepositioningSchedule, changes []store.RepositioningChange) {
	plan := "Sin pauta"
	if schedule.EveryHours > 0 {
		plan = "Cada " + spanishCount(schedule.EveryHours, "hora", "horas")
	}
	rep.fields([2]string{"Pauta", plan})
	if len(changes) == 0 {
		rep.note("Ningún cambio de posición registrado en este periodo.")
		return
	}
	rows := make([][]string, len(changes))
	for i, ch := range changes {
		skin := "Sin cambios"
		if !ch.SkinOK {
			skin = "Con cambios"
		}
		rows[i] = []string{spanishTime(ch.At), repositioningPositionLabels[ch.Position], skin, orDash(ch.Note), ch.CreatedByName}
	}
	rep.table([]int{2, 2, 2, 4, 2}, []string{"Fecha y hora", "Posición", "Piel", "Nota", "Registrado por"}, rows)
}

func printFluids(rep *report, target int, fluids []store.FluidIntake) {
	rep.fields([2]string{"Objetivo diario", strconv.Itoa(target) + " ml"})
	if len(fluids) == 0 {
		rep.note("Ninguna bebida registrada en este periodo.")
		return
	}
	rows := make([][]string, len(fluids))
	for i, f := range fluids {
		rows[i] = []string{spanishTime(f.At), orDash(f.Drink), strconv.Itoa(f.Ml) + " ml", f.CreatedByName}
	}
	rep.table([]int{3, 4, 2, 3}, []string{"Fecha y hora", "Bebida", "Cantidad", "Registrado por"}, rows)
}

func printWeights(rep *report, heightCm *int, weights []store.Weight) {
	height := "Sin registrar"
	if heightCm != nil {
		height = strconv.Itoa(*heightCm) + " cm"
	}
	rep.fields([2]string{"Talla", height})
	if len(weights) == 0 {
		rep.note("Ningún peso registrado en este periodo.")
		return
	}
	rows := make([][]string, len(weights))
	for i, w := range weights {
		index := "—"
		if v := bmi(w.Kg, heightCm); v != nil {
			index = spanishNumber(*v)
		}
		loss := ""
		if w.LossAlert {
			loss = "Pérdida de peso significativa"
		}
		rows[i] = []string{spanishDate(w.Date), spanishNumber(w.Kg) + " kg", index, orDash(loss), w.CreatedByName}
	}
	rep.table([]int{2, 2, 1, 4, 3}, []string{"Fecha", "Peso", "IMC", "Aviso", "Registrado por"}, rows)
}

func printBowel(rep *report, bowel []store.BowelRecord) {
	if len(bowel) == 0 {
		rep.note("Ninguna deposición, cambio de pañal ni incontinencia registrados en este periodo.")
		return
	}
	rows := make([][]string, len(bowel))
	// BowelRecords lists newest first; the register reads oldest first like the others.
	for i, b := range bowel {
		what := "Cambio de pañal"
		switch {
		case b.Bristol != nil:
			what = "Tipo " + strconv.Itoa(*b.Bristol) + ": " + bristolLabels[*b.Bristol]
		case !b.PadChange:
			what = "Episodio de incontinencia"
		}
		rows[len(bowel)-1-i] = []string{spanishTime(b.At), what, siNo(b.Continent), orDash(b.Note), b.CreatedByName}
	}
	rep.table([]int{2, 3, 1, 4, 2}, []string{"Fecha y hora", "Registro", "Continente", "Nota", "Registrado por"}, rows)
}

// nextDay is the Madrid date after day (YYYY-MM-DD).
func nextDay(day string) string {
	d, _ := time.Parse(time.DateOnly, day)
	return d.AddDate(0, 0, 1).Format(time.DateOnly)
}
