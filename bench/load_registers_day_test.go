package bench

import (
	"context"
	"math"
	"time"
)

// A day of the registers that are written every day or every week (load_registers_test.go).

var ulcerCategories = []string{"I", "I", "I", "II", "II", "II", "II", "III", "III", "IV", "no-estadiable", "tejido-profundo"}

var otherLesionTypes = []string{"humedad", "humedad", "friccion", "combinada", "desgarro"}

// lesionsDay finds a new lesion now and then (in bed, one resident a year in a hundred days; up, ten times
// less), and writes the weekly evolution of those open.
func (w *historyWriter) lesionsDay(ctx context.Context, r *homeResident, reg *residentRegisters, day time.Time) error {
	open := reg.lesions[:0]
	for _, l := range reg.lesions {
		if !day.Before(l.nextLook) && day.Before(l.closeOn) {
			if err := w.evolution(ctx, l, day); err != nil {
				return err
			}
		}
		if day.Before(l.closeOn) {
			open = append(open, l)
		}
	}
	reg.lesions = open
	chance := 2700
	if reg.inBed {
		chance = 250
	}
	if w.rng.IntN(chance) > 0 {
		return nil
	}
	t := at(day, 9+w.rng.IntN(10), w.rng.IntN(60))
	if t.After(w.end) {
		return nil
	}
	kind, category := "upp", any(ulcerCategories[w.rng.IntN(len(ulcerCategories))])
	if w.rng.IntN(20) < 7 {
		kind, category = otherLesionTypes[w.rng.IntN(len(otherLesionTypes))], nil
	}
	origin := "residencia"
	switch n := w.rng.IntN(100); {
	case n < 13:
		origin = "hospital"
	case n < 25:
		origin = "domicilio"
	}
	place := lesionRegions[w.rng.IntN(len(lesionRegions))]
	l := &benchLesion{id: idAt(t, w.rng), length: 1 + float64(w.rng.IntN(40))/10, closeOn: day.AddDate(0, 0, 14+w.rng.IntN(80)),
		nextLook: day.AddDate(0, 0, 7)}
	if c, ok := category.(string); ok {
		l.category = c
	}
	var closedOn, closedBy, closedByName any
	s := w.nurse(t.In(madrid).Hour())
	if closed := at(l.closeOn, 12, 0); !closed.After(w.end) {
		closedOn, closedBy, closedByName = l.closeOn.Format(time.DateOnly), s.id, s.name
	}
	if err := w.exec(ctx, "lesion", l.id, r.ID, kind, category, place.view, place.region, place.x, place.y, origin,
		day.Format(time.DateOnly), l.length, round1(l.length*0.7), 0.2, "Tejido de granulación", "Escaso",
		"Cura húmeda con hidrocoloide.", "Colchón de aire alternante", closedOn, closedBy, closedByName, s.id, s.name, stamp(t)); err != nil {
		return err
	}
	reg.lesions = append(reg.lesions, l)
	w.counts.Registers.Lesions++
	if kind == "upp" && origin == "residencia" {
		return w.trigger(ctx, r, reg, "skin-lesion", t, l.id)
	}
	return nil
}

// evolution is a lesion's weekly look: a little smaller each week.
func (w *historyWriter) evolution(ctx context.Context, l *benchLesion, day time.Time) error {
	t := at(day, 11, w.rng.IntN(60))
	if t.After(w.end) {
		return nil
	}
	l.length = math.Max(0.2, round1(l.length*0.85))
	l.nextLook = day.AddDate(0, 0, 7)
	s := w.nurse(11)
	var category any
	if l.category != "" {
		category = l.category
	}
	if err := w.exec(ctx, "evolution", idAt(t, w.rng), l.id, day.Format(time.DateOnly), l.length, round1(l.length*0.7), 0.1,
		category, "Granulación", "Escaso", "Evoluciona favorablemente.", s.id, s.name, stamp(t)); err != nil {
		return err
	}
	w.counts.Registers.Evolutions++
	return nil
}

var positions = []string{"supino", "lateral-derecho", "supino", "lateral-izquierdo"}

