package server_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// roleFixture is a home with one account per role and something of each kind to act on.
type roleFixture struct {
	*app
	tokens   map[store.Role]string
	users    map[store.Role]store.User
	resident string // active, with a family account
	med      string
	kardex   string // prescribed by the doctor
	activity string // by the nurse
	post     string // by the nurse
	area     string
	staff    string // a nurse to edit
	social   string // a social worker to edit
	n        int
}

var everyRole = []store.Role{store.RoleAdministrative, store.RoleDoctor, store.RoleNurse, store.RoleSocialWorker, store.RoleFamily}

func newRoleFixture(t *testing.T) *roleFixture {
	a := newApp(t)
	admin, adminID := a.bootstrap()
	adminUser, err := a.store.UserByID(context.Background(), adminID)
	if err != nil {
		t.Fatal(err)
	}
	f := &roleFixture{app: a, tokens: map[store.Role]string{store.RoleAdministrative: admin},
		users: map[store.Role]store.User{store.RoleAdministrative: adminUser}}
	for _, r := range everyRole[1:] {
		f.tokens[r], f.users[r] = a.addUser(string(r), r)
	}
	f.resident = a.createResident(admin, validResident("Ana Gil Pardo"))["_id"].(string)
	f.med = f.id(a.request("POST", "/api/medications", validMedication("Enalapril"), admin))
	f.kardex = f.id(a.request("POST", "/api/kardex", map[string]any{"patientId": f.resident, "entries": []map[string]any{
		{"medication": f.med, "dose": "1 comprimido", "frequency": "Cada 12 horas", "route": "Oral", "date": "2026-11-01",
			"times": []string{"08:00", "20:00"}}}}, f.tokens[store.RoleDoctor]))
	f.activity = f.id(a.request("POST", "/api/activities", validActivity("Taller"), f.tokens[store.RoleNurse]))
	f.post = f.id(a.request("POST", "/api/posts", map[string]any{"content": "Fiesta", "photo": pngDataURL(t, 10, 10)},
		f.tokens[store.RoleNurse]))
	f.area = f.id(a.request("POST", "/api/areas", map[string]any{"name": "Planta 1"}, admin))
	f.staff = f.id(a.request("POST", "/api/staff/create-new-staff", validStaff("objetivo"), admin))
	f.social = f.id(a.request("POST", "/api/socialworker/create-new-socialworker", validSocialWorker("social2"), admin))
	return f
}

func validSocialWorker(username string) map[string]any {
	return map[string]any{"name": "Lucía Gil", "area": "Planta baja", "email": username + "@residencia.es",
		"username": username, "phone": "+34 600 999 888", "licenseNumber": "TS-2841", "password": "clave-123",
		"confirmPassword": "clave-123"}
}

func (f *roleFixture) id(r response) string {
	f.t.Helper()
	if r.Code >= 300 {
		f.t.Fatalf("fixture: status %d: %s", r.Code, r.Body.String())
	}
	return r.json()["_id"].(string)
}

// callers names each role's session for runScenarios.
func (f *roleFixture) callers() callers {
	out := callers{}
	for role, token := range f.tokens {
		out[string(role)] = token
	}
	return out
}

// msgForbidden is what every refused call answers.
const msgForbidden = "No tienes permiso para realizar esta acción."

// seq gives each call its own suffix, for names that must be unique.
func (f *roleFixture) seq() int { f.n++; return f.n }

// record creates a record of a kind signed by role, through the API.
func (f *roleFixture) record(path string, role store.Role, body map[string]any) string {
	return f.id(f.request("POST", path, body, f.tokens[role]))
}

// writes counts the allowed rows of the audit log: every write adds one, a refused call none.
func (f *roleFixture) writes() int {
	n := 0
	for _, row := range f.audit(store.AuditFilter{}) {
		if row.Outcome == store.OutcomeAllowed {
			n++
		}
	}
	return n
}

