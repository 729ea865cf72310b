package server

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"amparo/store"
)

// What PUT /care-plans/:id accepts: the whole draft, each field checked and named by its path
// (areas.0.needs.1.objective). A need's source is the server's: it is kept by the need's _id, whatever the
// body says.

// Limits of a plan.
const (
	biographyText       = 4000
	maxContributors     = 30
	maxNeedsPerArea     = 40
	maxInterventions    = 30
	maxInterventionTime = 24
)

// needOutcomes are the outcomes of a need at review.
var needOutcomes = []string{"logrado", "parcial", "no-logrado"}

type carePlanBody struct {
	Person struct {
		Biography   string `json:"biography"`
		Preferences string `json:"preferences"`
		Matters     string `json:"matters"`
	} `json:"person"`
	ReferenceProfessional string      `json:"referenceProfessional"`
	Areas                 *[]areaBody `json:"areas"`
}

type areaBody struct {
	ID           string            `json:"id"`
	Contributors []contributorJSON `json:"contributors"`
	Needs        []needBody        `json:"needs"`
}

type needBody struct {
	ID            string             `json:"_id"`
	Text          string             `json:"text"`
	Objective     string             `json:"objective"`
	StartDate     string             `json:"startDate"`
	ReviewDate    string             `json:"reviewDate"`
	Outcome       *string            `json:"outcome"`
	OutcomeNote   string             `json:"outcomeNote"`
	Interventions []interventionBody `json:"interventions"`
}

type interventionBody struct {
	ID          string   `json:"_id"`
	Text        string   `json:"text"`
	Frequency   string   `json:"frequency"`
	EveryHours  *int     `json:"everyHours"`
	Times       []string `json:"times"`
	Role        string   `json:"role"`
	Responsible string   `json:"responsible"`
}

// validate checks the body and answers the draft's content; draft is the plan as saved, whose needs' sources
// are kept.
func (b *carePlanBody) validate(draft store.CarePlan) (store.CarePlanContent, error) {
	v := newValidation()
	out := store.CarePlanContent{
		Person: store.CarePlanPerson{Biography: strings.TrimSpace(b.Person.Biography),
			Preferences: strings.TrimSpace(b.Person.Preferences), Matters: strings.TrimSpace(b.Person.Matters)},
		ReferenceProfessional: strings.TrimSpace(b.ReferenceProfessional)}
	v.maxLen(out.Person.Biography, biographyText, "person.biography")
	v.maxLen(out.Person.Preferences, longText, "person.preferences")
	v.maxLen(out.Person.Matters, longText, "person.matters")
	v.maxLen(out.ReferenceProfessional, shortText, "referenceProfessional")
	v.check(b.Areas != nil, "areas", "Faltan las áreas del plan.")
	sources := map[string]*store.NeedSource{}
	for _, a := range draft.Areas {
		for _, n := range a.Needs {
			sources[n.ID] = n.Source
		}
	}
	seen := map[string]bool{}
	for i, a := range derefAreas(b.Areas) {
		field := "areas." + strconv.Itoa(i)
		id := strings.TrimSpace(a.ID)
		v.check(slices.Contains(store.CarePlanAreas, id), field+".id", "Área no válida.")
		v.check(!seen[id], field+".id", "Esta área está repetida.")
		seen[id] = true
		area := store.CarePlanArea{ID: id}
		v.check(len(a.Contributors) <= maxContributors, field+".contributors", tooMany(maxContributors))
		for j, c := range a.Contributors {
			cf := field + ".contributors." + strconv.Itoa(j)
			c.Name, c.Role = strings.TrimSpace(c.Name), strings.TrimSpace(c.Role)
			v.required(c.Name, cf+".name", "Indica el nombre.")
			v.maxLen(c.Name, shortText, cf+".name")
			v.required(c.Role, cf+".role", "Indica su función (médico, enfermera, trabajadora social...).")
			v.maxLen(c.Role, shortText, cf+".role")
			area.Contributors = append(area.Contributors, store.CarePlanContributor{Name: c.Name, Role: c.Role})
		}
		v.check(len(a.Needs) <= maxNeedsPerArea, field+".needs", tooMany(maxNeedsPerArea))
		for j, n := range a.Needs {
			need := n.validate(v, field+".needs."+strconv.Itoa(j))
			need.Source = sources[need.ID]
			area.Needs = append(area.Needs, need)
		}
		out.Areas = append(out.Areas, area)
	}
	return out, v.err()
}

func derefAreas(a *[]areaBody) []areaBody {
	if a == nil {
		return nil
	}
	return *a
}

func tooMany(n int) string { return "Demasiados elementos (máximo " + strconv.Itoa(n) + ")." }

