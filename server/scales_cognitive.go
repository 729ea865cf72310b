package server

import "strconv"

// pfeifferScale is Pfeiffer's Short Portable Mental Status Questionnaire (SPMSQ) in its Spanish
// validation (Martínez de la Iglesia et al., 2001): ten questions, the score is the number of errors,
// 0-10; the higher, the worse.
var pfeifferScale = &scale{
	ID: "pfeiffer", Name: "Cuestionario de Pfeiffer (SPMSQ)", Version: "1", Min: 0, Max: 10,
	Instructions: "Cuenta los errores. La puntuación no se corrige aquí por escolaridad: la versión original admite " +
		"un error más si la persona no tiene estudios primarios y uno menos si tiene estudios superiores; anótalo en las observaciones.",
	Items: []scaleItem{
		pfeifferItem("fecha", "¿Qué fecha es hoy? (día, mes y año)"),
		pfeifferItem("dia-semana", "¿Qué día de la semana es hoy?"),
		pfeifferItem("lugar", "¿Cómo se llama este sitio? (¿dónde estamos ahora?)"),
		pfeifferItem("telefono", "¿Cuál es su número de teléfono? (si no tiene teléfono: ¿cuál es su dirección completa?)"),
		pfeifferItem("edad", "¿Cuántos años tiene?"),
		pfeifferItem("nacimiento", "¿Cuál es su fecha de nacimiento? (día, mes y año)"),
		pfeifferItem("presidente", "¿Cómo se llama el presidente del Gobierno actual?"),
		pfeifferItem("presidente-anterior", "¿Cómo se llamaba el presidente del Gobierno anterior?"),
		pfeifferItem("apellidos-madre", "¿Cuáles son los dos apellidos de su madre?"),
		pfeifferItem("restar", "Reste de 3 en 3 desde 20 hasta llegar a 2 (cualquier fallo cuenta como error)"),
	},
	Bands: []scaleBand{
		{0, 2, "Normal", bandNone},
		{3, 4, "Deterioro cognitivo leve", bandLow},
		{5, 7, "Deterioro cognitivo moderado", bandMedium},
		{8, 10, "Deterioro cognitivo grave", bandHigh},
	},
	ReassessDays: 180,
}

// rightItem is a task done right (1 point) or not (0).
func rightItem(id, section, text string) scaleItem {
	return scaleItem{ID: id, Section: section, Text: text, Options: []scaleOption{
		optV("bien", "Correcto", 1), optV("mal", "Incorrecto o no lo hace", 0)}}
}

func pfeifferItem(id, text string) scaleItem {
	return scaleItem{ID: id, Text: text, Options: []scaleOption{
		optV("bien", "Respuesta correcta", 0), optV("error", "Error", 1)}}
}

// mecScale is Lobo's Mini-Examen Cognoscitivo (MEC), the Spanish adaptation of Folstein's MMSE, in its
// 35-point version (Lobo et al., 1979): orientation, fixation, concentration and calculation, memory,
// and language and construction. The higher, the better; 23 or less suggests cognitive impairment.
var mecScale = &scale{
	ID: "mec", Name: "Mini-Examen Cognoscitivo de Lobo (MEC-35)", Version: "1", Min: 0, Max: 35,
	Instructions: "Puntuación sin corregir por edad ni escolaridad. Si la persona no puede hacer una tarea por un déficit " +
		"sensorial o físico (ceguera, no sabe leer…), puntúa 0 y anótalo en las observaciones.",
	Items: []scaleItem{
		rightItem("anio", secOrientation, "¿En qué año estamos?"),
		rightItem("estacion", secOrientation, "¿En qué estación del año estamos?"),
		rightItem("fecha", secOrientation, "¿Qué día del mes es hoy?"),
		rightItem("mes", secOrientation, "¿En qué mes estamos?"),
		rightItem("dia-semana", secOrientation, "¿Qué día de la semana es hoy?"),
		rightItem("lugar", secOrientation, "¿Dónde estamos ahora? (residencia, hospital…)"),
		rightItem("planta", secOrientation, "¿En qué planta o piso estamos?"),
		rightItem("ciudad", secOrientation, "¿En qué pueblo o ciudad estamos?"),
		rightItem("provincia", secOrientation, "¿En qué provincia estamos?"),
		rightItem("pais", secOrientation, "¿En qué país estamos?"),
		countItem("fijacion", "Fijación", "Repita estas tres palabras: «peseta, caballo, manzana» (un punto por cada una "+
			"repetida al primer intento; después, repítalas hasta que las aprenda)", 3, words),
		countItem("calculo", "Concentración y cálculo", "Si tiene 30 pesetas y me va dando de 3 en 3, ¿cuántas le "+
			"van quedando? (27, 24, 21, 18, 15: un punto por cada resta correcta)", 5, subtractions),
		countItem("digitos", "Concentración y cálculo", "Repita estos números: «5, 9, 2» (hasta que los aprenda). "+
			"Ahora, hacia atrás (2, 9, 5: un punto por cada número en su lugar)", 3, numbers),
		countItem("recuerdo", "Memoria", "¿Recuerda las tres palabras que le he dicho antes?", 3, words),
		countItem("nombrar", secLanguage, "Mostrar un bolígrafo: «¿Qué es esto?». Repetir con un reloj", 2, objects),
		rightItem("repetir", secLanguage, "Repita esta frase: «En un trigal había cinco perros»"),
		rightItem("semejanza-colores", secLanguage, "Una manzana y una pera son frutas, ¿verdad? ¿Qué son el rojo y el verde?"),
		rightItem("semejanza-animales", secLanguage, "¿Y un perro y un gato?"),
		countItem("orden", secLanguage, "«Coja este papel con la mano derecha, dóblelo por la mitad y póngalo encima "+
			"de la mesa» (un punto por cada paso)", 3, steps),
		rightItem("leer", secLanguage, "Lea esto y haga lo que dice: «CIERRE LOS OJOS»"),
		rightItem("escribir", secLanguage, "Escriba una frase (con sujeto y verbo, que tenga sentido)"),
		rightItem("copiar", secLanguage, "Copie este dibujo (dos pentágonos que se cortan)"),
	},
	Bands: []scaleBand{
		{0, 23, "Deterioro cognitivo", bandMedium},
		{24, 35, "Normal", bandNone},
	},
	ReassessDays: 180,
}

const (
	secOrientation = "Orientación"
	secLanguage    = "Lenguaje y construcción"
)

func words(n int) string        { return counted(n, "palabra", "palabras") }
func subtractions(n int) string { return counted(n, "resta correcta", "restas correctas") }
func numbers(n int) string      { return counted(n, "número", "números") }
func objects(n int) string      { return counted(n, "objeto nombrado", "objetos nombrados") }
func steps(n int) string        { return counted(n, "paso", "pasos") }

// counted is "1 palabra", "3 palabras", "0 palabras".
func counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
