package server_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"amparo/store"
)

// The round is read from the database on every call (issue 24). With the clock standing still, so that every
// change is saved in the same microsecond as the call before it, each change shows in the next GET /mar: a Kardex edited, created or deleted, a resident renamed, moved, archived or restored,
// an area renamed or deleted.
func TestTheRoundSeesEveryChangeAtOnce(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	area := m.request("POST", "/api/areas", map[string]any{"name": "Planta 1"}, m.admin).wantStatus(http.StatusCreated).text("_id")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00"))
	round := func(query string) string {
		t.Helper()
		var got []string
		for _, r := range m.mar("?date=2026-11-20&shift=manana" + query) {
			got = append(got, r["residentName"].(string)+"|"+r["areaName"].(string)+"|"+r["scheduledAt"].(string)[11:]+"|"+r["dose"].(string))
		}
		return strings.Join(got, ", ")
	}
	expect := func(what, query, want string) {
		t.Helper()
		if got := round(query); got != want {
			t.Fatalf("%s: the round is %q, want %q", what, got, want)
		}
	}
	expect("prescribed", "", "María José Núñez Peña||08:00|1 comprimido")

	m.request("PUT", "/api/kardex/"+kardex, map[string]any{"patientId": m.resident, "entries": []map[string]any{
		with(m.entry("08:00", "12:00"), map[string]any{"_id": ids[0], "dose": "2 comprimidos"})}}, m.doctor).wantStatus(http.StatusOK)
	expect("the Kardex edited", "", "María José Núñez Peña||08:00|2 comprimidos, María José Núñez Peña||12:00|2 comprimidos")

	other := m.createResident(m.admin, validResident("Ana Ruiz"))["_id"].(string)
	second, _ := m.prescribe(other, m.entry("09:00"))
	expect("a new resident's Kardex", "", "María José Núñez Peña||08:00|2 comprimidos, María José Núñez Peña||12:00|2 comprimidos, "+
		"Ana Ruiz||09:00|1 comprimido")

	m.request("POST", "/api/areas/"+area+"/patients/"+other, nil, m.admin).wantStatus(http.StatusOK)
	expect("moved to an area: first in the round", "", "Ana Ruiz|Planta 1|09:00|1 comprimido, "+
		"María José Núñez Peña||08:00|2 comprimidos, María José Núñez Peña||12:00|2 comprimidos")
	expect("and in the area's", "&areaId="+area, "Ana Ruiz|Planta 1|09:00|1 comprimido")

	m.request("PUT", "/api/areas/"+area, map[string]any{"name": "Unidad de memoria"}, m.admin).wantStatus(http.StatusOK)
	expect("the area renamed", "&areaId="+area, "Ana Ruiz|Unidad de memoria|09:00|1 comprimido")

	resident := m.request("GET", "/api/patients/"+other, nil, m.admin).wantStatus(http.StatusOK).json()
	resident["name"] = "Ana Ruiz Gil"
	m.request("PUT", "/api/patients/"+other, resident, m.admin).wantStatus(http.StatusOK)
	expect("the resident renamed", "&areaId="+area, "Ana Ruiz Gil|Unidad de memoria|09:00|1 comprimido")

	m.request("PATCH", "/api/patients/archive/"+other, nil, m.admin).wantStatus(http.StatusOK)
	expect("archived: out of the round", "&areaId="+area, "")
	m.request("PATCH", "/api/patients/archive/"+other, nil, m.admin).wantStatus(http.StatusOK)
	expect("restored: back, with the Kardex", "&areaId="+area, "Ana Ruiz Gil|Unidad de memoria|09:00|1 comprimido")

	m.request("DELETE", "/api/areas/"+area, nil, m.admin).wantStatus(http.StatusOK)
	expect("the area deleted", "&areaId="+area, "")
	expect("its residents without one", "", "María José Núñez Peña||08:00|2 comprimidos, "+
		"María José Núñez Peña||12:00|2 comprimidos, Ana Ruiz Gil||09:00|1 comprimido")

	m.request("DELETE", "/api/kardex/"+second, map[string]any{"reason": "Error"}, m.doctor).wantStatus(http.StatusOK)
	expect("the Kardex deleted", "", "María José Núñez Peña||08:00|2 comprimidos, María José Núñez Peña||12:00|2 comprimidos")

	// The handover and the missed-dose check read the same round.
	m.clock.set(madrid(t, "2026-11-20T14:30"))
	if err := m.srv.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	alerts := objects(m.request("GET", "/api/alerts", nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(alerts) != 1 || alerts[0]["detail"] != "Enalapril 10 mg (2 comprimidos) de las 08:00 del 20/11/2026." {
		t.Fatalf("the missed dose of the edited Kardex: %v", alerts)
	}
}

// The missed-dose check, run every minute, looks at the slots that turned missed since its last round. With
// the clock moved minute by minute, by hours (the server was off), and backwards, it tells exactly the slots
// nobody recorded, each once: not a slot recorded late, nor one whose window had closed when it was
// prescribed, and yes one prescribed while its window was still open.
func TestTheMissedDoseCheckRoundByRound(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:00")
	kardex, ids := m.prescribe(m.resident, m.entry("08:00", "09:00"), m.entry("08:00"))
	told := func() []string {
		t.Helper()
		var out []string
		for _, a := range objects(m.request("GET", "/api/alerts", nil, m.nurse).wantStatus(http.StatusOK).jsonArray()) {
			out = append(out, a["detail"].(string))
		}
		slices.Sort(out)
		return out
	}
	check := func(now string, want ...string) {
		t.Helper()
		m.clock.set(madrid(t, now))
		if err := m.srv.Check(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := told(); !slices.Equal(got, want) {
			t.Fatalf("at %s the open alerts are %q, want %q", now, got, want)
		}
	}
	const (
		eight   = "Enalapril 10 mg (1 comprimido) de las 08:00 del 20/11/2026."
		ten     = "Enalapril 10 mg (1 comprimido) de las 10:00 del 20/11/2026."
		eight21 = "Enalapril 10 mg (1 comprimido) de las 08:00 del 21/11/2026."
		nine21  = "Enalapril 10 mg (1 comprimido) de las 09:00 del 21/11/2026."
		ten21   = "Enalapril 10 mg (1 comprimido) de las 10:00 del 21/11/2026."
	)
	m.clock.set(madrid(t, "2026-11-20T07:30"))
	m.give(m.nurse, kardex, ids[1], "2026-11-20T08:00").wantStatus(http.StatusCreated)
	for _, now := range []string{"2026-11-20T10:00", "2026-11-20T10:58", "2026-11-20T10:59"} {
		check(now)
	}
	// 10:30: a Kardex whose 10:00 window is still open (owed), and one whose 09:00 window closed at 10:00 (not
	// owed today; tomorrow, yes).
	m.clock.set(madrid(t, "2026-11-20T10:30"))
	m.prescribe(m.resident, m.entry("10:00"))
	m.prescribe(m.resident, m.entry("09:00"))
	check("2026-11-20T11:00", eight)
	check("2026-11-20T11:01", eight)
	m.give(m.nurse, kardex, ids[0], "2026-11-20T09:00").wantStatus(http.StatusCreated) // late, but recorded
	check("2026-11-20T12:00", eight)
	check("2026-11-20T12:59", eight)
	check("2026-11-20T13:00", eight, ten)
	check("2026-11-20T12:00", eight, ten) // the clock back: nothing told twice
	check("2026-11-20T13:30", eight, ten)
	// Off overnight: on start the next day the slots missed meanwhile are told, then the rest as they come.
	check("2026-11-21T11:30", eight, eight21, eight21, ten)
	check("2026-11-21T12:00", eight, eight21, eight21, nine21, nine21, ten)
	check("2026-11-21T13:00", eight, eight21, eight21, nine21, nine21, ten, ten21)
	if told := m.audit(store.AuditFilter{Entity: "administration", Action: "notify-missed"}); len(told) != 7 {
		t.Fatalf("told %d times, want 7", len(told))
	}
}

// An area's round and one resident's read their own administrations: what was given in another area is
// never shown in it, and an archived resident's dose recorded before leaves with them.
func TestAnAreaRoundReadsItsOwnDoses(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	area := func(name string) string {
		return m.request("POST", "/api/areas", map[string]any{"name": name}, m.admin).wantStatus(http.StatusCreated).text("_id")
	}
	first, second := area("Planta 1"), area("Planta 2")
	m.request("POST", "/api/areas/"+first+"/patients/"+m.resident, nil, m.admin).wantStatus(http.StatusOK)
	other := m.createResident(m.admin, validResident("Ana Ruiz"))["_id"].(string)
	m.request("POST", "/api/areas/"+second+"/patients/"+other, nil, m.admin).wantStatus(http.StatusOK)
	mine, mineIDs := m.prescribe(m.resident, m.entry("08:00"), m.prn("dolor", 3))
	theirs, theirIDs := m.prescribe(other, m.entry("08:00"), m.prn("dolor", 3))
	m.clock.set(madrid(t, "2026-11-20T08:10"))
	m.give(m.nurse, mine, mineIDs[0], "2026-11-20T08:00").wantStatus(http.StatusCreated)
	m.request("POST", "/api/mar/administrations", map[string]any{"kardexId": theirs, "entryId": theirIDs[1], "status": "given",
		"prn": true, "reason": "Cefalea"}, m.nurse).wantStatus(http.StatusCreated)
	rows := func(query string) string {
		t.Helper()
		var got []string
		for _, r := range m.mar("?date=2026-11-20&shift=manana" + query) {
			got = append(got, r["residentName"].(string)+" "+r["kind"].(string)+" "+r["status"].(string))
		}
		return strings.Join(got, ", ")
	}
	for query, want := range map[string]string{
		"&areaId=" + first:      "María José Núñez Peña scheduled given",
		"&areaId=" + second:     "Ana Ruiz scheduled due, Ana Ruiz prn given",
		"&residentId=" + other:  "Ana Ruiz scheduled due, Ana Ruiz prn given",
		"&areaId=no-existe":     "",
		"":                      "María José Núñez Peña scheduled given, Ana Ruiz scheduled due, Ana Ruiz prn given",
		"&residentId=no-existe": "",
	} {
		if got := rows(query); got != want {
			t.Errorf("GET /mar%s: %q, want %q", query, got, want)
		}
	}
	prn := objects(m.request("GET", "/api/mar/prn?areaId="+first, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(prn) != 1 || prn[0]["givenLast24h"] != 0.0 {
		t.Fatalf("the area's PRN medication counts only its own doses: %v", prn)
	}
	prn = objects(m.request("GET", "/api/mar/prn?areaId="+second, nil, m.nurse).wantStatus(http.StatusOK).jsonArray())
	if len(prn) != 1 || prn[0]["givenLast24h"] != 1.0 {
		t.Fatalf("the other area's: %v", prn)
	}
	if _, err := m.store.Administrations(context.Background(), store.AdministrationFilter{AreaID: second, SlotFrom: "2026-11-20T07:00",
		SlotTo: "2026-11-20T15:00"}); err != nil {
		t.Fatal(err)
	}
}

// The round and the handover compress themselves (at gzip's fastest level) for a client that takes gzip, and
// answer the same JSON either way.
func TestTheRoundAndTheHandoverAnswerGzip(t *testing.T) {
	m := newMarApp(t, "2026-11-20T07:30")
	m.prescribe(m.resident, m.entry("08:00", "12:00"))
	m.clock.set(madrid(t, "2026-11-20T14:00"))
	for path, want := range map[string]string{"/api/mar?date=2026-11-20&shift=manana": `"status":"missed"`,
		"/api/handover?date=2026-11-20&shift=manana": "Sin administrar: Enalapril 10 mg de las 08:00."} {
		plain := m.request("GET", path, nil, m.nurse).wantStatus(http.StatusOK)
		zipped := m.request("GET", path, nil, m.nurse, "Accept-Encoding", "gzip").wantStatus(http.StatusOK)
		if plain.Header().Get("Content-Encoding") != "" || zipped.Header().Get("Content-Encoding") != "gzip" ||
			!strings.HasPrefix(zipped.Header().Get("Content-Type"), "application/json") {
			t.Fatalf("%s: headers %v and %v", path, plain.Header(), zipped.Header())
		}
		raw := sameJSONGzipped(t, plain, zipped)
		if !strings.Contains(raw, want) {
			t.Fatalf("%s: %s holds no %q", path, raw, want)
		}
	}
}
