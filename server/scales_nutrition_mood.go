package server

// mnaSFScale is the short form of the Mini Nutritional Assessment (MNA-SF, Nestlé; Rubenstein et al.,
// 2001; Kaiser et al., 2009) in its Spanish version: questions A-F, 0-14.
//
// F is the body mass index or, when it cannot be measured, the calf circumference (F2 of the 2009
// revision). It is one item, so "every item answered" holds and F cannot be counted twice: its options
// are the four BMI ranges and the two calf ranges, each with the points the instrument gives.
var mnaSFScale = &scale{
	ID: "mna-sf", Name: "Mini Nutritional Assessment, forma corta (MNA-SF)", Version: "1", Min: 0, Max: 14,
	Instructions: "IMC = peso (kg) / talla (m)². Si no puede calcularse el IMC, responde F con la circunferencia de la pantorrilla.",
	Items: []scaleItem{
		pointsItem("a", "", "A. ¿Ha comido menos en los últimos 3 meses por falta de apetito, problemas digestivos o "+
			"dificultad para masticar o tragar?",
			opt("Ha comido mucho menos", 0), opt("Ha comido menos", 1), opt("Ha comido igual", 2)),
		{ID: "b", Text: "B. Pérdida de peso en los últimos 3 meses", Options: []scaleOption{
			optV("mas-3kg", "Más de 3 kg", 0),
			optV("no-sabe", "No lo sabe", 1),
			optV("1-3kg", "Entre 1 y 3 kg", 2),
			optV("no", "No ha perdido peso", 3)}},
		pointsItem("c", "", "C. Movilidad",
			opt("De la cama al sillón", 0), opt("Se mueve solo dentro de la residencia", 1), opt("Sale a la calle", 2)),
		{ID: "d", Text: "D. ¿Ha tenido una enfermedad aguda o una situación de estrés psicológico en los últimos 3 meses?",
			Options: []scaleOption{optV("si", "Sí", 0), optV("no", "No", 2)}},
		pointsItem("e", "", "E. Problemas neuropsicológicos",
			opt("Demencia o depresión grave", 0), opt("Demencia leve", 1), opt("Sin problemas psicológicos", 2)),
		{ID: "f", Text: "F. Índice de masa corporal (IMC) o, si no puede medirse, circunferencia de la pantorrilla (CP)",
			Options: []scaleOption{
				optV("imc-menos-19", "IMC menor de 19", 0),
				optV("imc-19-21", "IMC de 19 a menos de 21", 1),
				optV("imc-21-23", "IMC de 21 a menos de 23", 2),
				optV("imc-23", "IMC de 23 o más", 3),
				optV("cp-menos-31", "Sin IMC: CP menor de 31 cm", 0),
				optV("cp-31", "Sin IMC: CP de 31 cm o más", 3)}},
	},
	Bands: []scaleBand{
		{0, 7, "Malnutrición", bandHigh},
		{8, 11, "Riesgo de malnutrición", bandMedium},
		{12, 14, "Estado nutricional normal", bandNone},
	},
	ReassessDays: 90,
}

// gds15Scale is Yesavage's Geriatric Depression Scale, short form of 15 questions (Sheikh and Yesavage,
// 1986), in its Spanish validation (Martínez de la Iglesia et al., 2002). Each answer pointing to
// depression scores 1: "no" to questions 1, 5, 7, 11 and 13, "sí" to the others; 0-15.
var gds15Scale = &scale{
	ID: "gds15", Name: "Escala de depresión geriátrica de Yesavage (GDS-15)", Version: "1", Min: 0, Max: 15,
	Instructions: "Pregunta a la persona cómo se ha sentido durante la última semana; anota su respuesta, sí o no, sin interpretarla.",
	Items: []scaleItem{
		yesNoItem("satisfecho", "", "1. ¿En general, está satisfecho con su vida?", 0),
		yesNoItem("abandono", "", "2. ¿Ha abandonado muchas de sus actividades e intereses?", 1),
		yesNoItem("vacia", "", "3. ¿Siente que su vida está vacía?", 1),
		yesNoItem("aburrido", "", "4. ¿Se aburre con frecuencia?", 1),
		yesNoItem("buen-humor", "", "5. ¿Está de buen humor la mayor parte del tiempo?", 0),
		yesNoItem("temor", "", "6. ¿Teme que le vaya a pasar algo malo?", 1),
		yesNoItem("feliz", "", "7. ¿Se siente feliz la mayor parte del tiempo?", 0),
		yesNoItem("desamparado", "", "8. ¿Se siente a menudo desamparado?", 1),
		yesNoItem("quedarse", "", "9. ¿Prefiere quedarse en casa a salir y hacer cosas nuevas?", 1),
		yesNoItem("memoria", "", "10. ¿Cree que tiene más problemas de memoria que la mayoría de la gente?", 1),
		yesNoItem("vivo", "", "11. ¿Piensa que es estupendo estar vivo?", 0),
		yesNoItem("inutil", "", "12. ¿Se siente inútil tal como está ahora?", 1),
		yesNoItem("energia", "", "13. ¿Se siente lleno de energía?", 0),
		yesNoItem("sin-esperanza", "", "14. ¿Siente que su situación no tiene esperanza?", 1),
		yesNoItem("peor", "", "15. ¿Cree que la mayoría de la gente está mejor que usted?", 1),
	},
	Bands: []scaleBand{
		{0, 4, "Normal", bandNone},
		{5, 15, "Depresión probable", bandMedium},
	},
	ReassessDays: 180,
}
