package server

// tinettiScale is Tinetti's Performance-Oriented Mobility Assessment (POMA) in its Spanish version:
// balance (16 points) and gait (12 points), 0-28; the lower, the higher the risk of falling.
var tinettiScale = &scale{
	ID: "tinetti", Name: "Escala de Tinetti (equilibrio y marcha)", Version: "1", Min: 0, Max: 28,
	Instructions: "Equilibrio: la persona sentada en una silla dura sin reposabrazos. Marcha: de pie junto al examinador, " +
		"camina por el pasillo o la habitación, primero a su paso y de vuelta a paso rápido pero seguro, con su ayuda " +
		"técnica habitual (bastón, andador).",
	Items: []scaleItem{
		pointsItem("sentado", secBalance, "Equilibrio sentado",
			opt("Se inclina o se desliza en la silla", 0),
			opt("Se mantiene seguro", 1)),
		pointsItem("levantarse", secBalance, "Levantarse",
			opt("Es incapaz sin ayuda", 0),
			opt("Es capaz, pero usa los brazos para ayudarse", 1),
			opt("Es capaz sin usar los brazos", 2)),
		pointsItem("intentos", secBalance, "Intentos para levantarse",
			opt("Es incapaz sin ayuda", 0),
			opt("Es capaz, pero necesita más de un intento", 1),
			opt("Se levanta al primer intento", 2)),
		pointsItem("bipedestacion-inmediata", secBalance, "Equilibrio en bipedestación inmediata (los primeros 5 segundos)",
			opt("Inestable: se tambalea, mueve los pies o balancea mucho el tronco", 0),
			opt("Estable, pero usa andador, bastón o se agarra a otro objeto", 1),
			opt("Estable sin andador, bastón ni otro apoyo", 2)),
		pointsItem("bipedestacion", secBalance, "Equilibrio en bipedestación",
			opt("Inestable", 0),
			opt("Estable, pero con los pies separados (talones a más de 10 cm) o con bastón u otro apoyo", 1),
			opt("Estable con los pies juntos y sin apoyo", 2)),
		pointsItem("empujon", secBalance, "Empujón: de pie con los pies lo más juntos posible, el examinador empuja "+
			"suavemente el esternón con la palma de la mano tres veces",
			opt("Empieza a caerse", 0),
			opt("Se tambalea y se agarra, pero se mantiene", 1),
			opt("Estable", 2)),
		pointsItem("ojos-cerrados", secBalance, "Ojos cerrados (en la posición anterior)",
			opt("Inestable", 0),
			opt("Estable", 1)),
		pointsItem("giro-pasos", secBalance, "Giro de 360 grados: los pasos",
			opt("Pasos discontinuos", 0),
			opt("Pasos continuos", 1)),
		pointsItem("giro-estabilidad", secBalance, "Giro de 360 grados: la estabilidad",
			opt("Inestable: se tambalea o se agarra", 0),
			opt("Estable", 1)),
		pointsItem("sentarse", secBalance, "Sentarse",
			opt("Inseguro: calcula mal la distancia o cae en la silla", 0),
			opt("Usa los brazos o el movimiento es brusco", 1),
			opt("Seguro, con un movimiento suave", 2)),

		pointsItem("inicio", secGait, "Inicio de la marcha (nada más pedirle que camine)",
			opt("Duda o necesita varios intentos para empezar", 0),
			opt("No duda", 1)),
		pointsItem("pie-derecho-longitud", secGait, "Longitud del paso: el pie derecho",
			opt("No sobrepasa al pie izquierdo al dar el paso", 0),
			opt("Sobrepasa al pie izquierdo", 1)),
		pointsItem("pie-derecho-altura", secGait, "Altura del paso: el pie derecho",
			opt("No se separa del todo del suelo al dar el paso", 0),
			opt("Se separa del todo del suelo", 1)),
		pointsItem("pie-izquierdo-longitud", secGait, "Longitud del paso: el pie izquierdo",
			opt("No sobrepasa al pie derecho al dar el paso", 0),
			opt("Sobrepasa al pie derecho", 1)),
		pointsItem("pie-izquierdo-altura", secGait, "Altura del paso: el pie izquierdo",
			opt("No se separa del todo del suelo al dar el paso", 0),
			opt("Se separa del todo del suelo", 1)),
		pointsItem("simetria", secGait, "Simetría del paso",
			opt("Los pasos derecho e izquierdo no parecen iguales de largos", 0),
			opt("Los pasos derecho e izquierdo parecen iguales", 1)),
		pointsItem("fluidez", secGait, "Fluidez del paso",
			opt("Se para o camina a trompicones entre pasos", 0),
			opt("Los pasos parecen continuos", 1)),
		pointsItem("trayectoria", secGait, "Trayectoria (observar un pie durante unos 3 metros)",
			opt("Se desvía mucho", 0),
			opt("Se desvía algo, o usa ayudas para mantener la trayectoria", 1),
			opt("Camina recto sin ayudas", 2)),
		pointsItem("tronco", secGait, "Tronco",
			opt("Se balancea mucho o usa ayudas", 0),
			opt("No se balancea, pero flexiona las rodillas o la espalda, o separa los brazos al caminar", 1),
			opt("No se balancea, no flexiona, no usa los brazos ni otras ayudas", 2)),
		pointsItem("postura", secGait, "Postura al caminar",
			opt("Talones separados", 0),
			opt("Talones casi juntos al caminar", 1)),
	},
	Bands: []scaleBand{
		{0, 18, "Alto riesgo de caídas", bandHigh},
		{19, 24, "Riesgo de caídas", bandMedium},
		{25, 28, "Bajo riesgo de caídas", bandNone},
	},
	ReassessDays: 90,
}

