package server

import (
	"go/ast"
	"go/token"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// DESIGN 4: the server validates every payload "with the same Spanish messages as the UI's zod schemas",
// and SPEC's Spanish strings are used verbatim. These tests read the messages of both sides from their
// sources (the server's Go files, the UI's Spanish texts and schemas) and compare them.

// sharedMessages are written byte for byte by the server and by the UI ({} is a blank the message is
// given, a ${…} of the UI): SPEC 5's messages (its English ones and "username" as DESIGN 4 words them in
// Spanish), DESIGN's, and the shared ones of our own. SPEC's "La visibilidad es requerida." is not among
// them: the server takes a post without one as "both" (SPEC's default).
var sharedMessages = []string{
	// SPEC 5: sign-in and change password.
	"El correo electrónico o usuario es obligatorio.",
	"La contraseña es obligatoria.",
	"La contraseña debe tener al menos 6 caracteres.",
	"La contraseña actual es obligatoria.",
	"La nueva contraseña es obligatoria.",
	"La nueva contraseña debe tener al menos 6 caracteres.",
	"Por favor, confirma tu nueva contraseña.",
	"Las contraseñas deben coincidir.",
	// SPEC 5: staff and social workers.
	"El nombre completo es requerido.",
	"El cargo es requerido.",
	"Correo inválido.",
	"El nombre de usuario es requerido.",
	"El teléfono es requerido.",
	"La contraseña es requerida.",
	"La confirmación de contraseña es requerida.",
	"El área es requerida.",
	"El número de licencia es requerido.",
	// SPEC 5: notes, the wizard, vital signs, incidents, the Kardex, doses.
	"La fecha es requerida.",
	"La hora es requerida.",
	"La observación principal es requerida.",
	"La observación es requerida.",
	"El residente es requerido.",
	"Las observaciones son requeridas.",
	"Campo requerido: {}",
	"Debe ser positivo.",
	"El turno es requerido.",
	"La situación es requerida.",
	"Ingrese la respuesta del médico.",
	"Ingrese la respuesta del familiar.",
	"Explique la intervención.",
	"Debe haber al menos un medicamento en el Kardex.",
	"Seleccione el medicamento.",
	"Ingrese la dosis.",
	"Ingrese la frecuencia.", // an entry without times nor «si precisa» (SPEC's, kept «Sin horario»)
	"Seleccione la vía de administración.",
	"El medicamento es requerido.",
	// SPEC 5: activities and posts.
	"La fecha de inicio es requerida.",
	"La hora de inicio es requerida.",
	"La fecha de finalización es requerida.",
	"La hora de finalización es requerida.",
	"El título es requerido.",
	"La descripción es requerida.",
	"El lugar es requerido.",
	"El contenido es requerido.",
	"La foto es requerida.",
	// DESIGN 8: a reading or a range limit no body can have, with the measure's limits; DESIGN 3.
	"Valor imposible ({}–{}).",
	"El asistente no está configurado.",
	// Our own, shared by many forms: vital ranges, dates and times, text lengths.
	"Indica el mínimo y el máximo.",
	"El máximo debe ser mayor que el mínimo.",
	"Fecha no válida.",
	"Hora no válida.",
	"Es demasiado largo (máximo {} caracteres).",
	// DESIGN 9: the inventory's ATC code, and the Kardex's allergy override.
	"El código ATC no es válido (por ejemplo, J01CA04).",
	"Explique por qué se prescribe pese a la alergia.",
	// Issue 25: the author of a handover's notes does not mark it read (the UI says why its button is off).
	"Has escrito notas en este parte: debe marcarlo como leído quien recibe el turno.",
	// Issue 26: the username rule, checked by the forms before the server.
	"El nombre de usuario no puede contener espacios ni @.",
	"El nombre de usuario solo puede contener letras de la a a la z (sin tildes ni ñ), números, puntos, guiones y guiones bajos.",
	"El nombre de usuario debe tener entre 3 y 40 caracteres.",
}

// designServerMessages are DESIGN's verbatim messages that only the server writes: the UI shows them as
// the server sends them.
var designServerMessages = []string{
	"El residente está archivado.",                 // DESIGN 7: a record for an archived resident (409)
	"No tienes permiso para realizar esta acción.", // DESIGN 3: a refused call (403)
}

// notDrift are UI texts that read like a server message but are deliberately another text, with why.
var notDrift = map[string]string{
	"Escribe tu pregunta…": "the assistant's placeholder; the server's message for an empty question ends with a full stop",
}

// TestSharedMessagesAreWrittenOnBothSides: each of sharedMessages is a message of the server and a text of
// the UI, and each of designServerMessages a message of the server.
func TestSharedMessagesAreWrittenOnBothSides(t *testing.T) {
	server, ui := serverMessages(t), uiTexts(t)
	for _, m := range sharedMessages {
		if _, ok := server[m]; !ok {
			t.Errorf("the server has no message %q%s", m, closest(m, server))
		}
		if _, ok := ui[m]; !ok {
			t.Errorf("the UI has no text %q%s", m, closest(m, ui))
		}
	}
	for _, m := range designServerMessages {
		if _, ok := server[m]; !ok {
			t.Errorf("the server has no message %q%s", m, closest(m, server))
		}
	}
}

// TestUIMessagesAreTheServers: a UI text that is a server message but for case, accents, punctuation at
// its ends, spaces, the agreement of its words (largo and larga) or its numbers and blanks is meant to be
// that message and has drifted from it: the UI must write it as the server does (numbers may differ where
// one side has a blank, or both write a different number: "máximo 2 MB" and "máximo 10 MB" are two rules).
func TestUIMessagesAreTheServers(t *testing.T) {
	server, ui := serverMessages(t), uiTexts(t)
	if len(server) < 100 {
		t.Fatalf("found only %d server messages: the reader lost its way", len(server))
	}
	bySkeleton := map[string][]string{}
	for m := range server {
		k := skeleton(m)
		bySkeleton[k] = append(bySkeleton[k], m)
	}
	var drifts []string
	for text, where := range ui {
		if _, ok := notDrift[text]; ok {
			continue
		}
		var from []string
		for _, m := range bySkeleton[skeleton(text)] {
			if !sameMessage(text, m) {
				from = append(from, quote(m)+" ("+server[m][0]+")")
			}
		}
		if len(from) > 0 {
			slices.Sort(from)
			drifts = append(drifts, "the UI's "+quote(text)+" ("+strings.Join(where, ", ")+") drifted from the server's "+
				strings.Join(from, ", "))
		}
	}
	sort.Strings(drifts)
	for _, d := range drifts {
		t.Error(d)
	}
	for text := range notDrift {
		if _, ok := ui[text]; !ok {
			t.Errorf("notDrift names %q, which the UI no longer writes", text)
		}
	}
}

// serverMessages is every message the server answers a refused request with, as text (a concatenation's
// or a fmt format's non-literal parts written {}, as the UI's templates' ${…} are; a constant read as its
// value), mapped to where it is written. A message is what is given as the message of validation's
// check, required and email, of fieldError and newError, an Error's Message, a field error set by hand
// (e.Fields[f] = …), and every text of the constants named msg… and the variables named …Messages. A
// message given as a call (m.impossibleMessage()) is what that function returns; one given as a field
// (rule.notImage) is every value that field has in the package's composite literals.
func serverMessages(t *testing.T) map[string][]string {
	files := parseServerFiles(t)
	consts := goStringConsts(files)
	returns, fields := goFuncReturns(files), goFieldValues(files)
	out := map[string][]string{}
	seen := map[ast.Expr]bool{} // a function that returns a call to itself is followed once
	var add func(f serverFile, expr ast.Expr)
	add = func(f serverFile, expr ast.Expr) {
		if seen[expr] {
			return
		}
		seen[expr] = true
		if text, ok := goText(expr, consts); ok {
			if looksLikeMessage(text) {
				out[text] = append(out[text], f.position(expr.Pos()))
			}
			return
		}
		switch e := expr.(type) {
		case *ast.CallExpr:
			for _, r := range returns[calleeName(e)] {
				add(r.file, r.expr)
			}
		case *ast.SelectorExpr:
			for _, v := range fields[e.Sel.Name] {
				add(v.file, v.expr)
			}
		}
	}
	// The argument that is the message, by function name (-1: the last).
	sinks := map[string]int{"check": -1, "required": -1, "email": -1, "fieldError": 2, "newError": 1}
	for _, f := range files {
		ast.Inspect(f.file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if i, ok := sinks[calleeName(n)]; ok && len(n.Args) > 1 {
					if i < 0 {
						i = len(n.Args) - 1
					}
					if i < len(n.Args) {
						add(f, n.Args[i])
					}
				}
			case *ast.CompositeLit:
				if id, ok := n.Type.(*ast.Ident); ok && id.Name == "Error" {
					for _, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok && isIdent(kv.Key, "Message") {
							add(f, kv.Value)
						}
					}
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if ix, ok := lhs.(*ast.IndexExpr); ok && i < len(n.Rhs) {
						if sel, ok := ix.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "Fields" {
							add(f, n.Rhs[i])
						}
					}
				}
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if (strings.HasPrefix(name.Name, "msg") || strings.HasSuffix(name.Name, "Messages")) && i < len(n.Values) {
						ast.Inspect(n.Values[i], func(m ast.Node) bool {
							if lit, ok := m.(*ast.BasicLit); ok && lit.Kind == token.STRING {
								add(f, lit)
							}
							return true
						})
					}
				}
			}
			return true
		})
	}
	return out
}

