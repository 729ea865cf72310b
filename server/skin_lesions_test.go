package server_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// sacralUlcer is a category II pressure ulcer on the sacrum, arisen in the residencia, found today.
func sacralUlcer(resident string) map[string]any {
	return map[string]any{"residentId": resident, "type": "upp", "category": "II", "view": "posterior", "region": "sacro",
		"x": 0.5, "y": 0.44, "origin": "residencia", "detectedAt": "2026-11-20", "lengthCm": 3, "widthCm": 2.5, "depthCm": 0.3,
		"bed": "granulacion", "exudate": "escaso", "infection": false, "treatment": "Cura con apósito hidrocoloide cada 72 h.",
		"surface": "Colchón de aire alternante"}
}

// lesionIn records a lesion as the nurse and answers it.
func (m *marApp) lesionIn(t *testing.T, body map[string]any) map[string]any {
	t.Helper()
	return m.request("POST", "/api/skin-lesions", body, m.nurse).wantStatus(http.StatusCreated).json()
}

// skinAlerts are the open skin-lesion alerts.
func (m *marApp) skinAlerts(t *testing.T) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, a := range objects(m.request("GET", "/api/alerts", nil, m.nurse).wantStatus(http.StatusOK).jsonArray()) {
		if a["kind"] == "skin-lesion" {
			out = append(out, a)
		}
	}
	return out
}

// skinTriggers are the resident's skin-lesion review triggers not cancelled.
func (m *marApp) skinTriggers(t *testing.T) []store.CarePlanTrigger {
	t.Helper()
	all, err := m.store.CarePlanTriggers(context.Background(), m.resident)
	if err != nil {
		t.Fatal(err)
	}
	var out []store.CarePlanTrigger
	for _, tr := range all {
		if tr.Kind == store.TriggerSkinLesion {
			out = append(out, tr)
		}
	}
	return out
}

