package server

import (
	"errors"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The allergy check of the Kardex (DESIGN 9): an entry whose medication matches the resident's allergies is
// refused, 422 on entries.N.medication, unless the doctor overrides it with a reason, which the audit keeps.
// A medication matches an allergy by a word of its name or active ingredient ("Alergia registrada:
// Penicilina."), or by a group of allergy_groups.json the allergy names and the medication belongs to
// ("Alergia registrada: Penicilina (grupo penicilinas: amoxicilina)."). A group cross-reactive with the
// allergy's (a cephalosporin for a penicillin allergy) is a warning on the same field ("Posible reacción
// cruzada: Penicilina y cefalosporinas."), which the override passes with or without a reason: the doctor
// confirms it. GET /kardex/allergy-check answers the same finding for one medication, so the form shows it
// as soon as the medication is chosen.
//
// Words are compared accent- and case-insensitively; a word matches when one is the start of the other
// and the shorter has at least four letters ("penicilinas" and "Penicilina G"), so words such as "de" or
// "sin" never match. Words that say nothing of a substance ("alergia", "ninguna", "conocidas") are skipped.

// allergyItems split the allergies as people write them: "Penicilina, sulfamidas y látex".
var allergyItems = regexp.MustCompile(`[,;/\n()]|\s+[yYeE]\s+`)

const minAllergyWord = 4

var allergyNoise = map[string]bool{"alergia": true, "alergias": true, "alergico": true, "alergica": true,
	"alergicos": true, "alergicas": true, "ninguna": true, "ninguno": true, "conocida": true, "conocidas": true,
	"conocido": true, "conocidos": true, "intolerancia": true, "medicamento": true, "medicamentos": true,
	"farmacos": true, "otros": true, "otras": true, "leve": true, "grave": true, "derivados": true,
	"reaccion": true, "familia": true, "grupo": true, "tipo": true,
	// salts and forms
	"acido": true, "sodio": true, "sodico": true, "sodica": true, "potasio": true, "potasico": true, "calcio": true,
	"calcico": true, "magnesio": true, "cloruro": true, "hidrocloruro": true, "clorhidrato": true, "sulfato": true,
	"fosfato": true, "citrato": true, "carbonato": true, "hidroxido": true, "oxido": true, "acetato": true,
	"maleato": true, "besilato": true, "vitamina": true, "crema": true, "pomada": true, "jarabe": true,
	"solucion": true, "suspension": true, "comprimido": true, "comprimidos": true, "capsula": true, "capsulas": true,
	"sobre": true, "sobres": true, "inyectable": true, "retard": true, "forte": true, "plus": true, "oral": true,
	"topico": true, "gotas": true, "dosis": true}

// allergyOverride is the doctor prescribing despite an allergy, and why.
type allergyOverride struct {
	Reason string `json:"reason"`
}

// allergy is one item of the resident's allergies, as written, as words that can name a substance by
// themselves (direct matches) and as all its words (a group may be named by a short one: "AAS").
type allergy struct {
	text   string
	words  []string
	tokens []string
}

func allergiesOf(text string) []allergy {
	var out []allergy
	for _, item := range allergyItems.Split(text, -1) {
		item = strings.TrimRight(strings.TrimSpace(item), ".")
		if tokens := foldedTokens(item); len(tokens) > 0 {
			out = append(out, allergy{text: item, words: matchWords(item), tokens: tokens})
		}
	}
	return out
}

// matchWords are the text's words that can name a substance: four letters or more, folded, not noise.
func matchWords(text string) []string {
	var out []string
	for _, w := range foldedTokens(text) {
		if len([]rune(w)) >= minAllergyWord {
			out = append(out, w)
		}
	}
	return out
}

// allergyFinding is what the check found of one medication: the allergy as the resident's record writes
// it, and the group and member when it came by a group; Cross when it is a warning of cross-reactivity.
type allergyFinding struct {
	Allergy string `json:"allergy"`
	Group   string `json:"group,omitempty"`
	Member  string `json:"member,omitempty"`
	Cross   bool   `json:"crossReactivity,omitempty"`
}

// message is the finding as the entry's field says it.
func (f allergyFinding) message() string {
	switch {
	case f.Cross:
		return "Posible reacción cruzada: " + f.Allergy + " y " + f.Group + "."
	case f.Group != "":
		return "Alergia registrada: " + f.Allergy + " (grupo " + f.Group + ": " + f.Member + ")."
	}
	return "Alergia registrada: " + f.Allergy + "."
}

// findAllergy is the first allergy a medication touches: by its own words, then by a group, and only
// then a cross-reactive group (a refusal always outranks a warning).
func findAllergy(allergies []allergy, med medicationNames) (allergyFinding, bool) {
	for _, a := range allergies {
		for _, name := range med.names {
			for _, w := range matchWords(name) {
				for _, aw := range a.words {
					if strings.HasPrefix(w, aw) || strings.HasPrefix(aw, w) {
						return allergyFinding{Allergy: a.text}, true
					}
				}
			}
		}
	}
	for _, a := range allergies {
		for _, g := range allergyGroups.Groups {
			if !g.namedIn(a.tokens) {
				continue
			}
			if member, ok := g.holds(med); ok {
				return allergyFinding{Allergy: a.text, Group: g.Name, Member: member}, true
			}
		}
	}
	for _, a := range allergies {
		for _, g := range allergyGroups.Groups {
			if !g.namedIn(a.tokens) {
				continue
			}
			for _, id := range g.CrossReactive {
				if cross := allergyGroups.byID(id); cross != nil {
					if _, ok := cross.holds(med); ok {
						return allergyFinding{Allergy: a.text, Group: cross.Name, Cross: true}, true
					}
				}
			}
		}
	}
	return allergyFinding{}, false
}

// residentAllergies are a resident's allergies; none when there is no such resident (the caller's store
// call answers that).
func (s *Server) residentAllergies(c echo.Context, residentID string) ([]allergy, error) {
	if residentID == "" {
		return nil, nil
	}
	resident, err := s.store.ResidentByID(c.Request().Context(), residentID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return allergiesOf(resident.Details.Allergies), nil
}

// checkAllergies compares each entry's medication with the resident's allergies. A finding is a field
// error unless the body overrides it: with a reason when any finding is an allergy, with or without one
// when all are cross-reactivity warnings. Overridden, it answers what the audit keeps.
func (s *Server) checkAllergies(c echo.Context, v *validation, residentID string, meds []medicationNames,
	override *allergyOverride) (map[string]any, error) {
	allergies, err := s.residentAllergies(c, residentID)
	if err != nil || len(allergies) == 0 {
		return nil, err
	}
	reason := ""
	if override != nil {
		reason = strings.TrimSpace(override.Reason)
	}
	var matches []map[string]string
	refused := false
	for i, med := range meds {
		found, ok := findAllergy(allergies, med)
		if !ok {
			continue
		}
		field := "entries." + strconv.Itoa(i) + ".medication"
		match := map[string]string{"entry": strconv.Itoa(i), "medication": strings.TrimSpace(strings.Join(med.names, " ")),
			"allergy": found.Allergy, "message": found.message()}
		if found.Group != "" {
			match["group"] = found.Group
		}
		matches = append(matches, match)
		if found.Cross {
			v.check(override != nil, field, found.message())
			continue
		}
		refused = true
		v.check(reason != "", field, found.message())
	}
	if len(matches) == 0 {
		return nil, nil
	}
	if override != nil && refused {
		v.required(reason, "allergyOverride.reason", "Explique por qué se prescribe pese a la alergia.")
	}
	v.maxLen(reason, longText, "allergyOverride.reason")
	return map[string]any{"allergyOverride": map[string]any{"reason": reason, "matches": matches}}, nil
}

// allergyCheck: GET /kardex/allergy-check?residentId=&medicationId= (or &medicationName= for the
// resident's own supply) -> {"finding": null} or {"finding": {allergy, group, member, crossReactivity,
// message}}: what saving the entry would answer, for the form to show beside the medication at once.
func (s *Server) allergyCheck(c echo.Context) error {
	residentID, medicationID := strings.TrimSpace(c.QueryParam("residentId")), strings.TrimSpace(c.QueryParam("medicationId"))
	med := medicationNames{names: []string{strings.TrimSpace(c.QueryParam("medicationName"))}}
	v := newValidation()
	v.required(residentID, "residentId", "El residente es requerido.")
	v.check(medicationID != "" || med.names[0] != "", "medicationId", "Seleccione el medicamento.")
	v.maxLen(med.names[0], shortText, "medicationName")
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, residentID)
	if err != nil {
		return err
	}
	if medicationID != "" {
		m, err := s.store.MedicationByID(ctx, medicationID)
		if errors.Is(err, store.ErrNotFound) {
			return fieldError(http.StatusUnprocessableEntity, "medicationId", "Seleccione el medicamento.")
		}
		if err != nil {
			return err
		}
		med = medicationNames{names: []string{m.Name, m.ActiveIngredient}, atc: m.ATCCode}
	}
	type findingJSON struct {
		allergyFinding
		Message string `json:"message"`
	}
	out := map[string]*findingJSON{"finding": nil}
	if found, ok := findAllergy(allergiesOf(resident.Details.Allergies), med); ok {
		out["finding"] = &findingJSON{allergyFinding: found, Message: found.message()}
	}
	return c.JSON(http.StatusOK, out)
}
