package server

import (
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// transferSheet: GET /patients/{id}/transfer/pdf?reason= -> traslado_<id>_<YYYY-MM-DD>.pdf, what goes with a resident
// to hospital (issue 29, DESIGN 16), after the INTERACT transfer form and the minimum data of a clinical report
// (RD 1093/2010): who they are and whom to call, why they go and what happened, what is to be done if their heart
// stops, how they usually are, their last vital signs, diagnoses, medication with the last dose of each, allergies,
// isolation, devices and restraints. Printing it is audited as a disclosure of the resident's data.
func (s *Server) transferSheet(c echo.Context) error {
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	reason := strings.TrimSpace(c.QueryParam("reason"))
	v := newValidation()
	v.maxLen(reason, longText, "reason")
	if err := v.err(); err != nil {
		return err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "disclose", Entity: "transfer-sheet",
		EntityID: resident.ID, ResidentID: resident.ID, Detail: map[string]string{"reason": reason, "to": "hospital"}})
	if err != nil {
		return err
	}
	now := s.store.Now().In(madrid)
	rep, err := newReport(home.HomeName, "Hoja de traslado al hospital", resident.Name+" · Habitación "+orText(resident.Room, "—"), now)
	if err != nil {
		return err
	}
	d, e := resident.Details, resident.Essentials
	rep.warning("Alergias: " + orText(d.Allergies, "no registradas"))
	rep.warning("Reanimación: " + codeStatusText(e.CodeStatus))
	if e.Isolation != "" {
		rep.warning("Aislamiento: " + e.Isolation)
	}

	rep.section("Motivo del traslado")
	rep.paragraph("Motivo y qué ha pasado", reason)
	if !resident.HospitalSince.IsZero() {
		rep.fields([2]string{"Salida de la residencia", spanishTime(resident.HospitalSince)}, [2]string{"Motivo anotado", resident.HospitalReason})
	}

	rep.section("Identificación")
	age := ""
	if n := store.AgeOn(resident.DateOfBirth, s.today()); n >= 0 {
		age = " (" + spanishCount(n, "año", "años") + ")"
	}
	rep.fields([2]string{"Nombre", resident.Name}, [2]string{"Fecha de nacimiento", spanishDate(resident.DateOfBirth) + age},
		[2]string{"Sexo", map[string]string{"male": "Hombre", "female": "Mujer"}[d.Gender]}, [2]string{"Nº de la Seguridad Social", resident.SocialSecurity},
		[2]string{"Residencia", joinNonEmpty(" · ", home.HomeName, home.Address)}, [2]string{"Teléfono de la residencia", home.Phone},
		[2]string{"Habitación", resident.Room}, [2]string{"En la residencia desde", spanishDate(resident.AdmissionDate)})

	rep.section("Familia y representante")
	rep.fields([2]string{"Tutor o persona de referencia", d.GuardianName}, [2]string{"Teléfonos", d.PhoneNumbers},
		[2]string{"Representante (instrucciones previas)", e.AdvanceDirectives.Representative}, [2]string{"Otros familiares", familyText(d)})

	rep.section("Reanimación e instrucciones previas")
	rep.fields([2]string{"Estado de reanimación", codeStatusText(e.CodeStatus)}, [2]string{"Instrucciones previas", directivesText(e.AdvanceDirectives)})

	rep.section("Situación basal")
	base, err := s.baseline(ctx, resident.ID)
	if err != nil {
		return err
	}
	rep.fields(append(base, [2]string{"Ayuda para moverse", mobilityAidText(e.MobilityAid)},
		[2]string{"Dieta", orText(e.Diet, unrecorded)}, [2]string{"Textura", iddsiText(e.IDDSILevel)})...)

	if err := vitalSignsRecords.printLatest(s, c, rep, resident.ID, 1, func() { rep.section("Últimas constantes") }); err != nil {
		return err
	}
	rep.section("Diagnósticos")
	rep.paragraph("Diagnósticos", d.Diagnosis)

	if err := s.printTransferMedication(c, rep, resident.ID); err != nil {
		return err
	}

	rep.section("Dispositivos y sujeciones")
	restraints, err := s.store.ListRestraints(ctx, store.RestraintFilter{ResidentID: resident.ID, Status: "active"})
	if err != nil {
		return err
	}
	rep.fields([2]string{"Dispositivos", equipmentText(d)}, [2]string{"Sujeciones en uso", restraintsText(restraints)})

	rep.section("Quién informa")
	rep.fields([2]string{"Hoja preparada por", actorOf(c).Name + " · " + now.Format("02/01/2006 15:04")},
		[2]string{"Médico informado (nombre y hora)", ""})
	return rep.send(c, "traslado_"+resident.ID+"_"+now.Format(time.DateOnly)+".pdf")
}

// printTransferMedication prints the Kardex's entries in force today, each with its last dose given.
func (s *Server) printTransferMedication(c echo.Context, rep *report, residentID string) error {
	ctx := c.Request().Context()
	rep.section("Medicación actual")
	kardexes, _, err := store.PageRecords(ctx, s.store, store.Kardexes, store.RecordQuery{ResidentID: residentID, Limit: 1})
	if err != nil {
		return err
	}
	if len(kardexes) == 0 {
		rep.note("Sin medicación prescrita en el Kardex.")
		return nil
	}
	last, err := s.store.LastDosesGiven(ctx, kardexes[0].ID)
	if err != nil {
		return err
	}
	today := s.today().Format(time.DateOnly)
	var rows [][]string
	for _, entry := range kardexOf(kardexes[0]).Entries {
		if entry.Date > today || (entry.EndDate != "" && entry.EndDate < today) {
			continue
		}
		entry = entry.normalized()
		pauta := entry.Frequency
		if text := entry.scheduleText(); text != pauta && (entry.PRN || len(entry.Times) > 0) {
			pauta += " · " + text
		}
		given := "Sin dosis registradas"
		if a, ok := last[entry.ID]; ok {
			given = spanishTime(a.At)
		}
		rows = append(rows, []string{entry.MedicationName, entry.Dose, pauta, entry.Route, given})
	}
	if len(rows) == 0 {
		rep.note("Sin medicación en vigor hoy.")
		return nil
	}
	rep.table([]int{3, 2, 3, 1, 3}, []string{"Medicamento", "Dosis", "Pauta", "Vía", "Última dosis dada"}, rows)
	return nil
}

// familyText lists the relatives of the admission form with how to reach them.
func familyText(d store.ResidentDetails) string {
	var out []string
	for _, f := range d.AdditionalFamilyMembers {
		if f.Name != "" {
			out = append(out, joinNonEmpty(" · ", f.Name, f.Relationship, f.Contact))
		}
	}
	return strings.Join(out, "; ")
}

// restraintsText lists the restraints in use: device and schedule.
func restraintsText(list []store.Restraint) string {
	if len(list) == 0 {
		return "Ninguna"
	}
	out := make([]string, len(list))
	for i, r := range list {
		out[i] = joinNonEmpty(" · ", r.Device, r.Schedule)
	}
	return strings.Join(out, "; ")
}