// The answer has every field of DESIGN 15's lesion; a new one arisen in the residencia opens the skin-lesion
// alert (medium for a category II, its link the tab Piel) and makes the care plan due, and the list reads it
// back with its (empty) evolution. Every write is audited with its actor and resident.
func TestSkinLesionContract(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	l := m.lesionIn(t, sacralUlcer(m.resident))
	id := l["_id"].(string)
	want := map[string]any{"residentId": m.resident, "residentName": "María José Núñez Peña", "type": "upp", "category": "II",
		"view": "posterior", "region": "sacro", "regionLabel": "Sacro", "x": 0.5, "y": 0.44, "origin": "residencia",
		"detectedAt": "2026-11-20", "lengthCm": 3.0, "widthCm": 2.5, "depthCm": 0.3, "bed": "granulacion", "exudate": "escaso",
		"infection": false, "treatment": "Cura con apósito hidrocoloide cada 72 h.", "surface": "Colchón de aire alternante",
		"status": "open", "closedAt": nil, "closeNote": "", "closedBy": "", "closedByName": "", "createdBy": m.nurseUser.ID,
		"createdByName": m.nurseUser.Name, "createdAt": "2026-11-20T09:00:00Z", "canVoid": true, "evolution": []any{}}
	for k, v := range want {
		if got := l[k]; jsonText(got) != jsonText(v) {
			t.Errorf("%s = %v, want %v", k, got, v)
		}
	}
	alerts := m.skinAlerts(t)
	if len(alerts) != 1 || alerts[0]["severity"] != "medium" || alerts[0]["recordId"] != id || alerts[0]["residentId"] != m.resident ||
		alerts[0]["title"] != "Nueva lesión de la piel: Úlcera por presión categoría II" ||
		alerts[0]["link"] != "/patients/"+m.resident+"/piel" || !strings.Contains(alerts[0]["detail"].(string), "Sacro (vista posterior), 3 × 2,5 cm") {
		t.Fatalf("the alert: %v", alerts)
	}
	if tr := m.skinTriggers(t); len(tr) != 1 || tr[0].SourceID != id || tr[0].Detail != "Úlcera por presión categoría II en sacro" {
		t.Fatalf("the care plan's review trigger: %+v", tr)
	}

	// A category IV one is high; one arisen at home or in hospital opens nothing and asks for no review.
	deep := m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"category": "IV", "region": "talon-derecho", "x": 0.42, "y": 0.95}))
	if a := m.skinAlerts(t); len(a) != 2 || a[0]["recordId"] != deep["_id"] && a[1]["recordId"] != deep["_id"] {
		t.Fatalf("alerts after the category IV: %v", a)
	}
	for _, a := range m.skinAlerts(t) {
		if a["recordId"] == deep["_id"] && a["severity"] != "high" {
			t.Errorf("a category IV ulcer's alert is %v", a["severity"])
		}
	}
	for _, origin := range []string{"domicilio", "hospital"} {
		m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"origin": origin, "type": "humedad", "category": nil,
			"view": "anterior", "region": "perine"}))
	}
	if a, tr := m.skinAlerts(t), m.skinTriggers(t); len(a) != 2 || len(tr) != 2 {
		t.Fatalf("lesions from home or hospital opened %d alerts and %d triggers, want the two of the residencia's", len(a), len(tr))
	}
	tear := m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"type": "desgarro", "category": nil, "view": "anterior",
		"region": "antebrazo-derecho", "depthCm": nil, "detectedAt": "2026-11-19"}))
	if tear["category"] != nil || tear["depthCm"] != nil {
		t.Fatalf("a skin tear has no category and no depth here: %v", tear)
	}
	for _, a := range m.skinAlerts(t) {
		if a["recordId"] == tear["_id"] && (a["severity"] != "medium" || a["title"] != "Nueva lesión de la piel: Desgarro cutáneo") {
			t.Errorf("a skin tear's alert: %v", a)
		}
	}

	list := objects(m.request("GET", "/api/skin-lesions?residentId="+m.resident, nil, m.social).wantStatus(http.StatusOK).jsonArray())
	if len(list) != 5 || list[len(list)-1]["_id"] != tear["_id"] {
		t.Fatalf("five lesions, newest detected first (the tear, found yesterday, last): %v", list)
	}
	if list[0]["canVoid"] != false {
		t.Errorf("the social worker may void nothing: %v", list[0]["canVoid"])
	}
	rows := m.audit(store.AuditFilter{Entity: "skin-lesion", EntityID: id})
	if len(rows) != 1 || rows[0].Action != "create" || rows[0].ActorID != m.nurseUser.ID || rows[0].ResidentID != m.resident {
		t.Fatalf("the lesion's audit: %+v", rows)
	}
	if reads := m.audit(store.AuditFilter{Entity: "skin-lesion", Action: "read"}); len(reads) != 1 || reads[0].ResidentID != m.resident {
		t.Fatalf("reading the list is audited: %+v", reads)
	}
}

