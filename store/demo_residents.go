package store

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// demoAreas are the home's areas in the demo.
var demoAreas = [][2]string{
	{"Planta baja", "Habitaciones adaptadas junto al comedor y el jardín."},
	{"Primera planta", "Residentes con autonomía y apoyo puntual."},
	{"Segunda planta", "Residentes con mayor dependencia."},
	{"Unidad de memoria", "Atención especializada a personas con demencia."},
}

// demoPeople: name, gender, age, years since admission (roughly), diagnosis.
var demoPeople = []struct {
	name, gender string
	age, years   int
	diagnosis    string
}{
	{"María del Carmen Núñez Peña", "female", 87, 3, "Hipertensión arterial controlada. Artrosis de rodilla."},
	{"José Antonio Fernández Ruiz", "male", 82, 2, "Diabetes mellitus tipo 2. Insuficiencia renal leve."},
	{"Dolores Muñoz Gallego", "female", 91, 5, "Demencia tipo Alzheimer en fase moderada."},
	{"Francisco Javier López Ibáñez", "male", 78, 1, "EPOC con oxigenoterapia nocturna."},
	{"Ángeles Martínez Cañete", "female", 85, 4, "Fractura de cadera intervenida en 2023. Osteoporosis."},
	{"Manuel Jiménez Ortega", "male", 89, 3, "Parkinson. Disfagia leve para líquidos."},
	{"Concepción Sánchez Villar", "female", 93, 6, "Insuficiencia cardiaca. Hipoacusia bilateral."},
	{"Antonio García Castaño", "male", 80, 1, "Ictus isquémico con hemiparesia izquierda."},
	{"Josefa Rodríguez Peñalver", "female", 88, 2, "Deterioro cognitivo leve. Hipotiroidismo."},
	{"Juan Carlos Romero Belmonte", "male", 74, 1, "Esclerosis múltiple. Movilidad en silla de ruedas."},
	{"Pilar Álvarez Quiñones", "female", 90, 5, "Demencia vascular. Incontinencia urinaria."},
	{"Ramón Gutiérrez Sáez", "male", 86, 4, "Cardiopatía isquémica. Marcapasos desde 2021."},
	{"Rosario Díaz Montaña", "female", 83, 0, "Artritis reumatoide. Depresión en tratamiento."}, // admitted a week ago
	{"Enrique Moreno Cuevas", "male", 92, 6, "Insuficiencia renal crónica. Anemia."},
	{"Encarnación Ruiz Albéniz", "female", 95, 7, "Demencia tipo Alzheimer avanzada. Úlcera sacra curada."},
	{"Luis Miguel Herrera Pozo", "male", 77, 1, "Diabetes tipo 2 insulinodependiente. Retinopatía."},
	{"Mercedes Navarro Íñiguez", "female", 84, 3, "Hipertensión. Glaucoma."},
	{"Pedro Domínguez Arráez", "male", 81, 2, "Secuelas de traumatismo craneal. Epilepsia controlada."},
	{"Teresa Vázquez Ledesma", "female", 89, 4, "Fibrilación auricular anticoagulada."},
	{"Andrés Ramos Solís", "male", 85, 3, "Demencia frontotemporal."},
	{"Isabel Gil Montoya", "female", 79, 1, "Enfermedad de Parkinson inicial. Osteoporosis."},
	{"Fernando Serrano Boticario", "male", 90, 5, "Insuficiencia cardiaca. Edemas en miembros inferiores."},
	{"Amparo Molina Escribano", "female", 96, 8, "Demencia senil. Dependencia total para las actividades diarias."},
	{"Jesús Blanco Orozco", "male", 83, 2, "EPOC. Exfumador."},
	{"Remedios Castro Bermúdez", "female", 87, 0, "Diabetes tipo 2. Amputación de dos dedos del pie derecho."}, // a fortnight ago
	{"Rafael Ortiz Calleja", "male", 88, 4, "Hipertrofia benigna de próstata. Hipertensión."},
	{"Consuelo Rubio Anguita", "female", 81, 1, "Depresión mayor. Ansiedad."},
	{"Joaquín Marín Peñas", "male", 94, 6, "Deterioro cognitivo moderado. Hipoacusia."},
	{"Milagros Sanz Echevarría", "female", 86, 2, "Insuficiencia venosa crónica. Artrosis."},
	{"Alfonso Iglesias Roldán", "male", 76, 1, "Esquizofrenia estabilizada. Diabetes tipo 2."},
	{"Asunción Medina Carrión", "female", 92, 5, "Fractura de húmero consolidada. Osteoporosis severa."},
	{"Emilio Garrido Lucena", "male", 84, 3, "Parkinson avanzado."},
	{"Inmaculada Cortés Huertas", "female", 80, 1, "Esclerosis lateral amiotrófica en fase inicial."},
	{"Agustín Santos Pliego", "male", 89, 4, "Cáncer de próstata en seguimiento. Dolor crónico."},
	{"Purificación Lozano Ferrándiz", "female", 98, 9, "Demencia avanzada. Disfagia."},
	{"Vicente Guerrero Aranda", "male", 79, 1, "Hepatopatía crónica. Hipertensión."},
	{"Soledad Cano Villalobos", "female", 85, 2, "Hipertensión. Cataratas intervenidas."},
	{"Tomás Prieto Azcona", "male", 91, 5, "Demencia mixta. Caídas frecuentes."},
	{"Guadalupe Méndez Zúñiga", "female", 83, 3, "Insuficiencia respiratoria crónica."},
	{"Gregorio Calvo Requena", "male", 87, 2, "Artrosis generalizada. Hipertensión."},
}

