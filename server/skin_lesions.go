package server

import (
	"errors"
	"net/http"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The register of skin lesions (issue 28, DESIGN 15; GNEAUPP's classification): a nurse or a doctor records a
// lesion where it is on the body map, where it arose and how it is, then its weekly evolution (size, category,
// bed, a photo) until it is closed. A new one arisen in the residencia opens the skin-lesion alert and makes the
// care plan due, in its own transaction. One entered by mistake is voided by its author within 24 hours, or by
// whoever holds records.delete-any. The resident's lesions print as a PDF (skin_lesions_pdf.go).
func (s *Server) skinLesionRoutes(g *echo.Group) {
	g.GET("/skin-lesions", s.listSkinLesions, s.require(permResidentsRead)...)
	g.POST("/skin-lesions", s.createSkinLesion, s.require(permRegistersWrite)...)
	g.GET("/skin-lesions/pdf", s.skinLesionsPDF, s.requireWithCookie(permResidentsRead)...)
	g.POST("/skin-lesions/:id/evolution", s.addSkinLesionEvolution, s.require(permRegistersWrite)...)
	g.POST("/skin-lesions/:id/close", s.closeSkinLesion, s.require(permRegistersWrite)...)
	g.POST("/skin-lesions/:id/void", s.voidSkinLesion, s.require(permRegistersWrite)...)
}

// The choices of a lesion, as the JSON names them, and how staff say them.
var (
	lesionTypes      = []string{"upp", "humedad", "friccion", "combinada", "desgarro"}
	lesionCategories = []string{"I", "II", "III", "IV", "no-estadiable", "tejido-profundo"}
	lesionViews      = []string{"anterior", "posterior"}
	lesionOrigins    = []string{"residencia", "domicilio", "hospital"}
	lesionBeds       = []string{"piel-integra", "epitelizacion", "granulacion", "esfacelos", "necrosis"}
	lesionExudates   = []string{"ninguno", "escaso", "moderado", "abundante"}

	lesionTypeLabels = map[string]string{"upp": "Úlcera por presión", "humedad": "Lesión por humedad",
		"friccion": "Lesión por fricción", "combinada": "Lesión combinada", "desgarro": "Desgarro cutáneo"}
	lesionCategoryLabels = map[string]string{"I": "Categoría I", "II": "Categoría II", "III": "Categoría III",
		"IV": "Categoría IV", "no-estadiable": "No estadiable", "tejido-profundo": "Sospecha de lesión de tejido profundo"}
	lesionOriginLabels = map[string]string{"residencia": "En la residencia", "domicilio": "En el domicilio",
		"hospital": "En el hospital"}
	lesionViewLabels = map[string]string{"anterior": "vista anterior", "posterior": "vista posterior"}
	lesionBedLabels  = map[string]string{"piel-integra": "Piel íntegra", "epitelizacion": "Tejido epitelial",
		"granulacion": "Tejido de granulación", "esfacelos": "Esfacelos", "necrosis": "Tejido necrótico"}
	lesionExudateLabels = map[string]string{"ninguno": "Sin exudado", "escaso": "Escaso", "moderado": "Moderado",
		"abundante": "Abundante"}
)

// Bounds of a lesion's measures, in centimetres.
const (
	maxLesionSideCm  = 100
	maxLesionDepthCm = 30
)

// skinLesionPhoto is an evolution's photo, from the tablet's camera: stored as every picture, re-encoded and
// without EXIF (imaging.go).
var skinLesionPhoto = imageRule{
	field:    "photo",
	maxBytes: 5 << 20,
	tooLarge: "La foto supera el tamaño máximo de 5 MB.",
	notImage: "La foto debe ser una imagen JPG, PNG o WebP.",
	types:    []string{"image/jpeg", "image/png", "image/webp"},
}

// listSkinLesions: GET /skin-lesions?residentId=&status=open|closed, newest detected first, each with its
// evolution; ?limit=&before= pages a resident's list (DESIGN 13). Reading a resident's lesions is audited.
func (s *Server) listSkinLesions(c echo.Context) error {
	f := store.SkinLesionFilter{ResidentID: c.QueryParam("residentId"), Status: c.QueryParam("status"), Before: c.QueryParam("before")}
	v := newValidation()
	v.check(f.Status == "" || f.Status == "open" || f.Status == "closed", "status", "Valor no válido.")
	f.Limit = v.queryInt(c, "limit", 0, 1, maxRecordPage)
	if err := v.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	if f.ResidentID != "" {
		if _, err := s.store.ResidentByID(ctx, f.ResidentID); err != nil {
			return err
		}
	}
	list, more, err := s.store.ListSkinLesions(ctx, f)
	if errors.Is(err, store.ErrNotFound) && f.Before != "" {
		return fieldError(http.StatusUnprocessableEntity, "before", "No es una lesión de esta lista.")
	}
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "skin-lesion", "", f.ResidentID); err != nil {
		return err
	}
	if more && len(list) > 0 {
		c.Response().Header().Set(nextCursorHeader, list[len(list)-1].ID)
	}
	out := make([]skinLesionJSON, len(list))
	for i, l := range list {
		out[i] = s.toSkinLesionJSON(c, l)
	}
	return c.JSON(http.StatusOK, out)
}

// lesionTitle is how a lesion is named: "Úlcera por presión categoría II" or "Desgarro cutáneo".
func lesionTitle(lesionType, category string) string {
	if category == "" {
		return lesionTypeLabels[lesionType]
	}
	return lesionTypeLabels[lesionType] + " " + lowerFirst(lesionCategoryLabels[category])
}

// lowerFirst writes a label inside a sentence: "Sacro" -> "sacro".
func lowerFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[size:]
}