// Every field is checked with a Spanish message naming it; a category goes with pressure ulcers only.
func TestSkinLesionValidation(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	body := sacralUlcer(m.resident)
	post := func(name string, b any, status int, fields map[string]string) scenario {
		return scenario{name: name, caller: "nurse", method: "POST", url: "/api/skin-lesions", body: b, wantStatus: status, wantFields: fields}
	}
	var scenarios []scenario
	for field, message := range map[string]string{"residentId": "El residente es requerido.", "type": "Elige el tipo de lesión.",
		"view": "Elige la vista del mapa corporal.", "region": "Elige la zona del cuerpo.", "x": "Marca el punto en el mapa corporal.",
		"y": "Marca el punto en el mapa corporal.", "origin": "Indica dónde se originó la lesión.",
		"detectedAt": "La fecha de detección es requerida.", "lengthCm": "Indica el largo en cm.", "widthCm": "Indica el ancho en cm."} {
		scenarios = append(scenarios, post("without "+field, with(body, map[string]any{field: nil}), 422, map[string]string{field: message}))
	}
	scenarios = append(scenarios,
		post("a pressure ulcer without its category", with(body, map[string]any{"category": nil}), 422,
			map[string]string{"category": "Indica la categoría de la úlcera por presión."}),
		post("a moisture lesion with a category", with(body, map[string]any{"type": "humedad"}), 422,
			map[string]string{"category": "Solo las úlceras por presión tienen categoría."}),
		post("a category that is not GNEAUPP's", with(body, map[string]any{"category": "V"}), 422, map[string]string{"category": "Valor no válido."}),
		post("an unknown type", with(body, map[string]any{"type": "quemadura"}), 422, map[string]string{"type": "Valor no válido."}),
		post("an unknown region", with(body, map[string]any{"region": "nariz"}), 422, map[string]string{"region": "Zona del cuerpo no válida."}),
		post("the sacrum on the front figure", with(body, map[string]any{"view": "anterior"}), 422,
			map[string]string{"region": "Esa zona no está en la vista elegida."}),
		post("a point off the map", with(body, map[string]any{"x": 1.2}), 422, map[string]string{"x": "Valor imposible (0–1)."}),
		post("an unknown origin", with(body, map[string]any{"origin": "centro de día"}), 422, map[string]string{"origin": "Valor no válido."}),
		post("found tomorrow", with(body, map[string]any{"detectedAt": "2026-11-21"}), 422, map[string]string{"detectedAt": "La fecha no puede ser futura."}),
		post("a date that is not one", with(body, map[string]any{"detectedAt": "20/11/2026"}), 422, map[string]string{"detectedAt": "Fecha no válida."}),
		post("a metre long", with(body, map[string]any{"lengthCm": 101}), 422, map[string]string{"lengthCm": "Valor imposible (0–100)."}),
		post("a negative width", with(body, map[string]any{"widthCm": -1}), 422, map[string]string{"widthCm": "Valor imposible (0–100)."}),
		post("a depth of 31 cm", with(body, map[string]any{"depthCm": 31}), 422, map[string]string{"depthCm": "Valor imposible (0–30)."}),
		post("a length that is no number", with(body, map[string]any{"lengthCm": "tres"}), 422,
			map[string]string{"lengthCm": "Escribe un número (por ejemplo, 36,8)."}),
		post("an unknown bed", with(body, map[string]any{"bed": "rosado"}), 422, map[string]string{"bed": "Valor no válido."}),
		post("an unknown exudate", with(body, map[string]any{"exudate": "mucho"}), 422, map[string]string{"exudate": "Valor no válido."}),
		post("an unknown resident", with(body, map[string]any{"residentId": "00000000-0000-0000-0000-000000000000"}), 422,
			map[string]string{"residentId": "El residente no existe."}),
		post("the point as text", with(body, map[string]any{"x": true}), 400, map[string]string{"x": ""}),
		post("malformed JSON", `{"type": "upp",`, 400, nil),
		post("decimals typed the Spanish way", with(body, map[string]any{"lengthCm": "3,5", "depthCm": nil}), 201, nil),
	)
	before := len(m.audit(store.AuditFilter{Entity: "skin-lesion"}))
	runScenarios(t, m.app, m.callers(), scenarios)
	if after := len(m.audit(store.AuditFilter{Entity: "skin-lesion"})); after != before+1 {
		t.Fatalf("%d lesion audit rows, want only the valid one's", after-before)
	}
	if l := objects(m.request("GET", "/api/skin-lesions?residentId="+m.resident, nil, m.nurse).jsonArray()); len(l) != 1 || l[0]["lengthCm"] != 3.5 {
		t.Fatalf("the one saved: %v", l)
	}
	m.request("GET", "/api/skin-lesions?status=todas", nil, m.nurse).wantStatus(http.StatusUnprocessableEntity)
	m.request("GET", "/api/skin-lesions?residentId=00000000-0000-0000-0000-000000000000", nil, m.nurse).wantStatus(http.StatusNotFound)
}

