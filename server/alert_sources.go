package server

import (
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// vitalAlert: a reading with a measure outside the resident's ranges opens one alert, high when a measure
// is past its critical bound. Editing the reading never opens a second one.
func vitalAlert(s *Server, c echo.Context, r store.Record) (store.AlertInput, bool, error) {
	d, err := recordData[vitalSigns](r)
	if err != nil {
		return store.AlertInput{}, false, err
	}
	ranges, err := s.residentRanges(c, r.ResidentID)
	if err != nil {
		return store.AlertInput{}, false, err
	}
	outside := d.VitalSigns.outOfRange(ranges)
	if len(outside) == 0 {
		return store.AlertInput{}, false, nil
	}
	severity := severityMedium
	var readings []string
	for _, key := range outside {
		m := measureByKey(key)
		value, _ := d.VitalSigns.taken(key)
		if value < m.critical.Min || value > m.critical.Max {
			severity = severityHigh
		}
		r := ranges[key]
		readings = append(readings, m.label+" "+spanishNumber(value)+" "+m.unit+" (rango "+spanishNumber(r.Min)+"–"+spanishNumber(r.Max)+")")
	}
	return store.AlertInput{Source: "vital:" + r.ID, ResidentID: r.ResidentID, Kind: alertVital, Severity: severity,
		Title: "Signos vitales fuera de rango", Detail: strings.Join(readings, "; ") + ".", RecordID: r.ID}, true, nil
}

// fallWords are how a situation mentions a fall, once folded (store.Normalize).
var fallWords = []string{"caida", "se cayo", "se cae", "cayo al suelo", "en el suelo"}

// fallAlert: an incident marked isFall, or whose situation mentions a fall, opens a high alert.
func fallAlert(_ *Server, _ echo.Context, r store.Record) (store.AlertInput, bool, error) {
	d, err := recordData[incident](r)
	if err != nil {
		return store.AlertInput{}, false, err
	}
	if !d.IsFall && !mentionsFall(d.Situation) {
		return store.AlertInput{}, false, nil
	}
	return store.AlertInput{Source: "fall:" + r.ID, ResidentID: r.ResidentID, Kind: alertFall, Severity: severityHigh,
		Title: "Caída", Detail: d.Situation, RecordID: r.ID}, true, nil
}

func mentionsFall(situation string) bool {
	folded := store.Normalize(situation)
	for _, w := range fallWords {
		if strings.Contains(folded, w) {
			return true
		}
	}
	return false
}

// raiseAlert opens the alert a saved record calls for, if any; it answers whether one was opened now.
func (s *Server) raiseAlert(c echo.Context, rt recordType, r store.Record) (bool, error) {
	if rt.alert == nil {
		return false, nil
	}
	in, raise, err := rt.alert(s, c, r)
	if err != nil || !raise {
		return false, err
	}
	resident, err := s.store.ResidentByID(c.Request().Context(), r.ResidentID)
	if err != nil {
		return false, err
	}
	opened, err := s.openAlert(c.Request().Context(), actorOf(c), in, resident.Name)
	if opened {
		s.changed(c, resourceAlerts)
	}
	return opened, err
}
