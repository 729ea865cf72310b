package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Look-alike usernames (issue 26): a new or renamed account may not read like an existing one, as «аdmin»
// (Cyrillic а) next to «admin» would. Two usernames are look-alikes when their skeletons are equal, after
// Unicode TR39's confusable skeleton, here with a small explicit table instead of the whole of TR39's data:
//
//  1. lower-cased, and compatibility-decomposed without its marks (NFKD: «ñ» reads «n», «ａ» reads «a»);
//  2. each character of lookalikeRunes replaced by the letter it reads as;
//  3. the separators . _ - dropped («ana.gil», «ana_gil» and «anagil» read alike);
//  4. the letter pairs of lookalikePairs replaced by the letter they read as («rn» reads «m»).
//
// The same username in another case is no look-alike: the unique index refuses it with its own message.

// lookalikeRunes: characters that read as one Latin letter. Digits and «i» read as the letters they are
// taken for in a list; the rest are Cyrillic, Greek and Latin letters drawn like a-z ones, for accounts made
// before usernames were a-z only.
var lookalikeRunes = map[rune]rune{
	'0': 'o', '1': 'l', 'i': 'l',
	// Cyrillic
	'а': 'a', 'в': 'b', 'е': 'e', 'һ': 'h', 'і': 'l', 'ӏ': 'l', 'ј': 'j', 'к': 'k', 'м': 'm', 'н': 'h',
	'о': 'o', 'р': 'p', 'с': 'c', 'ѕ': 's', 'т': 't', 'у': 'y', 'х': 'x', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w',
	'ү': 'y',
	// Greek
	'α': 'a', 'β': 'b', 'ε': 'e', 'η': 'n', 'ι': 'l', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't',
	'υ': 'u', 'χ': 'x', 'ϲ': 'c', 'ϳ': 'j',
	// Latin
	'ı': 'l', 'ɑ': 'a', 'ɡ': 'g', 'ł': 'l', 'ø': 'o', 'đ': 'd',
}

// lookalikePairs: pairs of letters drawn like one letter in most fonts.
var lookalikePairs = strings.NewReplacer("rn", "m", "vv", "w")

// usernameSkeleton is what a username reads as; look-alikes have the same one.
func usernameSkeleton(username string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(strings.ToLower(strings.TrimSpace(username))) {
		switch {
		case unicode.Is(unicode.Mn, r), strings.ContainsRune("._-", r):
			continue
		}
		if to, ok := lookalikeRunes[r]; ok {
			r = to
		}
		b.WriteRune(r)
	}
	return lookalikePairs.Replace(b.String())
}

// LookalikeError: the username reads like Existing's, another account's username.
type LookalikeError struct{ Existing string }

func (e *LookalikeError) Error() string {
	return fmt.Sprintf("store: username reads like %q", e.Existing)
}

// checkNotLookalike refuses, inside a write's transaction, a username that reads like another account's
// (deactivated ones included: their names stay on what they signed). exceptID is the account being renamed.
func checkNotLookalike(ctx context.Context, tx *sql.Tx, username, exceptID string) error {
	want := usernameSkeleton(username)
	rows, err := tx.QueryContext(ctx, `SELECT username FROM users WHERE id <> ?`, exceptID)
	if err != nil {
		return fmt.Errorf("usernames: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var existing string
		if err := rows.Scan(&existing); err != nil {
			return fmt.Errorf("usernames: %w", err)
		}
		if !strings.EqualFold(existing, strings.TrimSpace(username)) && usernameSkeleton(existing) == want {
			return &LookalikeError{Existing: existing}
		}
	}
	return rows.Err()
}
