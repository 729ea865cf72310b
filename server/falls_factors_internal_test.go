package server

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The falls register's checklists are a contract with the UI: ui/src/features/falls/factors.ts lists the same
// keys in the same order, and ui/src/i18n/es/falls.ts says each the way the PDF prints it.
func TestFallFactorsAgreeWithTheUI(t *testing.T) {
	factors := readUIFile(t, "ui/src/features/falls/factors.ts")
	labels := readUIFile(t, "ui/src/i18n/es/falls.ts")
	for _, c := range []struct {
		array, object string
		list          []fallFactor
	}{{"INTRINSIC_FACTORS", "intrinsic", fallIntrinsic}, {"EXTRINSIC_FACTORS", "extrinsic", fallExtrinsic}} {
		block := regexp.MustCompile(`(?s)export const ` + c.array + ` = \[(.*?)\] as const`).FindStringSubmatch(factors)
		if block == nil {
			t.Fatalf("factors.ts: no %s", c.array)
		}
		var ui []string
		for _, m := range regexp.MustCompile(`'([^']+)'`).FindAllStringSubmatch(block[1], -1) {
			ui = append(ui, m[1])
		}
		var server []string
		for _, f := range c.list {
			server = append(server, f.key)
		}
		if !slices.Equal(ui, server) {
			t.Errorf("%s: the UI lists %v, the server %v", c.array, ui, server)
		}
		object := regexp.MustCompile(`(?s)\n  ` + c.object + `: \{(.*?)\n  \}`).FindStringSubmatch(labels)
		if object == nil {
			t.Fatalf("falls.ts: no %s labels", c.object)
		}
		for _, f := range c.list {
			entry := regexp.MustCompile(`(?m)^\s*'?` + regexp.QuoteMeta(f.key) + `'?: '([^']*)',`).FindStringSubmatch(object[1])
			if entry == nil || strings.TrimSpace(entry[1]) != f.label {
				t.Errorf("%s %q: the UI says %v, the PDF %q", c.object, f.key, entry, f.label)
			}
		}
	}
}
