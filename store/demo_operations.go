package store

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"time"
)

// demoMedications: name, category, concentration, presentation, route, stock, minimum, days to expiry,
// location, price in cents. Some are low and some expire soon, as in any real cupboard.
var demoMedications = []struct {
	name, category, concentration, presentation, route string
	stock, minimum, expiresInDays                      int
	location                                           string
	cents                                              int64
}{
	{"Paracetamol", "Analgesic", "1 g", "Comprimidos", "Oral", 240, 60, 420, "Armario A · estante 1", 4},
	{"Ibuprofeno", "Anti-inflammatory", "600 mg", "Comprimidos recubiertos", "Oral", 35, 40, 300, "Armario A · estante 1", 6},
	{"Omeprazol", "Antacid", "20 mg", "Cápsulas", "Oral", 180, 50, 500, "Armario A · estante 2", 5},
	{"Amoxicilina", "Antibiotic", "500 mg", "Cápsulas", "Oral", 42, 20, 18, "Armario B · estante 1", 12},
	{"Levotiroxina", "Hormone", "50 mcg", "Comprimidos", "Oral", 90, 30, 610, "Armario A · estante 3", 9},
	{"Metamizol", "Analgesic", "575 mg", "Cápsulas", "Oral", 12, 25, 200, "Armario A · estante 1", 7},
	{"Insulina glargina", "Hormone", "100 UI/ml", "Pluma precargada", "Subcutánea", 8, 10, 45, "Nevera · bandeja 1", 2150},
	{"Enoxaparina", "Other", "40 mg", "Jeringa precargada", "Subcutánea", 30, 15, 25, "Armario C · estante 1", 380},
	{"Salbutamol", "Other", "100 mcg/dosis", "Inhalador", "Inhalatoria", 14, 6, 330, "Armario C · estante 2", 420},
	{"Diclofenaco gel", "Anti-inflammatory", "1 %", "Gel 100 g", "Tópica", 9, 4, -5, "Armario B · estante 3", 595},
	{"Ceftriaxona", "Antibiotic", "1 g", "Vial", "Intramuscular", 6, 5, 160, "Armario B · estante 2", 310},
	{"Almagato", "Antacid", "1,5 g", "Sobres", "Oral", 60, 20, 12, "Armario A · estante 2", 18},
}

// demoMedicationCodes: each demo medication's active ingredient and ATC code, as AEMPS's CIMA gives them;
// the Kardex's allergy check finds their allergy groups by them.
var demoMedicationCodes = map[string]struct{ ingredient, atc string }{
	"Paracetamol":       {"paracetamol", "N02BE01"},
	"Ibuprofeno":        {"ibuprofeno", "M01AE01"},
	"Omeprazol":         {"omeprazol", "A02BC01"},
	"Amoxicilina":       {"amoxicilina", "J01CA04"},
	"Levotiroxina":      {"levotiroxina sódica", "H03AA01"},
	"Metamizol":         {"metamizol magnésico", "N02BB02"},
	"Insulina glargina": {"insulina glargina", "A10AE04"},
	"Enoxaparina":       {"enoxaparina sódica", "B01AB05"},
	"Salbutamol":        {"salbutamol", "R03AC02"},
	"Diclofenaco gel":   {"diclofenaco", "M02AA15"},
	"Ceftriaxona":       {"ceftriaxona", "J01DD04"},
	"Almagato":          {"almagato", "A02AD03"},
}

// demoHighAlert are the demo's medications of high risk (an insulin, an anticoagulant): holding a dose of
// one opens an alert.
var demoHighAlert = map[string]bool{"Insulina glargina": true, "Enoxaparina": true}

// demoPrescriptions is how a doctor prescribes each demo medication for an older adult: dose, frequency
// and route as a Kardex reads them, with the schedule the medication round follows (times, or "si precisa"
// with its indication and daily maximum).
var demoPrescriptions = map[string]struct {
	dose, frequency string
	times           []string
	prnIndication   string
	prnMax          int
}{
	"Paracetamol":       {"1 comprimido (1 g)", "Cada 8 horas", []string{"00:00", "08:00", "16:00"}, "", 0},
	"Ibuprofeno":        {"1 comprimido (600 mg)", "Cada 12 horas con comida, máximo 5 días", []string{"09:00", "21:00"}, "", 0},
	"Omeprazol":         {"1 cápsula (20 mg)", "Cada 24 horas, en ayunas", []string{"08:00"}, "", 0},
	"Amoxicilina":       {"1 cápsula (500 mg)", "Cada 8 horas durante 7 días", []string{"00:00", "08:00", "16:00"}, "", 0},
	"Levotiroxina":      {"1 comprimido (50 mcg)", "Cada 24 horas, en ayunas", []string{"07:30"}, "", 0},
	"Metamizol":         {"1 cápsula (575 mg)", "Si precisa: dolor (máx. 3 al día)", nil, "dolor", 3},
	"Insulina glargina": {"14 UI", "Cada 24 horas", []string{"22:00"}, "", 0},
	"Enoxaparina":       {"40 mg (1 jeringa)", "Cada 24 horas", []string{"20:00"}, "", 0},
	"Salbutamol":        {"2 inhalaciones (200 mcg)", "Si precisa: disnea (máx. 4 al día)", nil, "disnea", 4},
	"Diclofenaco gel":   {"Aplicación fina en la zona dolorosa", "Cada 12 horas", []string{"09:00", "21:00"}, "", 0},
	"Ceftriaxona":       {"1 g", "Cada 24 horas durante 5 días", []string{"10:00"}, "", 0},
	"Almagato":          {"1 sobre (1,5 g)", "Si precisa: pirosis (máx. 3 al día)", nil, "pirosis", 3},
}

