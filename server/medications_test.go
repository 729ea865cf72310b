package server_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"

	"amparo/store"
)

func validMedication(name string) map[string]any {
	return map[string]any{"name": name, "category": "Analgesic", "concentration": "500 mg", "presentation": "Comprimidos",
		"administrationRoute": "Oral", "stock": 20, "minimumStock": 5, "expirationDate": "2027-06-30",
		"location": "Armario A, estante 2", "supplier": "Farmacia Central", "unitPrice": 0.1,
		"requiresPrescription": false, "notes": "Tomar con agua."}
}

func TestMedicationCRUDAndExactPrices(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	social, _ := a.addUser("social", store.RoleSocialWorker)

	a.request("POST", "/api/medications", validMedication("Paracetamol"), social).wantStatus(http.StatusForbidden)
	a.request("POST", "/api/medications", validMedication("Paracetamol"), nurse).wantStatus(http.StatusForbidden)
	created := a.request("POST", "/api/medications", with(validMedication("Paracetamol"), map[string]any{"unitPrice": "12.10"}), admin).
		wantStatus(http.StatusCreated)
	if !strings.Contains(created.Body.String(), `"unitPrice":12.10`) {
		t.Fatalf("price not kept exactly: %s", created.Body.String())
	}
	id := created.json()["_id"].(string)
	for price, want := range map[any]string{0.1: `"unitPrice":0.10`, "0.30": `"unitPrice":0.30`, 1234567.89: `"unitPrice":1234567.89`, 7: `"unitPrice":7.00`} {
		r := a.request("PUT", "/api/medications/"+id, with(validMedication("Paracetamol"), map[string]any{"unitPrice": price}), admin).
			wantStatus(http.StatusOK)
		if !strings.Contains(r.Body.String(), want) {
			t.Errorf("price %v answered %s", price, r.Body.String())
		}
	}
	list := a.request("GET", "/api/medications/all", nil, social).wantStatus(http.StatusOK).json()["medications"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["name"] != "Paracetamol" {
		t.Fatalf("list = %v", list)
	}
	a.request("DELETE", "/api/medications/"+id, nil, social).wantStatus(http.StatusForbidden)
	a.request("DELETE", "/api/medications/"+id, nil, admin).wantStatus(http.StatusOK)
	if got := a.request("GET", "/api/medications/all", nil, admin).json()["medications"].([]any); len(got) != 0 {
		t.Fatalf("a deleted medication is still listed: %v", got)
	}
	a.request("PUT", "/api/medications/"+id, validMedication("X"), admin).wantStatus(http.StatusNotFound)
	if rows := a.audit(store.AuditFilter{Entity: "medication", EntityID: id}); len(rows) != 6 {
		t.Fatalf("medication audit rows = %d, want create, 4 updates, delete", len(rows))
	}
}

func TestMedicationValidation(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	r := a.request("POST", "/api/medications", map[string]any{}, token).wantStatus(http.StatusUnprocessableEntity)
	for field, msg := range map[string]string{
		"name": "El nombre es obligatorio.", "category": "La categoría es obligatoria.",
		"concentration": "La concentración es obligatoria.", "presentation": "La presentación es obligatoria.",
		"administrationRoute": "La vía de administración es obligatoria.", "location": "La ubicación es obligatoria.",
		"supplier": "El proveedor es obligatorio.", "stock": "El stock es obligatorio.",
		"minimumStock": "El stock mínimo es obligatorio.", "expirationDate": "La fecha de caducidad es obligatoria.",
		"unitPrice": "El precio es obligatorio.",
	} {
		if got := r.field(field); got != msg {
			t.Errorf("fields[%s] = %q, want %q", field, got, msg)
		}
	}
	cases := []struct {
		changes map[string]any
		field   string
		message string
	}{
		{map[string]any{"stock": -1}, "stock", "El stock no puede ser negativo."},
		{map[string]any{"minimumStock": -3}, "minimumStock", "El stock mínimo no puede ser negativo."},
		{map[string]any{"expirationDate": "2026-11-20"}, "expirationDate", "La fecha de caducidad debe ser futura."},
		{map[string]any{"unitPrice": -0.01}, "unitPrice", "El precio no puede ser negativo."},
		{map[string]any{"unitPrice": 1.234}, "unitPrice", "El precio admite como máximo 2 decimales."},
		{map[string]any{"category": "Vitamin"}, "category", "Valor no válido."},
		{map[string]any{"administrationRoute": "Nasal"}, "administrationRoute", "Valor no válido."},
	}
	for _, tc := range cases {
		r := a.request("POST", "/api/medications", with(validMedication("Ibuprofeno"), tc.changes), token).
			wantStatus(http.StatusUnprocessableEntity)
		if got := r.field(tc.field); got != tc.message {
			t.Errorf("%v: fields[%s] = %q, want %q", tc.changes, tc.field, got, tc.message)
		}
	}
	a.request("POST", "/api/medications", with(validMedication("Ibuprofeno"), map[string]any{"stock": 2.5}), token).
		wantStatus(http.StatusBadRequest)
}

func TestStockMovementsAndHistory(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	id := a.request("POST", "/api/medications", validMedication("Omeprazol"), token).json()["_id"].(string)

	got := a.request("PUT", "/api/medications/"+id+"/add-stock", map[string]any{"medicationId": id, "quantity": 30, "description": "Pedido semanal"}, nurse).
		wantStatus(http.StatusOK).json()
	if got["stock"] != float64(50) {
		t.Fatalf("after +30 stock = %v", got["stock"])
	}
	got = a.request("PUT", "/api/medications/"+id+"/remove-stock", map[string]any{"quantity": 46, "description": "Dispensación planta 1"}, nurse).
		wantStatus(http.StatusOK).json()
	if got["stock"] != float64(4) || got["lowStock"] != true {
		t.Fatalf("after -46: %v", got)
	}
	r := a.request("PUT", "/api/medications/"+id+"/remove-stock", map[string]any{"quantity": 5, "description": "x"}, nurse).
		wantStatus(http.StatusConflict)
	if r.field("quantity") != "No hay suficiente stock: quedan 4 unidades." {
		t.Fatalf("overdraw = %s", r.Body.String())
	}
	r = a.request("PUT", "/api/medications/"+id+"/add-stock", map[string]any{"quantity": 0, "description": ""}, nurse).
		wantStatus(http.StatusUnprocessableEntity)
	if r.field("quantity") != "La cantidad debe ser al menos 1." || r.field("description") != "La descripción es obligatoria." {
		t.Fatalf("bad movement = %s", r.Body.String())
	}
	moves := a.request("GET", "/api/medications/"+id+"/movements", nil, nurse).wantStatus(http.StatusOK).jsonArray()
	if len(moves) != 3 {
		t.Fatalf("movements = %v", moves)
	}
	last := moves[0].(map[string]any)
	if last["kind"] != "out" || last["quantity"] != float64(46) || last["stockAfter"] != float64(4) ||
		last["actorName"] != nurseUser.Name || last["description"] != "Dispensación planta 1" {
		t.Fatalf("newest movement = %v", last)
	}

	// Falling below the minimum told the clinical staff, once.
	notes, err := a.store.NotificationsFor(context.Background(), nurseUser.ID, 10)
	if err != nil || len(notes) != 1 || notes[0].Title != "Stock bajo: Omeprazol" {
		t.Fatalf("notifications = %+v, %v", notes, err)
	}
}

func TestConcurrentRemovalsNeverGoBelowZero(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	id := a.request("POST", "/api/medications", with(validMedication("Insulina"), map[string]any{"stock": 10}), token).json()["_id"].(string)
	var wg sync.WaitGroup
	var ok, refused sync.Map
	for i := 0; i < 25; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			r := a.request("PUT", "/api/medications/"+id+"/remove-stock", map[string]any{"quantity": 1, "description": "dosis"}, token)
			switch r.Code {
			case http.StatusOK:
				ok.Store(i, true)
			case http.StatusConflict:
				refused.Store(i, true)
			default:
				t.Errorf("status %d: %s", r.Code, r.Body.String())
			}
		}(i)
	}
	wg.Wait()
	count := func(m *sync.Map) (n int) {
		m.Range(func(any, any) bool { n++; return true })
		return n
	}
	final := a.request("GET", "/api/medications/all", nil, token).json()["medications"].([]any)[0].(map[string]any)["stock"]
	if count(&ok) != 10 || count(&refused) != 15 || final != float64(0) {
		t.Fatalf("%d removals succeeded, %d refused, final stock %v; want 10, 15, 0", count(&ok), count(&refused), final)
	}
}

func TestExpiringMedicationIsWarnedOnce(t *testing.T) {
	a := newApp(t)
	token, adminID := a.bootstrap()
	a.request("POST", "/api/medications", with(validMedication("Amoxicilina"), map[string]any{"expirationDate": "2026-12-10"}), token).
		wantStatus(http.StatusCreated)
	a.request("POST", "/api/medications", with(validMedication("Lejana"), map[string]any{"expirationDate": "2027-12-10"}), token).
		wantStatus(http.StatusCreated)
	list := a.request("GET", "/api/medications/all", nil, token).json()["medications"].([]any)
	for _, m := range list {
		med := m.(map[string]any)
		want := map[string]string{"Amoxicilina": "expiring", "Lejana": "ok"}[med["name"].(string)]
		if med["expiry"] != want {
			t.Errorf("%s expiry = %v, want %s", med["name"], med["expiry"], want)
		}
	}
	for i := 0; i < 2; i++ {
		if err := a.srv.Check(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	notes, _ := a.store.NotificationsFor(context.Background(), adminID, 10)
	if len(notes) != 1 || notes[0].Title != "Caduca pronto: Amoxicilina" {
		t.Fatalf("notifications = %+v", notes)
	}
}
