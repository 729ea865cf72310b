package server_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"testing"

	"amparo/store"
)

// scaleDoc is a scale as GET /assessment-scales answers it.
type scaleDoc struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Version      string `json:"version"`
	Min          int    `json:"min"`
	Max          int    `json:"max"`
	ReassessDays int    `json:"reassessDays"`
	Items        []struct {
		ID      string `json:"id"`
		Section string `json:"section"`
		Text    string `json:"text"`
		Options []struct {
			Value  string `json:"value"`
			Label  string `json:"label"`
			Points int    `json:"points"`
		} `json:"options"`
	} `json:"items"`
	Bands []bandDoc `json:"bands"`
}

type bandDoc struct {
	From     int    `json:"from"`
	To       int    `json:"to"`
	Label    string `json:"label"`
	Severity string `json:"severity"`
}

// designScales is DESIGN 11 and contract-15, written here again so the served data is checked against
// them: the order, the score range, the bands (inclusive) with their severities, reassessDays and the
// number of items of each published instrument.
var designScales = []struct {
	id               string
	min, max, items  int
	reassessDays     int
	bands            []bandDoc
	sectionsRequired bool
}{
	{"barthel", 0, 100, 10, 180, []bandDoc{{0, 20, "Dependencia total", "high"}, {21, 60, "Dependencia severa", "high"},
		{61, 90, "Dependencia moderada", "medium"}, {91, 99, "Dependencia leve", "low"}, {100, 100, "Independiente", "none"}}, false},
	{"lawton", 0, 8, 8, 180, []bandDoc{{0, 1, "Dependencia total", "medium"}, {2, 3, "Dependencia severa", "medium"},
		{4, 5, "Dependencia moderada", "low"}, {6, 7, "Dependencia leve", "low"}, {8, 8, "Autónomo", "none"}}, false},
	{"pfeiffer", 0, 10, 10, 180, []bandDoc{{0, 2, "Normal", "none"}, {3, 4, "Deterioro cognitivo leve", "low"},
		{5, 7, "Deterioro cognitivo moderado", "medium"}, {8, 10, "Deterioro cognitivo grave", "high"}}, false},
	{"mec", 0, 35, 22, 180, []bandDoc{{0, 23, "Deterioro cognitivo", "medium"}, {24, 35, "Normal", "none"}}, true},
	{"tinetti", 0, 28, 20, 90, []bandDoc{{0, 18, "Alto riesgo de caídas", "high"}, {19, 24, "Riesgo de caídas", "medium"},
		{25, 28, "Bajo riesgo de caídas", "none"}}, true},
	{"downton", 0, 11, 11, 90, []bandDoc{{0, 2, "Bajo riesgo de caídas", "none"}, {3, 11, "Alto riesgo de caídas", "high"}}, true},
	{"norton", 5, 20, 5, 30, []bandDoc{{5, 9, "Riesgo muy alto", "high"}, {10, 12, "Riesgo alto", "high"},
		{13, 14, "Riesgo medio", "medium"}, {15, 20, "Riesgo mínimo", "none"}}, false},
	{"braden", 6, 23, 6, 30, []bandDoc{{6, 12, "Riesgo alto", "high"}, {13, 14, "Riesgo moderado", "medium"},
		{15, 18, "Riesgo bajo", "low"}, {19, 23, "Sin riesgo", "none"}}, false},
	{"mna-sf", 0, 14, 6, 90, []bandDoc{{0, 7, "Malnutrición", "high"}, {8, 11, "Riesgo de malnutrición", "medium"},
		{12, 14, "Estado nutricional normal", "none"}}, false},
	{"gds15", 0, 15, 15, 180, []bandDoc{{0, 4, "Normal", "none"}, {5, 15, "Depresión probable", "medium"}}, false},
}

