package server

import (
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// decimal is a number typed by a person: a JSON number, or a string written the Spanish way ("36,8") or
// with a point ("36.8"). A string that is no number decodes as NaN, for the validation to name its field
// (notANumber); anything but a number or a string is a type error.
type decimal float64

func (d *decimal) UnmarshalJSON(b []byte) error {
	// A JSON number, what every saved reading holds, is read straight: the decoder has checked its syntax,
	// which ParseFloat reads the same (a number out of range falls through to the type error below).
	if len(b) > 0 && (b[0] == '-' || '0' <= b[0] && b[0] <= '9') {
		if n, err := strconv.ParseFloat(string(b), 64); err == nil {
			*d = decimal(n)
			return nil
		}
	}
	var n float64
	if err := json.Unmarshal(b, &n); err == nil {
		*d = decimal(n)
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return &json.UnmarshalTypeError{Value: string(b), Type: reflect.TypeFor[decimal]()}
	}
	n, ok := parseDecimal(strings.TrimSpace(s))
	if !ok {
		n = math.NaN()
	}
	*d = decimal(n)
	return nil
}

// notANumber is the message for a value typed that is no number.
const notANumber = "Escribe un número (por ejemplo, 36,8)."

// parseDecimal reads "36,8", "36.8", "-2" or "120": one optional decimal separator, comma or point, and no
// thousands separator (a nurse typing "1.234" means one point two three four, never a thousand).
func parseDecimal(text string) (float64, bool) {
	text = strings.Replace(text, ",", ".", 1)
	if text == "" || strings.ContainsAny(text, ",eEinfINFxX_+") {
		return 0, false
	}
	n, err := strconv.ParseFloat(text, 64)
	return n, err == nil
}

// spanishNumber writes a number the es-ES way: "36,8", "120".
func spanishNumber(n float64) string {
	return strings.Replace(strconv.FormatFloat(n, 'f', -1, 64), ".", ",", 1)
}
