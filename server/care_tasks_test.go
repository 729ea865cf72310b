package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// intervention is the plan's intervention whose frequency says so.
func intervention(t testing.TB, plan map[string]any, frequency string) string {
	t.Helper()
	for _, a := range objects(plan["areas"].([]any)) {
		for _, n := range objects(a["needs"].([]any)) {
			for _, v := range objects(n["interventions"].([]any)) {
				if v["frequency"] == frequency {
					return v["_id"].(string)
				}
			}
		}
	}
	t.Fatalf("no intervention %q in %v", frequency, plan)
	return ""
}

// dues are the tasks' "due interventionText" in order.
func dues(tasks []map[string]any) string {
	var out []string
	for _, task := range tasks {
		out = append(out, task["due"].(string)[11:]+" "+task["text"].(string))
	}
	return strings.Join(out, "; ")
}

// An intervention of the plan in force every 3 hours, or at 11:00 and 17:00, is a task at each slot of the
// shift, from the moment the plan was agreed; a draft's interventions are not work yet.
func TestCareTasksOfAShift(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	plan := p.agreedPlan(p.resident) // at 10:00: no 09:00 task
	p.newDraft(p.resident)           // its copies are not tasks
	p.admit("Sin Plan", "2026-11-01")
	tasks := func(query string) []map[string]any {
		t.Helper()
		return objects(p.request("GET", "/api/care-tasks"+query, nil, p.social).wantStatus(http.StatusOK).jsonArray())
	}
	for _, tc := range []struct{ query, want string }{
		{"?date=2026-11-20&shift=manana", "11:00 Caminar con el andador.; 12:00 Cambios posturales."},
		{"?date=2026-11-20&shift=tarde", "15:00 Cambios posturales.; 17:00 Caminar con el andador.; 18:00 Cambios posturales.; 21:00 Cambios posturales."},
		{"?date=2026-11-20&shift=noche", "00:00 Cambios posturales.; 03:00 Cambios posturales.; 06:00 Cambios posturales."},
		{"?date=2026-11-19&shift=tarde", ""},
	} {
		if got := dues(tasks(tc.query)); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.query, got, tc.want)
		}
	}
	now := p.request("GET", "/api/care-tasks", nil, p.nurse).wantStatus(http.StatusOK)
	if now.Header().Get("X-Shift") != "manana" || now.Header().Get("X-Shift-Date") != "2026-11-20" {
		t.Fatalf("the current shift: %v", now.Header())
	}
	walk := tasks("?date=2026-11-20&shift=manana")[0]
	if walk["taskId"] != walk["interventionId"].(string)+"@2026-11-20T11:00" || walk["residentId"] != p.resident ||
		walk["residentName"] != "María José Núñez Peña" || walk["room"] == "" || walk["planId"] != plan["_id"] ||
		walk["role"] != "Gerocultor/a" || walk["responsible"] != "Rosa Martín" || walk["due"] != "2026-11-20T11:00" ||
		walk["done"] != nil || walk["frequency"] != "caminar 10 min mañana y tarde" {
		t.Fatalf("a task: %v", walk)
	}
	night := tasks("?date=2026-11-20&shift=noche")
	if night[0]["due"] != "2026-11-21T00:00" {
		t.Fatalf("the night's tasks belong to the night it starts on: %v", night[0])
	}
	p.request("GET", "/api/care-tasks?shift=madrugada", nil, p.nurse).wantStatus(http.StatusUnprocessableEntity)
	family, _ := p.addUser("familia", "family")
	p.request("GET", "/api/care-tasks", nil, family).wantStatus(http.StatusForbidden)
}

