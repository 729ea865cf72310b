package store

// Bulk seeding of a large home, FOR BENCHMARKS ONLY (make bench-load, issue 16). Nothing in the application
// calls it. It writes the rows the store's own methods would (residents with their photo, family account and
// audit row; records; Kardex with schedules; doses; medications with their opening stock movement; the audit
// chain), but in a few large transactions with prepared statements, because the methods' one transaction and
// fsync per row would take many minutes for 200,000 records. The differences from the methods are said where
// they happen: the family accounts share one password hash, and the doses do not move the inventory.

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/google/uuid"
)

// LoadSize is how large a home SeedLoad makes.
type LoadSize struct {
	Residents   int // archived ones included (one in 25)
	Records     int // kept over Years: vital signs, daily care, notes, social-work notes, incidents and Kardex
	Medications int
	Years       int
}

// DefaultLoadSize is issue 16's dataset: a group's size.
var DefaultLoadSize = LoadSize{Residents: 10_000, Records: 200_000, Medications: 1_000, Years: 5}

// LoadSeedVersion changes whenever SeedLoad makes a different dataset, so cached copies are seeded again.
const LoadSeedVersion = 1

// LoadStaff is the account the load benchmark signs in with (a nurse of the demo team).
var LoadStaff = struct{ Username, Password string }{"carmen.ruiz", DemoStaffPassword}

// LoadDataset says what SeedLoad made, and what a benchmark should aim at.
type LoadDataset struct {
	SeededAt        time.Time
	Size            LoadSize
	Residents       int // active
	Archived        int
	Records         map[string]int // by kind
	Administrations int
	Medications     int
	Areas           int
	AuditRows       int
	// BusyResidentID is the active resident with the most vital signs (BusyResidentVitals of them).
	BusyResidentID     string
	BusyResidentVitals int
	// SearchFragment is part of many residents' names, written with its accent.
	SearchFragment string
	// AreaID is an area (AreaResidents active residents), for the round of one area.
	AreaID        string
	AreaResidents int
}

// loadEvent kinds, in the order they happen when two share an instant.
const (
	evMedication = iota
	evResident
	evRecord
	evDose
	evArchive
)

// loadKinds are the record kinds other than the Kardex and their share of those records (percent): vital
// signs two or three times a week for most, a day's care for the dependent, notes, the social worker's
// follow-up and the odd incident.
var loadKinds = []struct {
	kind  string
	share int
}{{"vitals", 45}, {"care", 27}, {"note", 18}, {"socialwork", 6}, {"incident", 4}}

type loadEvent struct {
	at   time.Time
	what uint8
	kind string // a record's kind
	res  int32
	n    int32 // medication index, Kardex index of the resident, or entry index of a dose
	seed uint32
}

type loadEntry struct {
	id         string
	med        int
	times      []string
	prn        bool
	indication string
	max        int
	dose       string
	frequency  string
}

type loadKardex struct {
	id      string
	day     time.Time // Madrid date
	endDay  string    // "" for the Kardex in force
	entries []loadEntry
}

type loadResident struct {
	in       ResidentInput
	id       string
	area     int // -1 for none
	admitted time.Time
	archived time.Time // zero while active
	kardexes []*loadKardex
	counts   map[string]int
}

type loadMedication struct {
	id string
	in MedicationInput
}

