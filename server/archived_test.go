package server_test

import (
	"cmp"
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// archivedHome is a home whose one resident had something of every kind written, and was then archived.
type archivedHome struct {
	*marApp
	area                                             string // the resident's area
	note, social, vitals, incident, care, assessment string
	kardex, scheduled, prnEntry                      string // a Kardex with a scheduled and a PRN entry
	given, prnGiven                                  string // a scheduled and a PRN dose, both given
	restraint                                        string
	plan                                             string // a care plan's draft, complete enough to agree
	task                                             string // an intervention of the plan in force, every 3 hours
	lesion                                           string // an open skin lesion (issue 28)
	fall                                             string // a fall of the register
	repositioning, fluid, weight, bowel              string // an entry of each daily register (issue 28)
}

func newArchivedHome(t *testing.T) *archivedHome {
	m := newMarApp(t, "2026-11-20T07:30")
	h := &archivedHome{marApp: m}
	id := func(r response) string { return r.wantStatus(http.StatusCreated).text("_id") }
	h.area = id(m.request("POST", "/api/areas", map[string]any{"name": "Planta 1"}, m.admin))
	m.request("POST", "/api/areas/"+h.area+"/patients/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	h.note = id(m.request("POST", "/api/notes", h.noteBody(), m.nurse))
	h.social = id(m.request("POST", "/api/notessocialworker", h.socialBody(), m.social))
	h.vitals = id(m.request("POST", "/api/vitalsigns", h.vitalsBody(), m.nurse))
	h.incident = id(m.request("POST", "/api/incidents", h.incidentBody(), m.nurse))
	h.care = id(m.request("POST", "/api/care-records", h.careBody(), m.nurse))
	h.assessment = id(m.request("POST", "/api/assessments", assessmentBody(m.resident, "downton", "2026-11-19", downtonLow), m.nurse))
	var ids []string
	h.kardex, ids = m.prescribe(m.resident, m.entry("07:00", "08:00"), m.prn("dolor", 4))
	h.scheduled, h.prnEntry = ids[0], ids[1]
	h.given = id(m.give(m.nurse, h.kardex, h.scheduled, "2026-11-20T07:00"))
	h.prnGiven = id(m.request("POST", "/api/mar/administrations", prnDose(h.kardex, h.prnEntry, nil), m.nurse))
	h.restraint = id(m.request("POST", "/api/restraints", restraintOrder(m.resident), m.doctor))
	inForce := id(m.request("POST", "/api/care-plans", map[string]any{"residentId": m.resident}, m.nurse))
	m.request("PUT", "/api/care-plans/"+inForce, completeBody(), m.nurse).wantStatus(http.StatusOK)
	h.task = intervention(t, m.request("POST", "/api/care-plans/"+inForce+"/approve", agreement(t), m.doctor).wantStatus(http.StatusOK).json(),
		"cambios posturales cada 3 h")
	h.lesion = id(m.request("POST", "/api/skin-lesions", sacralUlcer(m.resident), m.nurse))
	h.fall = id(m.request("POST", "/api/falls", fallBody(m.resident), m.nurse))
	h.plan = id(m.request("POST", "/api/care-plans", map[string]any{"residentId": m.resident}, m.nurse))
	m.request("PUT", "/api/care-plans/"+h.plan, completeBody(), m.nurse).wantStatus(http.StatusOK)
	h.repositioning = id(m.request("POST", "/api/repositioning", map[string]any{"residentId": m.resident, "position": "supino", "skinOk": true}, m.nurse))
	h.fluid = id(m.request("POST", "/api/fluids", map[string]any{"residentId": m.resident, "ml": 200}, m.nurse))
	h.weight = id(m.request("POST", "/api/weights", map[string]any{"residentId": m.resident, "date": "2026-11-20", "kg": 61.5}, m.nurse))
	h.bowel = id(m.request("POST", "/api/bowel", map[string]any{"residentId": m.resident, "bristol": 4}, m.nurse))
	m.request("PATCH", "/api/patients/archive/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	return h
}

func (h *archivedHome) noteBody() map[string]any {
	return map[string]any{"residentId": h.resident, "date": "2026-11-19", "time": "09:15", "observations": "Bien."}
}

func (h *archivedHome) socialBody() map[string]any {
	return map[string]any{"residentId": h.resident, "date": "2026-11-19", "time": "10:00", "primaryObservation": "Visita."}
}

func (h *archivedHome) vitalsBody() map[string]any {
	return map[string]any{"residentId": h.resident, "date": "2026-11-19", "time": "08:00",
		"vitalSigns": map[string]any{"temperature": 36.6}}
}

func (h *archivedHome) incidentBody() map[string]any {
	return map[string]any{"residentId": h.resident, "date": "2026-11-19", "time": "08:00", "shift": "mañana",
		"situation": "Tropezó en el pasillo."}
}

func (h *archivedHome) careBody() map[string]any {
	return map[string]any{"residentId": h.resident, "date": "2026-11-19", "bath": true}
}

func (h *archivedHome) kardexBody() map[string]any {
	return map[string]any{"patientId": h.resident, "entries": []map[string]any{h.entry("09:00")}}
}

// archivedWrite is how one write route is tried with the archived resident: by whom, where, with what.
type archivedWrite struct {
	caller string
	url    func(h *archivedHome) string
	body   func(h *archivedHome) any
}

func at(url string) func(*archivedHome) string { return func(*archivedHome) string { return url } }

// writesNamingAResident are the write routes that name a resident, in the path, the query or the body, or
// through the record they act on: each answers 409 for an archived one and writes nothing.
var writesNamingAResident = map[string]archivedWrite{
	"PUT /api/patients/:id": {"admin", func(h *archivedHome) string { return "/api/patients/" + h.resident },
		func(h *archivedHome) any {
			r, err := h.store.ResidentByID(context.Background(), h.resident)
			if err != nil {
				h.t.Fatal(err)
			}
			return with(validResident(r.Name), map[string]any{"username": r.FamilyUsername, "password": "", "confirmPassword": ""})
		}},
	"POST /api/areas/:areaId/patients/:patientId": {"admin",
		func(h *archivedHome) string { return "/api/areas/" + h.area + "/patients/" + h.resident }, nil},
	"DELETE /api/areas/:areaId/patients/:patientId": {"admin",
		func(h *archivedHome) string { return "/api/areas/" + h.area + "/patients/" + h.resident }, nil},

	"POST /api/notes":            {"nurse", at("/api/notes"), func(h *archivedHome) any { return h.noteBody() }},
	"PUT /api/notes/:id":         {"nurse", func(h *archivedHome) string { return "/api/notes/" + h.note }, func(h *archivedHome) any { return h.noteBody() }},
	"DELETE /api/notes/:id":      {"nurse", func(h *archivedHome) string { return "/api/notes/" + h.note }, nil},
	"POST /api/vitalsigns":       {"nurse", at("/api/vitalsigns"), func(h *archivedHome) any { return h.vitalsBody() }},
	"PUT /api/vitalsigns/:id":    {"nurse", func(h *archivedHome) string { return "/api/vitalsigns/" + h.vitals }, func(h *archivedHome) any { return h.vitalsBody() }},
	"DELETE /api/vitalsigns/:id": {"nurse", func(h *archivedHome) string { return "/api/vitalsigns/" + h.vitals }, nil},
	"POST /api/incidents":        {"nurse", at("/api/incidents"), func(h *archivedHome) any { return h.incidentBody() }},
	"PUT /api/incidents/:id": {"nurse", func(h *archivedHome) string { return "/api/incidents/" + h.incident },
		func(h *archivedHome) any { return h.incidentBody() }},
	"DELETE /api/incidents/:id": {"nurse", func(h *archivedHome) string { return "/api/incidents/" + h.incident }, nil},
	"POST /api/care-records":    {"nurse", at("/api/care-records"), func(h *archivedHome) any { return with(h.careBody(), map[string]any{"date": "2026-11-18"}) }},
	"PUT /api/care-records/:id": {"nurse", func(h *archivedHome) string { return "/api/care-records/" + h.care },
		func(h *archivedHome) any { return h.careBody() }},
	"DELETE /api/care-records/:id": {"nurse", func(h *archivedHome) string { return "/api/care-records/" + h.care }, nil},
	"POST /api/notessocialworker":  {"social", at("/api/notessocialworker"), func(h *archivedHome) any { return h.socialBody() }},
	"PUT /api/notessocialworker/:id": {"social", func(h *archivedHome) string { return "/api/notessocialworker/" + h.social },
		func(h *archivedHome) any { return h.socialBody() }},
	"DELETE /api/notessocialworker/:id": {"social", func(h *archivedHome) string { return "/api/notessocialworker/" + h.social }, nil},
	"POST /api/assessments": {"nurse", at("/api/assessments"),
		func(h *archivedHome) any { return assessmentBody(h.resident, "downton", "2026-11-20", downtonLow) }},
	"DELETE /api/assessments/:id": {"nurse", func(h *archivedHome) string { return "/api/assessments/" + h.assessment }, nil},

	"POST /api/kardex":       {"doctor", at("/api/kardex"), func(h *archivedHome) any { return h.kardexBody() }},
	"PUT /api/kardex/:id":    {"doctor", func(h *archivedHome) string { return "/api/kardex/" + h.kardex }, func(h *archivedHome) any { return h.kardexBody() }},
	"DELETE /api/kardex/:id": {"doctor", func(h *archivedHome) string { return "/api/kardex/" + h.kardex }, nil},
	"POST /api/kardex/dose": {"nurse", at("/api/kardex/dose"), func(h *archivedHome) any {
		return map[string]any{"kardexId": h.kardex, "medication": h.med, "doseDate": "2026-11-20", "doseTime": "07:15"}
	}},
	"POST /api/mar/administrations": {"nurse", at("/api/mar/administrations"), func(h *archivedHome) any {
		return map[string]any{"kardexId": h.kardex, "entryId": h.scheduled, "scheduledAt": "2026-11-20T08:00", "status": "given"}
	}},
	"PATCH /api/mar/administrations/:id": {"nurse", func(h *archivedHome) string { return "/api/mar/administrations/" + h.prnGiven },
		func(*archivedHome) any { return map[string]any{"effect": "effective"} }},
	"POST /api/mar/administrations/:id/void": {"nurse", func(h *archivedHome) string { return "/api/mar/administrations/" + h.given + "/void" },
		func(*archivedHome) any { return map[string]any{"reason": "Registrada en el residente equivocado."} }},

	"PUT /api/vital-ranges/:residentId": {"doctor", func(h *archivedHome) string { return "/api/vital-ranges/" + h.resident },
		func(*archivedHome) any {
			return map[string]any{"temperature": map[string]any{"min": 35, "max": 37.8}}
		}},
	"POST /api/handover/notes": {"nurse", at("/api/handover/notes"), func(h *archivedHome) any {
		return map[string]any{"date": "2026-11-20", "shift": "manana", "residentId": h.resident, "text": "Ha dormido mal."}
	}},
	"POST /api/patients/:id/hospital": {"nurse", func(h *archivedHome) string { return "/api/patients/" + h.resident + "/hospital" },
		func(h *archivedHome) any {
			return map[string]any{"at": h.clock.Now().Add(-time.Hour).Format(time.RFC3339), "reason": "Caída con dolor de cadera"}
		}},
	"POST /api/patients/:id/hospital/return": {"nurse", func(h *archivedHome) string { return "/api/patients/" + h.resident + "/hospital/return" },
		func(h *archivedHome) any { return map[string]any{"at": h.clock.Now().Format(time.RFC3339)} }},
	"POST /api/restraints": {"doctor", at("/api/restraints"), func(h *archivedHome) any { return restraintOrder(h.resident) }},
	"POST /api/restraints/:id/checks": {"nurse", func(h *archivedHome) string { return "/api/restraints/" + h.restraint + "/checks" },
		func(*archivedHome) any {
			return map[string]any{"applied": true, "skinOk": true, "releasedMinutes": 30, "note": "Tranquila."}
		}},
	"POST /api/restraints/:id/review": {"doctor", func(h *archivedHome) string { return "/api/restraints/" + h.restraint + "/review" },
		func(*archivedHome) any { return map[string]any{"reviewDate": "2026-12-15", "note": "Sigue el riesgo."} }},
	"POST /api/restraints/:id/end": {"doctor", func(h *archivedHome) string { return "/api/restraints/" + h.restraint + "/end" },
		func(*archivedHome) any { return map[string]any{"reason": "Ya no es necesaria."} }},
	"POST /api/care-plans": {"nurse", at("/api/care-plans"), func(h *archivedHome) any { return map[string]any{"residentId": h.resident} }},
	"PUT /api/care-plans/:id": {"nurse", func(h *archivedHome) string { return "/api/care-plans/" + h.plan },
		func(*archivedHome) any { return completeBody() }},
	"POST /api/care-plans/:id/approve": {"doctor", func(h *archivedHome) string { return "/api/care-plans/" + h.plan + "/approve" },
		func(h *archivedHome) any { return agreement(h.t) }},
	"POST /api/care-tasks/done": {"nurse", at("/api/care-tasks/done"), func(h *archivedHome) any {
		return map[string]any{"interventionId": h.task, "due": "2026-11-20T09:00"}
	}},
	"POST /api/skin-lesions": {"nurse", at("/api/skin-lesions"), func(h *archivedHome) any { return sacralUlcer(h.resident) }},
	"POST /api/skin-lesions/:id/evolution": {"nurse", func(h *archivedHome) string { return "/api/skin-lesions/" + h.lesion + "/evolution" },
		func(h *archivedHome) any {
			return map[string]any{"date": "2026-11-20", "lengthCm": 2, "widthCm": 2, "category": "II", "photo": pngDataURL(h.t, 8, 8)}
		}},
	"POST /api/skin-lesions/:id/close": {"nurse", func(h *archivedHome) string { return "/api/skin-lesions/" + h.lesion + "/close" },
		func(*archivedHome) any { return map[string]any{"date": "2026-11-20", "note": "Curada."} }},
	"POST /api/skin-lesions/:id/void": {"nurse", func(h *archivedHome) string { return "/api/skin-lesions/" + h.lesion + "/void" },
		func(*archivedHome) any { return map[string]any{"reason": "Registrada en el residente equivocado."} }},
	"POST /api/falls": {"nurse", at("/api/falls"), func(h *archivedHome) any { return fallBody(h.resident) }},
	"PUT /api/falls/:id": {"nurse", func(h *archivedHome) string { return "/api/falls/" + h.fall },
		func(h *archivedHome) any { return fallBody(h.resident) }},
	"POST /api/falls/:id/void": {"nurse", func(h *archivedHome) string { return "/api/falls/" + h.fall + "/void" },
		func(*archivedHome) any { return map[string]any{"reason": "Registrada por error."} }},

	"PUT /api/repositioning/:residentId/schedule": {"nurse", func(h *archivedHome) string { return "/api/repositioning/" + h.resident + "/schedule" },
		func(*archivedHome) any { return map[string]any{"everyHours": 2} }},
	"POST /api/repositioning": {"nurse", at("/api/repositioning"), func(h *archivedHome) any {
		return map[string]any{"residentId": h.resident, "position": "lateral-derecho", "skinOk": true}
	}},
	"POST /api/repositioning/:id/void": {"nurse", func(h *archivedHome) string { return "/api/repositioning/" + h.repositioning + "/void" },
		func(*archivedHome) any { return map[string]any{"reason": "Error."} }},
	"POST /api/fluids": {"nurse", at("/api/fluids"), func(h *archivedHome) any { return map[string]any{"residentId": h.resident, "ml": 150} }},
	"POST /api/fluids/:id/void": {"nurse", func(h *archivedHome) string { return "/api/fluids/" + h.fluid + "/void" },
		func(*archivedHome) any { return map[string]any{"reason": "Error."} }},
	"PUT /api/fluid-targets/:residentId": {"nurse", func(h *archivedHome) string { return "/api/fluid-targets/" + h.resident },
		func(*archivedHome) any { return map[string]any{"ml": 1800} }},
	"POST /api/weights": {"nurse", at("/api/weights"), func(h *archivedHome) any {
		return map[string]any{"residentId": h.resident, "date": "2026-11-20", "kg": 61}
	}},
	"POST /api/weights/:id/void": {"nurse", func(h *archivedHome) string { return "/api/weights/" + h.weight + "/void" },
		func(*archivedHome) any { return map[string]any{"reason": "Error."} }},
	"POST /api/bowel": {"nurse", at("/api/bowel"), func(h *archivedHome) any { return map[string]any{"residentId": h.resident, "bristol": 5} }},
	"POST /api/bowel/:id/void": {"nurse", func(h *archivedHome) string { return "/api/bowel/" + h.bowel + "/void" },
		func(*archivedHome) any { return map[string]any{"reason": "Error."} }},
}

// writesNamingNoResident are the write routes exempt from the check, each with the reason.
var writesNamingNoResident = map[string]string{
	"POST /api/auth/signup":              "accounts",
	"POST /api/auth/signin":              "accounts",
	"POST /api/auth/change-password":     "accounts",
	"POST /api/auth/logout":              "accounts",
	"POST /api/auth/unlock":              "accounts",
	"PUT /api/users/update-profile/:id":  "accounts",
	"POST /api/users/users-admin/:id":    "accounts",
	"POST /api/users/:id/reset-password": "accounts",
	"PUT /api/settings":                  "the home's settings",

	"POST /api/patients/create-new-patient":  "admits a new resident",
	"PATCH /api/patients/archive/:id":        "archives and restores: the way back for an archived resident",
	"DELETE /api/patients/:id":               "deletes only an archived resident",
	"POST /api/patients/report/pdf":          "reads: an archived resident's file stays printable",
	"POST /api/notes/report/pdf":             "reads",
	"POST /api/vitalsigns/report/pdf":        "reads",
	"POST /api/incidents/report/pdf":         "reads",
	"POST /api/care-records/report/pdf":      "reads",
	"POST /api/notessocialworker/report/pdf": "reads",
	"POST /api/kardex/report/pdf":            "reads",

	"POST /api/areas":       "areas",
	"PUT /api/areas/:id":    "areas",
	"DELETE /api/areas/:id": "areas (its residents are left without one)",

	"POST /api/medications":                 "inventory",
	"PUT /api/medications/:id":              "inventory",
	"DELETE /api/medications/:id":           "inventory",
	"PUT /api/medications/:id/add-stock":    "inventory",
	"PUT /api/medications/:id/remove-stock": "inventory",
	"POST /api/activities":                  "the home's activities",
	"PUT /api/activities/:id":               "the home's activities",
	"DELETE /api/activities/:id":            "the home's activities",
	"POST /api/posts":                       "the home's posts",
	"PUT /api/posts/:id":                    "the home's posts",
	"DELETE /api/posts/:id":                 "the home's posts",
	"POST /api/posts/:id/like":              "the home's posts",
	"POST /api/posts/:id/comments":          "the home's posts",

	"POST /api/handover/read": "signs a whole shift's handover as read",
	// An alert still open when its resident was archived must be closable, or it stays in every handover.
	"POST /api/alerts/:id/acknowledge": "closes an alert raised before the archive",

	"POST /api/staff/create-new-staff":               "staff accounts",
	"PUT /api/staff/:id":                             "staff accounts",
	"DELETE /api/staff/:id":                          "staff accounts",
	"POST /api/socialworker/create-new-socialworker": "staff accounts",
	"PUT /api/socialworker/:id":                      "staff accounts",
	"DELETE /api/socialworker/:id":                   "staff accounts",

	"POST /api/chat":                    "staff chat",
	"PATCH /api/chat/:chatId/read":      "staff chat",
	"POST /api/messages/addmsg":         "staff chat",
	"POST /api/chat/ai":                 "the assistant: a question, nothing of a resident's",
	"POST /api/push/subscribe":          "this device's notifications",
	"DELETE /api/push/subscribe":        "this device's notifications",
	"PATCH /api/notifications/:id/read": "one's own notifications",
}

// Every write route of the router either refuses an archived resident (409, nothing written, no audit row)
// or is listed as naming none: a route added later without a case here fails.
func TestEveryWriteRefusesAnArchivedResident(t *testing.T) {
	h := newArchivedHome(t)
	tried := map[string]bool{}
	routes := h.srv.Routes()
	// Writes before deletes: a record deleted by mistake would leave the calls after it nothing to act on.
	slices.SortFunc(routes, func(x, y *echo.Route) int {
		last := func(r *echo.Route) int { return map[bool]int{true: 1}[r.Method == http.MethodDelete] }
		return cmp.Or(last(x)-last(y), cmp.Compare(x.Path, y.Path), cmp.Compare(x.Method, y.Method))
	})
	for _, r := range routes {
		route := r.Method + " " + r.Path
		if !strings.HasPrefix(r.Path, "/api/") || strings.HasSuffix(r.Path, "/*") || tried[route] ||
			r.Method == http.MethodGet || r.Method == http.MethodHead {
			continue
		}
		tried[route] = true
		if _, exempt := writesNamingNoResident[route]; exempt {
			continue
		}
		w, ok := writesNamingAResident[route]
		if !ok {
			t.Errorf("%s: a write route with no case: add it to writesNamingAResident, or to writesNamingNoResident with the reason", route)
			continue
		}
		call := scenario{name: route, caller: w.caller, method: r.Method, url: w.url(h), wantStatus: http.StatusConflict,
			wantJSON: map[string]any{"message": "El residente está archivado."}}
		if w.body != nil {
			call.body = w.body(h)
		}
		before := len(h.audit(store.AuditFilter{}))
		runScenarios(t, h.app, h.callers(), []scenario{call})
		if after := len(h.audit(store.AuditFilter{})); after != before {
			t.Errorf("%s: the refused write left %d audit rows", route, after-before)
		}
	}
	for route := range writesNamingAResident {
		if !tried[route] {
			t.Errorf("%s: tried for an archived resident but no longer a route", route)
		}
	}
	for route := range writesNamingNoResident {
		if !tried[route] {
			t.Errorf("%s: listed as exempt but no longer a route", route)
		}
	}
	// Restored, the resident takes records again.
	h.request("PATCH", "/api/patients/archive/"+h.resident, nil, h.admin).wantStatus(http.StatusOK)
	h.request("POST", "/api/notes", h.noteBody(), h.nurse).wantStatus(http.StatusCreated)
}
