package server

import (
	"regexp"
	"testing"
)

// The allergy check's matcher: a medication's name, active ingredient and ATC code against the allergies
// as people write them, by the substance itself or by its group of allergy_groups.json; a cross-reactive
// group is a warning.
func TestFindAllergy(t *testing.T) {
	med := func(names ...string) medicationNames { return medicationNames{names: names} }
	cases := []struct {
		name      string
		allergies string
		med       medicationNames
		want      string // the entry's message; "" for no finding
	}{
		// By the substance's own words (as before the groups).
		{"the name", "Penicilina", med("Penicilina G benzatina"), "Alergia registrada: Penicilina."},
		{"a plural", "penicilinas y sulfamidas", med("PENICILINA", ""), "Alergia registrada: penicilinas."},
		{"the active ingredient", "Látex; ibuprofeno.", med("Neobrufen", "Ibuprofeno"), "Alergia registrada: ibuprofeno."},
		{"a sentence", "Alergia a la amoxicilina", med("Clamoxyl", "amoxicilina trihidrato"), "Alergia registrada: Alergia a la amoxicilina."},
		{"words in another order", "Ácido acetilsalicílico", med("Adiro", "acetilsalicílico ácido"), "Alergia registrada: Ácido acetilsalicílico."},
		{"salts are not substances", "Metamizol e ibuprofeno", med("Metamizol sódico"), "Alergia registrada: Metamizol."},
		// By the group.
		{"a penicillin for «Penicilina»", "Penicilina", med("Amoxicilina", ""), "Alergia registrada: Penicilina (grupo penicilinas: amoxicilina)."},
		{"«alergia a penicilinas»", "alergia a penicilinas", med("Augmentine", "Amoxicilina y ácido clavulánico"),
			"Alergia registrada: alergia a penicilinas (grupo penicilinas: amoxicilina)."},
		{"accents and case", "PENICILÍNAS", med("cloxacilína"), "Alergia registrada: PENICILÍNAS (grupo penicilinas: cloxacilina)."},
		{"a member names its group", "Amoxicilina", med("Piperacilina/tazobactam"), "Alergia registrada: Amoxicilina (grupo penicilinas: piperacilina)."},
		{"by the ATC code alone", "Penicilina", medicationNames{names: []string{"Clamoxyl", ""}, atc: "j01ca04"},
			"Alergia registrada: Penicilina (grupo penicilinas: Clamoxyl)."},
		{"NSAIDs by «AINE»", "AINEs", med("Neobrufen", "ibuprofeno"), "Alergia registrada: AINEs (grupo AINE y salicilatos: ibuprofeno)."},
		{"«AAS» is aspirin", "AAS", med("Aspirina"), "Alergia registrada: AAS (grupo AINE y salicilatos: aspirina)."},
		{"aspirin for an NSAID", "ibuprofeno", med("Adiro", "Ácido acetilsalicílico"),
			"Alergia registrada: ibuprofeno (grupo AINE y salicilatos: ácido acetilsalicílico)."},
		{"a topical NSAID by its code", "Alergia a AINE", medicationNames{names: []string{"Voltadol"}, atc: "M02AA15"},
			"Alergia registrada: Alergia a AINE (grupo AINE y salicilatos: Voltadol)."},
		{"betalactams are every group", "Betalactámicos", med("Ceftriaxona"), "Alergia registrada: Betalactámicos (grupo cefalosporinas: ceftriaxona)."},
		{"sulfonamides", "sulfamidas", med("Septrin", "sulfametoxazol y trimetoprima"),
			"Alergia registrada: sulfamidas (grupo sulfamidas antibacterianas: sulfametoxazol)."},
		{"macrolides", "Eritromicina", med("Klacid", "claritromicina"), "Alergia registrada: Eritromicina (grupo macrólidos: claritromicina)."},
		{"quinolones", "quinolonas", med("Levofloxacino"), "Alergia registrada: quinolonas (grupo quinolonas: levofloxacino)."},
		{"opioids by the group", "Opiáceos", med("Tramadol"), "Alergia registrada: Opiáceos (grupo opioides: tramadol)."},
		{"iodinated contrast", "contrastes yodados", med("Omnipaque", "iohexol"), "Alergia registrada: contrastes yodados (grupo contrastes yodados: iohexol)."},
		{"metamizol is its own group", "Nolotil", med("Metamizol"), "Alergia registrada: Nolotil (grupo metamizol y pirazolonas: metamizol)."},
		// Cross-reactivity: a warning.
		{"a cephalosporin for a penicillin allergy", "Penicilina", med("Ceftriaxona", ""), "Posible reacción cruzada: Penicilina y cefalosporinas."},
		{"a carbapenem too", "amoxicilina", medicationNames{names: []string{"Meronem"}, atc: "J01DH02"}, "Posible reacción cruzada: amoxicilina y carbapenémicos."},
		{"metamizol for an NSAID allergy", "AINE", med("Nolotil", "metamizol magnésico"), "Posible reacción cruzada: AINE y metamizol y pirazolonas."},
		{"a refusal outranks a warning", "Látex, cefalosporinas, penicilina", med("Cefazolina"),
			"Alergia registrada: cefalosporinas (grupo cefalosporinas: cefazolina)."},
		// No false positives.
		{"paracetamol is no NSAID", "AINE", med("Paracetamol"), ""},
		{"an unrelated antibiotic", "Penicilina", med("Levofloxacino", ""), ""},
		{"an ATC code of another group", "Penicilina", medicationNames{names: []string{"Zitromax"}, atc: "J01FA10"}, ""},
		{"an acid is not every acid", "Ácido acetilsalicílico", med("Ácido fólico"), ""},
		{"none known", "No conocidas", med("Paracetamol"), ""},
		{"none known, a brand alike", "Sin alergias conocidas", med("Alergoftal colirio"), ""},
		{"nothing written", "", med("Amoxicilina"), ""},
		{"latex is not a drug", "Látex", med("Amoxicilina", "amoxicilina"), ""},
		{"one opioid is not all", "Codeína", med("Fentanilo"), ""},
		{"metamizol is not an NSAID", "Metamizol", med("Ibuprofeno"), ""},
		{"trimethoprim alone is no sulfonamide", "sulfamidas", medicationNames{names: []string{"Trimetoprima"}, atc: "J01EA01"}, ""},
		{"shellfish is not contrast", "Marisco", med("Iohexol"), ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			found, ok := findAllergy(allergiesOf(tc.allergies), tc.med)
			got := ""
			if ok {
				got = found.message()
			}
			if got != tc.want || ok != (tc.want != "") {
				t.Errorf("findAllergy(%q, %+v) = %q, %v; want %q", tc.allergies, tc.med, got, ok, tc.want)
			}
			if ok && found.Cross != (tc.want[0] == 'P') {
				t.Errorf("a cross-reactivity is a warning, an allergy a refusal: %+v", found)
			}
		})
	}
}

