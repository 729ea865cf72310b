package server

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The audit screen and the access report (DESIGN section 12). The log itself is written by the store.

const defaultAuditPageSize = 25

type auditPersonJSON struct {
	ID   string `json:"_id"`
	Name string `json:"name"`
	Role string `json:"role,omitempty"`
}

type auditRowJSON struct {
	ID          int64            `json:"_id"`
	At          string           `json:"at"`
	Actor       auditPersonJSON  `json:"actor"`
	Action      string           `json:"action"`
	Entity      string           `json:"entity"`
	EntityID    string           `json:"entityId"`
	Resident    *auditPersonJSON `json:"resident"` // null when the row concerns no resident
	Outcome     string           `json:"outcome"`
	IP          string           `json:"ip"`
	Description string           `json:"description"`
}

// listAudit: GET /audit?residentId=&userId=&from=&to=&page=&limit= -> {data, meta}, newest first.
func (s *Server) listAudit(c echo.Context) error {
	q, page, err := auditQuery(c)
	if err != nil {
		return err
	}
	rows, total, err := s.store.AuditPage(c.Request().Context(), q)
	if err != nil {
		return err
	}
	data := make([]auditRowJSON, len(rows))
	for i, r := range rows {
		data[i] = toAuditRowJSON(r)
	}
	return pageJSON(c, data, page, q.Limit, total)
}

// auditQuery reads the filters; from and to are Madrid calendar days, both included.
func auditQuery(c echo.Context) (store.AuditQuery, int, error) {
	v := newValidation()
	page := v.queryInt(c, "page", 1, 1, 1_000_000)
	limit := v.queryInt(c, "limit", defaultAuditPageSize, 1, maxPageSize)
	residentID, userID := c.QueryParam("residentId"), c.QueryParam("userId")
	v.maxLen(residentID, 64, "residentId")
	v.maxLen(userID, 64, "userId")
	from, fromOK := v.date(c.QueryParam("from"), "from")
	to, toOK := v.date(c.QueryParam("to"), "to")
	v.check(!fromOK || !toOK || !to.Before(from), "to", "La fecha final no puede ser anterior a la inicial.")
	if err := v.err(); err != nil {
		return store.AuditQuery{}, 0, err
	}
	q := store.AuditQuery{ResidentID: residentID, ActorID: userID, Limit: limit, Offset: (page - 1) * limit}
	if fromOK {
		q.From = madridDayStart(from)
	}
	if toOK {
		q.To = madridDayStart(to.AddDate(0, 0, 1))
	}
	return q, page, nil
}

// madridDayStart is midnight in Madrid of the calendar day d.
func madridDayStart(d time.Time) time.Time {
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, madrid)
}

func toAuditRowJSON(r store.AuditView) auditRowJSON {
	out := auditRowJSON{ID: r.ID, At: r.At.UTC().Format(time.RFC3339), Action: r.Action, Entity: r.Entity,
		EntityID: r.EntityID, Outcome: r.Outcome, IP: r.IP, Description: auditDescription(r.AuditRow),
		Actor: auditPersonJSON{ID: r.ActorID, Name: auditActorName(r), Role: r.ActorRole}}
	if r.ResidentID != "" {
		out.Resident = &auditPersonJSON{ID: r.ResidentID, Name: r.ResidentName}
	}
	return out
}

// auditActorName is who to show: the user's name, "Sistema" for the server itself and the command line.
func auditActorName(r store.AuditView) string {
	switch {
	case r.ActorName != "":
		return r.ActorName
	case r.ActorID == "":
		return "Sistema"
	}
	return r.ActorID
}

