package bench

import "math/rand/v2"

// What the load's home is made of: its areas, its residents' names, its inventory and the schedules its
// doctors prescribe, and the words of its records.

var homeAreaNames = []struct{ name, description string }{
	{"Planta baja · Asistidos", "Residentes con gran dependencia"},
	{"Primera planta", "Residentes válidos y semiválidos"},
	{"Segunda planta", "Residentes semiválidos"},
	{"Unidad de memoria", "Deterioro cognitivo moderado y grave"},
}

var homeFemale = []string{"María", "Carmen", "Josefa", "Isabel", "Dolores", "Pilar", "Teresa", "Ana", "Francisca",
	"Antonia", "Rosario", "Mercedes", "Concepción", "Manuela", "Encarnación", "Julia", "Ángeles", "Remedios",
	"Asunción", "Amparo", "Consuelo", "Rosa", "Soledad", "Milagros", "Luisa", "Emilia", "Inés", "Catalina",
	"Margarita", "Victoria", "María Luisa", "María Jesús"}

var homeMale = []string{"José", "Antonio", "Manuel", "Francisco", "Juan", "Pedro", "Jesús", "Ángel", "Miguel",
	"Rafael", "Luis", "Ramón", "Vicente", "Joaquín", "Andrés", "Tomás", "Fernando", "Emilio", "Julián", "Salvador",
	"José Luis", "Juan Carlos"}

var homeSurnames = []string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez",
	"Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso",
	"Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano", "Blanco",
	"Molina", "Morales", "Suárez", "Ortega", "Delgado", "Castro", "Ortiz", "Rubio", "Marín", "Sanz", "Núñez",
	"Iglesias", "Medina", "Garrido", "Cortés", "Castillo", "Santos", "Lozano", "Guerrero", "Cano", "Prieto"}

var homePlaces = []string{"Ávila", "Arévalo", "Segovia", "Salamanca", "Madrid", "Talavera de la Reina", "Piedrahíta",
	"El Barco de Ávila", "Cebreros", "Valladolid"}

var homeDiagnoses = []string{"Hipertensión arterial. Diabetes mellitus tipo 2.", "Demencia tipo alzhéimer, fase moderada.",
	"Insuficiencia cardiaca crónica.", "EPOC. Hipertensión arterial.", "Enfermedad de Parkinson.",
	"Fibrilación auricular anticoagulada.", "Artrosis generalizada. Osteoporosis.", "Ictus isquémico con hemiparesia derecha.",
	"Deterioro cognitivo leve. Hipotiroidismo.", "Insuficiencia renal crónica estadio 3."}

// loadDrugs is the inventory: medicines older people take every day (none a penicillin, a cephalosporin or an
// iodinated contrast, the residents' allergies).
var loadDrugs = []struct{ name, ingredient, category, concentration, presentation, route, dose string }{
	{"Omeprazol", "omeprazol", "Antacid", "20 mg", "Cápsulas", "Oral", "1 cápsula"},
	{"Paracetamol", "paracetamol", "Analgesic", "1 g", "Comprimidos", "Oral", "1 comprimido"},
	{"Enalapril", "enalapril", "Other", "10 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Amlodipino", "amlodipino", "Other", "5 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Metformina", "metformina", "Other", "850 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Atorvastatina", "atorvastatina", "Other", "20 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Levotiroxina", "levotiroxina", "Hormone", "50 mcg", "Comprimidos", "Oral", "1 comprimido"},
	{"Furosemida", "furosemida", "Other", "40 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Bisoprolol", "bisoprolol", "Other", "2,5 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Apixabán", "apixabán", "Other", "2,5 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Lorazepam", "lorazepam", "Other", "1 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Quetiapina", "quetiapina", "Other", "25 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Donepezilo", "donepezilo", "Other", "10 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Memantina", "memantina", "Other", "20 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Sertralina", "sertralina", "Other", "50 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Trazodona", "trazodona", "Other", "100 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Mirtazapina", "mirtazapina", "Other", "15 mg", "Comprimidos bucodispersables", "Oral", "1 comprimido"},
	{"Tamsulosina", "tamsulosina", "Other", "0,4 mg", "Cápsulas", "Oral", "1 cápsula"},
	{"Alopurinol", "alopurinol", "Other", "100 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Clopidogrel", "clopidogrel", "Other", "75 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Lactulosa", "lactulosa", "Other", "10 g/15 ml", "Solución oral", "Oral", "15 ml"},
	{"Macrogol", "macrogol", "Other", "13,8 g", "Sobres", "Oral", "1 sobre"},
	{"Calcio y colecalciferol", "carbonato cálcico", "Other", "600 mg/400 UI", "Comprimidos masticables", "Oral", "1 comprimido"},
	{"Tramadol", "tramadol", "Analgesic", "50 mg", "Cápsulas", "Oral", "1 cápsula"},
	{"Pregabalina", "pregabalina", "Analgesic", "75 mg", "Cápsulas", "Oral", "1 cápsula"},
	{"Levodopa y carbidopa", "levodopa", "Other", "100/25 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Risperidona", "risperidona", "Other", "1 mg/ml", "Solución oral", "Oral", "0,5 ml"},
	{"Espironolactona", "espironolactona", "Other", "25 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Losartán", "losartán", "Other", "50 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Pantoprazol", "pantoprazol", "Antacid", "40 mg", "Comprimidos gastrorresistentes", "Oral", "1 comprimido"},
	{"Prednisona", "prednisona", "Hormone", "5 mg", "Comprimidos", "Oral", "1 comprimido"},
	{"Tiotropio", "tiotropio", "Other", "18 mcg", "Cápsulas para inhalación", "Inhalatoria", "1 inhalación"},
	{"Insulina glargina", "insulina glargina", "Hormone", "100 UI/ml", "Pluma precargada", "Subcutánea", "12 UI"},
	{"Fentanilo", "fentanilo", "Analgesic", "25 mcg/h", "Parches", "Transdérmica", "1 parche"},
	{"Colecalciferol", "colecalciferol", "Other", "25.000 UI", "Ampollas bebibles", "Oral", "1 ampolla"},
	{"Hierro", "sulfato ferroso", "Other", "80 mg", "Comprimidos", "Oral", "1 comprimido"},
}

