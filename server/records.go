package server

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v4"

	"amparo/store"
)

// recordType is one kind of resident record (SPEC 3): how its body is read and checked, how it is shown
// and printed. Every kind shares the same routes, audit and tombstones (records.go); each kind's own
// rules live in its records_*.go file.
type recordType struct {
	kind        string // the store's kind, also the audit log's entity
	title       string // the PDF report's title
	residentKey string // the JSON name the UI reads the resident id by
	readers     []store.Role
	writers     []store.Role
	fileOne     string // file name of one record's PDF, with %s for its id
	fileReport  string // file name of the resident's report
	decode      func(s *Server, c echo.Context, before *store.Record) (store.RecordInput, error)
	present     func(r store.Record, out map[string]any)    // adds aliases SPEC reads the record by
	print       func(p recordPrinter, r store.Record) error // one record's content in a PDF
}

// recordRoutes registers the SPEC 7 calls of a kind under path.
func (s *Server) recordRoutes(g *echo.Group, path string, rt recordType) {
	g.POST(path, s.createRecord(rt), s.allow(rt.writers...)...)
	g.PUT(path+"/:id", s.updateRecord(rt), s.allow(rt.writers...)...)
	g.DELETE(path+"/:id", s.deleteRecord(rt), s.allow(rt.writers...)...)
	g.GET(path+"/:id/pdf", s.recordPDF(rt), s.allow(rt.readers...)...)
	g.POST(path+"/report/pdf", s.recordReport(rt), s.allow(rt.readers...)...)
}

// byParam reads the resident id from a path parameter.
func byParam(name string) func(echo.Context) string {
	return func(c echo.Context) string { return c.Param(name) }
}

// recordJSON is the record's own fields with the ones every record has.
func recordJSON(rt recordType, r store.Record) map[string]any {
	out := map[string]any{}
	_ = json.Unmarshal(r.Data, &out) // the store wrote it from a struct: it is an object
	out["_id"] = r.ID
	out["residentId"] = r.ResidentID
	out[rt.residentKey] = r.ResidentID
	out["date"] = r.Date
	out["time"] = r.Time
	out["createdBy"] = r.CreatedBy
	out["createdByName"] = r.CreatedByName
	out["createdAt"] = r.CreatedAt.UTC().Format(time.RFC3339)
	out["updatedBy"] = r.UpdatedBy
	out["updatedByName"] = r.UpdatedByName
	out["updatedAt"] = r.UpdatedAt.UTC().Format(time.RFC3339)
	if rt.present != nil {
		rt.present(r, out)
	}
	return out
}

// listRecords: GET {path}/:residentId (or GET /kardex?patientId=), newest first, with ?search=. Reading
// a resident's records is audited.
func (s *Server) listRecords(rt recordType, residentID func(echo.Context) string) echo.HandlerFunc {
	return func(c echo.Context) error {
		id := residentID(c)
		search := c.QueryParam("search")
		if len([]rune(search)) > 100 {
			return fieldError(http.StatusUnprocessableEntity, "search", "Es demasiado largo (máximo 100 caracteres).")
		}
		ctx := c.Request().Context()
		if id != "" {
			if _, err := s.store.ResidentByID(ctx, id); err != nil {
				return err
			}
		}
		records, err := s.store.ListRecords(ctx, rt.kind, id, search)
		if err != nil {
			return err
		}
		if err := s.auditRead(c, rt.kind, "", id); err != nil {
			return err
		}
		out := make([]map[string]any, len(records))
		for i, r := range records {
			out[i] = recordJSON(rt, r)
		}
		return c.JSON(http.StatusOK, out)
	}
}

func (s *Server) createRecord(rt recordType) echo.HandlerFunc {
	return func(c echo.Context) error {
		in, err := rt.decode(s, c, nil)
		if err != nil {
			return err
		}
		r, err := s.store.CreateRecord(c.Request().Context(), actorOf(c), rt.kind, in)
		if errors.Is(err, store.ErrUnknownResident) {
			return fieldError(http.StatusUnprocessableEntity, "residentId", "El residente no existe.")
		}
		if err != nil {
			return err
		}
		return c.JSON(http.StatusCreated, recordJSON(rt, r))
	}
}

