package server

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The UI's body map names the server's regions, in the same order (ui/src/features/skin-lesions/body-map/
// body-regions.ts, REGION_IDS): a region drawn there but unknown here would be refused, and one known here but
// not drawn could not be picked.
func TestSkinLesionRegionsAgreeWithTheBodyMap(t *testing.T) {
	source := readUIFile(t, "ui/src/features/skin-lesions/body-map/body-regions.ts")
	start := strings.Index(source, "export const REGION_IDS = [")
	end := strings.Index(source[max(start, 0):], "] as const")
	if start < 0 || end < 0 {
		t.Fatal("REGION_IDS not found in the body map")
	}
	var drawn []string
	for _, m := range regexp.MustCompile(`'([a-z-]+)'`).FindAllStringSubmatch(source[start:start+end], -1) {
		drawn = append(drawn, m[1])
	}
	var known []string
	for _, r := range bodyRegions {
		known = append(known, r.id)
		if r.label == "" || len(r.views) == 0 {
			t.Errorf("region %s has no label or view", r.id)
		}
	}
	if !slices.Equal(drawn, known) {
		t.Fatalf("the body map's regions %v\ndiffer from the server's %v", drawn, known)
	}

	// Each is drawn on the figures the server takes it on: the middle parts one by one, the paired ones by
	// their name's stem, on both sides.
	views := map[string][]string{}
	for _, m := range regexp.MustCompile(`\{ id: '([a-z-]+)', view: '([a-z]+)'`).FindAllStringSubmatch(source, -1) {
		views[m[1]] = append(views[m[1]], m[2])
	}
	paired := regexp.MustCompile(`\{ base: '([a-z-]+)', feminine: (true|false), shape: [^}]*\), views: \[([^\]]*)\]`)
	for _, m := range paired.FindAllStringSubmatch(source, -1) {
		on := regexp.MustCompile(`[a-z]+`).FindAllString(m[3], -1)
		right, left := m[1]+"-derecho", m[1]+"-izquierdo"
		if m[2] == "true" {
			right, left = m[1]+"-derecha", m[1]+"-izquierda"
		}
		views[right], views[left] = on, on
	}
	for _, r := range bodyRegions {
		if !slices.Equal(views[r.id], r.views) {
			t.Errorf("region %s: drawn on %v, taken on %v", r.id, views[r.id], r.views)
		}
	}
	if len(views) != len(bodyRegions) {
		t.Errorf("%d regions drawn, %d known", len(views), len(bodyRegions))
	}
}
