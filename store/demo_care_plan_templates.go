package store

import "strings"

// The demo's care plans are written from four profiles a residencia's team knows well, chosen by the
// resident's diagnosis: advanced dependency, cognitive impairment, mobility and falls, and a chronic illness
// kept stable. Each need names its area, a measurable objective and interventions with their frequency in
// words, and in data when they are done at set hours (the shift's tasks).

type demoNeed struct {
	area, text, objective string
	interventions         []CarePlanIntervention
}

type demoProfile struct {
	name  string
	needs []demoNeed
}

var (
	demoRepositioning = CarePlanIntervention{Text: "Cambios posturales alternando decúbitos, con registro de la posición.",
		Frequency: "cambios posturales cada 3 h", EveryHours: 3, Role: "Gerocultor/a"}
	demoWalk = CarePlanIntervention{Text: "Caminar 10 min por el pasillo con el andador, acompañado.",
		Frequency: "caminar 10 min mañana y tarde", Times: []string{"11:00", "17:00"}, Role: "Gerocultor/a"}
	demoFamilyCall = CarePlanIntervention{Text: "Videollamada con la familia desde la tableta de la planta.",
		Frequency: "martes y viernes por la tarde", Role: "Trabajo social"}
	demoLeisure = CarePlanIntervention{Text: "Invitarle al taller de música y a la misa del domingo; anotar si participa.",
		Frequency: "3 veces por semana", Role: "Animación sociocultural"}
)

var demoProfiles = []demoProfile{
	{name: "dependencia", needs: []demoNeed{
		{"sanitaria", "Riesgo alto de lesiones por presión (encamado gran parte del día).",
			"Mantener la piel íntegra: ninguna lesión por presión nueva hasta la revisión.", []CarePlanIntervention{
				demoRepositioning,
				{Text: "Revisar sacro, talones y trocánteres e hidratar la piel con ácidos grasos hiperoxigenados.",
					Frequency: "a diario, en el aseo", Times: []string{"09:00"}, Role: "Enfermería"},
				{Text: "Colchón de aire alternante y taloneras.", Frequency: "continuo; revisar el estado cada semana", Role: "Enfermería"},
			}},
		{"sanitaria", "Disfagia y riesgo de desnutrición.",
			"Mantener el peso (variación menor del 5 %) y ninguna broncoaspiración.", []CarePlanIntervention{
				{Text: "Dieta triturada y líquidos con espesante (textura néctar); comer sentado a 90 grados.",
					Frequency: "en cada comida", Times: []string{"09:00", "13:30", "20:30"}, Role: "Gerocultor/a"},
				{Text: "Pesar y anotar el peso.", Frequency: "cada lunes", Role: "Enfermería"},
			}},
		{"funcional", "Dependencia total para las actividades básicas de la vida diaria.",
			"Conservar la movilidad de las articulaciones y la comodidad en la silla durante la revisión.", []CarePlanIntervention{
				{Text: "Movilizaciones pasivas de brazos y piernas.", Frequency: "a diario", Role: "Fisioterapia", Responsible: "Diego Llorente"},
				{Text: "Sedestación en silla adaptada después de comer.", Frequency: "a diario, 2 h", Times: []string{"14:00"}, Role: "Gerocultor/a"},
			}},
		{"social-familiar", "Necesita mantener el vínculo con su familia.",
			"Que reciba al menos una visita o llamada de la familia por semana.", []CarePlanIntervention{demoFamilyCall}},
	}},
	{name: "cognitivo", needs: []demoNeed{
		{"cognitiva-emocional", "Deterioro cognitivo con desorientación en el tiempo.",
			"Conservar la orientación en persona y lugar y participar en la estimulación cognitiva al menos 3 veces por semana.",
			[]CarePlanIntervention{
				{Text: "Taller de estimulación cognitiva en grupo pequeño.", Frequency: "lunes, miércoles y viernes", Role: "Terapia ocupacional"},
				{Text: "Orientación a la realidad al levantarse: el día, el lugar y quién le atiende.", Frequency: "cada mañana",
					Times: []string{"08:00"}, Role: "Gerocultor/a"},
			}},
		{"cognitiva-emocional", "Inquietud al atardecer.",
			"Reducir los episodios de agitación vespertina a menos de uno por semana.", []CarePlanIntervention{
				{Text: "Paseo tranquilo por el jardín y música que le gusta antes de la cena.", Frequency: "a diario al atardecer",
					Times: []string{"18:30"}, Role: "Gerocultor/a"},
				{Text: "Registrar los episodios de agitación y qué los desencadena.", Frequency: "cuando ocurran", Role: "Enfermería"},
			}},
		{"funcional", "Riesgo de caídas por la desorientación nocturna.",
			"Ninguna caída con lesión hasta la revisión.", []CarePlanIntervention{
				demoWalk,
				{Text: "Cama baja, luz piloto y timbre al alcance.", Frequency: "cada noche", Times: []string{"22:30"}, Role: "Gerocultor/a"},
			}},
		{"ocio-participacion", "Le gustan la música y los juegos de cartas.",
			"Que participe en dos actividades de su gusto cada semana.", []CarePlanIntervention{demoLeisure}},
	}},
	{name: "movilidad", needs: []demoNeed{
		{"funcional", "Riesgo alto de caídas (marcha inestable, caídas previas).",
			"Ninguna caída con lesión y marcha segura con el andador hasta la revisión.", []CarePlanIntervention{
				demoWalk,
				{Text: "Ejercicios de fuerza y equilibrio.", Frequency: "3 veces por semana", Role: "Fisioterapia", Responsible: "Diego Llorente"},
				{Text: "Revisar calzado, gafas y que el andador esté a mano.", Frequency: "en cada turno",
					Times: []string{"08:00", "16:00", "23:30"}, Role: "Gerocultor/a"},
			}},
		{"sanitaria", "Dolor crónico articular.",
			"Dolor de 3 o menos (EVA) en reposo y que no le impida caminar.", []CarePlanIntervention{
				{Text: "Valorar el dolor con la escala EVA y registrarlo.", Frequency: "mañana y noche", Times: []string{"09:00", "21:00"},
					Role: "Enfermería"},
				{Text: "Calor local en las rodillas antes de la fisioterapia.", Frequency: "los días de fisioterapia", Role: "Fisioterapia"},
			}},
		{"ocio-participacion", "Quiere seguir saliendo al jardín y a misa.",
			"Que salga al jardín al menos 4 días por semana.", []CarePlanIntervention{demoLeisure}},
	}},
	{name: "cronico", needs: []demoNeed{
		{"sanitaria", "Enfermedad crónica que necesita control (tensión, glucemia o respiración).",
			"Mantener las constantes en sus rangos y ningún ingreso hospitalario evitable hasta la revisión.", []CarePlanIntervention{
				{Text: "Tomar la tensión arterial, y la glucemia capilar si tiene diabetes.", Frequency: "antes del desayuno y de la cena",
					Times: []string{"08:00", "20:00"}, Role: "Enfermería"},
				{Text: "Revisar la medicación con el médico.", Frequency: "mensual", Role: "Medicina", Responsible: "Javier Ortega Lázaro"},
			}},
		{"social-familiar", "Vive la residencia como un cambio grande y echa de menos su barrio.",
			"Que se sienta en casa: conozca a dos residentes con los que charlar y mantenga las llamadas con su familia.",
			[]CarePlanIntervention{demoFamilyCall}},
		{"ocio-participacion", "Le gustan la lectura del periódico y la huerta.",
			"Que participe en el huerto urbano y en la tertulia semanal.", []CarePlanIntervention{
				{Text: "Huerto urbano en el patio.", Frequency: "martes y jueves por la mañana", Times: []string{"11:30"},
					Role: "Animación sociocultural"},
				demoLeisure,
			}},
	}},
}