// homeSchedules are the schedules the doctors prescribe, each as often as its weight says.
var homeSchedules = []struct {
	times        []string
	weekdays     []int
	everyEight   bool // three times a day, eight hours apart, from an hour drawn for each entry
	instructions string
	weight       int
}{
	{times: []string{"08:00"}, instructions: "Con el desayuno.", weight: 5},
	{times: []string{"09:00"}, weight: 3},
	{times: []string{"08:00", "20:00"}, instructions: "Con las comidas.", weight: 5},
	{times: []string{"09:00", "21:00"}, weight: 3},
	{times: []string{"08:00", "14:00", "20:00"}, instructions: "Con las comidas.", weight: 3},
	{times: []string{"13:30"}, weight: 1},
	{times: []string{"22:00"}, instructions: "Al acostarse.", weight: 3},
	{times: []string{"23:00"}, weight: 1},
	{everyEight: true, weight: 3},
	{times: []string{"00:00", "06:00", "12:00", "18:00"}, weight: 1},
	{times: []string{"17:00"}, instructions: "Con la merienda.", weight: 1},
	{times: []string{"09:00"}, weekdays: []int{1}, instructions: "Los lunes.", weight: 1},
	{times: []string{"08:00"}, weekdays: []int{1, 3, 5}, weight: 1},
}

func weightedPick(rng *rand.Rand) int {
	total := 0
	for _, s := range homeSchedules {
		total += s.weight
	}
	n := rng.IntN(total)
	for i, s := range homeSchedules {
		if n < s.weight {
			return i
		}
		n -= s.weight
	}
	return 0
}

var incidentSituations = []struct {
	text string
	fall bool
}{
	{"Caída en el baño al levantarse del inodoro, sin pérdida de conocimiento.", true},
	{"Encontrada en el suelo junto a la cama durante la ronda.", true},
	{"Caída en el pasillo al caminar sin andador.", true},
	{"Se desliza de la silla de ruedas en el comedor.", true},
	{"Agitación nocturna, intenta salir de la unidad.", false},
	{"Atragantamiento leve durante la comida, se resuelve con maniobras.", false},
	{"Hematoma en antebrazo de origen desconocido.", false},
	{"Rechaza la medicación de la mañana y se muestra irritable.", false},
	{"Discusión con otro residente en la sala de estar.", false},
	{"Episodio de desorientación, no reconoce su habitación.", false},
	{"Vómito tras la cena, sin fiebre.", false},
	{"Pequeña herida en la pierna al golpearse con la cama.", false},
}

var noteTexts = []string{
	"Buen estado general. Come bien y participa en las actividades de la tarde.",
	"Refiere dolor en la rodilla derecha al caminar; se comenta con el médico.",
	"Duerme mal las últimas noches, se levanta varias veces al baño.",
	"Recibe la visita de su hija; se la ve contenta.",
	"Se revisa el pie diabético: sin lesiones.",
	"Estreñimiento de tres días; se ajusta la dieta con más fibra y líquidos.",
	"Tos productiva sin fiebre. Se vigila la saturación.",
	"Más desorientada por la tarde; se refuerza la orientación.",
	"Se cambia el colchón por uno antiescaras.",
	"Control de peso: estable respecto al mes anterior.",
	"Se revisa la medicación con el médico; sin cambios.",
	"Participa en el taller de memoria con buena disposición.",
}

var socialTexts = []string{
	"Entrevista con la familia para revisar el plan de visitas.",
	"Se tramita la renovación de la tarjeta sanitaria.",
	"Valoración social de seguimiento: buena adaptación al centro.",
	"La familia solicita información sobre la ley de dependencia.",
	"Se coordina con los servicios sociales del municipio.",
	"Se gestiona la salida de fin de semana con su hijo.",
	"Revisión de la situación económica y del copago.",
}

var observationTexts = []string{
	"La familia confirma la visita del domingo.",
	"Se recibe la documentación pendiente.",
	"Sin novedades en el seguimiento.",
	"Se llama al trabajador social del centro de salud.",
}