// auditEntities name what a row is about, as the object of a Spanish sentence.
var auditEntities = map[string]string{
	"resident": "la ficha del residente", "residents": "el listado de residentes",
	"vitals": "los signos vitales", "incident": "una incidencia", "care": "los cuidados diarios",
	"assessment": "una valoración geriátrica", "note": "una nota",
	"socialwork": "una nota de trabajo social", "kardex": "el Kardex de medicación",
	"mar": "la hoja de administración de medicación", "administration": "una administración de medicación",
	"alert": "una alerta clínica", "handover": "el parte de relevo", "handover-note": "una nota del relevo",
	"vital-ranges": "los rangos de constantes", "user": "una cuenta de usuario", "settings": "los ajustes",
	"medication": "un medicamento", "area": "un área", "activity": "una actividad", "post": "una publicación",
	"chat": "una conversación", "notification": "una notificación", "assistant": "el asistente",
	"access-report": "el informe de accesos", "route": "una función", "restraint": "una contención",
	"care-plan": "un plan de atención (PAI)", "care-task": "las tareas del plan de atención",
	"skin-lesion":   "una lesión de la piel",
	"fall":          "una caída",
	"repositioning": "los cambios posturales", "repositioning-schedule": "la pauta de cambios posturales",
	"fluid-intake": "la hidratación", "fluid-target": "el objetivo de hidratación", "weight": "el peso",
	"bowel": "las deposiciones y la continencia",
}

// auditVerbs are the actions that take an object (auditEntities).
var auditVerbs = map[string]string{
	"read": "Consultó", "report": "Imprimió", "create": "Creó", "update": "Modificó", "delete": "Eliminó",
	"check": "Comprobó", "review": "Renovó", "end": "Retiró", "void": "Anuló", "approve": "Aprobó",
	"evolution": "Registró la evolución de", "close": "Cerró",
}

// auditSentences are the actions that say it all.
var auditSentences = map[string]string{
	"signin": "Inició sesión", "logout": "Cerró sesión", "administer": "Registró una administración de medicación",
	"effect": "Anotó el efecto de una dosis si precisa", "open": "Se abrió una alerta clínica",
	"acknowledge": "Atendió una alerta clínica", "escalate": "Avisó de una alerta sin atender",
	"archive": "Archivó al residente", "unarchive": "Restauró al residente archivado",
	"assign-area": "Asignó un área al residente", "remove-area": "Quitó al residente de su área",
	"grant-admin": "Dio el rol administrativo", "revoke-admin": "Quitó el rol administrativo",
	"change-password": "Cambió su contraseña", "reset-password": "Restableció una contraseña",
	"deactivate": "Dio de baja a una persona del equipo", "message": "Envió un mensaje",
	"comment": "Comentó una publicación", "like": "Marcó «me gusta» en una publicación",
	"unlike": "Quitó su «me gusta» de una publicación", "ask": "Consultó al asistente",
	"subscribe": "Activó los avisos en el dispositivo", "notify": "Envió una notificación",
	"notify-missed": "Avisó de una dosis sin administrar", "warn-expiry": "Avisó de una caducidad próxima",
	"unlock": "Desbloqueó la pantalla con su contraseña", "task-done": "Registró una tarea del plan de atención",
}

// auditDescription is a short Spanish sentence for a row, or "" when none can be derived.
func auditDescription(r store.AuditRow) string {
	if r.Outcome == store.OutcomeDenied {
		if r.Action == "signin" {
			return signinDescription(r.Detail)
		}
		if r.Action == "unlock" {
			return "Intento fallido de desbloquear la pantalla"
		}
		var d struct {
			Path string `json:"path"`
		}
		_ = json.Unmarshal([]byte(r.Detail), &d)
		if d.Path != "" {
			return "Acceso denegado a " + d.Path
		}
		return "Acceso denegado"
	}
	if s, ok := auditSentences[r.Action]; ok {
		return s
	}
	verb, okVerb := auditVerbs[r.Action]
	object, okObject := auditEntities[r.Entity]
	if okVerb && okObject {
		return verb + " " + object + auditReasons(r.Detail)
	}
	return ""
}

// signinDescription: a refused sign-in, or the refusals of a minute from one address (signin_refusals.go).
func signinDescription(detail string) string {
	var d struct {
		Count int `json:"count"`
	}
	if json.Unmarshal([]byte(detail), &d) == nil && d.Count > 1 {
		return strconv.Itoa(d.Count) + " inicios de sesión rechazados por exceso de intentos"
	}
	return "Intento de inicio de sesión fallido"
}