// One tap records a task done, once per slot: a second one answers who did it and writes nothing. The slot
// must be one of the intervention's, while its plan was in force, and not of a shift still to come. Tasks
// nobody recorded show in the handover: all of them once the shift is over, an hour after their slot while
// it lasts.
func TestCareTaskDoneAndTheHandover(t *testing.T) {
	p := newPlanApp(t, "2026-11-20T10:00")
	plan := p.agreedPlan(p.resident)
	every, walk := intervention(t, plan, "cambios posturales cada 3 h"), intervention(t, plan, "caminar 10 min mañana y tarde")
	done := func(id, due string) map[string]any { return map[string]any{"interventionId": id, "due": due} }
	runScenarios(t, p.app, p.callers(), []scenario{
		{name: "the 12:00 repositioning", caller: "nurse", method: "POST", url: "/api/care-tasks/done", body: done(every, "2026-11-20T12:00"),
			wantStatus: http.StatusCreated, wantJSON: map[string]any{"taskId": every + "@2026-11-20T12:00", "due": "2026-11-20T12:00",
				"planId": plan["_id"], "residentId": p.resident, "done": map[string]any{"by": p.nurseUser.ID, "byName": p.nurseUser.Name,
					"at": "2026-11-20T09:00:00Z"}}},
		{name: "recorded again by the doctor", caller: "doctor", method: "POST", url: "/api/care-tasks/done",
			body: done(every, "2026-11-20T12:00"), wantStatus: http.StatusOK,
			wantJSON: map[string]any{"done": map[string]any{"by": p.nurseUser.ID, "byName": p.nurseUser.Name, "at": "2026-11-20T09:00:00Z"}}},
		{name: "not one of its hours", caller: "nurse", method: "POST", url: "/api/care-tasks/done", body: done(every, "2026-11-20T12:30"),
			wantStatus: 422, wantFields: map[string]string{"due": "No es una hora de esta intervención."}},
		{name: "before the plan was agreed", caller: "nurse", method: "POST", url: "/api/care-tasks/done", body: done(every, "2026-11-20T09:00"),
			wantStatus: 422, wantFields: map[string]string{"due": "A esa hora la intervención no estaba en el plan vigente."}},
		{name: "of the afternoon, in the morning", caller: "nurse", method: "POST", url: "/api/care-tasks/done",
			body: done(walk, "2026-11-20T17:00"), wantStatus: 422,
			wantFields: map[string]string{"due": "Esa tarea es de un turno que aún no ha empezado."}},
		{name: "a time that is none", caller: "nurse", method: "POST", url: "/api/care-tasks/done", body: done(every, "20/11/2026 12:00"),
			wantStatus: 422, wantFields: map[string]string{"due": "Hora no válida."}},
		{name: "nothing", caller: "nurse", method: "POST", url: "/api/care-tasks/done", body: map[string]any{}, wantStatus: 422,
			wantFields: map[string]string{"interventionId": "La intervención es requerida.", "due": "La hora de la tarea es requerida."}},
		{name: "an unknown intervention", caller: "nurse", method: "POST", url: "/api/care-tasks/done",
			body: done("00000000-0000-0000-0000-000000000000", "2026-11-20T12:00"), wantStatus: 422,
			wantFields: map[string]string{"interventionId": "La intervención no existe."}},
	})
	if rows := p.audit(auditOf("care-task", "task-done")); len(rows) != 1 || rows[0].ActorID != p.nurseUser.ID || rows[0].ResidentID != p.resident {
		t.Fatalf("one audit row, the nurse's: %+v", rows)
	}
	morning := objects(p.request("GET", "/api/care-tasks?date=2026-11-20&shift=manana", nil, p.nurse).jsonArray())
	if morning[0]["done"] != nil || morning[1]["done"].(map[string]any)["byName"] != p.nurseUser.Name {
		t.Fatalf("the morning's tasks: %v", morning)
	}

	careTasks := func(shift string) []string {
		t.Helper()
		h := p.request("GET", "/api/handover?date=2026-11-20&shift="+shift, nil, p.nurse).wantStatus(http.StatusOK).json()
		var out []string
		for _, r := range objects(h["residents"].([]any)) {
			for _, it := range objects(r["items"].([]any)) {
				if it["kind"] == "care-task" {
					out = append(out, it["at"].(string)[11:]+" "+it["text"].(string))
				}
			}
		}
		return out
	}
	p.clock.set(madrid(t, "2026-11-20T16:30"))
	if got := careTasks("manana"); len(got) != 1 ||
		got[0] != "11:00 Tarea del plan de atención sin registrar: Caminar con el andador. (Gerocultor/a, Rosa Martín)." {
		t.Fatalf("the morning's handover: %v", got)
	}
	if got := careTasks("tarde"); len(got) != 1 || !strings.HasPrefix(got[0], "15:00 ") {
		t.Fatalf("the afternoon under way tells the 15:00 (an hour and a half ago), not the 17:00 yet: %v", got)
	}
	p.request("POST", "/api/care-tasks/done", done(walk, "2026-11-20T11:00"), p.social).wantStatus(http.StatusCreated)
	if got := careTasks("manana"); len(got) != 0 {
		t.Fatalf("recorded late, it leaves the handover: %v", got)
	}
	text := pdfText(t, p.request("GET", "/api/handover/pdf?date=2026-11-20&shift=tarde", nil, p.nurse).wantStatus(http.StatusOK))
	if !strings.Contains(text, "Plan de atención") || !strings.Contains(text, "Cambios posturales.") {
		t.Fatalf("the printed handover lacks the task:\n%s", text)
	}
}
