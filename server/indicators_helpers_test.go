package server_test

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"path/filepath"
	"testing"

	"amparo/server"
	"amparo/store"
)

// The indicators' test home: the care plan's (a doctor, a nurse, a social worker, an administrator and María
// José Núñez Peña) on a database file the test also opens, to write the registers of issue 28 straight into
// their tables as the registers' own routes would.
type indicatorsApp struct {
	*planApp
	db  *sql.DB
	seq int
}

func newIndicatorsApp(t *testing.T, now string) *indicatorsApp {
	t.Helper()
	clk := &clock{now: madrid(t, now)}
	path := filepath.Join(t.TempDir(), "amparo.db")
	st, err := store.Open(context.Background(), path, store.Options{Now: clk.Now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	keyFile := filepath.Join(t.TempDir(), server.KeyFileName)
	srv, err := server.New(context.Background(), server.Config{Store: st, UI: testUI, KeyFile: keyFile,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=foreign_keys(ON)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	a := &app{t: t, srv: srv, store: st, clock: clk, keyFile: keyFile}
	return &indicatorsApp{planApp: planAppOn(t, marAppOn(t, a, now)), db: db}
}

// at moves the clock to a moment of Madrid's.
func (x *indicatorsApp) at(now string) { x.clock.set(madrid(x.t, now)) }

// exec writes straight into the database.
func (x *indicatorsApp) exec(query string, args ...any) {
	x.t.Helper()
	if _, err := x.db.Exec(query, args...); err != nil {
		x.t.Fatalf("%v\n%s", err, query)
	}
}

func (x *indicatorsApp) newID(kind string) string {
	x.seq++
	return fmt.Sprintf("%s-%03d", kind, x.seq)
}

// storeTime is a moment of Madrid's clock as the store writes instants: UTC, six decimals.
func (x *indicatorsApp) storeTime(local string) string {
	return madrid(x.t, local).UTC().Format("2006-01-02T15:04:05.000000Z")
}

// voidedAt is the void column's value: the moment, or NULL for an entry that stands.
func (x *indicatorsApp) voidedAt(voided bool) any {
	if voided {
		return x.storeTime("2026-11-28T10:00")
	}
	return nil
}

// fall records a fall of the register at a moment of Madrid's clock.
func (x *indicatorsApp) fall(resident, local, injury string, voided bool) {
	x.exec(`INSERT INTO falls (id, resident_id, at, day, place, witnessed, found_on_floor, injury, restraint_in_use,
		doctor_informed, created_by, created_by_name, created_at, voided_at) VALUES (?, ?, ?, ?, 'habitacion', 0, 1, ?, 0, 1,
		'test', 'Enfermera', ?, ?)`, x.newID("fall"), resident, x.storeTime(local), local[:10], injury, x.storeTime(local),
		x.voidedAt(voided))
}

// lesion records a skin lesion found on a day, closed on another ("" while open); a upp is category II.
func (x *indicatorsApp) lesion(resident, kind, origin, detected, closed string, voided bool) {
	var category, closedOn, closedBy any
	if kind == "upp" {
		category = "II"
	}
	if closed != "" {
		closedOn, closedBy = closed, "test"
	}
	x.exec(`INSERT INTO skin_lesions (id, resident_id, type, category, view, region, x, y, origin, detected_on, length_cm,
		width_cm, closed_on, closed_by, closed_by_name, created_by, created_by_name, created_at, voided_at)
		VALUES (?, ?, ?, ?, 'posterior', 'sacro', 0.5, 0.5, ?, ?, 2, 1.5, ?, ?, ?, 'test', 'Enfermera', ?, ?)`,
		x.newID("lesion"), resident, kind, category, origin, detected, closedOn, closedBy, closedBy,
		x.storeTime(detected+"T10:00"), x.voidedAt(voided))
}

func (x *indicatorsApp) weight(resident, date string, kg float64, voided bool) {
	x.exec(`INSERT INTO weights (id, resident_id, date, kg, created_by, created_by_name, created_at, voided_at)
		VALUES (?, ?, ?, ?, 'test', 'Enfermera', ?, ?)`, x.newID("weight"), resident, date, kg, x.storeTime(date+"T08:00"),
		x.voidedAt(voided))
}

// drink records an intake at noon of a day.
func (x *indicatorsApp) drink(resident, day string, ml int, voided bool) {
	local := day + "T12:00"
	x.exec(`INSERT INTO fluid_intakes (id, resident_id, at, day, ml, drink, created_by, created_by_name, created_at, voided_at)
		VALUES (?, ?, ?, ?, ?, 'Agua', 'test', 'Enfermera', ?, ?)`, x.newID("drink"), resident, x.storeTime(local), day, ml,
		x.storeTime(local), x.voidedAt(voided))
}

func (x *indicatorsApp) fluidTarget(resident string, ml int) {
	x.exec(`INSERT INTO fluid_targets (resident_id, ml, updated_by, updated_by_name, updated_at) VALUES (?, ?, 'test', 'Enfermera', ?)`,
		resident, ml, x.storeTime("2026-11-01T09:00"))
}

// indicators asks GET /indicators as the administrative user.
func (x *indicatorsApp) indicators(query string) map[string]any {
	x.t.Helper()
	return x.request("GET", "/api/indicators?"+query, nil, x.admin).wantStatus(http.StatusOK).json()
}

// wantFigures compares each figure of got with want: numbers within a billionth (shares are fractions
// worked out by hand), nil for a share with nobody to share, and ulcerIncidence as a map.
func wantFigures(t *testing.T, what string, got map[string]any, want map[string]any) {
	t.Helper()
	for key, w := range want {
		g, ok := got[key]
		if !ok {
			t.Errorf("%s: no %s in %v", what, key, got)
			continue
		}
		switch w := w.(type) {
		case nil:
			if g != nil {
				t.Errorf("%s: %s = %v, want null", what, key, g)
			}
		case float64:
			if n, ok := g.(float64); !ok || math.Abs(n-w) > 1e-9 {
				t.Errorf("%s: %s = %v, want %v", what, key, g, w)
			}
		case int:
			if n, ok := g.(float64); !ok || n != float64(w) {
				t.Errorf("%s: %s = %v, want %d", what, key, g, w)
			}
		case map[string]any:
			m, _ := g.(map[string]any)
			wantFigures(t, what+" "+key, m, w)
		default:
			t.Fatalf("%s: cannot compare %T", key, w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%s: %d figures, want %d: %v", what, len(got), len(want), got)
	}
}

// months are the answer's months by name ("2026-11"), each without its name, and their names in order.
func months(t *testing.T, got map[string]any) (map[string]map[string]any, []string) {
	t.Helper()
	raw, ok := got["months"].([]any)
	if !ok {
		t.Fatalf("no months in %v", got)
	}
	byName, names := map[string]map[string]any{}, []string{}
	for _, m := range objects(raw) {
		name, _ := m["month"].(string)
		delete(m, "month")
		byName[name] = m
		names = append(names, name)
	}
	return byName, names
}

// figuresOnly is the answer without its months.
func figuresOnly(got map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range got {
		if k != "months" {
			out[k] = v
		}
	}
	return out
}
