package bench

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"amparo/internal/realserver"
	migrations "amparo/sql"
	"amparo/store"
)

// The home make bench-load measures (issue 24): 250 residents in four areas, each with a Kardex of 3 to 5
// scheduled entries, and a year of their history. What a home enters through the app (the staff, the
// areas, the inventory, the residents, each Kardex) is entered through the real binary's API, as a home
// would; the Kardex above all, whose storage is about to change. The year of history is then written
// straight into the database file with the server stopped (load_history_test.go): a year of a home's work
// through the API would take hours, and no audit rows are needed for it.
//
// The binary has no fixed clock, so the home is seeded relative to the real time: the Kardexes are
// prescribed now, their entries start a year ago, and the history ends now. The server owes no slot whose
// window closed before its entry was prescribed, so a past day's round lists the seeded doses (every slot,
// a few held) from the administrations themselves, not from the schedule's slots: the same rows, given or
// held. The slots from an hour before the prescription on are the round in progress, left unrecorded for the
// load's writes to give.

// seedVersion names the seed's shape in the cache's file name: change it whenever the seed changes.
const seedVersion = 5

const (
	homeResidents = 250
	historyDays   = 365
	// doseWindow is doseWindowMinutes, the settings' default (DESIGN 9): a slot may be recorded from its time
	// minus the window on, and is owed when its window had not closed when its entry was prescribed.
	doseWindow = 60 * time.Minute
)

// staffMember is an account of the home's staff, made with `amparo user create`.
type staffMember struct{ username, name, role string }

const staffPassword = "bench-load-2026"

var loadStaff = []staffMember{
	{"direccion", "Lucía Fernández Ortega", "administrative"},
	{"medico.ortega", "Javier Ortega Ruiz", "doctor"},
	{"medica.saez", "Elena Sáez Molina", "doctor"},
	{"enf.ruiz", "Carmen Ruiz Lozano", "nurse"},
	{"enf.iniguez", "Tomás Iñiguez Prieto", "nurse"},
	{"enf.belmonte", "Nuria Belmonte Cano", "nurse"},
	{"enf.ramos", "Sara Ramos Vidal", "nurse"},
	{"enf.castro", "Pablo Castro Gil", "nurse"},
	{"enf.medina", "Irene Medina Sanz", "nurse"},
	{"enf.rubio", "Alba Rubio Marín", "nurse"},
	{"enf.navarro", "Diego Navarro Cortés", "nurse"},
	{"ts.gil", "Marta Gil Navarro", "socialworker"},
}

// The accounts the load signs in with.
var (
	adminStaff  = loadStaff[0]
	doctorStaff = loadStaff[1]
	nurseStaff  = loadStaff[3]
)

// loadHome is what the seed made, kept beside the cached database as JSON: what the load's targets pick from.
type loadHome struct {
	SeedVersion int
	Schema      int
	SeededAt    time.Time // when the history ends (the Kardexes were prescribed just before)
	HistoryFrom string    // the first day of history, YYYY-MM-DD (Madrid)
	APISeconds  float64   // staff, areas, inventory, residents and Kardexes through the API
	SQLSeconds  float64   // the year of history, written into the file
	FileMiB     float64
	Areas       []homeArea
	Residents   []homeResident
	Medications int
	Families    int // residents admitted with a family account
	Photos      int
	Counts      historyCounts
}

type homeArea struct{ ID, Name string }

type homeResident struct {
	ID, Name, AreaID, Room string
	Diabetic               bool
	Weight                 float64 // kg, the middle of their weight over the year
	KardexID               string
	Entries                []homeEntry
}

// homeEntry is a Kardex entry as the server saved it: its id, its schedule and when that was set.
type homeEntry struct {
	ID             string    `json:"_id"`
	Medication     string    `json:"medication"`
	MedicationName string    `json:"medicationName"`
	Date           string    `json:"date"`
	Times          []string  `json:"times"`
	Weekdays       []int     `json:"weekdays"`
	ScheduleSetAt  time.Time `json:"scheduleSetAt"`
}

// slotsPerWeek is how many doses the entries owe in a week.
func (r homeResident) slotsPerWeek() int {
	n := 0
	for _, e := range r.Entries {
		days := 7
		if len(e.Weekdays) > 0 {
			days = len(e.Weekdays)
		}
		n += days * len(e.Times)
	}
	return n
}

