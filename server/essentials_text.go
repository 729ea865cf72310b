package server

import (
	"context"
	"strconv"
	"strings"

	"amparo/store"
)

// How the printed sheets (the transfer sheet, the downtime pack) say a resident's clinical essentials.

var codeStatusLabels = map[store.CodeStatus]string{
	store.CodeStatusResuscitate:  "RCP: sí",
	store.CodeStatusNoCPR:        "No RCP",
	store.CodeStatusNoIntubation: "No intubar",
	store.CodeStatusNoTransfer:   "No trasladar al hospital",
	store.CodeStatusComfort:      "Solo medidas de confort",
}

var mobilityAidLabels = map[string]string{"ninguna": "Sin ayudas", "baston": "Bastón", "muletas": "Muletas",
	"andador": "Andador", "silla-ruedas": "Silla de ruedas", "grua": "Grúa", "encamado": "Encamado"}

var iddsiLabels = []string{"Líquido fino", "Muy ligeramente espeso", "Ligeramente espeso", "Moderadamente espeso / licuado",
	"Extremadamente espeso / triturado", "Picado y húmedo", "Blando y en trozos pequeños", "Normal"}

const unrecorded = "Sin registrar" // a clinical essential nobody recorded

func codeStatusText(c store.CodeStatus) string { return orText(codeStatusLabels[c], unrecorded) }

func mobilityAidText(aid string) string { return orText(mobilityAidLabels[aid], unrecorded) }

func iddsiText(level *int) string {
	if level == nil || *level < 0 || *level >= len(iddsiLabels) {
		return unrecorded
	}
	return "IDDSI " + strconv.Itoa(*level) + " · " + iddsiLabels[*level]
}

// directivesText says whether the resident has advance directives registered, since when and where.
func directivesText(d store.AdvanceDirectives) string {
	if !d.Registered {
		return "No registradas"
	}
	return joinNonEmpty(" · ", "Registradas", dateOrEmpty(d.Date), d.Location)
}

func dateOrEmpty(iso string) string {
	if iso == "" {
		return ""
	}
	return "el " + spanishDate(iso)
}

// equipmentText lists the resident's devices and aids from the admission form.
func equipmentText(d store.ResidentDetails) string {
	var out []string
	for _, item := range []struct {
		on   bool
		name string
	}{{d.MedicalEquipment.Wheelchair, "silla de ruedas"}, {d.MedicalEquipment.Walker, "andador"},
		{d.MedicalEquipment.Oxygen, "oxígeno"}, {d.MedicalEquipment.Others, d.OtherEquipmentText}} {
		if item.on && item.name != "" {
			out = append(out, item.name)
		}
	}
	if len(out) == 0 {
		return "Ninguno registrado"
	}
	s := strings.Join(out, ", ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// baselineScales are the scales that say a resident's baseline function, cognition and fall risk, in print order.
var baselineScales = []struct{ id, label string }{
	{"barthel", "Función (Barthel)"}, {"pfeiffer", "Cognición (Pfeiffer)"}, {"mec", "Cognición (MEC-35)"},
	{"downton", "Riesgo de caídas (Downton)"}, {"tinetti", "Equilibrio y marcha (Tinetti)"},
}

// baseline is the latest assessment of each of baselineScales the resident has: label and «score · band · date».
func (s *Server) baseline(ctx context.Context, residentID string) ([][2]string, error) {
	records, err := store.ListRecords(ctx, s.store, store.Assessments, residentID)
	if err != nil {
		return nil, err
	}
	latest := latestAssessments(records)
	var out [][2]string
	for _, sc := range baselineScales {
		a, ok := latest[sc.id]
		if !ok {
			continue
		}
		out = append(out, [2]string{sc.label, strconv.Itoa(a.Data.Score) + " · " + a.Data.Band.Label + " · " + spanishDate(a.Date)})
	}
	return out, nil
}
