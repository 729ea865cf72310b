package server

import (
	"context"
	"time"

	"amparo/store"
)

// A care plan as the API answers it (DESIGN 14), with what DESIGN leaves to us: the resident's name, who
// approved it by name, when it was last saved and superseded, the significant changes that made it due
// early (reviewTriggers) and the resident's context (care_plans_context.go).

type carePlanJSON struct {
	ID                    string              `json:"_id"`
	ResidentID            string              `json:"residentId"`
	ResidentName          string              `json:"residentName"`
	Version               int                 `json:"version"`
	Status                string              `json:"status"`
	Person                carePlanPersonJSON  `json:"person"`
	ReferenceProfessional string              `json:"referenceProfessional"`
	Areas                 []carePlanAreaJSON  `json:"areas"`
	Agreement             *agreementJSON      `json:"agreement"`
	DueDate               string              `json:"dueDate"`
	CreatedBy             string              `json:"createdBy"`
	CreatedByName         string              `json:"createdByName"`
	CreatedAt             string              `json:"createdAt"`
	UpdatedBy             string              `json:"updatedBy"`
	UpdatedByName         string              `json:"updatedByName"`
	UpdatedAt             string              `json:"updatedAt"`
	ApprovedBy            *string             `json:"approvedBy"`
	ApprovedByName        *string             `json:"approvedByName"`
	ApprovedAt            *string             `json:"approvedAt"`
	SupersededAt          *string             `json:"supersededAt"`
	ReviewTriggers        []reviewTriggerJSON `json:"reviewTriggers"`
	Context               carePlanContextJSON `json:"context"`
}

type carePlanPersonJSON struct {
	Biography   string `json:"biography"`
	Preferences string `json:"preferences"`
	Matters     string `json:"matters"`
}

type carePlanAreaJSON struct {
	ID           string            `json:"id"`
	Contributors []contributorJSON `json:"contributors"`
	Needs        []needJSON        `json:"needs"`
}

type contributorJSON struct {
	Name string `json:"name"`
	Role string `json:"role"`
}

type needJSON struct {
	ID            string             `json:"_id"`
	Text          string             `json:"text"`
	Objective     string             `json:"objective"`
	Source        *needSourceJSON    `json:"source"`
	Interventions []interventionJSON `json:"interventions"`
	StartDate     string             `json:"startDate"`
	ReviewDate    string             `json:"reviewDate"`
	Outcome       *string            `json:"outcome"`
	OutcomeNote   string             `json:"outcomeNote"`
}

type needSourceJSON struct {
	Scale        string `json:"scale"`
	AssessmentID string `json:"assessmentId"`
	Score        int    `json:"score"`
	Band         string `json:"band"`
}

type interventionJSON struct {
	ID          string   `json:"_id"`
	Text        string   `json:"text"`
	Frequency   string   `json:"frequency"`
	EveryHours  *int     `json:"everyHours"`
	Times       []string `json:"times"`
	Role        string   `json:"role"`
	Responsible string   `json:"responsible"`
}

type agreementJSON struct {
	Name         string  `json:"name"`
	Relationship string  `json:"relationship"`
	Date         string  `json:"date"`
	Method       string  `json:"method"`
	Signature    *string `json:"signature"` // the picture's URL (/api/images/<id>)
}

// reviewTriggerJSON is a significant change that makes the plan due at once.
type reviewTriggerJSON struct {
	Kind     string `json:"kind"` // barthel-drop, restraint, fall-grave, skin-lesion, hospital-return
	Text     string `json:"text"` // in words: "descenso del Barthel (de 60 a 45)"
	At       string `json:"at"`
	SourceID string `json:"sourceId"` // the record that is the change
}

