package server

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/johnfercher/maroto/v2"
	"github.com/johnfercher/maroto/v2/pkg/components/col"
	"github.com/johnfercher/maroto/v2/pkg/components/image"
	"github.com/johnfercher/maroto/v2/pkg/components/line"
	"github.com/johnfercher/maroto/v2/pkg/components/row"
	"github.com/johnfercher/maroto/v2/pkg/components/text"
	"github.com/johnfercher/maroto/v2/pkg/config"
	"github.com/johnfercher/maroto/v2/pkg/consts/align"
	"github.com/johnfercher/maroto/v2/pkg/consts/extension"
	"github.com/johnfercher/maroto/v2/pkg/consts/fontstyle"
	"github.com/johnfercher/maroto/v2/pkg/consts/orientation"
	"github.com/johnfercher/maroto/v2/pkg/core"
	"github.com/johnfercher/maroto/v2/pkg/props"
	"github.com/johnfercher/maroto/v2/pkg/repository"
	"github.com/labstack/echo/v4"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The one layout family of every PDF: the home's name, the report's title and subject, when it was
// made, and "Página X de Y". The Go fonts are embedded as UTF-8 TTFs, so accents, ñ, ¿ and ¡ print.
const reportFont = "go"

var (
	reportInk    = &props.Color{Red: 31, Green: 41, Blue: 55}
	reportMuted  = &props.Color{Red: 100, Green: 110, Blue: 120}
	reportAccent = &props.Color{Red: 31, Green: 94, Blue: 100}
	reportStripe = &props.Color{Red: 243, Green: 240, Blue: 235}
	reportHead   = &props.Color{Red: 225, Green: 236, Blue: 237}
	reportDanger = &props.Color{Red: 180, Green: 30, Blue: 30}
)

// report builds one PDF.
type report struct {
	m     core.Maroto
	grid  int     // the columns of the page's grid; the helpers below are written in twelfths of the page
	width float64 // of the page between its margins, in millimetres
}

// reportLayout is the page: portrait on a grid of 12 columns, or landscape and a finer grid (a multiple
// of 12) for a wide table such as the monthly administration sheet.
type reportLayout struct {
	landscape bool
	grid      int
}

// newReport starts a portrait document with the common header on every page.
func newReport(homeName, title, subject string, generated time.Time) (*report, error) {
	return newReportLayout(homeName, title, subject, generated, reportLayout{grid: 12})
}

// newReportLayout starts a document on the given page with the common header on every page.
func newReportLayout(homeName, title, subject string, generated time.Time, layout reportLayout) (*report, error) {
	fonts, err := repository.New().
		AddUTF8FontFromBytes(reportFont, fontstyle.Normal, goregular.TTF).
		AddUTF8FontFromBytes(reportFont, fontstyle.Bold, gobold.TTF).
		Load()
	if err != nil {
		return nil, fmt.Errorf("report fonts: %w", err)
	}
	builder := config.NewBuilder()
	if layout.landscape {
		builder = builder.WithOrientation(orientation.Horizontal)
	}
	cfg := builder.
		WithMaxGridSize(layout.grid).
		WithCustomFonts(fonts).
		WithDefaultFont(&props.Font{Family: reportFont, Size: 9, Color: reportInk}).
		WithPageNumber(props.PageNumber{Pattern: "Página {current} de {total}", Place: props.RightBottom,
			Family: reportFont, Size: 8, Color: reportMuted}).
		WithTitle(title, true).
		WithAuthor(homeName, true).
		WithCreationDate(generated).
		WithLeftMargin(15).WithRightMargin(15).WithTopMargin(12).
		Build()
	r := &report{m: maroto.New(cfg), grid: layout.grid, width: cfg.Dimensions.Width - cfg.Margins.Left - cfg.Margins.Right}
	err = r.m.RegisterHeader(
		row.New().Add(
			text.NewCol(r.cols(8), homeName, props.Text{Size: 13, Style: fontstyle.Bold, Color: reportAccent}),
			text.NewCol(r.cols(4), "Generado el "+generated.Format("02/01/2006 15:04"),
				props.Text{Size: 8, Align: align.Right, Color: reportMuted, Top: 1}),
		),
		row.New().Add(text.NewCol(r.grid, title, props.Text{Size: 11, Style: fontstyle.Bold, Top: 1})),
		row.New().Add(text.NewCol(r.grid, subject, props.Text{Size: 9, Color: reportMuted, Top: 1, Bottom: 2})),
		row.New(3).Add(col.New(r.grid).Add(line.New(props.Line{Color: reportAccent, Thickness: 0.4}))),
	)
	if err != nil {
		return nil, fmt.Errorf("report header: %w", err)
	}
	return r, nil
}

// cols is a width in twelfths of the page as columns of its grid.
func (r *report) cols(twelfths int) int { return twelfths * r.grid / 12 }

// section starts a titled part of the report.
func (r *report) section(title string) {
	r.m.AddRows(row.New().Add(text.NewCol(r.grid, title,
		props.Text{Size: 10, Style: fontstyle.Bold, Color: reportAccent, Top: 4, Bottom: 1})))
}

