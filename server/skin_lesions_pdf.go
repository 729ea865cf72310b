package server

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/johnfercher/maroto/v2/pkg/components/col"
	mimage "github.com/johnfercher/maroto/v2/pkg/components/image"
	"github.com/johnfercher/maroto/v2/pkg/components/row"
	"github.com/johnfercher/maroto/v2/pkg/components/text"
	"github.com/johnfercher/maroto/v2/pkg/consts/extension"
	"github.com/johnfercher/maroto/v2/pkg/props"
	"github.com/labstack/echo/v4"

	"amparo/store"
)

// skinLesionsPDF: GET /skin-lesions/pdf?residentId= -> lesiones_<residentId>_<YYYY-MM-DD>.pdf: every lesion of
// the resident (open ones first, then the closed; never the voided), each with how it was found, its
// evolution as a table, the trend of its area and its latest photo. Printing is audited.
func (s *Server) skinLesionsPDF(c echo.Context) error {
	residentID := strings.TrimSpace(c.QueryParam("residentId"))
	if residentID == "" {
		return fieldError(http.StatusUnprocessableEntity, "residentId", "El residente es requerido.")
	}
	ctx := c.Request().Context()
	if _, err := s.store.ResidentByID(ctx, residentID); err != nil {
		return err
	}
	list, _, err := s.store.ListSkinLesions(ctx, store.SkinLesionFilter{ResidentID: residentID})
	if err != nil {
		return err
	}
	rep, err := s.residentReport(c, "skin-lesion", "Registro de lesiones de la piel", residentID, "")
	if err != nil {
		return err
	}
	slices.SortStableFunc(list, func(a, b store.SkinLesion) int { // open ones first, each group newest first
		return map[bool]int{true: 0, false: 1}[a.Open()] - map[bool]int{true: 0, false: 1}[b.Open()]
	})
	open := 0
	for _, l := range list {
		if l.Open() {
			open++
		}
	}
	rep.note(spanishCount(len(list), "lesión registrada", "lesiones registradas") + ", " + spanishCount(open, "abierta", "abiertas") +
		". Clasificación GNEAUPP; área = largo × ancho.")
	today := s.todayText()
	for i, l := range list {
		if err := s.printSkinLesion(c, rep, i+1, l, today); err != nil {
			return err
		}
	}
	return rep.send(c, "lesiones_"+residentID+"_"+today+".pdf")
}

// printSkinLesion prints one lesion: how and where it was found, its state, its evolution and trend, and
// the latest photo of it.
func (s *Server) printSkinLesion(c echo.Context, rep *report, n int, l store.SkinLesion, today string) error {
	rep.section(strconv.Itoa(n) + ". " + lesionTitle(l.Type, l.Category) + " · " + regionLabel(l.Region))
	state := "Abierta desde hace " + spanishCount(daysBetween(l.DetectedOn, today), "día", "días")
	if !l.Open() {
		state = "Cerrada el " + spanishDate(l.ClosedOn) + " por " + l.ClosedByName + ", tras " +
			spanishCount(daysBetween(l.DetectedOn, l.ClosedOn), "día", "días")
	}
	rep.fields(
		[2]string{"Tipo", lesionTypeLabels[l.Type]},
		[2]string{"Categoría", orText(lesionCategoryLabels[l.Category], "No aplica")},
		[2]string{"Localización", regionLabel(l.Region) + " (" + lesionViewLabels[l.View] + ")"},
		[2]string{"Origen", lesionOriginLabels[l.Origin]},
		[2]string{"Detectada el", spanishDate(l.DetectedOn)},
		[2]string{"Registrada por", l.CreatedByName + " el " + l.CreatedAt.In(madrid).Format("02/01/2006 15:04")},
		[2]string{"Tamaño al detectarla", lesionSize(l.LengthCm, l.WidthCm, l.DepthCm)},
		[2]string{"Lecho y exudado", lesionBedLabels[l.Bed] + " · " + lesionExudateLabels[l.Exudate]},
		[2]string{"Signos de infección", siNo(l.Infection)},
		[2]string{"Superficie de alivio de presión", l.Surface},
		[2]string{"Estado", state},
	)
	rep.paragraph("Tratamiento", l.Treatment)
	if !l.Open() && l.CloseNote != "" {
		rep.paragraph("Nota de cierre", l.CloseNote)
	}
	if len(l.Evolution) == 0 {
		rep.note("Sin evoluciones registradas.")
		return nil
	}
	rows := make([][]string, len(l.Evolution))
	for i, e := range l.Evolution {
		rows[i] = []string{spanishDate(e.Date), lesionSize(e.LengthCm, e.WidthCm, e.DepthCm), spanishArea(lesionArea(e.LengthCm, e.WidthCm)),
			orText(lesionCategoryLabels[e.Category], "—"), strings.Trim(lesionBedLabels[e.Bed]+" · "+lesionExudateLabels[e.Exudate], " ·"),
			e.Note, e.CreatedByName}
	}
	rep.table([]int{1, 2, 1, 2, 2, 3, 1}, []string{"Fecha", "Tamaño", "Área", "Categoría", "Lecho · exudado", "Nota", "Por"}, rows)
	rep.paragraph("Tendencia del área", lesionTrend(l))
	if chart, err := areaChart(l); err == nil {
		rep.m.AddRows(row.New(28).Add(mimage.NewFromBytesCol(rep.cols(8), chart, extension.Png, props.Rect{Percent: 100})))
	}
	for i := len(l.Evolution) - 1; i >= 0; i-- {
		e := l.Evolution[i]
		if e.PhotoID == "" {
			continue
		}
		img, err := s.store.ImageByID(c.Request().Context(), e.PhotoID)
		if err != nil {
			return err
		}
		rep.m.AddRows(row.New().Add(text.NewCol(rep.grid, "Última foto, del "+spanishDate(e.Date)+":",
			props.Text{Size: 7, Color: reportMuted, Top: 2})))
		rep.photo(img.Data, img.ContentType, 40)
		break
	}
	rep.m.AddRows(row.New(2).Add(col.New(rep.grid)))
	return nil
}

