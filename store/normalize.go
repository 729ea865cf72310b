package store

import (
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Normalize folds text for accent- and case-insensitive search: "José Núñez" -> "jose nunez".
// The UI's search normaliser does the same, so both sides agree on what matches.
func Normalize(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	folded, _, err := transform.String(t, s)
	if err != nil {
		folded = s
	}
	return strings.ToLower(strings.Join(strings.Fields(folded), " "))
}

// likePattern makes a LIKE pattern that finds needle anywhere, with % and _ taken literally.
func likePattern(needle string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(Normalize(needle)) + "%"
}
