package store

import (
	"context"
	"fmt"
	"math"
	"slices"
	"time"
	_ "time/tzdata" // the demo's doses are at nine on Madrid's clock, also without a zone database
)

// demoZone is the home's clock, for the hours the demo's doses were given.
var demoZone = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Madrid")
	if err != nil {
		panic(err)
	}
	return loc
}()

// seedDemoRecords gives the first demo residents a few weeks of records: daily vital signs with a real
// trend, notes, social-work notes, an incident, daily care and a Kardex with doses given. The JSON
// shapes are the API's (server/records_*.go); a server test reads them back through the API.
func (s *Store) seedDemoRecords(ctx context.Context, team map[string]Actor) error {
	residents, _, err := s.ListResidents(ctx, ResidentFilter{Limit: 8, ByAge: true, Desc: true})
	if err != nil {
		return err
	}
	meds, err := s.ListMedications(ctx)
	if err != nil {
		return err
	}
	nurse, doctor, social := team["carmen.ruiz"], team["javier.ortega"], team["lucia.pena"]
	today := s.Now()
	day := func(back int) string { return today.AddDate(0, 0, -back).Format(time.DateOnly) }
	for i, r := range residents {
		base := 128 + float64(i%4)*6
		for back := 20; back >= 0; back-- {
			wave := math.Sin(float64(back+i) / 3)
			readings := Readings{
				"systolicPressure":  math.Round(base + 8*wave + float64(20-back)*0.4),
				"diastolicPressure": math.Round(76 + 5*wave),
				"glucose":           math.Round(102 + 14*math.Cos(float64(back)/2) + float64(i%3)*9),
				"temperature":       math.Round((36.4+0.3*wave+boolTo(back == 6 && i%2 == 0, 1.4))*10) / 10,
				"heartRate":         math.Round(70 + 6*wave),
				"respiratoryRate":   math.Round(16 + 2*wave),
			}
			diagnostics := "Constantes estables."
			if back == 6 && i%2 == 0 {
				diagnostics = "Febrícula por la tarde; se avisa al médico y se pauta paracetamol."
			}
			if _, err := CreateRecord(ctx, s, Vitals, nurse, RecordInput[VitalSigns]{ResidentID: r.ID, Date: day(back), Time: "08:30",
				Data:   VitalSigns{Readings: readings, Diagnostics: diagnostics, PhysicalExam: PhysicalExam{Observations: "Sin hallazgos nuevos."}},
				Search: diagnostics}); err != nil {
				return fmt.Errorf("demo vitals: %w", err)
			}
			if back <= 6 {
				care := CareRecord{Bath: back%2 == 0, Breakfast: true, Lunch: true, Dinner: back != 3, DiaperChange: i%3 == 0}
				if _, err := CreateRecord(ctx, s, Care, nurse, RecordInput[CareRecord]{ResidentID: r.ID, Date: day(back), Data: care}); err != nil {
					return fmt.Errorf("demo care: %w", err)
				}
			}
		}
		notes := []string{"Ha dormido bien y ha desayunado con apetito.", "Participa en el taller de memoria con interés.",
			"Refiere molestias en la rodilla derecha al caminar; se informa al médico."}
		for n, text := range notes {
			if _, err := CreateRecord(ctx, s, Notes, nurse, RecordInput[GeneralNote]{ResidentID: r.ID, Date: day(2 + n*4), Time: "12:00",
				Data: GeneralNote{Observations: text}, Search: text}); err != nil {
				return fmt.Errorf("demo note: %w", err)
			}
		}
		primary := "Entrevista de seguimiento con la familia: valoran positivamente la adaptación."
		if _, err := CreateRecord(ctx, s, SocialWork, social, RecordInput[SocialWorkNote]{ResidentID: r.ID, Date: day(10), Time: "11:00",
			Data: SocialWorkNote{PrimaryObservation: primary, AdditionalObservations: []Observation{{ID: newID(),
				Observation: "Llamada del hijo para concretar visita el domingo.", Date: day(8), Time: "16:30",
				CreatedBy: social.UserID, CreatedByName: social.Name}}}, Search: primary}); err != nil {
			return fmt.Errorf("demo social-work note: %w", err)
		}
		if i%3 == 0 {
			situation := "Caída sin consecuencias al levantarse de la silla en el comedor."
			if _, err := CreateRecord(ctx, s, Incidents, nurse, RecordInput[Incident]{ResidentID: r.ID, Date: day(5), Time: "13:40",
				Data: Incident{Shift: "mañana", Situation: situation, CalledDoctor: true,
					DoctorResponse: "Exploración sin lesiones; vigilar 24 horas.", CalledRelative: true,
					RelativeResponse: "La familia queda informada.", Observations: "Se refuerza el uso del andador."},
				Search: situation}); err != nil {
				return fmt.Errorf("demo incident: %w", err)
			}
		}
		if len(meds) < 3 {
			continue
		}
		full, err := s.ResidentByID(ctx, r.ID)
		if err != nil {
			return err
		}
		chosen := demoKardexMedications(meds, i, full.Details.Allergies)
		entries := make([]KardexEntry, len(chosen))
		ids := make([]string, len(chosen))
		for n, m := range chosen {
			p := demoPrescriptions[m.Name]
			ids[n] = newID()
			entries[n] = KardexEntry{ID: ids[n], Medication: m.ID, MedicationName: m.Name + " " + m.Concentration,
				Dose: p.dose, Frequency: p.frequency, Route: m.AdministrationRoute, Date: day(20),
				Times: append([]string{}, p.times...), Weekdays: []int{}, PRN: p.prnIndication != "",
				PRNIndication: p.prnIndication, PRNMaxPerDay: p.prnMax, UnitsPerDose: 1,
				ScheduleSetAt: today.Format(time.RFC3339), OwedFrom: today.Add(-time.Hour)}
		}
		k, err := CreateRecord(ctx, s, Kardexes, doctor, RecordInput[Kardex]{ResidentID: r.ID, Date: day(20),
			Data: Kardex{Entries: entries, ResponsibleName: doctor.Name}, Search: chosen[0].Name + " " + chosen[1].Name})
		if err != nil {
			return fmt.Errorf("demo kardex: %w", err)
		}
		// The doses of the days before the round's schedule was set, given at nine as the Kardex of old recorded them.
		m, p := chosen[0], demoPrescriptions[chosen[0].Name]
		for back := 4; back >= 1; back-- {
			d := today.In(demoZone).AddDate(0, 0, -back)
			_, _, err := s.RecordAdministration(ctx, nurse, AdministrationInput{KardexID: k.ID, EntryID: ids[0], MedicationID: m.ID,
				MedicationName: m.Name + " " + m.Concentration, PRN: p.prnIndication != "", Status: "given", Reason: p.prnIndication,
				At: time.Date(d.Year(), d.Month(), d.Day(), 9, 0, 0, 0, demoZone)})
			if err != nil {
				return fmt.Errorf("demo dose: %w", err)
			}
		}
	}
	return nil
}

// demoAllergyAvoids are the demo medications each demo allergy rules out: the Kardex's allergy check
// (server/allergy_groups.json) refuses them or warns of a cross-reaction. A server test checks every demo
// Kardex passes that check.
var demoAllergyAvoids = map[string][]string{
	"Penicilina":             {"Amoxicilina", "Ceftriaxona"},
	"Ácido acetilsalicílico": {"Ibuprofeno", "Diclofenaco gel", "Metamizol"},
}

// demoKardexMedications are the two medications of the i-th demo resident's Kardex, four apart in the
// inventory, each moved on to the next one the resident's allergy does not rule out.
func demoKardexMedications(meds []Medication, i int, allergies string) []Medication {
	var chosen []Medication
	for _, start := range []int{i, i + 4} {
		for n := start; ; n++ {
			m := meds[n%len(meds)]
			if !slices.Contains(demoAllergyAvoids[allergies], m.Name) && !slices.ContainsFunc(chosen, func(c Medication) bool { return c.ID == m.ID }) {
				chosen = append(chosen, m)
				break
			}
		}
	}
	return chosen
}

func boolTo(b bool, v float64) float64 {
	if b {
		return v
	}
	return 0
}