func noteBody(f *roleFixture) map[string]any {
	return map[string]any{"residentId": f.resident, "date": "2026-11-19", "time": "09:15", "observations": "Bien."}
}

func vitalsBody(f *roleFixture) map[string]any {
	return map[string]any{"residentId": f.resident, "date": "2026-11-19", "time": "08:00",
		"vitalSigns": map[string]any{"temperature": 36.6}}
}

func incidentBody(f *roleFixture) map[string]any {
	return map[string]any{"residentId": f.resident, "date": "2026-11-19", "time": "08:00", "shift": "mañana",
		"situation": "Tropezó en el pasillo."}
}

func careBody(f *roleFixture) map[string]any {
	return map[string]any{"user": f.resident, "date": fmt.Sprintf("2026-10-%02d", f.seq()%28+1), "bath": true}
}

func socialBody(f *roleFixture) map[string]any {
	return map[string]any{"residentId": f.resident, "date": "2026-11-19", "time": "10:00", "primaryObservation": "Visita."}
}

func kardexBody(f *roleFixture) map[string]any {
	return map[string]any{"patientId": f.resident, "entries": []map[string]any{
		{"medication": f.med, "dose": "1", "frequency": "Cada 8 horas", "route": "Oral", "date": "2026-11-01",
			"times": []string{"08:00", "16:00", "00:00"}}}}
}

// roleScenario is one write route tried by every role. want is the status per role; a role it does not
// name is refused with 403, and a refused call must change nothing.
type roleScenario struct {
	name   string
	method string
	path   func(f *roleFixture) string // called before each role's call: it may create what that call acts on
	body   func(f *roleFixture) any
	want   map[store.Role]int
}

func staffGet(status int) map[store.Role]int {
	return map[store.Role]int{store.RoleAdministrative: status, store.RoleDoctor: status, store.RoleNurse: status,
		store.RoleSocialWorker: status}
}

func only(status int, roles ...store.Role) map[store.Role]int {
	out := map[store.Role]int{}
	for _, r := range roles {
		out[r] = status
	}
	return out
}

func fixed(s string) func(*roleFixture) string { return func(*roleFixture) string { return s } }

const (
	admin  = store.RoleAdministrative
	doctor = store.RoleDoctor
	nurse  = store.RoleNurse
	social = store.RoleSocialWorker
	family = store.RoleFamily
)

