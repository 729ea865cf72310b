package server

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// recordPDF: GET {path}/:id/pdf, one record.
func recordPDF[T any](s *Server, rt recordType[T]) echo.HandlerFunc {
	return func(c echo.Context) error {
		r, err := store.RecordByID(c.Request().Context(), s.store, rt.kind, c.Param("id"))
		if err != nil {
			return err
		}
		rep, err := s.residentReport(c, rt.kind.Entity, rt.title, r.ResidentID, r.ID)
		if err != nil {
			return err
		}
		if err := printRecord(s, c, rep, rt, r); err != nil {
			return err
		}
		return rep.send(c, strings.Replace(rt.fileOne, "%s", r.ID, 1))
	}
}

// recordReport: POST {path}/report/pdf {residentId}, all of a resident's records of the kind.
func recordReport[T any](s *Server, rt recordType[T]) echo.HandlerFunc {
	return func(c echo.Context) error {
		var body struct {
			ResidentID string `json:"residentId"`
			PatientID  string `json:"patientId"`
		}
		if err := decode(c, &body); err != nil {
			return err
		}
		id := orText(body.ResidentID, body.PatientID)
		if id == "" {
			return fieldError(http.StatusUnprocessableEntity, "residentId", "El residente es requerido.")
		}
		records, err := store.ListRecords(c.Request().Context(), s.store, rt.kind, id)
		if err != nil {
			return err
		}
		rep, err := s.residentReport(c, rt.kind.Entity, rt.title, id, "")
		if err != nil {
			return err
		}
		if len(records) == 0 {
			rep.note("Sin registros.")
		}
		for _, r := range records {
			if err := printRecord(s, c, rep, rt, r); err != nil {
				return err
			}
		}
		return rep.send(c, rt.fileReport)
	}
}

// printLatest prints the resident's newest count records of the kind under its title, if there are any
// (the resident's file); title is called first.
func (rt recordType[T]) printLatest(s *Server, c echo.Context, rep *report, residentID string, count int, title func()) error {
	records, _, err := store.PageRecords(c.Request().Context(), s.store, rt.kind,
		store.RecordQuery{ResidentID: residentID, Limit: count})
	if err != nil || len(records) == 0 {
		return err
	}
	title()
	rep.note(rt.title)
	for _, r := range records {
		if err := printRecord(s, c, rep, rt, r); err != nil {
			return err
		}
	}
	return nil
}

// residentReport starts a PDF about one resident and audits that it was printed.
func (s *Server) residentReport(c echo.Context, entity, title, residentID, recordID string) (*report, error) {
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, residentID)
	if err != nil {
		return nil, err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return nil, err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: entity,
		EntityID: recordID, ResidentID: residentID})
	if err != nil {
		return nil, err
	}
	subject := resident.Name + " · Habitación " + orText(resident.Room, "—")
	rep, err := newReport(home.HomeName, title, subject, s.store.Now().In(madrid))
	if err != nil {
		return nil, err
	}
	if entity == store.Kardexes.Entity {
		rep.warning("Alergias: " + orText(resident.Details.Allergies, "no registradas"))
	}
	return rep, nil
}

// recordPrinter is what a kind's print function gets: the report, and the server and request for what
// the record points to (a Kardex's doses).
type recordPrinter struct {
	*report
	s *Server
	c echo.Context
}

// printRecord prints one record as a titled block: when, who signed it, and its content.
func printRecord[T any](s *Server, c echo.Context, rep *report, rt recordType[T], r store.Record[T]) error {
	when := spanishDate(r.Date)
	if r.Time != "" {
		when += " · " + r.Time
	}
	rep.section(when)
	signed := "Registrado por " + r.CreatedByName
	if r.UpdatedBy != r.CreatedBy || !r.UpdatedAt.Equal(r.CreatedAt) {
		signed += " · modificado por " + r.UpdatedByName + " el " + r.UpdatedAt.In(madrid).Format("02/01/2006 15:04")
	}
	rep.note(signed)
	return rt.print(recordPrinter{report: rep, s: s, c: c}, r)
}
