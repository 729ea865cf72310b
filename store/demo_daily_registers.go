package store

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"strings"
	"time"
)

// The demo's daily registers (issue 28): a year of monthly weights for every resident (two of them losing weight:
// Andrés Ramos Solís 5% in a month, weighed weekly since; Enrique Moreno Cuevas over 10% in six months), the
// residents' heights but a few; a Braden of high risk and a repositioning schedule for the five residents who are
// bedridden or in a chair, with a week of changes (Emilio Garrido Lucena's next one is late: it shows in the shift's
// list, and an hour late it opens its alert); Manuel Jiménez Ortega has a Braden but no schedule yet (the page
// suggests one); three weeks of drinks and of stools and pad changes for twelve residents who need watching, some
// days under the fluid target, Joaquín Marín Peñas three days without a stool. Deterministic; every entry is
// written in one transaction per register.

// demoWatched are the residents whose fluids and bowels are recorded, by name.
var demoWatched = []string{"María del Carmen Núñez Peña", "Dolores Muñoz Gallego", "Manuel Jiménez Ortega",
	"Concepción Sánchez Villar", "Pilar Álvarez Quiñones", "Enrique Moreno Cuevas", "Andrés Ramos Solís",
	"Fernando Serrano Boticario", "Amparo Molina Escribano", "Joaquín Marín Peñas", "Emilio Garrido Lucena", "Tomás Prieto Azcona"}

// demoTurned are the residents turned on a schedule: every so many hours, and how late their next change is
// now (negative: still to come).
var demoTurned = map[string]struct{ every, lateMinutes int }{
	"Amparo Molina Escribano":     {2, -50},
	"Emilio Garrido Lucena":       {2, 50},
	"Juan Carlos Romero Belmonte": {3, -90},
	"Dolores Muñoz Gallego":       {3, -20},
	"Pilar Álvarez Quiñones":      {3, -130},
}

// demoIncontinent have their pads changed four times a day, with an episode now and then.
var demoIncontinent = map[string]bool{"Pilar Álvarez Quiñones": true, "Amparo Molina Escribano": true,
	"Dolores Muñoz Gallego": true, "Emilio Garrido Lucena": true}

const (
	demoLosingMonth = "Andrés Ramos Solís"    // 5% in 30 days
	demoLosingYear  = "Enrique Moreno Cuevas" // 10% in 180 days
	demoConstipated = "Joaquín Marín Peñas"
	demoBradenOnly  = "Manuel Jiménez Ortega"
	demoOwnTarget   = "Concepción Sánchez Villar" // heart failure: her own target, 1500 ml
)

// demoBradenHigh is a Braden of 10 (riesgo alto); demoBradenModerate one of 13.
var (
	demoBradenHigh = map[string]string{"percepcion": "2", "humedad": "2", "actividad": "1", "movilidad": "2", "nutricion": "2",
		"roce": "1"}
	demoBradenModerate = map[string]string{"percepcion": "3", "humedad": "2", "actividad": "2", "movilidad": "2", "nutricion": "2",
		"roce": "2"}
)

// demoDailyRow is one row of a register's table, as it is inserted.
type demoDailyRow []any

