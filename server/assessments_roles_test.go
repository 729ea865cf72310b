package server_test

// The assessments' write routes join the role scenarios of permissions_test.go: each tried by every role,
// a refused call answering 403 and writing nothing.
func init() {
	roleScenarios = append(roleScenarios, assessmentRoleScenarios...)
}

func nortonBody(f *roleFixture) map[string]any {
	return assessmentBody(f.resident, "norton", "2026-11-19", map[string]string{"estado-fisico": "4", "estado-mental": "4",
		"actividad": "3", "movilidad": "3", "incontinencia": "4"})
}

var assessmentRoleScenarios = []roleScenario{
	{"save an assessment", "POST", fixed("/api/assessments"), func(f *roleFixture) any { return nortonBody(f) }, staffGet(201)},
	{"delete the nurse's assessment", "DELETE", func(f *roleFixture) string {
		return "/api/assessments/" + f.record("/api/assessments", nurse, nortonBody(f)) + "?reason=Duplicada"
	}, nil, only(200, admin, doctor, nurse)},
	{"delete the social worker's assessment", "DELETE", func(f *roleFixture) string {
		return "/api/assessments/" + f.record("/api/assessments", social, nortonBody(f))
	}, nil, only(200, admin, doctor, social)},
}
