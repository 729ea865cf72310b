package store

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"time"
)

// The demo's skin lesions (issue 28): a year of the register, so that the indicators' prevalence and incidence
// charts have a history — pressure ulcers of every category and the other GNEAUPP types, mostly arisen in the
// residencia, some at home or in hospital, each followed week by week until it healed; three are open today
// (one arisen at home, found on admission a fortnight ago), their latest evolution with a photo. They are
// written as they were, without the alerts and care plan reviews they raised then: those were attended long
// ago, and the demo's care plans (demo_care_plans.go) tell their own states.

// demoLesion is one lesion of the demo: whose, what, where on the body map, where it arose, found back days
// ago and closed after days (0: open today), its size when found (cm) and how it went.
type demoLesion struct {
	resident               string
	kind, category         string
	view, region           string
	x, y                   float64
	origin                 string
	back, days             int
	length, width, depth   float64
	worsensFirst, infected bool
}

var demoLesions = []demoLesion{
	{"Encarnación Ruiz Albéniz", "upp", "II", "posterior", "sacro", 0.5, 0.444, "residencia", 340, 70, 3.5, 3, 0.3, false, false},
	{"Joaquín Marín Peñas", "upp", "I", "anterior", "oreja-derecha", 0.39, 0.08, "residencia", 318, 12, 1.5, 1, 0, false, false},
	{"Amparo Molina Escribano", "upp", "III", "posterior", "talon-derecho", 0.575, 0.956, "residencia", 300, 98, 4, 3.5, 1, false, true},
	{"Purificación Lozano Ferrándiz", "upp", "I", "posterior", "trocanter-izquierdo", 0.3, 0.476, "residencia", 281, 21, 3, 2.5, 0, false, false},
	{"Pilar Álvarez Quiñones", "humedad", "", "anterior", "perine", 0.5, 0.512, "residencia", 252, 28, 6, 4, 0, false, false},
	{"Manuel Jiménez Ortega", "upp", "II", "posterior", "talon-izquierdo", 0.425, 0.956, "hospital", 231, 56, 2.5, 2, 0.2, false, false},
	{"Concepción Sánchez Villar", "desgarro", "", "anterior", "antebrazo-derecho", 0.18, 0.43, "residencia", 203, 14, 3, 1.5, 0, false, false},
	{"Asunción Medina Carrión", "upp", "II", "posterior", "codo-izquierdo", 0.2, 0.352, "domicilio", 184, 35, 2, 2, 0.2, false, false},
	{"Juan Carlos Romero Belmonte", "upp", "II", "posterior", "isquion-izquierdo", 0.43, 0.516, "residencia", 170, 63, 3, 2.5, 0.4, false, false},
	{"Dolores Muñoz Gallego", "combinada", "", "posterior", "gluteo-derecho", 0.6, 0.472, "residencia", 148, 35, 5, 3, 0, false, false},
	{"Fernando Serrano Boticario", "friccion", "", "posterior", "codo-derecho", 0.8, 0.352, "residencia", 121, 21, 2, 1.5, 0, false, false},
	{"Emilio Garrido Lucena", "upp", "III", "posterior", "sacro", 0.5, 0.444, "hospital", 95, 84, 5, 4, 1.5, true, false},
	{"Amparo Molina Escribano", "upp", "II", "posterior", "talon-izquierdo", 0.425, 0.956, "residencia", 62, 42, 2.5, 2, 0.2, false, false},
	{"Pilar Álvarez Quiñones", "humedad", "", "anterior", "perine", 0.5, 0.512, "residencia", 40, 18, 5, 3, 0, false, false},
	// Open today.
	{"Manuel Jiménez Ortega", "upp", "II", "posterior", "sacro", 0.5, 0.444, "residencia", 24, 0, 3, 2.5, 0.3, false, false},
	{"Remedios Castro Bermúdez", "upp", "III", "posterior", "talon-derecho", 0.575, 0.956, "domicilio", -1, 0, 4, 3, 0.8, false, false},
	{"Agustín Santos Pliego", "desgarro", "", "anterior", "antebrazo-izquierdo", 0.82, 0.43, "residencia", 6, 0, 2.5, 1, 0, false, false},
}

// demoTreatments and demoSurfaces are what a lesion of each type was treated and relieved with.
var demoTreatments = map[string]string{
	"upp":       "Limpieza con suero fisiológico, apósito hidrocoloide cada 72 h y cambios posturales cada 3 h.",
	"humedad":   "Higiene con jabón de pH neutro, secado sin fricción y crema barrera de óxido de zinc en cada cambio.",
	"friccion":  "Protección con apósito de espuma y ácidos grasos hiperoxigenados.",
	"combinada": "Crema barrera, apósito de espuma con silicona y cambios posturales cada 2 h.",
	"desgarro":  "Aproximación de bordes con tiras adhesivas y apósito de silicona; marcar la dirección de retirada.",
}

