package server_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"amparo/store"
)

// auditRows is the data of a GET /audit answer.
func auditRows(t *testing.T, r response) []map[string]any {
	t.Helper()
	r.wantStatus(http.StatusOK)
	return listData(r)
}

func TestAuditListOnlyForAdministrators(t *testing.T) {
	f := newRoleFixture(t)
	before := f.writes()
	for _, role := range everyRole[1:] {
		for _, path := range []string{"/api/audit", "/api/audit?residentId=" + f.resident, "/api/audit/resident/" + f.resident + "/pdf"} {
			r := f.request("GET", path, nil, f.tokens[role]).wantStatus(http.StatusForbidden)
			if r.message() != msgForbidden {
				t.Fatalf("%s as %s: %s", path, role, r.Body.String())
			}
		}
	}
	if after := f.writes(); after != before {
		t.Fatalf("refused audit reads wrote %d allowed rows", after-before)
	}
	if denied := f.audit(store.AuditFilter{Entity: "route"}); len(denied) < 12 {
		t.Fatalf("refused audit reads left %d denied rows, want each written down", len(denied))
	}
	r := f.request("GET", "/api/audit", nil, f.tokens[store.RoleAdministrative])
	if rows := auditRows(t, r); len(rows) == 0 {
		t.Fatal("the administrator sees no audit rows")
	}
	if after := f.writes(); after != before {
		t.Fatalf("reading the audit log wrote %d allowed rows", after-before)
	}
}

func TestAuditListFiltersPagesAndDescribes(t *testing.T) {
	f := newRoleFixture(t)
	admin, nurse := f.tokens[store.RoleAdministrative], f.tokens[store.RoleNurse]
	nurseID := f.users[store.RoleNurse].ID
	other := f.createResident(admin, validResident("Íñigo Martínez Peña"))["_id"].(string)

	f.request("GET", "/api/patients/"+f.resident, nil, nurse).wantStatus(http.StatusOK)
	f.clock.Advance(48 * time.Hour) // 2026-11-22, 10:00 in Madrid; the sessions have expired
	admin, nurse = f.signin("lucia", "secreta1"), f.signin("nurse", "secreta1")
	f.tokens[store.RoleAdministrative], f.tokens[store.RoleNurse] = admin, nurse
	f.request("GET", "/api/patients/"+other, nil, nurse).wantStatus(http.StatusOK)
	f.request("POST", "/api/notes", noteBody(f), nurse).wantStatus(http.StatusCreated)

	runScenarios(t, f.app, f.callers(), []scenario{
		{name: "bad page", caller: "administrative", method: "GET", url: "/api/audit?page=0",
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"page": "Valor no válido."}},
		{name: "bad from", caller: "administrative", method: "GET", url: "/api/audit?from=2026-13-01",
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"from": "Fecha no válida."}},
		{name: "to before from", caller: "administrative", method: "GET", url: "/api/audit?from=2026-11-22&to=2026-11-21",
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"to": "La fecha final no puede ser anterior a la inicial."}},
		{name: "resident id too long", caller: "administrative", method: "GET", url: "/api/audit?residentId=" + strings.Repeat("x", 65),
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"residentId": ""}},
		{name: "bad limit", caller: "administrative", method: "GET", url: "/api/audit?limit=1000",
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{"limit": ""}},
	})

	// By resident: the reads of that resident only, newest first, with the names and a description.
	rows := auditRows(t, f.request("GET", "/api/audit?residentId="+f.resident, nil, admin))
	if len(rows) < 3 {
		t.Fatalf("rows of the resident = %d, want the admission, the read and the note at least", len(rows))
	}
	for i, row := range rows {
		res, _ := row["resident"].(map[string]any)
		if res == nil || res["_id"] != f.resident || res["name"] != "Ana Gil Pardo" {
			t.Fatalf("row %d concerns %v, want Ana Gil Pardo", i, row["resident"])
		}
		if i > 0 && row["_id"].(float64) > rows[i-1]["_id"].(float64) {
			t.Fatal("rows are not newest first")
		}
	}
	first := rows[0]
	if first["action"] != "create" || first["entity"] != "note" || first["description"] != "Creó una nota" {
		t.Fatalf("newest row of the resident = %v", first)
	}
	if actor := first["actor"].(map[string]any); actor["_id"] != nurseID || actor["name"] != "Persona nurse" {
		t.Fatalf("actor = %v", actor)
	}

	// By person and dates: the nurse's reads on the 22nd, none on the 21st.
	rows = auditRows(t, f.request("GET", "/api/audit?userId="+nurseID+"&from=2026-11-22&to=2026-11-22", nil, admin))
	var reads []string
	for _, row := range rows {
		if row["actor"].(map[string]any)["_id"] != nurseID {
			t.Fatalf("a row of someone else: %v", row)
		}
		if row["action"] == "read" {
			reads = append(reads, row["resident"].(map[string]any)["name"].(string)+" · "+row["description"].(string))
		}
	}
	if len(reads) != 1 || reads[0] != "Íñigo Martínez Peña · Consultó la ficha del residente" {
		t.Fatalf("the nurse's reads on the 22nd = %v", reads)
	}
	if rows := auditRows(t, f.request("GET", "/api/audit?userId="+nurseID+"&from=2026-11-21&to=2026-11-21", nil, admin)); len(rows) != 0 {
		t.Fatalf("rows on the 21st = %v", rows)
	}
	if rows := auditRows(t, f.request("GET", "/api/audit?residentId=nadie", nil, admin)); len(rows) != 0 {
		t.Fatalf("rows of an unknown resident = %v", rows)
	}

	// Pages: the whole log two rows at a time.
	total := int(f.request("GET", "/api/audit", nil, admin).wantStatus(http.StatusOK).json()["meta"].(map[string]any)["total"].(float64))
	r := f.request("GET", "/api/audit?page=2&limit=2", nil, admin).wantStatus(http.StatusOK)
	meta := r.json()["meta"].(map[string]any)
	if len(listData(r)) != 2 || meta["page"] != 2.0 || meta["limit"] != 2.0 || meta["total"] != float64(total) ||
		meta["totalPages"] != float64((total+1)/2) {
		t.Fatalf("page 2 of 2 = %d rows, meta %v (total %d)", len(listData(r)), meta, total)
	}
}

