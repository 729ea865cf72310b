package server

import (
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// allResidentsTurn is the one place where the all-residents PDF is made. Each is laid out whole in memory
// (maroto keeps every row, gofpdf every page) and keeps the processor busy on its own, so more at once are
// no faster, only larger: a hundred asked at once took the server to 1.1 GiB on a group of 10,000 residents
// and to 170 MiB on a home of 1,000 (make bench-load); queued, 138 and 71 MiB. One waiting reads nothing
// until its turn. The memory is the process's, so the place is too, whatever Server serves it.
var allResidentsTurn = make(chan struct{}, 1)

// patientsReport: POST /patients/report/pdf, every active resident in one table.
func (s *Server) patientsReport(c echo.Context) error {
	ctx := c.Request().Context()
	select {
	case allResidentsTurn <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	doc, err := s.allResidentsPDF(c)
	<-allResidentsTurn // the finished document is sent after the turn: a slow download keeps no one waiting
	if err != nil {
		return err
	}
	return sendPDF(c, "reporte_pacientes.pdf", doc)
}

// allResidentsPDF makes the all-residents PDF.
func (s *Server) allResidentsPDF(c echo.Context) ([]byte, error) {
	ctx := c.Request().Context()
	residents, _, err := s.store.ListResidents(ctx, store.ResidentFilter{Limit: 1_000_000})
	if err != nil {
		return nil, err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "residents"}); err != nil {
		return nil, err
	}
	rep, err := newReport(home.HomeName, "Listado de residentes", "Residentes activos: "+strconv.Itoa(len(residents)),
		s.store.Now().In(madrid))
	if err != nil {
		return nil, err
	}
	today := s.today()
	rows := make([][]string, len(residents))
	for i, r := range residents {
		age := ""
		if a := store.AgeOn(r.DateOfBirth, today); a >= 0 {
			age = strconv.Itoa(a)
		}
		rows[i] = []string{r.Name, age, r.Room, orText(r.AreaName, "Sin área"), spanishDate(r.AdmissionDate)}
	}
	if len(rows) == 0 {
		rep.note("No hay residentes activos.")
	} else {
		rep.table([]int{4, 1, 2, 3, 2}, []string{"Nombre", "Edad", "Habitación", "Área", "Ingreso"}, rows)
	}
	return rep.generate()
}

// patientReport: GET /patients/report/pdf/:id, the resident's complete file.
func (s *Server) patientReport(c echo.Context) error {
	ctx := c.Request().Context()
	r, err := s.store.ResidentByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	if err := s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "resident",
		EntityID: r.ID, ResidentID: r.ID}); err != nil {
		return err
	}
	subject := r.Name
	if r.Archived() {
		subject += " (archivado)"
	}
	rep, err := newReport(home.HomeName, "Expediente del residente", subject, s.store.Now().In(madrid))
	if err != nil {
		return err
	}
	if r.PhotoID != "" {
		img, err := s.store.ImageByID(ctx, r.PhotoID)
		if err != nil {
			return err
		}
		// WebP is not printable: the JPEG thumbnail stands in for it.
		data, contentType := img.Data, img.ContentType
		if contentType == "image/webp" {
			data, contentType = img.Thumb, "image/jpeg"
		}
		rep.photo(data, contentType, 40)
	}
	writeResidentFile(rep, r, s.today())
	if err := s.writeLatestRecords(c, rep, r.ID); err != nil {
		return err
	}
	return rep.send(c, "paciente_"+r.ID+".pdf")
}

