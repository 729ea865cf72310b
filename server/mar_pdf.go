package server

import (
	"cmp"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/johnfercher/maroto/v2/pkg/components/row"
	"github.com/johnfercher/maroto/v2/pkg/components/text"
	"github.com/johnfercher/maroto/v2/pkg/consts/align"
	"github.com/johnfercher/maroto/v2/pkg/consts/border"
	"github.com/johnfercher/maroto/v2/pkg/consts/fontstyle"
	"github.com/johnfercher/maroto/v2/pkg/core"
	"github.com/johnfercher/maroto/v2/pkg/props"
	"github.com/labstack/echo/v4"

	"amparo/store"
)

// GET /mar/pdf?residentId=&month=YYYY-MM: the monthly administration sheet (hoja de administración) that
// inspectors and pharmacists read. Landscape, one row per medication and time (a PRN medication, or the
// doses given outside the schedule, have a row of their own), one column per day; each cell holds the
// initials of who gave the dose, the mark of why it was held, "NR" for a dose owed and never recorded, or
// nothing; days the medication is not due are shaded. A voided dose (undone or corrected) stays on the sheet:
// its mark struck through in a cell that holds nothing else, and every voided dose listed under the grid
// with who voided it and why.

// The sheet's grid: 48 columns, 14 for the medication, 3 for the time and 31 for the days.
const (
	sheetGrid   = 48
	sheetName   = 14
	sheetTime   = 3
	sheetDays   = 31
	notRecorded = "NR"
)

var spanishMonths = []string{"", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
	"septiembre", "octubre", "noviembre", "diciembre"}

// sheetRow is one line of the sheet: an entry at a time ("" for its PRN or outside-the-schedule doses).
type sheetRow struct {
	entry kardexEntry
	clock string
	label string
	order int // the entry's place in the sheet
	cells [sheetDays]string
	due   [sheetDays]bool
	void  [sheetDays]bool // the cell's mark is a voided dose's, struck through
}

func (s *Server) marPDF(c echo.Context) error {
	residentID, month := strings.TrimSpace(c.QueryParam("residentId")), strings.TrimSpace(c.QueryParam("month"))
	v := newValidation()
	v.required(residentID, "residentId", "El residente es requerido.")
	first, err := time.Parse("2006-01", month)
	v.check(err == nil, "month", "Mes no válido (AAAA-MM).")
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, residentID)
	if err != nil {
		return err
	}
	records, err := store.ListRecords(ctx, s.store, store.Kardexes, residentID)
	if err != nil {
		return err
	}
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return err
	}
	next := first.AddDate(0, 1, 0)
	from, to := slotKey(first, "00:00"), slotKey(next, "00:00")
	start, _ := slotInstant(from)
	end, _ := slotInstant(to)
	admins, err := s.store.Administrations(ctx, store.AdministrationFilter{ResidentID: residentID, SlotFrom: from, SlotTo: to,
		AtFrom: start, AtTo: end, WithVoided: true})
	if err != nil {
		return err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	if err := s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "mar", EntityID: month,
		ResidentID: residentID}); err != nil {
		return err
	}
	slices.Reverse(records) // oldest Kardex first
	rows, signers, voided := sheetRows(records, admins, rs, from, to, s.store.Now())
	subject := resident.Name + " · Habitación " + orText(resident.Room, "—") + " · " + spanishMonths[first.Month()] + " de " +
		strconv.Itoa(first.Year())
	rep, err := newReportLayout(home.HomeName, "Hoja de administración de medicación", subject, s.store.Now().In(madrid),
		reportLayout{landscape: true, grid: sheetGrid})
	if err != nil {
		return err
	}
	rep.warning("Alergias: " + orText(resident.Details.Allergies, "no registradas"))
	days := next.AddDate(0, 0, -1).Day()
	printSheet(rep, rows, days)
	marks := []string{}
	for _, r := range holdReasons {
		marks = append(marks, r.mark+" "+r.label)
	}
	rep.note("Retenida: " + strings.Join(marks, " · ") + " · " + notRecorded + " No registrada.")
	if len(signers) > 0 {
		rep.note("Iniciales: " + strings.Join(signers, " · ") + ".")
	}
	for _, line := range voided {
		rep.note(line)
	}
	return rep.send(c, "hoja_administracion_"+month+".pdf")
}

