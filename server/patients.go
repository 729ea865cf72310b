package server

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

const (
	defaultPageSize = 10
	maxPageSize     = 100
)

// listPatients: GET /patients/all and /patients/archived.
func (s *Server) listPatients(archived bool) echo.HandlerFunc {
	return func(c echo.Context) error {
		f, page, err := residentFilter(c)
		if err != nil {
			return err
		}
		f.Archived = archived
		residents, total, err := s.store.ListResidents(c.Request().Context(), f)
		if err != nil {
			return err
		}
		today := s.today()
		data := make([]patientSummaryJSON, len(residents))
		for i, r := range residents {
			data[i] = toPatientSummary(r, today)
		}
		return pageJSON(c, data, page, f.Limit, total)
	}
}

// residentFilter reads page, limit, search, area, sort and order from the query.
func residentFilter(c echo.Context) (store.ResidentFilter, int, error) {
	v := newValidation()
	page := v.queryInt(c, "page", 1, 1, 1_000_000)
	limit := v.queryInt(c, "limit", defaultPageSize, 1, maxPageSize)
	sort, order := c.QueryParam("sort"), c.QueryParam("order")
	v.check(sort == "" || sort == "name" || sort == "age", "sort", "Valor no válido.")
	v.check(order == "" || order == "asc" || order == "desc", "order", "Valor no válido.")
	search := c.QueryParam("search")
	v.maxLen(search, 100, "search")
	if err := v.err(); err != nil {
		return store.ResidentFilter{}, 0, err
	}
	f := store.ResidentFilter{Search: search, ByAge: sort == "age", Desc: order == "desc",
		Limit: limit, Offset: (page - 1) * limit}
	if area := c.QueryParam("area"); area == "none" {
		f.NoArea = true
	} else {
		f.AreaID = area
	}
	return f, page, nil
}

// getPatient: GET /patients/:id, the complete resident. Reading a resident's file is audited.
func (s *Server) getPatient(c echo.Context) error {
	r, err := s.store.ResidentByID(c.Request().Context(), c.Param("id"))
	if err != nil {
		return err
	}
	if err := s.auditRead(c, "resident", r.ID, r.ID); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, toResidentJSON(r, s.today()))
}

// auditRead writes who looked at a resident's clinical data.
func (s *Server) auditRead(c echo.Context, entity, entityID, residentID string) error {
	return s.store.Audit(c.Request().Context(), store.AuditEntry{Actor: actorOf(c), Action: "read",
		Entity: entity, EntityID: entityID, ResidentID: residentID})
}

// createPatient: POST /patients/create-new-patient admits a resident, with a family account when the
// caller may give one (residents.family-access).
func (s *Server) createPatient(c echo.Context) error {
	in, err := s.decodeResident(c, nil)
	if err != nil {
		return err
	}
	r, err := s.store.CreateResident(c.Request().Context(), actorOf(c), in)
	if err != nil {
		return residentStoreError(err)
	}
	s.changed(c, resourcePatients)
	return c.JSON(http.StatusCreated, toResidentJSON(r, s.today()))
}

// updatePatient: PUT /patients/:id saves the admission form again.
func (s *Server) updatePatient(c echo.Context) error {
	current, err := s.store.ResidentByID(c.Request().Context(), c.Param("id"))
	if err != nil {
		return err
	}
	in, err := s.decodeResident(c, &current)
	if err != nil {
		return err
	}
	r, err := s.store.UpdateResident(c.Request().Context(), actorOf(c), current.ID, in)
	if err != nil {
		return residentStoreError(err)
	}
	s.changed(c, resourcePatients)
	return c.JSON(http.StatusOK, toResidentJSON(r, s.today()))
}