var demoActivities = []struct {
	title, description, location string
	inDays                       int
	start, end                   string
}{
	{"Taller de memoria", "Juegos de palabras y recuerdos con fotografías antiguas.", "Sala de estar", 1, "10:30", "11:30"},
	{"Misa", "Celebración semanal con el párroco del barrio.", "Capilla", 2, "12:00", "12:45"},
	{"Paseo por el parque", "Salida acompañada al parque del Retiro si el tiempo lo permite.", "Parque del Retiro", 3, "11:00", "12:30"},
	{"Musicoterapia", "Canciones populares y percusión suave.", "Sala común", 5, "17:00", "18:00"},
	{"Cumpleaños del mes", "Merienda con tarta para celebrar los cumpleaños de noviembre.", "Comedor", 7, "17:30", "19:00"},
	{"Gimnasia suave", "Ejercicios en silla con la fisioterapeuta.", "Sala de fisioterapia", 8, "10:00", "10:45"},
	{"Cine de tarde", "Proyección de «Bienvenido, Mister Marshall».", "Sala común", 10, "16:30", "18:15"},
	{"Taller de jardinería", "Plantamos bulbos de primavera en las jardineras.", "Jardín", 14, "11:00", "12:00"},
	{"Visita del coro escolar", "Villancicos con el colegio San José.", "Salón de actos", 21, "12:00", "13:00"},
	{"Bingo solidario", "Tarde de bingo con premios donados por las familias.", "Comedor", -2, "17:00", "18:30"},
}

var demoPosts = []struct{ title, content, visibility string }{
	{"Fiesta de otoño", "¡Qué tarde tan bonita! Castañas asadas, música y muchas risas en el jardín. Gracias a todas las familias que vinieron.", "both"},
	{"Nuevo horario de visitas", "A partir del lunes las visitas serán de 10:00 a 17:00 todos los días. Recordad avisar en recepción al llegar.", "families"},
	{"Formación en movilizaciones", "El jueves a las 15:00 repasamos en la sala de fisioterapia las transferencias seguras cama-silla.", "workers"},
	{"Taller de memoria", "Dolores y Manuel nos enseñaron fotos de su boda. ¡Cuántas historias!", "both"},
}

// seedDemoOperations adds the inventory, the coming activities and a few posts with photos.
func (s *Store) seedDemoOperations(ctx context.Context, actor Actor) error {
	today := s.Now()
	for _, m := range demoMedications {
		codes := demoMedicationCodes[m.name]
		_, err := s.CreateMedication(ctx, actor, MedicationInput{Name: m.name, ActiveIngredient: codes.ingredient, ATCCode: codes.atc, Category: m.category,
			Concentration: m.concentration, Presentation: m.presentation, AdministrationRoute: m.route,
			Stock: m.stock, MinimumStock: m.minimum, ExpirationDate: today.AddDate(0, 0, m.expiresInDays).Format(time.DateOnly),
			Location: m.location, Supplier: "Cofares", UnitPriceCents: m.cents, RequiresPrescription: m.category == "Antibiotic" || m.category == "Hormone",
			HighAlert: demoHighAlert[m.name]})
		if err != nil {
			return fmt.Errorf("demo medication %s: %w", m.name, err)
		}
	}
	for _, a := range demoActivities {
		day := today.AddDate(0, 0, a.inDays).Format(time.DateOnly)
		_, err := s.CreateActivity(ctx, actor, ActivityInput{Title: a.title, Description: a.description, Location: a.location,
			StartDate: day, StartTime: a.start, EndDate: day, EndTime: a.end})
		if err != nil {
			return fmt.Errorf("demo activity %s: %w", a.title, err)
		}
	}
	for i, p := range demoPosts {
		photo := demoScene(i, 960, 640)
		_, err := s.CreatePost(ctx, actor, PostInput{Title: p.title, Content: p.content, Visibility: p.visibility,
			Photo: PhotoChange{New: &NewImage{ContentType: "image/jpeg", Width: 960, Height: 640, Data: photo, Thumb: demoScene(i, 96, 96)}}})
		if err != nil {
			return fmt.Errorf("demo post %s: %w", p.title, err)
		}
	}
	return nil
}

// demoScene paints a soft landscape (sky, sun, hills) as a JPEG, varied by seed.
func demoScene(seed, w, h int) []byte {
	skies := [][2]color.RGBA{{{250, 214, 165, 255}, {244, 164, 120, 255}}, {{186, 220, 240, 255}, {120, 180, 220, 255}},
		{{236, 210, 230, 255}, {190, 160, 210, 255}}, {{210, 236, 220, 255}, {150, 200, 180, 255}}}
	sky := skies[seed%len(skies)]
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x)/float64(w), float64(y)/float64(h)
			c := mix(sky[0], sky[1], fy)
			if math.Hypot(fx-0.72, (fy-0.3)*float64(h)/float64(w)) < 0.08 {
				c = color.RGBA{255, 240, 200, 255}
			}
			if fy > 0.62+0.08*math.Sin(fx*6+float64(seed)) {
				c = mix(color.RGBA{120, 160, 110, 255}, color.RGBA{70, 110, 80, 255}, fy)
			}
			if fy > 0.75+0.05*math.Sin(fx*9+2+float64(seed)) {
				c = mix(color.RGBA{90, 130, 90, 255}, color.RGBA{50, 80, 60, 255}, fy)
			}
			img.SetRGBA(x, y, c)
		}
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: 82}); err != nil {
		panic(err) // encoding an in-memory RGBA image cannot fail
	}
	return out.Bytes()
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 255}
}
