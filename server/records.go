package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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
	path        string // where its routes live, under /api; also the resource its changes announce
	write       permission
	fileOne     string // file name of one record's PDF, with %s for its id
	fileReport  string // file name of the resident's report
	decode      func(s *Server, c echo.Context, before *store.Record) (store.RecordInput, error)
	present     func(s *Server, c echo.Context, r store.Record, out map[string]any) error       // adds what is derived, and aliases SPEC reads the record by
	print       func(p recordPrinter, r store.Record) error                                     // one record's content in a PDF
	notice      func(r store.Record, resident store.Resident) (store.Notice, error)             // who a new one tells, if anyone
	alert       func(s *Server, c echo.Context, r store.Record) (store.AlertInput, bool, error) // the clinical alert it opens, if any
	byPeriod    bool                                                                            // its list takes ?from=&to= (recordQuery)
}

// authorDeleteWindow is how long the author of a record may delete it without records.delete-any.
const authorDeleteWindow = 24 * time.Hour

// maxReasonLength bounds the reason given for deleting a record.
const maxReasonLength = 500

// recordTypes are the kinds listed by GET {path}/:residentId (the Kardex has its own list, GET /kardex).
var recordTypes = []recordType{socialWorkNotes, generalNotes, vitalSignsRecords, incidentRecords, careRecords}

// recordRoutes registers the SPEC 7 calls of a kind under its path.
func (s *Server) recordRoutes(g *echo.Group, rt recordType) {
	g.POST(rt.path, s.createRecord(rt), s.require(rt.write)...)
	g.PUT(rt.path+"/:id", s.updateRecord(rt), s.require(rt.write)...)
	g.DELETE(rt.path+"/:id", s.deleteRecord(rt), s.require(rt.write)...)
	g.GET(rt.path+"/:id/pdf", s.recordPDF(rt), s.requireWithCookie(permResidentsRead)...)
	g.POST(rt.path+"/report/pdf", s.recordReport(rt), s.require(permResidentsRead)...)
}

// resource is the name of the kind's changes in "invalidate" events.
func (rt recordType) resource() resource { return resource{strings.TrimPrefix(rt.path, "/")} }

// recordData decodes a record's own fields.
func recordData[T any](r store.Record) (T, error) {
	var d T
	if err := json.Unmarshal(r.Data, &d); err != nil {
		return d, fmt.Errorf("decode %s record %s: %w", r.Kind, r.ID, err)
	}
	return d, nil
}