func (s *Store) seedDemoDailyRegisters(ctx context.Context, team map[string]Actor) error {
	residents, _, err := s.ListResidents(ctx, ResidentFilter{Limit: len(demoPeople), Archived: false})
	if err != nil {
		return err
	}
	archived, _, err := s.ListResidents(ctx, ResidentFilter{Limit: len(demoPeople), Archived: true})
	if err != nil {
		return err
	}
	residents = append(residents, archived...)
	byName := map[string]Resident{}
	for _, r := range residents {
		full, err := s.ResidentByID(ctx, r.ID)
		if err != nil {
			return err
		}
		byName[r.Name] = full
	}
	now := s.Now()
	nurses := []Actor{team["nuria.belmonte"], team["carmen.ruiz"], team["tomas.iniguez"]} // night, morning, afternoon
	nurseAt := func(t time.Time) Actor {
		switch h := t.In(homeZone).Hour(); {
		case h >= 8 && h < 15:
			return nurses[1]
		case h >= 15 && h < 22:
			return nurses[2]
		}
		return nurses[0]
	}
	// clockOn is a Madrid time of the day back days ago.
	clockOn := func(back, hour, minute int) time.Time {
		d := now.In(homeZone).AddDate(0, 0, -back)
		return time.Date(d.Year(), d.Month(), d.Day(), hour, minute, 0, 0, homeZone)
	}

	if err := s.seedDemoWeights(ctx, demoPeopleOrder(byName), nurses[1], now); err != nil {
		return err
	}
	nurse, doctor := team["carmen.ruiz"], team["javier.ortega"]
	for name := range demoTurned {
		if _, err := CreateRecord(ctx, s, Assessments, nurse, RecordInput[Assessment]{ResidentID: byName[name].ID,
			Date: clockOn(15, 12, 0).Format(time.DateOnly), Data: Assessment{Scale: "braden", Version: "1", Answers: demoBradenHigh,
				Score: 10, Band: AssessmentBand{Label: "Riesgo alto", Severity: "high"}}}); err != nil {
			return fmt.Errorf("demo braden: %w", err)
		}
	}
	if _, err := CreateRecord(ctx, s, Assessments, nurse, RecordInput[Assessment]{ResidentID: byName[demoBradenOnly].ID,
		Date: clockOn(2, 12, 0).Format(time.DateOnly), Data: Assessment{Scale: "braden", Version: "1", Answers: demoBradenModerate,
			Score: 13, Band: AssessmentBand{Label: "Riesgo moderado", Severity: "medium"}}}); err != nil {
		return fmt.Errorf("demo braden: %w", err)
	}

	// Repositioning: the schedule set a fortnight ago; a week of changes, every few hours, the last ones now.
	var schedules, changes []demoDailyRow
	positions := []string{"supino", "lateral-derecho", "lateral-izquierdo"}
	n := 0
	for name, plan := range demoTurned {
		r := byName[name]
		set := clockOn(14, 11, 0)
		schedules = append(schedules, demoDailyRow{r.ID, plan.every, doctor.UserID, doctor.Name, formatTime(set)})
		last := now.Add(-time.Duration(plan.every)*time.Hour - time.Duration(plan.lateMinutes)*time.Minute)
		k := 0
		for at := last; at.After(now.AddDate(0, 0, -7)); k++ {
			position := positions[k%3]
			if local := at.In(homeZone); local.Hour() >= 12 && local.Hour() < 16 {
				position = "sentado"
			}
			skinOK, note := true, ""
			if (k+n)%23 == 7 {
				skinOK, note = false, "Eritema en el talón derecho que blanquea a la presión; se protege con taloneras."
			}
			by := nurseAt(at)
			changes = append(changes, demoDailyRow{newID(), r.ID, formatTime(at), homeDay(at), position, skinOK, note, by.UserID, by.Name,
				formatTime(at.Add(2 * time.Minute))})
			jitter := time.Duration((k*7+n*3)%21-10) * time.Minute
			at = at.Add(-time.Duration(plan.every)*time.Hour + jitter)
		}
		n++
	}
	if err := s.insertDemoRows(ctx, "repositioning-schedule", `INSERT INTO repositioning_schedules (resident_id, every_hours, updated_by,
		updated_by_name, updated_at) VALUES (?, ?, ?, ?, ?)`, schedules); err != nil {
		return err
	}
	if err := s.insertDemoRows(ctx, "repositioning", `INSERT INTO repositioning_changes (id, resident_id, at, day, position, skin_ok,
		note, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, changes); err != nil {
		return err
	}

	// Fluids and bowels: three weeks for the residents watched.
	slots := []struct {
		hour, minute, ml int
		drink            string
	}{{8, 15, 150, "Café con leche"}, {10, 30, 200, "Agua"}, {11, 45, 200, "Zumo"}, {13, 40, 200, "Agua"},
		{16, 45, 150, "Infusión"}, {18, 15, 200, "Agua"}, {19, 30, 500, "Botella de agua"}, {20, 45, 200, "Leche"}, {22, 0, 150, "Infusión"}}
	var targets, intakes, bowels []demoDailyRow
	targets = append(targets, demoDailyRow{byName[demoOwnTarget].ID, 1500, doctor.UserID, doctor.Name, formatTime(clockOn(20, 10, 0))})
	for i, name := range demoWatched {
		r := byName[name]
		for back := 20; back >= 0; back-- {
			poor := (back+i)%6 == 0 || (name == demoConstipated && back == 0)
			for k, slot := range slots {
				at := clockOn(back, slot.hour, slot.minute+(i*7+back)%13)
				if at.After(now) {
					continue
				}
				take := (i*7+back*13+k*5)%10 < 9
				if poor {
					take = (i+back+k)%3 == 0
				}
				if slot.ml == 500 && (r.Details.Gender == "female" || (i+back)%2 == 0) {
					take = false // the bottle in the evening, for the men, every other day
				}
				if !take {
					continue
				}
				by := nurseAt(at)
				intakes = append(intakes, demoDailyRow{newID(), r.ID, formatTime(at), homeDay(at), slot.ml, slot.drink, by.UserID, by.Name,
					formatTime(at.Add(time.Minute))})
			}
			stool := (back+i)%2 == 0 || (back+i)%5 == 1
			bristol := []int{4, 3, 4, 5, 4, 2, 6, 4}[(back*3+i)%8]
			hour := 9 + i%4
			if name == demoConstipated {
				stool, bristol, hour = back%4 == 3, 1+back%2, 8
			}
			if at := clockOn(back, hour, (i*11)%60); stool && !at.After(now) {
				by := nurseAt(at)
				continent := !demoIncontinent[name] || (back+i)%3 != 0
				bowels = append(bowels, demoDailyRow{newID(), r.ID, formatTime(at), homeDay(at), bristol, continent, !continent, "",
					by.UserID, by.Name, formatTime(at.Add(time.Minute))})
			}
			if !demoIncontinent[name] {
				continue
			}
			for k, hour := range []int{1, 7, 14, 21} {
				at := clockOn(back, hour, 10+(i*5)%30)
				if at.After(now) {
					continue
				}
				continent := (back+k+i)%5 != 0
				note := ""
				if !continent {
					note = "Pañal mojado; piel íntegra."
				}
				by := nurseAt(at)
				bowels = append(bowels, demoDailyRow{newID(), r.ID, formatTime(at), homeDay(at), nil, continent, true, note, by.UserID,
					by.Name, formatTime(at.Add(time.Minute))})
			}
		}
	}
	if err := s.insertDemoRows(ctx, "fluid-target", `INSERT INTO fluid_targets (resident_id, ml, updated_by, updated_by_name, updated_at)
		VALUES (?, ?, ?, ?, ?)`, targets); err != nil {
		return err
	}
	if err := s.insertDemoRows(ctx, "fluid-intake", `INSERT INTO fluid_intakes (id, resident_id, at, day, ml, drink, created_by,
		created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, intakes); err != nil {
		return err
	}
	return s.insertDemoRows(ctx, "bowel", `INSERT INTO bowel_records (id, resident_id, at, day, bristol, continent, pad_change, note,
		created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, bowels)
}

// demoPeopleOrder is the demo residents in demoPeople's order (their index shapes their figures).
func demoPeopleOrder(byName map[string]Resident) []Resident {
	out := make([]Resident, 0, len(demoPeople))
	for _, p := range demoPeople {
		if r, ok := byName[p.name]; ok {
			out = append(out, r)
		}
	}
	return out
}

// seedDemoWeights weighs every resident monthly for a year (since admission) and gives most their height. The two
// who lose weight open their weight-loss alert with the weight that crossed the line, as a weighing would.
func (s *Store) seedDemoWeights(ctx context.Context, residents []Resident, nurse Actor, now time.Time) error {
	today := now.In(homeZone)
	var weights, alerts []demoDailyRow
	heights := map[string]int{}
	weigh := func(r Resident, date time.Time, kg float64) string {
		id := newID()
		at := time.Date(date.Year(), date.Month(), date.Day(), 10, 30, 0, 0, homeZone)
		weights = append(weights, demoDailyRow{id, r.ID, date.Format(time.DateOnly), math.Round(kg*10) / 10, nurse.UserID, nurse.Name,
			formatTime(at)})
		return id
	}
	loss := func(r Resident, id string, date time.Time, kg, fromKg float64, fromDate time.Time, days int) {
		percent := math.Round((fromKg-kg)/fromKg*1000) / 10
		detail := fmt.Sprintf("%s kg el %s: un %s %% menos que %s kg el %s (en %d días). Hay que hacer el MNA-SF.",
			spanishDecimal(kg), date.Format("02/01/2006"), spanishDecimal(percent), spanishDecimal(fromKg), fromDate.Format("02/01/2006"), days)
		at := time.Date(date.Year(), date.Month(), date.Day(), 10, 31, 0, 0, homeZone)
		alerts = append(alerts, demoDailyRow{newID(), WeightLossSource + id, r.ID, "weight-loss", "medium", "Pérdida de peso", detail, id,
			formatTime(at), formatTime(at.Add(time.Hour))}) // told the doctors again an hour later, as escalation does
	}
	for i, r := range residents {
		female := r.Details.Gender == "female"
		base := 66 + float64((i*29)%20)
		height := 164 + (i*7)%15
		if female {
			base, height = 55+float64((i*37)%18), 150+(i*5)%16
		}
		if i%11 != 6 { // a few heights nobody has measured yet
			heights[r.ID] = height
		}
		admitted, _ := time.ParseInLocation(time.DateOnly, r.AdmissionDate, homeZone)
		switch r.Name {
		case demoLosingMonth: // steady, then weighed weekly as they lose weight
			for m := 12; m >= 2; m-- {
				weigh(r, today.AddDate(0, -m, -(i%20)), base+0.4*math.Sin(float64(m)/2))
			}
			series := []struct {
				back int
				kg   float64
			}{{40, base}, {28, base - 1.2}, {21, base - 2.1}, {14, base - 3}}
			for _, w := range series {
				weigh(r, today.AddDate(0, 0, -w.back), w.kg)
			}
			last := today.AddDate(0, 0, -7)
			kg := math.Round((base-1.2)*0.95*10-0.5) / 10 // just over 5% below the weight of 28 days ago
			loss(r, weigh(r, last, kg), last, kg, base-1.2, today.AddDate(0, 0, -28), 30)
			continue
		case demoLosingYear: // a slow loss, over 10% in six months
			declining := map[int]float64{5: 0.6, 4: 2.5, 3: 4.4, 2: 6, 1: 7.6, 0: 9.3}
			for m := 12; m >= 0; m-- {
				kg := base + 1 - declining[m]
				id := weigh(r, today.AddDate(0, -m, -(i%20)), kg)
				if m == 0 {
					loss(r, id, today.AddDate(0, 0, -(i%20)), kg, base+1-0.6, today.AddDate(0, -5, -(i%20)), 180)
				}
			}
			continue
		}
		for m := 12; m >= 0; m-- {
			date := today.AddDate(0, -m, -(i % 20))
			if date.Before(admitted) {
				continue
			}
			weigh(r, date, base+0.6*math.Sin(float64(m+i)/2))
		}
	}
	if err := s.insertDemoRows(ctx, "weight", `INSERT INTO weights (id, resident_id, date, kg, created_by, created_by_name, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, weights); err != nil {
		return err
	}
	if err := s.insertDemoRows(ctx, "alert", `INSERT INTO alerts (id, source, resident_id, kind, severity, title, detail, record_id,
		created_at, escalated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, alerts); err != nil {
		return err
	}
	var rows []demoDailyRow
	for id, cm := range heights {
		rows = append(rows, demoDailyRow{cm, id})
	}
	return s.insertDemoRows(ctx, "resident", `UPDATE residents SET height_cm = ? WHERE id = ?`, rows)
}

// spanishDecimal writes a number to one decimal the es-ES way, without a needless ",0": "72,4", "80".
func spanishDecimal(n float64) string {
	return strings.Replace(strings.TrimSuffix(fmt.Sprintf("%.1f", n), ".0"), ".", ",", 1)
}

// insertDemoRows writes a register's demo rows in one transaction, audited as one change of the demo.
func (s *Store) insertDemoRows(ctx context.Context, entity, query string, rows []demoDailyRow) error {
	entry := AuditEntry{Actor: Actor{Role: "demo"}, Action: "create", Entity: entity, Detail: map[string]any{"demo": len(rows)}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, query)
		if err != nil {
			return fmt.Errorf("demo %s: %w", entity, err)
		}
		defer stmt.Close()
		for _, row := range rows {
			if _, err := stmt.ExecContext(ctx, row...); err != nil {
				return fmt.Errorf("demo %s: %w", entity, err)
			}
		}
		return nil
	})
}
