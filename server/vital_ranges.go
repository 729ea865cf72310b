package server

import (
	"math"
	"net/http"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// residentRanges is the resident's reference ranges with the defaults filled in, read once per request.
func (s *Server) residentRanges(c echo.Context, residentID string) (map[string]store.VitalRange, error) {
	key := "vital-ranges:" + residentID
	if cached, ok := c.Get(key).(map[string]store.VitalRange); ok {
		return cached, nil
	}
	saved, err := s.store.VitalRanges(c.Request().Context(), residentID)
	if err != nil {
		return nil, err
	}
	ranges := rangesWithDefaults(saved)
	c.Set(key, ranges)
	return ranges, nil
}

// vitalMeasureJSON is one measure as GET /vital-ranges answers it: min and max are what is physically
// possible (a reading or a range limit outside them is refused), defaultRange the resident's range until a
// doctor sets one (the same {min, max} as GET /vital-ranges/:residentId), and zeroAllowed whether 0 is a
// reading (pain) rather than "Debe ser positivo.".
type vitalMeasureJSON struct {
	Key          string           `json:"key"`
	Label        string           `json:"label"`
	Unit         string           `json:"unit"`
	Min          float64          `json:"min"`
	Max          float64          `json:"max"`
	DefaultRange store.VitalRange `json:"defaultRange"`
	ZeroAllowed  bool             `json:"zeroAllowed"`
}

// listVitalMeasures: GET /vital-ranges, every measure in the order forms, lists and PDFs show them, so the
// UI checks a reading as the server will and keeps no copy of the numbers.
func (s *Server) listVitalMeasures(c echo.Context) error {
	out := make([]vitalMeasureJSON, len(vitalMeasures))
	for i, m := range vitalMeasures {
		out[i] = vitalMeasureJSON{Key: m.key, Label: m.label, Unit: m.unit, Min: m.possible.Min, Max: m.possible.Max,
			DefaultRange: m.normal, ZeroAllowed: m.zeroAllowed}
	}
	return c.JSON(http.StatusOK, out)
}

// getVitalRanges: GET /vital-ranges/:residentId, every measure's range.
func (s *Server) getVitalRanges(c echo.Context) error {
	id := c.Param("residentId")
	if _, err := s.store.ResidentByID(c.Request().Context(), id); err != nil {
		return err
	}
	ranges, err := s.residentRanges(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, ranges)
}

// putVitalRanges: PUT /vital-ranges/:residentId {measure: {min, max}}. A measure left out keeps its
// range; each range must lie within what is physically possible, its minimum below its maximum.
func (s *Server) putVitalRanges(c echo.Context) error {
	id := c.Param("residentId")
	var body map[string]*struct {
		Min *decimal `json:"min"`
		Max *decimal `json:"max"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	ranges, err := s.residentRanges(c, id)
	if err != nil {
		return err
	}
	v := newValidation()
	for key := range body {
		v.check(measureByKey(key) != nil, key, "Medida desconocida.")
	}
	for _, m := range vitalMeasures {
		given, ok := body[m.key]
		if !ok {
			continue
		}
		if given == nil || given.Min == nil || given.Max == nil {
			v.check(false, m.key, "Indica el mínimo y el máximo.")
			continue
		}
		r := store.VitalRange{Min: float64(*given.Min), Max: float64(*given.Max)}
		for field, value := range map[string]float64{m.key + ".min": r.Min, m.key + ".max": r.Max} {
			v.check(!math.IsNaN(value), field, notANumber)
			v.check(value >= m.possible.Min && value <= m.possible.Max, field, m.impossibleMessage())
		}
		v.check(r.Min < r.Max, m.key+".max", "El máximo debe ser mayor que el mínimo.")
		ranges[m.key] = r
	}
	if err := v.err(); err != nil {
		return err
	}
	if err := s.store.SetVitalRanges(c.Request().Context(), actorOf(c), id, ranges); err != nil {
		return err
	}
	s.changed(c, resourceVitalRanges)
	return c.JSON(http.StatusOK, ranges)
}

func measureByKey(key string) *vitalMeasure {
	for i := range vitalMeasures {
		if vitalMeasures[i].key == key {
			return &vitalMeasures[i]
		}
	}
	return nil
}
