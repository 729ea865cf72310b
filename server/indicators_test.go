package server_test

import (
	"maps"
	"math/rand/v2"
	"net/http"
	"slices"
	"testing"
	"time"
)

// indicatorsMonth is November 2026 of a small home, every register written by hand (falls, lesions, weights
// and drinks straight into their tables; residents, restraints, care plans, assessments and doses through
// the API on the moving clock), with the answers worked out by hand below.
//
//	R1 María José Núñez Peña  area A, admitted 02/03/2026, a woman
//	R2 José Ruiz Cano         area A, admitted 10/11/2026, a man
//	R3 Rosa Martín Gil        area B, admitted 15/01/2026, archived 20/11/2026 at 11:00
//	R4 Antonio Sanz Prieto    area B, admitted 01/02/2026, his own fluid target of 1,200 ml
//	R6 Julia Prieto Cano      area A, admitted 01/01/2026, archived and deleted: counts nowhere
type indicatorsMonth struct {
	*indicatorsApp
	areaA, areaB       string
	r1, r2, r3, r4, r6 string
}

func newIndicatorsMonth(t *testing.T) *indicatorsMonth {
	x := &indicatorsMonth{indicatorsApp: newIndicatorsApp(t, "2026-11-01T09:00")}
	x.areaA, x.areaB = x.area("Planta baja"), x.area("Primera planta")
	x.r1 = x.resident
	x.request("POST", "/api/areas/"+x.areaA+"/patients/"+x.r1, nil, x.admin).wantStatus(http.StatusOK)
	x.r3 = x.admitTo("Rosa Martín Gil", "2026-01-15", x.areaB, "female")
	x.r4 = x.admitTo("Antonio Sanz Prieto", "2026-02-01", x.areaB, "male")
	x.r6 = x.admitTo("Julia Prieto Cano", "2026-01-01", x.areaA, "female")

	// R1's restraint, in use since 01/10 and registered late today, ends on 25/11.
	restraint := x.restraintIn(t, with(restraintOrder(x.r1), map[string]any{"startDate": "2026-10-01", "reviewDate": "2026-10-31",
		"consent": map[string]any{"givenBy": "Ana Núñez Peña", "relationship": "Hija", "date": "2026-09-30"}}))["_id"].(string)
	x.assessScore(x.r1, "barthel", "2026-05-01", 60) // due again 180 days later: 28/10
	x.assessScore(x.r3, "barthel", "2026-01-20", 60)
	x.assessScore(x.r4, "pfeiffer", "2026-10-01", 1) // due again on 30/03/2027
	x.assessScore(x.r4, "downton", "2026-10-31", 2)  // saved today, after his fall of 31/10 at 23:30

	// R1's tablet at 08:00 from 02/11 to 06/11.
	x.at("2026-11-01T12:00")
	kardex, entries := x.prescribe(x.r1, with(x.entry("08:00"), map[string]any{"date": "2026-11-02", "endDate": "2026-11-06"}))
	hold := func(slot, reason string) string {
		return x.request("POST", "/api/mar/administrations", map[string]any{"kardexId": kardex, "entryId": entries[0],
			"scheduledAt": slot, "status": "held", "reason": reason}, x.nurse).wantStatus(http.StatusCreated).text("_id")
	}
	x.at("2026-11-02T08:05")
	hold("2026-11-02T08:00", "refused") // held
	x.at("2026-11-02T10:00")
	x.agree(x.r4, "2026-11-02") // R4's plan, due in 180 days...
	x.at("2026-11-03T11:05")
	x.check(t) // 03/11 08:00, nobody recorded it: missed
	x.at("2026-11-04T08:02")
	mistaken := hold("2026-11-04T08:00", "refused")
	x.at("2026-11-04T08:05")
	x.request("POST", "/api/mar/administrations/"+mistaken+"/void", map[string]any{"reason": "Era otra residente."}, x.nurse).
		wantStatus(http.StatusOK)
	x.at("2026-11-04T11:05")
	x.check(t) // 04/11 08:00, its hold voided: missed
	x.at("2026-11-05T10:00")
	x.restraintIn(t, with(restraintOrder(x.r4), map[string]any{"startDate": "2026-11-05", "reviewDate": "2026-12-04",
		"consent": map[string]any{"givenBy": "Luis Sanz", "relationship": "Hijo", "date": "2026-11-04"}})) // ...due now: a new restraint
	x.at("2026-11-05T11:05")
	x.check(t) // 05/11 08:00 told missed...
	x.at("2026-11-05T11:30")
	x.give(x.nurse, kardex, entries[0], "2026-11-05T08:00").wantStatus(http.StatusCreated) // ...then given late: not missed
	x.at("2026-11-06T08:10")
	hold("2026-11-06T08:00", "absent") // away: not counted
	x.at("2026-11-08T10:00")
	x.agree(x.r1, "2026-11-08") // in force until May 2027; her restraint's review trigger came before it
	x.at("2026-11-10T10:00")
	x.r2 = x.admitTo("José Ruiz Cano", "2026-11-10", x.areaA, "male")
	x.at("2026-11-13T10:00")
	x.assessScore(x.r2, "downton", "2026-11-13", 2) // after his fall of the 12th, before the one of the 13th at 18:00
	x.at("2026-11-20T11:00")
	x.request("PATCH", "/api/patients/archive/"+x.r3, nil, x.admin).wantStatus(http.StatusOK)
	x.at("2026-11-25T10:00")
	x.request("POST", "/api/restraints/"+restraint+"/end", map[string]any{"reason": "Duerme tranquila con la cama baja."},
		x.doctor).wantStatus(http.StatusOK)
	x.at("2026-11-26T10:00")
	x.request("PATCH", "/api/patients/archive/"+x.r6, nil, x.admin).wantStatus(http.StatusOK)
	x.request("DELETE", "/api/patients/"+x.r6, nil, x.admin).wantStatus(http.StatusOK)

	x.fall(x.r1, "2026-11-05T10:00", "ninguna", false)
	x.fall(x.r1, "2026-11-15T10:00", "leve", false)
	x.fall(x.r2, "2026-11-12T18:00", "grave", false)
	x.fall(x.r2, "2026-11-13T18:00", "ninguna", false)
	x.fall(x.r3, "2026-11-18T09:00", "ninguna", false)
	x.fall(x.r3, "2026-11-19T09:00", "leve", true) // voided
	x.fall(x.r4, "2026-10-31T23:30", "ninguna", false)
	x.fall(x.r6, "2026-11-07T10:00", "grave", false) // deleted resident

	x.lesion(x.r1, "upp", "residencia", "2026-11-03", "", false)
	x.lesion(x.r2, "upp", "hospital", "2026-11-10", "2026-11-30", false) // closed on the last day: not open that night
	x.lesion(x.r3, "upp", "domicilio", "2026-01-15", "", false)
	x.lesion(x.r4, "upp", "residencia", "2026-10-01", "", false)
	x.lesion(x.r4, "humedad", "residencia", "2026-11-20", "", false) // not a pressure ulcer
	x.lesion(x.r4, "upp", "residencia", "2026-11-25", "", true)      // voided
	x.lesion(x.r6, "upp", "residencia", "2026-11-07", "", false)     // deleted resident

	x.weight(x.r1, "2026-10-20", 80, false)
	x.weight(x.r1, "2026-11-18", 76, false) // (80 - 76) / 80 = 5% in 30 days: a loss
	x.weight(x.r2, "2026-11-01", 90, true)  // voided
	x.weight(x.r2, "2026-11-11", 60, false)
	x.weight(x.r2, "2026-11-25", 58, false) // 2 / 60 = 3.3%: none
	x.weight(x.r3, "2026-11-01", 50, false)
	x.weight(x.r3, "2026-11-15", 45, false) // 10% in 30 days: a loss
	x.weight(x.r4, "2026-06-10", 70, false)
	x.weight(x.r4, "2026-10-01", 65, false)
	x.weight(x.r4, "2026-11-05", 63, false) // none in the 30 days before; (70 - 63) / 70 = 10% in 180 days: a loss

	x.fluidTarget(x.r4, 1200)
	x.drink(x.r1, "2026-11-03", 1000, false)
	x.drink(x.r1, "2026-11-03", 500, false)  // 1,500 < 1,600 (a woman): under
	x.drink(x.r1, "2026-11-04", 1600, false) // the target reached: not under
	x.drink(x.r2, "2026-11-12", 1800, false) // 1,800 < 2,000 (a man): under
	x.drink(x.r2, "2026-11-13", 1700, false)
	x.drink(x.r2, "2026-11-13", 400, true)   // voided: 1,700 < 2,000, under
	x.drink(x.r4, "2026-11-20", 1300, false) // his own target, 1,200: not under
	x.drink(x.r3, "2026-10-31", 500, false)  // October: under

	x.later("2026-12-05T10:00") // and everyone signs in again: sessions last 30 days
	return x
}