func TestResidentAccessReportPDF(t *testing.T) {
	f := newRoleFixture(t)
	admin := f.tokens[store.RoleAdministrative]
	if _, err := f.store.CreateUser(context.Background(), store.Actor{Role: "test"}, store.NewUser{Username: "begona",
		Password: "secreta1", Name: "Begoña Sáez Ibáñez", Roles: []store.Role{store.RoleDoctor}}); err != nil {
		t.Fatal(err)
	}
	doctor := f.signin("begona", "secreta1")
	id := f.createResident(admin, validResident("Íñigo Martínez Peña"))["_id"].(string)
	f.request("GET", "/api/patients/"+id, nil, doctor).wantStatus(http.StatusOK)
	f.request("GET", "/api/patients/"+f.resident, nil, f.tokens[store.RoleNurse]).wantStatus(http.StatusOK)

	f.request("GET", "/api/audit/resident/no-existe/pdf", nil, admin).wantStatus(http.StatusNotFound)
	r := f.request("GET", "/api/audit/resident/"+id+"/pdf", nil, admin).wantStatus(http.StatusOK)
	if cd := r.Header().Get("Content-Disposition"); cd != `attachment; filename="accesos_`+id+`.pdf"` {
		t.Fatalf("Content-Disposition = %q", cd)
	}
	text := pdfText(t, r)
	for _, want := range []string{"Informe de accesos", "Íñigo Martínez Peña", "Begoña Sáez Ibáñez", "Lucía Fernández",
		"Consultó la ficha del residente", "Creó", "Página 1 de"} {
		if !strings.Contains(text, want) {
			t.Errorf("the access report lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Persona nurse") {
		t.Errorf("the access report names the nurse who read another resident:\n%s", text)
	}
	home, err := f.store.Home(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, home.HomeName) {
		t.Errorf("the access report lacks the home's name %q", home.HomeName)
	}
	if rows := f.audit(store.AuditFilter{Entity: "access-report", EntityID: id}); len(rows) != 1 {
		t.Fatalf("printing the access report left %d audit rows, want 1", len(rows))
	}
}