// demoProfileFor chooses a resident's profile from their diagnosis.
func demoProfileFor(diagnosis string) demoProfile {
	d := Normalize(diagnosis)
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(d, w) {
				return true
			}
		}
		return false
	}
	switch {
	case has("avanzada", "dependencia total", "disfagia", "ulcera"):
		return demoProfiles[0]
	case has("demencia", "alzheimer", "deterioro cognitivo"):
		return demoProfiles[1]
	case has("fractura", "parkinson", "artrosis", "caidas", "hemiparesia", "osteoporosis", "silla de ruedas", "esclerosis"):
		return demoProfiles[2]
	}
	return demoProfiles[3]
}

// The person's own view, varied by resident.
var (
	demoBiographies = []string{
		"Nació en un pueblo de la sierra y trabajó en el campo con su familia. Crió a tres hijos.",
		"Dio clase en una escuela durante más de treinta años; todavía le escriben antiguos alumnos.",
		"Trabajó conduciendo autobuses en Madrid y le gusta contar anécdotas de sus rutas.",
		"Llevó una tienda de ultramarinos en el barrio durante cuarenta años.",
		"Trabajó en un taller de costura y sigue haciendo punto cuando puede.",
		"Trabajó en la construcción y jugó al fútbol en el equipo de su pueblo. Le encantan los toros.",
	}
	demoPreferences = []string{
		"Se levanta temprano y prefiere ducharse por la mañana. Café con leche y galletas en el desayuno.",
		"Prefiere el aseo por la tarde y acostarse tarde, después de las noticias.",
		"Le gusta vestir con su ropa de siempre y llevar reloj. No le gusta el pescado.",
		"Prefiere que le hablen de usted y que llamen a la puerta antes de entrar.",
	}
	demoMatters = []string{
		"Ver a sus nietos los domingos y hablar con su hija por teléfono.",
		"Seguir yendo a misa y rezar el rosario por la tarde.",
		"Escuchar la radio, sobre todo los partidos y el programa de coplas.",
		"Cuidar de las plantas de la ventana y salir al jardín cuando hace bueno.",
		"Volver a su pueblo por las fiestas, aunque sea un día.",
	}
	demoReferenceNurses = []string{"Carmen Ruiz Gómez (enfermera)", "Tomás Íñiguez Prado (enfermero)",
		"Nuria Belmonte Cano (enfermera)"}
	// demoContributors are who plan each area with the residencia's team.
	demoContributors = map[string][]CarePlanContributor{
		"sanitaria":           {{"Javier Ortega Lázaro", "Médico"}, {"Carmen Ruiz Gómez", "Enfermera"}},
		"funcional":           {{"Diego Llorente Sanz", "Fisioterapeuta"}, {"Carmen Ruiz Gómez", "Enfermera"}},
		"cognitiva-emocional": {{"Irene Campos Rey", "Psicóloga"}, {"Marta Gil Navarro", "Trabajadora social"}},
		"social-familiar":     {{"Lucía Peña Rivas", "Trabajadora social"}},
		"ocio-participacion":  {{"Sergio Vidal Moreno", "Animador sociocultural"}, {"Lucía Peña Rivas", "Trabajadora social"}},
	}
)
