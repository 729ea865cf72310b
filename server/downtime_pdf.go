package server

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The downtime pack (issue 29, DESIGN 16): what the staff need on paper to keep caring while Amparo cannot be
// reached, one block per resident, area by area: photo, name and room, allergies, code status and advance
// directives, diet and texture, mobility and fall risk, restraints in use, emergency contacts, the next 24 hours of
// scheduled doses as a blank administration grid to fill by hand, and the «si precisa» prescriptions with their
// maximums. The server writes it at the start of every shift (downtime_files.go); GET /downtime/pdf prints it.

// downtimeReport: GET /downtime/pdf?date=&shift= -> contingencia_<date>_<shift>.pdf, the pack of that shift (the
// current one when left out), from the shift's start.
func (s *Server) downtimeReport(c echo.Context) error {
	ctx := c.Request().Context()
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return err
	}
	day, shift := rs.shiftAt(s.store.Now())
	v := newValidation()
	if raw := c.QueryParam("date"); raw != "" {
		if d, ok := v.date(raw, "date"); ok {
			day = d
		}
	}
	if raw := c.QueryParam("shift"); raw != "" {
		v.oneOf(raw, shiftNames, "shift")
		shift = raw
	}
	if err := v.err(); err != nil {
		return err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "downtime-pack",
		EntityID: day.Format(time.DateOnly) + " " + shift})
	if err != nil {
		return err
	}
	doc, err := s.downtimePack(ctx, rs, day, shift)
	if err != nil {
		return err
	}
	return sendPDF(c, downtimeFileName(day, shift), doc)
}

func downtimeFileName(day time.Time, shift string) string {
	return "contingencia_" + day.Format(time.DateOnly) + "_" + shift + ".pdf"
}

// downtimePack writes the pack of the shift of day, for the 24 hours from its start.
func (s *Server) downtimePack(ctx context.Context, rs roundSettings, day time.Time, shift string) ([]byte, error) {
	r, err := s.loadRound(ctx, "")
	if err != nil {
		return nil, err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return nil, err
	}
	fallRisk, err := s.store.LatestScores(ctx, "downton")
	if err != nil {
		return nil, err
	}
	restraints, err := s.store.ListRestraints(ctx, store.RestraintFilter{Status: "active"})
	if err != nil {
		return nil, err
	}
	inUse := map[string][]store.Restraint{}
	for _, rt := range restraints {
		inUse[rt.ResidentID] = append(inUse[rt.ResidentID], rt)
	}
	from, _ := rs.span(day, shift)
	start, _ := slotInstant(from)
	doses, prn := packDoses(r, from, start.Add(24*time.Hour).In(madrid).Format(slotLayout), day.Format(time.DateOnly))

	subject := "Turno de " + strings.ToLower(shiftLabels[shift]) + " del " + spanishDate(day.Format(time.DateOnly)) + " · " +
		spanishCount(len(r.order), "residente", "residentes") + " · Para trabajar en papel si Amparo no está disponible"
	rep, err := newReport(home.HomeName, "Plan de contingencia", subject, s.store.Now().In(madrid))
	if err != nil {
		return nil, err
	}
	rep.note("Anote en la hoja lo que haga mientras Amparo no esté disponible. Al volver, regístrelo en Amparo con la hora " +
		"en que ocurrió: quedará como registro tardío.")
	area := "\x00"
	for _, rr := range r.order {
		if rr.AreaName != area {
			area = rr.AreaName
			rep.section(orText(area, "Sin área"))
		}
		resident, err := s.store.ResidentByID(ctx, rr.ID)
		if err != nil {
			return nil, err
		}
		var thumb []byte
		if rr.PhotoID != "" {
			if img, err := s.store.ImageByID(ctx, rr.PhotoID); err == nil {
				thumb = img.Thumb
			}
		}
		rep.heading(thumb, resident.Name, "Habitación "+orText(resident.Room, "—")+" · "+orText(area, "Sin área"))
		printPackResident(rep, resident, fallRisk[rr.ID], inUse[rr.ID], doses[rr.ID], prn[rr.ID])
	}
	return rep.generate()
}

