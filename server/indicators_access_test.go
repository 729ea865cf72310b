package server_test

import (
	"net/http"
	"strings"
	"testing"

	"amparo/store"
)

// The indicators and their PDF are for the administrative staff, the doctors and the nurses (DESIGN 7,
// indicators.read); the social worker and the family are refused, and nobody reads them signed out.
func TestIndicatorsByRole(t *testing.T) {
	x := newIndicatorsApp(t, "2026-11-20T10:00")
	family, _ := x.addUser("familia-x", store.RoleFamily)
	who := callers{"admin": x.admin, "doctor": x.doctor, "nurse": x.nurse, "social": x.social, "family": family}
	var scenarios []scenario
	for _, url := range []string{"/api/indicators?from=2026-11-01&to=2026-11-19", "/api/indicators/pdf?from=2026-11-01&to=2026-11-19"} {
		for caller, status := range map[string]int{"admin": 200, "doctor": 200, "nurse": 200, "social": 403, "family": 403, "": 401} {
			sc := scenario{name: caller + " " + url, caller: caller, method: "GET", url: url, wantStatus: status}
			if status == 403 {
				sc.wantJSON = map[string]any{"message": "No tienes permiso para realizar esta acción."}
			}
			scenarios = append(scenarios, sc)
		}
	}
	runScenarios(t, x.app, who, scenarios)
}

// A period is two Madrid dates, the first not after today nor after the last, at most 24 months apart; an area
// that does not exist is named. Each refusal is a 422 in Spanish naming its field, for the PDF too.
func TestIndicatorsValidation(t *testing.T) {
	x := newIndicatorsApp(t, "2026-11-20T10:00")
	invalid := func(name, query string, fields map[string]string) scenario {
		return scenario{name: name, caller: "admin", method: "GET", url: "/api/indicators?" + query, wantStatus: 422,
			wantJSON: map[string]any{"message": "Revisa los campos marcados."}, wantFields: fields}
	}
	runScenarios(t, x.app, callers{"admin": x.admin}, []scenario{
		invalid("no dates", "", map[string]string{"from": "La fecha inicial es requerida.", "to": "La fecha final es requerida."}),
		invalid("no end", "from=2026-11-01", map[string]string{"to": "La fecha final es requerida."}),
		invalid("not dates", "from=2026-13-01&to=ayer", map[string]string{"from": "Fecha no válida.", "to": "Fecha no válida."}),
		invalid("reversed", "from=2026-11-10&to=2026-11-09", map[string]string{"to": "La fecha final no puede ser anterior a la inicial."}),
		invalid("from the future", "from=2026-11-21&to=2026-11-30", map[string]string{"from": "La fecha inicial no puede ser posterior a hoy."}),
		invalid("over 24 months", "from=2024-11-01&to=2026-11-01", map[string]string{"to": "El periodo no puede pasar de 24 meses."}),
		invalid("an unknown area", "from=2026-11-01&to=2026-11-19&areaId=nada", map[string]string{"areaId": "El área no existe."}),
		{name: "24 months exactly", caller: "admin", method: "GET", url: "/api/indicators?from=2024-11-02&to=2026-11-01", wantStatus: 200,
			after: func(t *testing.T, r response) {
				if n := len(r.json()["months"].([]any)); n != 25 {
					t.Fatalf("%d months from 02/11/2024 to 01/11/2026, want 25 (the first and the last in part)", n)
				}
			}},
		{name: "one day", caller: "admin", method: "GET", url: "/api/indicators?from=2026-11-20&to=2026-11-20", wantStatus: 200,
			wantJSON: map[string]any{"residentDays": 1}},
		{name: "the PDF refuses the same", caller: "admin", method: "GET", url: "/api/indicators/pdf?from=2026-11-10&to=2026-11-09",
			wantStatus: 422, wantFields: map[string]string{"to": "La fecha final no puede ser anterior a la inicial."}},
	})
}

// The PDF of November says each figure in Spanish, the GNEAUPP comparison, the month's table and what each
// figure counts; with an area, it names it.
func TestIndicatorsPDF(t *testing.T) {
	x := newIndicatorsMonth(t)
	r := x.request("GET", "/api/indicators/pdf?from=2026-11-01&to=2026-11-30", nil, x.nurse).wantStatus(http.StatusOK)
	if cd := r.Header().Get("Content-Disposition"); cd != `attachment; filename="indicadores_2026-11-01_2026-11-30.pdf"` {
		t.Fatalf("file name: %q", cd)
	}
	text := pdfText(t, r)
	for _, want := range []string{
		"Indicadores de calidad", "Del 01/11/2026 al 30/11/2026 · Toda la residencia",
		"Días de estancia (días-residente)", "100", "Caídas por 1.000 días de estancia", "50,00", "Caídas con lesión (leve o grave)",
		"Prevalencia de úlceras por presión el 30/11/2026", "66,7 %",
		"1 en la residencia · 0 en el domicilio · 1 en el hospital", "Prevalencia de contenciones el 30/11/2026", "33,3 %",
		"Residentes con pérdida de peso significativa", "Días por debajo del objetivo de líquidos", "Dosis omitidas", "Dosis retenidas",
		"Residentes con PAI vigente el 30/11/2026", "Valoraciones pendientes el 30/11/2026",
		"Comparación con el 5.º Estudio Nacional de Prevalencia del GNEAUPP (2017, residencias)", "4,03 %", "92,4 %", "100,0 %", "6,24 %",
		"Por mes", "noviembre 2026", "1 / 0 / 1", "Qué cuenta cada indicador", "el de ESPEN (1.600 ml",
		"Página 1 de",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("PDF text:\n%s", text)
	}
	area := pdfText(t, x.request("GET", "/api/indicators/pdf?from=2026-11-01&to=2026-12-31&areaId="+x.areaB, nil, x.admin).
		wantStatus(http.StatusOK))
	for _, want := range []string{"Área: Primera planta", "Contado hasta hoy, 05/12/2026", "diciembre 2026"} {
		if !strings.Contains(area, want) {
			t.Errorf("the area's PDF lacks %q:\n%s", want, area)
		}
	}
}
