package store_test

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"amparo/store"
	"amparo/store/storetest"
)

// listedResident is what the test knows of a resident, to work out by hand what each list must answer.
type listedResident struct {
	id, name, room, socialSecurity, areaID, dateOfBirth string
	archived, deleted                                   bool
}

func (r listedResident) search() string {
	return store.Normalize(strings.Join([]string{r.name, r.room, r.socialSecurity}, " "))
}

// The list's pages, totals and search (instr on the normalised search column, so % and _ are plain letters)
// answer exactly what testing every resident by hand answers, in the same order, after every kind of change:
// admissions, a new name and area, archiving and back, deletion, an area removed and residents moved.
func TestResidentListAnswersWhatEveryResidentSays(t *testing.T) {
	s := storetest.New(t)
	actor := store.Actor{UserID: "u-admin", Role: "admin"}
	areaA, err := s.CreateArea(ctx, actor, "Planta baja", "")
	if err != nil {
		t.Fatal(err)
	}
	areaB, err := s.CreateArea(ctx, actor, "Primera planta", "")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"María Núñez García", "José Nuñez", "Ángela Ruiz", "Íñigo Sáez", "Ana Gar", "Juan 50% Pérez",
		"Pilar_Luna", `Rosa "la Chata" Gil`, "Nuria Ibáñez", "Carmen Núñez Ruiz", "Elena Núñez", "Antonio Garcés"}
	model := map[string]*listedResident{}
	for i, name := range names {
		area := []string{areaA.ID, areaB.ID, ""}[i%3]
		in := store.ResidentInput{Name: name, SocialSecurity: fmt.Sprintf("28%010d", 1000+i),
			DateOfBirth: fmt.Sprintf("19%02d-0%d-1%d", 30+i, 1+i%9, i%10), AdmissionDate: "2024-01-15",
			Room: fmt.Sprint(100 + i), AreaID: area}
		r, err := s.CreateResident(ctx, actor, in)
		if err != nil {
			t.Fatal(err)
		}
		model[r.ID] = &listedResident{id: r.ID, name: name, room: in.Room, socialSecurity: in.SocialSecurity, areaID: area,
			dateOfBirth: in.DateOfBirth}
	}
	searches := []string{"", "n", "nu", "NÚÑ", "núñez", "nunez ruiz", "gar", "50%", "_lu", `"la chata"`, "10", "2800000010",
		"zzz", "ez ", "nunez 11"}
	check := func(step string) {
		t.Helper()
		for _, archived := range []bool{false, true} {
			for _, area := range []string{"", areaA.ID, areaB.ID, "none"} {
				for _, search := range searches {
					for _, byAge := range []bool{false, true} {
						for _, desc := range []bool{false, true} {
							for _, window := range [][2]int{{0, 100}, {2, 3}} { // all of it; a page in the middle
								f := store.ResidentFilter{Archived: archived, Search: search, AreaID: area, ByAge: byAge,
									Desc: desc, Offset: window[0], Limit: window[1]}
								if area == "none" {
									f.AreaID, f.NoArea = "", true
								}
								checkList(t, s, step, f, model)
							}
						}
					}
				}
			}
		}
	}
	check("after the admissions")

	byName := func(name string) *listedResident {
		for _, r := range model {
			if r.name == name {
				return r
			}
		}
		t.Fatalf("no %s", name)
		return nil
	}
	// A new name, room and area.
	jose := byName("José Nuñez")
	current, err := s.ResidentByID(ctx, jose.id)
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.UpdateResident(ctx, actor, jose.id, store.ResidentInput{Name: "José Ortega", SocialSecurity: current.SocialSecurity,
		DateOfBirth: current.DateOfBirth, AdmissionDate: current.AdmissionDate, Room: "301", AreaID: areaA.ID})
	if err != nil {
		t.Fatal(err)
	}
	jose.name, jose.room, jose.areaID = "José Ortega", "301", areaA.ID
	check("after a new name, room and area")

	// What the list shows but does not filter on: an admission date, an area's name.
	current, err = s.ResidentByID(ctx, jose.id)
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.UpdateResident(ctx, actor, jose.id, store.ResidentInput{Name: current.Name, SocialSecurity: current.SocialSecurity,
		DateOfBirth: current.DateOfBirth, AdmissionDate: "2025-12-31", Room: current.Room, AreaID: current.AreaID})
	if err != nil {
		t.Fatal(err)
	}
	check("after a new admission date")
	if _, err := s.UpdateArea(ctx, actor, areaA.ID, "Planta Jardín", ""); err != nil {
		t.Fatal(err)
	}
	check("after an area's new name")

	// Archived, back, archived again and deleted.
	for _, name := range []string{"María Núñez García", "Ángela Ruiz", "Elena Núñez"} {
		if _, err := s.ToggleArchive(ctx, actor, byName(name).id); err != nil {
			t.Fatal(err)
		}
		byName(name).archived = true
	}
	if _, err := s.ToggleArchive(ctx, actor, byName("Ángela Ruiz").id); err != nil {
		t.Fatal(err)
	}
	byName("Ángela Ruiz").archived = false
	if err := s.DeleteResident(ctx, actor, byName("Elena Núñez").id); err != nil {
		t.Fatal(err)
	}
	byName("Elena Núñez").deleted = true
	check("after archiving and a deletion")

	// An area removed leaves its residents without one; residents moved between areas.
	if err := s.DeleteArea(ctx, actor, areaB.ID); err != nil {
		t.Fatal(err)
	}
	for _, r := range model {
		if r.areaID == areaB.ID {
			r.areaID = ""
		}
	}
	nuria := byName("Nuria Ibáñez")
	if _, err := s.AssignArea(ctx, actor, areaA.ID, nuria.id); err != nil {
		t.Fatal(err)
	}
	nuria.areaID = areaA.ID
	check("after an area removed and a resident moved")
}