// packDose is a scheduled dose of the grid.
type packDose struct {
	key   string // the slot, "YYYY-MM-DDTHH:MM"
	order int32
	entry *kardexEntry
}

// packDoses are, by resident, the round's slots in [from, to) in time order, and the «si precisa» entries in
// force on day.
func packDoses(r round, from, to, day string) (map[string][]packDose, map[string][]*kardexEntry) {
	doses := map[string][]packDose{}
	for _, ref := range r.slots(from, to) {
		re := &r.entries[ref.entry]
		doses[re.resident.ID] = append(doses[re.resident.ID], packDose{key: ref.slot.key, order: re.order, entry: re.entry})
	}
	for _, list := range doses {
		slices.SortFunc(list, func(a, b packDose) int { return cmp.Or(strings.Compare(a.key, b.key), cmp.Compare(a.order, b.order)) })
	}
	prn := map[string][]*kardexEntry{}
	for i := range r.entries {
		if re := &r.entries[i]; re.entry.PRN && re.entry.activeOn(day) {
			prn[re.resident.ID] = append(prn[re.resident.ID], re.entry)
		}
	}
	return doses, prn
}

// printPackResident prints what the staff need of one resident on paper.
func printPackResident(rep *report, resident store.Resident, fallRisk store.Score, restraints []store.Restraint, doses []packDose,
	prn []*kardexEntry) {
	d, e := resident.Details, resident.Essentials
	rep.warning("Alergias: " + orText(d.Allergies, "no registradas"))
	risk := unrecorded
	if fallRisk.Date != "" {
		risk = "Downton " + strconv.Itoa(fallRisk.Score) + " · " + fallRisk.Band + " · " + spanishDate(fallRisk.Date)
	}
	rep.fields([2]string{"Reanimación", codeStatusText(e.CodeStatus)}, [2]string{"Instrucciones previas", directivesText(e.AdvanceDirectives)},
		[2]string{"Dieta", orText(e.Diet, unrecorded)}, [2]string{"Textura", iddsiText(e.IDDSILevel)},
		[2]string{"Ayuda para moverse", mobilityAidText(e.MobilityAid)}, [2]string{"Riesgo de caídas", risk},
		[2]string{"Sujeciones en uso", restraintsText(restraints)}, [2]string{"Aislamiento", orText(e.Isolation, "No")},
		[2]string{"Contacto de urgencia", joinNonEmpty(" · ", d.GuardianName, d.PhoneNumbers)},
		[2]string{"Representante", e.AdvanceDirectives.Representative})
	if len(doses) == 0 {
		rep.note("Sin dosis programadas en las próximas 24 horas.")
	} else {
		rows := make([][]string, len(doses))
		for i, dose := range doses {
			rows[i] = []string{spanishDate(dose.key[:10])[:5] + " " + dose.key[11:], dose.entry.MedicationName, dose.entry.Dose,
				dose.entry.Route, "", ""}
		}
		rep.table([]int{2, 3, 2, 1, 2, 2}, []string{"Hora", "Medicamento", "Dosis", "Vía", "Dada (iniciales)", "No dada: motivo"}, rows)
	}
	if len(prn) > 0 {
		rows := make([][]string, len(prn))
		for i, entry := range prn {
			most := "Sin máximo"
			if entry.PRNMaxPerDay > 0 {
				most = spanishCount(entry.PRNMaxPerDay, "vez", "veces") + " al día"
			}
			rows[i] = []string{entry.MedicationName, entry.Dose, entry.PRNIndication, most}
		}
		rep.table([]int{4, 2, 4, 2}, []string{"Si precisa", "Dosis", "Indicación", "Máximo"}, rows)
	}
}