// area makes an area and answers its id.
func (x *indicatorsMonth) area(name string) string {
	return x.request("POST", "/api/areas", map[string]any{"name": name, "description": ""}, x.admin).
		wantStatus(http.StatusCreated).text("_id")
}

// admitTo admits a resident on a day to an area.
func (x *indicatorsMonth) admitTo(name, day, area, gender string) string {
	return x.createResident(x.admin, with(validResident(name), map[string]any{"admissionDate": day, "area": area,
		"gender": gender}))["_id"].(string)
}

// agree drafts a plan for the resident and has the doctor approve it with the agreement of that day.
func (x *indicatorsMonth) agree(resident, day string) {
	id := x.newDraft(resident)["_id"].(string)
	x.request("PUT", "/api/care-plans/"+id, completeBody(), x.nurse).wantStatus(http.StatusOK)
	body := agreement(x.t)
	body["agreement"].(map[string]any)["date"] = day
	x.request("POST", "/api/care-plans/"+id+"/approve", body, x.doctor).wantStatus(http.StatusOK)
}

// Every figure of November 2026, home-wide and for area B, against the hand-worked answers.
func TestIndicatorsOfAMonth(t *testing.T) {
	x := newIndicatorsMonth(t)
	november := map[string]any{
		// Nights from 01/11 to 30/11: R1 30, R2 21 (10-30), R3 19 (1-19: not the night of the 20th), R4 30 = 100.
		"residentDays": 100,
		// R1 2, R2 2, R3 1 (its voided one left out); R4's of 31/10 is October's, R6 is deleted.
		"falls": 5, "fallsPer1000": 5.0 * 1000 / 100,
		"fallsWithInjury": 2, // R1 leve, R2 grave
		// On 30/11, present R1, R2, R4 (R3 archived): open ulcers R1 and R4 (R2's closed that day) = 2/3.
		"ulcerPrevalence": 2.0 / 3,
		// Found in November: R1 residencia, R2 hospital (R4's humedad is no ulcer, its upp voided; R6 deleted).
		"ulcerIncidence": map[string]any{"residencia": 1, "domicilio": 0, "hospital": 1},
		// On 30/11 R4's restraint is in use; R1's ended on the 25th: 1/3.
		"restraintPrevalence": 1.0 / 3,
		// R1 (5% in 30 days), R3 (10% in 30 days), R4 (10% in 180 days); R2 3.3%.
		"weightLoss": 3,
		// R1 on 3/11 (1,500 < 1,600), R2 on 12/11 (1,800 < 2,000) and 13/11 (1,700 < 2,000) = 3.
		"fluidDaysUnderTarget": 3,
		"dosesMissed":          2, // 03/11 and 04/11 (the hold voided); 05/11 was given late
		"dosesHeld":            1, // 02/11 refused; 04/11's voided, 06/11's absent
		// On 30/11: R1's plan in force; R4's made due by his new restraint; R2 has none: 1/3.
		"carePlansCurrent": 1.0 / 3,
		// R1: Barthel (due 28/10), Downton and Tinetti (never done, falls) = 3; R2: Tinetti (never, falls) and
		// Downton (the fall of the 13th at 18:00 came after it) = 2; R4: Tinetti (never, his fall) = 1; = 6.
		"assessmentsOverdue": 6,
	}
	got := x.indicators("from=2026-11-01&to=2026-11-30")
	wantFigures(t, "November", figuresOnly(got), november)
	byMonth, names := months(t, got)
	if !slices.Equal(names, []string{"2026-11"}) {
		t.Fatalf("months %v", names)
	}
	wantFigures(t, "November's month", byMonth["2026-11"], november)

	areaB := map[string]any{
		"residentDays": 49,                                                   // R3 19 + R4 30
		"falls":        1, "fallsPer1000": 1000.0 / 49, "fallsWithInjury": 0, // R3's (its leve one voided)
		"ulcerPrevalence":      1.0,                                                            // R4 alone present on 30/11, with his ulcer of 01/10
		"ulcerIncidence":       map[string]any{"residencia": 0, "domicilio": 0, "hospital": 0}, // only a humedad and a voided upp
		"restraintPrevalence":  1.0,
		"weightLoss":           2,                 // R3, R4
		"fluidDaysUnderTarget": 0,                 // R4 over his own target
		"dosesMissed":          0, "dosesHeld": 0, // R1's
		"carePlansCurrent":   0.0, // R4's due since the 5th
		"assessmentsOverdue": 1,   // R4's Tinetti
	}
	wantFigures(t, "area B", figuresOnly(x.indicators("from=2026-11-01&to=2026-11-30&areaId="+x.areaB)), areaB)
}

