package server

import (
	"encoding/json"
	"math"
)

// A resident's height (issue 28: the weights' body mass index), on the Datos tab and in the admission wizard:
// whole centimetres, 50-250, or unknown.

// Height limits of the form, as the column's check (sql/00032).
const (
	minHeightCm = 50
	maxHeightCm = 250
)

// msgHeight is the message of a height that is not one.
const msgHeight = "Indica la altura en centímetros, entre 50 y 250."

// optionalHeight is heightCm in a resident's body: left out, the resident keeps their height (a client that does
// not know the field changes nothing); null clears it; a number, or a number typed as text ("165"), sets it.
type optionalHeight struct {
	Set, Null bool
	Value     decimal
}

func (o *optionalHeight) UnmarshalJSON(b []byte) error {
	*o = optionalHeight{Set: true}
	if string(b) == "null" {
		o.Null = true
		return nil
	}
	return o.Value.UnmarshalJSON(b)
}

// MarshalJSON writes the height back as a body would send it: null when left out or cleared.
func (o optionalHeight) MarshalJSON() ([]byte, error) {
	if !o.Set || o.Null {
		return []byte("null"), nil
	}
	return json.Marshal(float64(o.Value))
}

// validateHeight checks a height given: a number of 50 to 250 cm.
func validateHeight(v *validation, h optionalHeight) {
	if !h.Set || h.Null {
		return
	}
	n := float64(h.Value)
	v.check(!math.IsNaN(n) && n >= minHeightCm && n <= maxHeightCm, "heightCm", msgHeight)
}

// heightOf is the height a save keeps: current when the body left it out, none when it cleared it, else the
// one given, to the centimetre.
func (h optionalHeight) heightOf(current *int) *int {
	switch {
	case !h.Set:
		return current
	case h.Null:
		return nil
	}
	cm := int(math.Round(float64(h.Value)))
	return &cm
}
