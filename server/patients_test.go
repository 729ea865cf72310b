package server_test

import (
	"image/jpeg"
	"net/http"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

func TestCreateResidentStoresEveryFieldAndAFamilyAccount(t *testing.T) {
	a := newApp(t)
	admin, adminID := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	body := with(validResident("María José Núñez Peña"), map[string]any{"photo": pngDataURL(t, 300, 200)})
	created := a.createResident(admin, body)

	id := created["_id"].(string)
	got := a.request("GET", "/api/patients/"+id, nil, nurse).wantStatus(http.StatusOK).json()
	for _, field := range []string{"name", "socialSecurity", "dateOfBirth", "placeOfBirth", "gender", "maritalStatus",
		"religion", "room", "guardianName", "residentialAddress", "mailingAddress", "phoneNumbers", "contactEmail",
		"username", "medicalPlan", "supplement", "allergies", "diagnosis", "accompaniedBy", "comments", "receivingEmployee"} {
		if got[field] != body[field] {
			t.Errorf("%s = %v, want %v", field, got[field], body[field])
		}
	}
	if got["fullName"] != "María José Núñez Peña" || got["email"] != "ana@example.es" {
		t.Errorf("aliases: fullName %v, email %v", got["fullName"], got["email"])
	}
	if _, ok := got["password"]; ok {
		t.Error("the family password must never be returned")
	}
	if got["age"] != float64(86) { // born 1940-05-14; the test clock says 2026-11-20
		t.Errorf("age = %v, want 86", got["age"])
	}
	if got["examinerRelationship"] != "positive" || got["activityLevel"] != "adequateActivity" {
		t.Errorf("defaults: %v, %v", got["examinerRelationship"], got["activityLevel"])
	}
	equipment := got["medicalEquipment"].(map[string]any)
	if equipment["walker"] != true || equipment["wheelchair"] != false {
		t.Errorf("medicalEquipment = %v", equipment)
	}
	family := got["additionalFamilyMembers"].([]any)
	if len(family) != 2 || family[0].(map[string]any)["name"] != "Luis Núñez" {
		t.Errorf("additionalFamilyMembers = %v", family)
	}
	if !strings.HasPrefix(got["photo"].(string), "/api/images/") || !strings.HasSuffix(got["photoThumb"].(string), "?size=thumb") {
		t.Errorf("photo = %v, thumb = %v", got["photo"], got["photoThumb"])
	}

	familyToken := a.signin(body["username"].(string), "familia1")
	a.request("GET", "/api/patients/all", nil, familyToken).wantStatus(http.StatusForbidden)

	rows := a.audit(store.AuditFilter{Entity: "resident", EntityID: id})
	if len(rows) != 2 || rows[0].Action != "create" || rows[0].ActorID != adminID || rows[1].Action != "read" ||
		rows[1].ActorID != nurseUser.ID || rows[1].ResidentID != id {
		t.Fatalf("audit = %+v, want create by the administrator, then read by the nurse", rows)
	}
}

func TestCreateResidentValidation(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	r := a.request("POST", "/api/patients/create-new-patient", map[string]any{}, token).wantStatus(http.StatusUnprocessableEntity)
	for field, label := range map[string]string{
		"admissionDate": "Fecha de ingreso", "name": "Nombre completo", "socialSecurity": "Número de la Seguridad Social",
		"dateOfBirth": "Fecha de nacimiento", "placeOfBirth": "Lugar de nacimiento", "religion": "Religión",
		"room": "Habitación", "password": "Contraseña", "confirmPassword": "Confirmar contraseña",
		"guardianName": "Tutor y parentesco", "residentialAddress": "Dirección de residencia",
		"mailingAddress": "Dirección postal", "phoneNumbers": "Teléfonos", "contactEmail": "Correo de contacto",
		"username": "Usuario de la familia", "additionalFamilyMembers.0.name": "Nombre del familiar 1",
		"additionalFamilyMembers.0.contact": "Contacto del familiar 1", "medicalPlan": "Plan médico",
		"supplement": "Suplemento", "allergies": "Alergias", "diagnosis": "Diagnóstico",
		"receivingEmployee": "Empleado que recibe",
	} {
		if got := r.field(field); got != "Campo requerido: "+label {
			t.Errorf("fields[%s] = %q, want %q", field, got, "Campo requerido: "+label)
		}
	}

	cases := []struct {
		name    string
		changes map[string]any
		field   string
		message string
	}{
		{"other equipment needs its text", map[string]any{"medicalEquipment": map[string]bool{"others": true}}, "otherEquipmentText", "Campo requerido: Otro equipo"},
		{"other methods need their text", map[string]any{"evaluationMethod": map[string]bool{"otherMethods": true}}, "otherMethodsText", "Campo requerido: Otros métodos"},
		{"accompanied needs by whom", map[string]any{"accompaniedBy": ""}, "accompaniedBy", "Campo requerido: Acompañado por"},
		{"other arrival needs its text", map[string]any{"residentReceipt": map[string]bool{"others": true}}, "otherReceiptText", "Campo requerido: Otra forma de llegada"},
		{"other condition needs its text", map[string]any{"physicalCondition": map[string]bool{"others": true}}, "otherConditionText", "Campo requerido: Otra condición física"},
		{"short password", map[string]any{"password": "12345", "confirmPassword": "12345"}, "password", "La contraseña debe tener al menos 6 caracteres."},
		{"passwords differ", map[string]any{"confirmPassword": "otra-cosa"}, "confirmPassword", "Las contraseñas deben coincidir."},
		{"bad date", map[string]any{"dateOfBirth": "14/05/1940"}, "dateOfBirth", "Fecha no válida."},
		{"born after admission", map[string]any{"dateOfBirth": "2026-04-01"}, "dateOfBirth", "La fecha de nacimiento debe ser anterior a la de ingreso."},
		{"bad choice", map[string]any{"gender": "otro"}, "gender", "Valor no válido."},
		{"bad e-mail", map[string]any{"contactEmail": "ana@"}, "contactEmail", "Correo inválido."},
		{"username with spaces", map[string]any{"username": "familia nunez"}, "username", "El nombre de usuario no puede contener espacios ni @."},
		{"too long", map[string]any{"name": strings.Repeat("a", 121)}, "name", "Es demasiado largo (máximo 120 caracteres)."},
		{"not an image", map[string]any{"photo": "data:image/png;base64,aG9sYQ=="}, "photo", "La foto debe ser una imagen JPG, PNG o WebP."},
		{"unknown area", map[string]any{"area": "no-existe"}, "area", "El área no existe."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := a.request("POST", "/api/patients/create-new-patient", with(validResident("Ana Gil"), tc.changes), token).
				wantStatus(http.StatusUnprocessableEntity)
			if got := r.field(tc.field); got != tc.message {
				t.Fatalf("fields[%s] = %q, want %q (%s)", tc.field, got, tc.message, r.Body.String())
			}
		})
	}
	if total := a.request("GET", "/api/patients/all", nil, token).json()["meta"].(map[string]any)["total"]; total != float64(0) {
		t.Fatalf("rejected admissions wrote %v residents", total)
	}
}