// recordJSON is the record's own fields with the ones every record has, and whether the caller may
// delete it.
func (s *Server) recordJSON(c echo.Context, rt recordType, r store.Record) (recordFields, error) {
	// The record's own fields go out as they were saved, not decoded and encoded again.
	fields, err := recordData[map[string]json.RawMessage](r)
	if err != nil {
		return nil, err
	}
	out := make(recordFields, len(fields)+16)
	for k, v := range fields {
		out[k] = v
	}
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
	out[canDeleteKey] = s.mayDelete(c, rt, r)
	if rt.present != nil {
		if err := rt.present(s, c, r, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// mayDelete: whoever writes the kind may delete what they signed within 24 hours; anything else needs
// records.delete-any.
func (s *Server) mayDelete(c echo.Context, rt recordType, r store.Record) bool {
	return deleteRightsOf(currentSession(c).User, rt).allow(r.CreatedBy, r.CreatedAt, s.store.Now())
}

// deleteRights is which records of a kind a user may delete: none, their own of the last 24 hours, or any.
type deleteRights struct {
	userID     string
	write, any bool
}

func deleteRightsOf(u store.User, rt recordType) deleteRights {
	return deleteRights{userID: u.ID, write: may(u, rt.write), any: may(u, permRecordsDeleteAny)}
}

// allow: may they delete, at now, the record createdBy saved at createdAt.
func (d deleteRights) allow(createdBy string, createdAt, now time.Time) bool {
	ownAndRecent := createdBy == d.userID && now.Sub(createdAt) < authorDeleteWindow
	return d.write && (ownAndRecent || d.any)
}

// listRecords: GET {path}/:residentId, newest first, with ?search= and the page parameters of recordQuery.
// Reading a resident's records is audited, every page. A page asked for again is answered from recordPages
// while the resident's records are as they were.
func (s *Server) listRecords(rt recordType) echo.HandlerFunc {
	return func(c echo.Context) error {
		id := c.Param("residentId")
		ctx := c.Request().Context()
		version, err := s.store.ResidentRecordsVersion(ctx, id) // first: the page read next is no older
		if err != nil {
			return err
		}
		q, before, err := recordParams(c, rt, id)
		if err != nil {
			return err
		}
		key := recordPageKey{kind: rt.kind, residentID: id, search: q.Search, from: q.From, to: q.To,
			before: before, limit: q.Limit}
		page, ok := s.recordPages.get(key, version)
		if !ok {
			if err := s.recordsBefore(ctx, &q, before); err != nil {
				return err
			}
			records, more, err := s.store.PageRecords(ctx, q)
			if err != nil {
				return err
			}
			if page, err = s.newRecordPage(c, rt, records, more, version); err != nil {
				return err
			}
			s.recordPages.put(key, page)
		}
		if err := s.auditRead(c, rt.kind, "", id); err != nil {
			return err
		}
		return s.answerRecordPage(c, rt, page)
	}
}

// Pages of a record list (DESIGN 13).
const (
	maxRecordPage = 200
	// nextCursorHeader carries the id to ask for the next page with (?before=) when more records remain.
	nextCursorHeader = "X-Next-Cursor"
)

// recordQuery reads what a record list of the kind asks for:
//   - search: words in the record (at most 100 characters);
//   - limit (1..200) and before (a record id): DESIGN 13's pages, newest first. A page holds the records
//     after before in the list's order (by date, time, when saved, id), at most limit of them. before must
//     be a record of this kind and resident — a deleted one too, so that a page ending on a record
//     someone has since deleted can still be followed —, else 422 naming the field: like a bad limit, it is
//     a wrong parameter rather than a missing resource. Without limit the list goes to its end, as SPEC's
//     whole list does without either;
//   - from and to (YYYY-MM-DD in Madrid, both included; kinds with byPeriod, the vitals): only that
//     period, so the vitals chart reads only the days it draws.
func (s *Server) recordQuery(c echo.Context, rt recordType, residentID string) (store.RecordQuery, error) {
	q, before, err := recordParams(c, rt, residentID)
	if err != nil {
		return q, err
	}
	return q, s.recordsBefore(c.Request().Context(), &q, before)
}

// recordParams checks recordQuery's parameters and answers them, with the id given as before.
func recordParams(c echo.Context, rt recordType, residentID string) (store.RecordQuery, string, error) {
	q := store.RecordQuery{Kind: rt.kind, ResidentID: residentID, Search: c.QueryParam("search")}
	if len([]rune(q.Search)) > 100 {
		return q, "", fieldError(http.StatusUnprocessableEntity, "search", "Es demasiado largo (máximo 100 caracteres).")
	}
	v := newValidation()
	if raw := c.QueryParam("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		v.check(err == nil && n >= 1 && n <= maxRecordPage, "limit", "Debe ser un número entre 1 y 200.")
		q.Limit = n
	}
	if rt.byPeriod {
		q.From, q.To = c.QueryParam("from"), c.QueryParam("to")
		v.date(q.From, "from")
		v.date(q.To, "to")
		v.check(q.From == "" || q.To == "" || q.From <= q.To, "to", "La fecha final no puede ser anterior a la inicial.")
	}
	return q, c.QueryParam("before"), v.err()
}

// recordsBefore makes q start after the record before (none when ""), which must be of q's kind and
// resident.
func (s *Server) recordsBefore(ctx context.Context, q *store.RecordQuery, before string) error {
	if before == "" {
		return nil
	}
	key, err := s.store.RecordKeyOf(ctx, q.Kind, q.ResidentID, before)
	if errors.Is(err, store.ErrNotFound) {
		return fieldError(http.StatusUnprocessableEntity, "before", "No es un registro de esta lista.")
	}
	if err != nil {
		return err
	}
	q.Before = &key
	return nil
}

// pageRecords reads the records q chooses and, when more remain after them, names the last one in
// X-Next-Cursor.
func (s *Server) pageRecords(c echo.Context, q store.RecordQuery) ([]store.Record, error) {
	records, more, err := s.store.PageRecords(c.Request().Context(), q)
	if err != nil {
		return nil, err
	}
	if more && len(records) > 0 {
		c.Response().Header().Set(nextCursorHeader, records[len(records)-1].ID)
	}
	return records, nil
}

func (s *Server) createRecord(rt recordType) echo.HandlerFunc {
	return func(c echo.Context) error {
		in, err := rt.decode(s, c, nil)
		if err != nil {
			return err
		}
		r, err := s.store.CreateRecord(c.Request().Context(), actorOf(c), rt.kind, in)
		if err != nil {
			return recordStoreError(err)
		}
		alerted, err := s.raiseAlert(c, rt, r)
		if err != nil {
			return err
		}
		if !alerted { // an alert already told doctors and nurses
			if err := s.tellAboutRecord(c, rt, r); err != nil {
				return err
			}
		}
		s.changed(c, rt.resource())
		return s.respondRecord(c, http.StatusCreated, rt, r)
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
			return recordStoreError(err)
		}
		if _, err := s.raiseAlert(c, rt, r); err != nil {
			return err
		}
		s.changed(c, rt.resource())
		return s.respondRecord(c, http.StatusOK, rt, r)
	}
}

// respondRecord answers a saved record as its lists show it (a Kardex with its doses).
func (s *Server) respondRecord(c echo.Context, status int, rt recordType, r store.Record) error {
	if rt.kind == kardexRecords.kind {
		out, err := s.kardexJSON(c, []store.Record{r})
		if err != nil {
			return err
		}
		return c.JSON(status, out[0])
	}
	out, err := s.recordJSON(c, rt, r)
	if err != nil {
		return err
	}
	return c.JSON(status, out)
}

// recordStoreError names what the store refused about the resident.
func recordStoreError(err error) error {
	switch {
	case errors.Is(err, store.ErrUnknownResident):
		return fieldError(http.StatusUnprocessableEntity, "residentId", "El residente no existe.")
	case errors.Is(err, store.ErrArchivedResident):
		return newError(http.StatusConflict, "El residente está archivado.")
	}
	var taken *store.DayTakenError
	if errors.As(err, &taken) {
		e := fieldError(http.StatusConflict, "date", "Ya hay un registro de ese día para este residente: ábrelo para editarlo.")
		e.ExistingID = taken.ExistingID
		return e
	}
	return err
}

// tellAboutRecord sends the notice a new record of the kind raises, if it raises one.
func (s *Server) tellAboutRecord(c echo.Context, rt recordType, r store.Record) error {
	if rt.notice == nil {
		return nil
	}
	resident, err := s.store.ResidentByID(c.Request().Context(), r.ResidentID)
	if err != nil {
		return err
	}
	n, err := rt.notice(r, resident)
	if err != nil {
		return err
	}
	s.tell(c.Request().Context(), n)
	return nil
}

// deleteRecord: DELETE {path}/:id?reason=. The author may delete within 24 hours; otherwise, or someone
// else's, records.delete-any. The record stays as a tombstone and the audit keeps the reason.
func (s *Server) deleteRecord(rt recordType) echo.HandlerFunc {
	return func(c echo.Context) error {
		reason := strings.TrimSpace(c.QueryParam("reason"))
		if utf8.RuneCountInString(reason) > maxReasonLength {
			return fieldError(http.StatusUnprocessableEntity, "reason", "Es demasiado largo (máximo 500 caracteres).")
		}
		ctx := c.Request().Context()
		r, err := s.store.RecordByID(ctx, rt.kind, c.Param("id"))
		if err != nil {
			return err
		}
		if !s.mayDelete(c, rt, r) {
			return s.deny(c, rt.kind, r.ID)
		}
		if err := s.store.DeleteRecord(ctx, actorOf(c), rt.kind, r.ID, reason); err != nil {
			return err
		}
		s.changed(c, rt.resource())
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
	rep, err := newReport(home.HomeName, rt.title, subject, s.store.Now().In(madrid))
	if err != nil {
		return nil, err
	}
	if rt.kind == kardexRecords.kind {
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
