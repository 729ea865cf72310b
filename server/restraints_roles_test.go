package server_test

import (
	"net/http"
	"slices"
	"testing"

	"amparo/store"
)

// restraintOrder is a doctor's complete order for the resident, starting today (20/11/2026 in the fixtures).
func restraintOrder(residentID string) map[string]any {
	return map[string]any{"residentId": residentID, "type": "physical", "device": "Cinturón abdominal de silla",
		"reason": "Riesgo grave de caída al levantarse sola por la noche.", "alternativesTried": "Sensor de cama, cama baja y acompañamiento.",
		"schedule": "Por la noche, de 22:00 a 07:00.", "startDate": "2026-11-20", "reviewDate": "2026-12-10",
		"consent": map[string]any{"givenBy": "Ana Núñez Peña", "relationship": "Hija", "date": "2026-11-19"}}
}

// orderedRestraint is a restraint the fixture's doctor ordered for its resident.
func (f *roleFixture) orderedRestraint() string {
	return f.id(f.request("POST", "/api/restraints", restraintOrder(f.resident), f.tokens[doctor]))
}

// Who may do what with the register: only a doctor orders, renews and ends; doctors and nurses check; every
// member of staff reads and prints it; the family sees none of it. A refused call writes nothing.
var restraintScenarios = []roleScenario{
	{"order a restraint", "POST", fixed("/api/restraints"), func(f *roleFixture) any { return restraintOrder(f.resident) },
		only(http.StatusCreated, doctor)},
	{"check a restraint", "POST", func(f *roleFixture) string { return "/api/restraints/" + f.orderedRestraint() + "/checks" },
		func(*roleFixture) any {
			return map[string]any{"applied": true, "skinOk": true, "releasedMinutes": 30, "note": "Tranquila."}
		}, only(http.StatusCreated, doctor, nurse)},
	{"renew a restraint", "POST", func(f *roleFixture) string { return "/api/restraints/" + f.orderedRestraint() + "/review" },
		func(*roleFixture) any { return map[string]any{"reviewDate": "2026-12-15", "note": "Sigue el riesgo."} },
		only(http.StatusOK, doctor)},
	{"end a restraint", "POST", func(f *roleFixture) string { return "/api/restraints/" + f.orderedRestraint() + "/end" },
		func(*roleFixture) any { return map[string]any{"reason": "Ya no es necesaria."} }, only(http.StatusOK, doctor)},
	{"list the restraints", "GET", func(f *roleFixture) string { return "/api/restraints?residentId=" + f.resident }, nil,
		staffGet(http.StatusOK)},
	{"print the register", "GET", fixed("/api/restraints/report/pdf?from=2026-11-01&to=2026-11-30"), nil,
		staffGet(http.StatusOK)},
}

func TestRestraintRoutesByRole(t *testing.T) {
	for _, sc := range restraintScenarios {
		t.Run(sc.name, func(t *testing.T) {
			t.Parallel()
			f := newRoleFixture(t)
			roles := slices.Clone(everyRole)
			slices.SortStableFunc(roles, func(x, y store.Role) int { // refused roles first
				_, xOK := sc.want[x]
				_, yOK := sc.want[y]
				return map[bool]int{false: 0, true: 1}[xOK] - map[bool]int{false: 0, true: 1}[yOK]
			})
			for _, role := range roles {
				call := scenario{name: string(role), caller: string(role), method: sc.method, url: sc.path(f)}
				if sc.body != nil {
					call.body = sc.body(f)
				}
				want, allowed := sc.want[role]
				call.wantStatus = want
				if !allowed {
					call.wantStatus, call.wantJSON = http.StatusForbidden, map[string]any{"message": msgForbidden}
				}
				restraints := f.restraintState(t) // reading is audited: before counting the writes
				before := f.writes()
				runScenarios(t, f.app, f.callers(), []scenario{call})
				if allowed {
					continue
				}
				if after := f.writes(); after != before {
					t.Errorf("%s: a refused call wrote %d audit rows", role, after-before)
				}
				if after := f.restraintState(t); after != restraints {
					t.Errorf("%s: a refused call changed the register:\n%s\nnow\n%s", role, restraints, after)
				}
			}
		})
	}
}

// restraintState is the whole register as the doctor reads it.
func (f *roleFixture) restraintState(t *testing.T) string {
	t.Helper()
	r := f.request("GET", "/api/restraints", nil, f.tokens[doctor]).wantStatus(http.StatusOK)
	return r.Body.String()
}