func fetchScales(t *testing.T, a *app, token string) []scaleDoc {
	t.Helper()
	var out []scaleDoc
	if err := json.Unmarshal(a.request("GET", "/api/assessment-scales", nil, token).wantStatus(http.StatusOK).Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// reachable is, for every score the scale's answers can add up to, one set of answers that does.
func reachable(sc scaleDoc) map[int]map[string]string {
	reach := map[int]map[string]string{0: {}}
	for _, it := range sc.Items {
		next := map[int]map[string]string{}
		for _, total := range slices.Sorted(maps.Keys(reach)) {
			for _, o := range it.Options {
				if _, seen := next[total+o.Points]; seen {
					continue
				}
				answers := maps.Clone(reach[total])
				answers[it.ID] = o.Value
				next[total+o.Points] = answers
			}
		}
		reach = next
	}
	return reach
}

func TestAssessmentScalesAreTheDesignsInstruments(t *testing.T) {
	r := newRecordsApp(t)
	family, _ := r.addUser("familia", store.RoleFamily)
	r.request("GET", "/api/assessment-scales", nil, family).wantStatus(http.StatusForbidden)
	scales := fetchScales(t, r.app, r.social)
	if len(scales) != len(designScales) {
		t.Fatalf("%d scales, want %d", len(scales), len(designScales))
	}
	for i, want := range designScales {
		sc := scales[i]
		t.Run(want.id, func(t *testing.T) {
			if sc.ID != want.id || sc.Min != want.min || sc.Max != want.max || sc.ReassessDays != want.reassessDays ||
				len(sc.Items) != want.items || sc.Name == "" || sc.Version == "" {
				t.Fatalf("scale %d = %s %d-%d, %d items, every %d days, name %q version %q; want %+v", i, sc.ID, sc.Min, sc.Max,
					len(sc.Items), sc.ReassessDays, sc.Name, sc.Version, want)
			}
			if !slices.Equal(sc.Bands, want.bands) {
				t.Fatalf("bands = %+v\nwant %+v", sc.Bands, want.bands)
			}
			low, high, items := 0, 0, map[string]bool{}
			for _, it := range sc.Items {
				if it.ID == "" || it.Text == "" || items[it.ID] || len(it.Options) < 2 || (want.sectionsRequired && it.Section == "") {
					t.Fatalf("item %+v: needs an id of its own, a text, two options or more (and a section)", it)
				}
				items[it.ID] = true
				values := map[string]bool{}
				points := []int{}
				for _, o := range it.Options {
					if o.Value == "" || o.Label == "" || values[o.Value] {
						t.Fatalf("item %s: option %+v needs a value of its own and a label", it.ID, o)
					}
					values[o.Value] = true
					points = append(points, o.Points)
				}
				low, high = low+slices.Min(points), high+slices.Max(points)
			}
			if low != sc.Min || high != sc.Max {
				t.Fatalf("the items' options add up to %d-%d, the scale says %d-%d", low, high, sc.Min, sc.Max)
			}
		})
	}
}

// For every scale: its minimum, its maximum and both edges of every band, from answers the server scores.
func TestAssessmentScoresEveryBandEdge(t *testing.T) {
	r := newRecordsApp(t)
	for _, sc := range fetchScales(t, r.app, r.nurse) {
		t.Run(sc.ID, func(t *testing.T) {
			reach := reachable(sc)
			scores := slices.Sorted(maps.Keys(reach))
			if scores[0] != sc.Min || scores[len(scores)-1] != sc.Max {
				t.Fatalf("reachable scores %v do not span %d-%d", scores, sc.Min, sc.Max)
			}
			for _, b := range sc.Bands {
				inBand := slices.DeleteFunc(slices.Clone(scores), func(s int) bool { return s < b.From || s > b.To })
				if len(inBand) == 0 {
					t.Fatalf("no answers reach band %+v", b)
				}
				for _, score := range []int{inBand[0], inBand[len(inBand)-1]} {
					got := r.request("POST", "/api/assessments", map[string]any{"residentId": r.resident, "scale": sc.ID,
						"date": "2026-11-20", "answers": reach[score]}, r.nurse).wantStatus(http.StatusCreated).json()
					band, _ := got["band"].(map[string]any)
					if got["score"] != float64(score) || band["label"] != b.Label || band["severity"] != b.Severity ||
						got["version"] != sc.Version || got["scale"] != sc.ID {
						t.Errorf("%v scored %v %v, want %d in %+v", reach[score], got["score"], got["band"], score, b)
					}
				}
			}
		})
	}
}

// Answers worked out by hand from the published instruments, so a wrong point in the data shows.
func TestAssessmentKnownAnswers(t *testing.T) {
	r := newRecordsApp(t)
	all := func(ids []string, value string, then map[string]string) map[string]string {
		out := map[string]string{}
		for _, id := range ids {
			out[id] = value
		}
		maps.Copy(out, then)
		return out
	}
	gds := []string{"satisfecho", "abandono", "vacia", "aburrido", "buen-humor", "temor", "feliz", "desamparado", "quedarse",
		"memoria", "vivo", "inutil", "energia", "sin-esperanza", "peor"}
	pfeiffer := []string{"fecha", "dia-semana", "lugar", "telefono", "edad", "nacimiento", "presidente", "presidente-anterior",
		"apellidos-madre", "restar"}
	downton := []string{"caidas-previas", "tranquilizantes", "diureticos", "hipotensores", "antiparkinsonianos",
		"antidepresivos", "deficit-visual", "deficit-auditivo", "deficit-extremidades"}
	cases := []struct {
		name, scale string
		answers     map[string]string
		score       int
		band        string
	}{
		{"Barthel, independent in everything", "barthel", map[string]string{"comer": "10", "lavarse": "5", "vestirse": "10",
			"arreglarse": "5", "deposicion": "10", "miccion": "10", "retrete": "10", "trasladarse": "15", "deambular": "15",
			"escalones": "10"}, 100, "Independiente"},
		{"Barthel, walks with a walker and needs help", "barthel", map[string]string{"comer": "5", "lavarse": "0",
			"vestirse": "5", "arreglarse": "0", "deposicion": "10", "miccion": "5", "retrete": "5", "trasladarse": "10",
			"deambular": "10", "escalones": "0"}, 50, "Dependencia severa"},
		{"GDS-15 answering no to all: the five reversed questions", "gds15", all(gds, "no", nil), 5, "Depresión probable"},
		{"GDS-15 answering sí to all", "gds15", all(gds, "si", nil), 10, "Depresión probable"},
		{"GDS-15 without depression", "gds15", all(gds, "no", map[string]string{"satisfecho": "si", "buen-humor": "si",
			"feliz": "si", "vivo": "si", "energia": "si"}), 0, "Normal"},
		{"Pfeiffer with three errors", "pfeiffer", all(pfeiffer, "bien", map[string]string{"fecha": "error",
			"presidente-anterior": "error", "restar": "error"}), 3, "Deterioro cognitivo leve"},
		{"Downton: a previous fall, a diuretic, confused", "downton", all(downton, "no", map[string]string{
			"caidas-previas": "si", "diureticos": "si", "estado-mental": "confuso", "deambulacion": "normal"}), 3,
			"Alto riesgo de caídas"},
		{"MNA-SF with the calf instead of the BMI", "mna-sf", map[string]string{"a": "2", "b": "no", "c": "1", "d": "no",
			"e": "1", "f": "cp-menos-31"}, 9, "Riesgo de malnutrición"},
		{"MNA-SF, BMI 23 or more", "mna-sf", map[string]string{"a": "2", "b": "no", "c": "2", "d": "no", "e": "2",
			"f": "imc-23"}, 14, "Estado nutricional normal"},
		{"Norton, worst in everything", "norton", map[string]string{"estado-fisico": "1", "estado-mental": "1",
			"actividad": "1", "movilidad": "1", "incontinencia": "1"}, 5, "Riesgo muy alto"},
		{"Lawton: answers the phone, helps a little at home", "lawton", map[string]string{"telefono": "c", "compras": "b",
			"comida": "d", "casa": "d", "ropa": "c", "transporte": "e", "medicacion": "b", "dinero": "c"}, 2, "Dependencia severa"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := r.request("POST", "/api/assessments", map[string]any{"residentId": r.resident, "scale": tc.scale,
				"date": "2026-11-19", "answers": tc.answers, "notes": "Valoración de ingreso."}, r.nurse).wantStatus(http.StatusCreated).json()
			if got["score"] != float64(tc.score) || got["band"].(map[string]any)["label"] != tc.band {
				t.Fatalf("score %v band %v, want %d %s", got["score"], got["band"], tc.score, tc.band)
			}
			if got["notes"] != "Valoración de ingreso." || got["createdByName"] != "Persona enfermera" ||
				got["residentId"] != r.resident || got["date"] != "2026-11-19" || got["canDelete"] != true ||
				fmt.Sprint(got["answers"]) != fmt.Sprint(asJSON(t, tc.answers)) {
				t.Fatalf("saved = %v", got)
			}
		})
	}
}