// DESIGN 7's registers.write row: doctors and nurses write; administrative staff and social workers read and
// print; families see nothing.
func TestSkinLesionPermissionsPerRole(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	family, _ := m.addUser("familia", store.RoleFamily)
	who := m.callers()
	who["family"] = family
	id := m.lesionIn(t, sacralUlcer(m.resident))["_id"].(string)
	base := "/api/skin-lesions/" + id
	evolution := map[string]any{"date": "2026-11-20", "lengthCm": 3, "widthCm": 2, "category": "II"}
	var scenarios []scenario
	for _, caller := range []string{"admin", "social", "family"} {
		scenarios = append(scenarios,
			scenario{name: caller + " records", caller: caller, method: "POST", url: "/api/skin-lesions", body: sacralUlcer(m.resident), wantStatus: 403,
				wantJSON: map[string]any{"message": "No tienes permiso para realizar esta acción."}},
			scenario{name: caller + " adds an evolution", caller: caller, method: "POST", url: base + "/evolution", body: evolution, wantStatus: 403},
			scenario{name: caller + " closes", caller: caller, method: "POST", url: base + "/close", body: map[string]any{"date": "2026-11-20"}, wantStatus: 403},
			scenario{name: caller + " voids", caller: caller, method: "POST", url: base + "/void", body: map[string]any{"reason": "x"}, wantStatus: 403},
		)
	}
	for _, caller := range []string{"admin", "social", "doctor", "nurse"} {
		scenarios = append(scenarios,
			scenario{name: caller + " reads", caller: caller, method: "GET", url: "/api/skin-lesions?residentId=" + m.resident, wantStatus: 200},
			scenario{name: caller + " prints", caller: caller, method: "GET", url: "/api/skin-lesions/pdf?residentId=" + m.resident, wantStatus: 200})
	}
	scenarios = append(scenarios,
		scenario{name: "family reads", caller: "family", method: "GET", url: "/api/skin-lesions?residentId=" + m.resident, wantStatus: 403},
		scenario{name: "without a session", method: "GET", url: "/api/skin-lesions?residentId=" + m.resident, wantStatus: 401},
		scenario{name: "the doctor records", caller: "doctor", method: "POST", url: "/api/skin-lesions", body: sacralUlcer(m.resident), wantStatus: 201},
		scenario{name: "the doctor adds an evolution", caller: "doctor", method: "POST", url: base + "/evolution", body: evolution, wantStatus: 201},
	)
	runScenarios(t, m.app, who, scenarios)
}