// uiTexts is every string and template (its ${…} written {}) of the UI's Spanish texts and its zod
// schemas, mapped to the files that write it.
func uiTexts(t *testing.T) map[string][]string {
	var paths []string
	for _, pattern := range []string{"ui/src/i18n/es/*.ts", "ui/src/**/*schema*.ts"} {
		paths = append(paths, uiGlob(t, pattern)...)
	}
	out := map[string][]string{}
	for _, p := range paths {
		for _, tok := range tsTokens(readUIFile(t, p)) {
			if (tok.kind == tsString || tok.kind == tsTemplate) && !slices.Contains(out[tok.value], p) {
				out[tok.value] = append(out[tok.value], p)
			}
		}
	}
	return out
}

// looksLikeMessage: a sentence (or a blank first), not a field's or a column's name.
func looksLikeMessage(text string) bool {
	r, _ := utf8.DecodeRuneInString(text)
	return unicode.IsUpper(r) || r == '¿' || r == '¡' || strings.HasPrefix(text, "{}")
}

// number is a number as a message writes it (6, 2000, 1.000.000, 35,5).
var number = regexp.MustCompile(`\d[\d.,]*\d|\d`)

// skeleton is what is left of a message to tell which one it is: lower case, no accents, no punctuation
// at its ends, single spaces, each word's closing o, a, os or as (the agreement) left out, and numbers and
// blanks as #.
func skeleton(text string) string {
	plain, _, _ := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), text)
	plain = strings.ReplaceAll(number.ReplaceAllString(strings.ToLower(plain), "#"), "{}", "#")
	words := strings.Fields(strings.TrimRight(strings.TrimLeft(plain, "¿¡ "), ".!?…:; "))
	for i, w := range words {
		for _, ending := range []string{"os", "as", "o", "a"} {
			if len(w) > len(ending)+1 && strings.HasSuffix(w, ending) {
				words[i] = strings.TrimSuffix(w, ending) + "*"
				break
			}
		}
	}
	return strings.Join(words, " ")
}

