package store

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Normalize folds text for accent- and case-insensitive search: "José Núñez" -> "jose nunez".
// The UI's search normaliser does the same, so both sides agree on what matches.
func Normalize(s string) string {
	folded := s
	if !isASCII(s) { // only letters beyond ASCII carry accents; the fold's buffers are reused
		t := foldAccents.Get().(transform.Transformer)
		var err error
		if folded, _, err = transform.String(t, s); err != nil {
			folded = s
		}
		foldAccents.Put(t)
	}
	return strings.ToLower(strings.Join(strings.Fields(folded), " "))
}

// foldAccents are transformers that take the accents off letters (transform.String resets one before use).
var foldAccents = sync.Pool{New: func() any {
	return transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
}}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
