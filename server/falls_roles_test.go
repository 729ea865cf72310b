package server_test

import (
	"net/http"
	"testing"
)

// The falls register's write routes join the role scenarios of permissions_test.go (each tried by every role,
// a refused call answering 403 and writing nothing): doctors, nurses and social workers record and complete
// falls (registers.falls, DESIGN 7); a fall is voided by its author within 24 hours or by records.delete-any
// with the register's permission (a doctor); the administrative staff and the family do neither.
func init() {
	roleScenarios = append(roleScenarios, fallRoleScenarios...)
}

// anotherFall is a fall of the resident confirmed as another one: the scenarios record the same fall again and
// again, which would otherwise be refused as one fall told twice (TestOneFallToldTwice).
func anotherFall(residentID string) map[string]any {
	return with(fallBody(residentID), map[string]any{"anotherFall": true})
}

// recordedFall is a fall of the fixture's resident recorded by role.
func (f *roleFixture) recordedFall(role string) string {
	for r, token := range f.tokens {
		if string(r) == role {
			return f.id(f.request("POST", "/api/falls", anotherFall(f.resident), token))
		}
	}
	f.t.Fatalf("no role %s", role)
	return ""
}

var fallRoleScenarios = []roleScenario{
	{"record a fall", "POST", fixed("/api/falls"), func(f *roleFixture) any { return anotherFall(f.resident) },
		only(http.StatusCreated, doctor, nurse, social)},
	{"complete a nurse's fall", "PUT", func(f *roleFixture) string { return "/api/falls/" + f.recordedFall("nurse") },
		func(f *roleFixture) any {
			return with(fallBody(f.resident), map[string]any{"actions": "Cama baja y sensor."})
		},
		only(http.StatusOK, doctor, nurse, social)},
	{"void a nurse's fall", "POST", func(f *roleFixture) string { return "/api/falls/" + f.recordedFall("nurse") + "/void" },
		func(*roleFixture) any { return map[string]any{"reason": "Registrada por error."} }, only(http.StatusOK, doctor, nurse)},
	{"void a social worker's fall", "POST", func(f *roleFixture) string { return "/api/falls/" + f.recordedFall("socialworker") + "/void" },
		func(*roleFixture) any { return map[string]any{"reason": "Registrada por error."} }, only(http.StatusOK, doctor, social)},
}

// Every member of staff reads the register, its form's context and its PDF; the family none of it.
func TestFallsReadRoutesByRole(t *testing.T) {
	f := newRoleFixture(t)
	f.recordedFall("nurse")
	var scenarios []scenario
	for _, path := range []string{"/api/falls?residentId=" + f.resident, "/api/falls/context?residentId=" + f.resident,
		"/api/falls/pdf?residentId=" + f.resident} {
		for _, role := range everyRole {
			want := http.StatusOK
			if role == family {
				want = http.StatusForbidden
			}
			scenarios = append(scenarios, scenario{name: string(role) + " " + path, caller: string(role), method: "GET", url: path,
				wantStatus: want})
		}
	}
	runScenarios(t, f.app, f.callers(), scenarios)
}
