package server

import (
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

// The GNEAUPP's 5th national prevalence study (2017), residencias: the share of residents with a pressure
// ulcer, with any dependence-related skin lesion, and the share of lesions that arose in a care setting
// (a residencia or a hospital). The printed report and the page compare the home with them; the answer of
// GET /indicators keeps to DESIGN 15's shape and carries none.
const (
	gneauppUlcerPrevalence  = 0.0403
	gneauppLesionPrevalence = 0.0624
	gneauppCareSettings     = 0.924
)

// indicatorsPDF: GET /indicators/pdf?from=&to=&areaId= -> indicadores_<from>_<to>.pdf: the period's figures,
// the GNEAUPP comparison, a table of each month and what each figure counts.
func (s *Server) indicatorsPDF(c echo.Context) error {
	p, err := s.indicatorPeriod(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	got, err := s.indicators(ctx, p)
	if err != nil {
		return err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	rep, err := newReport(home.HomeName, "Indicadores de calidad", indicatorsSubject(p), s.store.Now().In(madrid))
	if err != nil {
		return err
	}
	until := spanishDate(p.until.Format(time.DateOnly))
	rep.section("Resumen del periodo")
	f := got.indicatorFiguresJSON
	rep.fields(
		[2]string{"Días de estancia (días-residente)", spanishInt(f.ResidentDays)},
		[2]string{"Caídas", spanishInt(f.Falls)},
		[2]string{"Caídas por 1.000 días de estancia", rateOrDash(f.FallsPer1000)},
		[2]string{"Caídas con lesión (leve o grave)", spanishInt(f.FallsWithInjury)},
		[2]string{"Prevalencia de úlceras por presión el " + until, percentOrDash(f.UlcerPrevalence)},
		[2]string{"Úlceras por presión nuevas", ulcerOrigins(f.UlcerIncidence)},
		[2]string{"Prevalencia de contenciones el " + until, percentOrDash(f.RestraintPrevalence)},
		[2]string{"Residentes con pérdida de peso significativa", spanishInt(f.WeightLoss)},
		[2]string{"Días por debajo del objetivo de líquidos", spanishInt(f.FluidDaysUnderTarget)},
		[2]string{"Dosis omitidas", spanishInt(f.DosesMissed)},
		[2]string{"Dosis retenidas", spanishInt(f.DosesHeld)},
		[2]string{"Residentes con PAI vigente el " + until, percentOrDash(f.CarePlansCurrent)},
		[2]string{"Valoraciones pendientes el " + until, spanishInt(f.AssessmentsOverdue)},
	)

	rep.section("Comparación con el 5.º Estudio Nacional de Prevalencia del GNEAUPP (2017, residencias)")
	rep.table([]int{6, 3, 3}, []string{"Indicador", "Esta residencia", "GNEAUPP 2017"}, [][]string{
		{"Residentes con úlceras por presión", percentOrDash(f.UlcerPrevalence), percent(gneauppUlcerPrevalence)},
		{"Úlceras nuevas aparecidas en la residencia o en el hospital", percentOrDash(careSettingsShare(f.UlcerIncidence)),
			percent(gneauppCareSettings)},
	})
	rep.note("En el estudio, el " + percent(gneauppLesionPrevalence) + " de los residentes tenía alguna lesión relacionada " +
		"con la dependencia (úlceras por presión, lesiones por humedad, por fricción, combinadas y desgarros); aquí se " +
		"comparan solo las úlceras por presión. El estudio cuenta las lesiones presentes un día; la residencia, las nuevas del periodo.")

	rep.section("Por mes")
	falls := make([][]string, len(got.Months))
	care := make([][]string, len(got.Months))
	for i, m := range got.Months {
		f := m.indicatorFiguresJSON
		name := monthLabel(m.Month)
		falls[i] = []string{name, spanishInt(f.ResidentDays), spanishInt(f.Falls), rateOrDash(f.FallsPer1000),
			spanishInt(f.FallsWithInjury), percentOrDash(f.UlcerPrevalence), ulcerOriginsShort(f.UlcerIncidence)}
		care[i] = []string{name, percentOrDash(f.RestraintPrevalence), spanishInt(f.WeightLoss), spanishInt(f.FluidDaysUnderTarget),
			spanishInt(f.DosesMissed), spanishInt(f.DosesHeld), percentOrDash(f.CarePlansCurrent), spanishInt(f.AssessmentsOverdue)}
	}
	rep.table([]int{2, 2, 1, 2, 1, 2, 2}, []string{"Mes", "Días de estancia", "Caídas", "Por 1.000 días", "Con lesión",
		"Úlceras (prev.)", "Úlceras nuevas R/D/H"}, falls)
	rep.table([]int{2, 2, 1, 2, 1, 1, 1, 2}, []string{"Mes", "Contenciones", "Pérdida de peso", "Días bajo objetivo de líquidos",
		"Dosis omitidas", "Dosis retenidas", "PAI vigente", "Valoraciones pendientes"}, care)
	rep.note("R/D/H: aparecidas en la residencia, en el domicilio o en el hospital. Las prevalencias, los PAI vigentes y las " +
		"valoraciones pendientes son las del último día de cada mes (o del periodo).")

	rep.section("Qué cuenta cada indicador")
	for _, d := range indicatorDefinitions {
		rep.paragraph(d[0], d[1])
	}
	return rep.send(c, "indicadores_"+p.from+"_"+p.to+".pdf")
}

// indicatorsSubject: the period, the area and, for a period reaching past today, up to when it is counted.
func indicatorsSubject(p indicatorPeriod) string {
	out := "Del " + spanishDate(p.from) + " al " + spanishDate(p.to) + " · "
	if p.area != nil {
		out += "Área: " + p.area.Name
	} else {
		out += "Toda la residencia"
	}
	if until := p.until.Format(time.DateOnly); until != p.to {
		out += " · Contado hasta hoy, " + spanishDate(until)
	}
	return out
}

// indicatorDefinitions say what each figure counts, as the README does.
var indicatorDefinitions = [][2]string{
	{"Días de estancia", "Cada noche que un residente pasó en la residencia: desde el día de ingreso hasta la víspera del día " +
		"en que se archivó (el día de ingreso cuenta, el de salida no). Con un área, sus residentes de ahora."},
	{"Caídas", "Las caídas del registro de caídas del periodo; con lesión, las de lesión leve o grave. Por 1.000 días de " +
		"estancia: caídas × 1.000 / días de estancia."},
	{"Prevalencia de úlceras por presión", "Residentes con una úlcera por presión abierta (encontrada ese día o antes y sin " +
		"cerrar) el último día, entre los residentes presentes ese día."},
	{"Úlceras por presión nuevas", "Úlceras por presión encontradas en el periodo, según dónde aparecieron: en la residencia, " +
		"en el domicilio o en el hospital."},
	{"Prevalencia de contenciones", "Residentes con una contención en uso (registro de contenciones) el último día, entre " +
		"los presentes ese día."},
	{"Pérdida de peso significativa", "Residentes pesados en el periodo con un peso un 5 % o más por debajo del mayor de los " +
		"30 días anteriores, o un 10 % o más por debajo del mayor de los 180 días anteriores."},
	{"Días por debajo del objetivo de líquidos", "Días de un residente con alguna ingesta registrada cuyo total no llegó a su " +
		"objetivo: el suyo, o el de ESPEN (1.600 ml mujeres, 2.000 ml hombres)."},
	{"Dosis omitidas y retenidas", "Omitidas: tomas de la ronda que nadie registró y de las que se avisó al personal. " +
		"Retenidas: tomas no administradas con su motivo, salvo las de un residente ausente u hospitalizado."},
	{"PAI vigente", "Residentes con un plan de atención aprobado y no vencido el último día (sin un cambio significativo " +
		"posterior), entre los presentes ese día."},
	{"Valoraciones pendientes", "Escalas que tocaba repetir el último día (pasado su plazo, o Downton y Tinetti tras una " +
		"caída), de los residentes presentes."},
}

// careSettingsShare: of the new pressure ulcers, those that arose in a care setting (the home or a hospital).
func careSettingsShare(u ulcerIncidenceJSON) *float64 {
	return ratio(u.Residencia+u.Hospital, u.Residencia+u.Domicilio+u.Hospital)
}

func ulcerOrigins(u ulcerIncidenceJSON) string {
	return spanishInt(u.Residencia) + " en la residencia · " + spanishInt(u.Domicilio) + " en el domicilio · " +
		spanishInt(u.Hospital) + " en el hospital"
}

func ulcerOriginsShort(u ulcerIncidenceJSON) string {
	return strconv.Itoa(u.Residencia) + " / " + strconv.Itoa(u.Domicilio) + " / " + strconv.Itoa(u.Hospital)
}

// monthLabel is "noviembre 2026" of "2026-11".
func monthLabel(month string) string {
	n, _ := strconv.Atoi(month[5:])
	if n < 1 || n > 12 {
		return month
	}
	return spanishMonths[n] + " " + month[:4]
}

// percent is a share as "4,03 %" (two decimals under 10 %, one from there).
func percent(share float64) string {
	decimals := 1
	if share < 0.1 {
		decimals = 2
	}
	return spanishFixed(100*share, decimals) + " %"
}

func percentOrDash(share *float64) string {
	if share == nil {
		return "—"
	}
	return percent(*share)
}

// rateOrDash is a rate with two decimals: "3,23".
func rateOrDash(v *float64) string {
	if v == nil {
		return "—"
	}
	return spanishFixed(*v, 2)
}

// spanishFixed writes a number with a fixed number of decimals, the es-ES way: "4,03".
func spanishFixed(v float64, decimals int) string {
	return strings.Replace(strconv.FormatFloat(v, 'f', decimals, 64), ".", ",", 1)
}

// spanishInt writes a whole number the es-ES way, grouping thousands from 10.000 on: "9125", "91.250".
func spanishInt(n int) string {
	s := strconv.Itoa(n)
	if n < 10000 {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return b.String()
}
