package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The care plan (PAI, DESIGN 14): versions of a resident's plan, each with the person's own view, the five
// areas with their contributors and needs, each need with its interventions, and from approval on the
// agreement with its signature. Writes are in care_plans_write.go; review triggers in care_plan_triggers.go.

// Care plan statuses.
const (
	CarePlanDraft      = "borrador"
	CarePlanInForce    = "vigente"
	CarePlanSuperseded = "sustituido"
)

// CarePlanAreas are the areas of every plan, in the order they are shown and printed.
var CarePlanAreas = []string{"sanitaria", "funcional", "cognitiva-emocional", "social-familiar", "ocio-participacion"}

// CarePlan is one version of a resident's plan. Areas always holds the five CarePlanAreas, in order.
type CarePlan struct {
	ID                    string
	ResidentID            string
	Version               int
	Status                string
	Person                CarePlanPerson
	ReferenceProfessional string
	Areas                 []CarePlanArea
	Agreement             *CarePlanAgreement // nil for a draft
	DueDate               string             // the review set at approval; "" for a draft
	CreatedBy             string
	CreatedByName         string
	CreatedAt             time.Time
	UpdatedBy             string
	UpdatedByName         string
	UpdatedAt             time.Time
	ApprovedBy            string
	ApprovedByName        string
	ApprovedAt            *time.Time
	SupersededAt          *time.Time
}

// CarePlanPerson is the person's own view: their story, their preferences, what matters to them.
type CarePlanPerson struct {
	Biography, Preferences, Matters string
}

// CarePlanArea is one area of the plan with who contributed to it and its needs.
type CarePlanArea struct {
	ID           string
	Contributors []CarePlanContributor
	Needs        []CarePlanNeed
}

// CarePlanContributor is a member of the team who contributed to an area, by name and role.
type CarePlanContributor struct {
	Name, Role string
}

// CarePlanNeed is a need with its measurable objective, dates, outcome at review and interventions.
type CarePlanNeed struct {
	ID            string
	Text          string
	Objective     string
	Source        *NeedSource // the scale's band it was suggested from; nil when the team wrote it
	StartDate     string
	ReviewDate    string
	Outcome       string // "", logrado, parcial, no-logrado
	OutcomeNote   string
	Interventions []CarePlanIntervention
}

// NeedSource is the assessment a suggested need came from.
type NeedSource struct {
	Scale        string
	AssessmentID string
	Score        int
	Band         string
}

// CarePlanIntervention is what is done for a need: how often in words, and when as data (every so many
// hours, or at times of day), by which role and which named person.
type CarePlanIntervention struct {
	ID          string
	Text        string
	Frequency   string
	EveryHours  int      // 0: not every so many hours
	Times       []string // HH:MM, sorted
	Role        string
	Responsible string
}

// CarePlanAgreement is the agreement with the resident or their representative.
type CarePlanAgreement struct {
	Name, Relationship, Date string
	Method                   string // tableta, papel
	SignatureID              string // the image of the signature
}

const carePlanColumns = `p.id, p.resident_id, p.version, p.status, p.biography, p.preferences, p.matters,
	p.reference_professional, p.agreement_name, p.agreement_relationship, p.agreement_date, p.agreement_method,
	p.signature_id, coalesce(p.due_date, ''), p.created_by, p.created_by_name, p.created_at, p.updated_by,
	p.updated_by_name, p.updated_at, coalesce(p.approved_by, ''), coalesce(p.approved_by_name, ''), p.approved_at,
	p.superseded_at`

const carePlanFrom = ` FROM care_plans p JOIN residents r ON r.id = p.resident_id`