// fields prints label-value pairs two to a row; an empty value prints as "—", an empty pair as a gap.
func (r *report) fields(pairs ...[2]string) {
	for i := 0; i < len(pairs); i += 2 {
		cols := []core.Col{}
		for _, p := range pairs[i:min(i+2, len(pairs))] {
			if p[0] == "" {
				cols = append(cols, col.New(r.cols(6)))
				continue
			}
			cols = append(cols, col.New(r.cols(6)).Add(
				text.New(p[0], props.Text{Size: 7, Color: reportMuted, Top: 1}),
				text.New(orDash(p[1]), props.Text{Size: 9, Top: 4.5, Bottom: 1}),
			))
		}
		r.m.AddRows(row.New().Add(cols...))
	}
}

// paragraph prints a long labelled text across the page.
func (r *report) paragraph(label, value string) {
	r.m.AddRows(row.New().Add(col.New(r.grid).Add(
		text.New(label, props.Text{Size: 7, Color: reportMuted, Top: 1}),
		text.New(orDash(value), props.Text{Size: 9, Top: 4.5, Bottom: 1}),
	)))
}

// table prints a header row and striped rows; widths are grid columns adding up to 12.
func (r *report) table(widths []int, header []string, rows [][]string) {
	head := make([]core.Col, len(header))
	for i, h := range header {
		head[i] = text.NewCol(r.cols(widths[i]), h, props.Text{Size: 8, Style: fontstyle.Bold, Top: 1.5, Bottom: 1.5, Left: 1.5})
	}
	r.m.AddRows(row.New().Add(head...).WithStyle(&props.Cell{BackgroundColor: reportHead}))
	stripe := &props.Cell{BackgroundColor: reportStripe}
	for n, values := range rows {
		line := r.tableRow(widths, values)
		if n%2 == 1 {
			line = line.WithStyle(stripe)
		}
		r.m.AddRows(line)
	}
}

// tableCell is the padding and size of a table's cells.
var tableCell = props.Text{Size: 8, Top: 1.5, Bottom: 1.5, Left: 1.5}

// tableRow is one row of a table; when every cell fits on one line its height is given (report_rows.go).
func (r *report) tableRow(widths []int, values []string) core.Row {
	cells := make([]core.Col, len(values))
	oneLine := true
	for i, v := range values {
		v = orDash(v)
		cols := r.cols(widths[i])
		cells[i] = text.NewCol(cols, v, tableCell)
		room := r.width*float64(cols)/float64(r.grid) - tableCell.Left - tableCell.Right
		oneLine = oneLine && fitsOneLine(v, tableCell.Size, room)
	}
	if oneLine {
		return row.New(tableCell.Top + lineHeight(tableCell.Size) + tableCell.Bottom).Add(cells...)
	}
	return row.New().Add(cells...)
}

// warning prints a sentence no reader may miss (a resident's allergies), bold and red.
func (r *report) warning(s string) {
	r.m.AddRows(row.New().Add(text.NewCol(r.grid, s, props.Text{Size: 10, Style: fontstyle.Bold, Color: reportDanger, Top: 1, Bottom: 2})))
}

// note prints a quiet sentence (an empty list, a remark).
func (r *report) note(s string) {
	r.m.AddRows(row.New().Add(text.NewCol(r.grid, s, props.Text{Size: 9, Color: reportMuted, Top: 2})))
}

// photo prints a picture at the left, a fixed height.
func (r *report) photo(data []byte, contentType string, height float64) {
	ext := extension.Jpg
	if contentType == "image/png" {
		ext = extension.Png
	}
	r.m.AddRows(row.New(height).Add(image.NewFromBytesCol(r.cols(3), data, ext, props.Rect{Percent: 100})))
}

// heading prints a resident's name in large type with a line under it (where, who), beside their photo's
// thumbnail (a JPEG) when they have one.
func (r *report) heading(thumb []byte, name, under string) {
	lines := col.New(r.cols(10)).Add(
		text.New(name, props.Text{Size: 12, Style: fontstyle.Bold, Top: 2}),
		text.New(under, props.Text{Size: 9, Color: reportMuted, Top: 8}))
	picture := col.New(r.cols(2))
	if len(thumb) > 0 {
		picture = image.NewFromBytesCol(r.cols(2), thumb, extension.Jpg, props.Rect{Percent: 95})
	}
	r.m.AddRows(row.New(20).Add(picture, lines))
}

// send answers the finished document as a download with the given file name.
func (r *report) send(c echo.Context, filename string) error {
	doc, err := r.generate()
	if err != nil {
		return err
	}
	return sendPDF(c, filename, doc)
}

// generate lays the document out and answers its bytes.
func (r *report) generate() ([]byte, error) {
	doc, err := r.m.Generate()
	if err != nil {
		return nil, fmt.Errorf("generate report: %w", err)
	}
	return doc.GetBytes(), nil
}

// sendPDF answers a generated document as a download with the given file name.
func sendPDF(c echo.Context, filename string, doc []byte) error {
	h := c.Response().Header()
	h.Set("Content-Disposition", `attachment; filename="`+filename+`"`)
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(len(doc))) // lets the browser show real progress
	return c.Blob(http.StatusOK, "application/pdf", doc)
}

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "—"
	}
	return s
}

// spanishDate shows a YYYY-MM-DD date as dd/mm/yyyy.
func spanishDate(iso string) string {
	t, err := time.Parse(time.DateOnly, iso)
	if err != nil {
		return iso
	}
	return t.Format("02/01/2006")
}