// A range of two months: each month's figures, its point figures on its last day; the range's counts add up,
// a resident losing weight counts once, and its point figures are those of its last day.
func TestIndicatorsByMonthOfARange(t *testing.T) {
	x := newIndicatorsMonth(t)
	got := x.indicators("from=2026-10-15&to=2026-11-30")
	byMonth, names := months(t, got)
	if !slices.Equal(names, []string{"2026-10", "2026-11"}) {
		t.Fatalf("months %v", names)
	}
	wantFigures(t, "October (from the 15th)", byMonth["2026-10"], map[string]any{
		"residentDays": 51,                                                   // 15/10 to 31/10, 17 nights each of R1, R3, R4 (R2 not yet admitted, R6 deleted)
		"falls":        1, "fallsPer1000": 1000.0 / 51, "fallsWithInjury": 0, // R4's on 31/10 at 23:30
		"ulcerPrevalence":      2.0 / 3, // on 31/10 present R1, R3, R4: R3's (from home) and R4's open
		"ulcerIncidence":       map[string]any{"residencia": 0, "domicilio": 0, "hospital": 0},
		"restraintPrevalence":  1.0 / 3, // R1's, in use since 01/10 though registered on 01/11
		"weightLoss":           0,
		"fluidDaysUnderTarget": 1, // R3's 500 ml on 31/10
		"dosesMissed":          0, "dosesHeld": 0,
		"carePlansCurrent":   0.0, // none agreed yet
		"assessmentsOverdue": 3,   // R1's Barthel, R3's Barthel, R4's Tinetti (his Downton that day came after the fall)
	})
	wantFigures(t, "the range", figuresOnly(got), map[string]any{
		"residentDays": 151, "falls": 6, "fallsPer1000": 6000.0 / 151, "fallsWithInjury": 2,
		"ulcerPrevalence": 2.0 / 3, "ulcerIncidence": map[string]any{"residencia": 1, "domicilio": 0, "hospital": 1},
		"restraintPrevalence": 1.0 / 3, "weightLoss": 3, "fluidDaysUnderTarget": 4, "dosesMissed": 2, "dosesHeld": 1,
		"carePlansCurrent": 1.0 / 3, "assessmentsOverdue": 6,
	})
}