// SeedLoad fills an empty database with a large home for the load benchmark: the demo's administrator and
// team (through the usual methods), the areas, then in bulk size.Residents residents with every field of the
// admission filled, a photo and a family account, size.Medications medications, size.Records records over
// size.Years years (a few residents with long stays and high dependency carry many), a Kardex with schedules
// for each resident and the doses of the last 24 hours. It is deterministic but for ids and the clock.
func (s *Store) SeedLoad(ctx context.Context, size LoadSize) (LoadDataset, error) {
	n, err := s.CountUsers(ctx)
	if err != nil {
		return LoadDataset{}, err
	}
	if n > 0 {
		return LoadDataset{}, fmt.Errorf("seed load: the database already has accounts")
	}
	admin, err := s.CreateFirstUser(ctx, Actor{Role: "bench"}, NewUser{
		Username: DemoSignIn.Username, Password: DemoSignIn.Password, Name: "Lucía Fernández Ortega",
		Email: "lucia.fernandez@residencia-amparo.es", Roles: []Role{RoleAdministrative},
	})
	if err != nil {
		return LoadDataset{}, err
	}
	actor := Actor{UserID: admin.ID, Name: admin.Name, Role: string(RoleAdministrative)}
	team, err := s.seedDemoTeam(ctx, actor)
	if err != nil {
		return LoadDataset{}, err
	}
	areaCount := max(4, size.Residents/250)
	areaIDs := make([]string, areaCount)
	for i := range areaIDs {
		a := demoAreas[i%len(demoAreas)]
		area, err := s.CreateArea(ctx, actor, fmt.Sprintf("Edificio %d · %s", 1+i/len(demoAreas), a[0]), a[1])
		if err != nil {
			return LoadDataset{}, err
		}
		areaIDs[i] = area.ID
	}

	now := s.Now()
	rng := rand.New(rand.NewPCG(16, LoadSeedVersion))
	meds := loadMedications(size.Medications, now)
	residents := loadResidents(rng, size, now, len(meds))
	events := loadEvents(rng, residents, meds, size, now)
	familyHash, err := hashPassword(DemoFamilyPassword)
	if err != nil {
		return LoadDataset{}, err
	}

	out := LoadDataset{SeededAt: now, Size: size, Records: map[string]int{}, Medications: len(meds), Areas: areaCount,
		SearchFragment: "Núñez", AreaID: areaIDs[0]}
	// While seeding (benchmark data, made again if cut short): a large cache and no fsync. The writer is one
	// connection, so these hold for the transactions below, and are put back after.
	if _, err := s.writer.ExecContext(ctx, `PRAGMA cache_size = -262144; PRAGMA synchronous = OFF`); err != nil {
		return LoadDataset{}, err
	}
	defer s.writer.ExecContext(context.WithoutCancel(ctx), `PRAGMA cache_size = -2000; PRAGMA synchronous = FULL`)
	b := &loadBulk{s: s, actor: actor, team: team, areas: areaIDs, residents: residents, meds: meds,
		familyHash: familyHash, photos: loadPhotos(), out: &out}
	const perTransaction = 40_000
	for start := 0; start < len(events); start += perTransaction {
		if err := b.run(ctx, events[start:min(start+perTransaction, len(events))]); err != nil {
			return LoadDataset{}, err
		}
	}
	busy := -1
	for i, r := range residents {
		if r.archived.IsZero() {
			out.Residents++
			if r.area == 0 {
				out.AreaResidents++
			}
			if busy < 0 || r.counts["vitals"] > residents[busy].counts["vitals"] {
				busy = i
			}
		} else {
			out.Archived++
		}
	}
	out.BusyResidentID, out.BusyResidentVitals = residents[busy].id, residents[busy].counts["vitals"]
	return out, nil
}

// loadBulk writes the events in transactions of its own, keeping the audit chain's head between them.
type loadBulk struct {
	s          *Store
	actor      Actor
	team       map[string]Actor
	areas      []string
	residents  []*loadResident
	meds       []loadMedication
	familyHash string
	photos     []loadPhoto
	out        *LoadDataset

	stmts map[string]*sql.Stmt
	chain *auditAppender
}

var loadStatements = map[string]string{
	"image": `INSERT INTO images (id, content_type, width, height, data, thumb, sha256, created_at, created_by)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"user": `INSERT INTO users (id, username, email, name, phone, specialty, area, license_number, password_hash, search,
		created_at, updated_at) VALUES (?, ?, NULL, ?, '', '', '', '', ?, ?, ?, ?)`,
	"role": `INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, ?)`,
	"resident": `INSERT INTO residents (id, name, social_security, date_of_birth, admission_date, room, area_id, photo_id,
		family_user_id, details, search, created_at, created_by, updated_at, updated_by)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"archive": `UPDATE residents SET archived_at = ?, updated_at = ?, updated_by = ? WHERE id = ?`,
	"medication": `INSERT INTO medications (id, name, active_ingredient, category, concentration, presentation,
		administration_route, stock, minimum_stock, expiration_date, location, supplier, unit_price_cents,
		requires_prescription, notes, search, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"movement": `INSERT INTO stock_movements (id, medication_id, kind, quantity, stock_after, description, actor_id,
		actor_name, at) VALUES (?, ?, 'in', ?, ?, 'Existencias iniciales', ?, ?, ?)`,
	"record": `INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by,
		created_by_name, created_at, updated_by, updated_by_name, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"dose": `INSERT INTO administrations (id, kardex_id, entry_id, resident_id, medication_id, medication_name,
		scheduled_at, prn, status, reason, note, at, by_id, by_name, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?)`,
}