// writeResidentFile prints every section of the admission wizard.
func writeResidentFile(rep *report, r store.Resident, today time.Time) {
	d := r.Details
	age := ""
	if a := store.AgeOn(r.DateOfBirth, today); a >= 0 {
		age = strconv.Itoa(a) + " años"
	}
	rep.section("Datos personales")
	rep.fields(
		[2]string{"Nombre completo", r.Name}, [2]string{"Fecha de ingreso", spanishDate(r.AdmissionDate)},
		[2]string{"Fecha de nacimiento", spanishDate(r.DateOfBirth)}, [2]string{"Edad", age},
		[2]string{"Lugar de nacimiento", d.PlaceOfBirth}, [2]string{"Número de la Seguridad Social", r.SocialSecurity},
		[2]string{"Sexo", choiceLabels[d.Gender]}, [2]string{"Estado civil", choiceLabels["marital."+d.MaritalStatus]},
		[2]string{"Religión", d.Religion}, [2]string{"Habitación", r.Room},
		[2]string{"Área", orText(r.AreaName, "Sin área")}, [2]string{"Usuario de la familia", r.FamilyUsername},
	)

	rep.section("Contacto")
	rep.fields(
		[2]string{"Tutor y parentesco", d.GuardianName}, [2]string{"Teléfonos", d.PhoneNumbers},
		[2]string{"Dirección de residencia", d.ResidentialAddress}, [2]string{"Dirección postal", d.MailingAddress},
		[2]string{"Correo de contacto", d.ContactEmail}, [2]string{"", ""},
	)
	for i, m := range d.AdditionalFamilyMembers {
		if m.Name == "" && m.Contact == "" {
			continue
		}
		n := strconv.Itoa(i + 1)
		rep.fields([2]string{"Familiar " + n, joinNonEmpty(" · ", m.Name, m.Relationship)}, [2]string{"Contacto del familiar " + n, m.Contact})
	}

	rep.section("Información médica")
	equipment := ticked(map[string]bool{"Silla de ruedas": d.MedicalEquipment.Wheelchair, "Andador": d.MedicalEquipment.Walker,
		"Oxígeno": d.MedicalEquipment.Oxygen, "Otros": d.MedicalEquipment.Others}, "Silla de ruedas", "Andador", "Oxígeno", "Otros")
	rep.fields([2]string{"Plan médico", d.MedicalPlan}, [2]string{"Suplemento", d.Supplement},
		[2]string{"Equipo médico", equipment}, [2]string{"Otro equipo", d.OtherEquipmentText})
	rep.paragraph("Alergias", d.Allergies)
	rep.paragraph("Diagnóstico", d.Diagnosis)

	rep.section("Evaluación")
	methods := ticked(map[string]bool{"Observación": d.EvaluationMethod.Observation, "Entrevista": d.EvaluationMethod.Interview,
		"Estudio del expediente": d.EvaluationMethod.FileStudy, "Entrevista familiar": d.EvaluationMethod.FamilyInterview,
		"Otros": d.EvaluationMethod.OtherMethods}, "Observación", "Entrevista", "Estudio del expediente", "Entrevista familiar", "Otros")
	orientation := ticked(map[string]bool{"Lugar": d.Orientation.Place, "Tiempo": d.Orientation.Time, "Persona": d.Orientation.Person},
		"Lugar", "Tiempo", "Persona")
	rep.fields(
		[2]string{"Métodos de evaluación", methods}, [2]string{"Otros métodos", d.OtherMethodsText},
		[2]string{"Relación con el examinador", choiceLabels["relationship."+d.ExaminerRelationship]},
		[2]string{"Disposición en la entrevista", choiceLabels["disposition."+d.InterviewDisposition]},
		[2]string{"Atención", choiceLabels["attention."+d.Attention]}, [2]string{"Nivel de actividad", choiceLabels["activity."+d.ActivityLevel]},
		[2]string{"Orientado en", orientation}, [2]string{"", ""},
	)

	rep.section("Revisión al ingreso")
	receipt := ticked(map[string]bool{"Silla de ruedas": d.ResidentReceipt.Wheelchair, "Caminando": d.ResidentReceipt.Walks,
		"Ambulancia": d.ResidentReceipt.Ambulance, "Acompañado": d.ResidentReceipt.Accompanied, "Otros": d.ResidentReceipt.Others},
		"Silla de ruedas", "Caminando", "Ambulancia", "Acompañado", "Otros")
	condition := ticked(map[string]bool{"Hematomas": d.PhysicalCondition.Bruises, "Úlceras": d.PhysicalCondition.Ulcers,
		"Heridas": d.PhysicalCondition.Injuries, "Escayola": d.PhysicalCondition.Cast, "Piel lacerada": d.PhysicalCondition.LaceratedSkin,
		"Hongos": d.PhysicalCondition.Fungus, "Otros": d.PhysicalCondition.Others},
		"Hematomas", "Úlceras", "Heridas", "Escayola", "Piel lacerada", "Hongos", "Otros")
	rep.fields(
		[2]string{"Llegada", receipt}, [2]string{"Acompañado por", d.AccompaniedBy},
		[2]string{"Otra forma de llegada", d.OtherReceiptText}, [2]string{"Estado físico", condition},
		[2]string{"Otra condición física", d.OtherConditionText}, [2]string{"Empleado que recibe", d.ReceivingEmployee},
	)
	rep.paragraph("Comentarios", d.Comments)
}

// choiceLabels are the Spanish names of the form's choices.
var choiceLabels = map[string]string{
	"male": "Hombre", "female": "Mujer",
	"marital.single": "Soltero/a", "marital.married": "Casado/a", "marital.widowed": "Viudo/a", "marital.divorced": "Divorciado/a",
	"relationship.positive": "Positiva", "relationship.negative": "Negativa", "relationship.passive": "Pasiva",
	"relationship.aggressive": "Agresiva", "relationship.indifferent": "Indiferente",
	"disposition.interested": "Interesado/a", "disposition.disinterested": "Desinteresado/a",
	"disposition.anxious": "Ansioso/a", "disposition.cooperative": "Colaborador/a",
	"attention.adequate": "Adecuada", "attention.short": "Breve", "attention.distracted": "Distraída",
	"attention.attentionDifficulty": "Con dificultad",
	"activity.adequateActivity":     "Adecuada", "activity.hyperactive": "Hiperactividad", "activity.hypoactive": "Hipoactividad",
}

// ticked lists, in order, the labels whose box is ticked ("Ninguno" when none is).
func ticked(boxes map[string]bool, order ...string) string {
	var out []string
	for _, label := range order {
		if boxes[label] {
			out = append(out, label)
		}
	}
	if len(out) == 0 {
		return "Ninguno"
	}
	return strings.Join(out, ", ")
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// writeLatestRecords summarises the resident's most recent records, when there are any: the last vital
// signs, the current Kardex, the last incident and the last notes. Only those are read, not years of them.
func (s *Server) writeLatestRecords(c echo.Context, rep *report, residentID string) error {
	latest := []struct {
		kind  recordKind
		count int
	}{{vitalSignsRecords, 1}, {kardexRecords, 1}, {incidentRecords, 1}, {generalNotes, 3}}
	titled := false
	title := func() {
		if !titled {
			rep.section("Registros recientes")
			titled = true
		}
	}
	for _, l := range latest {
		if err := l.kind.printLatest(s, c, rep, residentID, l.count, title); err != nil {
			return err
		}
	}
	return nil
}
