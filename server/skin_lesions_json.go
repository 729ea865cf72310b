package server

import (
	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The JSON of a skin lesion (DESIGN 15) with its evolutions, as every route answers it.

type skinLesionEvolutionJSON struct {
	ID            string   `json:"_id"`
	Date          string   `json:"date"`
	LengthCm      float64  `json:"lengthCm"`
	WidthCm       float64  `json:"widthCm"`
	DepthCm       *float64 `json:"depthCm"`
	Category      *string  `json:"category"`
	Bed           string   `json:"bed"`
	Exudate       string   `json:"exudate"`
	Note          string   `json:"note"`
	Photo         *string  `json:"photo"`
	PhotoThumb    *string  `json:"photoThumb"`
	CreatedBy     string   `json:"createdBy"`
	CreatedByName string   `json:"createdByName"`
	CreatedAt     string   `json:"createdAt"`
}

type skinLesionJSON struct {
	ID            string                    `json:"_id"`
	ResidentID    string                    `json:"residentId"`
	ResidentName  string                    `json:"residentName"`
	Type          string                    `json:"type"`
	Category      *string                   `json:"category"`
	View          string                    `json:"view"`
	Region        string                    `json:"region"`
	RegionLabel   string                    `json:"regionLabel"`
	X             float64                   `json:"x"`
	Y             float64                   `json:"y"`
	Origin        string                    `json:"origin"`
	DetectedAt    string                    `json:"detectedAt"`
	LengthCm      float64                   `json:"lengthCm"`
	WidthCm       float64                   `json:"widthCm"`
	DepthCm       *float64                  `json:"depthCm"`
	Bed           string                    `json:"bed"`
	Exudate       string                    `json:"exudate"`
	Infection     bool                      `json:"infection"`
	Treatment     string                    `json:"treatment"`
	Surface       string                    `json:"surface"`
	Status        string                    `json:"status"` // open, closed
	ClosedAt      *string                   `json:"closedAt"`
	CloseNote     string                    `json:"closeNote"`
	ClosedBy      string                    `json:"closedBy"`
	ClosedByName  string                    `json:"closedByName"`
	CreatedBy     string                    `json:"createdBy"`
	CreatedByName string                    `json:"createdByName"`
	CreatedAt     string                    `json:"createdAt"`
	CanVoid       bool                      `json:"canVoid"` // the author within 24 hours, or records.delete-any
	Evolution     []skinLesionEvolutionJSON `json:"evolution"`
}

func textOrNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func (s *Server) toSkinLesionJSON(c echo.Context, l store.SkinLesion) skinLesionJSON {
	out := skinLesionJSON{ID: l.ID, ResidentID: l.ResidentID, ResidentName: l.ResidentName, Type: l.Type,
		Category: textOrNull(l.Category), View: l.View, Region: l.Region, RegionLabel: regionLabel(l.Region), X: l.X, Y: l.Y,
		Origin: l.Origin, DetectedAt: l.DetectedOn, LengthCm: l.LengthCm, WidthCm: l.WidthCm, DepthCm: l.DepthCm, Bed: l.Bed,
		Exudate: l.Exudate, Infection: l.Infection, Treatment: l.Treatment, Surface: l.Surface, Status: "open",
		ClosedAt: textOrNull(l.ClosedOn), CloseNote: l.CloseNote, ClosedBy: l.ClosedBy, ClosedByName: l.ClosedByName,
		CreatedBy: l.CreatedBy, CreatedByName: l.CreatedByName, CreatedAt: rfc3339UTC(l.CreatedAt),
		CanVoid:   deleteRightsOf(currentSession(c).User, permRegistersWrite).allow(l.CreatedBy, l.CreatedAt, s.store.Now()),
		Evolution: make([]skinLesionEvolutionJSON, len(l.Evolution))}
	if !l.Open() {
		out.Status = "closed"
	}
	for i, e := range l.Evolution {
		out.Evolution[i] = skinLesionEvolutionJSON{ID: e.ID, Date: e.Date, LengthCm: e.LengthCm, WidthCm: e.WidthCm,
			DepthCm: e.DepthCm, Category: textOrNull(e.Category), Bed: e.Bed, Exudate: e.Exudate, Note: e.Note,
			Photo: imageURL(e.PhotoID), PhotoThumb: thumbURL(e.PhotoID), CreatedBy: e.CreatedBy,
			CreatedByName: e.CreatedByName, CreatedAt: rfc3339UTC(e.CreatedAt)}
	}
	return out
}
