package server

import (
	"strings"
	"unicode/utf8"
)

// Usernames are typed at sign-in and shown in lists and chats (issue 26): letters a-z, digits and . - _,
// 3 to 40 characters, kept lower-case (sign-in by username ignores case). No spaces, no @ (an identifier
// with @ is read as an e-mail, and a username equal to someone's e-mail would sign in as them), no accents
// or other alphabets (look-alikes such as a Cyrillic «а»), no control characters, no markup. Accounts made
// before this rule keep their username, whatever it is, until it is changed: only a new or changed one is
// checked. A username that reads like another account's is refused by the store (409).
const (
	msgUsernameRequired = "El nombre de usuario es obligatorio."
	msgUsernameSpaces   = "El nombre de usuario no puede contener espacios ni @."
	msgUsernameChars    = "El nombre de usuario solo puede contener letras de la a a la z (sin tildes ni ñ), números, puntos, guiones y guiones bajos."
	msgUsernameLength   = "El nombre de usuario debe tener entre 3 y 40 caracteres."
)

// foldUsername is the username to keep for what was typed: the account's current one (current, "" for a
// new account) when typed again in any case, else the typed one lower-cased.
func foldUsername(typed, current string) string {
	typed = strings.TrimSpace(typed)
	if current != "" && strings.EqualFold(typed, current) {
		return current
	}
	return strings.ToLower(typed)
}

// validateUsername checks a folded username against the rule, unless it is the account's current one.
func validateUsername(v *validation, username, current string) {
	v.required(username, "username", msgUsernameRequired)
	if username != current {
		if msg := UsernameProblem(username); msg != "" {
			v.check(false, "username", msg)
		}
	}
}

// UsernameProblem says what is wrong with a new username, in Spanish ("" when nothing is); the command line
// that creates accounts asks it too.
func UsernameProblem(username string) string {
	switch n := utf8.RuneCountInString(username); {
	case strings.ContainsAny(username, " \t\n\r@"):
		return msgUsernameSpaces
	case strings.IndexFunc(username, notUsernameRune) >= 0:
		return msgUsernameChars
	case n < 3 || n > 40:
		return msgUsernameLength
	}
	return ""
}

// msgUsernameLookalike: a new username reads like an existing account's (409).
func msgUsernameLookalike(existing string) string {
	return "Ya existe un usuario con un nombre casi igual: " + existing + "."
}

func notUsernameRune(r rune) bool {
	return !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '.' || r == '-' || r == '_')
}
