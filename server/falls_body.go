package server

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"amparo/store"
)

// parseInstant reads an instant as RFC 3339 (with its offset), or as a Madrid wall-clock time
// "YYYY-MM-DDTHH:MM[:SS]" (what a datetime-local field gives).
func parseInstant(raw string) (time.Time, bool) {
	if t, err := time.Parse(time.RFC3339, raw); err == nil {
		return t, true
	}
	for _, layout := range []string{"2006-01-02T15:04", "2006-01-02T15:04:05"} {
		if t, err := time.ParseInLocation(layout, raw, madrid); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// fallBody is DESIGN 15's body of POST /falls (and of PUT /falls/:id, which keeps the resident and the incident).
type fallBody struct {
	ResidentID     string          `json:"residentId"`
	At             string          `json:"at"`
	Place          string          `json:"place"`
	Activity       string          `json:"activity"`
	Witnessed      *bool           `json:"witnessed"`
	FoundOnFloor   *bool           `json:"foundOnFloor"`
	Intrinsic      []string        `json:"intrinsic"`
	Extrinsic      []string        `json:"extrinsic"`
	Injury         string          `json:"injury"`
	InjuryDetail   string          `json:"injuryDetail"`
	RestraintInUse *bool           `json:"restraintInUse"`
	Actions        string          `json:"actions"`
	DoctorInformed *bool           `json:"doctorInformed"`
	FamilyInformed *fallFamilyJSON `json:"familyInformed"`
	IncidentID     *string         `json:"incidentId"`
	// AnotherFall confirms a new fall near the time of one already recorded (POST only; see createFall).
	AnotherFall bool `json:"anotherFall"`
}

// validate checks the body with Spanish messages naming each field; now is the server's clock.
func (b *fallBody) validate(now time.Time) (store.FallInput, error) {
	for _, p := range []*string{&b.ResidentID, &b.At, &b.Place, &b.Activity, &b.Injury, &b.InjuryDetail, &b.Actions} {
		*p = strings.TrimSpace(*p)
	}
	v := newValidation()
	v.required(b.ResidentID, "residentId", "El residente es requerido.")
	v.required(b.At, "at", "Indica la fecha y la hora de la caída.")
	at, atOK := time.Time{}, false
	if b.At != "" {
		at, atOK = parseInstant(b.At)
		v.check(atOK, "at", "La fecha y la hora de la caída no son válidas.")
		v.check(!atOK || !at.After(now.Add(fallClockSlack)), "at", "La caída no puede ser posterior a ahora.")
	}
	v.required(b.Place, "place", "Indica el lugar de la caída.")
	v.maxLen(b.Place, shortText, "place")
	v.maxLen(b.Activity, longText, "activity")
	v.check(b.Witnessed != nil, "witnessed", "Indica si alguien presenció la caída.")
	v.check(b.FoundOnFloor != nil, "foundOnFloor", "Indica si se encontró al residente en el suelo.")
	intrinsic := checkFactors(v, b.Intrinsic, fallIntrinsic, "intrinsic", "factor intrínseco")
	extrinsic := checkFactors(v, b.Extrinsic, fallExtrinsic, "extrinsic", "factor extrínseco")
	v.required(b.Injury, "injury", "Indica la lesión: ninguna, leve o grave.")
	if b.Injury != "" {
		v.check(slices.ContainsFunc(fallInjuries, func(f fallFactor) bool { return f.key == b.Injury }), "injury",
			"La lesión debe ser ninguna, leve o grave.")
	}
	if b.Injury == store.InjuryNone {
		b.InjuryDetail = ""
	} else if b.Injury != "" {
		v.required(b.InjuryDetail, "injuryDetail", "Describe la lesión (con lesión leve o grave).")
	}
	v.maxLen(b.InjuryDetail, longText, "injuryDetail")
	v.check(b.RestraintInUse != nil, "restraintInUse", "Indica si llevaba una contención en el momento de la caída.")
	v.maxLen(b.Actions, longText, "actions")
	v.check(b.DoctorInformed != nil, "doctorInformed", "Indica si se avisó al médico.")
	var family *store.FallFamily
	if f := b.FamilyInformed; f != nil {
		f.Name, f.At = strings.TrimSpace(f.Name), strings.TrimSpace(f.At)
		v.required(f.Name, "familyInformed.name", "Indica a quién de la familia se avisó.")
		v.maxLen(f.Name, shortText, "familyInformed.name")
		v.required(f.At, "familyInformed.at", "Indica cuándo se avisó a la familia.")
		if f.At != "" {
			told, ok := parseInstant(f.At)
			v.check(ok, "familyInformed.at", "La fecha y la hora del aviso no son válidas.")
			v.check(!ok || !told.After(now.Add(fallClockSlack)), "familyInformed.at", "El aviso no puede ser posterior a ahora.")
			v.check(!ok || !atOK || !told.Before(at.Add(-time.Minute)), "familyInformed.at",
				"El aviso a la familia no puede ser anterior a la caída.")
			family = &store.FallFamily{Name: f.Name, At: told}
		}
	}
	incident := ""
	if b.IncidentID != nil {
		incident = strings.TrimSpace(*b.IncidentID)
		v.maxLen(incident, 64, "incidentId")
	}
	if err := v.err(); err != nil {
		return store.FallInput{}, err
	}
	return store.FallInput{ResidentID: b.ResidentID, At: at.UTC(), Day: madridDay(at), Place: b.Place, Activity: b.Activity,
		Witnessed: *b.Witnessed, FoundOnFloor: *b.FoundOnFloor, Intrinsic: intrinsic, Extrinsic: extrinsic, Injury: b.Injury,
		InjuryDetail: b.InjuryDetail, RestraintInUse: *b.RestraintInUse, Actions: b.Actions, DoctorInformed: *b.DoctorInformed,
		Family: family, IncidentID: incident}, nil
}

// checkFactors checks a checklist's keys (each once, in the checklist's order); an unknown one is named.
func checkFactors(v *validation, keys []string, list []fallFactor, field, what string) []string {
	out := []string{}
	for _, f := range list {
		if slices.Contains(keys, f.key) {
			out = append(out, f.key)
		}
	}
	for _, k := range keys {
		if !slices.ContainsFunc(list, func(f fallFactor) bool { return f.key == k }) {
			v.check(false, field, "No se reconoce el "+what+" «"+clipRunes(k, 40)+"».")
		}
	}
	return out
}

func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