// sameMessage: a and b are the same text but for numbers, or a blank of one where the other writes
// something.
func sameMessage(a, b string) bool {
	return a == b || pattern(a).MatchString(b) || pattern(b).MatchString(a)
}

// pattern matches the texts that m is a form of: its blanks filled with anything, its numbers any numbers.
func pattern(m string) *regexp.Regexp {
	var b strings.Builder
	for i, part := range strings.Split(m, "{}") {
		if i > 0 {
			b.WriteString(".+")
		}
		last := 0
		for _, loc := range number.FindAllStringIndex(part, -1) {
			b.WriteString(regexp.QuoteMeta(part[last:loc[0]]))
			b.WriteString(`\d[\d.,]*`)
			last = loc[1]
		}
		b.WriteString(regexp.QuoteMeta(part[last:]))
	}
	return regexp.MustCompile("^" + b.String() + "$")
}

// closest names the texts of the same skeleton, to show what a missing message became.
func closest(m string, texts map[string][]string) string {
	var near []string
	for text := range texts {
		if skeleton(text) == skeleton(m) {
			near = append(near, quote(text))
		}
	}
	slices.Sort(near)
	if len(near) == 0 {
		return ""
	}
	return " (but " + strings.Join(near, ", ") + ")"
}

func quote(s string) string { return "«" + s + "»" }