var demoSurfaces = map[string]string{
	"upp": "Colchón de aire alternante", "humedad": "Colchón viscoelástico", "friccion": "Colchón viscoelástico",
	"combinada": "Colchón de aire alternante y cojín de silla", "desgarro": "",
}

func (s *Store) seedDemoSkinLesions(ctx context.Context, team map[string]Actor) error {
	today := s.Now().In(demoZone)
	day := func(back int) time.Time {
		d := today.AddDate(0, 0, -back)
		return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
	}
	nurses := []Actor{team["carmen.ruiz"], team["javier.ortega"]}
	for n, l := range demoLesions {
		var residentID, admitted string
		err := s.reader.QueryRowContext(ctx, `SELECT id, admission_date FROM residents WHERE name = ? AND deleted_at IS NULL`, l.resident).
			Scan(&residentID, &admitted)
		if errors.Is(err, sql.ErrNoRows) {
			continue // a demo without that resident
		}
		if err != nil {
			return fmt.Errorf("demo lesion's resident: %w", err)
		}
		found := day(l.back)
		if a, err := time.Parse(time.DateOnly, admitted); err == nil && (l.back < 0 || found.Before(a)) {
			found = a // found on admission (or, for a resident admitted later than the lesion, then)
		}
		if err := s.insertDemoLesion(ctx, nurses[n%len(nurses)], residentID, l, found, day(0), n); err != nil {
			return err
		}
	}
	return nil
}