func TestResidentConflictsAndPhotoLimit(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	first := validResident("Ana Gil")
	a.createResident(token, first)

	for field, changes := range map[string]map[string]any{
		"username":       {"username": first["username"]},
		"room":           {"room": first["room"]},
		"socialSecurity": {"socialSecurity": first["socialSecurity"]},
	} {
		r := a.request("POST", "/api/patients/create-new-patient", with(validResident("Otra"), changes), token).
			wantStatus(http.StatusConflict)
		if r.field(field) == "" {
			t.Errorf("409 for %s names no field: %s", field, r.Body.String())
		}
	}

	big := with(validResident("Foto Grande"), map[string]any{"photo": noisyPNGDataURL(t, 900, 900)})
	r := a.request("POST", "/api/patients/create-new-patient", big, token).wantStatus(http.StatusRequestEntityTooLarge)
	if r.field("photo") != "La foto supera el tamaño máximo de 2 MB." {
		t.Fatalf("413 body = %s", r.Body.String())
	}
	if n := a.request("GET", "/api/patients/all", nil, token).json()["meta"].(map[string]any)["total"]; n != float64(1) {
		t.Fatalf("residents after refused admissions = %v, want 1", n)
	}
}

func TestResidentRoles(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	social, _ := a.addUser("social", store.RoleSocialWorker)
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	doctor, _ := a.addUser("medico", store.RoleDoctor)

	created := a.createResident(admin, validResident("Ana Gil"))
	id := created["_id"].(string)
	a.request("GET", "/api/patients/"+id, nil, social).wantStatus(http.StatusOK)
	for _, token := range []string{social, nurse, doctor} {
		a.request("PATCH", "/api/patients/archive/"+id, nil, token).wantStatus(http.StatusForbidden)
	}
	a.request("PATCH", "/api/patients/archive/"+id, nil, admin).wantStatus(http.StatusOK)
	a.request("DELETE", "/api/patients/"+id, nil, nurse).wantStatus(http.StatusForbidden)
	a.request("DELETE", "/api/patients/"+id, nil, doctor).wantStatus(http.StatusForbidden)
	a.request("POST", "/api/areas", map[string]any{"name": "Planta"}, nurse).wantStatus(http.StatusForbidden)
	a.request("DELETE", "/api/patients/"+id, nil, admin).wantStatus(http.StatusOK)

	a.request("GET", "/api/patients/no-existe", nil, admin).wantStatus(http.StatusNotFound)
	a.request("PUT", "/api/patients/no-existe", validResident("X"), admin).wantStatus(http.StatusNotFound)
	a.request("PATCH", "/api/patients/archive/no-existe", nil, admin).wantStatus(http.StatusNotFound)
}