var roleScenarios = []roleScenario{
	// Accounts and settings
	{"sign up another account", "POST", fixed("/api/auth/signup"), func(f *roleFixture) any {
		return map[string]any{"name": "Nueva", "username": fmt.Sprintf("nueva%d", f.seq()), "password": "secreta1",
			"confirmPassword": "secreta1", "role": "nurse"}
	}, only(201, admin)},
	{"edit someone else's profile", "PUT", func(f *roleFixture) string { return "/api/users/update-profile/" + f.staff },
		func(*roleFixture) any { return map[string]any{"name": "Otro Nombre"} }, only(200, admin)},
	{"toggle the administrative role", "POST", func(f *roleFixture) string { return "/api/users/users-admin/" + f.staff },
		nil, only(200, admin)},
	{"reset a password", "POST", func(f *roleFixture) string { return "/api/users/" + f.staff + "/reset-password" },
		nil, only(200, admin)},
	{"home settings", "PUT", fixed("/api/settings"), func(*roleFixture) any {
		return map[string]any{"homeName": "Residencia San José", "phone": "+34 910 111 222", "email": "info@sanjose.es",
			"address": "Calle Mayor 1, Toledo", "visitingHours": "10am-5pm", "foundedYear": 1987,
			"messagingUrl": "https://wa.me/34911111111", "heroVideoUrl": "/hero.webm"}
	}, only(200, admin)},
	{"create staff", "POST", fixed("/api/staff/create-new-staff"), func(f *roleFixture) any {
		return validStaff(fmt.Sprintf("persona%d", f.seq()))
	}, only(201, admin)},
	{"edit staff", "PUT", func(f *roleFixture) string { return "/api/staff/" + f.staff }, func(*roleFixture) any {
		return map[string]any{"name": "Carmen Ruiz", "position": "nurse", "username": "objetivo", "phone": "600"}
	}, only(200, admin)},
	{"remove staff", "DELETE", func(f *roleFixture) string { return "/api/staff/" + f.staff }, nil, only(200, admin)},
	{"create a social worker", "POST", fixed("/api/socialworker/create-new-socialworker"), func(f *roleFixture) any {
		return validSocialWorker(fmt.Sprintf("ts%d", f.seq()))
	}, only(201, admin)},
	{"edit a social worker", "PUT", func(f *roleFixture) string { return "/api/socialworker/" + f.social },
		func(*roleFixture) any {
			return with(validSocialWorker("social2"), map[string]any{"password": "", "confirmPassword": ""})
		},
		only(200, admin)},
	{"remove a social worker", "DELETE", func(f *roleFixture) string { return "/api/socialworker/" + f.social }, nil,
		only(200, admin)},

	// Residents
	{"admit with a family account", "POST", fixed("/api/patients/create-new-patient"), func(*roleFixture) any {
		return validResident("Nuevo Residente")
	}, only(201, admin)},
	{"admit without a family account", "POST", fixed("/api/patients/create-new-patient"), func(*roleFixture) any {
		return with(validResident("Otro Residente"), map[string]any{"username": "", "password": "", "confirmPassword": ""})
	}, staffGet(201)},
	{"edit the admission data", "PUT", func(f *roleFixture) string { return "/api/patients/" + f.resident },
		func(f *roleFixture) any {
			return with(validResident("Ana Gil Pardo"), map[string]any{"username": familyUsername(f), "password": "",
				"confirmPassword": ""})
		}, staffGet(200)},
	{"change the family username", "PUT", func(f *roleFixture) string { return "/api/patients/" + f.resident },
		func(f *roleFixture) any {
			return with(validResident("Ana Gil Pardo"), map[string]any{"username": fmt.Sprintf("otra-familia%d", f.seq()),
				"password": "", "confirmPassword": ""})
		}, only(200, admin)},
	{"archive and restore", "PATCH", func(f *roleFixture) string { return "/api/patients/archive/" + f.resident }, nil,
		only(200, admin)},
	{"delete an archived resident", "DELETE", func(f *roleFixture) string {
		id := f.createResident(f.tokens[admin], validResident("Para Borrar"))["_id"].(string)
		f.request("PATCH", "/api/patients/archive/"+id, nil, f.tokens[admin]).wantStatus(http.StatusOK)
		return "/api/patients/" + id
	}, nil, only(200, admin)},

	// Areas
	{"create an area", "POST", fixed("/api/areas"), func(f *roleFixture) any {
		return map[string]any{"name": fmt.Sprintf("Planta %d", f.seq()+10)}
	}, only(201, admin)},
	{"rename an area", "PUT", func(f *roleFixture) string { return "/api/areas/" + f.area }, func(*roleFixture) any {
		return map[string]any{"name": "Planta baja"}
	}, only(200, admin)},
	{"assign an area", "POST", func(f *roleFixture) string { return "/api/areas/" + f.area + "/patients/" + f.resident },
		nil, only(200, admin)},
	{"delete an area", "DELETE", func(f *roleFixture) string { return "/api/areas/" + f.area }, nil, only(200, admin)},

	// Inventory
	{"create a medication", "POST", fixed("/api/medications"), func(f *roleFixture) any {
		return validMedication(fmt.Sprintf("Medicamento %d", f.seq()))
	}, only(201, admin)},
	{"edit a medication", "PUT", func(f *roleFixture) string { return "/api/medications/" + f.med }, func(*roleFixture) any {
		return validMedication("Enalapril")
	}, only(200, admin)},
	{"delete a medication", "DELETE", func(f *roleFixture) string {
		return "/api/medications/" + f.id(f.request("POST", "/api/medications", validMedication("Borrable"), f.tokens[admin]))
	}, nil, only(200, admin)},
	{"add stock", "PUT", func(f *roleFixture) string { return "/api/medications/" + f.med + "/add-stock" },
		func(*roleFixture) any { return map[string]any{"quantity": 1, "description": "Pedido"} },
		only(200, admin, doctor, nurse)},
	{"remove stock", "PUT", func(f *roleFixture) string { return "/api/medications/" + f.med + "/remove-stock" },
		func(*roleFixture) any { return map[string]any{"quantity": 1, "description": "Planta"} },
		only(200, admin, doctor, nurse)},

	// Activities and posts
	{"create an activity", "POST", fixed("/api/activities"), func(*roleFixture) any { return validActivity("Paseo") },
		staffGet(201)},
	{"edit the nurse's activity", "PUT", func(f *roleFixture) string { return "/api/activities/" + f.activity },
		func(*roleFixture) any { return validActivity("Taller de pintura") }, only(200, admin, nurse)},
	{"delete an activity of the nurse", "DELETE", func(f *roleFixture) string {
		return "/api/activities/" + f.id(f.request("POST", "/api/activities", validActivity("Coro"), f.tokens[nurse]))
	}, nil, only(200, admin, nurse)},
	{"publish a post", "POST", fixed("/api/posts"), func(f *roleFixture) any {
		return map[string]any{"content": "Hola", "photo": pngDataURL(f.t, 8, 8)}
	}, staffGet(201)},
	{"edit the nurse's post", "PUT", func(f *roleFixture) string { return "/api/posts/" + f.post },
		func(*roleFixture) any { return map[string]any{"content": "Fiesta de otoño"} }, only(200, admin, nurse)},
	{"delete a post of the nurse", "DELETE", func(f *roleFixture) string {
		return "/api/posts/" + f.id(f.request("POST", "/api/posts", map[string]any{"content": "x", "photo": pngDataURL(f.t, 8, 8)},
			f.tokens[nurse]))
	}, nil, only(200, admin, nurse)},
	{"like a post", "POST", func(f *roleFixture) string { return "/api/posts/" + f.post + "/like" }, nil, staffGet(200)},
	{"comment a post", "POST", func(f *roleFixture) string { return "/api/posts/" + f.post + "/comments" },
		func(*roleFixture) any { return map[string]any{"content": "¡Qué bien!"} }, staffGet(201)},

	// Records: who writes each kind
	{"write a general note", "POST", fixed("/api/notes"), func(f *roleFixture) any { return noteBody(f) }, staffGet(201)},
	{"read the vital measures", "GET", fixed("/api/vital-ranges"), nil, staffGet(200)},
	{"write vital signs", "POST", fixed("/api/vitalsigns"), func(f *roleFixture) any { return vitalsBody(f) },
		only(201, admin, doctor, nurse)},
	{"write an incident", "POST", fixed("/api/incidents"), func(f *roleFixture) any { return incidentBody(f) },
		only(201, admin, doctor, nurse)},
	{"write a daily care record", "POST", fixed("/api/care-records"), func(f *roleFixture) any { return careBody(f) },
		staffGet(201)},
	{"write a social-work note", "POST", fixed("/api/notessocialworker"), func(f *roleFixture) any { return socialBody(f) },
		only(201, admin, social)},
	{"prescribe a Kardex", "POST", fixed("/api/kardex"), func(f *roleFixture) any { return kardexBody(f) }, only(201, doctor)},
	{"edit a Kardex", "PUT", func(f *roleFixture) string { return "/api/kardex/" + f.kardex },
		func(f *roleFixture) any { return kardexBody(f) }, only(200, doctor)},
	{"give a dose", "POST", fixed("/api/kardex/dose"), func(f *roleFixture) any {
		return map[string]any{"kardexId": f.kardex, "medication": f.med, "doseDate": "2026-11-20",
			"doseTime": fmt.Sprintf("08:%02d", f.seq()%60)}
	}, only(201, doctor, nurse)},
	{"edit vital signs", "PUT", func(f *roleFixture) string {
		return "/api/vitalsigns/" + f.record("/api/vitalsigns", nurse, vitalsBody(f))
	}, func(f *roleFixture) any { return vitalsBody(f) }, only(200, admin, doctor, nurse)},

	// Records: who deletes, on a record the nurse signed a moment ago
	{"delete the nurse's vital signs", "DELETE", func(f *roleFixture) string {
		return "/api/vitalsigns/" + f.record("/api/vitalsigns", nurse, vitalsBody(f)) + "?reason=Duplicado"
	}, nil, only(200, admin, doctor, nurse)},
	{"delete the nurse's general note", "DELETE", func(f *roleFixture) string {
		return "/api/notes/" + f.record("/api/notes", nurse, noteBody(f))
	}, nil, only(200, admin, doctor, nurse)},
	{"delete the social worker's care record", "DELETE", func(f *roleFixture) string {
		return "/api/care-records/" + f.record("/api/care-records", social, careBody(f))
	}, nil, only(200, admin, doctor, social)},
	{"delete the doctor's Kardex", "DELETE", func(f *roleFixture) string {
		return "/api/kardex/" + f.record("/api/kardex", doctor, kardexBody(f))
	}, nil, only(200, doctor)},

	// Care plans (DESIGN 7 and 14): doctors, nurses and social workers draft; doctors and administrative agree.
	{"draft a care plan", "POST", fixed("/api/care-plans"), func(f *roleFixture) any {
		return map[string]any{"residentId": f.createResident(f.tokens[admin], validResident("Con Plan"))["_id"]}
	}, only(201, doctor, nurse, social)},
	{"edit a care plan's draft", "PUT", func(f *roleFixture) string { return "/api/care-plans/" + f.carePlanDraft() },
		func(*roleFixture) any { return completeBody() }, only(200, doctor, nurse, social)},
	{"agree a care plan", "POST", func(f *roleFixture) string { return "/api/care-plans/" + f.carePlanDraft() + "/approve" },
		func(f *roleFixture) any { return agreement(f.t) }, only(200, admin, doctor)},
	{"read a resident's care plans", "GET", func(f *roleFixture) string { return "/api/care-plans?residentId=" + f.resident },
		nil, staffGet(200)},
	{"read the care plans' states", "GET", fixed("/api/care-plans/status"), nil, staffGet(200)},
	{"print a care plan", "GET", func(f *roleFixture) string { return "/api/care-plans/" + f.carePlanDraft() + "/pdf" },
		nil, staffGet(200)},
	{"record a care plan's task done", "POST", fixed("/api/care-tasks/done"), func(f *roleFixture) any {
		plan := f.request("POST", "/api/care-plans/"+f.carePlanDraft()+"/approve", agreement(f.t), f.tokens[doctor]).
			wantStatus(http.StatusOK).json()
		return map[string]any{"interventionId": intervention(f.t, plan, "cambios posturales cada 3 h"), "due": "2026-11-20T12:00"}
	}, staffGet(201)},
	{"read the shift's tasks", "GET", fixed("/api/care-tasks"), nil, staffGet(200)},

	// Chat
	{"open a chat", "POST", fixed("/api/chat"), func(f *roleFixture) any {
		return map[string]any{"participants": []string{f.users[admin].ID}}
	}, map[store.Role]int{admin: 422, doctor: 200, nurse: 200, social: 200}}, // nobody chats with themselves
}