// sheetRows lays out the month [from, to): the rows of every entry in force some day of it or with a dose
// recorded in it, each entry's rows together in the Kardex's order, who gave doses (initials and name), and a
// line for each voided dose.
func sheetRows(records []store.KardexRecord, admins []store.Administration, rs roundSettings, from, to string, now time.Time) ([]*sheetRow, []string, []string) {
	var rows []*sheetRow
	byKey := map[string]*sheetRow{}
	entries := map[string]kardexEntry{} // kardexID + " " + entryID
	rowFor := func(kardexID string, e kardexEntry, clock string) *sheetRow {
		key := kardexID + " " + e.ID + " " + clock
		if r, ok := byKey[key]; ok {
			return r
		}
		if _, ok := entries[kardexID+" "+e.ID]; !ok {
			entries[kardexID+" "+e.ID] = e
		}
		r := &sheetRow{entry: e, clock: clock, label: e.MedicationName + " · " + e.Dose, order: len(entries)}
		if e.Dose == "" {
			r.label = e.MedicationName
		}
		byKey[key] = r
		rows = append(rows, r)
		return r
	}
	for _, rec := range records {
		k := kardexOf(rec)
		for _, e := range k.Entries {
			e = e.normalized()
			if e.Date >= to[:10] || e.EndDate != "" && e.EndDate < from[:10] {
				continue // not in force this month
			}
			if e.PRN || len(e.Times) == 0 {
				rowFor(rec.ID, e, "")
			}
			for _, clock := range e.Times {
				rowFor(rec.ID, e, clock)
			}
			for _, key := range e.slots(from, to) {
				r := rowFor(rec.ID, e, key[11:])
				day, _ := strconv.Atoi(key[8:10])
				r.due[day-1] = true
				if due, _ := slotInstant(key); !now.Before(due.Add(rs.missed())) {
					r.cells[day-1] = notRecorded
				}
			}
		}
	}
	signers := map[string]bool{} // "CR Carmen Ruiz"
	var voided []string
	place := func(a store.Administration) (*sheetRow, int, string) {
		e, ok := entries[a.KardexID+" "+a.EntryID]
		if !ok {
			e = kardexEntry{ID: a.EntryID, MedicationName: a.MedicationName, PRN: a.PRN, Times: []string{}}
		}
		clock, when := "", a.At.In(madrid).Format(slotLayout)
		if a.ScheduledAt != "" {
			clock, when = a.ScheduledAt[11:], a.ScheduledAt
		}
		day, _ := strconv.Atoi(when[8:10])
		mark := initials(a.ByName)
		if a.Status == "held" {
			_, mark, _ = holdReason(a.Reason)
		} else {
			signers[mark+" "+a.ByName] = true
		}
		return rowFor(a.KardexID, e, clock), day, mark
	}
	for _, a := range admins {
		if a.Voided() {
			continue
		}
		r, day, mark := place(a)
		if cell := r.cells[day-1]; cell != "" && cell != notRecorded {
			mark = cell + " " + mark // another dose that day (PRN, or outside the schedule)
		}
		r.cells[day-1] = mark
	}
	for _, a := range admins { // the voided ones: struck through in a cell with nothing else (not even NR)
		if !a.Voided() {
			continue
		}
		r, day, mark := place(a)
		if cell := r.cells[day-1]; cell == "" || r.void[day-1] {
			r.cells[day-1], r.void[day-1] = strings.TrimSpace(cell+" "+mark), true
		}
		voided = append(voided, voidedLine(a, mark))
	}
	lastIfNone := func(clock string) string { return cmp.Or(clock, "~") } // a PRN or outside-the-schedule row after the times
	slices.SortStableFunc(rows, func(a, b *sheetRow) int {
		return cmp.Or(cmp.Compare(a.order, b.order), cmp.Compare(lastIfNone(a.clock), lastIfNone(b.clock)))
	})
	return rows, slices.Sorted(maps.Keys(signers)), voided
}

