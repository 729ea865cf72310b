package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// The resident's file summarises the newest records: the last vital signs and the three newest notes,
// whatever order they were written in; older ones stay out.
func TestResidentFilePrintsOnlyTheNewestRecords(t *testing.T) {
	r := newRecordsApp(t)
	for _, day := range []string{"17", "19", "15", "18", "16"} {
		r.request("POST", "/api/notes", map[string]any{"residentId": r.resident, "date": "2026-11-" + day, "time": "09:00",
			"observations": "Nota del día " + day + "."}, r.social).wantStatus(http.StatusCreated)
	}
	for _, v := range []struct{ day, diagnostics string }{{"19", "Tensión de ayer."}, {"18", "Tensión de anteayer."}} {
		body := vitalsBodyFor(r.resident, map[string]any{"systolicPressure": 130})
		body["date"], body["diagnostics"] = "2026-11-"+v.day, v.diagnostics
		r.request("POST", "/api/vitalsigns", body, r.nurse).wantStatus(http.StatusCreated)
	}
	file := pdfText(t, r.request("GET", "/api/patients/report/pdf/"+r.resident, nil, r.social).wantStatus(http.StatusOK))
	for _, want := range []string{"Registros recientes", "Nota del día 19.", "Nota del día 18.", "Nota del día 17.", "Tensión de ayer."} {
		if !strings.Contains(file, want) {
			t.Errorf("the resident's file lacks %q", want)
		}
	}
	for _, older := range []string{"Nota del día 16.", "Nota del día 15.", "Tensión de anteayer."} {
		if strings.Contains(file, older) {
			t.Errorf("the resident's file prints %q, older than what it summarises", older)
		}
	}
}
