package server_test

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"testing"

	"amparo/store"
)

// The medication inventory's API (/api/medications, inventory.go): CRUD with exact prices, validation,
// stock movements and their history, concurrent removals, and the expiry warning.

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
	who := callers{"admin": admin, "nurse": nurse, "social": social}

	var id string
	runScenarios(t, a, who, []scenario{
		{name: "the social worker does not add medications", caller: "social", method: "POST", url: "/api/medications",
			body: validMedication("Paracetamol"), wantStatus: http.StatusForbidden},
		{name: "nor the nurse", caller: "nurse", method: "POST", url: "/api/medications", body: validMedication("Paracetamol"),
			wantStatus: http.StatusForbidden},
		{name: "the price kept exactly", caller: "admin", method: "POST", url: "/api/medications",
			body: with(validMedication("Paracetamol"), map[string]any{"unitPrice": "12.10"}), wantStatus: http.StatusCreated,
			wantContent: []string{`"unitPrice":12.10`}, after: func(t *testing.T, r response) { id = r.json()["_id"].(string) }},
	})
	url := "/api/medications/" + id
	var prices []scenario
	for _, p := range []struct {
		price any
		want  string
	}{{0.1, `"unitPrice":0.10`}, {"0.30", `"unitPrice":0.30`}, {1234567.89, `"unitPrice":1234567.89`}, {7, `"unitPrice":7.00`}} {
		prices = append(prices, scenario{name: fmt.Sprintf("price %v", p.price), caller: "admin", method: "PUT", url: url,
			body: with(validMedication("Paracetamol"), map[string]any{"unitPrice": p.price}), wantStatus: http.StatusOK,
			wantContent: []string{p.want}})
	}
	runScenarios(t, a, who, prices)
	runScenarios(t, a, who, []scenario{
		{name: "listed", caller: "social", method: "GET", url: "/api/medications/all", wantStatus: http.StatusOK,
			after: func(t *testing.T, r response) {
				if list := r.json()["medications"].([]any); len(list) != 1 || list[0].(map[string]any)["name"] != "Paracetamol" {
					t.Fatalf("list = %v", list)
				}
			}},
		{name: "the social worker does not delete", caller: "social", method: "DELETE", url: url, wantStatus: http.StatusForbidden},
		{name: "delete", caller: "admin", method: "DELETE", url: url, wantStatus: http.StatusOK},
		{name: "no longer listed", caller: "admin", method: "GET", url: "/api/medications/all", wantStatus: http.StatusOK,
			wantJSON: map[string]any{"medications": []any{}}},
		{name: "no longer edited", caller: "admin", method: "PUT", url: url, body: validMedication("X"), wantStatus: http.StatusNotFound},
	})
	if rows := a.audit(store.AuditFilter{Entity: "medication", EntityID: id}); len(rows) != 6 {
		t.Fatalf("medication audit rows = %d, want create, 4 updates, delete", len(rows))
	}
}

func TestMedicationValidation(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	scenarios := []scenario{
		{name: "every field required", caller: "admin", method: "POST", url: "/api/medications", body: map[string]any{},
			wantStatus: http.StatusUnprocessableEntity, wantFields: map[string]string{
				"name": "El nombre es obligatorio.", "category": "La categoría es obligatoria.",
				"concentration": "La concentración es obligatoria.", "presentation": "La presentación es obligatoria.",
				"administrationRoute": "La vía de administración es obligatoria.", "location": "La ubicación es obligatoria.",
				"supplier": "El proveedor es obligatorio.", "stock": "El stock es obligatorio.",
				"minimumStock": "El stock mínimo es obligatorio.", "expirationDate": "La fecha de caducidad es obligatoria.",
				"unitPrice": "El precio es obligatorio.",
			}},
		{name: "a stock of 2.5 units", caller: "admin", method: "POST", url: "/api/medications",
			body: with(validMedication("Ibuprofeno"), map[string]any{"stock": 2.5}), wantStatus: http.StatusBadRequest},
	}
	for _, tc := range []struct {
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
		{map[string]any{"administrationRoute": "Por la oreja"}, "administrationRoute", "Valor no válido."},
	} {
		scenarios = append(scenarios, scenario{name: fmt.Sprint(tc.changes), caller: "admin", method: "POST", url: "/api/medications",
			body: with(validMedication("Ibuprofeno"), tc.changes), wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{tc.field: tc.message}})
	}
	runScenarios(t, a, callers{"admin": token}, scenarios)
}

func TestStockMovementsAndHistory(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	id := a.request("POST", "/api/medications", validMedication("Omeprazol"), token).json()["_id"].(string)

	runScenarios(t, a, callers{"nurse": nurse}, []scenario{
		{name: "add 30", caller: "nurse", method: "PUT", url: "/api/medications/" + id + "/add-stock",
			body: map[string]any{"medicationId": id, "quantity": 30, "description": "Pedido semanal"}, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"stock": 50}},
		{name: "remove 46", caller: "nurse", method: "PUT", url: "/api/medications/" + id + "/remove-stock",
			body: map[string]any{"quantity": 46, "description": "Dispensación planta 1"}, wantStatus: http.StatusOK,
			wantJSON: map[string]any{"stock": 4, "lowStock": true}},
		{name: "remove more than there is", caller: "nurse", method: "PUT", url: "/api/medications/" + id + "/remove-stock",
			body: map[string]any{"quantity": 5, "description": "x"}, wantStatus: http.StatusConflict,
			wantFields: map[string]string{"quantity": "No hay suficiente stock: quedan 4 unidades."}},
		{name: "a movement of nothing, undescribed", caller: "nurse", method: "PUT", url: "/api/medications/" + id + "/add-stock",
			body: map[string]any{"quantity": 0, "description": ""}, wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"quantity": "La cantidad debe ser al menos 1.", "description": "La descripción es obligatoria."}},
		{name: "the history, newest first", caller: "nurse", method: "GET", url: "/api/medications/" + id + "/movements",
			wantStatus: http.StatusOK, after: func(t *testing.T, r response) {
				moves := r.jsonArray()
				if len(moves) != 3 {
					t.Fatalf("movements = %v", moves)
				}
				last := moves[0].(map[string]any)
				if last["kind"] != "out" || last["quantity"] != float64(46) || last["stockAfter"] != float64(4) ||
					last["actorName"] != nurseUser.Name || last["description"] != "Dispensación planta 1" {
					t.Fatalf("newest movement = %v", last)
				}
			}},
	})

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
