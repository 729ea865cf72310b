package server

import (
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

type activityJSON struct {
	ID            string `json:"_id"`
	Title         string `json:"title"`
	Description   string `json:"description"`
	Location      string `json:"location"`
	StartDate     string `json:"startDate"`
	StartTime     string `json:"startTime"`
	EndDate       string `json:"endDate"`
	EndTime       string `json:"endTime"`
	CreatedBy     string `json:"createdBy"`
	CreatedByName string `json:"createdByName"`
	CreatedAt     string `json:"createdAt"`
	CanEdit       bool   `json:"canEdit"` // the caller may edit or delete it
}

func toActivityJSON(c echo.Context, a store.Activity) activityJSON {
	return activityJSON{ID: a.ID, Title: a.Title, Description: a.Description, Location: a.Location,
		StartDate: a.StartDate, StartTime: a.StartTime, EndDate: a.EndDate, EndTime: a.EndTime,
		CreatedBy: a.CreatedBy, CreatedByName: a.CreatedByName, CreatedAt: a.CreatedAt.UTC().Format(time.RFC3339),
		CanEdit: mayEditContent(c, a.CreatedBy)}
}

// decodeActivity reads an activity with SPEC 5's messages. createdBy in the body is ignored: the
// signer is the caller.
func decodeActivity(c echo.Context) (store.ActivityInput, error) {
	var in store.ActivityInput
	var body struct {
		Title       string `json:"title"`
		Description string `json:"description"`
		Location    string `json:"location"`
		StartDate   string `json:"startDate"`
		StartTime   string `json:"startTime"`
		EndDate     string `json:"endDate"`
		EndTime     string `json:"endTime"`
	}
	if err := decode(c, &body); err != nil {
		return in, err
	}
	in = store.ActivityInput{Title: strings.TrimSpace(body.Title), Description: strings.TrimSpace(body.Description),
		Location: strings.TrimSpace(body.Location), StartDate: strings.TrimSpace(body.StartDate),
		StartTime: strings.TrimSpace(body.StartTime), EndDate: strings.TrimSpace(body.EndDate), EndTime: strings.TrimSpace(body.EndTime)}
	v := newValidation()
	v.required(in.StartDate, "startDate", "La fecha de inicio es requerida.")
	v.required(in.StartTime, "startTime", "La hora de inicio es requerida.")
	v.required(in.EndDate, "endDate", "La fecha de finalización es requerida.")
	v.required(in.EndTime, "endTime", "La hora de finalización es requerida.")
	v.required(in.Title, "title", "El título es requerido.")
	v.required(in.Description, "description", "La descripción es requerida.")
	v.required(in.Location, "location", "El lugar es requerido.")
	_, startOK := v.date(in.StartDate, "startDate")
	_, endOK := v.date(in.EndDate, "endDate")
	v.time(in.StartTime, "startTime")
	v.time(in.EndTime, "endTime")
	if startOK && endOK && clockTime.MatchString(in.StartTime) && clockTime.MatchString(in.EndTime) {
		v.check(in.EndDate+in.EndTime > in.StartDate+in.StartTime, "endTime", "La finalización debe ser posterior al inicio.")
	}
	v.maxLen(in.Title, shortText, "title")
	v.maxLen(in.Location, shortText, "location")
	v.maxLen(in.Description, longText, "description")
	return in, v.err()
}

// listActivities: GET /activities, by start.
func (s *Server) listActivities(c echo.Context) error {
	list, err := s.store.ListActivities(c.Request().Context())
	if err != nil {
		return err
	}
	out := make([]activityJSON, len(list))
	for i, a := range list {
		out[i] = toActivityJSON(c, a)
	}
	return c.JSON(http.StatusOK, out)
}

// createActivity: POST /activities.
func (s *Server) createActivity(c echo.Context) error {
	in, err := decodeActivity(c)
	if err != nil {
		return err
	}
	a, err := s.store.CreateActivity(c.Request().Context(), actorOf(c), in)
	if err != nil {
		return err
	}
	s.changed(c, resourceActivities)
	return c.JSON(http.StatusCreated, toActivityJSON(c, a))
}

// updateActivity: PUT /activities/:id, by its author or an administrative user.
func (s *Server) updateActivity(c echo.Context) error {
	current, err := s.store.ActivityByID(c.Request().Context(), c.Param("id"))
	if err != nil {
		return err
	}
	if !mayEditContent(c, current.CreatedBy) {
		return s.deny(c, "activity", current.ID)
	}
	in, err := decodeActivity(c)
	if err != nil {
		return err
	}
	a, err := s.store.UpdateActivity(c.Request().Context(), actorOf(c), current.ID, in)
	if err != nil {
		return err
	}
	s.changed(c, resourceActivities)
	return c.JSON(http.StatusOK, toActivityJSON(c, a))
}

// deleteActivity: DELETE /activities/:id, by its author or an administrative user.
func (s *Server) deleteActivity(c echo.Context) error {
	current, err := s.store.ActivityByID(c.Request().Context(), c.Param("id"))
	if err != nil {
		return err
	}
	if !mayEditContent(c, current.CreatedBy) {
		return s.deny(c, "activity", current.ID)
	}
	if err := s.store.DeleteActivity(c.Request().Context(), actorOf(c), current.ID); err != nil {
		return err
	}
	s.changed(c, resourceActivities)
	return c.JSON(http.StatusOK, map[string]string{"message": "Actividad eliminada."})
}

// mayEditContent: an activity or post may be changed by its author, or with content.edit-any.
func mayEditContent(c echo.Context, authorID string) bool {
	u := currentSession(c).User
	return u.ID == authorID || may(u, permContentEditAny)
}
