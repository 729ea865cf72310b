package server

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Table rows of one line are given their height. A row without one is measured by maroto when it is added:
// every cell's text is broken into lines, and each measurement also writes a change of font into the page
// the document is on, the first: on the all-residents PDF of a home of 1,000 that page carried 626 KB of
// them (5.5 MB of 17 on a group of 10,000), all built, copied and collected for nothing. A row whose every
// cell surely fits on one line gets the height maroto would have found, top and bottom padding around one
// line; any other row is still measured by maroto.

// pointsPerMM converts the fonts' points into the page's millimetres (gofpdf's scale factor for "mm").
const pointsPerMM = 72 / 25.4

// lineHeight is how high maroto makes a line of text of that size (gofpdf's font size in millimetres).
func lineHeight(sizePt float64) float64 { return sizePt / pointsPerMM }

// regularWidths are the advance widths of the regular Go font in thousandths of an em, as gofpdf rounds
// them from the font's hmtx table, for the runes before U+2070 (Latin with its accents and ñ, ·, «», ¿¡, the
// dashes, quotes and ellipsis); -1 for a rune the font has no glyph for. Read once.
var regularWidths = sync.OnceValue(func() []int16 {
	widths := make([]int16, 0x2070)
	for i := range widths {
		widths[i] = -1
	}
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		return widths // every rune unknown: every row is measured by maroto, as before
	}
	var buf sfnt.Buffer
	em := f.UnitsPerEm()
	for r := range widths {
		glyph, err := f.GlyphIndex(&buf, rune(r))
		if err != nil || glyph == 0 {
			continue
		}
		// At one pixel per font unit the advance is in font units.
		advance, err := f.GlyphAdvance(&buf, glyph, fixed.I(int(em)), font.HintingNone)
		if err != nil || advance <= 0 {
			continue
		}
		units := float64(advance) / 64
		widths[r] = int16(units*1000/float64(em) + 0.5)
	}
	return widths
})

// fitsOneLine says whether text in the regular Go font of that size surely fits in width millimetres on
// one line, as maroto and gofpdf break it. It answers false whenever it is unsure (a rune outside its
// table, a line break, or a width within a millimetre of the room), and the row is then measured.
func fitsOneLine(text string, sizePt, width float64) bool {
	widths := regularWidths()
	total := 0
	for _, r := range text {
		if r < 0x20 || int(r) >= len(widths) || widths[r] < 0 {
			return false
		}
		total += int(widths[r])
	}
	return float64(total)*lineHeight(sizePt)/1000 <= width-1
}
