package server

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
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

// goExpr is an expression and the file it is in.
type goExpr struct {
	file serverFile
	expr ast.Expr
}

// goFuncReturns is what each function and method of the package returns (one result), by name.
func goFuncReturns(files []serverFile) map[string][]goExpr {
	out := map[string][]goExpr{}
	for _, f := range files {
		for _, decl := range f.file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false
				}
				if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
					out[fn.Name.Name] = append(out[fn.Name.Name], goExpr{f, ret.Results[0]})
				}
				return true
			})
		}
	}
	return out
}

// goFieldValues is every value given to a field in the package's keyed composite literals, by field name.
func goFieldValues(files []serverFile) map[string][]goExpr {
	out := map[string][]goExpr{}
	for _, f := range files {
		ast.Inspect(f.file, func(n ast.Node) bool {
			if kv, ok := n.(*ast.KeyValueExpr); ok {
				if key, ok := kv.Key.(*ast.Ident); ok {
					out[key.Name] = append(out[key.Name], goExpr{f, kv.Value})
				}
			}
			return true
		})
	}
	return out
}

// calleeName is the name of the function or method a call calls.
func calleeName(call *ast.CallExpr) string {
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		return fn.Name
	case *ast.SelectorExpr:
		return fn.Sel.Name
	}
	return ""
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// goStringConsts is the value of each package-level string constant written as a literal (or a sum of them).
func goStringConsts(files []serverFile) map[string]string {
	consts := map[string]string{}
	for _, f := range files {
		for _, decl := range f.file.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i < len(vs.Values) {
						if text, ok := goText(vs.Values[i], nil); ok && !strings.Contains(text, "{}") {
							consts[name.Name] = text
						}
					}
				}
			}
		}
	}
	return consts
}

// goVerb is a fmt verb, written {} in a format's text.
var goVerb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)

// goText is expr as text when it is a string literal, a string constant, a concatenation with at least one
// literal, or a fmt.Sprintf or fmt.Errorf call.
func goText(expr ast.Expr, consts map[string]string) (string, bool) {
	switch e := expr.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.Ident:
		s, ok := consts[e.Name]
		return s, ok
	case *ast.ParenExpr:
		return goText(e.X, consts)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		left, lok := goText(e.X, consts)
		right, rok := goText(e.Y, consts)
		if !lok && !rok {
			return "", false
		}
		if !lok {
			left = "{}"
		}
		if !rok {
			right = "{}"
		}
		return left + right, true
	case *ast.CallExpr:
		sel, ok := e.Fun.(*ast.SelectorExpr)
		if !ok || len(e.Args) == 0 {
			return "", false
		}
		if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "fmt" || (sel.Sel.Name != "Sprintf" && sel.Sel.Name != "Errorf") {
			return "", false
		}
		format, ok := goText(e.Args[0], consts)
		if !ok {
			return "", false
		}
		return goVerb.ReplaceAllString(format, "{}"), true
	}
	return "", false
}

// uiGlob lists the UI's files matching pattern (from the repository's root; ** is any folders), tests left
// out.
func uiGlob(t *testing.T, pattern string) []string {
	t.Helper()
	dir, file, _ := strings.Cut(pattern, "/**/")
	var out []string
	if file == "" {
		matches, err := filepath.Glob(filepath.Join("..", filepath.FromSlash(pattern)))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range matches {
			out = append(out, filepath.ToSlash(strings.TrimPrefix(m, ".."+string(filepath.Separator))))
		}
	} else {
		root := filepath.Join("..", filepath.FromSlash(dir))
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if ok, _ := filepath.Match(file, d.Name()); ok && !d.IsDir() {
				out = append(out, filepath.ToSlash(strings.TrimPrefix(path, ".."+string(filepath.Separator))))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	kept := out[:0]
	for _, p := range out {
		if !strings.Contains(p, ".test.") {
			kept = append(kept, p)
		}
	}
	sort.Strings(kept)
	if len(kept) == 0 {
		t.Fatalf("no UI file matches %s", pattern)
	}
	return kept
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
// out comments, regular expression literals and whitespace. It is no TypeScript parser: it reads the plain
// object literals and string tables of the UI's own files.
func tsTokens(src string) []tsToken {
	var out []tsToken
	rs := []rune(src)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case r == '/' && i+1 < len(rs) && rs[i+1] != '/' && rs[i+1] != '*' && tsRegexAllowed(out):
			i = tsSkipRegex(rs, i)
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

// tsRegexAllowed: a slash after these tokens opens a regular expression, not a division.
func tsRegexAllowed(before []tsToken) bool {
	if len(before) == 0 {
		return true
	}
	last := before[len(before)-1]
	switch last.kind {
	case tsPunct:
		return strings.Contains("(,=:[!&|?{};", last.text)
	case tsWord:
		return last.text == "return"
	}
	return false
}

// tsSkipRegex skips the regular expression literal starting at i (its flags too): the index after it.
func tsSkipRegex(rs []rune, i int) int {
	inClass := false
	for j := i + 1; j < len(rs); j++ {
		switch rs[j] {
		case '\\':
			j++
		case '[':
			inClass = true
		case ']':
			inClass = false
		case '\n':
			return j
		case '/':
			if !inClass {
				for j++; j < len(rs) && unicode.IsLetter(rs[j]); j++ {
				}
				return j
			}
		}
	}
	return len(rs)
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

// TestTSTokens: the reader keeps strings and templates whole, and skips comments and regular expressions.
func TestTSTokens(t *testing.T) {
	src := "const a = { b: 'it\\'s', 'c-d': `x ${f(`y`, '}')} z`, /* e: 'no' */ g: /['`]/.test(h) / 2 } // 'no'"
	var got []string
	for _, tok := range tsTokens(src) {
		if tok.kind == tsString || tok.kind == tsTemplate {
			got = append(got, tok.value)
		}
	}
	if want := []string{"it's", "c-d", "x {} z"}; !slices.Equal(got, want) {
		t.Errorf("texts = %q, want %q", got, want)
	}
	keys, err := objectKeys(src, "a")
	if want := []string{"b", "c-d", "g"}; err != nil || !slices.Equal(keys, want) {
		t.Errorf("keys = %q, %v; want %q", keys, err, want)
	}
}
