package server

import (
	"math"
	"slices"
	"strings"

	"amparo/store"
)

// The checks of a skin lesion's body (POST /skin-lesions) and the shared ones of its evolution: the same rules
// and Spanish messages as the UI's schemas (ui/src/features/skin-lesions/form/).

type skinLesionBody struct {
	ResidentID string   `json:"residentId"`
	Type       string   `json:"type"`
	Category   string   `json:"category"`
	View       string   `json:"view"`
	Region     string   `json:"region"`
	X          *decimal `json:"x"`
	Y          *decimal `json:"y"`
	Origin     string   `json:"origin"`
	DetectedAt string   `json:"detectedAt"`
	LengthCm   *decimal `json:"lengthCm"`
	WidthCm    *decimal `json:"widthCm"`
	DepthCm    *decimal `json:"depthCm"`
	Bed        string   `json:"bed"`
	Exudate    string   `json:"exudate"`
	Infection  bool     `json:"infection"`
	Treatment  string   `json:"treatment"`
	Surface    string   `json:"surface"`
}

// measure checks a number typed in centimetres (or a point of the map): required or not, between lo and hi.
func (v *validation) measure(value *decimal, field, missing string, lo, hi float64) (float64, bool) {
	if value == nil {
		v.check(missing == "", field, missing)
		return 0, false
	}
	n := float64(*value)
	if math.IsNaN(n) {
		v.check(false, field, notANumber)
		return 0, false
	}
	v.check(n >= lo && n <= hi, field, "Valor imposible ("+spanishNumber(lo)+"–"+spanishNumber(hi)+").")
	return n, n >= lo && n <= hi
}

// optionalMeasure is measure for a number that may be left out (null): it answers nil then.
func (v *validation) optionalMeasure(value *decimal, field string, hi float64) *float64 {
	n, ok := v.measure(value, field, "", 0, hi)
	if !ok {
		return nil
	}
	return &n
}

// lesionCategory checks a category against the lesion's type: required for a pressure ulcer, refused for
// the other types (DESIGN 15).
func (v *validation) lesionCategory(lesionType, category string) {
	if lesionType == "upp" {
		v.required(category, "category", "Indica la categoría de la úlcera por presión.")
		if category != "" {
			v.oneOf(category, lesionCategories, "category")
		}
		return
	}
	v.check(category == "", "category", "Solo las úlceras por presión tienen categoría.")
}

// choice checks an optional choice among the allowed values.
func (v *validation) choice(value string, allowed []string, field string) {
	if value != "" {
		v.oneOf(value, allowed, field)
	}
}

func (b *skinLesionBody) validate(today string) (store.SkinLesionInput, error) {
	for _, f := range []*string{&b.ResidentID, &b.Type, &b.Category, &b.View, &b.Region, &b.Origin, &b.DetectedAt, &b.Bed,
		&b.Exudate, &b.Treatment, &b.Surface} {
		*f = strings.TrimSpace(*f)
	}
	v := newValidation()
	v.required(b.ResidentID, "residentId", "El residente es requerido.")
	v.required(b.Type, "type", "Elige el tipo de lesión.")
	if b.Type != "" {
		v.oneOf(b.Type, lesionTypes, "type")
		v.lesionCategory(b.Type, b.Category)
	}
	v.required(b.View, "view", "Elige la vista del mapa corporal.")
	v.choice(b.View, lesionViews, "view")
	v.required(b.Region, "region", "Elige la zona del cuerpo.")
	if b.Region != "" {
		region, known := bodyRegionByID(b.Region)
		v.check(known, "region", "Zona del cuerpo no válida.")
		v.check(!known || b.View == "" || slices.Contains(region.views, b.View), "region", "Esa zona no está en la vista elegida.")
	}
	x, _ := v.measure(b.X, "x", "Marca el punto en el mapa corporal.", 0, 1)
	y, _ := v.measure(b.Y, "y", "Marca el punto en el mapa corporal.", 0, 1)
	v.required(b.Origin, "origin", "Indica dónde se originó la lesión.")
	v.choice(b.Origin, lesionOrigins, "origin")
	v.required(b.DetectedAt, "detectedAt", "La fecha de detección es requerida.")
	if _, ok := v.date(b.DetectedAt, "detectedAt"); ok {
		v.check(b.DetectedAt <= today, "detectedAt", "La fecha no puede ser futura.")
	}
	length, _ := v.measure(b.LengthCm, "lengthCm", "Indica el largo en cm.", 0, maxLesionSideCm)
	width, _ := v.measure(b.WidthCm, "widthCm", "Indica el ancho en cm.", 0, maxLesionSideCm)
	depth := v.optionalMeasure(b.DepthCm, "depthCm", maxLesionDepthCm)
	v.choice(b.Bed, lesionBeds, "bed")
	v.choice(b.Exudate, lesionExudates, "exudate")
	v.maxLen(b.Treatment, longText, "treatment")
	v.maxLen(b.Surface, addrText, "surface")
	if err := v.err(); err != nil {
		return store.SkinLesionInput{}, err
	}
	return store.SkinLesionInput{ResidentID: b.ResidentID, Type: b.Type, Category: b.Category, View: b.View, Region: b.Region,
		X: x, Y: y, Origin: b.Origin, DetectedOn: b.DetectedAt, LengthCm: length, WidthCm: width, DepthCm: depth, Bed: b.Bed,
		Exudate: b.Exudate, Infection: b.Infection, Treatment: b.Treatment, Surface: b.Surface}, nil
}
