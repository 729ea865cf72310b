package server

// administrationRoutes are DESIGN 8's routes of administration, for the Kardex and the inventory alike.
var administrationRoutes = []string{"Oral", "Sublingual", "Intravenosa", "Intramuscular", "Subcutánea", "Tópica",
	"Transdérmica", "Inhalatoria", "Nasal", "Oftálmica", "Ótica", "Rectal", "Vaginal", "Enteral (sonda)"}

// legacyRoutes are SPEC's English inventory values, still accepted from older clients and stored in Spanish.
var legacyRoutes = map[string]string{"Intravenous": "Intravenosa", "Subcutaneous": "Subcutánea", "Topical": "Tópica",
	"Inhalation": "Inhalatoria"}

// spanishRoute is the route as stored: a legacy English value becomes its Spanish name.
func spanishRoute(route string) string {
	if spanish, ok := legacyRoutes[route]; ok {
		return spanish
	}
	return route
}
