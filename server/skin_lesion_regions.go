package server

import "slices"

// The named regions of the body map (issue 28): where dependence-related skin lesions are found — the bony
// prominences of pressure ulcers (sacrum, coccyx, heels, trochanters, ischia, occiput, elbows, ears...), the
// skin folds and perineum of moisture lesions, the forearms and shins of skin tears. A region is named on the
// figure or figures (anterior, posterior) it is seen on; the UI draws them (ui/src/features/skin-lesions/
// body-regions.ts, whose ids a test checks against this list).

type bodyRegion struct {
	id, label string
	views     []string
}

var (
	viewsFront = []string{"anterior"}
	viewsBack  = []string{"posterior"}
	viewsBoth  = []string{"anterior", "posterior"}
)

// bodyRegions are the regions in the order the UI's select lists them, head to feet.
var bodyRegions = []bodyRegion{
	{"cara", "Cara", viewsFront},
	{"occipital", "Occipital", viewsBack},
	{"oreja-derecha", "Oreja derecha", viewsBoth},
	{"oreja-izquierda", "Oreja izquierda", viewsBoth},
	{"hombro-derecho", "Hombro derecho", viewsBoth},
	{"hombro-izquierdo", "Hombro izquierdo", viewsBoth},
	{"torax", "Tórax", viewsFront},
	{"abdomen", "Abdomen", viewsFront},
	{"escapula-derecha", "Escápula derecha", viewsBack},
	{"escapula-izquierda", "Escápula izquierda", viewsBack},
	{"columna", "Columna vertebral", viewsBack},
	{"espalda", "Espalda", viewsBack},
	{"zona-lumbar", "Zona lumbar", viewsBack},
	{"brazo-derecho", "Brazo derecho", viewsBoth},
	{"brazo-izquierdo", "Brazo izquierdo", viewsBoth},
	{"codo-derecho", "Codo derecho", viewsBack},
	{"codo-izquierdo", "Codo izquierdo", viewsBack},
	{"antebrazo-derecho", "Antebrazo derecho", viewsBoth},
	{"antebrazo-izquierdo", "Antebrazo izquierdo", viewsBoth},
	{"mano-derecha", "Mano derecha", viewsBoth},
	{"mano-izquierda", "Mano izquierda", viewsBoth},
	{"cresta-iliaca-derecha", "Cresta ilíaca derecha", viewsFront},
	{"cresta-iliaca-izquierda", "Cresta ilíaca izquierda", viewsFront},
	{"trocanter-derecho", "Trocánter derecho", viewsBoth},
	{"trocanter-izquierdo", "Trocánter izquierdo", viewsBoth},
	{"sacro", "Sacro", viewsBack},
	{"coxis", "Coxis", viewsBack},
	{"gluteo-derecho", "Glúteo derecho", viewsBack},
	{"gluteo-izquierdo", "Glúteo izquierdo", viewsBack},
	{"isquion-derecho", "Isquion derecho", viewsBack},
	{"isquion-izquierdo", "Isquion izquierdo", viewsBack},
	{"perine", "Zona perineal y genital", viewsFront},
	{"muslo-derecho", "Muslo derecho", viewsBoth},
	{"muslo-izquierdo", "Muslo izquierdo", viewsBoth},
	{"rodilla-derecha", "Rodilla derecha", viewsFront},
	{"rodilla-izquierda", "Rodilla izquierda", viewsFront},
	{"pierna-derecha", "Pierna derecha", viewsFront},
	{"pierna-izquierda", "Pierna izquierda", viewsFront},
	{"gemelo-derecho", "Gemelo derecho", viewsBack},
	{"gemelo-izquierdo", "Gemelo izquierdo", viewsBack},
	{"maleolo-derecho", "Maléolo derecho", viewsBoth},
	{"maleolo-izquierdo", "Maléolo izquierdo", viewsBoth},
	{"pie-derecho", "Pie derecho", viewsFront},
	{"pie-izquierdo", "Pie izquierdo", viewsFront},
	{"talon-derecho", "Talón derecho", viewsBack},
	{"talon-izquierdo", "Talón izquierdo", viewsBack},
}

// bodyRegionByID is the region of an id, and whether there is one.
func bodyRegionByID(id string) (bodyRegion, bool) {
	i := slices.IndexFunc(bodyRegions, func(r bodyRegion) bool { return r.id == id })
	if i < 0 {
		return bodyRegion{}, false
	}
	return bodyRegions[i], true
}

// regionLabel is how a region is said, or its id when unknown.
func regionLabel(id string) string {
	if r, ok := bodyRegionByID(id); ok {
		return r.label
	}
	return id
}
