package server

import (
	"go/ast"
	"path/filepath"
	"slices"
	"testing"
)

// The UI file that maps each announced resource to the query keys it makes stale.
const invalidationKeysFile = "ui/src/invalidation-keys.ts"

// TestRecordKindsAnnounceListedResources: a record kind announces its path without the slash, which must
// be one of the listed resources (the UI's contract).
func TestRecordKindsAnnounceListedResources(t *testing.T) {
	type announcer interface{ resource() resource }
	kinds := []any{kardexRecords, assessmentRecords}
	for _, k := range listedRecordKinds {
		kinds = append(kinds, k)
	}
	for _, k := range kinds {
		rt, ok := k.(announcer)
		if !ok {
			t.Fatalf("record kind %T has no resource()", k)
		}
		if !slices.Contains(resources, rt.resource()) {
			t.Errorf("record kind %T announces %q, which is not in resources (invalidation.go)", k, rt.resource().name)
		}
	}
	seen := map[string]bool{}
	for _, r := range resources {
		if seen[r.name] {
			t.Errorf("resource %q is listed twice", r.name)
		}
		seen[r.name] = true
	}
	for _, r := range uncachedResources {
		if !seen[r.name] {
			t.Errorf("uncached resource %q is not in resources", r.name)
		}
	}
}

// TestResourcesAreMadeInOnePlace: resource values are written only in invalidation.go (and derived from a
// record kind's path), so every name announced is one of the list.
func TestResourcesAreMadeInOnePlace(t *testing.T) {
	for _, f := range parseServerFiles(t) {
		if filepath.Base(f.name) == "invalidation.go" {
			continue
		}
		ast.Inspect(f.file, func(n ast.Node) bool {
			if fn, ok := n.(*ast.FuncDecl); ok && fn.Name.Name == "resource" && fn.Recv != nil {
				return false // recordType.resource derives the kind's name from its path (checked above)
			}
			if lit, ok := n.(*ast.CompositeLit); ok {
				if id, ok := lit.Type.(*ast.Ident); ok && id.Name == "resource" {
					t.Errorf("%s: a resource is made outside invalidation.go; add a name there", f.position(lit.Pos()))
				}
			}
			return true
		})
	}
}

// TestUIKnowsEveryResource: ui/src/invalidation-keys.ts has an entry for every resource the server
// announces (but those listed as uncached), and no entry for a name the server never announces.
func TestUIKnowsEveryResource(t *testing.T) {
	keys, err := objectKeys(readUIFile(t, invalidationKeysFile), "keysByResource")
	if err != nil {
		t.Fatalf("%s: %v", invalidationKeysFile, err)
	}
	if len(keys) < 10 {
		t.Fatalf("%s: found only %d keys of keysByResource (%v): the parser lost its way", invalidationKeysFile, len(keys), keys)
	}
	inUI := map[string]bool{}
	for _, k := range keys {
		inUI[k] = true
	}
	announced := map[string]bool{}
	for _, r := range resources {
		announced[r.name] = true
		switch uncached := slices.Contains(uncachedResources, r); {
		case !inUI[r.name] && !uncached:
			t.Errorf("the server announces %q but keysByResource has no entry for it: add one, or list it in uncachedResources with why", r.name)
		case inUI[r.name] && uncached:
			t.Errorf("%q is in uncachedResources but keysByResource has an entry for it", r.name)
		}
	}
	for _, k := range keys {
		if !announced[k] {
			t.Errorf("keysByResource has %q, which the server never announces (invalidation.go)", k)
		}
	}
}