func scanCarePlan(row rowScanner) (CarePlan, error) {
	var p CarePlan
	var name, relationship, date, method, signature, approved, superseded sql.NullString
	var created, updated string
	err := row.Scan(&p.ID, &p.ResidentID, &p.Version, &p.Status, &p.Person.Biography, &p.Person.Preferences,
		&p.Person.Matters, &p.ReferenceProfessional, &name, &relationship, &date, &method, &signature, &p.DueDate,
		&p.CreatedBy, &p.CreatedByName, &created, &p.UpdatedBy, &p.UpdatedByName, &updated, &p.ApprovedBy,
		&p.ApprovedByName, &approved, &superseded)
	if errors.Is(err, sql.ErrNoRows) {
		return CarePlan{}, ErrNotFound
	}
	if err != nil {
		return CarePlan{}, fmt.Errorf("scan care plan: %w", err)
	}
	p.CreatedAt, p.UpdatedAt = parseTime(created), parseTime(updated)
	if name.Valid {
		p.Agreement = &CarePlanAgreement{Name: name.String, Relationship: relationship.String, Date: date.String,
			Method: method.String, SignatureID: signature.String}
	}
	p.ApprovedAt, p.SupersededAt = optionalTime(approved), optionalTime(superseded)
	p.Areas = make([]CarePlanArea, len(CarePlanAreas))
	for i, id := range CarePlanAreas {
		p.Areas[i] = CarePlanArea{ID: id, Contributors: []CarePlanContributor{}, Needs: []CarePlanNeed{}}
	}
	return p, nil
}

func optionalTime(v sql.NullString) *time.Time {
	if !v.Valid {
		return nil
	}
	t := parseTime(v.String)
	return &t
}

// CarePlanByID returns a plan of a resident not deleted, with its areas.
func (s *Store) CarePlanByID(ctx context.Context, id string) (CarePlan, error) {
	p, err := scanCarePlan(s.reader.QueryRowContext(ctx, `SELECT `+carePlanColumns+carePlanFrom+`
		WHERE p.id = ? AND r.deleted_at IS NULL`, id))
	if err != nil {
		return CarePlan{}, err
	}
	plans := []CarePlan{p}
	if err := loadCarePlanParts(ctx, s.reader, plans); err != nil {
		return CarePlan{}, err
	}
	return plans[0], nil
}

// CarePlansOf returns every version of a resident's plan, newest first.
func (s *Store) CarePlansOf(ctx context.Context, residentID string) ([]CarePlan, error) {
	plans, err := queryAll(ctx, s.reader, scanCarePlan, `SELECT `+carePlanColumns+carePlanFrom+`
		WHERE p.resident_id = ? AND r.deleted_at IS NULL ORDER BY p.version DESC`, residentID)
	if err != nil {
		return nil, fmt.Errorf("care plans: %w", err)
	}
	if err := loadCarePlanParts(ctx, s.reader, plans); err != nil {
		return nil, err
	}
	return plans, nil
}

// loadCarePlanParts fills each plan's areas: contributors, needs, interventions and their times, in order.
func loadCarePlanParts(ctx context.Context, q querier, plans []CarePlan) error {
	if len(plans) == 0 {
		return nil
	}
	byID := make(map[string]*CarePlan, len(plans))
	ids := make([]any, len(plans))
	for i := range plans {
		byID[plans[i].ID], ids[i] = &plans[i], plans[i].ID
	}
	in := `(?` + strings.Repeat(", ?", len(ids)-1) + `)`
	contributors, err := q.QueryContext(ctx, `SELECT plan_id, area, name, role FROM care_plan_contributors
		WHERE plan_id IN `+in+` ORDER BY plan_id, area, position`, ids...)
	if err != nil {
		return fmt.Errorf("care plan contributors: %w", err)
	}
	defer contributors.Close()
	for contributors.Next() {
		var planID, area string
		var c CarePlanContributor
		if err := contributors.Scan(&planID, &area, &c.Name, &c.Role); err != nil {
			return fmt.Errorf("scan contributor: %w", err)
		}
		a := byID[planID].area(area)
		a.Contributors = append(a.Contributors, c)
	}
	if err := contributors.Err(); err != nil {
		return err
	}
	needs, err := queryAll(ctx, q, scanNeed, `SELECT plan_id, area, id, text, objective, source_scale,
			source_assessment_id, source_score, source_band, start_date, review_date, coalesce(outcome, ''), outcome_note
		FROM care_plan_needs WHERE plan_id IN `+in+` ORDER BY plan_id, area, position`, ids...)
	if err != nil {
		return fmt.Errorf("care plan needs: %w", err)
	}
	interventions, err := loadInterventions(ctx, q, in, ids)
	if err != nil {
		return err
	}
	for _, n := range needs {
		n.need.Interventions = interventions[n.need.ID]
		if n.need.Interventions == nil {
			n.need.Interventions = []CarePlanIntervention{}
		}
		a := byID[n.planID].area(n.area)
		a.Needs = append(a.Needs, n.need)
	}
	return nil
}