func TestUpdateResidentPhotoAndFamilyPassword(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	body := with(validResident("Ana Gil"), map[string]any{"photo": pngDataURL(t, 64, 64)})
	created := a.createResident(token, body)
	id, photo := created["_id"].(string), created["photo"].(string)
	oldFamily := a.signin(body["username"].(string), "familia1")

	update := with(body, map[string]any{"photo": photo, "password": "", "confirmPassword": "", "diagnosis": "Diabetes tipo 2."})
	got := a.request("PUT", "/api/patients/"+id, update, token).wantStatus(http.StatusOK).json()
	if got["photo"] != photo || got["diagnosis"] != "Diabetes tipo 2." {
		t.Fatalf("after update: photo %v, diagnosis %v", got["photo"], got["diagnosis"])
	}
	a.request("GET", "/api/auth/verify", nil, oldFamily).wantStatus(http.StatusOK) // password untouched

	update = with(update, map[string]any{"photo": nil, "password": "nueva-familia", "confirmPassword": "nueva-familia"})
	got = a.request("PUT", "/api/patients/"+id, update, token).wantStatus(http.StatusOK).json()
	if got["photo"] != photo {
		t.Fatalf("leaving the photo out must keep it: %v", got["photo"])
	}
	a.request("GET", "/api/auth/verify", nil, oldFamily).wantStatus(http.StatusUnauthorized)
	a.signin(body["username"].(string), "nueva-familia")

	got = a.request("PUT", "/api/patients/"+id, with(update, map[string]any{"photo": "", "password": "", "confirmPassword": ""}), token).wantStatus(http.StatusOK).json()
	if got["photo"] != nil {
		t.Fatalf("an empty photo must remove it: %v", got["photo"])
	}

	rows := a.audit(store.AuditFilter{Entity: "resident", EntityID: id, Action: "update"})
	if len(rows) != 3 || !strings.Contains(rows[0].Detail, "Hipertensión.") {
		t.Fatalf("update audit rows = %d, first detail %.200s", len(rows), rows[0].Detail)
	}
}

func TestResidentImages(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	created := a.createResident(token, with(validResident("Ana Gil"), map[string]any{"photo": pngDataURL(t, 300, 200)}))
	photo, thumb := created["photo"].(string), created["photoThumb"].(string)

	full := a.request("GET", photo, nil, token).wantStatus(http.StatusOK)
	if full.Header().Get("Content-Type") != "image/png" || full.Header().Get("ETag") == "" ||
		!strings.Contains(full.Header().Get("Cache-Control"), "immutable") {
		t.Fatalf("image headers = %v", full.Header())
	}
	small := a.request("GET", thumb, nil, "", "Cookie", "amparo_session="+token).wantStatus(http.StatusOK)
	cfg, err := jpeg.DecodeConfig(small.Body)
	if err != nil || cfg.Width != 96 || cfg.Height != 96 {
		t.Fatalf("thumbnail: %s, %+v, %v", small.Header().Get("Content-Type"), cfg, err)
	}
	a.request("GET", photo, nil, token, "If-None-Match", full.Header().Get("ETag")).wantStatus(http.StatusNotModified)
	a.request("GET", photo, nil, "").wantStatus(http.StatusUnauthorized)
	a.request("GET", "/api/images/no-existe", nil, token).wantStatus(http.StatusNotFound)
}

