package server

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

type areaJSON struct {
	ID           string `json:"_id"`
	Name         string `json:"name"`
	Description  string `json:"description"`
	PatientCount int    `json:"patientCount"`
}

func toAreaJSON(a store.Area) areaJSON {
	return areaJSON{ID: a.ID, Name: a.Name, Description: a.Description, PatientCount: a.PatientCount}
}

type areaRequest struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

func decodeArea(c echo.Context) (areaRequest, error) {
	var in areaRequest
	if err := decode(c, &in); err != nil {
		return in, err
	}
	in.Name, in.Description = strings.TrimSpace(in.Name), strings.TrimSpace(in.Description)
	v := newValidation()
	v.required(in.Name, "name", "El nombre del área es obligatorio.")
	v.maxLen(in.Name, shortText, "name")
	v.maxLen(in.Description, addrText, "description")
	return in, v.err()
}

// listAreas: GET /areas.
func (s *Server) listAreas(c echo.Context) error {
	areas, err := s.store.ListAreas(c.Request().Context())
	if err != nil {
		return err
	}
	out := make([]areaJSON, len(areas))
	for i, a := range areas {
		out[i] = toAreaJSON(a)
	}
	return c.JSON(http.StatusOK, out)
}

// createArea: POST /areas.
func (s *Server) createArea(c echo.Context) error {
	in, err := decodeArea(c)
	if err != nil {
		return err
	}
	a, err := s.store.CreateArea(c.Request().Context(), actorOf(c), in.Name, in.Description)
	if err != nil {
		return err
	}
	s.changed(c, resourceAreas)
	return c.JSON(http.StatusCreated, toAreaJSON(a))
}

// updateArea: PUT /areas/:id.
func (s *Server) updateArea(c echo.Context) error {
	in, err := decodeArea(c)
	if err != nil {
		return err
	}
	a, err := s.store.UpdateArea(c.Request().Context(), actorOf(c), c.Param("id"), in.Name, in.Description)
	if err != nil {
		return err
	}
	s.changed(c, resourceAreas)
	return c.JSON(http.StatusOK, toAreaJSON(a))
}

// deleteArea: DELETE /areas/:id; its residents are left without area.
func (s *Server) deleteArea(c echo.Context) error {
	if err := s.store.DeleteArea(c.Request().Context(), actorOf(c), c.Param("id")); err != nil {
		return err
	}
	s.changed(c, resourceAreas)
	return c.JSON(http.StatusOK, map[string]string{"message": "Área eliminada."})
}

// assignArea: POST /areas/:areaId/patients/:patientId.
func (s *Server) assignArea(c echo.Context) error {
	r, err := s.store.AssignArea(c.Request().Context(), actorOf(c), c.Param("areaId"), c.Param("patientId"))
	if err != nil {
		return err
	}
	s.changed(c, resourceAreas)
	return c.JSON(http.StatusOK, toPatientSummary(r, s.today()))
}

// removeFromArea: DELETE /areas/:areaId/patients/:patientId.
func (s *Server) removeFromArea(c echo.Context) error {
	r, err := s.store.RemoveFromArea(c.Request().Context(), actorOf(c), c.Param("areaId"), c.Param("patientId"))
	if err != nil {
		return err
	}
	s.changed(c, resourceAreas)
	return c.JSON(http.StatusOK, toPatientSummary(r, s.today()))
}