// cachedHome answers the path of today's seeded home and what it holds, and whether it was cached, seeding it
// when this day (Madrid's), schema (the newest migration) or seed version has none yet:
// os.TempDir()/amparo-bench-load-s<schema>-v<seed>-<day>.db with a .json beside it; the files of other days
// and versions are removed. A new day seeds again: the last 30 days and the round in progress are counted
// from the seed. (The round in progress grows through the day: its slots since the seed are left
// unrecorded, and a server started hours later finds some missed and tells the staff, as it would.)
func cachedHome(t *testing.T, bin string) (string, loadHome, bool) {
	t.Helper()
	schema := schemaVersion(t)
	prefix := filepath.Join(os.TempDir(), fmt.Sprintf("amparo-bench-load-s%d-v%d-", schema, seedVersion))
	path := prefix + time.Now().In(madrid).Format("20060102") + ".db"
	old, _ := filepath.Glob(filepath.Join(os.TempDir(), "amparo-bench-load-*"))
	for _, f := range old {
		if !strings.HasPrefix(f, path) {
			os.RemoveAll(f)
		}
	}
	if raw, err := os.ReadFile(path + ".json"); err == nil {
		var home loadHome
		_, statErr := os.Stat(path)
		_, keyErr := os.Stat(path + realserver.AuditKeyBeside)
		if statErr == nil && keyErr == nil && json.Unmarshal(raw, &home) == nil {
			return path, home, true
		}
	}
	home := seedHome(t, bin, path, schema)
	raw, err := json.Marshal(home)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path+".json", raw, 0o600); err != nil {
		t.Fatal(err)
	}
	return path, home, false
}

// seedHome makes the home in a folder of its own and moves its database to path.
func seedHome(t *testing.T, bin, path string, schema int) loadHome {
	t.Helper()
	dir, err := os.MkdirTemp(os.TempDir(), "amparo-bench-seeding-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	home := loadHome{SeedVersion: seedVersion, Schema: schema}
	rng := rand.New(rand.NewPCG(24, 250))

	started := time.Now()
	for _, s := range loadStaff {
		out, err := exec.Command(bin, "user", "create", "--data", dir, "--username", s.username, "--password", staffPassword,
			"--name", s.name, "--role", s.role).CombinedOutput()
		if err != nil {
			t.Fatalf("user create %s: %v\n%s", s.username, err, out)
		}
	}
	srv := realserver.Start(t, bin, dir)
	stopped := false
	defer func() {
		if !stopped { // the seed failed half-way: no server is left behind
			srv.Kill(t)
		}
	}()
	seedThroughAPI(t, srv, &home, rng)
	srv.Stop(t)
	stopped = true
	home.APISeconds = time.Since(started).Seconds()

	started = time.Now()
	db := filepath.Join(dir, store.DBFile)
	counts, err := writeHistory(context.Background(), db, &home, rng)
	if err != nil {
		t.Fatalf("write the history: %v", err)
	}
	home.Counts = counts
	home.SQLSeconds = time.Since(started).Seconds()
	if _, err := os.Stat(db + "-wal"); err == nil {
		t.Fatalf("the seeded database %s still has a write-ahead log after closing", db)
	}
	if err := os.Rename(db, path); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(dir, store.AuditKeyFile), path+realserver.AuditKeyBeside); err != nil {
		t.Fatalf("keep the seeded home's audit key: %v", err)
	}
	if stat, err := os.Stat(path); err == nil {
		home.FileMiB = float64(stat.Size()) / (1 << 20)
	}
	return home
}