// lesionSize is "3 × 2 cm" or, with a depth, "3 × 2 × 0,5 cm".
func lesionSize(length, width float64, depth *float64) string {
	out := spanishNumber(length) + " × " + spanishNumber(width)
	if depth != nil {
		out += " × " + spanishNumber(*depth)
	}
	return out + " cm"
}

// lesionTrend says how the area went from the detection to the latest evolution: "De 12 cm² el 01/10/2026 a
// 4,5 cm² el 05/11/2026 (-62,5 %): mejora." A change within 10 % either way is stable.
func lesionTrend(l store.SkinLesion) string {
	first, last := lesionArea(l.LengthCm, l.WidthCm), l.Evolution[len(l.Evolution)-1]
	end := lesionArea(last.LengthCm, last.WidthCm)
	out := "De " + spanishArea(first) + " el " + spanishDate(l.DetectedOn) + " a " + spanishArea(end) + " el " + spanishDate(last.Date)
	if first == 0 {
		if end == 0 {
			return out + ": estable."
		}
		return out + ": empeora."
	}
	change := (end - first) / first * 100
	sign := "+"
	if change < 0 {
		sign = "-" // the report's font has no minus sign
	}
	out += " (" + sign + spanishNumber(math.Round(math.Abs(change)*10)/10) + " %)"
	switch {
	case change <= -10:
		return out + ": mejora."
	case change >= 10:
		return out + ": empeora."
	}
	return out + ": estable."
}

// daysBetween counts the calendar days from one YYYY-MM-DD date to another.
func daysBetween(from, to string) int {
	a, errA := time.Parse(time.DateOnly, from)
	b, errB := time.Parse(time.DateOnly, to)
	if errA != nil || errB != nil {
		return 0
	}
	return int(b.Sub(a).Hours() / 24)
}

// areaChart draws the area over time (the detection, then each evolution) as a small line chart.
func areaChart(l store.SkinLesion) ([]byte, error) {
	const w, h, pad = 640, 180, 14
	areas := []float64{lesionArea(l.LengthCm, l.WidthCm)}
	days := []int{0}
	for _, e := range l.Evolution {
		areas = append(areas, lesionArea(e.LengthCm, e.WidthCm))
		days = append(days, daysBetween(l.DetectedOn, e.Date))
	}
	top := slices.Max(areas)
	if top == 0 {
		top = 1
	}
	span := max(days[len(days)-1], 1)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	chartFill(img, img.Bounds(), color.RGBA{255, 255, 255, 255})
	grid := color.RGBA{225, 228, 232, 255}
	for i := 0; i <= 4; i++ {
		y := pad + (h-2*pad)*i/4
		chartFill(img, image.Rect(pad, y, w-pad, y+1), grid)
	}
	ink := color.RGBA{31, 94, 100, 255}
	point := func(i int) (int, int) {
		x := pad + (w-2*pad)*days[i]/span
		y := h - pad - int(float64(h-2*pad)*areas[i]/top)
		return x, y
	}
	for i := range areas {
		x, y := point(i)
		chartFill(img, image.Rect(x-4, y-4, x+5, y+5), ink)
		if i > 0 {
			px, py := point(i - 1)
			chartLine(img, px, py, x, y, ink)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func chartFill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

// drawLine draws a line three pixels thick from (x0, y0) to (x1, y1).
func chartLine(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	steps := max(absInt(x1-x0), absInt(y1-y0), 1)
	for i := 0; i <= steps; i++ {
		x := x0 + (x1-x0)*i/steps
		y := y0 + (y1-y0)*i/steps
		chartFill(img, image.Rect(x-1, y-1, x+2, y+2), c)
	}
}

func absInt(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// lesionArea is a lesion's area as length by width, in square centimetres.
func lesionArea(length, width float64) float64 { return length * width }

// spanishArea writes an area with at most one decimal: "12,5 cm²".
func spanishArea(a float64) string {
	return strings.Replace(strconv.FormatFloat(math.Round(a*10)/10, 'f', -1, 64), ".", ",", 1) + " cm²"
}
