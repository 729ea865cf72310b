package server

import (
	"encoding/json"
	"strings"
	"time"

	"amparo/store"
)

// patientSummaryJSON is a resident as the list shows it (SPEC "Patient in list").
type patientSummaryJSON struct {
	ID            string  `json:"_id"`
	Name          string  `json:"name"`
	Age           *int    `json:"age"`
	Room          string  `json:"room"`
	Area          *string `json:"area"`
	AreaName      string  `json:"areaName"`
	Photo         *string `json:"photo"`
	PhotoThumb    *string `json:"photoThumb"`
	Archived      bool    `json:"archived"`
	AdmissionDate string  `json:"admissionDate"`
	CreatedAt     string  `json:"createdAt"`
}

// residentJSON is the complete resident (SPEC "Resident form"); the family password is never in it.
type residentJSON struct {
	patientSummaryJSON
	FullName       string `json:"fullName"`
	SocialSecurity string `json:"socialSecurity"`
	DateOfBirth    string `json:"dateOfBirth"`
	Username       string `json:"username"`
	Email          string `json:"email"`
	store.ResidentDetails
	HeightCm *int `json:"heightCm"` // null when unknown
	essentialsJSON
	HospitalStay *hospitalStayJSON `json:"hospitalStay"` // null while in the home
	UpdatedAt    string            `json:"updatedAt"`
}

func toPatientSummary(r store.Resident, today time.Time) patientSummaryJSON {
	out := patientSummaryJSON{ID: r.ID, Name: r.Name, Room: r.Room, AreaName: r.AreaName,
		Photo: imageURL(r.PhotoID), PhotoThumb: thumbURL(r.PhotoID), Archived: r.Archived(),
		AdmissionDate: r.AdmissionDate, CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
	if age := store.AgeOn(r.DateOfBirth, today); age >= 0 {
		out.Age = &age
	}
	if r.AreaID != "" {
		area := r.AreaID
		out.Area = &area
	}
	return out
}

func toResidentJSON(r store.Resident, today time.Time) residentJSON {
	var stay *hospitalStayJSON
	if !r.HospitalSince.IsZero() {
		stay = &hospitalStayJSON{Since: r.HospitalSince.UTC().Format(time.RFC3339), Reason: r.HospitalReason}
	}
	return residentJSON{HospitalStay: stay, patientSummaryJSON: toPatientSummary(r, today), FullName: r.Name,
		SocialSecurity: r.SocialSecurity, DateOfBirth: r.DateOfBirth, Username: r.FamilyUsername,
		Email: r.Details.ContactEmail, ResidentDetails: r.Details, HeightCm: r.HeightCm, essentialsJSON: toEssentialsJSON(r.Essentials), UpdatedAt: r.UpdatedAt.UTC().Format(time.RFC3339)}
}

// residentRequest is the body of create and update.
type residentRequest struct {
	Name            string          `json:"name"`
	SocialSecurity  string          `json:"socialSecurity"`
	DateOfBirth     string          `json:"dateOfBirth"`
	AdmissionDate   string          `json:"admissionDate"`
	Room            string          `json:"room"`
	Area            *string         `json:"area"`
	Photo           json.RawMessage `json:"photo"`
	Username        string          `json:"username"`
	Password        string          `json:"password"`
	ConfirmPassword string          `json:"confirmPassword"`
	HeightCm        optionalHeight  `json:"heightCm"`
	essentialsRequest
	store.ResidentDetails
}

// tidy trims every text and fills SPEC's defaults for choices left empty.
func (in *residentRequest) tidy() {
	d := &in.ResidentDetails
	for _, p := range []*string{&in.Name, &in.SocialSecurity, &in.DateOfBirth, &in.AdmissionDate, &in.Room,
		&in.Username, &d.PlaceOfBirth, &d.Gender, &d.MaritalStatus, &d.Religion, &d.GuardianName,
		&d.ResidentialAddress, &d.MailingAddress, &d.PhoneNumbers, &d.ContactEmail, &d.MedicalPlan, &d.Supplement,
		&d.OtherEquipmentText, &d.Allergies, &d.Diagnosis, &d.OtherMethodsText, &d.ExaminerRelationship,
		&d.InterviewDisposition, &d.Attention, &d.ActivityLevel, &d.AccompaniedBy, &d.OtherReceiptText,
		&d.OtherConditionText, &d.Comments, &d.ReceivingEmployee,
		&d.AdditionalFamilyMembers[0].Name, &d.AdditionalFamilyMembers[0].Relationship, &d.AdditionalFamilyMembers[0].Contact,
		&d.AdditionalFamilyMembers[1].Name, &d.AdditionalFamilyMembers[1].Relationship, &d.AdditionalFamilyMembers[1].Contact,
	} {
		*p = strings.TrimSpace(*p)
	}
	for p, def := range map[*string]string{&d.Gender: "male", &d.MaritalStatus: "single",
		&d.ExaminerRelationship: "positive", &d.InterviewDisposition: "interested", &d.Attention: "adequate",
		&d.ActivityLevel: "adequateActivity"} {
		if *p == "" {
			*p = def
		}
	}
	// Texts that only mean something with their box ticked are dropped with it.
	clearUnless(d.MedicalEquipment.Others, &d.OtherEquipmentText)
	clearUnless(d.EvaluationMethod.OtherMethods, &d.OtherMethodsText)
	clearUnless(d.ResidentReceipt.Accompanied, &d.AccompaniedBy)
	clearUnless(d.ResidentReceipt.Others, &d.OtherReceiptText)
	clearUnless(d.PhysicalCondition.Others, &d.OtherConditionText)
}

func clearUnless(ticked bool, text *string) {
	if !ticked {
		*text = ""
	}
}