var demoPlaces = []string{"Ávila", "Toledo", "Cuenca", "Madrid", "Segovia", "Córdoba", "León", "Cáceres", "Logroño", "Jaén"}

// seedDemoResidents adds the demo areas and residents, each with a photo and a family account.
func (s *Store) seedDemoResidents(ctx context.Context, actor Actor) error {
	areaIDs := make([]string, len(demoAreas))
	for i, a := range demoAreas {
		area, err := s.CreateArea(ctx, actor, a[0], a[1])
		if err != nil {
			return fmt.Errorf("demo area: %w", err)
		}
		areaIDs[i] = area.ID
	}
	today := s.Now()
	for i, p := range demoPeople {
		in := demoResident(i, p.name, p.gender, p.age, p.years, p.diagnosis, today)
		in.AreaID = areaIDs[i%len(areaIDs)]
		if i%9 == 8 { // a few without area, as happens while staff rearrange
			in.AreaID = ""
		}
		r, err := s.CreateResident(ctx, actor, in)
		if err != nil {
			return fmt.Errorf("demo resident %s: %w", p.name, err)
		}
		if i == 14 || i == 34 { // two former residents, in the archived list
			if _, err := s.ToggleArchive(ctx, actor, r.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

func demoResident(i int, name, gender string, age, years int, diagnosis string, today time.Time) ResidentInput {
	in := demoAdmission(i, name, gender, age, years, diagnosis, today)
	in.Photo = PhotoChange{New: &NewImage{ContentType: "image/jpeg", Width: 256, Height: 256,
		Data: demoAvatar(i, 256), Thumb: demoAvatar(i, 96)}}
	return in
}

// demoAdmission is a demo resident's admission document, without the photo (drawing it is the slow part).
func demoAdmission(i int, name, gender string, age, years int, diagnosis string, today time.Time) ResidentInput {
	surname := strings.Fields(name)
	family := surname[len(surname)-2]
	slug := Normalize(strings.Join(surname[:1], "") + "." + family)
	born := today.AddDate(-age, -(i*7)%12, -(i*11)%28)
	admitted := today.AddDate(-years, -(i*5)%12, -(i*3)%28)
	relative := []string{"Ana", "Luis", "Carmen", "Miguel", "Lucía", "Pablo", "Elena", "Jorge"}[i%8] + " " + family
	relation := map[bool]string{true: "hija", false: "hijo"}[i%2 == 0]
	d := ResidentDetails{
		PlaceOfBirth: demoPlaces[i%len(demoPlaces)], Gender: gender,
		MaritalStatus: []string{"widowed", "married", "widowed", "single", "divorced"}[i%5],
		Religion:      []string{"Católica", "Católica", "Ninguna", "Católica", "Evangélica"}[i%5],
		GuardianName:  relative + " (" + relation + ")",
		ResidentialAddress: fmt.Sprintf("Calle de %s %d, %s", []string{"Alcalá", "la Paz", "San Roque", "Cervantes"}[i%4],
			3+i, demoPlaces[(i+3)%len(demoPlaces)]),
		PhoneNumbers: fmt.Sprintf("+34 6%02d %03d %03d", 10+i, 100+i*7, 200+i*13),
		ContactEmail: Normalize(strings.Fields(relative)[0]) + "." + slug[strings.Index(slug, ".")+1:] + "@correo.es",
		AdditionalFamilyMembers: [2]FamilyMember{
			{Name: relative, Relationship: relation, Contact: fmt.Sprintf("+34 6%02d %03d %03d", 10+i, 100+i*7, 200+i*13)},
			{Name: []string{"Rosa", "Antonio", "Marta", "Javier"}[i%4] + " " + family, Relationship: "sobrino/a",
				Contact: fmt.Sprintf("+34 7%02d %03d %03d", 20+i, 300+i*3, 400+i*9)},
		},
		MedicalPlan:          []string{"Seguridad Social", "Seguridad Social + Sanitas", "MUFACE", "Seguridad Social"}[i%4],
		Supplement:           []string{"Ninguno", "Batido hiperproteico", "Vitamina D", "Espesante para líquidos"}[i%4],
		MedicalEquipment:     MedicalEquipment{Wheelchair: i%3 == 0, Walker: i%3 == 1, Oxygen: i%7 == 3},
		Allergies:            []string{"Ninguna conocida", "Penicilina", "Ninguna conocida", "Ácido acetilsalicílico", "Marisco"}[i%5],
		Diagnosis:            diagnosis,
		EvaluationMethod:     EvaluationMethod{Observation: true, Interview: i%2 == 0, FamilyInterview: true},
		ExaminerRelationship: []string{"positive", "positive", "passive", "indifferent"}[i%4],
		InterviewDisposition: []string{"cooperative", "interested", "anxious", "interested"}[i%4],
		Attention:            []string{"adequate", "short", "distracted", "adequate"}[i%4],
		ActivityLevel:        []string{"adequateActivity", "hypoactive", "adequateActivity"}[i%3],
		Orientation:          Orientation{Place: i%4 != 2, Time: i%3 == 0, Person: true},
		ResidentReceipt:      ResidentReceipt{Walks: i%3 == 1, Wheelchair: i%3 == 0, Ambulance: i%3 == 2, Accompanied: true},
		AccompaniedBy:        relative,
		PhysicalCondition:    PhysicalCondition{Bruises: i%6 == 1, Ulcers: i%10 == 4},
		Comments:             "Le gusta pasear por el jardín por las mañanas y escuchar la radio.",
		ReceivingEmployee:    []string{"Carmen Ruiz", "Javier Ortega", "Lucía Fernández"}[i%3],
	}
	d.MailingAddress = d.ResidentialAddress
	return ResidentInput{
		Name: name, SocialSecurity: fmt.Sprintf("28%010d", 4831207+i*7919),
		DateOfBirth: born.Format(time.DateOnly), AdmissionDate: admitted.Format(time.DateOnly),
		Room: fmt.Sprintf("%d%02d", 1+i/14, 1+i%14), Details: d,
		FamilyUsername: "familia." + strings.ReplaceAll(slug, " ", ""), FamilyPassword: DemoFamilyPassword,
	}
}