// validate checks a need and its interventions.
func (n needBody) validate(v *validation, field string) store.CarePlanNeed {
	out := store.CarePlanNeed{ID: strings.TrimSpace(n.ID), Text: strings.TrimSpace(n.Text), Objective: strings.TrimSpace(n.Objective),
		StartDate: strings.TrimSpace(n.StartDate), ReviewDate: strings.TrimSpace(n.ReviewDate),
		OutcomeNote: strings.TrimSpace(n.OutcomeNote)}
	v.required(out.Text, field+".text", "Describe la necesidad.")
	v.maxLen(out.Text, longText, field+".text")
	v.required(out.Objective, field+".objective", "Indica un objetivo medible.")
	v.maxLen(out.Objective, longText, field+".objective")
	v.required(out.StartDate, field+".startDate", "La fecha de inicio es requerida.")
	start, startOK := v.date(out.StartDate, field+".startDate")
	v.required(out.ReviewDate, field+".reviewDate", "La fecha de revisión es requerida.")
	if review, ok := v.date(out.ReviewDate, field+".reviewDate"); ok && startOK {
		v.check(!review.Before(start), field+".reviewDate", "La revisión no puede ser anterior al inicio.")
	}
	if n.Outcome != nil {
		out.Outcome = strings.TrimSpace(*n.Outcome)
		v.oneOf(out.Outcome, needOutcomes, field+".outcome")
		v.check(out.Outcome == "logrado" || out.OutcomeNote != "", field+".outcomeNote", "Explica el resultado.")
	}
	v.maxLen(out.OutcomeNote, longText, field+".outcomeNote")
	v.check(len(n.Interventions) <= maxInterventions, field+".interventions", tooMany(maxInterventions))
	for k, in := range n.Interventions {
		out.Interventions = append(out.Interventions, in.validate(v, field+".interventions."+strconv.Itoa(k)))
	}
	return out
}

// validate checks an intervention: what, and when either every so many hours or at times of day (not both),
// by a role or a named person.
func (in interventionBody) validate(v *validation, field string) store.CarePlanIntervention {
	out := store.CarePlanIntervention{ID: strings.TrimSpace(in.ID), Text: strings.TrimSpace(in.Text),
		Frequency: strings.TrimSpace(in.Frequency), Role: strings.TrimSpace(in.Role), Responsible: strings.TrimSpace(in.Responsible),
		Times: []string{}}
	v.required(out.Text, field+".text", "Describe la intervención.")
	v.maxLen(out.Text, longText, field+".text")
	v.maxLen(out.Frequency, shortText, field+".frequency")
	v.check(out.Role != "" || out.Responsible != "", field+".role", "Indica el rol o la persona responsable.")
	v.maxLen(out.Role, shortText, field+".role")
	v.maxLen(out.Responsible, shortText, field+".responsible")
	if in.EveryHours != nil {
		out.EveryHours = *in.EveryHours
		v.check(out.EveryHours >= 1 && out.EveryHours <= 24, field+".everyHours", "Indica entre 1 y 24 horas.")
		v.check(len(in.Times) == 0, field+".everyHours", "Indica cada cuántas horas o a qué horas, no las dos cosas.")
	}
	v.check(len(in.Times) <= maxInterventionTime, field+".times", tooMany(maxInterventionTime))
	for t, at := range in.Times {
		at = strings.TrimSpace(at)
		v.check(clockTime.MatchString(at), field+".times."+strconv.Itoa(t), "Hora no válida.")
		v.check(!slices.Contains(out.Times, at), field+".times."+strconv.Itoa(t), "Esta hora está repetida.")
		out.Times = append(out.Times, at)
	}
	slices.Sort(out.Times)
	return out
}

// agreementBody is POST /care-plans/:id/approve's agreement; signature is a picture as a data URL.
type agreementBody struct {
	Name         string `json:"name"`
	Relationship string `json:"relationship"`
	Date         string `json:"date"`
	Method       string `json:"method"`
	Signature    string `json:"signature"`
}

// carePlanSignature is the picture of the signature: drawn with a finger on the tablet (PNG) or a photo or
// scan of the signed paper (JPEG or PNG). Stored like every picture: re-encoded, without EXIF.
var carePlanSignature = imageRule{
	field:    "agreement.signature",
	maxBytes: 5 << 20,
	tooLarge: "La firma supera el tamaño máximo de 5 MB.",
	notImage: "La firma debe ser una imagen PNG o JPG.",
	types:    []string{"image/png", "image/jpeg"},
}

// agreementMethods are how the agreement is signed.
var agreementMethods = []string{"tableta", "papel"}

// validate checks the agreement and that the draft is complete enough to agree: a reference professional
// and at least one need.
func (b *agreementBody) validate(draft store.CarePlan, today time.Time) (store.CarePlanAgreement, error) {
	a := store.CarePlanAgreement{Name: strings.TrimSpace(b.Name), Relationship: strings.TrimSpace(b.Relationship),
		Date: strings.TrimSpace(b.Date), Method: strings.TrimSpace(b.Method)}
	v := newValidation()
	v.required(a.Name, "agreement.name", "Indica quién da su acuerdo.")
	v.maxLen(a.Name, shortText, "agreement.name")
	v.required(a.Relationship, "agreement.relationship", "Indica la relación con el residente (el propio residente, hija, tutor...).")
	v.maxLen(a.Relationship, shortText, "agreement.relationship")
	v.required(a.Date, "agreement.date", "La fecha del acuerdo es requerida.")
	if day, ok := v.date(a.Date, "agreement.date"); ok {
		v.check(!day.After(today), "agreement.date", "La fecha del acuerdo no puede ser futura.")
	}
	v.check(slices.Contains(agreementMethods, a.Method), "agreement.method", "Indica cómo se firma: en la tableta o en papel.")
	v.required(b.Signature, "agreement.signature", "Falta la firma.")
	v.required(draft.ReferenceProfessional, "referenceProfessional", "Indica el profesional de referencia antes de aprobar el plan.")
	needs := 0
	for _, area := range draft.Areas {
		needs += len(area.Needs)
	}
	v.check(needs > 0, "areas", "El plan no tiene ninguna necesidad.")
	return a, v.err()
}