func (s *Server) updateRecord(rt recordType) echo.HandlerFunc {
	return func(c echo.Context) error {
		before, err := s.store.RecordByID(c.Request().Context(), rt.kind, c.Param("id"))
		if err != nil {
			return err
		}
		in, err := rt.decode(s, c, &before)
		if err != nil {
			return err
		}
		r, err := s.store.UpdateRecord(c.Request().Context(), actorOf(c), rt.kind, before.ID, in)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, recordJSON(rt, r))
	}
}

func (s *Server) deleteRecord(rt recordType) echo.HandlerFunc {
	return func(c echo.Context) error {
		if err := s.store.DeleteRecord(c.Request().Context(), actorOf(c), rt.kind, c.Param("id")); err != nil {
			return err
		}
		return c.JSON(http.StatusOK, map[string]string{"message": "Registro eliminado."})
	}
}

// recordPDF: GET {path}/:id/pdf, one record.
func (s *Server) recordPDF(rt recordType) echo.HandlerFunc {
	return func(c echo.Context) error {
		ctx := c.Request().Context()
		r, err := s.store.RecordByID(ctx, rt.kind, c.Param("id"))
		if err != nil {
			return err
		}
		rep, err := s.residentReport(c, rt, r.ResidentID, r.ID)
		if err != nil {
			return err
		}
		if err := s.printRecord(c, rep, rt, r); err != nil {
			return err
		}
		return rep.send(c, strings.Replace(rt.fileOne, "%s", r.ID, 1))
	}
}

// recordReport: POST {path}/report/pdf {residentId}, all of a resident's records of the kind.
func (s *Server) recordReport(rt recordType) echo.HandlerFunc {
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
		records, err := s.store.ListRecords(c.Request().Context(), rt.kind, id, "")
		if err != nil {
			return err
		}
		rep, err := s.residentReport(c, rt, id, "")
		if err != nil {
			return err
		}
		if len(records) == 0 {
			rep.note("Sin registros.")
		}
		for _, r := range records {
			if err := s.printRecord(c, rep, rt, r); err != nil {
				return err
			}
		}
		return rep.send(c, rt.fileReport)
	}
}

// residentReport starts a PDF about one resident and audits that it was printed.
func (s *Server) residentReport(c echo.Context, rt recordType, residentID, recordID string) (*report, error) {
	ctx := c.Request().Context()
	resident, err := s.store.ResidentByID(ctx, residentID)
	if err != nil {
		return nil, err
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return nil, err
	}
	err = s.store.Audit(ctx, store.AuditEntry{Actor: actorOf(c), Action: "report", Entity: rt.kind,
		EntityID: recordID, ResidentID: residentID})
	if err != nil {
		return nil, err
	}
	subject := resident.Name + " · Habitación " + orText(resident.Room, "—")
	return newReport(home.HomeName, rt.title, subject, s.store.Now().In(madrid))
}

// recordPrinter is what a kind's print function gets: the report, and the server and request for what
// the record points to (a Kardex's doses).
type recordPrinter struct {
	*report
	s *Server
	c echo.Context
}

// printRecord prints one record as a titled block: when, who signed it, and its content.
func (s *Server) printRecord(c echo.Context, rep *report, rt recordType, r store.Record) error {
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

// recordBase reads what every record body has: the resident and when.
type recordBase struct {
	ResidentID string `json:"residentId"`
	Date       string `json:"date"`
	Time       string `json:"time"`
}

// checkBase validates resident, date and (when needTime) time with SPEC 5's messages. On update the
// record stays with its resident whatever the body says.
func checkBase(v *validation, b *recordBase, before *store.Record, needTime bool) {
	b.ResidentID, b.Date, b.Time = strings.TrimSpace(b.ResidentID), strings.TrimSpace(b.Date), strings.TrimSpace(b.Time)
	if before != nil {
		b.ResidentID = before.ResidentID
	}
	v.required(b.ResidentID, "residentId", "El residente es requerido.")
	v.required(b.Date, "date", "La fecha es requerida.")
	v.date(b.Date, "date")
	if needTime {
		v.required(b.Time, "time", "La hora es requerida.")
	}
	v.time(b.Time, "time")
}

// newRecordPartID names a part inside a record (an additional observation).
func newRecordPartID() string { return uuid.NewString() }
