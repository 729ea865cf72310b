package store

// Bulk seeding of a large home, FOR BENCHMARKS ONLY (make bench-load, issue 16). Nothing in the application
// calls it. It writes the rows the store's own methods would (residents with their photo, family account and
// audit row; records; Kardex with schedules; doses; medications with their opening stock movement; the audit
// chain), but in a few large transactions with prepared statements, because the methods' one transaction and
// fsync per row would take many minutes for 200,000 records. The differences from the methods are said where
// they happen: the family accounts share one password hash, and the doses do not move the inventory.

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
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

	stmts    map[string]*sql.Stmt
	headRead bool
	lastID   int64
	prevHash string
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
	"audit": `INSERT INTO audit_log (id, at, actor_id, actor_role, action, entity, entity_id, resident_id, ip, outcome,
		detail, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', 'allowed', ?, ?, ?)`,
}

func (b *loadBulk) run(ctx context.Context, events []loadEvent) error {
	tx, err := b.s.writer.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if !b.headRead {
		if b.lastID, b.prevHash, err = auditHead(ctx, tx); err != nil {
			return err
		}
		b.headRead = true
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

// audit appends a row to the hash chain, as insertAudit does.
func (b *loadBulk) audit(ctx context.Context, at string, actor Actor, action, entity, entityID, residentID string, detail any) error {
	text := ""
	if detail != nil {
		raw, err := json.Marshal(detail)
		if err != nil {
			return err
		}
		text = string(raw)
	}
	id := b.lastID + 1
	hash := auditRowHash(b.prevHash, id, at, actor.UserID, actor.Role, action, entity, entityID, residentID, "",
		OutcomeAllowed, text)
	if err := b.exec(ctx, "audit", id, at, actor.UserID, actor.Role, action, entity, entityID, residentID, text,
		b.prevHash, hash); err != nil {
		return err
	}
	b.lastID, b.prevHash = id, hash
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

func loadPick(rng *rand.Rand, options ...string) string { return options[rng.IntN(len(options))] }

type loadPhoto struct {
	data, thumb []byte
	sum         string
}

// loadPhotos draws the demo's portraits once (60 of them cover every combination); each resident stores its
// own copy, as a photo uploaded for each would be.
func loadPhotos() []loadPhoto {
	photos := make([]loadPhoto, 60)
	var wg sync.WaitGroup
	for i := range photos {
		wg.Go(func() {
			data := demoAvatar(i, 256)
			sum := sha256.Sum256(data)
			photos[i] = loadPhoto{data: data, thumb: demoAvatar(i, 96), sum: hex.EncodeToString(sum[:])}
		})
	}
	wg.Wait()
	return photos
}

var loadDrugs = []struct{ name, category, route, presentation string }{
	{"Atorvastatina", "Other", "Oral", "Comprimidos"}, {"Enalapril", "Other", "Oral", "Comprimidos"},
	{"Furosemida", "Other", "Oral", "Comprimidos"}, {"Metformina", "Other", "Oral", "Comprimidos"},
	{"Amlodipino", "Other", "Oral", "Comprimidos"}, {"Bisoprolol", "Other", "Oral", "Comprimidos"},
	{"Lorazepam", "Other", "Oral", "Comprimidos"}, {"Quetiapina", "Other", "Oral", "Comprimidos"},
	{"Donepezilo", "Other", "Oral", "Comprimidos"}, {"Memantina", "Other", "Oral", "Comprimidos"},
	{"Sertralina", "Other", "Oral", "Comprimidos"}, {"Trazodona", "Other", "Oral", "Comprimidos"},
	{"Mirtazapina", "Other", "Oral", "Comprimidos bucodispersables"}, {"Tamsulosina", "Other", "Oral", "Cápsulas"},
	{"Alopurinol", "Other", "Oral", "Comprimidos"}, {"Apixabán", "Other", "Oral", "Comprimidos"},
	{"Clopidogrel", "Other", "Oral", "Comprimidos"}, {"Lactulosa", "Other", "Oral", "Solución oral"},
	{"Macrogol", "Other", "Oral", "Sobres"}, {"Calcio con vitamina D", "Other", "Oral", "Comprimidos masticables"},
	{"Tramadol", "Analgesic", "Oral", "Cápsulas"}, {"Pregabalina", "Analgesic", "Oral", "Cápsulas"},
	{"Levodopa y carbidopa", "Other", "Oral", "Comprimidos"}, {"Risperidona", "Other", "Oral", "Solución oral"},
	{"Espironolactona", "Other", "Oral", "Comprimidos"}, {"Losartán", "Other", "Oral", "Comprimidos"},
	{"Pantoprazol", "Antacid", "Oral", "Comprimidos gastrorresistentes"}, {"Prednisona", "Hormone", "Oral", "Comprimidos"},
	{"Tiotropio", "Other", "Inhalatoria", "Cápsulas para inhalación"}, {"Fosfomicina", "Antibiotic", "Oral", "Sobres"},
	{"Ciprofloxacino", "Antibiotic", "Oral", "Comprimidos"}, {"Cefuroxima", "Antibiotic", "Oral", "Comprimidos"},
	{"Colecalciferol", "Other", "Oral", "Ampollas bebibles"}, {"Fentanilo", "Analgesic", "Transdérmica", "Parches"},
	{"Mupirocina", "Antibiotic", "Tópica", "Pomada"}, {"Haloperidol", "Other", "Oral", "Gotas"},
}

// loadMedications is the group's inventory: the demo's medications, then common drugs of older adults in
// three strengths, kept in each building's cupboards.
func loadMedications(n int, now time.Time) []loadMedication {
	out := make([]loadMedication, 0, n)
	for i := 0; len(out) < n; i++ {
		building := 1 + i/(len(demoMedications)+len(loadDrugs)*3)
		var in MedicationInput
		if j := i % (len(demoMedications) + len(loadDrugs)*3); j < len(demoMedications) {
			m := demoMedications[j]
			in = MedicationInput{Name: m.name, Category: m.category, Concentration: m.concentration, Presentation: m.presentation,
				AdministrationRoute: m.route, Stock: m.stock, MinimumStock: m.minimum, Location: m.location, UnitPriceCents: m.cents,
				ExpirationDate: now.AddDate(0, 0, m.expiresInDays).Format(time.DateOnly)}
		} else {
			j -= len(demoMedications)
			d := loadDrugs[j/3]
			in = MedicationInput{Name: d.name, Category: d.category, Presentation: d.presentation, AdministrationRoute: d.route,
				Concentration: []string{"5 mg", "10 mg", "20 mg"}[j%3], Stock: 20 + (i*37)%300, MinimumStock: 10 + (i*13)%40,
				Location: fmt.Sprintf("Armario %c · estante %d", 'A'+rune(i%3), 1+i%4), UnitPriceCents: int64(5 + (i*71)%900),
				ExpirationDate: now.AddDate(0, 0, 20+(i*53)%700).Format(time.DateOnly)}
		}
		in.Location = fmt.Sprintf("Edificio %d · %s", building, in.Location)
		in.Supplier = []string{"Cofares", "Bidafarma", "Hefame"}[i%3]
		in.RequiresPrescription = in.Category == "Antibiotic" || in.Category == "Hormone"
		in.Notes = "Conservar en lugar seco."
		out = append(out, loadMedication{in: in})
	}
	return out
}

// loadNames: first names by gender and surnames, from the demo's residents.
func loadNames() (female, male, surnames []string) {
	seen := map[string]bool{}
	for _, p := range demoPeople {
		words := strings.Fields(p.name)
		first := strings.Join(words[:len(words)-2], " ")
		if p.gender == "female" {
			female = append(female, first)
		} else {
			male = append(male, first)
		}
		for _, w := range words[len(words)-2:] {
			if !seen[w] {
				seen[w] = true
				surnames = append(surnames, w)
			}
		}
	}
	return female, male, surnames
}

// loadResidents builds the residents: the demo's admission document (demoResident) with every field
// filled, a unique room, social security number and family account, stays of up to twelve years (most
// short), one in 25 archived.
func loadResidents(rng *rand.Rand, size LoadSize, now time.Time, meds int) []*loadResident {
	female, male, surnames := loadNames()
	areas := max(4, size.Residents/250)
	out := make([]*loadResident, size.Residents)
	for i := range out {
		gender, first := "female", female[rng.IntN(len(female))]
		if rng.IntN(10) < 3 {
			gender, first = "male", male[rng.IntN(len(male))]
		}
		name := first + " " + surnames[rng.IntN(len(surnames))] + " " + surnames[rng.IntN(len(surnames))]
		age := 68 + rng.IntN(32)
		stayDays := int(math.Min(12*365, rng.ExpFloat64()*900)) + 1
		p := demoPeople[i%len(demoPeople)]
		in := demoAdmission(i, name, gender, age, 0, p.diagnosis, now)
		admitted := time.Date(now.Year(), now.Month(), now.Day(), 10, 0, 0, 0, demoZone).AddDate(0, 0, -stayDays)
		in.AdmissionDate = admitted.Format(time.DateOnly)
		in.FamilyUsername = fmt.Sprintf("%s.%d", in.FamilyUsername, i)
		d := &in.Details
		d.MedicalEquipment.Others, d.OtherEquipmentText = true, "Cojín antiescaras"
		d.EvaluationMethod.FileStudy, d.EvaluationMethod.OtherMethods = true, true
		d.OtherMethodsText = "Informe de alta hospitalaria"
		d.ResidentReceipt.Others, d.OtherReceiptText = true, "Trae su historia clínica en papel"
		d.PhysicalCondition.Others, d.OtherConditionText = true, "Uñas de los pies engrosadas"
		r := &loadResident{in: in, area: i % areas, admitted: admitted, counts: map[string]int{}}
		if i%50 == 49 {
			r.area = -1
		}
		if i%25 == 24 { // a former resident: left some time ago
			r.archived = now.AddDate(0, 0, -1-rng.IntN(max(1, min(stayDays-1, 4*365))))
		}
		out[i] = r
	}
	return out
}

// loadEvents decides every record, Kardex and dose, and answers them in the order they happened.
func loadEvents(rng *rand.Rand, residents []*loadResident, meds []loadMedication, size LoadSize, now time.Time) []loadEvent {
	opening := now.AddDate(-size.Years, 0, -30)
	events := make([]loadEvent, 0, size.Records+len(residents)*8+len(meds))
	for i := range meds {
		events = append(events, loadEvent{at: opening.Add(time.Duration(i) * time.Second), what: evMedication, n: int32(i)})
	}
	windowStart := now.AddDate(-size.Years, 0, 0)
	type span struct{ from, to time.Time }
	spans := make([]span, len(residents))
	weights := make([]float64, len(residents))
	total := 0.0
	kardexTotal := 0
	for i, r := range residents {
		events = append(events, loadEvent{at: r.admitted, what: evResident, res: int32(i)})
		to := now
		if !r.archived.IsZero() {
			to = r.archived
			events = append(events, loadEvent{at: to, what: evArchive, res: int32(i)})
		}
		from := r.admitted.Add(24 * time.Hour)
		if from.Before(windowStart) {
			from = windowStart
		}
		if latest := now.Add(-2 * time.Hour); from.After(latest) { // admitted yesterday, and it is early
			from = latest
		}
		if !to.After(from) {
			to = from.Add(time.Hour)
		}
		spans[i] = span{from, to}
		days := to.Sub(from).Hours() / 24
		r.kardexes = make([]*loadKardex, 1+int(days/540))
		kardexTotal += len(r.kardexes)
		weights[i] = math.Max(days, 1)
		if i%20 == 0 { // long stays in the nursing unit: watched closely
			weights[i] *= 12
		}
		total += weights[i]
	}
	rest := size.Records - kardexTotal
	for i, r := range residents {
		sp := spans[i]
		days := int(sp.to.Sub(sp.from).Hours()/24) + 1
		// The Kardexes: the first on arrival (or the window's start), one reviewed every year and a half; each
		// ends the day before the next, and the last is in force.
		step := max(1, (days-2)/len(r.kardexes))
		for k := range r.kardexes {
			day := sp.from.AddDate(0, 0, k*step)
			kx := &loadKardex{day: day.In(demoZone)}
			entries := 2 + rng.IntN(4)
			for range entries {
				kx.entries = append(kx.entries, loadPrescription(rng, len(meds)))
			}
			r.kardexes[k] = kx
			if k > 0 {
				r.kardexes[k-1].endDay = kx.day.AddDate(0, 0, -1).Format(time.DateOnly)
			}
			at := time.Date(kx.day.Year(), kx.day.Month(), kx.day.Day(), 11, 0, 0, 0, demoZone)
			if at.After(now) {
				at = now.Add(-time.Hour)
			}
			events = append(events, loadEvent{at: at, what: evRecord, kind: "kardex", res: int32(i), n: int32(k), seed: rng.Uint32()})
		}
		r.counts["kardex"] = len(r.kardexes)
		n := int(math.Round(float64(rest) * weights[i] / total))
		counts := map[string]int{}
		for _, lk := range loadKinds {
			counts[lk.kind] = n * lk.share / 100
		}
		counts["vitals"] += n - counts["vitals"] - counts["care"] - counts["note"] - counts["socialwork"] - counts["incident"]
		if careDays := days - 1; counts["care"] > careDays { // one a day at most, and the day's is written at night
			counts["vitals"] += counts["care"] - max(0, careDays)
			counts["care"] = max(0, careDays)
		}
		for _, lk := range loadKinds {
			c := counts[lk.kind]
			r.counts[lk.kind] = c
			for j := range c {
				var day int
				if lk.kind == "care" {
					day = j * (days - 1) / c // distinct days, none of them today
				} else {
					day = int((float64(j) + rng.Float64()) * float64(days) / float64(c))
				}
				at := loadInstant(sp.from, day, lk.kind, rng)
				if at.After(now) || (!r.archived.IsZero() && at.After(r.archived)) {
					at = at.AddDate(0, 0, -1)
				}
				if at.Before(r.admitted) {
					at = r.admitted.Add(time.Hour)
				}
				events = append(events, loadEvent{at: at, what: evRecord, kind: lk.kind, res: int32(i), seed: rng.Uint32()})
			}
		}
		if r.archived.IsZero() {
			events = loadDoses(rng, events, i, r, now)
		}
	}
	slices.SortStableFunc(events, func(a, b loadEvent) int {
		if c := a.at.Compare(b.at); c != 0 {
			return c
		}
		return int(a.what) - int(b.what)
	})
	return events
}

// loadInstant is when a record of the kind was written on the given day of the stay, on Madrid's clock.
func loadInstant(from time.Time, day int, kind string, rng *rand.Rand) time.Time {
	d := from.In(demoZone).AddDate(0, 0, day)
	minute := 0
	switch kind {
	case "vitals":
		minute = []int{8*60 + 30, 20 * 60}[rng.IntN(2)] + rng.IntN(40)
	case "care":
		minute = 21 * 60
	case "socialwork":
		minute = 9*60 + rng.IntN(5*60)
	case "incident":
		minute = rng.IntN(24 * 60)
	default:
		minute = 7*60 + rng.IntN(15*60)
	}
	return time.Date(d.Year(), d.Month(), d.Day(), minute/60, minute%60, 0, 0, demoZone)
}

// loadPrescription is one entry of a Kardex: a scheduled medication (its times as the demo's prescriptions
// have them) or, one in five, a medication "si precisa".
func loadPrescription(rng *rand.Rand, meds int) loadEntry {
	e := loadEntry{id: uuid.NewString(), med: rng.IntN(meds), dose: "1 comprimido"}
	if rng.IntN(5) == 0 {
		e.prn, e.times = true, []string{}
		e.indication = loadPick(rng, "dolor", "fiebre", "insomnio", "agitación", "estreñimiento")
		e.max = 3
		e.frequency = "Si precisa: " + e.indication + " (máx. 3 al día)"
		return e
	}
	patterns := []struct {
		frequency string
		times     []string
	}{
		{"Cada 24 horas", []string{"09:00"}}, {"Cada 24 horas, en ayunas", []string{"08:00"}},
		{"Cada 12 horas", []string{"09:00", "21:00"}}, {"Cada 8 horas", []string{"00:00", "08:00", "16:00"}},
		{"Cada 24 horas, por la noche", []string{"22:00"}}, {"Con desayuno y cena", []string{"08:30", "20:30"}},
	}
	p := patterns[rng.IntN(len(patterns))]
	e.frequency, e.times = p.frequency, p.times
	return e
}

// loadDoses are the doses of the last 24 hours of the resident's Kardex in force: every slot given (one in
// fifty held; one in a hundred missed, so never recorded), and now and then a PRN dose.
func loadDoses(rng *rand.Rand, events []loadEvent, i int, r *loadResident, now time.Time) []loadEvent {
	k := r.kardexes[len(r.kardexes)-1]
	since := now.Add(-24 * time.Hour)
	if start := k.day.Add(24 * time.Hour); start.After(since) {
		since = start
	}
	local := now.In(demoZone)
	for j, en := range k.entries {
		if en.prn {
			if rng.IntN(6) == 0 {
				at := now.Add(-time.Duration(1+rng.IntN(23*60)) * time.Minute)
				if at.After(since) {
					events = append(events, loadEvent{at: at, what: evDose, res: int32(i), n: int32(j), seed: rng.Uint32()})
				}
			}
			continue
		}
		for back := range 2 {
			day := local.AddDate(0, 0, -back)
			for _, t := range en.times {
				var h, m int
				fmt.Sscanf(t, "%d:%d", &h, &m)
				slot := time.Date(day.Year(), day.Month(), day.Day(), h, m, 0, 0, demoZone)
				if !slot.After(since) || slot.After(now.Add(-20*time.Minute)) || rng.IntN(100) == 0 {
					continue
				}
				events = append(events, loadEvent{at: slot, what: evDose, res: int32(i), n: int32(j), seed: rng.Uint32()})
			}
		}
	}
	return events
}
