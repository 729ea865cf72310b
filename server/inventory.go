package server

import (
	"encoding/json"
	"errors"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The medication inventory (SPEC's /inventory): the home's stock of medications under /api/medications
// (list, create, edit, delete, stock in and out, movements) and their derived facts (low stock, expiry).
// A medication is the inventory's item, hence the routes' and types' names; giving doses (the round, eMAR,
// DESIGN 9) is mar*.go, and the Kardex prescribes these medications (records_kardex.go, kardex*.go).

var (
	medicationCategories = []string{"Analgesic", "Antibiotic", "Hormone", "Anti-inflammatory", "Antacid", "Other"}
	// atcCodePattern is an ATC code of any of the WHO's five levels: "J", "J01", "J01C", "J01CA", "J01CA04".
	atcCodePattern = regexp.MustCompile(`^[A-Z]([0-9]{2}([A-Z]([A-Z]([0-9]{2})?)?)?)?$`)
)

const msgATCCode = "El código ATC no es válido (por ejemplo, J01CA04)."

type medicationJSON struct {
	ID                   string      `json:"_id"`
	Name                 string      `json:"name"`
	ActiveIngredient     string      `json:"activeIngredient"`
	ATCCode              string      `json:"atcCode"`
	Category             string      `json:"category"`
	Concentration        string      `json:"concentration"`
	Presentation         string      `json:"presentation"`
	AdministrationRoute  string      `json:"administrationRoute"`
	Stock                int         `json:"stock"`
	MinimumStock         int         `json:"minimumStock"`
	ExpirationDate       string      `json:"expirationDate"`
	Location             string      `json:"location"`
	Supplier             string      `json:"supplier"`
	UnitPrice            json.Number `json:"unitPrice"`
	RequiresPrescription bool        `json:"requiresPrescription"`
	Notes                string      `json:"notes"`
	HighAlert            bool        `json:"highAlert"`
	LowStock             bool        `json:"lowStock"`
	Expiry               string      `json:"expiry"` // ok, expiring (within 30 days), expired
	CreatedAt            string      `json:"createdAt"`
	UpdatedAt            string      `json:"updatedAt"`
}

func toMedicationJSON(m store.Medication, today time.Time) medicationJSON {
	return medicationJSON{ID: m.ID, Name: m.Name, ActiveIngredient: m.ActiveIngredient, ATCCode: m.ATCCode, Category: m.Category, Concentration: m.Concentration,
		Presentation: m.Presentation, AdministrationRoute: m.AdministrationRoute, Stock: m.Stock,
		MinimumStock: m.MinimumStock, ExpirationDate: m.ExpirationDate, Location: m.Location, Supplier: m.Supplier,
		UnitPrice: formatCents(m.UnitPriceCents), RequiresPrescription: m.RequiresPrescription, Notes: m.Notes,
		HighAlert: m.HighAlert, LowStock: lowStock(m), Expiry: expiryStatus(m.ExpirationDate, today),
		CreatedAt: m.CreatedAt.UTC().Format(time.RFC3339), UpdatedAt: m.UpdatedAt.UTC().Format(time.RFC3339)}
}

// The derived facts of a medication, computed here once: the inventory, the dashboard and the
// notifications all read them from these two functions.

// expiryWarningDays is how close to its expiry a medication is flagged (SPEC 9).
const expiryWarningDays = 30

const (
	expiryOK       = "ok"
	expiryExpiring = "expiring"
	expiryExpired  = "expired"
)

// expiryStatus is SPEC 4's badge: expired when past, expiring within 30 days, otherwise ok.
func expiryStatus(date string, today time.Time) string {
	d, err := time.Parse(time.DateOnly, date)
	switch {
	case err != nil:
		return expiryOK
	case d.Before(today):
		return expiryExpired
	case !d.After(expiryWarningLimit(today)):
		return expiryExpiring
	}
	return expiryOK
}

// expiryWarningLimit is the last expiration date flagged today.
func expiryWarningLimit(today time.Time) time.Time { return today.AddDate(0, 0, expiryWarningDays) }

// lowStock: below the minimum the home keeps.
func lowStock(m store.Medication) bool { return m.Stock < m.MinimumStock }

type medicationRequest struct {
	Name                 string      `json:"name"`
	ActiveIngredient     string      `json:"activeIngredient"` // optional; the Kardex's allergy check reads it
	ATCCode              string      `json:"atcCode"`          // optional, "J01CA04"; so do the allergy groups
	Category             string      `json:"category"`
	Concentration        string      `json:"concentration"`
	Presentation         string      `json:"presentation"`
	AdministrationRoute  string      `json:"administrationRoute"`
	Stock                *int        `json:"stock"`
	MinimumStock         *int        `json:"minimumStock"`
	ExpirationDate       string      `json:"expirationDate"`
	Location             string      `json:"location"`
	Supplier             string      `json:"supplier"`
	UnitPrice            json.Number `json:"unitPrice"`
	RequiresPrescription bool        `json:"requiresPrescription"`
	Notes                string      `json:"notes"`
	HighAlert            *bool       `json:"highAlert"` // optional: of high risk; left out, a new one is not and an edit keeps it
}

// decodeMedication reads and checks a medication. current is the saved one on edit (zero on create): an
// expired medication can still be edited as long as its date is left alone.
func (s *Server) decodeMedication(c echo.Context, current store.Medication) (store.MedicationInput, error) {
	var in medicationRequest
	if err := decode(c, &in); err != nil {
		return store.MedicationInput{}, err
	}
	for _, p := range []*string{&in.Name, &in.ActiveIngredient, &in.ATCCode, &in.Category, &in.Concentration, &in.Presentation, &in.AdministrationRoute,
		&in.ExpirationDate, &in.Location, &in.Supplier, &in.Notes} {
		*p = strings.TrimSpace(*p)
	}
	v := newValidation()
	v.required(in.Name, "name", "El nombre es obligatorio.")
	v.required(in.Category, "category", "La categoría es obligatoria.")
	v.oneOf(orValid(in.Category, medicationCategories), medicationCategories, "category")
	v.required(in.Concentration, "concentration", "La concentración es obligatoria.")
	v.required(in.Presentation, "presentation", "La presentación es obligatoria.")
	v.required(in.AdministrationRoute, "administrationRoute", "La vía de administración es obligatoria.")
	in.AdministrationRoute = spanishRoute(in.AdministrationRoute)
	v.oneOf(orValid(in.AdministrationRoute, administrationRoutes), administrationRoutes, "administrationRoute")
	v.required(in.Location, "location", "La ubicación es obligatoria.")
	v.required(in.Supplier, "supplier", "El proveedor es obligatorio.")
	v.check(in.Stock != nil, "stock", "El stock es obligatorio.")
	v.check(in.Stock == nil || *in.Stock >= 0, "stock", "El stock no puede ser negativo.")
	v.check(in.MinimumStock != nil, "minimumStock", "El stock mínimo es obligatorio.")
	v.check(in.MinimumStock == nil || *in.MinimumStock >= 0, "minimumStock", "El stock mínimo no puede ser negativo.")
	v.required(in.ExpirationDate, "expirationDate", "La fecha de caducidad es obligatoria.")
	if expiry, ok := v.date(in.ExpirationDate, "expirationDate"); ok && in.ExpirationDate != current.ExpirationDate {
		v.check(expiry.After(s.today()), "expirationDate", "La fecha de caducidad debe ser futura.")
	}
	cents, err := parseCents(in.UnitPrice)
	switch {
	case in.UnitPrice == "":
		v.check(false, "unitPrice", "El precio es obligatorio.")
	case errors.Is(err, errNegativePrice):
		v.check(false, "unitPrice", "El precio no puede ser negativo.")
	case errors.Is(err, errPriceDecimals):
		v.check(false, "unitPrice", "El precio admite como máximo 2 decimales.")
	case err != nil:
		v.check(false, "unitPrice", "El precio no es válido.")
	}
	for field, value := range map[string]string{"name": in.Name, "activeIngredient": in.ActiveIngredient, "concentration": in.Concentration,
		"presentation": in.Presentation, "location": in.Location, "supplier": in.Supplier} {
		v.maxLen(value, shortText, field)
	}
	v.maxLen(in.Notes, longText, "notes")
	in.ATCCode = normalATC(in.ATCCode)
	v.check(in.ATCCode == "" || atcCodePattern.MatchString(in.ATCCode), "atcCode", msgATCCode)
	if err := v.err(); err != nil {
		return store.MedicationInput{}, err
	}
	return store.MedicationInput{Name: in.Name, ActiveIngredient: in.ActiveIngredient, ATCCode: in.ATCCode, Category: in.Category, Concentration: in.Concentration,
		Presentation: in.Presentation, AdministrationRoute: in.AdministrationRoute, Stock: *in.Stock,
		MinimumStock: *in.MinimumStock, ExpirationDate: in.ExpirationDate, Location: in.Location,
		Supplier: in.Supplier, UnitPriceCents: cents, RequiresPrescription: in.RequiresPrescription, Notes: in.Notes,
		HighAlert: orBool(in.HighAlert, current.HighAlert)}, nil
}

// orBool is an optional flag's value, or fallback when it was left out.
func orBool(flag *bool, fallback bool) bool {
	if flag == nil {
		return fallback
	}
	return *flag
}

// orValid lets an empty value through oneOf, so that "required" alone speaks for it.
func orValid(value string, allowed []string) string {
	if value == "" {
		return allowed[0]
	}
	return value
}

// listMedications: GET /medications/all -> {medications}.
func (s *Server) listMedications(c echo.Context) error {
	meds, err := s.store.ListMedications(c.Request().Context())
	if err != nil {
		return err
	}
	today := s.today()
	out := make([]medicationJSON, len(meds))
	for i, m := range meds {
		out[i] = toMedicationJSON(m, today)
	}
	return c.JSON(http.StatusOK, map[string]any{"medications": out})
}

// createMedication: POST /medications.
func (s *Server) createMedication(c echo.Context) error {
	in, err := s.decodeMedication(c, store.Medication{})
	if err != nil {
		return err
	}
	m, err := s.store.CreateMedication(c.Request().Context(), actorOf(c), in)
	if err != nil {
		return err
	}
	s.warnIfLow(c, m, -1)
	s.changed(c, resourceMedications)
	return c.JSON(http.StatusCreated, toMedicationJSON(m, s.today()))
}

// updateMedication: PUT /medications/:id.
func (s *Server) updateMedication(c echo.Context) error {
	current, err := s.store.MedicationByID(c.Request().Context(), c.Param("id"))
	if err != nil {
		return err
	}
	in, err := s.decodeMedication(c, current)
	if err != nil {
		return err
	}
	m, err := s.store.UpdateMedication(c.Request().Context(), actorOf(c), current.ID, in)
	if err != nil {
		return err
	}
	s.warnIfLow(c, m, current.Stock)
	s.changed(c, resourceMedications)
	return c.JSON(http.StatusOK, toMedicationJSON(m, s.today()))
}

// deleteMedication: DELETE /medications/:id (kept as a tombstone).
func (s *Server) deleteMedication(c echo.Context) error {
	if err := s.store.DeleteMedication(c.Request().Context(), actorOf(c), c.Param("id")); err != nil {
		return err
	}
	s.changed(c, resourceMedications)
	return c.JSON(http.StatusOK, map[string]string{"message": "Medicamento eliminado."})
}

type stockRequest struct {
	MedicationID string `json:"medicationId"`
	Quantity     *int   `json:"quantity"`
	Description  string `json:"description"`
}

// moveStock: PUT /medications/:id/add-stock and /remove-stock.
func (s *Server) moveStock(remove bool) echo.HandlerFunc {
	return func(c echo.Context) error {
		var in stockRequest
		if err := decode(c, &in); err != nil {
			return err
		}
		id := c.Param("id")
		in.Description = strings.TrimSpace(in.Description)
		v := newValidation()
		v.check(in.Quantity != nil && *in.Quantity >= 1, "quantity", "La cantidad debe ser al menos 1.")
		v.check(in.Quantity == nil || *in.Quantity <= 1_000_000, "quantity", "La cantidad no es válida.")
		v.required(in.Description, "description", "La descripción es obligatoria.")
		v.maxLen(in.Description, addrText, "description")
		v.check(in.MedicationID == "" || in.MedicationID == id, "medicationId", "El medicamento no coincide.")
		if err := v.err(); err != nil {
			return err
		}
		ctx, actor := c.Request().Context(), actorOf(c)
		var m store.Medication
		var err error
		delta := *in.Quantity
		if remove {
			m, err = s.store.RemoveStock(ctx, actor, id, *in.Quantity, in.Description)
			delta = -delta
		} else {
			m, err = s.store.AddStock(ctx, actor, id, *in.Quantity, in.Description)
		}
		if errors.Is(err, store.ErrInsufficientStock) {
			current, getErr := s.store.MedicationByID(ctx, id)
			if getErr != nil {
				return getErr
			}
			return fieldError(http.StatusConflict, "quantity",
				"No hay suficiente stock: quedan "+strconv.Itoa(current.Stock)+" unidades.")
		}
		if err != nil {
			return err
		}
		s.warnIfLow(c, m, m.Stock-delta)
		s.changed(c, resourceMedications)
		return c.JSON(http.StatusOK, toMedicationJSON(m, s.today()))
	}
}

type stockMovementJSON struct {
	ID          string `json:"_id"`
	Kind        string `json:"kind"`
	Quantity    int    `json:"quantity"`
	StockAfter  int    `json:"stockAfter"`
	Description string `json:"description"`
	ActorName   string `json:"actorName"`
	At          string `json:"at"`
}

// stockMovements: GET /medications/:id/movements, newest first.
func (s *Server) stockMovements(c echo.Context) error {
	ctx := c.Request().Context()
	m, err := s.store.MedicationByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	moves, err := s.store.StockMovements(ctx, m.ID)
	if err != nil {
		return err
	}
	out := make([]stockMovementJSON, len(moves))
	for i, mv := range moves {
		out[i] = stockMovementJSON{ID: mv.ID, Kind: mv.Kind, Quantity: mv.Quantity, StockAfter: mv.StockAfter,
			Description: mv.Description, ActorName: mv.ActorName, At: mv.At.UTC().Format(time.RFC3339)}
	}
	return c.JSON(http.StatusOK, out)
}