// severeCategories are the pressure ulcers whose alert is high.
var severeCategories = []string{"III", "IV", "no-estadiable", "tejido-profundo"}

// skinLesionAlert is what a new lesion arisen in the residencia raises: its alert (high for a pressure ulcer
// of category III, IV, unstageable or deep tissue; medium for the rest) and the care plan's review trigger.
func (s *Server) skinLesionAlert(c echo.Context, in store.SkinLesionInput) (store.SkinLesionAlert, error) {
	title := lesionTitle(in.Type, in.Category)
	where := regionLabel(in.Region)
	raised := store.SkinLesionAlert{TriggerDetail: title + " en " + lowerFirst(where)}
	if in.Origin != store.LesionOriginResidencia {
		return raised, nil
	}
	severity := severityMedium
	if in.Type == "upp" && slices.Contains(severeCategories, in.Category) {
		severity = severityHigh
	}
	detail := where + " (" + lesionViewLabels[in.View] + "), " + spanishNumber(in.LengthCm) + " × " + spanishNumber(in.WidthCm) +
		" cm, detectada el " + spanishDate(in.DetectedOn) + ". Surgida en la residencia."
	alert, err := s.residentAlert(c, in.ResidentID, store.AlertInput{Source: "skin-lesion:", Kind: alertSkinLesion,
		Severity: severity, Title: "Nueva lesión de la piel: " + title, Detail: detail})
	raised.Alert = alert
	return raised, err
}

// createSkinLesion: POST /skin-lesions -> 201 the lesion.
func (s *Server) createSkinLesion(c echo.Context) error {
	var body skinLesionBody
	if err := decode(c, &body); err != nil {
		return err
	}
	in, err := body.validate(s.todayText())
	if err != nil {
		return err
	}
	raised, err := s.skinLesionAlert(c, in)
	if err != nil {
		return err
	}
	l, opened, err := s.store.CreateSkinLesion(c.Request().Context(), actorOf(c), in, raised)
	if err != nil {
		return skinLesionStoreError(err)
	}
	s.changed(c, resourceSkinLesions)
	if opened {
		s.changed(c, resourceAlerts)
	}
	return c.JSON(http.StatusCreated, s.toSkinLesionJSON(c, l))
}

// todayText is the home's calendar day as YYYY-MM-DD.
func (s *Server) todayText() string { return s.today().Format("2006-01-02") }

type evolutionBody struct {
	Date     string   `json:"date"`
	LengthCm *decimal `json:"lengthCm"`
	WidthCm  *decimal `json:"widthCm"`
	DepthCm  *decimal `json:"depthCm"`
	Category string   `json:"category"`
	Bed      string   `json:"bed"`
	Exudate  string   `json:"exudate"`
	Note     string   `json:"note"`
	Photo    string   `json:"photo"`
}

