package server_test

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"amparo/server"
	"amparo/store"
)

// The downtime pack (issue 29, DESIGN 16), read back as text: the resident's essentials, the next 24 hours of doses
// as a blank grid to fill by hand, the «si precisa» with their maximum. The server writes it once at the start of
// each shift into the backup folder and the downtime folder, keeping the newest six; staff print it any time.
func TestTheDowntimePackIsWrittenEveryShift(t *testing.T) {
	backups, usb := t.TempDir(), t.TempDir()
	m := marAppOn(t, newAppConfig(t, server.Config{Backups: server.BackupConfig{Dir: backups}, DowntimeDir: usb}), "2026-11-20T07:30")
	p := planAppOn(t, m)
	p.request("PUT", "/api/patients/"+p.resident, with(validResident("María José Núñez Peña"), map[string]any{"password": nil,
		"confirmPassword": nil, "username": "familia-contingencia", "codeStatus": "confort", "diet": "Sin sal", "iddsiLevel": 4,
		"mobilityAid": "silla-ruedas"}), p.admin).wantStatus(http.StatusOK)
	p.prescribe(p.resident, p.entry("08:00", "22:00"), p.prn("dolor", 3))
	p.assessScore(p.resident, "downton", "2026-11-10", 4)
	p.restraintIn(t, restraintOrder(p.resident))

	pdf := p.request("GET", "/api/downtime/pdf?date=2026-11-20&shift=manana", nil, p.nurse).wantStatus(http.StatusOK)
	if got := pdf.Header().Get("Content-Disposition"); !strings.Contains(got, "contingencia_2026-11-20_manana.pdf") {
		t.Fatalf("file name: %s", got)
	}
	text := pdfText(t, pdf)
	for _, want := range []string{"Plan de contingencia", "Turno de mañana del 20/11/2026", "María José Núñez Peña", "Habitación H-",
		"Alergias: Penicilina", "Solo medidas de confort", "Sin sal", "IDDSI 4 · Extremadamente espeso / triturado", "Silla de ruedas", "Downton 4", "Cinturón abdominal de silla",
		"Ana Núñez (hija) · +34 600 111 222", "Dada (iniciales)", "20/11 08:00", "20/11 22:00",
		"Si precisa", "dolor", "3 veces al día"} {
		if !strings.Contains(text, want) {
			t.Errorf("the pack lacks %q", want)
		}
	}
	if strings.Contains(text, "21/11 08:00") {
		t.Error("the pack covers 24 hours from the shift's start, not more")
	}
	p.request("GET", "/api/downtime/pdf?date=20/11/2026&shift=siesta", nil, p.nurse).wantStatus(http.StatusUnprocessableEntity)

	packs := func(dir string) []string {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), "contingencia_") {
				out = append(out, e.Name())
			}
		}
		return out
	}
	for _, now := range []string{"2026-11-20T07:30", "2026-11-20T07:31", "2026-11-20T15:05", "2026-11-20T23:00", "2026-11-21T07:00",
		"2026-11-21T16:00", "2026-11-21T23:30", "2026-11-22T08:00"} {
		p.clock.set(madrid(t, now))
		if err := p.srv.Check(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"contingencia_2026-11-20_noche.pdf", "contingencia_2026-11-21_manana.pdf", "contingencia_2026-11-21_noche.pdf",
		"contingencia_2026-11-21_tarde.pdf", "contingencia_2026-11-20_tarde.pdf", "contingencia_2026-11-22_manana.pdf"}
	slices.Sort(want)
	for _, dir := range []string{backups, usb} {
		if got := packs(dir); !slices.Equal(got, want) {
			t.Errorf("%s keeps %v, want the newest six %v", filepath.Base(dir), got, want)
		}
	}
	if rows := p.audit(store.AuditFilter{Entity: "downtime-pack", Action: "report"}); len(rows) != 1+7 {
		t.Errorf("%d downtime-pack audit rows, want one print and seven shifts written", len(rows))
	}
}
