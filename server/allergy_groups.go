package server

import (
	_ "embed"
	"encoding/json"
	"strings"
	"unicode"

	"amparo/store"
)

// The allergy groups of the Kardex's check (DESIGN 9, "Allergy classes"): allergy_groups.json, curated by
// hand with the source of each group named in it. A group is named in a resident's allergies by one of its
// terms ("penicilinas", "AINE") or, when memberMeansGroup, by one of its members (an allergy to amoxicilina
// is, until studied, an allergy to the penicillins). A medication belongs to a group by a member in its name
// or active ingredient, or by its ATC code. A group's crossReactive groups are a warning, not a refusal.

//go:embed allergy_groups.json
var allergyGroupsJSON []byte

type allergyGroup struct {
	ID               string   `json:"id"`
	Name             string   `json:"name"`
	Terms            []string `json:"terms"`
	Members          []string `json:"members"`
	MemberMeansGroup bool     `json:"memberMeansGroup"`
	ATCPrefixes      []string `json:"atcPrefixes"`
	CrossReactive    []string `json:"crossReactive"`
	NonDrug          bool     `json:"nonDrug"` // latex: named in allergies, never compared with medications
	Sources          []string `json:"sources"`
	Note             string   `json:"note"`

	terms, members [][]string // folded words of each term and member
}

type allergyGroupsFile struct {
	Sources map[string]string `json:"sources"`
	Groups  []*allergyGroup   `json:"groups"`
}

// allergyGroups is the data file, read once; a file that does not read is a build that must not ship
// (TestAllergyGroupsData checks it).
var allergyGroups = mustAllergyGroups(allergyGroupsJSON)

func mustAllergyGroups(data []byte) allergyGroupsFile {
	var f allergyGroupsFile
	if err := json.Unmarshal(data, &f); err != nil {
		panic("allergy_groups.json: " + err.Error())
	}
	for _, g := range f.Groups {
		for _, t := range g.Terms {
			g.terms = append(g.terms, phraseWords(t))
		}
		for _, m := range g.Members {
			g.members = append(g.members, phraseWords(m))
		}
	}
	return f
}

func (f allergyGroupsFile) byID(id string) *allergyGroup {
	for _, g := range f.Groups {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// foldedTokens are a text's words, folded, without those that say nothing of a substance.
func foldedTokens(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(store.Normalize(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !allergyNoise[w] {
			out = append(out, w)
		}
	}
	return out
}

// phraseWords are the words a term or member is recognised by: its words of four letters or more ("ácido
// acetilsalicílico" is "acetilsalicilico"), or its one short word ("AAS").
func phraseWords(text string) []string {
	tokens := foldedTokens(text)
	if len(tokens) == 1 {
		return tokens
	}
	var out []string
	for _, w := range tokens {
		if len([]rune(w)) >= minAllergyWord {
			out = append(out, w)
		}
	}
	return out
}

// sameWord: equal, or one the start of the other when the shorter has four letters or more ("penicilina"
// and "penicilinas").
func sameWord(a, b string) bool {
	if a == b {
		return true
	}
	if len([]rune(a)) < minAllergyWord || len([]rune(b)) < minAllergyWord {
		return false
	}
	return strings.HasPrefix(a, b) || strings.HasPrefix(b, a)
}

// phraseIn: every word of the phrase is among the text's words.
func phraseIn(phrase, words []string) bool {
	if len(phrase) == 0 {
		return false
	}
	for _, p := range phrase {
		found := false
		for _, w := range words {
			if sameWord(p, w) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// namedIn: the allergy's words name the group, by a term or (memberMeansGroup) a member.
func (g *allergyGroup) namedIn(words []string) bool {
	for _, t := range g.terms {
		if phraseIn(t, words) {
			return true
		}
	}
	if g.MemberMeansGroup {
		for _, m := range g.members {
			if phraseIn(m, words) {
				return true
			}
		}
	}
	return false
}

// medicationNames are what the check knows of a medication: its name and active ingredient (or the own
// supply's name) and its ATC code.
type medicationNames struct {
	names []string
	atc   string
}

// holds answers which of the group's members the medication is ("amoxicilina"), or, for a match by ATC
// code alone, the medication's active ingredient or name.
func (g *allergyGroup) holds(med medicationNames) (string, bool) {
	if g.NonDrug {
		return "", false
	}
	var words []string
	for _, n := range med.names {
		words = append(words, foldedTokens(n)...)
	}
	for i, m := range g.members {
		if phraseIn(m, words) {
			return g.Members[i], true
		}
	}
	atc := normalATC(med.atc)
	for _, p := range g.ATCPrefixes {
		if atc != "" && strings.HasPrefix(atc, p) {
			for i := len(med.names) - 1; i >= 0; i-- {
				if n := strings.TrimSpace(med.names[i]); n != "" {
					return n, true
				}
			}
			return atc, true
		}
	}
	return "", false
}

// normalATC is an ATC code as the WHO writes it: upper case, no spaces ("j01 ca04" is "J01CA04").
func normalATC(code string) string {
	return strings.ToUpper(strings.Join(strings.Fields(code), ""))
}