// checkList compares one list with what the model says it must hold, in its order.
func checkList(t *testing.T, s *store.Store, step string, f store.ResidentFilter, model map[string]*listedResident) {
	t.Helper()
	var want []*listedResident
	needle := store.Normalize(f.Search)
	for _, r := range model {
		inArea := f.AreaID == "" && !f.NoArea || r.areaID == f.AreaID && !f.NoArea || f.NoArea && r.areaID == ""
		if !r.deleted && r.archived == f.Archived && inArea && strings.Contains(r.search(), needle) {
			want = append(want, r)
		}
	}
	slices.SortFunc(want, func(a, b *listedResident) int {
		if f.ByAge { // ascending age is descending birth date, and so are the ties
			return cmp.Or(cmp.Compare(b.dateOfBirth, a.dateOfBirth), cmp.Compare(b.search(), a.search()), cmp.Compare(b.id, a.id))
		}
		return cmp.Or(cmp.Compare(a.search(), b.search()), cmp.Compare(a.id, b.id))
	})
	total := len(want)
	if f.Desc {
		slices.Reverse(want)
	}
	want = want[min(f.Offset, len(want)):min(f.Offset+f.Limit, len(want))]
	got, gotTotal, err := s.ListResidents(ctx, f)
	if err != nil {
		t.Fatalf("%s: %+v: %v", step, f, err)
	}
	gotNames, wantNames := make([]string, len(got)), make([]string, len(want))
	for i, r := range got {
		gotNames[i] = r.Name
	}
	for i, r := range want {
		wantNames[i] = r.name
	}
	for _, r := range got { // each shown as it is saved
		saved, err := s.ResidentByID(ctx, r.ID)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		saved.Details, saved.FamilyUserID, saved.FamilyUsername = store.ResidentDetails{}, "", ""
		if !reflect.DeepEqual(r, saved) {
			t.Errorf("%s: the list shows\n%+v\nsaved\n%+v", step, r, saved)
		}
	}
	if gotTotal != total || !slices.Equal(gotNames, wantNames) {
		t.Errorf("%s: search %q, archived %v, area %q (none %v), by age %v, descending %v, from %d:\n got %d %q\nwant %d %q",
			step, f.Search, f.Archived, f.AreaID, f.NoArea, f.ByAge, f.Desc, f.Offset, gotTotal, gotNames, total, wantNames)
	}
}

// Migration 23 drops the directory's counter and its triggers and adds the list's indexes; down again, the
// counter is back and moves with a change of a resident, as 00018 and 00021 made it.
func TestResidentsListPlainMigrationGoesDownAndUp(t *testing.T) {
	_, raw, provider := migratedTo(t, 23)
	defer raw.Close()
	schema := func() string {
		t.Helper()
		rows, err := raw.Query(`SELECT type || ' ' || name FROM sqlite_schema
			WHERE name LIKE 'resident%list%' ORDER BY name`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var names []string
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				t.Fatal(err)
			}
			names = append(names, name)
		}
		return strings.Join(names, ", ")
	}
	const up = "index residents_list_by_birth, index residents_list_by_name"
	if got := schema(); got != up {
		t.Fatalf("after migration 23: %s, want %s", got, up)
	}
	if _, err := provider.DownTo(ctx, 22); err != nil {
		t.Fatalf("migration 23 down: %v", err)
	}
	const down = "table resident_list_version, trigger residents_list_area_name, trigger residents_list_delete, " +
		"trigger residents_list_insert, trigger residents_list_update"
	if got := schema(); got != down {
		t.Fatalf("after migration 23 down: %s, want %s", got, down)
	}
	if _, err := raw.Exec(`INSERT INTO residents (id, name, social_security, date_of_birth, admission_date, created_at,
		created_by, updated_at, updated_by) VALUES ('r1', 'Elena Martín', '281234567890', '1940-02-03', '2024-01-10',
		'2026-11-20T08:00:00.000000Z', 'u', '2026-11-20T08:00:00.000000Z', 'u')`); err != nil {
		t.Fatal(err)
	}
	var version int
	if err := raw.QueryRow(`SELECT version FROM resident_list_version`).Scan(&version); err != nil || version != 2 {
		t.Fatalf("the counter after an admission: %d, %v; want 2", version, err)
	}
	if _, err := provider.UpTo(ctx, 23); err != nil {
		t.Fatalf("migration 23 up again: %v", err)
	}
	if got := schema(); got != up {
		t.Fatalf("after migration 23 again: %s, want %s", got, up)
	}
}
