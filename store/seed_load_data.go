package store

// What the load benchmark's home holds (seed_load.go writes it): its residents, medications, photos,
// five years of records and the last day's doses, drawn from a seeded random source.

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
)

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
