package store_test

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"

	"amparo/store"
)

// A record and the alert it raises are written in one transaction (issue 24): when the alert cannot be
// written, neither is the record; when it can, both are, and the alert names the record. A second save
// from the same source opens no second alert.
func TestRecordAndItsAlertAreOneWrite(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "amparo.db")
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	nurse := store.Actor{UserID: "u-nurse", Name: "Carmen Gil", Role: "nurse"}
	resident, err := s.CreateResident(ctx, nurse, store.ResidentInput{Name: "Íñigo Sáez", SocialSecurity: "281234567801",
		DateOfBirth: "1938-04-02", AdmissionDate: "2025-01-10", Room: "12"})
	if err != nil {
		t.Fatal(err)
	}
	reading := func() store.RecordInput[store.VitalSigns] {
		return store.RecordInput[store.VitalSigns]{ResidentID: resident.ID, Date: "2026-11-20", Time: "08:30",
			Data: store.VitalSigns{Readings: store.Readings{"temperature": 39.2}},
			Alert: &store.RecordAlert{AlertInput: store.AlertInput{Source: "vital:", ResidentID: resident.ID, Kind: "vital",
				Severity: "high", Title: "Signos vitales fuera de rango"}, Notice: store.Notice{Title: "Fiebre"}}}
	}

	// Another connection makes every alert fail to insert: the reading must not be saved without it.
	raw, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	if _, err := raw.Exec(`CREATE TRIGGER no_alerts BEFORE INSERT ON alerts BEGIN SELECT RAISE(ABORT, 'no alerts'); END`); err != nil {
		t.Fatal(err)
	}
	if _, err := store.CreateRecord(ctx, s, store.Vitals, nurse, reading()); err == nil {
		t.Fatal("the reading was saved although its alert could not be")
	}
	if readings, err := store.ListRecords(ctx, s, store.Vitals, resident.ID); err != nil || len(readings) != 0 {
		t.Fatalf("a reading without its alert was left behind: %v, %v", readings, err)
	}

	if _, err := raw.Exec(`DROP TRIGGER no_alerts`); err != nil {
		t.Fatal(err)
	}
	saved, err := store.CreateRecord(ctx, s, store.Vitals, nurse, reading())
	if err != nil || !saved.AlertOpened {
		t.Fatalf("the reading and its alert: %+v, %v", saved, err)
	}
	alerts, err := s.ListAlerts(ctx, store.AlertFilter{ResidentID: resident.ID})
	if err != nil || len(alerts) != 1 || alerts[0].RecordID != saved.ID || alerts[0].Source != "vital:"+saved.ID {
		t.Fatalf("the alert of the reading %s: %+v, %v", saved.ID, alerts, err)
	}
	again, err := store.UpdateRecord(ctx, s, store.Vitals, nurse, saved.ID, reading())
	if err != nil || again.AlertOpened {
		t.Fatalf("editing the reading opened a second alert: %+v, %v", again, err)
	}

	// A record of a resident that does not exist is refused, alert and all.
	lost := reading()
	lost.ResidentID = "nobody"
	if _, err := store.CreateRecord(ctx, s, store.Vitals, nurse, lost); !errors.Is(err, store.ErrUnknownResident) {
		t.Fatalf("a reading of nobody: %v", err)
	}
}