// insertDemoLesion writes a lesion found on found, its weekly evolutions up to today or its closing, and its
// closing, with the audit row of the nurse who recorded it.
func (s *Store) insertDemoLesion(ctx context.Context, nurse Actor, residentID string, l demoLesion, found, today time.Time, seed int) error {
	id := newID()
	entry := AuditEntry{Actor: nurse, Action: "create", Entity: "skin-lesion", EntityID: id, ResidentID: residentID,
		Detail: map[string]any{"type": l.kind, "category": l.category, "region": l.region, "origin": l.origin}}
	closes := time.Time{}
	if l.days > 0 && !found.AddDate(0, 0, l.days).After(today) {
		closes = found.AddDate(0, 0, l.days)
	}
	// How far along healing a day is: 0 when found, 1 when closed; an open lesion is about halfway today.
	total := float64(l.days)
	if total == 0 {
		total = math.Max(14, today.Sub(found).Hours()/24*2.2)
	}
	progress := func(d time.Time) float64 { return d.Sub(found).Hours() / 24 / total }
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		at := func(d time.Time, hour int) string {
			return formatTime(time.Date(d.Year(), d.Month(), d.Day(), hour, 15, 0, 0, demoZone))
		}
		var depth any
		if l.depth > 0 {
			depth = l.depth
		}
		var category any
		if l.category != "" {
			category = l.category
		}
		bed, exudate := demoBed(l, 0), demoExudate(l, 0)
		_, err := tx.ExecContext(ctx, `INSERT INTO skin_lesions (id, resident_id, type, category, view, region, x, y, origin,
				detected_on, length_cm, width_cm, depth_cm, bed, exudate, infection, treatment, surface, created_by,
				created_by_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, residentID, l.kind, category, l.view, l.region, l.x, l.y, l.origin, found.Format(time.DateOnly), l.length, l.width,
			depth, bed, exudate, l.infected, demoTreatments[l.kind], demoSurfaces[l.kind], nurse.UserID, nurse.Name, at(found, 11))
		if err != nil {
			return fmt.Errorf("demo skin lesion: %w", err)
		}
		last := found
		for d := found.AddDate(0, 0, 7); !d.After(today) && (closes.IsZero() || d.Before(closes)); d = d.AddDate(0, 0, 7) {
			last = d
		}
		for d := found.AddDate(0, 0, 7); !d.After(last); d = d.AddDate(0, 0, 7) {
			p := progress(d)
			scale := 1 - 0.9*p
			if l.worsensFirst && p < 0.25 {
				scale = 1 + p // it grew before it healed
			}
			length, width := demoRound(l.length*math.Sqrt(scale)), demoRound(l.width*math.Sqrt(scale))
			var evoDepth any
			if l.depth > 0 {
				evoDepth = demoRound(l.depth * scale)
			}
			var photo any
			if closes.IsZero() && d.Equal(last) { // the open lesions' latest evolution has its photo
				data, thumb := demoWoundPhoto(seed, length, width)
				photoID, err := s.insertImage(ctx, tx, nurse, NewImage{ContentType: "image/jpeg", Width: 480, Height: 360, Data: data, Thumb: thumb})
				if err != nil {
					return err
				}
				photo = photoID
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO skin_lesion_evolutions (id, lesion_id, date, length_cm, width_cm, depth_cm,
					category, bed, exudate, note, photo_id, created_by, created_by_name, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				newID(), id, d.Format(time.DateOnly), length, width, evoDepth, category, demoBed(l, p), demoExudate(l, p),
				demoEvolutionNote(l, p), photo, nurse.UserID, nurse.Name, at(d, 12))
			if err != nil {
				return fmt.Errorf("demo skin lesion evolution: %w", err)
			}
		}
		if closes.IsZero() {
			return nil
		}
		_, err = tx.ExecContext(ctx, `UPDATE skin_lesions SET closed_on = ?, close_note = ?, closed_by = ?, closed_by_name = ? WHERE id = ?`,
			closes.Format(time.DateOnly), "Epitelizada por completo; se mantienen las medidas de prevención.", nurse.UserID, nurse.Name, id)
		return err
	})
}

// demoBed is the wound bed at a point of the healing (0 found, 1 closed).
func demoBed(l demoLesion, p float64) string {
	switch {
	case l.category == "I" || l.kind == "humedad" || l.kind == "friccion":
		if p < 0.5 {
			return "piel-integra"
		}
		return "epitelizacion"
	case p < 0.2 && (l.category == "III" || l.category == "IV"):
		return "necrosis"
	case p < 0.35:
		return "esfacelos"
	case p < 0.75:
		return "granulacion"
	}
	return "epitelizacion"
}

// demoExudate is the exudate at a point of the healing.
func demoExudate(l demoLesion, p float64) string {
	switch {
	case l.category == "I" || l.kind == "friccion":
		return "ninguno"
	case p < 0.3 && l.category == "III":
		return "abundante"
	case p < 0.4:
		return "moderado"
	case p < 0.8:
		return "escaso"
	}
	return "ninguno"
}

func demoEvolutionNote(l demoLesion, p float64) string {
	switch {
	case l.worsensFirst && p < 0.25:
		return "Aumenta de tamaño; se informa al médico y se intensifican los cambios posturales."
	case l.infected && p < 0.4:
		return "Bordes enrojecidos y olor: se toma cultivo y se pauta apósito de plata."
	case p < 0.35:
		return "Sin cambios significativos; se mantiene la pauta de curas."
	case p < 0.75:
		return "Buena evolución: disminuye el tamaño y el exudado."
	}
	return "Casi epitelizada; bordes sanos."
}

// demoRound keeps one decimal: 2.37 -> 2.4.
func demoRound(v float64) float64 { return math.Round(v*10) / 10 }

// demoWoundPhoto draws a close-up of a healing wound on skin, sized by the lesion: a JPEG and its thumbnail.
func demoWoundPhoto(seed int, length, width float64) (photo, thumb []byte) {
	draw := func(w, h int) []byte {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		rx, ry := float64(w)*(0.12+length/40), float64(h)*(0.12+width/30)
		cx, cy := float64(w)/2+float64(seed%5-2)*float64(w)/60, float64(h)/2
		for y := range h {
			for x := range w {
				shade := 0.92 + 0.06*math.Sin(float64(x+seed*7)/23)*math.Cos(float64(y)/17)
				c := color.RGBA{uint8(226 * shade), uint8(184 * shade), uint8(160 * shade), 255}
				d := math.Hypot((float64(x)-cx)/rx, (float64(y)-cy)/ry)
				switch {
				case d < 0.7:
					c = color.RGBA{uint8(170 + 30*d), uint8(50 + 40*d), uint8(55 + 30*d), 255}
				case d < 1:
					c = color.RGBA{210, uint8(110 + 60*(d-0.7)), uint8(110 + 40*(d-0.7)), 255}
				case d < 1.3:
					c = color.RGBA{220, uint8(150 + 30*(d-1)), uint8(140 + 20*(d-1)), 255}
				}
				img.SetRGBA(x, y, c)
			}
		}
		var out bytes.Buffer
		_ = jpeg.Encode(&out, img, &jpeg.Options{Quality: 80})
		return out.Bytes()
	}
	return draw(480, 360), draw(96, 96)
}