// seedThroughAPI enters the areas, the inventory, the residents and their Kardexes as the staff would.
func seedThroughAPI(t *testing.T, srv *realserver.Server, home *loadHome, rng *rand.Rand) {
	t.Helper()
	admin := srv.Signin(t, adminStaff.username, staffPassword)
	doctor := srv.Signin(t, doctorStaff.username, staffPassword)
	now := time.Now().In(madrid)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	home.HistoryFrom = today.AddDate(0, 0, -historyDays).Format(time.DateOnly)

	for _, a := range homeAreaNames {
		var out struct {
			ID string `json:"_id"`
		}
		apiPost(t, srv, admin, "/api/areas", map[string]string{"name": a.name, "description": a.description}, &out)
		home.Areas = append(home.Areas, homeArea{ID: out.ID, Name: a.name})
	}

	type medication struct{ id, name, dose, route string }
	var meds []medication
	for i, d := range loadDrugs {
		body := map[string]any{"name": d.name, "activeIngredient": d.ingredient, "category": d.category,
			"concentration": d.concentration, "presentation": d.presentation, "administrationRoute": d.route,
			"stock": 100_000, "minimumStock": 50, "expirationDate": today.AddDate(2, 0, 0).Format(time.DateOnly),
			"location": fmt.Sprintf("Botiquín central · armario %c", 'A'+rune(i%4)), "supplier": []string{"Cofares", "Bidafarma", "Hefame"}[i%3],
			"unitPrice": fmt.Sprintf("%d.%02d", i%7, 5+(i*37)%90), "requiresPrescription": true}
		var out struct {
			ID string `json:"_id"`
		}
		apiPost(t, srv, admin, "/api/medications", body, &out)
		meds = append(meds, medication{id: out.ID, name: d.name, dose: d.dose, route: d.route})
	}
	home.Medications = len(meds)

	photos := residentPhotos(t)
	for i := range homeResidents {
		area := home.Areas[i%len(home.Areas)]
		first, gender := homeFemale[rng.IntN(len(homeFemale))], "female"
		if rng.IntN(10) < 3 {
			first, gender = homeMale[rng.IntN(len(homeMale))], "male"
		}
		s1, s2 := homeSurnames[rng.IntN(len(homeSurnames))], homeSurnames[rng.IntN(len(homeSurnames))]
		name := first + " " + s1 + " " + s2
		slot := i / len(home.Areas) // the resident's place in the area: two to a room
		room := fmt.Sprintf("%d%02d-%c", i%len(home.Areas), 1+slot/2, 'A'+rune(slot%2))
		admitted := today.AddDate(-1-rng.IntN(8), -rng.IntN(12), -rng.IntN(28))
		allergies := "Ninguna conocida"
		if n := rng.IntN(10); n >= 7 {
			allergies = []string{"Penicilina", "Látex", "Contrastes yodados"}[n-7]
		}
		body := map[string]any{
			"name": name, "socialSecurity": fmt.Sprintf("28%08d%02d", 4_100_000+i*37, i%97), "area": area.ID,
			"dateOfBirth":   fmt.Sprintf("%d-%02d-%02d", 1924+rng.IntN(27), 1+rng.IntN(12), 1+rng.IntN(28)),
			"admissionDate": admitted.Format(time.DateOnly), "placeOfBirth": homePlaces[rng.IntN(len(homePlaces))],
			"gender": gender, "maritalStatus": []string{"widowed", "widowed", "married", "single", "divorced"}[rng.IntN(5)],
			"religion": "Católica", "room": room, "guardianName": homeFemale[rng.IntN(len(homeFemale))] + " " + s1 + " (hija)",
			"residentialAddress": "Calle Mayor " + strconv.Itoa(1+rng.IntN(90)) + ", Ávila", "mailingAddress": "Calle Mayor 1, Ávila",
			"phoneNumbers": fmt.Sprintf("+34 6%02d %03d %03d", rng.IntN(100), rng.IntN(1000), rng.IntN(1000)),
			"contactEmail": "familia" + strconv.Itoa(i) + "@example.es",
			"additionalFamilyMembers": []map[string]string{{"name": homeMale[rng.IntN(len(homeMale))] + " " + s1,
				"relationship": "hijo", "contact": "+34 600 333 444"}},
			"medicalPlan": "Seguridad Social", "supplement": "Ninguno", "medicalEquipment": map[string]bool{"walker": rng.IntN(2) == 0},
			"allergies": allergies, "diagnosis": homeDiagnoses[rng.IntN(len(homeDiagnoses))],
			"evaluationMethod": map[string]bool{"observation": true}, "orientation": map[string]bool{"place": true, "person": true},
			"residentReceipt": map[string]bool{"accompanied": true}, "accompaniedBy": "Su familia",
			"physicalCondition": map[string]bool{}, "comments": "Le gusta la radio.", "receivingEmployee": "Carmen Ruiz Lozano",
		}
		if i%4 == 0 { // a family account for one in four
			body["username"] = fmt.Sprintf("familia.%s.%s.%d", asciiWord(first), asciiWord(s1), i)
			body["password"], body["confirmPassword"] = "familia2026", "familia2026"
			home.Families++
		}
		if i%5 != 4 { // a photo for four in five
			body["photo"] = photos[i%len(photos)]
			home.Photos++
		}
		var out struct {
			ID string `json:"_id"`
		}
		apiPost(t, srv, admin, "/api/patients/create-new-patient", body, &out)
		home.Residents = append(home.Residents, homeResident{ID: out.ID, Name: name, AreaID: area.ID, Room: room,
			Diabetic: rng.IntN(4) == 0, Weight: 48 + float64(rng.IntN(40))})
	}

	for i := range home.Residents {
		r := &home.Residents[i]
		n := 3 + rng.IntN(3)
		picked := rng.Perm(len(meds))[:n]
		entries := make([]map[string]any, n)
		for j, m := range picked {
			s := homeSchedules[weightedPick(rng)]
			times := s.times
			if s.everyEight { // every eight hours, from an hour of the night or the morning
				h := rng.IntN(8)
				times = []string{fmt.Sprintf("%02d:00", h), fmt.Sprintf("%02d:00", h+8), fmt.Sprintf("%02d:00", h+16)}
			}
			entries[j] = map[string]any{"medication": meds[m].id, "dose": meds[m].dose, "route": meds[m].route,
				"date": home.HistoryFrom, "times": times, "weekdays": s.weekdays, "unitsPerDose": 1, "instructions": s.instructions}
		}
		var out struct {
			ID      string      `json:"_id"`
			Entries []homeEntry `json:"entries"`
		}
		apiPost(t, srv, doctor, "/api/kardex", map[string]any{"patientId": r.ID, "entries": entries,
			"responsibleName": doctorStaff.name}, &out)
		r.KardexID, r.Entries = out.ID, out.Entries
	}
	home.SeededAt = time.Now().UTC()
}