// The data file: every group has a name, terms, its sources named (and described), ATC prefixes the WHO
// would write, cross-reactive groups that exist; the groups the issue names are there.
func TestAllergyGroupsData(t *testing.T) {
	atc := regexp.MustCompile(`^[A-Z]([0-9]{2}([A-Z]([A-Z]([0-9]{2})?)?)?)?$`)
	seen := map[string]bool{}
	for _, g := range allergyGroups.Groups {
		if g.ID == "" || g.Name == "" || len(g.Terms) == 0 || len(g.Sources) == 0 || seen[g.ID] {
			t.Errorf("group %+v: an id of its own, a name, terms and sources", g)
		}
		seen[g.ID] = true
		for _, s := range g.Sources {
			if allergyGroups.Sources[s] == "" {
				t.Errorf("group %s: source %q is not described", g.ID, s)
			}
		}
		for _, p := range g.ATCPrefixes {
			if !atc.MatchString(p) {
				t.Errorf("group %s: ATC prefix %q", g.ID, p)
			}
		}
		if !g.NonDrug && len(g.Members) == 0 && len(g.ATCPrefixes) == 0 {
			t.Errorf("group %s: a drug group needs members or ATC prefixes", g.ID)
		}
		for i, m := range g.members {
			if len(m) == 0 {
				t.Errorf("group %s: member %q has no word to match", g.ID, g.Members[i])
			}
		}
		for _, id := range g.CrossReactive {
			if allergyGroups.byID(id) == nil {
				t.Errorf("group %s: cross-reactive %q does not exist", g.ID, id)
			}
		}
	}
	for _, id := range []string{"penicilinas", "cefalosporinas", "aine", "metamizol", "sulfamidas", "macrolidos",
		"quinolonas", "opioides", "contrastes-yodados", "latex"} {
		if !seen[id] {
			t.Errorf("group %s is missing", id)
		}
	}
	if latex := allergyGroups.byID("latex"); latex == nil || !latex.NonDrug {
		t.Error("latex is noted as non-drug")
	}
}
