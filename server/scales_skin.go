package server

// nortonScale is Norton's scale of pressure ulcer risk (Norton, 1962, modified): five items scored 4
// (best) to 1, 5-20; the lower, the higher the risk.
var nortonScale = &scale{
	ID: "norton", Name: "Escala de Norton (riesgo de úlceras por presión)", Version: "1", Min: 5, Max: 20,
	Items: []scaleItem{
		pointsItem("estado-fisico", "", "Estado físico general",
			opt("Bueno", 4), opt("Mediano", 3), opt("Regular", 2), opt("Muy malo", 1)),
		pointsItem("estado-mental", "", "Estado mental",
			opt("Alerta", 4), opt("Apático", 3), opt("Confuso", 2), opt("Estuporoso o comatoso", 1)),
		pointsItem("actividad", "", "Actividad",
			opt("Camina solo (ambulante)", 4), opt("Camina con ayuda", 3), opt("Sentado: pasa el día en silla o sillón", 2),
			opt("Encamado", 1)),
		pointsItem("movilidad", "", "Movilidad",
			opt("Total", 4), opt("Disminuida", 3), opt("Muy limitada", 2), opt("Inmóvil", 1)),
		pointsItem("incontinencia", "", "Incontinencia",
			opt("Ninguna (continente)", 4), opt("Ocasional", 3), opt("Urinaria o fecal habitual", 2),
			opt("Urinaria y fecal", 1)),
	},
	Bands: []scaleBand{
		{5, 9, "Riesgo muy alto", bandHigh},
		{10, 12, "Riesgo alto", bandHigh},
		{13, 14, "Riesgo medio", bandMedium},
		{15, 20, "Riesgo mínimo", bandNone},
	},
	ReassessDays: 30,
}

// bradenScale is the Braden scale of pressure ulcer risk (Bergstrom and Braden, 1987) in its Spanish
// version: five items scored 1-4 and friction 1-3, 6-23; the lower, the higher the risk.
var bradenScale = &scale{
	ID: "braden", Name: "Escala de Braden (riesgo de úlceras por presión)", Version: "1", Min: 6, Max: 23,
	Items: []scaleItem{
		pointsItem("percepcion", "", "Percepción sensorial: capacidad de responder al malestar por la presión",
			opt("Completamente limitada: no reacciona al dolor, o casi toda la piel ha perdido la sensibilidad", 1),
			opt("Muy limitada: solo reacciona al dolor con gemidos o inquietud, o ha perdido la sensibilidad en la mitad del cuerpo", 2),
			opt("Ligeramente limitada: responde a órdenes, pero no siempre puede decir que está incómodo o necesita cambiar de postura", 3),
			opt("Sin limitaciones: responde a órdenes y dice si siente dolor o malestar", 4)),
		pointsItem("humedad", "", "Exposición a la humedad de la piel",
			opt("Constantemente húmeda por sudor, orina o heces", 1),
			opt("A menudo húmeda: hay que cambiar la ropa de cama al menos una vez por turno", 2),
			opt("Ocasionalmente húmeda: necesita un cambio de ropa de cama extra más o menos una vez al día", 3),
			opt("Raramente húmeda: basta el cambio de ropa de cama habitual", 4)),
		pointsItem("actividad", "", "Actividad física",
			opt("Encamado", 1),
			opt("En silla: no camina o apenas; no soporta su peso y necesita ayuda para pasar a la silla", 2),
			opt("Camina ocasionalmente, distancias cortas, con ayuda o sin ella; pasa la mayor parte del turno en la cama o la silla", 3),
			opt("Camina con frecuencia: fuera de la habitación al menos dos veces al día y dentro cada dos horas", 4)),
		pointsItem("movilidad", "", "Movilidad: capacidad de cambiar y controlar la posición del cuerpo",
			opt("Completamente inmóvil: no hace ni el más mínimo cambio de posición sin ayuda", 1),
			opt("Muy limitada: hace cambios mínimos y ocasionales, pero no cambios frecuentes ni importantes por sí solo", 2),
			opt("Ligeramente limitada: hace cambios frecuentes aunque pequeños por sí solo", 3),
			opt("Sin limitaciones: hace cambios importantes y frecuentes sin ayuda", 4)),
		pointsItem("nutricion", "", "Nutrición: patrón habitual de ingesta",
			opt("Muy pobre: nunca come una comida completa, rara vez más de un tercio; bebe poco; o en dieta absoluta o solo líquidos más de 5 días", 1),
			opt("Probablemente inadecuada: rara vez come una comida completa, suele comer la mitad; o recibe menos de lo óptimo por sonda o dieta líquida", 2),
			opt("Adecuada: come más de la mitad de la mayoría de las comidas; o nutrición por sonda o parenteral que cubre casi todas sus necesidades", 3),
			opt("Excelente: come la mayor parte de cada comida, nunca rechaza una, a veces come entre horas", 4)),
		pointsItem("roce", "", "Roce y peligro de lesiones (fricción y cizallamiento)",
			opt("Problema: necesita ayuda moderada o máxima para moverse; se desliza en la cama o la silla y hay que recolocarlo a menudo", 1),
			opt("Problema potencial: se mueve con poca fuerza o necesita poca ayuda; a veces se desliza", 2),
			opt("Sin problema aparente: se mueve solo en la cama y en la silla y mantiene bien la postura", 3)),
	},
	Bands: []scaleBand{
		{6, 12, "Riesgo alto", bandHigh},
		{13, 14, "Riesgo moderado", bandMedium},
		{15, 18, "Riesgo bajo", bandLow},
		{19, 23, "Sin riesgo", bandNone},
	},
	ReassessDays: 30,
}
