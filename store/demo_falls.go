package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// The demo's falls register (issue 28): a year of falls across the home, two to four a month, most of them
// among the residents who fall again (as in any home), a few with a mild injury and two with a grave one (long
// enough ago that the care plans agreed since took them in), and the last weeks' falls recorded as incidents
// marked as a fall, which made their falls in the register themselves. No alert is opened for them: they are
// history, attended long ago.

// demoFallScene is one way a demo fall happened: where, doing what, seen or found, and its factors.
type demoFallScene struct {
	place, activity         string
	witnessed, foundOnFloor bool
	intrinsic, extrinsic    []string
}

var demoFallScenes = []demoFallScene{
	{"Habitación", "Al levantarse de la cama de madrugada para ir al baño.", false, true,
		[]string{"incontinencia-urgencia", "deterioro-cognitivo"}, []string{"iluminacion", "altura-cama"}},
	{"Baño", "Al incorporarse del inodoro sin pedir ayuda.", false, true,
		[]string{"alteracion-marcha", "debilidad-muscular"}, []string{"suelo-mojado", "sin-barandilla"}},
	{"Comedor", "Al levantarse de la silla después de la comida.", true, false,
		[]string{"mareo-hipotension"}, []string{"obstaculos"}},
	{"Pasillo", "Caminando hacia la sala sin el andador.", true, false,
		[]string{"alteracion-marcha", "caidas-previas"}, []string{"ayuda-tecnica", "calzado"}},
	{"Sala común", "Al sentarse en el sillón; calculó mal la distancia.", true, false,
		[]string{"deficit-visual"}, []string{"obstaculos"}},
	{"Habitación", "Intentando alcanzar la mesilla desde la silla de ruedas.", false, true,
		[]string{"debilidad-muscular"}, []string{"cama-sin-freno", "timbre-lejos"}},
	{"Exterior", "Paseando por el jardín; tropezó con el bordillo.", true, false,
		[]string{"alteracion-marcha", "deficit-visual"}, []string{"calzado"}},
	{"Baño", "Durante la ducha, al girarse.", true, false,
		[]string{"mareo-hipotension", "medicacion-psicotropa"}, []string{"suelo-mojado"}},
	{"Habitación", "Encontrada sentada en el suelo junto a la cama al pasar la ronda de noche.", false, true,
		[]string{"deterioro-cognitivo", "medicacion-psicotropa"}, []string{"iluminacion"}},
}

// demoFallInjuries are the mild injuries the demo's falls left, and the two grave ones.
var (
	demoMildInjuries = []string{"Hematoma en la cadera izquierda.", "Erosión en el codo derecho; se cura.",
		"Contusión en la rodilla; frío local.", "Pequeña herida en la ceja; puntos de aproximación."}
	demoGraveInjuries = []string{"Fractura de cadera derecha; intervenida en el hospital.",
		"Traumatismo craneal con herida en el cuero cabelludo; observación hospitalaria 24 horas."}
)

// demoFallHours are the times of day demo falls happen at (more at night and around meals).
var demoFallHours = [][2]int{{3, 20}, {7, 45}, {14, 10}, {22, 30}, {5, 5}, {13, 40}, {19, 15}, {1, 50}, {8, 30}, {17, 0}}

// demoFallIncidents are the last weeks' falls recorded as incidents marked as a fall: days ago, time, shift and
// what the incident says (the register's fall is filled in from it).
var demoFallIncidents = []struct {
	back               int
	clock, shift, text string
}{
	{26, "06:10", "noche", "Encontrado en el suelo de la habitación al pasar la ronda; sin heridas, refiere que iba al baño."},
	{12, "16:40", "tarde", "Se cayó en el pasillo al volver de la sala; presenta un hematoma en el antebrazo."},
	{3, "21:15", "noche", "Caída en el baño al levantarse del inodoro; sin lesiones aparentes."},
}

// seedDemoFalls writes the demo's year of falls. Residents fall only after their admission.
func (s *Store) seedDemoFalls(ctx context.Context, team map[string]Actor) error {
	residents, _, err := s.ListResidents(ctx, ResidentFilter{Limit: len(demoPeople)})
	if err != nil {
		return err
	}
	var fallers []Resident // about two in five fall, some of them again and again
	for i, r := range residents {
		if (i*7)%5 < 2 {
			fallers = append(fallers, r)
		}
	}
	if len(fallers) == 0 {
		return nil
	}
	writers := []Actor{team["carmen.ruiz"], team["tomas.iniguez"], team["nuria.belmonte"], team["javier.ortega"], team["lucia.pena"]}
	today := s.Now().In(demoZone)
	full := map[string]Resident{}
	resident := func(id string) (Resident, error) {
		if r, ok := full[id]; ok {
			return r, nil
		}
		r, err := s.ResidentByID(ctx, id)
		full[id] = r
		return r, err
	}
	n, mild, grave := 0, 0, 0
	for month := 11; month >= 1; month-- { // the month before last back to a year ago; the last weeks are incidents
		count := 2 + (month*7)%3
		for k := range count {
			n++
			back := month*30 + (k*11+month*5)%28
			day := today.AddDate(0, 0, -back)
			hm := demoFallHours[(n*3)%len(demoFallHours)]
			at := time.Date(day.Year(), day.Month(), day.Day(), hm[0], hm[1], 0, 0, demoZone)
			r := fallers[(month*3+k*5)%len(fallers)]
			for tries := 0; r.AdmissionDate > at.Format(time.DateOnly) && tries < len(fallers); tries++ {
				r = fallers[(month*3+k*5+tries+1)%len(fallers)]
			}
			if r.AdmissionDate > at.Format(time.DateOnly) {
				continue
			}
			person, err := resident(r.ID)
			if err != nil {
				return err
			}
			scene := demoFallScenes[(n*5)%len(demoFallScenes)]
			in := FallInput{ResidentID: r.ID, At: at.UTC(), Day: at.Format(time.DateOnly), Place: scene.place, Activity: scene.activity,
				Witnessed: scene.witnessed, FoundOnFloor: scene.foundOnFloor, Intrinsic: scene.intrinsic, Extrinsic: scene.extrinsic,
				Injury: InjuryNone, DoctorInformed: n%4 != 0, RestraintInUse: n%9 == 0,
				Actions: "Valoración por enfermería, constantes y movilización con ayuda. Vigilancia en el turno."}
			_, planned := demoPlanStates[person.Name]
			switch {
			case month >= 8 && grave < len(demoGraveInjuries) && !planned && k == 0:
				in.Injury, in.InjuryDetail = InjuryGrave, demoGraveInjuries[grave]
				in.DoctorInformed = true
				in.Actions = "Inmovilización, aviso al 112 y traslado al hospital. Se informa a la familia."
				grave++
			case n%5 == 2:
				in.Injury, in.InjuryDetail = InjuryMild, demoMildInjuries[mild%len(demoMildInjuries)]
				mild++
			}
			if strings.Contains(strings.Join(scene.intrinsic, " "), "medicacion-psicotropa") {
				in.Psychotropics = "Lorazepam 1 mg (1 comprimido): psicótropo"
			}
			if in.Injury != InjuryNone || n%2 == 0 {
				in.Family = &FallFamily{Name: orGuardian(person.Details.GuardianName), At: at.Add(50 * time.Minute)}
			}
			writer := writers[n%len(writers)]
			if err := s.insertDemoFall(ctx, writer, in, at.Add(25*time.Minute)); err != nil {
				return err
			}
		}
	}
	nurse := team["nuria.belmonte"]
	for i, inc := range demoFallIncidents {
		r := fallers[(i*4+1)%len(fallers)]
		date := today.AddDate(0, 0, -inc.back).Format(time.DateOnly)
		if r.AdmissionDate > date {
			continue
		}
		d := Incident{IsFall: true, Shift: inc.shift, Situation: inc.text, CalledDoctor: true,
			DoctorResponse: "Valorado por el médico; vigilancia neurológica 24 horas.", Observations: "Se revisan calzado y timbre."}
		if _, err := CreateRecord(ctx, s, Incidents, nurse, RecordInput[Incident]{ResidentID: r.ID, Date: date, Time: inc.clock,
			Data: d, Search: d.Situation + " " + d.Observations}); err != nil {
			return fmt.Errorf("demo fall incident: %w", err)
		}
	}
	return nil
}

func orGuardian(name string) string {
	if strings.TrimSpace(name) == "" {
		return "Familiar de referencia"
	}
	return name
}

// insertDemoFall writes a fall as it was recorded at saved, with its audit row (and, for a grave one, the care
// plan's review of that day).
func (s *Store) insertDemoFall(ctx context.Context, actor Actor, in FallInput, saved time.Time) error {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "fall", EntityID: id, ResidentID: in.ResidentID}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := insertFall(ctx, tx, id, in, actor, formatTime(saved)); err != nil {
			return fmt.Errorf("demo fall: %w", err)
		}
		return fallGraveTrigger(ctx, tx, formatTime(saved), id, in)
	})
}