// Weekly evolutions (with a photo from the tablet, stored without its EXIF) until the lesion is closed; a
// closed lesion takes nothing more and answers 409 in Spanish.
func TestSkinLesionEvolutionAndClose(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	l := m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"detectedAt": "2026-11-06"}))
	moisture := m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"type": "humedad", "category": nil, "view": "anterior", "region": "perine"}))
	base := "/api/skin-lesions/" + l["_id"].(string)
	evolution := map[string]any{"date": "2026-11-13", "lengthCm": 2.5, "widthCm": 2, "depthCm": 0.2, "category": "II",
		"bed": "granulacion", "exudate": "escaso", "note": "Bordes limpios, menos exudado."}
	post := func(name, url string, b any, status int, fields map[string]string) scenario {
		return scenario{name: name, caller: "nurse", method: "POST", url: url, body: b, wantStatus: status, wantFields: fields}
	}
	runScenarios(t, m.app, m.callers(), []scenario{
		post("before the detection", base+"/evolution", with(evolution, map[string]any{"date": "2026-11-05"}), 422,
			map[string]string{"date": "La evolución no puede ser anterior a la detección (06/11/2026)."}),
		post("tomorrow", base+"/evolution", with(evolution, map[string]any{"date": "2026-11-21"}), 422,
			map[string]string{"date": "La fecha no puede ser futura."}),
		post("without a date or a size", base+"/evolution", map[string]any{"category": "II"}, 422,
			map[string]string{"date": "La fecha es requerida.", "lengthCm": "Indica el largo en cm.", "widthCm": "Indica el ancho en cm."}),
		post("a pressure ulcer's without its category", base+"/evolution", with(evolution, map[string]any{"category": nil}), 422,
			map[string]string{"category": "Indica la categoría de la úlcera por presión."}),
		post("a moisture lesion's with a category", "/api/skin-lesions/"+moisture["_id"].(string)+"/evolution", evolution, 422,
			map[string]string{"category": "Solo las úlceras por presión tienen categoría."}),
		post("a photo that is no picture", base+"/evolution", with(evolution, map[string]any{"photo": "data:image/jpeg;base64,aGVsbG8="}), 422,
			map[string]string{"photo": "La foto debe ser una imagen JPG, PNG o WebP."}),
		post("an unknown lesion", "/api/skin-lesions/00000000-0000-0000-0000-000000000000/evolution", evolution, 404, nil),
	})

	// The first week's, with the photo of the camera: it is served re-encoded, without its GPS position.
	withPhoto := m.request("POST", base+"/evolution", with(evolution, map[string]any{"photo": dataURL("image/jpeg", exifJPEG(t))}), m.nurse).
		wantStatus(http.StatusCreated).json()
	evo := objects(withPhoto["evolution"].([]any))
	if len(evo) != 1 || evo[0]["date"] != "2026-11-13" || evo[0]["lengthCm"] != 2.5 || evo[0]["widthCm"] != 2.0 || evo[0]["depthCm"] != 0.2 ||
		evo[0]["category"] != "II" || evo[0]["bed"] != "granulacion" || evo[0]["exudate"] != "escaso" ||
		evo[0]["note"] != "Bordes limpios, menos exudado." || evo[0]["createdByName"] != m.nurseUser.Name || evo[0]["_id"] == "" {
		t.Fatalf("the evolution: %v", evo)
	}
	photo, _ := evo[0]["photo"].(string)
	if !strings.HasPrefix(photo, "/api/images/") || evo[0]["photoThumb"] != photo+"?size=thumb" {
		t.Fatalf("the photo's URLs: %v", evo[0])
	}
	served := m.request("GET", photo, nil, m.nurse).wantStatus(http.StatusOK)
	for _, secret := range []string{"GPSLatitude", "40.4168", "Exif", "TRAILING-SECRET"} {
		if strings.Contains(served.Body.String(), secret) {
			t.Errorf("the lesion's photo still has %q", secret)
		}
	}
	second := m.request("POST", base+"/evolution", with(evolution, map[string]any{"date": "2026-11-20", "lengthCm": "1,5",
		"widthCm": 1, "depthCm": nil, "bed": "epitelizacion", "exudate": "ninguno", "note": ""}), m.doctor).wantStatus(http.StatusCreated).json()
	if evo := objects(second["evolution"].([]any)); len(evo) != 2 || evo[1]["depthCm"] != nil || evo[1]["photo"] != nil || evo[1]["lengthCm"] != 1.5 {
		t.Fatalf("two evolutions, oldest first: %v", evo)
	}

	runScenarios(t, m.app, m.callers(), []scenario{
		post("closed before its last evolution", base+"/close", map[string]any{"date": "2026-11-19"}, 422,
			map[string]string{"date": "El cierre no puede ser anterior a la última evolución (20/11/2026)."}),
		post("closed without a date", base+"/close", map[string]any{"note": "x"}, 422, map[string]string{"date": "La fecha de cierre es requerida."}),
		{name: "closed", caller: "nurse", method: "POST", url: base + "/close", body: map[string]any{"date": "2026-11-20", "note": "Epitelizada."},
			wantStatus: 200, wantJSON: map[string]any{"status": "closed", "closedAt": "2026-11-20", "closeNote": "Epitelizada.",
				"closedBy": m.nurseUser.ID, "closedByName": m.nurseUser.Name}},
		{name: "an evolution once closed", caller: "doctor", method: "POST", url: base + "/evolution", body: evolution, wantStatus: 409,
			wantJSON: map[string]any{"message": "La lesión ya está cerrada: no admite más cambios."}},
		{name: "an invalid evolution once closed", caller: "doctor", method: "POST", url: base + "/evolution", body: map[string]any{}, wantStatus: 409},
		{name: "closed twice", caller: "nurse", method: "POST", url: base + "/close", body: map[string]any{"date": "2026-11-20"}, wantStatus: 409,
			wantJSON: map[string]any{"message": "La lesión ya está cerrada: no admite más cambios."}},
	})
	for status, want := range map[string]any{"open": moisture["_id"], "closed": l["_id"]} {
		got := objects(m.request("GET", "/api/skin-lesions?residentId="+m.resident+"&status="+status, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
		if len(got) != 1 || got[0]["_id"] != want {
			t.Errorf("status %s: %v", status, got)
		}
	}
	var actions []string
	for _, row := range m.audit(store.AuditFilter{Entity: "skin-lesion", EntityID: l["_id"].(string)}) {
		actions = append(actions, row.Action+" "+row.ActorID)
	}
	if want := "create " + m.nurseUser.ID + ", evolution " + m.nurseUser.ID + ", evolution " + m.doctorUser.ID + ", close " + m.nurseUser.ID; strings.Join(actions, ", ") != want {
		t.Fatalf("audited %v, want %s", actions, want)
	}
	described := map[string]bool{}
	for _, row := range auditRows(t, m.request("GET", "/api/audit?residentId="+m.resident, nil, m.admin)) {
		described[row["description"].(string)] = true
	}
	for _, d := range []string{"Creó una lesión de la piel", "Registró la evolución de una lesión de la piel", "Cerró una lesión de la piel",
		"Consultó una lesión de la piel"} {
		if !described[d] {
			t.Errorf("the audit screen does not say %q", d)
		}
	}
}

// A lesion entered by mistake is voided with a reason by its author within 24 hours, or later by a doctor
// (records.delete-any): it leaves the lists, no longer makes the care plan due, and takes nothing more.
func TestSkinLesionVoid(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	otherNurse := func() string {
		m.addUser("enfermera2", store.RoleNurse)
		return m.longSession("enfermera2")
	}()
	who := m.callers()
	who["otherNurse"] = otherNurse
	mistaken := m.lesionIn(t, sacralUlcer(m.resident))["_id"].(string)
	kept := m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"region": "coxis"}))["_id"].(string)
	void := func(name, caller, id string, body any, status int) scenario {
		return scenario{name: name, caller: caller, method: "POST", url: "/api/skin-lesions/" + id + "/void", body: body, wantStatus: status}
	}
	runScenarios(t, m.app, who, []scenario{
		void("by another nurse", "otherNurse", mistaken, map[string]any{"reason": "Duplicada."}, 403),
		{name: "without a reason", caller: "nurse", method: "POST", url: "/api/skin-lesions/" + mistaken + "/void", body: map[string]any{"reason": " "},
			wantStatus: 422, wantFields: map[string]string{"reason": "Indica por qué se anula."}},
		void("by its author", "nurse", mistaken, map[string]any{"reason": "Registrada en el residente equivocado."}, 200),
		void("twice", "nurse", mistaken, map[string]any{"reason": "Otra vez."}, 409),
		{name: "an evolution of the voided", caller: "nurse", method: "POST", url: "/api/skin-lesions/" + mistaken + "/evolution",
			body: map[string]any{"date": "2026-11-20", "lengthCm": 1, "widthCm": 1, "category": "II"}, wantStatus: 409,
			wantJSON: map[string]any{"message": "Esta lesión se anuló: ya no admite cambios."}},
	})
	list := objects(m.request("GET", "/api/skin-lesions?residentId="+m.resident, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(list) != 1 || list[0]["_id"] != kept {
		t.Fatalf("the voided lesion is still listed: %v", list)
	}
	if tr := m.skinTriggers(t); len(tr) != 1 || tr[0].SourceID != kept {
		t.Fatalf("the voided lesion still makes the plan due: %+v", tr)
	}
	if rows := m.audit(store.AuditFilter{Entity: "skin-lesion", Action: "void"}); len(rows) != 1 || rows[0].EntityID != mistaken ||
		!strings.Contains(rows[0].Detail, "Registrada en el residente equivocado.") {
		t.Fatalf("the void's audit: %+v", rows)
	}

	// A day later its author may no longer void it; a doctor may.
	m.clock.Advance(25 * time.Hour)
	if l := objects(m.request("GET", "/api/skin-lesions?residentId="+m.resident, nil, m.nurse).jsonArray()); l[0]["canVoid"] != false {
		t.Fatalf("the nurse may still void after a day: %v", l[0]["canVoid"])
	}
	runScenarios(t, m.app, who, []scenario{
		void("by its author a day later", "nurse", kept, map[string]any{"reason": "Duplicada."}, 403),
		void("by the doctor", "doctor", kept, map[string]any{"reason": "Duplicada de la del sacro."}, 200),
	})
}

// An archived resident's lesions take nothing new (409), and the list and the PDF stay readable.
func TestSkinLesionArchivedResident(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	id := m.lesionIn(t, sacralUlcer(m.resident))["_id"].(string)
	m.request("PATCH", "/api/patients/archive/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	archived := map[string]any{"message": "El residente está archivado."}
	runScenarios(t, m.app, m.callers(), []scenario{
		{name: "a new lesion", caller: "nurse", method: "POST", url: "/api/skin-lesions", body: sacralUlcer(m.resident), wantStatus: 409, wantJSON: archived},
		{name: "an evolution", caller: "nurse", method: "POST", url: "/api/skin-lesions/" + id + "/evolution",
			body: map[string]any{"date": "2026-11-20", "lengthCm": 1, "widthCm": 1, "category": "II"}, wantStatus: 409, wantJSON: archived},
		{name: "the closing", caller: "nurse", method: "POST", url: "/api/skin-lesions/" + id + "/close",
			body: map[string]any{"date": "2026-11-20"}, wantStatus: 409, wantJSON: archived},
		{name: "the list", caller: "nurse", method: "GET", url: "/api/skin-lesions?residentId=" + m.resident, wantStatus: 200},
		{name: "the PDF", caller: "nurse", method: "GET", url: "/api/skin-lesions/pdf?residentId=" + m.resident, wantStatus: 200},
	})
}

// DESIGN 13's pages: ?limit= reads the resident's lesions newest first, X-Next-Cursor names the page's last.
func TestSkinLesionPages(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	var ids []string
	for day := 1; day <= 5; day++ {
		ids = append([]string{m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"detectedAt": "2026-11-0" + string(rune('0'+day)),
			"origin": "hospital"}))["_id"].(string)}, ids...)
	}
	var got []string
	before := ""
	for page := 0; page < 5; page++ {
		url := "/api/skin-lesions?residentId=" + m.resident + "&limit=2"
		if before != "" {
			url += "&before=" + before
		}
		r := m.request("GET", url, nil, m.nurse).wantStatus(http.StatusOK)
		for _, l := range objects(r.jsonArray()) {
			got = append(got, l["_id"].(string))
		}
		if before = r.Header().Get("X-Next-Cursor"); before == "" {
			break
		}
	}
	if strings.Join(got, ",") != strings.Join(ids, ",") {
		t.Fatalf("pages read %v, want %v", got, ids)
	}
	m.request("GET", "/api/skin-lesions?residentId="+m.resident+"&limit=0", nil, m.nurse).wantStatus(http.StatusUnprocessableEntity)
	m.request("GET", "/api/skin-lesions?residentId="+m.resident+"&before=nada", nil, m.nurse).wantStatus(http.StatusUnprocessableEntity)
}

