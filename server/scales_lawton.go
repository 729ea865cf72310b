package server

// lawtonScale is the Lawton and Brody scale of instrumental activities of daily living, in the Spanish
// version used in geriatrics: eight activities, each scored 1 (can do it) or 0, so 0-8; the higher, the
// more independent. Several answers of an item score the same, so the values are letters.
//
// DESIGN 11 gives no bands for it; these follow the usual Spanish reading of the 0-8 score: 8 autonomous,
// 6-7 mild, 4-5 moderate, 2-3 severe and 0-1 total dependence. None is high: in a residencia the home
// does the shopping, cooking, laundry, transport and money for the residents, so a low score describes
// the setting more than a risk someone must act on now, and a high band would open an alert for nearly
// every resident. Severe and total dependence are medium.
var lawtonScale = &scale{
	ID: "lawton", Name: "Escala de Lawton y Brody (actividades instrumentales de la vida diaria)", Version: "1",
	Min: 0, Max: 8,
	Instructions: "Valora lo que la persona es capaz de hacer. Cada actividad puntúa 1 si la realiza y 0 si no.",
	Items: []scaleItem{
		{ID: "telefono", Text: "Capacidad para usar el teléfono", Options: []scaleOption{
			optV("a", "Usa el teléfono por iniciativa propia: busca y marca los números", 1),
			optV("b", "Marca unos pocos números bien conocidos", 1),
			optV("c", "Contesta al teléfono, pero no marca", 1),
			optV("d", "No usa el teléfono", 0)}},
		{ID: "compras", Text: "Hacer compras", Options: []scaleOption{
			optV("a", "Hace todas las compras necesarias sin ayuda", 1),
			optV("b", "Hace sin ayuda solo pequeñas compras", 0),
			optV("c", "Necesita ir acompañado para hacer cualquier compra", 0),
			optV("d", "Es totalmente incapaz de comprar", 0)}},
		{ID: "comida", Text: "Preparar la comida", Options: []scaleOption{
			optV("a", "Planea, prepara y sirve las comidas adecuadas sin ayuda", 1),
			optV("b", "Prepara comidas adecuadas si le dan los ingredientes", 0),
			optV("c", "Prepara, calienta y sirve comidas, pero no sigue una dieta adecuada", 0),
			optV("d", "Necesita que le preparen y le sirvan las comidas", 0)}},
		{ID: "casa", Text: "Cuidar de la casa", Options: []scaleOption{
			optV("a", "Mantiene la casa solo, o con ayuda ocasional para trabajos pesados", 1),
			optV("b", "Hace tareas ligeras, como fregar los platos o hacer la cama", 1),
			optV("c", "Hace tareas ligeras, pero no mantiene un nivel de limpieza aceptable", 1),
			optV("d", "Necesita ayuda en todas las tareas de la casa", 1),
			optV("e", "No participa en ninguna tarea de la casa", 0)}},
		{ID: "ropa", Text: "Lavar la ropa", Options: []scaleOption{
			optV("a", "Lava toda su ropa sin ayuda", 1),
			optV("b", "Lava solo prendas pequeñas (calcetines, medias…)", 1),
			optV("c", "Otra persona tiene que lavarle toda la ropa", 0)}},
		{ID: "transporte", Text: "Usar medios de transporte", Options: []scaleOption{
			optV("a", "Viaja solo en transporte público o conduce su propio coche", 1),
			optV("b", "Pide un taxi por sí mismo, pero no usa otro transporte público", 1),
			optV("c", "Viaja en transporte público si lo acompaña otra persona", 1),
			optV("d", "Solo viaja en taxi o en coche con ayuda de otra persona", 0),
			optV("e", "No viaja", 0)}},
		{ID: "medicacion", Text: "Responsabilidad sobre su medicación", Options: []scaleOption{
			optV("a", "Toma su medicación a la hora y en la dosis correctas sin ayuda", 1),
			optV("b", "Toma su medicación si se la preparan antes en dosis separadas", 0),
			optV("c", "No es capaz de tomar su medicación solo", 0)}},
		{ID: "dinero", Text: "Manejar su dinero", Options: []scaleOption{
			optV("a", "Lleva sus asuntos económicos sin ayuda (presupuesto, facturas, banco)", 1),
			optV("b", "Hace las compras del día, pero necesita ayuda con el banco y las compras grandes", 1),
			optV("c", "Es incapaz de manejar dinero", 0)}},
	},
	Bands: []scaleBand{
		{0, 1, "Dependencia total", bandMedium},
		{2, 3, "Dependencia severa", bandMedium},
		{4, 5, "Dependencia moderada", bandLow},
		{6, 7, "Dependencia leve", bandLow},
		{8, 8, "Autónomo", bandNone},
	},
	ReassessDays: 180,
}
