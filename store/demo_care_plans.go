package store

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"time"
)

// The demo's care plans (issue 27), in every state of GET /care-plans/status: most residents have a plan in
// force agreed with their family some weeks or months ago (a few in their second version, the first one
// superseded); two are close to their review (vence-pronto), one of them with the review's draft under way;
// one plan lapsed (vencido) and one long-standing resident never had one (vencido, the paper-plan backlog);
// a resident admitted a fortnight ago has a draft (borrador) and one admitted a week ago none yet (sin-plan).
// The home has used care plans in Amparo for a year (CarePlansSince), so the lapsed plan opens its alert.

// demoPlanDays says, of the residents named, how their plan stands: agreed this many days ago (0: no plan in
// force), the version before agreed previous days ago, a draft begun draft days ago.
type demoPlanDays struct{ agreed, previous, draft int }

var demoPlanStates = map[string]demoPlanDays{
	"Rosario Díaz Montaña":     {},                      // admitted a week ago: sin-plan
	"Remedios Castro Bermúdez": {draft: 3},              // admitted a fortnight ago: borrador
	"Gregorio Calvo Requena":   {},                      // never had one: vencido since a month after admission
	"Joaquín Marín Peñas":      {agreed: 200},           // lapsed twenty days ago: vencido
	"Teresa Vázquez Ledesma":   {agreed: 172, draft: 2}, // due in eight days, its review under way
	"Emilio Garrido Lucena":    {agreed: 168},           // due in twelve days
	"Dolores Muñoz Gallego":    {agreed: 75, previous: 255},
	"Amparo Molina Escribano":  {agreed: 40, previous: 220},
}

// demoReviewDays is the default review period (server/care_plan_settings.go).
const demoReviewDays = 180

func (s *Store) seedDemoCarePlans(ctx context.Context, team map[string]Actor) error {
	today := s.Now().In(demoZone)
	at := func(back int) time.Time {
		d := today.AddDate(0, 0, -back)
		return time.Date(d.Year(), d.Month(), d.Day(), 12, 30, 0, 0, demoZone)
	}
	if err := s.SaveSetting(ctx, Actor{Role: "demo"}, settingCarePlansSince, at(365).Format(time.DateOnly), nil); err != nil {
		return err
	}
	residents, _, err := s.ListResidents(ctx, ResidentFilter{Limit: len(demoPeople)})
	if err != nil {
		return err
	}
	nurse, doctor := team["carmen.ruiz"], team["javier.ortega"]
	for i, summary := range residents {
		r, err := s.ResidentByID(ctx, summary.ID)
		if err != nil {
			return err
		}
		days, named := demoPlanStates[r.Name]
		if !named {
			days = demoPlanDays{agreed: 10 + (i*13)%150}
		}
		profile := demoProfileFor(r.Details.Diagnosis)
		version := 0
		agree := func(back, superseded int, outcomes bool) error {
			version++
			p := demoPlan{version: version, status: CarePlanInForce, author: nurse, approver: doctor, created: at(back + 6),
				approved: at(back), content: demoContent(profile, r, i, at(back), demoReviewDays, outcomes),
				agreement: demoAgreement(r, i, at(back))}
			if superseded > 0 {
				p.status, p.superseded = CarePlanSuperseded, at(superseded)
			}
			return s.insertDemoCarePlan(ctx, r.ID, p, i)
		}
		if days.previous > 0 {
			if err := agree(days.previous, days.agreed, false); err != nil {
				return err
			}
		}
		if days.agreed > 0 {
			if err := agree(days.agreed, 0, days.previous > 0); err != nil {
				return err
			}
		}
		if days.draft > 0 {
			version++
			p := demoPlan{version: version, status: CarePlanDraft, author: nurse, created: at(days.draft),
				content: demoContent(profile, r, i, at(days.draft), demoReviewDays, version > 1)}
			if err := s.insertDemoCarePlan(ctx, r.ID, p, i); err != nil {
				return err
			}
		}
	}
	return nil
}

// demoPlan is one version of a demo plan as it was written and agreed.
type demoPlan struct {
	version                       int
	status                        string
	content                       CarePlanContent
	author, approver              Actor
	created, approved, superseded time.Time // approved and superseded are zero when they did not happen
	agreement                     CarePlanAgreement
}