// The resident's lesions print in Spanish: each lesion as found, its evolution as a table and the trend of its
// area, its latest photo; open ones first; the voided one left out.
func TestSkinLesionPDF(t *testing.T) {
	m := newMarApp(t, "2026-11-20T10:00")
	ulcer := m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"detectedAt": "2026-10-23", "lengthCm": 4, "widthCm": 3}))["_id"].(string)
	for i, size := range [][2]float64{{3.5, 2.5}, {3, 2}, {2, 1.5}} {
		m.request("POST", "/api/skin-lesions/"+ulcer+"/evolution", map[string]any{"date": []string{"2026-10-30", "2026-11-06", "2026-11-13"}[i],
			"lengthCm": size[0], "widthCm": size[1], "category": "II", "bed": "granulacion", "exudate": "escaso",
			"note":  []string{"Sin cambios en los bordes.", "Menos exudado.", "Tejido de granulación sano."}[i],
			"photo": dataURL("image/jpeg", exifJPEG(t))}, m.nurse).wantStatus(http.StatusCreated)
	}
	tear := m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"type": "desgarro", "category": nil, "view": "anterior",
		"region": "antebrazo-izquierdo", "origin": "domicilio", "detectedAt": "2026-11-01", "lengthCm": 2, "widthCm": 1, "depthCm": nil}))["_id"].(string)
	m.request("POST", "/api/skin-lesions/"+tear+"/close", map[string]any{"date": "2026-11-15", "note": "Cicatrizado sin secuelas."}, m.nurse).
		wantStatus(http.StatusOK)
	voided := m.lesionIn(t, with(sacralUlcer(m.resident), map[string]any{"region": "talon-izquierdo", "x": 0.58, "y": 0.95}))["_id"].(string)
	m.request("POST", "/api/skin-lesions/"+voided+"/void", map[string]any{"reason": "Era de otro residente."}, m.nurse).wantStatus(http.StatusOK)

	r := m.request("GET", "/api/skin-lesions/pdf?residentId="+m.resident, nil, m.social).wantStatus(http.StatusOK)
	if cd := r.Header().Get("Content-Disposition"); cd != `attachment; filename="lesiones_`+m.resident+`_2026-11-20.pdf"` {
		t.Fatalf("file name: %q", cd)
	}
	text := pdfText(t, r)
	for _, want := range []string{
		"Registro de lesiones de la piel", "María José Núñez Peña", "2 lesiones registradas, 1 abierta",
		"1. Úlcera por presión categoría II · Sacro", "Sacro (vista posterior)", "En la residencia", "23/10/2026",
		"4 × 3 × 0,3 cm", "Colchón de aire alternante", "Cura con apósito hidrocoloide", "Abierta desde hace 28 días",
		"Fecha", "Tamaño", "Área", "30/10/2026", "3,5 × 2,5 cm", "8,8 cm²", "13/11/2026", "Tejido de granulación sano.",
		"Tendencia del área", "De 12 cm² el 23/10/2026 a 3 cm² el 13/11/2026 (-75 %): mejora.", "Última foto, del 13/11/2026",
		"2. Desgarro cutáneo · Antebrazo izquierdo", "En el domicilio", "No aplica", "Cerrada el 15/11/2026", "tras 14 días",
		"Cicatrizado sin secuelas.", "Sin evoluciones registradas.", "Página 1 de",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q", want)
		}
	}
	if strings.Contains(text, "Talón izquierdo") {
		t.Error("the voided lesion is printed")
	}
	if t.Failed() {
		t.Log(text)
	}
	if !strings.Contains(r.Body.String(), "/Subtype /Image") {
		t.Error("neither the chart nor the photo is in the document")
	}
	if rows := m.audit(auditOf("skin-lesion", "report")); len(rows) != 1 || rows[0].ResidentID != m.resident {
		t.Fatalf("printing is audited: %+v", rows)
	}
	m.request("GET", "/api/skin-lesions/pdf", nil, m.nurse).wantStatus(http.StatusUnprocessableEntity)
	m.request("GET", "/api/skin-lesions/pdf?residentId=00000000-0000-0000-0000-000000000000", nil, m.nurse).wantStatus(http.StatusNotFound)
}
