package server

import (
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The clinical alerts a record raises (DESIGN 10), worked out before it is saved so that the store opens
// the alert in the record's own transaction: a reading saved out of range always has its alert.

// vitalAlert: a reading with a measure outside the resident's ranges opens one alert, high when a measure
// is past its critical bound. Editing the reading never opens a second one (one source, one alert).
func vitalAlert(s *Server, c echo.Context, residentID string, readings store.Readings) (*store.RecordAlert, error) {
	ranges, err := s.residentRanges(c, residentID)
	if err != nil {
		return nil, err
	}
	outside := outOfRange(readings, ranges)
	if len(outside) == 0 {
		return nil, nil
	}
	return s.residentAlert(c, residentID, vitalAlertInput(readings, outside, ranges))
}

// vitalAlertInput says which measures of a reading are outside which ranges.
func vitalAlertInput(readings store.Readings, outside []string, ranges map[string]store.VitalRange) store.AlertInput {
	severity := severityMedium
	var said []string
	for _, key := range outside {
		m := measureByKey(key)
		value, _ := readings.Taken(key)
		if value < m.critical.Min || value > m.critical.Max {
			severity = severityHigh
		}
		r := ranges[key]
		said = append(said, m.label+" "+spanishNumber(value)+" "+m.unit+" (rango "+spanishNumber(r.Min)+"–"+spanishNumber(r.Max)+")")
	}
	return store.AlertInput{Source: "vital:", Kind: alertVital, Severity: severity,
		Title: "Signos vitales fuera de rango", Detail: strings.Join(said, "; ") + "."}
}

// fallWords are how a situation mentions a fall, once folded (store.Normalize).
var fallWords = []string{"caida", "se cayo", "se cae", "cayo al suelo", "en el suelo"}

// isFall: an incident marked isFall, or whose situation mentions a fall.
func isFall(d store.Incident) bool {
	if d.IsFall {
		return true
	}
	folded := store.Normalize(d.Situation)
	for _, w := range fallWords {
		if strings.Contains(folded, w) {
			return true
		}
	}
	return false
}

// fallAlert: a fall opens a high alert.
func fallAlert(s *Server, c echo.Context, residentID string, d store.Incident) (*store.RecordAlert, error) {
	if !isFall(d) {
		return nil, nil
	}
	return s.residentAlert(c, residentID, store.AlertInput{Source: "fall:", Kind: alertFall,
		Severity: severityHigh, Title: "Caída", Detail: d.Situation})
}

// holdAlert is the alert a held dose raises (dose-held): always for a medication of high risk (insulin, an
// anticoagulant, an antiepileptic: highAlert in the inventory), high; for any other when the entry's previous
// slot was held too (the store tells, inside the dose's transaction), medium. Its source is completed with
// the administration's id.
func holdAlert(resident store.Resident, e kardexEntry, in store.AdministrationInput, highAlert bool, except string) func(bool) *store.RecordAlert {
	return func(heldBefore bool) *store.RecordAlert {
		if !highAlert && !heldBefore {
			return nil
		}
		label, _, _ := holdReason(in.Reason)
		when := ""
		if in.ScheduledAt != "" {
			when = " de las " + in.ScheduledAt[11:] + " del " + spanishDate(in.ScheduledAt[:10])
		}
		alert := store.AlertInput{Source: "dose-held:", ResidentID: resident.ID, Kind: alertDoseHeld, Severity: severityMedium,
			Title: "Dosis retenida", Detail: e.MedicationName + " (" + e.Dose + ")" + when + ": " + label + "."}
		if heldBefore {
			alert.Detail += " Segunda toma seguida sin administrar."
		}
		if highAlert {
			alert.Severity = severityHigh
			alert.Title = "Dosis retenida de un medicamento de alto riesgo"
		}
		return &store.RecordAlert{AlertInput: alert, Notice: alertNotice(alert, resident.Name, except)}
	}
}