// A period reaching past today is counted up to today: December asked on the 5th has five nights.
func TestIndicatorsStopToday(t *testing.T) {
	x := newIndicatorsMonth(t)
	got := x.indicators("from=2026-12-01&to=2026-12-31")
	wantFigures(t, "December so far", figuresOnly(got), map[string]any{
		"residentDays": 15, // R1, R2, R4, five nights each
		"falls":        0, "fallsPer1000": 0.0, "fallsWithInjury": 0,
		"ulcerPrevalence":      2.0 / 3, // on 05/12: R1, R4
		"ulcerIncidence":       map[string]any{"residencia": 0, "domicilio": 0, "hospital": 0},
		"restraintPrevalence":  1.0 / 3, // R4's, past its review but in use
		"weightLoss":           0,
		"fluidDaysUnderTarget": 0, "dosesMissed": 0, "dosesHeld": 0,
		"carePlansCurrent":   1.0 / 3,
		"assessmentsOverdue": 6,
	})
	if _, names := months(t, got); !slices.Equal(names, []string{"2026-12"}) {
		t.Fatalf("months %v", names)
	}
	// Nobody present: the shares are null, not zero.
	empty := x.indicators("from=2026-12-01&to=2026-12-05&areaId=" + x.area("Unidad de memoria"))
	wantFigures(t, "an empty area", figuresOnly(empty), map[string]any{
		"residentDays": 0, "falls": 0, "fallsPer1000": nil, "fallsWithInjury": 0, "ulcerPrevalence": nil,
		"ulcerIncidence": map[string]any{"residencia": 0, "domicilio": 0, "hospital": 0}, "restraintPrevalence": nil,
		"weightLoss": 0, "fluidDaysUnderTarget": 0, "dosesMissed": 0, "dosesHeld": 0, "carePlansCurrent": nil,
		"assessmentsOverdue": 0,
	})
}

