package server

import (
	"context"
	"time"

	"amparo/store"
)

// What the team plans from (DESIGN 14: "drawn from what is known"): the latest score and band of each of the
// ten scales, the allergies, the diagnosis, the active restraints and the Kardex. It is read afresh with the
// plan, never stored: the resident as they are now, beside the plan.

type carePlanContextJSON struct {
	Scales     []contextScaleJSON     `json:"scales"` // the scales assessed, in the scales' order
	Allergies  string                 `json:"allergies"`
	Diagnosis  string                 `json:"diagnosis"`
	Restraints []contextRestraintJSON `json:"restraints"`
	Kardex     []contextKardexJSON    `json:"kardex"`
}

type contextScaleJSON struct {
	Scale        string   `json:"scale"`
	ScaleName    string   `json:"scaleName"`
	AssessmentID string   `json:"assessmentId"`
	Date         string   `json:"date"`
	Score        int      `json:"score"`
	Band         bandJSON `json:"band"`
}

type bandJSON struct {
	Label    string `json:"label"`
	Severity string `json:"severity"`
}

type contextRestraintJSON struct {
	ID         string `json:"_id"`
	Type       string `json:"type"`
	Device     string `json:"device"`
	Schedule   string `json:"schedule"`
	StartDate  string `json:"startDate"`
	ReviewDate string `json:"reviewDate"`
}

type contextKardexJSON struct {
	EntryID        string   `json:"entryId"`
	MedicationName string   `json:"medicationName"`
	Dose           string   `json:"dose"`
	Route          string   `json:"route"`
	Frequency      string   `json:"frequency"`
	Times          []string `json:"times"`
	PRN            bool     `json:"prn"`
}

// residentContext is what is known of a resident now, and the latest assessment of each scale (the
// pre-fill's bands).
func (s *Server) residentContext(ctx context.Context, r store.Resident) (carePlanContextJSON, map[string]store.Record[store.Assessment], error) {
	out := carePlanContextJSON{Scales: []contextScaleJSON{}, Allergies: r.Details.Allergies, Diagnosis: r.Details.Diagnosis,
		Restraints: []contextRestraintJSON{}, Kardex: []contextKardexJSON{}}
	assessments, err := store.ListRecords(ctx, s.store, store.Assessments, r.ID)
	if err != nil {
		return out, nil, err
	}
	latest := latestAssessments(assessments)
	for _, sc := range assessmentScales {
		if a, ok := latest[sc.ID]; ok {
			out.Scales = append(out.Scales, contextScaleJSON{Scale: sc.ID, ScaleName: sc.Name, AssessmentID: a.ID, Date: a.Date,
				Score: a.Data.Score, Band: bandJSON{Label: a.Data.Band.Label, Severity: a.Data.Band.Severity}})
		}
	}
	restraints, err := s.store.ListRestraints(ctx, store.RestraintFilter{ResidentID: r.ID, Status: "active"})
	if err != nil {
		return out, nil, err
	}
	for _, t := range restraints {
		out.Restraints = append(out.Restraints, contextRestraintJSON{ID: t.ID, Type: t.Type, Device: t.Device,
			Schedule: t.Schedule, StartDate: t.StartDate, ReviewDate: t.ReviewDate})
	}
	kardexes, err := store.ListRecords(ctx, s.store, store.Kardexes, r.ID)
	if err != nil {
		return out, nil, err
	}
	today := s.today().Format(time.DateOnly)
	for _, k := range kardexes {
		for _, e := range k.Data.Entries {
			if e.EndDate != "" && e.EndDate < today {
				continue
			}
			out.Kardex = append(out.Kardex, contextKardexJSON{EntryID: e.ID, MedicationName: e.MedicationName, Dose: e.Dose,
				Route: e.Route, Frequency: e.Frequency, Times: append([]string{}, e.Times...), PRN: e.PRN})
		}
	}
	return out, latest, nil
}