// voidedLine tells a voided dose under the grid: «Anulada: Enalapril 10 mg, toma de las 08:00 del 20/11/2026 (CR),
// por Tomás Iñiguez el 20/11/2026 a las 08:12: Registrada en el residente equivocado.»
func voidedLine(a store.Administration, mark string) string {
	what := "dada el " + a.At.In(madrid).Format("02/01/2006") + " a las " + a.At.In(madrid).Format("15:04")
	if a.ScheduledAt != "" {
		what = "toma de las " + a.ScheduledAt[11:] + " del " + spanishDate(a.ScheduledAt[:10])
	}
	voided := a.VoidedAt.In(madrid)
	return "Anulada: " + a.MedicationName + ", " + what + " (" + mark + "), por " + a.VoidedByName + " el " +
		voided.Format("02/01/2006") + " a las " + voided.Format("15:04") + ": " + a.VoidReason + "."
}

// printSheet prints the grid: a header of days, then a row per medication and time.
func printSheet(rep *report, rows []*sheetRow, days int) {
	cell := func(size int, s string, style fontstyle.Type, shade *props.Color) core.Col {
		side := align.Center
		if size > 1 {
			side = align.Left
		}
		return text.NewCol(size, s, props.Text{Size: 6, Style: style, Align: side, Top: 1, Bottom: 1, Left: 0.5}).
			WithStyle(&props.Cell{BorderType: border.Full, BorderColor: reportMuted, BorderThickness: 0.1, BackgroundColor: shade})
	}
	head := []core.Col{cell(sheetName, "Medicamento · dosis", fontstyle.Bold, reportHead), cell(sheetTime, "Hora", fontstyle.Bold, reportHead)}
	for d := 1; d <= sheetDays; d++ {
		label := ""
		if d <= days {
			label = strconv.Itoa(d)
		}
		head = append(head, cell(1, label, fontstyle.Bold, reportHead))
	}
	rep.m.AddRows(row.New().Add(head...))
	if len(rows) == 0 {
		rep.note("Sin medicación en el Kardex este mes.")
		return
	}
	for _, r := range rows {
		clock := r.clock
		switch {
		case r.clock != "":
		case r.entry.PRN:
			clock = "Si precisa"
		case len(r.entry.Times) == 0:
			clock = "Sin pauta"
		default:
			clock = "Fuera de pauta"
		}
		cols := []core.Col{cell(sheetName, r.label, fontstyle.Normal, nil), cell(sheetTime, clock, fontstyle.Normal, nil)}
		for d := 0; d < sheetDays; d++ {
			var shade *props.Color
			if r.clock != "" && !r.due[d] && r.cells[d] == "" || d >= days {
				shade = reportStripe
			}
			style := fontstyle.Normal
			if r.void[d] {
				style = fontstyle.Strikethrough // a voided dose, nothing standing in its place
			}
			cols = append(cols, cell(1, r.cells[d], style, shade))
		}
		rep.m.AddRows(row.New().Add(cols...))
	}
}

// initials are a name's first letters: "Carmen Ruiz Gómez" -> "CRG" (at most three; "de", "la" skipped).
func initials(name string) string {
	out := ""
	for _, w := range strings.Fields(name) {
		if len([]rune(out)) == 3 {
			break
		}
		if lower := strings.ToLower(w); lower == "de" || lower == "del" || lower == "la" || lower == "las" || lower == "los" || lower == "y" {
			continue
		}
		out += strings.ToUpper(string([]rune(w)[0]))
	}
	return out
}