// area is the plan's area of that id.
func (p *CarePlan) area(id string) *CarePlanArea {
	for i := range p.Areas {
		if p.Areas[i].ID == id {
			return &p.Areas[i]
		}
	}
	panic("store: unknown care plan area " + id) // the table's CHECK allows only CarePlanAreas
}

type scannedNeed struct {
	planID, area string
	need         CarePlanNeed
}

func scanNeed(row rowScanner) (scannedNeed, error) {
	var n scannedNeed
	var scale, assessment, band sql.NullString
	var score sql.NullInt64
	err := row.Scan(&n.planID, &n.area, &n.need.ID, &n.need.Text, &n.need.Objective, &scale, &assessment, &score, &band,
		&n.need.StartDate, &n.need.ReviewDate, &n.need.Outcome, &n.need.OutcomeNote)
	if err != nil {
		return n, fmt.Errorf("scan need: %w", err)
	}
	if scale.Valid {
		n.need.Source = &NeedSource{Scale: scale.String, AssessmentID: assessment.String, Score: int(score.Int64), Band: band.String}
	}
	return n, nil
}

// loadInterventions reads the interventions of the plans' needs with their times, by need, in order.
func loadInterventions(ctx context.Context, q querier, in string, planIDs []any) (map[string][]CarePlanIntervention, error) {
	const ofPlans = ` JOIN care_plan_needs n ON n.id = i.need_id WHERE n.plan_id IN `
	type row struct {
		needID string
		v      CarePlanIntervention
	}
	list, err := queryAll(ctx, q, func(rs rowScanner) (row, error) {
		var r row
		var every sql.NullInt64
		err := rs.Scan(&r.needID, &r.v.ID, &r.v.Text, &r.v.Frequency, &every, &r.v.Role, &r.v.Responsible)
		r.v.EveryHours, r.v.Times = int(every.Int64), []string{}
		return r, err
	}, `SELECT i.need_id, i.id, i.text, i.frequency, i.every_hours, i.role, i.responsible FROM care_plan_interventions i`+
		ofPlans+in+` ORDER BY i.need_id, i.position`, planIDs...)
	if err != nil {
		return nil, fmt.Errorf("care plan interventions: %w", err)
	}
	times, err := queryAll(ctx, q, func(rs rowScanner) ([2]string, error) {
		var t [2]string
		err := rs.Scan(&t[0], &t[1])
		return t, err
	}, `SELECT t.intervention_id, t.at_time FROM care_plan_intervention_times t
		JOIN care_plan_interventions i ON i.id = t.intervention_id`+ofPlans+in+` ORDER BY t.intervention_id, t.at_time`, planIDs...)
	if err != nil {
		return nil, fmt.Errorf("care plan intervention times: %w", err)
	}
	byIntervention := map[string][]string{}
	for _, t := range times {
		byIntervention[t[0]] = append(byIntervention[t[0]], t[1])
	}
	out := map[string][]CarePlanIntervention{}
	for _, r := range list {
		if at := byIntervention[r.v.ID]; at != nil {
			r.v.Times = at
		}
		out[r.needID] = append(out[r.needID], r.v)
	}
	return out, nil
}
