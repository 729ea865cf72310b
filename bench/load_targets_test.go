package bench

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// The load's requests: each one a call makes asks for something else, drawn at random from the seeded home
// (math/rand/v2's functions, safe for vegeta's workers to call at once).

// request is one request of a call: its method, path and body (nil for a GET).
type request struct {
	method, path string
	body         []byte
}

// homeTargets is what the targets draw from: the home, and what the database held when the load began.
type homeTargets struct {
	home      loadHome
	names     [][]string          // each resident's name, as words
	vitalIDs  map[string][]string // each resident's vital signs' ids
	days      []string            // the last 30 days (Madrid), today first
	doseSlots []doseSlot          // distinct slots the load may give, none recorded yet
	pages     int                 // pages of the residents list, 10 a page
}

// doseSlot is a slot of a Kardex entry, with nothing recorded for it.
type doseSlot struct{ kardexID, entryID, key string }

// readHomeTargets reads, from the copy the server will open (before it does), every resident's vital
// signs' ids and the slots already recorded, and works out the slots the load may give: those the server owes
// (their window had not closed when their entry was prescribed) that may be recorded by now (from their time
// minus the window on), with nothing recorded.
func readHomeTargets(ctx context.Context, dbPath string, home loadHome, now time.Time) (*homeTargets, error) {
	db, err := sql.Open("sqlite", "file:"+dbPath+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	ht := &homeTargets{home: home, vitalIDs: map[string][]string{}, pages: (len(home.Residents) + 9) / 10}
	rows, err := db.QueryContext(ctx, `SELECT resident_id, id FROM vital_signs WHERE deleted_at IS NULL`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var resident, id string
		if err := rows.Scan(&resident, &id); err != nil {
			rows.Close()
			return nil, err
		}
		ht.vitalIDs[resident] = append(ht.vitalIDs[resident], id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}

	from := home.SeededAt.Add(-doseWindow).In(madrid).Format("2006-01-02T15:04")
	taken := map[doseSlot]bool{}
	rows, err = db.QueryContext(ctx, `SELECT kardex_id, entry_id, scheduled_at FROM administrations WHERE scheduled_at >= ?`, from)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var s doseSlot
		if err := rows.Scan(&s.kardexID, &s.entryID, &s.key); err != nil {
			rows.Close()
			return nil, err
		}
		taken[s] = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	today := now.In(madrid)
	day := time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, time.UTC)
	for i := range 30 {
		ht.days = append(ht.days, day.AddDate(0, 0, -i).Format(time.DateOnly))
	}
	first := home.SeededAt.In(madrid)
	for d := time.Date(first.Year(), first.Month(), first.Day(), 0, 0, 0, 0, time.UTC); !d.After(day.AddDate(0, 0, 1)); d = d.AddDate(0, 0, 1) {
		date := d.Format(time.DateOnly)
		for _, r := range home.Residents {
			for _, e := range r.Entries {
				if date < e.Date || (len(e.Weekdays) > 0 && !slices.Contains(e.Weekdays, isoWeekday(d))) {
					continue
				}
				for _, clock := range e.Times {
					due, ok := slotTime(date + "T" + clock)
					s := doseSlot{kardexID: r.KardexID, entryID: e.ID, key: date + "T" + clock}
					if ok && !due.Add(doseWindow).Before(e.ScheduleSetAt) && !due.Add(-doseWindow).After(now) && !taken[s] {
						ht.doseSlots = append(ht.doseSlots, s)
					}
				}
			}
		}
	}
	rand.Shuffle(len(ht.doseSlots), func(i, j int) { ht.doseSlots[i], ht.doseSlots[j] = ht.doseSlots[j], ht.doseSlots[i] })
	for _, r := range home.Residents {
		ht.names = append(ht.names, strings.Fields(r.Name))
		if len(ht.vitalIDs[r.ID]) == 0 {
			return nil, fmt.Errorf("resident %s has no vital signs", r.ID)
		}
	}
	return ht, nil
}

func (ht *homeTargets) resident() homeResident {
	return ht.home.Residents[rand.IntN(len(ht.home.Residents))]
}
func (ht *homeTargets) day() string   { return ht.days[rand.IntN(len(ht.days))] }
func (ht *homeTargets) shift() string { return shiftNames[rand.IntN(len(shiftNames))] }

// listPage is a random page of the residents list, 10 a page (with the total).
func (ht *homeTargets) listPage() request {
	return request{method: http.MethodGet, path: fmt.Sprintf("/api/patients/all?page=%d&limit=10", 1+rand.IntN(ht.pages))}
}

// search is the list's first page for the start of a word of a random resident's name (three letters or
// more, as typed: accents and all).
func (ht *homeTargets) search() request {
	words := ht.names[rand.IntN(len(ht.names))]
	word := []rune(words[rand.IntN(len(words))])
	n := len(word)
	if n > 3 {
		n = 3 + rand.IntN(n-2)
	}
	return request{method: http.MethodGet, path: "/api/patients/all?page=1&limit=10&search=" + url.QueryEscape(string(word[:n]))}
}

// vitalsPage is a page of 50 of a random resident's vital signs, after a random one of them: a page at
// any depth of their year.
func (ht *homeTargets) vitalsPage() request {
	r := ht.resident()
	ids := ht.vitalIDs[r.ID]
	return request{method: http.MethodGet, path: "/api/vitalsigns/" + r.ID + "?limit=50&before=" + ids[rand.IntN(len(ids))]}
}

// marArea is the round of a random area, day of the last 30 and shift.
func (ht *homeTargets) marArea() request {
	area := ht.home.Areas[rand.IntN(len(ht.home.Areas))]
	return request{method: http.MethodGet, path: "/api/mar?date=" + ht.day() + "&shift=" + ht.shift() + "&areaId=" + area.ID}
}

// marHome is the whole home's round of a random day of the last 30 and shift.
func (ht *homeTargets) marHome() request {
	return request{method: http.MethodGet, path: "/api/mar?date=" + ht.day() + "&shift=" + ht.shift()}
}

// handover is the handover of a random day of the last 30 and shift.
func (ht *homeTargets) handover() request {
	return request{method: http.MethodGet, path: "/api/handover?date=" + ht.day() + "&shift=" + ht.shift()}
}

// downtimePack is the whole home's downtime pack of a random day of the last 30 and shift.
func (ht *homeTargets) downtimePack() request {
	return request{method: http.MethodGet, path: "/api/downtime/pdf?date=" + ht.day() + "&shift=" + ht.shift()}
}

// transferSheet is the hospital transfer sheet of a random resident.
func (ht *homeTargets) transferSheet() request {
	return request{method: http.MethodGet, path: "/api/patients/" + ht.resident().ID + "/transfer/pdf?reason=Ca%C3%ADda"}
}

// newVitals is a reading of a random resident now, every measure within the default ranges.
func (ht *homeTargets) newVitals() request {
	now := time.Now().In(madrid)
	body, _ := json.Marshal(map[string]any{"residentId": ht.resident().ID, "date": now.Format(time.DateOnly),
		"time": now.Format("15:04"), "vitalSigns": map[string]any{"systolicPressure": 110 + rand.IntN(25),
			"diastolicPressure": 62 + rand.IntN(20), "heartRate": 60 + rand.IntN(30), "temperature": "36," + fmt.Sprint(rand.IntN(9)),
			"oxygenSaturation": 93 + rand.IntN(6)}})
	return request{method: http.MethodPost, path: "/api/vitalsigns", body: body}
}

// doseGiver hands out the slots to give, each once: no two requests record the same slot, so none answers 409.
type doseGiver struct {
	slots []doseSlot
	next  atomic.Int64
}

var errNoSlots = errors.New("every slot to give was given")

func (g *doseGiver) give() (request, error) {
	i := g.next.Add(1) - 1
	if int(i) >= len(g.slots) {
		return request{}, errNoSlots
	}
	s := g.slots[i]
	body, _ := json.Marshal(map[string]any{"kardexId": s.kardexID, "entryId": s.entryID, "scheduledAt": s.key, "status": "given"})
	return request{method: http.MethodPost, path: "/api/mar/administrations", body: body}, nil
}

// targeter makes a vegeta targeter of next, signed with the token and asking for gzip, as a browser does.
// The answers are left compressed: a browser unzips on the tablet that shows them, not on the home's server,
// and vegeta unzipping them would take this machine's processors from the server.
func targeter(base, token string, next func() (request, error)) vegeta.Targeter {
	return func(tgt *vegeta.Target) error {
		r, err := next()
		if err != nil {
			return vegeta.ErrNoTargets
		}
		tgt.Method, tgt.URL, tgt.Body = r.method, base+r.path, r.body
		tgt.Header = http.Header{"Authorization": {"Bearer " + token}, "Accept-Encoding": {"gzip"}}
		if r.body != nil {
			tgt.Header.Set("Content-Type", "application/json")
		}
		return nil
	}
}

// always turns a request maker that cannot run out into next's shape.
func always(f func() request) func() (request, error) {
	return func() (request, error) { return f(), nil }
}
