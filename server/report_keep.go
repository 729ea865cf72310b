package server

import (
	"math"
	"strings"

	"github.com/johnfercher/maroto/v2/pkg/components/page"
)

// Keeping a heading with its first lines (issue 25, point 8): maroto moves a row that does not fit to the
// next page, one row at a time, so a resident's heading could end a page with its table on the next. Before
// a heading the report asks whether the heading and its first row fit together, from an estimate of their
// heights (rounded up), and starts a new page when they do not.

// keepTogether starts a new page unless height millimetres still fit on this one. maroto's check counts the
// page's header twice, so it errs on the side of the new page: a heading may move on a little early, never
// stay alone at the foot.
func (r *report) keepTogether(height float64) {
	if !r.m.FitlnCurrentPage(height) {
		r.m.AddPages(page.New())
	}
}

// sectionHeight is how high section(title) prints.
func (r *report) sectionHeight(title string) float64 {
	return 4 + 1 + float64(textLines(title, 10, r.width))*lineHeight(10)
}

// paragraphHeight is how high paragraph(label, value) prints.
func (r *report) paragraphHeight(value string) float64 {
	return 4.5 + 1 + float64(textLines(value, 9, r.width))*lineHeight(9)
}

// tableHeight is how high table(widths, header, rows) prints: its header row and the rows.
func (r *report) tableHeight(widths []int, rows [][]string) float64 {
	pad := tableCell.Top + tableCell.Bottom
	height := pad + lineHeight(8)
	for _, values := range rows {
		lines := 1
		for i, v := range values {
			room := r.width*float64(r.cols(widths[i]))/float64(r.grid) - tableCell.Left - tableCell.Right
			lines = max(lines, textLines(orDash(v), tableCell.Size, room))
		}
		height += pad + float64(lines)*lineHeight(tableCell.Size)
	}
	return height
}

// textLines estimates how many lines text of that size takes in width millimetres, breaking at spaces, with
// the bold face's wider letters in mind (a tenth more than the regular ones), rounded up.
func textLines(text string, sizePt, width float64) int {
	widths := regularWidths()
	em := lineHeight(sizePt) / 1000 * 1.1 // millimetres per thousandth of an em
	wordWidth := func(w string) float64 {
		total := 0.0
		for _, r := range w {
			u := 600.0 // a rune the table lacks: a wide letter
			if int(r) < len(widths) && widths[r] >= 0 {
				u = float64(widths[r])
			}
			total += u
		}
		return total * em
	}
	space := wordWidth(" ")
	lines := 0
	for _, para := range strings.Split(text, "\n") {
		lines++
		used := 0.0
		for _, w := range strings.Fields(para) {
			ww := wordWidth(w)
			switch {
			case used == 0:
				used = ww
			case used+space+ww <= width:
				used += space + ww
			default:
				lines++
				used = ww
			}
			if used > width { // a word longer than the line breaks inside it
				lines += int(math.Ceil(used/width)) - 1
				used = math.Mod(used, width)
			}
		}
	}
	return max(lines, 1)
}