const (
	secBalance = "Equilibrio"
	secGait    = "Marcha"
)

// downtonScale is Downton's fall risk index (Downton, 1993), as used in Spanish homes and hospitals:
// previous falls, medication, sensory deficits, mental state and gait, 0-11; 3 or more is high risk.
// Each medication group and each deficit scores one point, so each is a sí/no item; "no medication" and
// "other medication" score nothing and need no item.
var downtonScale = &scale{
	ID: "downton", Name: "Escala de riesgo de caídas de Downton", Version: "1", Min: 0, Max: 11,
	Items: []scaleItem{
		yesNoItem("caidas-previas", "Caídas previas", "¿Se ha caído antes?", 1),
		yesNoItem("tranquilizantes", secMedication, "Tranquilizantes o sedantes", 1),
		yesNoItem("diureticos", secMedication, "Diuréticos", 1),
		yesNoItem("hipotensores", secMedication, "Hipotensores no diuréticos", 1),
		yesNoItem("antiparkinsonianos", secMedication, "Antiparkinsonianos", 1),
		yesNoItem("antidepresivos", secMedication, "Antidepresivos", 1),
		yesNoItem("deficit-visual", secSensory, "Alteraciones visuales", 1),
		yesNoItem("deficit-auditivo", secSensory, "Alteraciones auditivas", 1),
		yesNoItem("deficit-extremidades", secSensory, "Alteraciones en las extremidades (ictus, neuropatía, amputación…)", 1),
		{ID: "estado-mental", Section: "Estado mental", Text: "Estado mental", Options: []scaleOption{
			optV("orientado", "Orientado", 0),
			optV("confuso", "Confuso", 1)}},
		{ID: "deambulacion", Section: "Deambulación", Text: "Deambulación", Options: []scaleOption{
			optV("normal", "Normal", 0),
			optV("segura-con-ayuda", "Segura con ayuda", 1),
			optV("insegura", "Insegura, con ayuda o sin ella", 1),
			optV("imposible", "Imposible", 1)}},
	},
	Bands: []scaleBand{
		{0, 2, "Bajo riesgo de caídas", bandNone},
		{3, 11, "Alto riesgo de caídas", bandHigh},
	},
	ReassessDays: 90,
}

const (
	secMedication = "Medicamentos que toma"
	secSensory    = "Déficits sensoriales y motores"
)
