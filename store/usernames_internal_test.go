package store

import "testing"

// The skeleton table: what reads alike has one skeleton, what only looks related does not.
func TestUsernameSkeletons(t *testing.T) {
	alike := [][2]string{
		{"admin", "аdmin"},     // Cyrillic а
		{"admin", "АDMIN"},     // Cyrillic А, upper case
		{"lucia", "lucía"},     // an accent
		{"begona", "begoña"},   // ñ
		{"admin", "ａｄｍｉｎ"},     // full-width
		{"admin", "adm1n"},     // 1 for i
		{"lola", "1o1a"},       // 1 for l
		{"lola", "l0la"},       // 0 for o
		{"admin", "adrnin"},    // rn for m
		{"wences", "vvences"},  // vv for w
		{"ana.gil", "ana_gil"}, // separators
		{"ana.gil", "anagil"},  // no separator
		{"carmen", "саrmеn"},   // Cyrillic с, а, е
		{"pepe", "ρeρe"},       // Greek ρ
		{"oscar", "øscar"},     // a Latin letter with a stroke
	}
	for _, p := range alike {
		if a, b := usernameSkeleton(p[0]), usernameSkeleton(p[1]); a != b {
			t.Errorf("%q (%q) and %q (%q) should read alike", p[0], a, p[1], b)
		}
	}
	apart := [][2]string{{"ana", "ane"}, {"ana1", "ana2"}, {"persona1", "persona2"}, {"maria", "mario"}, {"rn", "rnn"},
		{"javier.ortega", "javier.ortiz"}, {"social", "social2"}}
	for _, p := range apart {
		if usernameSkeleton(p[0]) == usernameSkeleton(p[1]) {
			t.Errorf("%q and %q should not read alike (%q)", p[0], p[1], usernameSkeleton(p[0]))
		}
	}
}
