package server

import (
	"time"

	"amparo/store"
)

// residentLabels name each field as the admission wizard does, for "Campo requerido: {label}".
var residentLabels = map[string]string{
	"admissionDate":                     "Fecha de ingreso",
	"name":                              "Nombre completo",
	"socialSecurity":                    "Número de la Seguridad Social",
	"dateOfBirth":                       "Fecha de nacimiento",
	"placeOfBirth":                      "Lugar de nacimiento",
	"gender":                            "Sexo",
	"maritalStatus":                     "Estado civil",
	"religion":                          "Religión",
	"room":                              "Habitación",
	"password":                          "Contraseña",
	"confirmPassword":                   "Confirmar contraseña",
	"guardianName":                      "Tutor y parentesco",
	"residentialAddress":                "Dirección de residencia",
	"mailingAddress":                    "Dirección postal",
	"phoneNumbers":                      "Teléfonos",
	"contactEmail":                      "Correo de contacto",
	"username":                          "Usuario de la familia",
	"additionalFamilyMembers.0.name":    "Nombre del familiar 1",
	"additionalFamilyMembers.0.contact": "Contacto del familiar 1",
	"medicalPlan":                       "Plan médico",
	"supplement":                        "Suplemento",
	"otherEquipmentText":                "Otro equipo",
	"allergies":                         "Alergias",
	"diagnosis":                         "Diagnóstico",
	"otherMethodsText":                  "Otros métodos",
	"accompaniedBy":                     "Acompañado por",
	"otherReceiptText":                  "Otra forma de llegada",
	"otherConditionText":                "Otra condición física",
	"receivingEmployee":                 "Empleado que recibe",
}

var residentChoices = map[string][]string{
	"gender":               {"male", "female"},
	"maritalStatus":        {"single", "married", "widowed", "divorced"},
	"examinerRelationship": {"positive", "negative", "passive", "aggressive", "indifferent"},
	"interviewDisposition": {"interested", "disinterested", "anxious", "cooperative"},
	"attention":            {"adequate", "short", "distracted", "attentionDifficulty"},
	"activityLevel":        {"adequateActivity", "hyperactive", "hypoactive"},
}

// familyFields says what a request may do with the family account's username and password.
type familyFields int

const (
	familyUntouched familyFields = iota // no account is created or changed: the fields are not read
	familyKeep                          // the account exists: the username stays required, a new password is optional
	familyNew                           // an account is created: username and password are required
)

