package store

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// What a fall's form starts from and what a fall keeps of the Kardex (DESIGN 15): the restraints in use and the
// psychotropic or new medication at the time of the fall.

// FallMedication is an entry of the Kardex a fall's form shows: a psychotropic (ATC N05, N06) or one started
// within FallNewMedicationDays before the fall.
type FallMedication struct {
	Name, Dose, ATCCode, StartDate string
	Psychotropic, New              bool
}

// FallNewMedicationDays: a Kardex entry started this many days before a fall, or fewer, is new medication.
const FallNewMedicationDays = 14

// FallContext is what a fall's form starts from: the resident's restraints in use and the Kardex's
// psychotropic or new medication at the time of the fall.
type FallContext struct {
	Restraints  []Restraint
	Medications []FallMedication
}

// FallContextAt reads what the form of a fall of the resident at that instant (day its Madrid date) starts from.
func (s *Store) FallContextAt(ctx context.Context, residentID string, at time.Time, day string) (FallContext, error) {
	restraints, err := queryAll(ctx, s.reader, scanRestraint, `SELECT `+restraintColumns+restraintFrom+`
		WHERE t.resident_id = ? AND t.start_date <= ? AND (t.ended_at IS NULL OR t.ended_at > ?)
		ORDER BY t.start_date, t.created_at`, residentID, day, formatTime(at))
	if err != nil {
		return FallContext{}, fmt.Errorf("restraints in use: %w", err)
	}
	meds, err := fallMedications(ctx, s.reader, residentID, at, day)
	if err != nil {
		return FallContext{}, err
	}
	return FallContext{Restraints: restraints, Medications: meds}, nil
}

// fallMedications reads the Kardex entries in force on the day of the fall that are psychotropic or new.
func fallMedications(ctx context.Context, q querier, residentID string, at time.Time, day string) ([]FallMedication, error) {
	since := day
	if d, err := time.Parse(time.DateOnly, day); err == nil {
		since = d.AddDate(0, 0, -FallNewMedicationDays).Format(time.DateOnly)
	}
	out, err := queryAll(ctx, q, func(row rowScanner) (FallMedication, error) {
		var m FallMedication
		err := row.Scan(&m.Name, &m.Dose, &m.ATCCode, &m.StartDate)
		atc := strings.ToUpper(m.ATCCode)
		m.Psychotropic = strings.HasPrefix(atc, "N05") || strings.HasPrefix(atc, "N06")
		m.New = m.StartDate >= since && m.StartDate <= day
		return m, err
	}, `SELECT e.medication_name, e.dose, coalesce(m.atc_code, ''), e.start_date
		FROM kardex_entries e
		JOIN kardexes k ON k.id = e.kardex_id AND k.deleted_at IS NULL
		LEFT JOIN medications m ON m.id = e.medication_id AND e.medication_id <> ''
		WHERE e.resident_id = ?1 AND (e.removed_at IS NULL OR e.removed_at > ?2)
		  AND (e.start_date = '' OR e.start_date <= ?3) AND (e.end_date = '' OR e.end_date >= ?3)
		  AND (upper(coalesce(m.atc_code, '')) LIKE 'N05%' OR upper(coalesce(m.atc_code, '')) LIKE 'N06%'
		       OR (e.start_date >= ?4 AND e.start_date <= ?3))
		ORDER BY e.start_date DESC, e.medication_name`, residentID, formatTime(at), day, since)
	if err != nil {
		return nil, fmt.Errorf("fall medications: %w", err)
	}
	return out, nil
}

// FallMedicationsText is how a fall keeps its psychotropic or new medication: one line, each entry with why it
// is listed ("Lorazepam 1 mg (1 comprimido): psicótropo; Tramadol 50 mg: nuevo desde el 2026-11-12").
func FallMedicationsText(meds []FallMedication) string {
	parts := make([]string, 0, len(meds))
	for _, m := range meds {
		text := strings.TrimSpace(m.Name)
		if m.Dose != "" {
			text += " (" + m.Dose + ")"
		}
		var why []string
		if m.Psychotropic {
			why = append(why, "psicótropo")
		}
		if m.New {
			why = append(why, "nuevo desde el "+spanishDay(m.StartDate))
		}
		parts = append(parts, text+": "+strings.Join(why, ", "))
	}
	return strings.Join(parts, "; ")
}

// spanishDay writes YYYY-MM-DD as DD/MM/YYYY.
func spanishDay(day string) string {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return d.Format("02/01/2006")
}