// carePlanDraft is a complete draft of a new resident's care plan, written by the doctor.
func (f *roleFixture) carePlanDraft() string {
	resident := f.createResident(f.tokens[admin], validResident("Con Borrador"))["_id"]
	id := f.id(f.request("POST", "/api/care-plans", map[string]any{"residentId": resident}, f.tokens[doctor]))
	f.request("PUT", "/api/care-plans/"+id, completeBody(), f.tokens[doctor]).wantStatus(http.StatusOK)
	return id
}

func familyUsername(f *roleFixture) string {
	r, err := f.store.ResidentByID(context.Background(), f.resident)
	if err != nil {
		f.t.Fatal(err)
	}
	return r.FamilyUsername
}

func TestEveryWriteRouteByRole(t *testing.T) {
	for _, sc := range roleScenarios {
		t.Run(sc.name, func(t *testing.T) {
			t.Parallel()
			f := newRoleFixture(t)
			// Refused roles first: what they try must leave everything as it was for the others.
			roles := slices.Clone(everyRole)
			slices.SortStableFunc(roles, func(x, y store.Role) int {
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
				before := f.writes()
				runScenarios(t, f.app, f.callers(), []scenario{call})
				if after := f.writes(); !allowed && after != before {
					t.Errorf("%s: a refused call wrote %d audit rows", role, after-before)
				}
			}
		})
	}
}

func TestAuthorDeletesOwnRecordOnlyWithin24Hours(t *testing.T) {
	f := newRoleFixture(t)
	first := f.record("/api/notes", nurse, noteBody(f))
	second := f.record("/api/notes", nurse, noteBody(f))
	list := f.request("GET", "/api/notes/"+f.resident, nil, f.tokens[nurse]).jsonArray()
	if len(list) != 2 || list[0].(map[string]any)["canDelete"] != true {
		t.Fatalf("the author's fresh note must say canDelete: %v", list)
	}
	if got := f.request("GET", "/api/notes/"+f.resident, nil, f.tokens[social]).jsonArray()[0].(map[string]any)["canDelete"]; got != false {
		t.Fatalf("a social worker's canDelete on the nurse's note = %v", got)
	}
	f.clock.Advance(24*time.Hour + time.Minute)
	for _, r := range []store.Role{nurse, doctor, admin} { // the sessions of the day before have ended
		f.tokens[r] = f.signin(f.users[r].Username, "secreta1")
	}
	f.request("DELETE", "/api/notes/"+first, nil, f.tokens[nurse]).wantStatus(http.StatusForbidden)
	if got := f.request("GET", "/api/notes/"+f.resident, nil, f.tokens[nurse]).jsonArray()[0].(map[string]any)["canDelete"]; got != false {
		t.Fatalf("canDelete after 24 h = %v", got)
	}
	f.request("DELETE", "/api/notes/"+second+"?reason=Registrado+por+error", nil, f.tokens[doctor]).wantStatus(http.StatusOK)
	rows := f.audit(store.AuditFilter{Entity: "note", EntityID: second, Action: "delete"})
	if len(rows) != 1 || !strings.Contains(rows[0].Detail, `"reason":"Registrado por error"`) {
		t.Fatalf("delete audit = %+v", rows)
	}
	r := f.request("DELETE", "/api/notes/"+first+"?reason="+strings.Repeat("a", 501), nil, f.tokens[admin]).wantStatus(http.StatusUnprocessableEntity)
	if r.field("reason") == "" {
		t.Fatalf("a too long reason must name its field: %s", r.Body.String())
	}
}

func TestNoRecordForAnArchivedResident(t *testing.T) {
	f := newRoleFixture(t)
	note := f.record("/api/notes", nurse, noteBody(f))
	f.request("PATCH", "/api/patients/archive/"+f.resident, nil, f.tokens[admin]).wantStatus(http.StatusOK)
	before := f.writes()
	archived := map[string]any{"message": "El residente está archivado."}
	runScenarios(t, f.app, f.callers(), []scenario{
		{name: "a new note", caller: string(nurse), method: "POST", url: "/api/notes", body: noteBody(f),
			wantStatus: http.StatusConflict, wantJSON: archived},
		{name: "an edited note", caller: string(nurse), method: "PUT", url: "/api/notes/" + note, body: noteBody(f),
			wantStatus: http.StatusConflict, wantJSON: archived},
		{name: "a dose", caller: string(nurse), method: "POST", url: "/api/kardex/dose", body: map[string]any{"kardexId": f.kardex,
			"medication": f.med, "doseDate": "2026-11-20", "doseTime": "09:00"}, wantStatus: http.StatusConflict, wantJSON: archived},
	})
	if after := f.writes(); after != before {
		t.Fatalf("refused writes left %d audit rows", after-before)
	}
}

func TestFamilyPasswordOnlyWithFamilyAccess(t *testing.T) {
	f := newRoleFixture(t)
	username := familyUsername(f)
	familyToken := f.signin(username, "familia1")
	body := with(validResident("Ana Gil Pardo"), map[string]any{"username": username, "password": "robada1",
		"confirmPassword": "robada1"})
	f.request("PUT", "/api/patients/"+f.resident, body, f.tokens[nurse]).wantStatus(http.StatusOK)
	f.request("GET", "/api/auth/verify", nil, familyToken).wantStatus(http.StatusOK) // the family's session stands
	f.signin(username, "familia1")                                                   // and its password
	// A resident admitted without a family account gets one from the administrator.
	created := f.createResident(f.tokens[nurse], with(validResident("Sin Familia"), map[string]any{"username": "",
		"password": "", "confirmPassword": ""}))
	id := created["_id"].(string)
	f.request("PUT", "/api/patients/"+id, with(validResident("Sin Familia"), map[string]any{"username": "familia-nueva",
		"password": "familia2", "confirmPassword": "familia2"}), f.tokens[admin]).wantStatus(http.StatusOK)
	f.signin("familia-nueva", "familia2")
}

func TestPermissionsComeWithTheSession(t *testing.T) {
	f := newRoleFixture(t)
	cases := map[store.Role]struct{ has, hasNot []string }{
		admin: {[]string{"residents.archive", "residents.family-access", "inventory.manage", "staff.manage", "records.delete-any",
			"careplans.approve"}, []string{"kardex.prescribe", "doses.give", "doses.correct", "careplans.write"}},
		doctor: {[]string{"kardex.prescribe", "doses.give", "doses.correct", "records.delete-any", "alerts.acknowledge",
			"careplans.write", "careplans.approve"}, []string{"residents.archive", "inventory.manage"}},
		nurse: {[]string{"doses.give", "doses.correct", "records.clinical", "inventory.move", "careplans.write"},
			[]string{"kardex.prescribe", "records.delete-any", "residents.family-access", "careplans.approve"}},
		social: {[]string{"records.socialwork", "records.notes", "residents.admit", "inventory.read", "careplans.write"},
			[]string{"records.clinical", "inventory.move", "doses.correct", "careplans.approve"}},
		family: {[]string{"family.portal"}, []string{"residents.read", "staff.area", "careplans.write", "careplans.approve"}},
	}
	for role, want := range cases {
		got := map[string]bool{}
		for _, p := range f.request("GET", "/api/auth/verify", nil, f.tokens[role]).wantStatus(http.StatusOK).json()["permissions"].([]any) {
			got[p.(string)] = true
		}
		for _, p := range want.has {
			if !got[p] {
				t.Errorf("%s lacks %s", role, p)
			}
		}
		for _, p := range want.hasNot {
			if got[p] {
				t.Errorf("%s must not have %s", role, p)
			}
		}
	}
	signin := f.request("POST", "/api/auth/signin", map[string]any{"identifier": "nurse", "password": "secreta1"}, "").json()
	if _, ok := signin["permissions"].([]any); !ok {
		t.Fatalf("sign-in answers no permissions: %v", signin)
	}
}
