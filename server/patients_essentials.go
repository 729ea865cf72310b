package server

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"amparo/store"
)

// A resident's clinical essentials (issue 29, DESIGN 16), top-level fields of the resident's body and answer, all
// optional. A body that leaves one out keeps what the resident has (a client that does not know them changes
// nothing); null, or an empty text, clears it.

// essentialsJSON is how the answer gives them.
type essentialsJSON struct {
	CodeStatus        *string               `json:"codeStatus"` // null when not recorded
	AdvanceDirectives advanceDirectivesJSON `json:"advanceDirectives"`
	Diet              string                `json:"diet"`
	IDDSILevel        *int                  `json:"iddsiLevel"`
	MobilityAid       string                `json:"mobilityAid"`
	Isolation         string                `json:"isolation"`
}

type advanceDirectivesJSON struct {
	Registered     bool    `json:"registered"`
	Date           *string `json:"date"` // YYYY-MM-DD, null when not known
	Location       string  `json:"location"`
	Representative string  `json:"representative"`
}

func toEssentialsJSON(e store.Essentials) essentialsJSON {
	d := e.AdvanceDirectives
	out := essentialsJSON{AdvanceDirectives: advanceDirectivesJSON{Registered: d.Registered, Location: d.Location,
		Representative: d.Representative}, Diet: e.Diet, IDDSILevel: e.IDDSILevel, MobilityAid: e.MobilityAid, Isolation: e.Isolation}
	if e.CodeStatus != "" {
		code := string(e.CodeStatus)
		out.CodeStatus = &code
	}
	if d.Date != "" {
		out.AdvanceDirectives.Date = &d.Date
	}
	return out
}

// essentialsRequest is what a body says of them: each field is kept when left out.
type essentialsRequest struct {
	CodeStatus        kept[string]                `json:"codeStatus"`
	AdvanceDirectives kept[advanceDirectivesBody] `json:"advanceDirectives"`
	Diet              kept[string]                `json:"diet"`
	IDDSILevel        kept[*int]                  `json:"iddsiLevel"`
	MobilityAid       kept[string]                `json:"mobilityAid"`
	Isolation         kept[string]                `json:"isolation"`
}

type advanceDirectivesBody struct {
	Registered     bool   `json:"registered"`
	Date           string `json:"date"`
	Location       string `json:"location"`
	Representative string `json:"representative"`
}

// kept is a field a body may leave out: Set says whether it was given; null gives the zero value.
type kept[T any] struct {
	Set   bool
	Value T
}

func (k *kept[T]) UnmarshalJSON(b []byte) error {
	*k = kept[T]{Set: true}
	if string(b) == "null" {
		return nil
	}
	return json.Unmarshal(b, &k.Value)
}

// MarshalJSON writes the value (the zero value when left out), as a body would send it.
func (k kept[T]) MarshalJSON() ([]byte, error) { return json.Marshal(k.Value) }

// or is the value given, or current when the field was left out.
func (k kept[T]) or(current T) T {
	if k.Set {
		return k.Value
	}
	return current
}

// Essentials limits and messages.
const (
	essentialsText    = 200
	msgCodeStatus     = "Elige el estado de reanimación de la lista."
	msgIDDSI          = "Elige un nivel IDDSI del 0 al 7."
	msgMobilityAid    = "Elige la ayuda para moverse de la lista."
	msgDirectivesDate = "La fecha de las instrucciones previas no puede ser posterior a hoy."
)

// essentials tidies the body's fields over the resident's current essentials, checks them into v, and answers
// what a save keeps. Without advance directives registered, their date and place are dropped.
func (in essentialsRequest) essentials(v *validation, current store.Essentials, today time.Time) store.Essentials {
	code := strings.TrimSpace(in.CodeStatus.or(string(current.CodeStatus)))
	v.check(code == "" || slices.Contains(store.CodeStatuses, store.CodeStatus(code)), "codeStatus", msgCodeStatus)

	d := current.AdvanceDirectives
	if in.AdvanceDirectives.Set {
		b := in.AdvanceDirectives.Value
		d = store.AdvanceDirectives{Registered: b.Registered, Date: strings.TrimSpace(b.Date),
			Location: strings.TrimSpace(b.Location), Representative: strings.TrimSpace(b.Representative)}
	}
	if !d.Registered {
		d.Date, d.Location = "", ""
	}
	if date, ok := v.date(d.Date, "advanceDirectives.date"); ok {
		v.check(!date.After(today), "advanceDirectives.date", msgDirectivesDate)
	}
	v.maxLen(d.Location, essentialsText, "advanceDirectives.location")
	v.maxLen(d.Representative, essentialsText, "advanceDirectives.representative")

	out := store.Essentials{CodeStatus: store.CodeStatus(code), AdvanceDirectives: d,
		Diet:        strings.TrimSpace(in.Diet.or(current.Diet)),
		IDDSILevel:  in.IDDSILevel.or(current.IDDSILevel),
		MobilityAid: strings.TrimSpace(in.MobilityAid.or(current.MobilityAid)),
		Isolation:   strings.TrimSpace(in.Isolation.or(current.Isolation))}
	v.maxLen(out.Diet, essentialsText, "diet")
	v.maxLen(out.Isolation, essentialsText, "isolation")
	v.check(out.IDDSILevel == nil || (*out.IDDSILevel >= 0 && *out.IDDSILevel <= 7), "iddsiLevel", msgIDDSI)
	v.check(out.MobilityAid == "" || slices.Contains(store.MobilityAids, out.MobilityAid), "mobilityAid", msgMobilityAid)
	return out
}