func TestResidentListPagingSortingSearchAndAreas(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	area := a.request("POST", "/api/areas", map[string]any{"name": "Unidad de memoria"}, token).wantStatus(http.StatusCreated).json()
	people := []struct{ name, born string }{
		{"Zoe Álvarez", "1930-01-01"}, {"Ángel Núñez", "1950-01-01"}, {"Beatriz Ruiz", "1945-01-01"},
	}
	for _, p := range people {
		a.createResident(token, with(validResident(p.name), map[string]any{"dateOfBirth": p.born}))
	}
	for i := 0; i < 9; i++ {
		a.createResident(token, with(validResident("Persona "+string(rune('C'+i))), map[string]any{"area": area["_id"]}))
	}

	page2 := a.request("GET", "/api/patients/all?page=2&limit=10", nil, token).wantStatus(http.StatusOK)
	meta := page2.json()["meta"].(map[string]any)
	if len(listData(page2)) != 2 || meta["total"] != float64(12) || meta["totalPages"] != float64(2) || meta["page"] != float64(2) {
		t.Fatalf("page 2 = %d rows, meta %v", len(listData(page2)), meta)
	}
	first := names(listData(a.request("GET", "/api/patients/all?limit=3", nil, token)))
	if !slices.Equal(first, []string{"Ángel Núñez", "Beatriz Ruiz", "Persona C"}) {
		t.Fatalf("by name (accents folded) = %v", first)
	}
	last := names(listData(a.request("GET", "/api/patients/all?limit=1&order=desc", nil, token)))
	if !slices.Equal(last, []string{"Zoe Álvarez"}) {
		t.Fatalf("by name desc = %v", last)
	}
	oldest := names(listData(a.request("GET", "/api/patients/all?limit=1&sort=age&order=desc", nil, token)))
	youngest := names(listData(a.request("GET", "/api/patients/all?limit=1&sort=age", nil, token)))
	if !slices.Equal(oldest, []string{"Zoe Álvarez"}) || !slices.Equal(youngest, []string{"Ángel Núñez"}) {
		t.Fatalf("by age: oldest %v, youngest %v", oldest, youngest)
	}
	for query, want := range map[string]string{"nunez": "Ángel Núñez", "ALVAREZ": "Zoe Álvarez"} {
		got := names(listData(a.request("GET", "/api/patients/all?search="+query, nil, token)))
		if !slices.Equal(got, []string{want}) {
			t.Errorf("search %q = %v", query, got)
		}
	}
	inArea := a.request("GET", "/api/patients/all?limit=100&area="+area["_id"].(string), nil, token)
	noArea := a.request("GET", "/api/patients/all?limit=100&area=none", nil, token)
	if len(listData(inArea)) != 9 || len(listData(noArea)) != 3 {
		t.Fatalf("area filter: %d in area, %d without", len(listData(inArea)), len(listData(noArea)))
	}
	r := a.request("GET", "/api/patients/all?page=0&sort=edad&limit=500", nil, token).wantStatus(http.StatusUnprocessableEntity)
	for _, f := range []string{"page", "sort", "limit"} {
		if r.field(f) == "" {
			t.Errorf("no error for %s", f)
		}
	}
	beyond := a.request("GET", "/api/patients/all?page=9", nil, token).wantStatus(http.StatusOK)
	if len(listData(beyond)) != 0 || beyond.json()["meta"].(map[string]any)["total"] != float64(12) {
		t.Fatalf("a page past the end = %s", beyond.Body.String())
	}
}

