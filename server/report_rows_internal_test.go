package server

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/johnfercher/maroto/v2/pkg/components/row"
	"github.com/johnfercher/maroto/v2/pkg/components/text"
	"github.com/johnfercher/maroto/v2/pkg/core"
)

// A table row given its height (report_rows.go) must be exactly as high as maroto would have measured it, and
// rows that do not surely fit on one line must still be measured. Each row of the table is put beside its
// twin without a height, which maroto measures when it is added; both are in the same document.
func TestTableRowsOfOneLineAreAsHighAsMarotoMeasures(t *testing.T) {
	layouts := map[string]reportLayout{"portrait": {grid: 12}, "landscape": {landscape: true, grid: 48}}
	for name, layout := range layouts {
		t.Run(name, func(t *testing.T) {
			rep, err := newReportLayout("Residencia Amparo", "Prueba", "Filas", time.Now(), layout)
			if err != nil {
				t.Fatal(err)
			}
			widths := []int{4, 1, 2, 3, 2}
			check := func(values []string) (given bool) {
				t.Helper()
				fast := rep.tableRow(widths, values)
				given = rowHeight(fast) > 0 // a row maroto is to measure has none yet
				cells := make([]core.Col, len(values))
				for i, v := range values {
					cells[i] = text.NewCol(rep.cols(widths[i]), orDash(v), tableCell)
				}
				measured := row.New().Add(cells...)
				rep.m.AddRows(fast, measured)
				if got, want := rowHeight(fast), rowHeight(measured); math.Abs(got-want) > 1e-9 {
					t.Errorf("%q: the row is %.4f mm high, maroto measures %.4f mm (given: %v)", values, got, want, given)
				}
				return given
			}

			oneLine := []string{"María José Núñez Peña", "Íñigo Ruiz · Edificio 2", "¿Sí? ¡No! «Señora» Ü", "", "—", "87", "04/05/2026"}
			for _, v := range oneLine {
				if !check([]string{v, "87", "101B", "Planta baja", "02/03/2026"}) {
					t.Errorf("%q fits on one line but its row was left to be measured", v)
				}
			}
			long := strings.Repeat("María de los Ángeles ", 6) // two lines and more, even on a landscape page
			for _, v := range []string{long, "una línea\ny otra", "名前", "🙂 Ana"} {
				if check([]string{v, "87", "101B", "Planta baja", "02/03/2026"}) {
					t.Errorf("%q was given one line's height", v)
				}
			}

			// Near the edge of the name's column: names of random words, from a few letters to three lines.
			letters := []rune("aábcdeéfghiíjklmnñoópqrstuúüvwxyzAÁBCDEÉFGHIÍJKLMNÑOÓPQRSTUÚVWXYZ·-'.,")
			rng := rand.New(rand.NewPCG(16, 1))
			counts := map[bool]int{}
			for range 1500 {
				var b strings.Builder
				for w := range 1 + rng.IntN(12) {
					if w > 0 {
						b.WriteByte(' ')
					}
					for range 1 + rng.IntN(9) {
						b.WriteRune(letters[rng.IntN(len(letters))])
					}
				}
				counts[check([]string{b.String(), "87", "101B", "Planta baja", "02/03/2026"})]++
			}
			if counts[true] < 100 || counts[false] < 100 {
				t.Errorf("random names given a height / measured = %d / %d: the test no longer reaches both sides", counts[true], counts[false])
			}
		})
	}
}

// rowHeight is a row's height: given, or measured once maroto has added it (0 before).
func rowHeight(r core.Row) float64 {
	h, _ := r.GetStructure().GetData().Value.(float64)
	return h
}
