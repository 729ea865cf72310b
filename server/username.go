package server

import (
	"strings"
	"unicode"
)

// Usernames are typed at sign-in and shown in lists and chats: letters (any alphabet's: ñ, á), digits
// and . - _ only. No spaces, no @ (an identifier with @ is read as an e-mail, and a username equal to
// someone's e-mail would sign in as them), no control characters such as NUL, no markup.
const (
	msgUsernameSpaces = "El nombre de usuario no puede contener espacios ni @."
	msgUsernameChars  = "El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos."
)

func validateUsername(v *validation, username string) {
	v.required(username, "username", "El nombre de usuario es obligatorio.")
	trimmed := strings.TrimSpace(username)
	v.check(!strings.ContainsAny(trimmed, " \t\n\r@"), "username", msgUsernameSpaces)
	v.check(strings.IndexFunc(trimmed, notUsernameRune) < 0, "username", msgUsernameChars)
	v.maxLen(username, 60, "username")
}

func notUsernameRune(r rune) bool {
	if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) { // marks: an accent typed apart
		return false
	}
	return !strings.ContainsRune(".-_", r)
}
