package server_test

import (
	"bytes"
	"fmt"
	"math"
	"net/http"
	"strings"
	"testing"

	"github.com/ledongthuc/pdf"
)

// Issue 25, point 8: a resident's heading is never the last line of a page of the printed handover; it goes
// on with its first lines. Thirty residents with notes of varied lengths put headings at every height of the
// page; each page is read back as rows of text by their position.
func TestHandoverPDFKeepsEachHeadingWithItsLines(t *testing.T) {
	m := newMarApp(t, "2026-11-20T14:00")
	long := "Ha pasado la mañana tranquila, ha comido la mitad del primer plato y todo el segundo; vigilar la ingesta de líquidos por la tarde. "
	headings := 0
	for i := range 30 {
		id := m.createResident(m.admin, validResident(fmt.Sprintf("Residente Prueba %c", 'A'+i)))["_id"].(string)
		for n := range 1 + i%3 {
			m.request("POST", "/api/handover/notes", map[string]any{"date": "2026-11-20", "shift": "manana", "residentId": id,
				"text": strings.Repeat(long, 1+(i+n)%4)}, m.nurse).wantStatus(http.StatusCreated)
		}
		headings++
	}
	res := m.request("GET", "/api/handover/pdf?date=2026-11-20&shift=manana", nil, m.nurse).wantStatus(http.StatusOK)
	raw := res.Body.Bytes()
	reader, err := pdf.NewReader(bytes.NewReader(raw), int64(len(raw)))
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for p := 1; p <= reader.NumPage(); p++ {
		// The page's lines: its pieces of text grouped by height (PDF's y grows upwards).
		lines := map[int]string{}
		for _, piece := range reader.Page(p).Content().Text {
			lines[int(math.Round(piece.Y))] += piece.S
		}
		var last string // the lowest line of the page's body
		lowest := math.MaxInt
		for y, text := range lines {
			if strings.HasPrefix(text, "Página ") {
				continue
			}
			if strings.Contains(text, "· Habitación") {
				seen++
			}
			if y < lowest {
				lowest, last = y, text
			}
		}
		if strings.Contains(last, "· Habitación") {
			t.Errorf("page %d of %d ends with a resident's heading alone: %q", p, reader.NumPage(), last)
		}
	}
	if seen != headings || reader.NumPage() < 4 {
		t.Fatalf("read %d headings on %d pages, want %d on several pages", seen, reader.NumPage(), headings)
	}
}