// decodeResident reads, tidies and validates the body (current is nil when admitting), reads what it asks of
// the photo, and answers what the store saves.
func (s *Server) decodeResident(c echo.Context, current *store.Resident) (store.ResidentInput, error) {
	var in residentRequest
	if err := decode(c, &in); err != nil {
		return store.ResidentInput{}, err
	}
	in.tidy()
	family, err := s.familyFields(c, &in, current)
	if err != nil {
		return store.ResidentInput{}, err
	}
	var kept store.Resident // what a body that leaves a field out keeps: nothing when admitting
	if current != nil {
		kept = *current
	}
	in.Username = foldUsername(in.Username, kept.FamilyUsername)
	essentials, err := validateResident(in, family, kept.FamilyUsername, kept.Essentials, s.today())
	if err != nil {
		return store.ResidentInput{}, err
	}
	photo, err := photoChange(in.Photo, kept.PhotoID)
	if err != nil {
		return store.ResidentInput{}, err
	}
	return in.residentInput(photo, kept, essentials), nil
}

// familyFields applies DESIGN 7 to the family account's fields. Only residents.family-access sets or
// resets them: without it a new password is ignored, a new username is refused, and a resident is
// admitted without a family account.
func (s *Server) familyFields(c echo.Context, in *residentRequest, current *store.Resident) (familyFields, error) {
	hasAccount := current != nil && current.FamilyUserID != ""
	if !callerMay(c, permFamilyAccess) {
		in.Password, in.ConfirmPassword = "", ""
		currentUsername := ""
		if current != nil {
			currentUsername = current.FamilyUsername
		}
		if in.Username != "" && in.Username != currentUsername {
			entityID := ""
			if current != nil {
				entityID = current.ID
			}
			return familyUntouched, s.deny(c, "resident-family-access", entityID)
		}
		in.Username = currentUsername
		return familyUntouched, nil
	}
	switch {
	case hasAccount:
		return familyKeep, nil
	case in.Username == "" && in.Password == "" && in.ConfirmPassword == "":
		return familyUntouched, nil // no family account: it is created once a username is given
	}
	return familyNew, nil
}

// photoChange reads the photo field: a data URL sets a new photo, null removes it, and leaving it out
// or sending the current URL keeps it.
func photoChange(raw json.RawMessage, currentID string) (store.PhotoChange, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return store.PhotoChange{Remove: len(raw) > 0}, nil
	}
	var value string
	if err := json.Unmarshal(raw, &value); err != nil {
		return store.PhotoChange{}, fieldError(http.StatusUnprocessableEntity, "photo", residentPhoto.notImage)
	}
	if strings.HasPrefix(value, "data:") {
		img, err := imageFromDataURL(value, residentPhoto)
		if err != nil {
			return store.PhotoChange{}, err
		}
		return store.PhotoChange{New: &img}, nil
	}
	if current := imageURL(currentID); value == "" || (current != nil && value == *current) {
		return store.PhotoChange{Remove: value == ""}, nil
	}
	return store.PhotoChange{}, fieldError(http.StatusUnprocessableEntity, "photo", residentPhoto.notImage)
}

func residentStoreError(err error) error {
	if errors.Is(err, store.ErrUnknownArea) {
		return fieldError(http.StatusUnprocessableEntity, "area", "El área no existe.")
	}
	return err
}

// archivePatient: PATCH /patients/archive/:id moves a resident between the active and archived lists.
func (s *Server) archivePatient(c echo.Context) error {
	r, err := s.store.ToggleArchive(c.Request().Context(), actorOf(c), c.Param("id"))
	if err != nil {
		return err
	}
	s.changed(c, resourcePatients)
	return c.JSON(http.StatusOK, toResidentJSON(r, s.today()))
}

// deletePatient: DELETE /patients/:id hides an archived resident; the record stays as a tombstone.
func (s *Server) deletePatient(c echo.Context) error {
	err := s.store.DeleteResident(c.Request().Context(), actorOf(c), c.Param("id"))
	if errors.Is(err, store.ErrNotArchived) {
		return newError(http.StatusConflict, "Solo se puede eliminar un residente archivado.")
	}
	if err != nil {
		return err
	}
	s.changed(c, resourcePatients)
	return c.JSON(http.StatusOK, map[string]string{"message": "Paciente eliminado."})
}