// addSkinLesionEvolution: POST /skin-lesions/:id/evolution {date, lengthCm, widthCm, depthCm, category, bed,
// exudate, note, photo} -> 201 the lesion with it. The photo is a data URL, stored without its EXIF.
func (s *Server) addSkinLesionEvolution(c echo.Context) error {
	var body evolutionBody
	if err := decode(c, &body); err != nil {
		return err
	}
	ctx := c.Request().Context()
	l, err := s.store.SkinLesionByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if err := lesionWritable(l); err != nil {
		return err
	}
	for _, f := range []*string{&body.Date, &body.Category, &body.Bed, &body.Exudate, &body.Note, &body.Photo} {
		*f = strings.TrimSpace(*f)
	}
	v := newValidation()
	v.required(body.Date, "date", "La fecha es requerida.")
	if _, ok := v.date(body.Date, "date"); ok {
		v.check(body.Date <= s.todayText(), "date", "La fecha no puede ser futura.")
		v.check(body.Date >= l.DetectedOn, "date", "La evolución no puede ser anterior a la detección ("+spanishDate(l.DetectedOn)+").")
	}
	length, _ := v.measure(body.LengthCm, "lengthCm", "Indica el largo en cm.", 0, maxLesionSideCm)
	width, _ := v.measure(body.WidthCm, "widthCm", "Indica el ancho en cm.", 0, maxLesionSideCm)
	depth := v.optionalMeasure(body.DepthCm, "depthCm", maxLesionDepthCm)
	v.lesionCategory(l.Type, body.Category)
	v.choice(body.Bed, lesionBeds, "bed")
	v.choice(body.Exudate, lesionExudates, "exudate")
	v.maxLen(body.Note, longText, "note")
	if err := v.err(); err != nil {
		return err
	}
	var photo *store.NewImage
	if body.Photo != "" {
		img, err := imageFromDataURL(body.Photo, skinLesionPhoto)
		if err != nil {
			return err
		}
		photo = &img
	}
	l, err = s.store.AddSkinLesionEvolution(ctx, actorOf(c), l.ID, store.SkinLesionEvolution{Date: body.Date, LengthCm: length,
		WidthCm: width, DepthCm: depth, Category: body.Category, Bed: body.Bed, Exudate: body.Exudate, Note: body.Note}, photo)
	if err != nil {
		return skinLesionStoreError(err)
	}
	s.changed(c, resourceSkinLesions)
	return c.JSON(http.StatusCreated, s.toSkinLesionJSON(c, l))
}

// closeSkinLesion: POST /skin-lesions/:id/close {date, note}: healed, or no longer followed here.
func (s *Server) closeSkinLesion(c echo.Context) error {
	var body struct {
		Date string `json:"date"`
		Note string `json:"note"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	ctx := c.Request().Context()
	l, err := s.store.SkinLesionByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if err := lesionWritable(l); err != nil {
		return err
	}
	date, note := strings.TrimSpace(body.Date), strings.TrimSpace(body.Note)
	v := newValidation()
	v.required(date, "date", "La fecha de cierre es requerida.")
	if _, ok := v.date(date, "date"); ok {
		v.check(date <= s.todayText(), "date", "La fecha no puede ser futura.")
		v.check(date >= l.DetectedOn, "date", "El cierre no puede ser anterior a la detección ("+spanishDate(l.DetectedOn)+").")
		if n := len(l.Evolution); n > 0 {
			last := l.Evolution[n-1].Date
			v.check(date >= last, "date", "El cierre no puede ser anterior a la última evolución ("+spanishDate(last)+").")
		}
	}
	v.maxLen(note, longText, "note")
	if err := v.err(); err != nil {
		return err
	}
	l, err = s.store.CloseSkinLesion(ctx, actorOf(c), l.ID, date, note)
	if err != nil {
		return skinLesionStoreError(err)
	}
	s.changed(c, resourceSkinLesions)
	return c.JSON(http.StatusOK, s.toSkinLesionJSON(c, l))
}

// voidSkinLesion: POST /skin-lesions/:id/void {reason}: a lesion entered by mistake (the wrong resident, a
// duplicate) leaves the register; its author may void it within 24 hours, else records.delete-any.
func (s *Server) voidSkinLesion(c echo.Context) error {
	var body struct {
		Reason string `json:"reason"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	ctx := c.Request().Context()
	l, err := s.store.SkinLesionByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if !deleteRightsOf(currentSession(c).User, permRegistersWrite).allow(l.CreatedBy, l.CreatedAt, s.store.Now()) {
		return s.deny(c, "skin-lesion", l.ID)
	}
	reason := strings.TrimSpace(body.Reason)
	v := newValidation()
	v.required(reason, "reason", "Indica por qué se anula.")
	v.maxLen(reason, maxReasonLength, "reason")
	if err := v.err(); err != nil {
		return err
	}
	if _, err := s.store.VoidSkinLesion(ctx, actorOf(c), l.ID, reason); err != nil {
		return skinLesionStoreError(err)
	}
	s.changed(c, resourceSkinLesions)
	return c.JSON(http.StatusOK, map[string]string{"message": "Lesión anulada."})
}

// lesionWritable refuses at once, before the body is checked, what the store would refuse: a voided or a
// closed lesion takes nothing more (409).
func lesionWritable(l store.SkinLesion) error {
	switch {
	case l.VoidedAt != nil:
		return errLesionVoided()
	case !l.Open():
		return errLesionClosed()
	}
	return nil
}

func errLesionClosed() *Error {
	return newError(http.StatusConflict, "La lesión ya está cerrada: no admite más cambios.")
}

func errLesionVoided() *Error {
	return newError(http.StatusConflict, "Esta lesión se anuló: ya no admite cambios.")
}

// skinLesionStoreError names what the store refused.
func skinLesionStoreError(err error) error {
	switch {
	case errors.Is(err, store.ErrSkinLesionClosed):
		return errLesionClosed()
	case errors.Is(err, store.ErrSkinLesionVoided):
		return errLesionVoided()
	}
	return recordStoreError(err)
}