// carePlanViews answers a resident's plans as JSON, with what they share read once: the resident's plan
// state (a draft's due date and the plan in force's), the significant changes and the context.
func (s *Server) carePlanViews(ctx context.Context, r store.Resident, plans []store.CarePlan) ([]carePlanJSON, error) {
	state, err := s.residentPlanState(ctx, r.ID)
	if err != nil {
		return nil, err
	}
	triggers, err := s.store.CarePlanTriggers(ctx, r.ID)
	if err != nil {
		return nil, err
	}
	known, _, err := s.residentContext(ctx, r)
	if err != nil {
		return nil, err
	}
	var inForceApproved time.Time // the triggers a draft answers are those since the plan in force
	for _, p := range plans {
		if p.Status == store.CarePlanInForce {
			inForceApproved = *p.ApprovedAt
		}
	}
	out := make([]carePlanJSON, len(plans))
	for i, p := range plans {
		out[i] = toCarePlanJSON(p, r.Name, known)
		from, to := inForceApproved, time.Time{}
		if p.Status == store.CarePlanSuperseded { // as it stood when it was in force
			from, to = *p.ApprovedAt, *p.SupersededAt
		} else { // the resident's due date now: a draft's is the date it is needed by
			out[i].DueDate = state.DueDate
		}
		for _, t := range triggers {
			if t.At.After(from) && (to.IsZero() || t.At.Before(to)) {
				out[i].ReviewTriggers = append(out[i].ReviewTriggers, reviewTriggerJSON{Kind: t.Kind, Text: triggerText(t),
					At: rfc3339UTC(t.At), SourceID: t.SourceID})
			}
		}
	}
	return out, nil
}

func toCarePlanJSON(p store.CarePlan, residentName string, context carePlanContextJSON) carePlanJSON {
	out := carePlanJSON{ID: p.ID, ResidentID: p.ResidentID, ResidentName: residentName, Version: p.Version, Status: p.Status,
		Person:                carePlanPersonJSON{Biography: p.Person.Biography, Preferences: p.Person.Preferences, Matters: p.Person.Matters},
		ReferenceProfessional: p.ReferenceProfessional, DueDate: p.DueDate, CreatedBy: p.CreatedBy,
		CreatedByName: p.CreatedByName, CreatedAt: rfc3339UTC(p.CreatedAt), UpdatedBy: p.UpdatedBy,
		UpdatedByName: p.UpdatedByName, UpdatedAt: rfc3339UTC(p.UpdatedAt), Areas: make([]carePlanAreaJSON, len(p.Areas)),
		ReviewTriggers: []reviewTriggerJSON{}, Context: context}
	if a := p.Agreement; a != nil {
		out.Agreement = &agreementJSON{Name: a.Name, Relationship: a.Relationship, Date: a.Date, Method: a.Method,
			Signature: imageURL(a.SignatureID)}
	}
	if p.ApprovedAt != nil {
		at := rfc3339UTC(*p.ApprovedAt)
		out.ApprovedBy, out.ApprovedByName, out.ApprovedAt = &p.ApprovedBy, &p.ApprovedByName, &at
	}
	if p.SupersededAt != nil {
		at := rfc3339UTC(*p.SupersededAt)
		out.SupersededAt = &at
	}
	for i, a := range p.Areas {
		area := carePlanAreaJSON{ID: a.ID, Contributors: make([]contributorJSON, len(a.Contributors)),
			Needs: make([]needJSON, len(a.Needs))}
		for j, c := range a.Contributors {
			area.Contributors[j] = contributorJSON{Name: c.Name, Role: c.Role}
		}
		for j, n := range a.Needs {
			area.Needs[j] = toNeedJSON(n)
		}
		out.Areas[i] = area
	}
	return out
}

func toNeedJSON(n store.CarePlanNeed) needJSON {
	out := needJSON{ID: n.ID, Text: n.Text, Objective: n.Objective, StartDate: n.StartDate, ReviewDate: n.ReviewDate,
		OutcomeNote: n.OutcomeNote, Interventions: make([]interventionJSON, len(n.Interventions))}
	if n.Source != nil {
		out.Source = &needSourceJSON{Scale: n.Source.Scale, AssessmentID: n.Source.AssessmentID, Score: n.Source.Score,
			Band: n.Source.Band}
	}
	if n.Outcome != "" {
		out.Outcome = &n.Outcome
	}
	for k, v := range n.Interventions {
		out.Interventions[k] = interventionJSON{ID: v.ID, Text: v.Text, Frequency: v.Frequency, Times: v.Times,
			Role: v.Role, Responsible: v.Responsible}
		if v.EveryHours > 0 {
			out.Interventions[k].EveryHours = &v.EveryHours
		}
	}
	return out
}