// validateResident checks a tidied request with the wizard's rules; currentFamily is the family account's
// username, kept as it is even if older than the username rule ("" without an account). It answers the clinical
// essentials the save keeps: those of the body over current.
func validateResident(in residentRequest, family familyFields, currentFamily string, current store.Essentials, today time.Time) (store.Essentials, error) {
	v := newValidation()
	d := in.ResidentDetails
	need := func(value, field string) { v.required(value, field, "Campo requerido: "+residentLabels[field]) }

	// Personal
	need(in.AdmissionDate, "admissionDate")
	need(in.Name, "name")
	need(in.SocialSecurity, "socialSecurity")
	need(in.DateOfBirth, "dateOfBirth")
	need(d.PlaceOfBirth, "placeOfBirth")
	need(in.Room, "room")
	validateHeight(v, in.HeightCm)
	admission, admissionOK := v.date(in.AdmissionDate, "admissionDate")
	born, bornOK := v.date(in.DateOfBirth, "dateOfBirth")
	if bornOK {
		v.check(born.Before(today) && (!admissionOK || !born.After(admission)), "dateOfBirth",
			"La fecha de nacimiento debe ser anterior a la de ingreso.")
	}
	if family == familyNew || (family == familyKeep && (in.Password != "" || in.ConfirmPassword != "")) {
		need(in.Password, "password")
		need(in.ConfirmPassword, "confirmPassword")
		v.check(len([]rune(in.Password)) >= minPasswordLength, "password", "La contraseña debe tener al menos 6 caracteres.")
		v.maxLen(in.Password, 256, "password")
		v.check(in.Password == in.ConfirmPassword, "confirmPassword", "Las contraseñas deben coincidir.")
	}

	// Contacto
	need(d.GuardianName, "guardianName")
	need(d.ResidentialAddress, "residentialAddress")
	need(d.PhoneNumbers, "phoneNumbers")
	v.email(d.ContactEmail, "contactEmail", "Correo inválido.")
	if family != familyUntouched {
		need(in.Username, "username")
		validateUsername(v, in.Username, currentFamily)
	}
	need(d.AdditionalFamilyMembers[0].Name, "additionalFamilyMembers.0.name")
	need(d.AdditionalFamilyMembers[0].Contact, "additionalFamilyMembers.0.contact")

	// Médico
	need(d.MedicalPlan, "medicalPlan")
	if d.MedicalEquipment.Others {
		need(d.OtherEquipmentText, "otherEquipmentText")
	}
	need(d.Allergies, "allergies")
	need(d.Diagnosis, "diagnosis")

	// Evaluación
	if d.EvaluationMethod.OtherMethods {
		need(d.OtherMethodsText, "otherMethodsText")
	}

	// Revisión
	if d.ResidentReceipt.Accompanied {
		need(d.AccompaniedBy, "accompaniedBy")
	}
	if d.ResidentReceipt.Others {
		need(d.OtherReceiptText, "otherReceiptText")
	}
	if d.PhysicalCondition.Others {
		need(d.OtherConditionText, "otherConditionText")
	}
	need(d.ReceivingEmployee, "receivingEmployee")

	for field, value := range map[string]string{"gender": d.Gender, "maritalStatus": d.MaritalStatus,
		"examinerRelationship": d.ExaminerRelationship, "interviewDisposition": d.InterviewDisposition,
		"attention": d.Attention, "activityLevel": d.ActivityLevel} {
		v.oneOf(value, residentChoices[field], field)
	}
	for field, value := range map[string]string{"name": in.Name, "socialSecurity": in.SocialSecurity,
		"placeOfBirth": d.PlaceOfBirth, "religion": d.Religion, "room": in.Room, "guardianName": d.GuardianName,
		"phoneNumbers": d.PhoneNumbers, "contactEmail": d.ContactEmail, "medicalPlan": d.MedicalPlan,
		"supplement": d.Supplement, "receivingEmployee": d.ReceivingEmployee, "accompaniedBy": d.AccompaniedBy,
		"additionalFamilyMembers.0.name":         d.AdditionalFamilyMembers[0].Name,
		"additionalFamilyMembers.0.relationship": d.AdditionalFamilyMembers[0].Relationship,
		"additionalFamilyMembers.0.contact":      d.AdditionalFamilyMembers[0].Contact,
		"additionalFamilyMembers.1.name":         d.AdditionalFamilyMembers[1].Name,
		"additionalFamilyMembers.1.relationship": d.AdditionalFamilyMembers[1].Relationship,
		"additionalFamilyMembers.1.contact":      d.AdditionalFamilyMembers[1].Contact} {
		v.maxLen(value, shortText, field)
	}
	for field, value := range map[string]string{"residentialAddress": d.ResidentialAddress, "mailingAddress": d.MailingAddress} {
		v.maxLen(value, addrText, field)
	}
	for field, value := range map[string]string{"otherEquipmentText": d.OtherEquipmentText, "allergies": d.Allergies,
		"diagnosis": d.Diagnosis, "otherMethodsText": d.OtherMethodsText, "otherReceiptText": d.OtherReceiptText,
		"otherConditionText": d.OtherConditionText, "comments": d.Comments} {
		v.maxLen(value, longText, field)
	}
	essentials := in.essentials(v, current, today)
	return essentials, v.err()
}

// residentInput turns a validated request into what the store saves over current (the zero resident when
// admitting). Without an area in the body the resident keeps theirs: areas are changed from "Configurar áreas",
// and a form opened before such a change must not undo it. Without a height in the body the resident keeps theirs.
func (in residentRequest) residentInput(photo store.PhotoChange, current store.Resident, essentials store.Essentials) store.ResidentInput {
	area := current.AreaID
	if in.Area != nil {
		area = *in.Area
	}
	return store.ResidentInput{Name: in.Name, SocialSecurity: in.SocialSecurity, DateOfBirth: in.DateOfBirth,
		AdmissionDate: in.AdmissionDate, Room: in.Room, AreaID: area, Details: in.ResidentDetails,
		HeightCm: in.HeightCm.heightOf(current.HeightCm), Essentials: essentials, FamilyUsername: in.Username,
		FamilyPassword: in.Password, Photo: photo}
}
