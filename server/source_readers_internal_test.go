package server

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Readers of the sources that the contract tests between the server and the UI compare: the server's own
// Go files, and the UI's TypeScript files (read as tokens, enough for object literals and string tables).

// serverFile is one non-test Go file of this package, parsed.
type serverFile struct {
	name string
	file *ast.File
	fset *token.FileSet
}

func (f serverFile) position(p token.Pos) string { return f.fset.Position(p).String() }

// parseServerFiles parses every non-test Go file of this package.
func parseServerFiles(t *testing.T) []serverFile {
	t.Helper()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var out []serverFile
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("parse %s: %v", name, err)
		}
		out = append(out, serverFile{name: name, file: f, fset: fset})
	}
	if len(out) == 0 {
		t.Fatal("no Go files found: run the test from the server folder")
	}
	return out
}

// readUIFile reads a file of the UI, by its path from the repository's root.
func readUIFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(path)))
	if err != nil {
		t.Fatalf("read the UI's %s: %v", path, err)
	}
	return string(b)
}

// objectKeys reads the top-level keys of the object literal assigned to the TypeScript const name: plain
// identifiers and quoted names before a colon, skipping comments, strings and nested brackets.
func objectKeys(source, name string) ([]string, error) {
	start := regexp.MustCompile(`const\s+` + name + `\b[^=]*=\s*\{`).FindStringIndex(source)
	if start == nil {
		return nil, errNotFound(name)
	}
	tokens := tsTokens(source[start[1]:])
	var keys []string
	depth := 0
	for i, tok := range tokens {
		switch tok.text {
		case "{", "[", "(":
			depth++
			continue
		case "}", "]", ")":
			if depth == 0 {
				return keys, nil
			}
			depth--
			continue
		}
		if depth != 0 || i+1 >= len(tokens) || tokens[i+1].text != ":" {
			continue
		}
		atEntryStart := i == 0 || tokens[i-1].text == ","
		if !atEntryStart {
			continue
		}
		switch {
		case tok.kind == tsString:
			keys = append(keys, tok.value)
		case tok.kind == tsWord:
			keys = append(keys, tok.text)
		}
	}
	return nil, errUnclosed(name)
}

type errNotFound string

func (e errNotFound) Error() string { return "no const " + string(e) + " = { ... }" }

type errUnclosed string

func (e errUnclosed) Error() string { return "the object of " + string(e) + " is not closed" }

// tsTokenKind is what a TypeScript token is, as far as these tests need.
type tsTokenKind int

const (
	tsPunct    tsTokenKind = iota
	tsWord                 // an identifier, keyword or number
	tsString               // '…' or "…"
	tsTemplate             // `…`, with each ${…} as {}
)

type tsToken struct {
	kind  tsTokenKind
	text  string // as written
	value string // a string's or template's text, escapes read
}

// tsTokens splits TypeScript source into words, strings, templates and single punctuation marks, leaving
// out comments and whitespace. It is no TypeScript parser: it reads the plain object literals and string
// tables of the UI's own files. Regular expression literals are not recognised (the files read have none).
func tsTokens(src string) []tsToken {
	var out []tsToken
	rs := []rune(src)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case r == '/' && i+1 < len(rs) && rs[i+1] == '/':
			for i < len(rs) && rs[i] != '\n' {
				i++
			}
		case r == '/' && i+1 < len(rs) && rs[i+1] == '*':
			i += 2
			for i < len(rs) && !(rs[i] == '*' && i+1 < len(rs) && rs[i+1] == '/') {
				i++
			}
			i += 2
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
			i++
		case r == '\'' || r == '"':
			value, next := tsQuoted(rs, i)
			out = append(out, tsToken{kind: tsString, text: string(rs[i:next]), value: value})
			i = next
		case r == '`':
			value, next := tsTemplateText(rs, i)
			out = append(out, tsToken{kind: tsTemplate, text: string(rs[i:next]), value: value})
			i = next
		case r == '_' || r == '$' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			j := i
			for j < len(rs) && (rs[j] == '_' || rs[j] == '$' || rs[j] == '.' && rs[i] >= '0' && rs[i] <= '9' ||
				rs[j] >= '0' && rs[j] <= '9' || rs[j] >= 'a' && rs[j] <= 'z' || rs[j] >= 'A' && rs[j] <= 'Z') {
				j++
			}
			out = append(out, tsToken{kind: tsWord, text: string(rs[i:j])})
			i = j
		default:
			out = append(out, tsToken{kind: tsPunct, text: string(r)})
			i++
		}
	}
	return out
}

// tsQuoted reads the '…' or "…" string starting at i: its value and the index after it.
func tsQuoted(rs []rune, i int) (string, int) {
	quote := rs[i]
	var b strings.Builder
	for j := i + 1; j < len(rs); j++ {
		switch rs[j] {
		case '\\':
			if j+1 < len(rs) {
				b.WriteRune(tsEscape(rs[j+1]))
				j++
			}
		case quote, '\n':
			return b.String(), j + 1
		default:
			b.WriteRune(rs[j])
		}
	}
	return b.String(), len(rs)
}

// tsTemplateText reads the `…` template starting at i: its text with each ${…} written {}, and the index
// after it. Templates nested in a placeholder are skipped with it.
func tsTemplateText(rs []rune, i int) (string, int) {
	var b strings.Builder
	for j := i + 1; j < len(rs); j++ {
		switch {
		case rs[j] == '\\':
			if j+1 < len(rs) {
				b.WriteRune(tsEscape(rs[j+1]))
				j++
			}
		case rs[j] == '`':
			return b.String(), j + 1
		case rs[j] == '$' && j+1 < len(rs) && rs[j+1] == '{':
			b.WriteString("{}")
			depth := 0
			for j++; j < len(rs); j++ {
				switch rs[j] {
				case '{':
					depth++
				case '}':
					depth--
				case '`':
					_, next := tsTemplateText(rs, j)
					j = next - 1
				case '\'', '"':
					_, next := tsQuoted(rs, j)
					j = next - 1
				}
				if depth == 0 {
					break
				}
			}
		default:
			b.WriteRune(rs[j])
		}
	}
	return b.String(), len(rs)
}

func tsEscape(r rune) rune {
	switch r {
	case 'n':
		return '\n'
	case 't':
		return '\t'
	}
	return r
}
