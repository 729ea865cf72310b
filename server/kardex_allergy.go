package server

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The allergy check of the Kardex (DESIGN 9): an entry whose medication name or active ingredient matches a
// word of the resident's allergies is refused, 422 on entries.N.medication "Alergia registrada: <alergia>.",
// unless the doctor overrides it with a reason, which the audit keeps.
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

// allergy is one item of the resident's allergies, as written and as words.
type allergy struct {
	text  string
	words []string
}

func allergiesOf(text string) []allergy {
	var out []allergy
	for _, item := range allergyItems.Split(text, -1) {
		item = strings.TrimRight(strings.TrimSpace(item), ".")
		if words := matchWords(item); len(words) > 0 {
			out = append(out, allergy{text: item, words: words})
		}
	}
	return out
}

// matchWords are the text's words that can name a substance: four letters or more, folded, not noise.
func matchWords(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(store.Normalize(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if len([]rune(w)) >= minAllergyWord && !allergyNoise[w] {
			out = append(out, w)
		}
	}
	return out
}

// allergyMatch is the first allergy a medication's names touch.
func allergyMatch(allergies []allergy, names []string) (string, bool) {
	for _, a := range allergies {
		for _, name := range names {
			for _, w := range matchWords(name) {
				for _, aw := range a.words {
					if strings.HasPrefix(w, aw) || strings.HasPrefix(aw, w) {
						return a.text, true
					}
				}
			}
		}
	}
	return "", false
}

// checkAllergies compares each entry's names with the resident's allergies. A match is a field error unless
// the body overrides it with a reason; then it answers what the audit keeps.
func (s *Server) checkAllergies(c echo.Context, v *validation, residentID string, names [][]string,
	override *allergyOverride) (map[string]any, error) {
	if residentID == "" {
		return nil, nil
	}
	resident, err := s.store.ResidentByID(c.Request().Context(), residentID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil // the store answers that the resident does not exist
	}
	if err != nil {
		return nil, err
	}
	allergies := allergiesOf(resident.Details.Allergies)
	reason := ""
	if override != nil {
		reason = strings.TrimSpace(override.Reason)
	}
	var matches []map[string]string
	for i, n := range names {
		found, ok := allergyMatch(allergies, n)
		if !ok {
			continue
		}
		field := "entries." + strconv.Itoa(i) + ".medication"
		matches = append(matches, map[string]string{"entry": strconv.Itoa(i), "medication": strings.TrimSpace(strings.Join(n, " ")), "allergy": found})
		v.check(reason != "", field, "Alergia registrada: "+found+".")
	}
	if len(matches) == 0 {
		return nil, nil
	}
	if override != nil {
		v.required(reason, "allergyOverride.reason", "Explique por qué se prescribe pese a la alergia.")
		v.maxLen(reason, longText, "allergyOverride.reason")
	}
	return map[string]any{"allergyOverride": map[string]any{"reason": reason, "matches": matches}}, nil
}