func TestArchiveAndTombstonedDelete(t *testing.T) {
	a := newApp(t)
	token, adminID := a.bootstrap()
	body := validResident("Ana Gil")
	id := a.createResident(token, body)["_id"].(string)

	r := a.request("DELETE", "/api/patients/"+id, nil, token).wantStatus(http.StatusConflict)
	if r.message() != "Solo se puede eliminar un residente archivado." {
		t.Fatalf("delete active = %s", r.Body.String())
	}
	archived := a.request("PATCH", "/api/patients/archive/"+id, nil, token).wantStatus(http.StatusOK).json()
	if archived["archived"] != true {
		t.Fatalf("archive = %v", archived)
	}
	if len(listData(a.request("GET", "/api/patients/all", nil, token))) != 0 ||
		len(listData(a.request("GET", "/api/patients/archived", nil, token))) != 1 {
		t.Fatal("an archived resident must move to the archived list")
	}

	// The room is free while archived; bringing the resident back into a taken room is a conflict.
	a.createResident(token, with(validResident("Luis Mora"), map[string]any{"room": body["room"]}))
	r = a.request("PATCH", "/api/patients/archive/"+id, nil, token).wantStatus(http.StatusConflict)
	if r.field("room") == "" {
		t.Fatalf("unarchive into a taken room = %s", r.Body.String())
	}

	a.request("DELETE", "/api/patients/"+id, nil, token).wantStatus(http.StatusOK)
	a.request("GET", "/api/patients/"+id, nil, token).wantStatus(http.StatusNotFound)
	if len(listData(a.request("GET", "/api/patients/archived", nil, token))) != 0 {
		t.Fatal("a deleted resident must leave every list")
	}
	a.request("POST", "/api/auth/signin", map[string]any{"identifier": body["username"], "password": "familia1"}, "").
		wantStatus(http.StatusUnauthorized)

	rows := a.audit(store.AuditFilter{Entity: "resident", EntityID: id, Action: "delete"})
	if len(rows) != 1 || rows[0].ActorID != adminID || !strings.Contains(rows[0].Detail, "Ana Gil") {
		t.Fatalf("delete audit = %+v", rows)
	}
}

func TestResidentReports(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	social, _ := a.addUser("social", store.RoleSocialWorker)
	area := a.request("POST", "/api/areas", map[string]any{"name": "Planta baja"}, token).json()
	kept := a.createResident(token, with(validResident("María José Núñez Peña"), map[string]any{
		"area": area["_id"], "photo": pngDataURL(t, 120, 160), "diagnosis": "Demencia tipo Alzheimer en fase moderada."}))
	gone := a.createResident(token, validResident("Íñigo Archivado"))
	a.request("PATCH", "/api/patients/archive/"+gone["_id"].(string), nil, token).wantStatus(http.StatusOK)

	all := a.request("POST", "/api/patients/report/pdf", nil, social).wantStatus(http.StatusOK)
	if cd := all.Header().Get("Content-Disposition"); cd != `attachment; filename="reporte_pacientes.pdf"` {
		t.Fatalf("Content-Disposition = %q", cd)
	}
	text := pdfText(t, all)
	for _, want := range []string{"Residencia Amparo", "Listado de residentes", "María José Núñez Peña", "Planta baja", "02/03/2026", "Página 1 de 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("all-residents report lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Íñigo Archivado") {
		t.Error("the report of active residents lists an archived one")
	}

	id := kept["_id"].(string)
	one := a.request("GET", "/api/patients/report/pdf/"+id, nil, social).wantStatus(http.StatusOK)
	if cd := one.Header().Get("Content-Disposition"); cd != `attachment; filename="paciente_`+id+`.pdf"` {
		t.Fatalf("Content-Disposition = %q", cd)
	}
	text = pdfText(t, one)
	for _, want := range []string{"Expediente del residente", "María José Núñez Peña", "Datos personales", "Contacto",
		"Información médica", "Evaluación", "Revisión al ingreso", "Demencia tipo Alzheimer en fase moderada.",
		"Viudo/a", "Andador", "Su hija Ana", "Página 1 de"} {
		if !strings.Contains(text, want) {
			t.Errorf("resident file lacks %q", want)
		}
	}
	a.request("GET", "/api/patients/report/pdf/no-existe", nil, token).wantStatus(http.StatusNotFound)
	if rows := a.audit(store.AuditFilter{Action: "report", EntityID: id}); len(rows) != 1 {
		t.Fatalf("report audit rows = %d", len(rows))
	}
}
