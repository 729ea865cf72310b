package server_test

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Issue 25 changed the handover on purpose: it leads with a summary and the line of missing care records,
// lists the residents by severity, names each note's author (byId) and each alert item's alert (alertId), and
// tells the alerts acknowledged in the shift with their comment. The migration test (migration_test.go)
// compares the previous release's handovers with those changes taken back out, and its printed handovers by
// the residents they print.

// isHandover says whether a recorded URL is the handover's JSON or its PDF.
func isHandover(url string) (json, pdf bool) {
	path, _, _ := strings.Cut(url, "?")
	return path == "/api/handover", path == "/api/handover/pdf"
}

// withoutIssue25 takes issue 25's additions out of a handover's answer and puts its residents in the
// recorded answer's order.
func withoutIssue25(got, recorded any) any {
	g, ok := got.(map[string]any)
	w, _ := recorded.(map[string]any)
	if !ok || w == nil {
		return got
	}
	delete(g, "summary")
	delete(g, "careMissing")
	notes, _ := g["notes"].([]any)
	for _, n := range notes {
		if n, ok := n.(map[string]any); ok {
			delete(n, "byId")
		}
	}
	residents, _ := g["residents"].([]any)
	kept := []any{}
	for _, r := range residents {
		r, ok := r.(map[string]any)
		if !ok {
			continue
		}
		items, _ := r["items"].([]any)
		left := []any{}
		for _, it := range items {
			it, _ := it.(map[string]any)
			if it["kind"] == "alert-acknowledged" {
				continue
			}
			delete(it, "alertId")
			left = append(left, it)
		}
		if len(left) == 0 && len(items) > 0 {
			continue // told only of an alert acknowledged in the shift
		}
		r["items"] = left
		kept = append(kept, r)
	}
	var order []string
	recordedResidents, _ := w["residents"].([]any)
	for _, r := range recordedResidents {
		if r, ok := r.(map[string]any); ok {
			order = append(order, r["residentId"].(string))
		}
	}
	place := func(r any) int {
		i := slices.Index(order, r.(map[string]any)["residentId"].(string))
		if i < 0 {
			return len(order)
		}
		return i
	}
	sort.SliceStable(kept, func(i, j int) bool { return place(kept[i]) < place(kept[j]) })
	g["residents"] = kept
	return g
}

// printedRooms are the rooms of the residents a printed handover tells of, sorted, each once: those of the
// residents' headings and, since issue 25, those on the one line of missing care records.
var (
	printedRoom  = regexp.MustCompile(`· Habitación (\S+?)(?:Hora|Nota|\s|$)`)
	careLineRoom = regexp.MustCompile(`\(([^()\s]+)\)[,.]`)
)

func printedRooms(text string) []string {
	var rooms []string
	for _, m := range printedRoom.FindAllStringSubmatch(text, -1) {
		rooms = append(rooms, m[1])
	}
	if _, line, ok := strings.Cut(text, "Sin registro de cuidados de hoy ("); ok {
		_, line, _ = strings.Cut(line, ")") // the count
		line, _, _ = strings.Cut(line, "· Habitación")
		line, _, _ = strings.Cut(line, "Leído por")
		for _, m := range careLineRoom.FindAllStringSubmatch(strings.ReplaceAll(line, "\n", ""), -1) {
			rooms = append(rooms, m[1])
		}
	}
	sort.Strings(rooms)
	return slices.Compact(rooms)
}