// apiPost sends body and reads the answer into out, failing on anything but 201.
func apiPost(t *testing.T, srv *realserver.Server, token, path string, body, out any) {
	t.Helper()
	resp, raw, err := srv.Do(http.MethodPost, path, token, body)
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("POST %s: %d %.500s", path, resp.StatusCode, raw)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		t.Fatalf("POST %s: %v in %.300s", path, err, raw)
	}
}

// asciiWord is a word as a username may hold it: folded, letters only.
func asciiWord(s string) string {
	var b strings.Builder
	for _, r := range store.Normalize(s) {
		if r >= 'a' && r <= 'z' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// residentPhotos are twelve portraits' stand-ins (a 240x300 PNG each, with a face-like blot), as data URLs.
func residentPhotos(t *testing.T) []string {
	t.Helper()
	out := make([]string, 12)
	for i := range out {
		img := image.NewRGBA(image.Rect(0, 0, 240, 300))
		bg := color.RGBA{uint8(150 + i*8), uint8(170 + i*5), uint8(200 - i*6), 255}
		for y := range 300 {
			for x := range 240 {
				c := bg
				if dx, dy := x-120, y-130; dx*dx*4+dy*dy*3 < 80*80*4 {
					c = color.RGBA{uint8(220 - i*3), uint8(180 - i*2), uint8(150 + i), 255}
				}
				c.R += uint8((x * y) % 7)
				img.Set(x, y, c)
			}
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		out[i] = "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
	}
	return out
}

// schemaVersion is the number of the newest migration.
func schemaVersion(t *testing.T) int {
	t.Helper()
	files, err := fs.Glob(migrations.FS, "*.sql")
	if err != nil {
		t.Fatal(err)
	}
	newest := 0
	for _, f := range files {
		if n, err := strconv.Atoi(strings.SplitN(f, "_", 2)[0]); err == nil {
			newest = max(newest, n)
		}
	}
	return newest
}

// madrid is the home's clock.
var madrid = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Madrid")
	if err != nil {
		panic(err)
	}
	return loc
}()