// auditReasons adds what a change's detail says about why: a prescription despite an allergy (and the
// doctor's reason), or the reason given for a deletion.
func auditReasons(detail string) string {
	var d struct {
		Reason          string `json:"reason"`
		AllergyOverride *struct {
			Reason  string `json:"reason"`
			Matches []struct {
				Medication string `json:"medication"`
				Allergy    string `json:"allergy"`
			} `json:"matches"`
		} `json:"allergyOverride"`
	}
	if json.Unmarshal([]byte(detail), &d) != nil {
		return ""
	}
	var out string
	if o := d.AllergyOverride; o != nil {
		var found []string
		for _, m := range o.Matches {
			found = append(found, m.Medication+": alergia a "+m.Allergy)
		}
		out += " pese a la alergia (" + strings.Join(found, "; ") + "). Motivo: " + o.Reason
	}
	if d.Reason != "" {
		out += ". Motivo: " + d.Reason
	}
	return out
}

// auditIsRead tells the actions that only read a record from those that change it.
func auditIsRead(action string) bool { return action == "read" || action == "report" }

// residentAccessPDF: GET /audit/resident/:id/pdf -> accesos_<id>.pdf, who read or changed the
// resident's record and when, oldest first, with a summary per person.
func (s *Server) residentAccessPDF(c echo.Context) error {
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: "access-report",
		EntityID: resident.ID, ResidentID: resident.ID})
	if err != nil {
		return err
	}
	rows, _, err := s.store.AuditPage(ctx, store.AuditQuery{ResidentID: resident.ID, Oldest: true})
	if err != nil {
		return err
	}
	subject := resident.Name + " · Habitación " + orText(resident.Room, "—")
	rep, err := newReport(home.HomeName, "Informe de accesos a la ficha", subject, s.store.Now().In(madrid))
	if err != nil {
		return err
	}

	type person struct {
		name, role     string
		reads, changes int
		last           time.Time
	}
	people := map[string]*person{}
	lines := make([][]string, len(rows))
	for i, r := range rows {
		name := auditActorName(r)
		p := people[r.ActorID]
		if p == nil {
			p = &person{name: name, role: roleLabels(r.ActorRole)}
			people[r.ActorID] = p
		}
		if auditIsRead(r.Action) {
			p.reads++
		} else {
			p.changes++
		}
		p.last = r.At
		lines[i] = []string{r.At.In(madrid).Format("02/01/2006 15:04"), name, orText(auditDescription(r.AuditRow), r.Action+" · "+r.Entity)}
	}

	rep.section("Personas que accedieron")
	if len(people) == 0 {
		rep.note("Nadie ha consultado ni modificado esta ficha.")
	} else {
		list := make([]*person, 0, len(people))
		for _, p := range people {
			list = append(list, p)
		}
		sort.Slice(list, func(i, j int) bool { return list[i].last.After(list[j].last) })
		summary := make([][]string, len(list))
		for i, p := range list {
			summary[i] = []string{p.name, p.role, strconv.Itoa(p.reads), strconv.Itoa(p.changes),
				p.last.In(madrid).Format("02/01/2006 15:04")}
		}
		rep.table([]int{4, 2, 2, 2, 2}, []string{"Persona", "Rol", "Consultas", "Cambios", "Último acceso"}, summary)
	}
	rep.section("Registro de accesos")
	if len(lines) > 0 {
		rep.table([]int{2, 3, 7}, []string{"Fecha y hora", "Persona", "Qué hizo"}, lines)
	}
	return rep.send(c, "accesos_"+resident.ID+".pdf")
}

// roleLabels names a stored role (or "a+b" for several) in Spanish.
func roleLabels(roles string) string {
	labels := map[string]string{"administrative": "Administración", "doctor": "Medicina", "nurse": "Enfermería",
		"socialworker": "Trabajo social", "family": "Familia", "system": "Sistema", "cli": "Consola"}
	parts := strings.Split(roles, "+")
	for i, p := range parts {
		if l, ok := labels[p]; ok {
			parts[i] = l
		}
	}
	return strings.Join(parts, ", ")
}
