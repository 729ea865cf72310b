package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// The daily registers print in Spanish for a period: each day's totals against the target, then every entry in
// force of each register; voided entries and days outside the period are left out, and the period is checked.
func TestDailyRegistersPDF(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T10:00")
	putHeight(t, d, "160")
	post := func(path string, body map[string]any) string {
		return d.request("POST", path, with(map[string]any{"residentId": d.resident}, body), d.nurse).
			wantStatus(http.StatusCreated).text("_id")
	}
	d.request("PUT", "/api/repositioning/"+d.resident+"/schedule", map[string]any{"everyHours": 3}, d.nurse).wantStatus(http.StatusOK)
	post("/api/repositioning", map[string]any{"at": d.at("2026-11-19T08:00"), "position": "lateral-izquierdo", "skinOk": true})
	post("/api/repositioning", map[string]any{"at": d.at("2026-11-19T11:00"), "position": "sentado", "skinOk": false,
		"note": "Enrojecimiento en el sacro."})
	post("/api/fluids", map[string]any{"at": d.at("2026-11-19T09:00"), "ml": 200, "drink": "Vaso de agua"})
	post("/api/fluids", map[string]any{"at": d.at("2026-11-19T12:00"), "ml": 600, "drink": "Caldo"})
	post("/api/fluids", map[string]any{"at": d.at("2026-11-20T09:00"), "ml": 150, "drink": "Taza de café"})
	wrong := post("/api/fluids", map[string]any{"at": d.at("2026-11-20T09:30"), "ml": 500, "drink": "Zumo equivocado"})
	d.request("POST", "/api/fluids/"+wrong+"/void", map[string]any{"reason": "Era de otra residente."}, d.nurse).wantStatus(http.StatusOK)
	post("/api/fluids", map[string]any{"at": d.at("2026-11-12T09:00"), "ml": 300, "drink": "Leche fuera del periodo"})
	d.request("POST", "/api/weights", map[string]any{"residentId": d.resident, "date": "2026-11-18", "kg": "64,5"}, d.nurse).
		wantStatus(http.StatusCreated)
	post("/api/bowel", map[string]any{"at": d.at("2026-11-19T10:15"), "bristol": 6, "continent": false})
	post("/api/bowel", map[string]any{"at": d.at("2026-11-20T07:40"), "padChange": true})

	r := d.request("GET", "/api/daily-registers/pdf?residentId="+d.resident+"&from=2026-11-18", nil, d.admin).wantStatus(http.StatusOK)
	if cd := r.Header().Get("Content-Disposition"); !strings.Contains(cd, `filename="seguimiento_`+d.resident+`_2026-11-18_2026-11-20.pdf"`) {
		t.Fatalf("file name: %q", cd)
	}
	text := pdfText(t, r)
	for _, want := range []string{"Hoja de seguimiento diario", "Del 18/11/2026 al 20/11/2026",
		// The summary: 19 November drank 800 of 1,600 ml (50 %), two changes, one stool, one episode; the 20th 150 ml.
		"19/11/2026", "800 ml (50 %)", "150 ml (9 %)", "0 ml (0 %)",
		"Cada 3 horas", "19/11/2026 08:00", "lateral izquierdo", "Con cambios", "Enrojecimiento en el sacro.",
		"Objetivo diario", "1600 ml", "Caldo", "600 ml",
		"Talla", "160 cm", "18/11/2026", "64,5 kg", "25,2",
		"Tipo 6: Pastosa", "20/11/2026 07:40", "Cambio de pañal", "Página 1 de"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, text)
		}
	}
	for _, absent := range []string{"Zumo equivocado", "Leche fuera del periodo"} {
		if strings.Contains(text, absent) {
			t.Errorf("the PDF prints %q", absent)
		}
	}
	// Without from, the last week up to today; a period longer than 31 days, one in the future or backwards is refused.
	week := d.request("GET", "/api/daily-registers/pdf?residentId="+d.resident, nil, d.nurse).wantStatus(http.StatusOK)
	if cd := week.Header().Get("Content-Disposition"); !strings.Contains(cd, `_2026-11-14_2026-11-20.pdf"`) {
		t.Fatalf("the default week: %q", cd)
	}
	bad := map[string]string{
		"&from=2026-10-01&to=2026-11-20": "from",
		"&to=2026-11-21":                 "to",
		"&from=2026-11-20&to=2026-11-19": "to",
		"&from=20-11-2026":               "from",
	}
	for query, field := range bad {
		if got := d.request("GET", "/api/daily-registers/pdf?residentId="+d.resident+query, nil, d.nurse).wantStatus(422); got.field(field) == "" {
			t.Errorf("%s: no message for %s: %s", query, field, got.Body.String())
		}
	}
	d.request("GET", "/api/daily-registers/pdf", nil, d.nurse).wantStatus(422)
	d.request("GET", "/api/daily-registers/pdf?residentId=00000000-0000-0000-0000-000000000000", nil, d.nurse).wantStatus(http.StatusNotFound)
}