// repositioningDay: a resident in bed is turned every few hours, day and night.
func (w *historyWriter) repositioningDay(ctx context.Context, r *homeResident, reg *residentRegisters, day time.Time) error {
	if !reg.inBed {
		return nil
	}
	for hour := 0; hour < 24; hour += reg.repositionH {
		t := at(day, hour, w.rng.IntN(25))
		if t.After(w.end) {
			return nil
		}
		s := w.nurse(hour)
		if err := w.exec(ctx, "reposition", idAt(t, w.rng), r.ID, stamp(t), day.Format(time.DateOnly),
			positions[(hour/reg.repositionH)%len(positions)], w.rng.IntN(40) > 0, s.id, s.name, stamp(t.Add(time.Minute))); err != nil {
			return err
		}
		w.counts.Registers.Repositionings++
	}
	return nil
}

// drinkTimes are when drinks are offered; most residents take six to nine of them.
var drinkTimes = [][2]int{{8, 30}, {10, 30}, {11, 45}, {13, 30}, {16, 30}, {17, 45}, {19, 0}, {20, 30}, {22, 0}}

// fluidsDay: every resident's drinks of the day, a glass, a cup or a bottle at a time.
func (w *historyWriter) fluidsDay(ctx context.Context, r *homeResident, reg *residentRegisters, day time.Time) error {
	skip := 3 - w.rng.IntN(4) // 0 to 3 of the nine times without a drink
	for i, hm := range drinkTimes {
		if skip > 0 && w.rng.IntN(len(drinkTimes)-i) < skip {
			skip--
			continue
		}
		t := at(day, hm[0], hm[1]+w.rng.IntN(15))
		if t.After(w.end) {
			return nil
		}
		d := drinks[w.rng.IntN(len(drinks))]
		s := w.nurse(hm[0])
		if err := w.exec(ctx, "intake", idAt(t, w.rng), r.ID, stamp(t), day.Format(time.DateOnly), d.ml, d.name, s.id, s.name,
			stamp(t.Add(time.Minute))); err != nil {
			return err
		}
		w.counts.Registers.Intakes++
	}
	return nil
}

// weightDay: the monthly weighing, on the resident's day of the month; now and then a spell of losing weight.
func (w *historyWriter) weightDay(ctx context.Context, r *homeResident, reg *residentRegisters, day time.Time) error {
	if reg.losingUntil.Before(day) && w.rng.IntN(500) == 0 {
		reg.losingUntil = day.AddDate(0, 0, 60+w.rng.IntN(60))
	}
	if !reg.losingUntil.Before(day) {
		reg.weight -= 0.05
	}
	if day.Day() != reg.weighDay {
		return nil
	}
	t := at(day, 8, w.rng.IntN(60))
	if t.After(w.end) {
		return nil
	}
	reg.weight += float64(w.rng.IntN(7)-3) / 10
	s := w.nurse(8)
	if err := w.exec(ctx, "weight", idAt(t, w.rng), r.ID, day.Format(time.DateOnly), round1(reg.weight), s.id, s.name, stamp(t)); err != nil {
		return err
	}
	w.counts.Registers.Weights++
	return nil
}

var bristolWeights = []int{1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 6, 6, 7}

// bowelDay: a stool most days, and for the incontinent the pad changes of each shift.
func (w *historyWriter) bowelDay(ctx context.Context, r *homeResident, reg *residentRegisters, day time.Time) error {
	if w.rng.IntN(20) < 13 {
		t := at(day, 7+w.rng.IntN(6), w.rng.IntN(60))
		if !t.After(w.end) {
			s := w.nurse(t.In(madrid).Hour())
			continent := !reg.incontinent || w.rng.IntN(3) == 0
			if err := w.exec(ctx, "bowel", idAt(t, w.rng), r.ID, stamp(t), day.Format(time.DateOnly),
				bristolWeights[w.rng.IntN(len(bristolWeights))], continent, !continent, s.id, s.name, stamp(t)); err != nil {
				return err
			}
			w.counts.Registers.Bowel++
		}
	}
	if !reg.incontinent {
		return nil
	}
	for _, hour := range []int{7, 14, 20, 23} {
		t := at(day, hour, w.rng.IntN(40))
		if t.After(w.end) {
			return nil
		}
		s := w.nurse(hour)
		if err := w.exec(ctx, "bowel", idAt(t, w.rng), r.ID, stamp(t), day.Format(time.DateOnly), nil, false, true, s.id, s.name,
			stamp(t)); err != nil {
			return err
		}
		w.counts.Registers.Bowel++
	}
	return nil
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }
