package server

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/mail"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
)

// decode reads the JSON body into dst. Malformed JSON is a 400; a value of the wrong type names its field.
func decode(c echo.Context, dst any) error {
	err := json.NewDecoder(c.Request().Body).Decode(dst)
	if err == nil {
		return nil
	}
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return newError(http.StatusRequestEntityTooLarge, msgTooLarge)
	}
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) && typeErr.Field != "" {
		e := newError(http.StatusBadRequest, msgBadJSON)
		e.Fields[typeErr.Field] = "El valor no tiene el tipo esperado."
		return e
	}
	if errors.Is(err, io.EOF) {
		return newError(http.StatusBadRequest, "Faltan los datos de la solicitud.")
	}
	return newError(http.StatusBadRequest, msgBadJSON)
}

// validation gathers field errors; the first message for a field wins.
type validation struct{ fields map[string]string }

func newValidation() *validation { return &validation{fields: map[string]string{}} }

func (v *validation) check(ok bool, field, message string) {
	if !ok {
		if _, seen := v.fields[field]; !seen {
			v.fields[field] = message
		}
	}
}

func (v *validation) required(value, field, message string) {
	v.check(strings.TrimSpace(value) != "", field, message)
}

func (v *validation) maxLen(value string, max int, field string) {
	v.check(utf8.RuneCountInString(value) <= max, field, "Es demasiado largo (máximo "+strconv.Itoa(max)+" caracteres).")
}

func (v *validation) email(value, field, message string) {
	v.check(value == "" || validEmail(value), field, message)
}

// err is nil when every check passed, else a 422 listing the fields.
func (v *validation) err() error {
	if len(v.fields) == 0 {
		return nil
	}
	return &Error{Status: http.StatusUnprocessableEntity, Message: msgInvalid, Fields: v.fields}
}

func validEmail(s string) bool {
	addr, err := mail.ParseAddress(s)
	return err == nil && addr.Address == s && strings.Contains(s[strings.LastIndex(s, "@")+1:], ".")
}

// date checks a YYYY-MM-DD calendar date (an empty value is left to required).
func (v *validation) date(value, field string) (time.Time, bool) {
	if value == "" {
		return time.Time{}, false
	}
	t, err := time.Parse(time.DateOnly, value)
	v.check(err == nil, field, "Fecha no válida.")
	return t, err == nil
}

// queryInt reads a whole number from the query string between lo and hi; def when it is absent.
func (v *validation) queryInt(c echo.Context, name string, def, lo, hi int) int {
	raw := c.QueryParam(name)
	if raw == "" {
		return def
	}
	n, err := strconv.Atoi(raw)
	v.check(err == nil && n >= lo && n <= hi, name, "Valor no válido.")
	return n
}

// pageJSON answers one page of a paginated list: {data, meta: {page, limit, total, totalPages}}.
func pageJSON(c echo.Context, data any, page, limit, total int) error {
	totalPages := max(1, (total+limit-1)/limit)
	return c.JSON(http.StatusOK, map[string]any{"data": data,
		"meta": map[string]int{"page": page, "limit": limit, "total": total, "totalPages": totalPages}})
}

// oneOf checks a choice among the allowed values.
func (v *validation) oneOf(value string, allowed []string, field string) {
	v.check(slices.Contains(allowed, value), field, "Valor no válido.")
}

// time checks an HH:MM time of day (an empty value is left to required).
func (v *validation) time(value, field string) {
	v.check(value == "" || clockTime.MatchString(value), field, "Hora no válida.")
}

// Text limits shared by the forms.
const (
	shortText = 120
	addrText  = 200
	longText  = 2000
)

// clockTime is an HH:MM time of day.
var clockTime = regexp.MustCompile(`^([01]\d|2[0-3]):[0-5]\d$`)

// fieldError is an error about one field.
func fieldError(status int, field, message string) *Error {
	return &Error{Status: status, Message: message, Fields: map[string]string{field: message}}
}

// orText is s, or fallback when s is empty.
func orText(s, fallback string) string {
	if s == "" {
		return fallback
	}
	return s
}
