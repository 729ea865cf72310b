package server_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"
)

// The handover keeps the shift's recorded slots from one call to the next and reads only the doses recorded
// since (mar_recorded.go): each call still tells the doses as they stand, after a missed dose is given late,
// another held, and a Kardex prescribed in between (a new round, whose slots are read again).
func TestHandoverDosesFollowWhatIsRecorded(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:00")
	other := m.createResident(m.admin, validResident("Tomás Vera Gil"))["_id"].(string)
	kardex, entries := m.prescribe(m.resident, m.entry("08:00"), m.entry("09:00"), m.entry("10:00"))
	otherKardex, otherEntries := m.prescribe(other, m.entry("08:00"))
	doses := func() []string {
		t.Helper()
		h := m.request("GET", "/api/handover?date=2026-11-20&shift=manana", nil, m.nurse).wantStatus(http.StatusOK).json()
		var out []string
		for _, r := range objects(h["residents"].([]any)) {
			for _, it := range objects(r["items"].([]any)) {
				if kind := it["kind"].(string); strings.HasPrefix(kind, "dose-") {
					out = append(out, strings.Fields(r["residentName"].(string))[0]+" "+kind+" "+it["at"].(string)[11:])
				}
			}
		}
		return out
	}
	check := func(when string, want ...string) {
		t.Helper()
		if got := doses(); !slices.Equal(got, want) {
			t.Fatalf("%s: doses %q, want %q", when, got, want)
		}
	}

	m.clock.set(madrid(t, "2026-11-20T08:05"))
	m.give(m.nurse, kardex, entries[0], "2026-11-20T08:00").wantStatus(http.StatusCreated)
	m.clock.set(madrid(t, "2026-11-20T13:30"))
	check("one given on time", "María dose-missed 09:00", "María dose-missed 10:00", "Tomás dose-missed 08:00")
	check("asked again", "María dose-missed 09:00", "María dose-missed 10:00", "Tomás dose-missed 08:00")

	m.give(m.nurse, kardex, entries[1], "2026-11-20T09:00").wantStatus(http.StatusCreated)
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": entries[2],
		"scheduledAt": "2026-11-20T10:00", "status": "held", "reason": "refused"}, m.nurse).wantStatus(http.StatusCreated)
	check("one given late, one held", "María dose-held 10:00", "Tomás dose-missed 08:00")

	m.prescribe(other, m.entry("14:00"))
	m.give(m.nurse, otherKardex, otherEntries[0], "2026-11-20T08:00").wantStatus(http.StatusCreated)
	m.clock.set(madrid(t, "2026-11-20T15:10"))
	check("a new Kardex, and the other given late", "María dose-held 10:00", "Tomás dose-late 14:00")
}