// demoContent is a plan of the profile for the resident, its needs from start and reviewed reviewDays later;
// with outcomes, the first two needs have the outcome of the review before.
func demoContent(profile demoProfile, r Resident, i int, start time.Time, reviewDays int, outcomes bool) CarePlanContent {
	c := CarePlanContent{ReferenceProfessional: demoReferenceNurses[i%len(demoReferenceNurses)],
		Person: CarePlanPerson{Biography: "Natural de " + r.Details.PlaceOfBirth + ". " + demoBiographies[i%len(demoBiographies)],
			Preferences: demoPreferences[i%len(demoPreferences)], Matters: demoMatters[i%len(demoMatters)]}}
	results := [][2]string{{"logrado", "Objetivo cumplido en la revisión; se mantienen las intervenciones."},
		{"parcial", "Mejora, aunque no del todo: se ajustan las intervenciones."}}
	for n, need := range profile.needs {
		a := c.Area(need.area)
		if len(a.Contributors) == 0 {
			a.Contributors = demoContributors[need.area]
		}
		cn := CarePlanNeed{Text: need.text, Objective: need.objective, StartDate: start.Format(time.DateOnly),
			ReviewDate: start.AddDate(0, 0, reviewDays).Format(time.DateOnly), Interventions: need.interventions}
		if outcomes && n < len(results) {
			cn.Outcome, cn.OutcomeNote = results[n][0], results[n][1]
		}
		a.Needs = append(a.Needs, cn)
	}
	return c
}

// demoAgreement: most plans are agreed with the relative who looks after the resident, on paper; some on the
// tablet, and some with the resident in person.
func demoAgreement(r Resident, i int, day time.Time) CarePlanAgreement {
	a := CarePlanAgreement{Name: r.Details.AdditionalFamilyMembers[0].Name, Relationship: r.Details.AdditionalFamilyMembers[0].Relationship,
		Date: day.Format(time.DateOnly), Method: "papel"}
	if i%3 == 0 {
		a.Method = "tableta"
	}
	if i%5 == 2 {
		a.Name, a.Relationship = r.Name, "El propio residente"
	}
	return a
}

// insertDemoCarePlan writes one version as it was: its times, its agreement and its signature, with the
// audit row of its author.
func (s *Store) insertDemoCarePlan(ctx context.Context, residentID string, p demoPlan, seed int) error {
	id := newID()
	entry := AuditEntry{Actor: p.author, Action: "create", Entity: "care-plan", EntityID: id, ResidentID: residentID,
		Detail: map[string]any{"version": p.version}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		var name, relationship, date, method, signature, due, approvedBy, approvedByName, approvedAt, superseded any
		if !p.approved.IsZero() {
			sig, thumb := demoSignature(seed)
			imageID, err := s.insertImage(ctx, tx, p.approver, NewImage{ContentType: "image/png", Width: 360, Height: 120, Data: sig, Thumb: thumb})
			if err != nil {
				return err
			}
			a := p.agreement
			name, relationship, date, method, signature = a.Name, a.Relationship, a.Date, a.Method, imageID
			due = p.approved.AddDate(0, 0, demoReviewDays).Format(time.DateOnly)
			approvedBy, approvedByName, approvedAt = p.approver.UserID, p.approver.Name, formatTime(p.approved)
		}
		if !p.superseded.IsZero() {
			superseded = formatTime(p.superseded)
		}
		updated := p.created
		if !p.approved.IsZero() {
			updated = p.approved
		}
		c := p.content
		_, err := tx.ExecContext(ctx, `INSERT INTO care_plans (id, resident_id, version, status, biography, preferences, matters,
				reference_professional, agreement_name, agreement_relationship, agreement_date, agreement_method, signature_id,
				due_date, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, approved_by,
				approved_by_name, approved_at, superseded_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, residentID, p.version, p.status, c.Person.Biography, c.Person.Preferences, c.Person.Matters,
			c.ReferenceProfessional, name, relationship, date, method, signature, due, p.author.UserID, p.author.Name,
			formatTime(p.created), p.author.UserID, p.author.Name, formatTime(updated), approvedBy, approvedByName, approvedAt, superseded)
		if err != nil {
			return fmt.Errorf("demo care plan: %w", err)
		}
		return writeCarePlanParts(ctx, tx, id, c.Areas, map[string]bool{})
	})
}

// demoSignature draws a handwritten-looking signature, varied by seed: a PNG and its JPEG thumbnail.
func demoSignature(seed int) (sig, thumb []byte) {
	img := image.NewRGBA(image.Rect(0, 0, 360, 120))
	for y := range 120 {
		for x := range 360 {
			img.SetRGBA(x, y, color.RGBA{255, 255, 255, 255})
		}
	}
	ink := color.RGBA{24, 40, 96, 255}
	loops, lean := 3+seed%4, 0.25+float64(seed%5)*0.05
	for step := range 4000 {
		t := float64(step) / 4000
		x := 30 + 300*t + 18*math.Sin(2*math.Pi*float64(loops)*t)
		y := 60 + 30*math.Cos(2*math.Pi*float64(loops)*t)*(1-t*0.6) - 40*lean*(t-0.5)
		for dy := range 3 {
			img.SetRGBA(int(x), int(y)+dy, ink)
		}
	}
	var out, small bytes.Buffer
	if err := png.Encode(&out, img); err != nil {
		panic(err) // encoding an in-memory RGBA image cannot fail
	}
	if err := jpeg.Encode(&small, img.SubImage(image.Rect(132, 12, 228, 108)), &jpeg.Options{Quality: 80}); err != nil {
		panic(err)
	}
	return out.Bytes(), small.Bytes()
}