func (b *loadBulk) run(ctx context.Context, events []loadEvent) error {
	tx, err := b.s.writer.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if b.chain, err = newAuditAppender(ctx, tx); err != nil {
		return err
	}
	b.stmts = map[string]*sql.Stmt{}
	for name, q := range loadStatements {
		if b.stmts[name], err = tx.PrepareContext(ctx, q); err != nil {
			return fmt.Errorf("prepare %s: %w", name, err)
		}
	}
	for _, e := range events {
		if err := b.write(ctx, e); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func (b *loadBulk) exec(ctx context.Context, stmt string, args ...any) error {
	if _, err := b.stmts[stmt].ExecContext(ctx, args...); err != nil {
		return fmt.Errorf("seed load %s: %w", stmt, err)
	}
	return nil
}

// audit appends a row to the hash chain.
func (b *loadBulk) audit(ctx context.Context, at string, actor Actor, action, entity, entityID, residentID string, detail any) error {
	err := b.chain.append(ctx, AuditEntry{Actor: actor, Action: action, Entity: entity, EntityID: entityID,
		ResidentID: residentID, Outcome: OutcomeAllowed, Detail: detail}, at)
	if err != nil {
		return fmt.Errorf("seed load audit: %w", err)
	}
	b.out.AuditRows++
	return nil
}

func (b *loadBulk) write(ctx context.Context, e loadEvent) error {
	at := formatTime(e.at)
	switch e.what {
	case evMedication:
		m := &b.meds[e.n]
		m.id = newID()
		in := m.in
		if err := b.exec(ctx, "medication", m.id, in.Name, in.ActiveIngredient, in.Category, in.Concentration, in.Presentation,
			in.AdministrationRoute, in.Stock, in.MinimumStock, in.ExpirationDate, in.Location, in.Supplier, in.UnitPriceCents,
			in.RequiresPrescription, in.Notes, Normalize(in.Name+" "+in.ActiveIngredient), at, at); err != nil {
			return err
		}
		if err := b.exec(ctx, "movement", newID(), m.id, in.Stock, in.Stock, b.actor.UserID, b.actor.Name, at); err != nil {
			return err
		}
		return b.audit(ctx, at, b.actor, "create", "medication", m.id, "", nil)
	case evResident:
		r := b.residents[e.res]
		r.id = newID()
		photo := b.photos[int(e.res)%len(b.photos)]
		photoID, familyID := newID(), newID()
		if err := b.exec(ctx, "image", photoID, "image/jpeg", 256, 256, photo.data, photo.thumb, photo.sum, at,
			b.actor.UserID); err != nil {
			return err
		}
		familyName := "Familia de " + strings.TrimSpace(r.in.Name)
		if err := b.exec(ctx, "user", familyID, r.in.FamilyUsername, familyName, b.familyHash,
			userSearch(familyName, r.in.FamilyUsername, ""), at, at); err != nil {
			return err
		}
		if err := b.exec(ctx, "role", familyID, string(RoleFamily)); err != nil {
			return err
		}
		details, err := json.Marshal(r.in.Details)
		if err != nil {
			return err
		}
		var area any
		if r.area >= 0 {
			area = b.areas[r.area]
		}
		if err := b.exec(ctx, "resident", r.id, r.in.Name, r.in.SocialSecurity, r.in.DateOfBirth, r.in.AdmissionDate,
			r.in.Room, area, photoID, familyID, string(details), residentSearch(r.in), at, b.actor.UserID, at,
			b.actor.UserID); err != nil {
			return err
		}
		return b.audit(ctx, at, b.actor, "create", "resident", r.id, r.id, nil)
	case evArchive:
		r := b.residents[e.res]
		if err := b.exec(ctx, "archive", at, at, b.actor.UserID, r.id); err != nil {
			return err
		}
		return b.audit(ctx, at, b.actor, "archive", "resident", r.id, r.id, nil)
	case evRecord:
		return b.writeRecord(ctx, e, at)
	case evDose:
		return b.writeDose(ctx, e, at)
	}
	return fmt.Errorf("seed load: unknown event %d", e.what)
}

func (b *loadBulk) writeRecord(ctx context.Context, e loadEvent, at string) error {
	r := b.residents[e.res]
	local := e.at.In(demoZone)
	date, clock := local.Format(time.DateOnly), local.Format("15:04")
	rng := rand.New(rand.NewPCG(uint64(e.seed), uint64(e.res)))
	id := newID()
	nurse := b.team[[]string{"carmen.ruiz", "tomas.iniguez", "nuria.belmonte"}[rng.IntN(3)]]
	actor, search := nurse, ""
	var data any
	switch e.kind {
	case "vitals":
		wave := math.Sin(float64(local.YearDay()) / 5)
		base := 122 + float64(e.res%5)*6
		vitals := map[string]any{
			"systolicPressure":  math.Round(base + 9*wave + rng.Float64()*6),
			"diastolicPressure": math.Round(74 + 5*wave + rng.Float64()*4),
			"glucose":           math.Round(98 + 16*rng.Float64() + float64(e.res%3)*9),
			"temperature":       math.Round((36.3+0.4*rng.Float64())*10) / 10,
			"heartRate":         math.Round(68 + 8*wave + rng.Float64()*6),
			"respiratoryRate":   math.Round(15 + 2*rng.Float64()),
			"oxygenSaturation":  math.Round(93 + 4*rng.Float64()),
			"pain":              float64(rng.IntN(3)),
			"weight":            math.Round((58+float64(e.res%30))*10+rng.Float64()*10) / 10,
		}
		diagnostics := loadPick(rng, "Constantes estables.", "Constantes dentro de lo habitual.",
			"Tensión algo elevada; se repite la toma en una hora.", "Glucemia postprandial; sin cambios en la pauta.")
		observations := loadPick(rng, "Sin hallazgos nuevos.", "Buen estado general.", "Edemas leves en tobillos.",
			"Piel íntegra; se revisan zonas de apoyo.")
		data = map[string]any{"vitalSigns": vitals, "diagnostics": diagnostics,
			"physicalExam": map[string]any{"observations": observations}}
		search = diagnostics + " " + observations
	case "care":
		data = map[string]any{"bath": rng.IntN(3) == 0, "breakfast": rng.IntN(10) > 0, "lunch": rng.IntN(12) > 0,
			"dinner": rng.IntN(10) > 0, "diaperChange": e.res%3 == 0}
		clock = ""
	case "note":
		text := loadPick(rng, "Ha dormido bien y ha desayunado con apetito.", "Participa en el taller de memoria con interés.",
			"Refiere molestias en la rodilla derecha al caminar; se informa al médico.",
			"Tarde tranquila; recibe la visita de su hija.", "Come la mitad del plato; se ofrece suplemento.",
			"Algo desorientado al despertar; mejora tras el desayuno.")
		data, search = map[string]any{"observations": text}, text
	case "socialwork":
		social := b.team[[]string{"lucia.pena", "marta.gil"}[rng.IntN(2)]]
		actor = social
		primary := loadPick(rng, "Entrevista de seguimiento con la familia: valoran positivamente la adaptación.",
			"Revisión del plan de atención individual con la familia.", "Gestión de la dependencia: se solicita revisión de grado.")
		extra := "Llamada del hijo para concretar visita el domingo."
		data = map[string]any{"primaryObservation": primary, "additionalObservations": []map[string]any{{"_id": uuid.NewString(),
			"observation": extra, "date": date, "time": "16:30", "createdBy": social.UserID, "createdByName": social.Name}}}
		search = primary + " " + extra
	case "incident":
		fall := rng.IntN(2) == 0
		situation := "Caída sin consecuencias al levantarse de la silla en el comedor."
		if !fall {
			situation = loadPick(rng, "Episodio de agitación durante la cena.", "Atragantamiento leve con líquidos; se resuelve.",
				"Se encuentra la puerta de emergencia abierta; el residente está en el pasillo.")
		}
		shift := "mañana"
		switch h := local.Hour(); {
		case h >= 15 && h < 22:
			shift = "tarde"
		case h >= 22 || h < 8:
			shift = "noche"
		}
		observations := "Se refuerza la vigilancia."
		data = map[string]any{"isFall": fall, "shift": shift, "situation": situation, "calledDoctor": true,
			"doctorResponse": "Exploración sin lesiones; vigilar 24 horas.", "calledRelative": true,
			"relativeResponse": "La familia queda informada.", "otherAction": false, "otherResponse": "",
			"observations": observations}
		search = situation + " " + observations
	case "kardex":
		k := r.kardexes[e.n]
		k.id = id
		doctor := b.team[[]string{"javier.ortega", "elena.saez"}[rng.IntN(2)]]
		actor, clock = doctor, ""
		entries := make([]map[string]any, len(k.entries))
		names := make([]string, len(k.entries))
		for i, en := range k.entries {
			m := b.meds[en.med]
			names[i] = m.in.Name
			entries[i] = map[string]any{"_id": en.id, "medication": m.id, "medicationName": m.in.Name + " " + m.in.Concentration,
				"ownSupply": false, "dose": en.dose, "frequency": en.frequency, "route": m.in.AdministrationRoute,
				"date": k.day.Format(time.DateOnly), "endDate": k.endDay, "times": en.times, "weekdays": []int{}, "prn": en.prn,
				"prnIndication": en.indication, "prnMaxPerDay": en.max, "unitsPerDose": 1, "instructions": "",
				"scheduleSetAt": e.at.UTC().Format(time.RFC3339)}
		}
		data, search = map[string]any{"entries": entries, "responsibleName": doctor.Name}, strings.Join(names, " ")
	}
	raw, err := json.Marshal(data)
	if err != nil {
		return err
	}
	if err := b.exec(ctx, "record", id, e.kind, r.id, date, clock, string(raw), Normalize(search), actor.UserID, actor.Name,
		at, actor.UserID, actor.Name, at); err != nil {
		return err
	}
	b.out.Records[e.kind]++
	return b.audit(ctx, at, actor, "create", e.kind, id, r.id, nil)
}

// writeDose records a dose of the resident's Kardex in force: given (held now and then) at its slot, or a PRN
// dose. Unlike RecordAdministration it takes nothing from the inventory's stock.
func (b *loadBulk) writeDose(ctx context.Context, e loadEvent, at string) error {
	r := b.residents[e.res]
	k := r.kardexes[len(r.kardexes)-1]
	en := k.entries[e.n]
	m := b.meds[en.med]

	nurse := b.team[[]string{"carmen.ruiz", "tomas.iniguez", "nuria.belmonte"}[e.seed%3]]
	status, reason, slot := "given", "", ""
	given := e.at
	if en.prn {
		reason = en.indication
	} else {
		slot = e.at.In(demoZone).Format("2006-01-02T15:04")
		given = e.at.Add(time.Duration(e.seed%20) * time.Minute)
		if e.seed%50 == 7 {
			status, reason = "held", "refused"
		}
	}
	id, name := newID(), m.in.Name+" "+m.in.Concentration
	if err := b.exec(ctx, "dose", id, k.id, en.id, r.id, m.id, name, slot, en.prn, status, reason, formatTime(given),
		nurse.UserID, nurse.Name, formatTime(given)); err != nil {
		return err
	}
	b.out.Administrations++
	detail := map[string]any{"kardexId": k.id, "entryId": en.id, "medication": name, "scheduledAt": slot, "status": status,
		"reason": reason, "prn": en.prn}
	return b.audit(ctx, formatTime(given), nurse, "administer", "administration", id, r.id, detail)
}