// The days under the fluid target follow the fluids register (POST /fluids, and its voids): a day whose total
// falls under the target counts, a day whose every intake was voided has none recorded and does not.
func TestIndicatorsFluidDaysFollowTheRegister(t *testing.T) {
	x := newIndicatorsApp(t, "2026-11-10T09:00")
	under := func() any {
		return x.indicators("from=2026-11-01&to=2026-11-10")["fluidDaysUnderTarget"]
	}
	drink := func(ml int) string {
		return x.request("POST", "/api/fluids", map[string]any{"residentId": x.resident, "ml": ml, "drink": "Agua"}, x.nurse).
			wantStatus(http.StatusCreated).text("_id")
	}
	void := func(id string) {
		x.request("POST", "/api/fluids/"+id+"/void", map[string]any{"reason": "Era de otra residente."}, x.nurse).wantStatus(http.StatusOK)
	}
	glass, bottle := drink(1000), drink(700)
	if got := under(); got != 0.0 {
		t.Fatalf("1,700 ml of 1,600: %v days under", got)
	}
	void(bottle)
	if got := under(); got != 1.0 {
		t.Fatalf("1,000 ml left of 1,600: %v days under, want 1", got)
	}
	void(glass)
	if got := under(); got != 0.0 {
		t.Fatalf("every intake voided: %v days under, want 0", got)
	}
}

// Assessments overdue count, on the period's last day, what GET /assessments/due lists that day: random
// assessments and falls (incidents marked as a fall, each making its fall of the register), many on the same
// days, written in a random order a minute apart, so that which came first on a day decides.
func TestIndicatorsOverdueAgreesWithTheDueList(t *testing.T) {
	x := newIndicatorsApp(t, "2026-11-20T10:00")
	residents := []string{x.resident,
		x.createResident(x.admin, with(validResident("Rosa Martín Gil"), map[string]any{"admissionDate": "2025-01-10"}))["_id"].(string),
		x.createResident(x.admin, with(validResident("José Ruiz Cano"), map[string]any{"admissionDate": "2025-06-01"}))["_id"].(string)}
	scales := []string{"barthel", "downton", "tinetti", "norton", "mna-sf"}
	days := []string{"2026-03-01", "2026-05-20", "2026-08-20", "2026-08-21", "2026-09-10", "2026-11-18", "2026-11-19", "2026-11-20"}
	rng := rand.New(rand.NewPCG(28, 7))
	for range 60 {
		x.clock.Advance(time.Minute)
		resident, day := residents[rng.IntN(len(residents))], days[rng.IntN(len(days))]
		if rng.IntN(4) > 0 {
			scale := scales[rng.IntN(len(scales))]
			x.assessScore(resident, scale, day, slices.Min(slices.Collect(maps.Keys(reachable(x.scales[scale])))))
			continue
		}
		x.request("POST", "/api/incidents", map[string]any{"residentId": resident, "date": day, "time": "12:00", "shift": "mañana",
			"situation": "Encontrada en el suelo.", "isFall": true}, x.nurse).wantStatus(http.StatusCreated) // and its fall
	}
	due := x.request("GET", "/api/assessments/due", nil, x.nurse).wantStatus(http.StatusOK).jsonArray()
	got := x.indicators("from=2026-11-20&to=2026-11-20")["assessmentsOverdue"]
	reasons := map[any]int{}
	for _, d := range objects(due) {
		reasons[d["reason"]]++
	}
	if reasons["fall"] == 0 || reasons["reassess"] == 0 || got != float64(len(due)) {
		t.Fatalf("assessments overdue %v, the due list has %d (%v): %v", got, len(due), reasons, due)
	}
}
