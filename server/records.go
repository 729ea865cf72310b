package server

import (
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

// recordType is one kind of resident record (SPEC 3) whose own fields are T: how its body is read and
// checked, how it is shown and printed. Every kind shares the same routes, audit and tombstones (this
// file); each kind's own rules live in its records_*.go file, and its table in the store.
type recordType[T any] struct {
	kind       *store.RecordKind[T]
	title      string // the PDF report's title
	path       string // where its routes live, under /api; also the resource its changes announce
	write      permission
	fileOne    string // file name of one record's PDF, with %s for its id
	fileReport string // file name of the resident's report
	byPeriod   bool   // its list takes ?from=&to= (recordParams)
	// decode reads and checks a body (before is the record being edited, nil for a new one), with the alert
	// the record raises, if any (alert.go's sources).
	decode func(s *Server, c echo.Context, before *store.Record[T]) (store.RecordInput[T], error)
	// present is the record as its lists show it: the head every record has and its own fields.
	present func(s *Server, c echo.Context, head recordHead, r store.Record[T]) (any, error)
	print   func(p recordPrinter, r store.Record[T]) error                        // one record's content in a PDF
	notice  func(r store.Record[T], resident store.Resident) (store.Notice, bool) // who a new one tells, if anyone
}

// recordHead is what every record shows, whatever its kind.
type recordHead struct {
	ID            string `json:"_id"`
	ResidentID    string `json:"residentId"`
	Date          string `json:"date"`
	Time          string `json:"time"`
	CreatedBy     string `json:"createdBy"`
	CreatedByName string `json:"createdByName"`
	CreatedAt     string `json:"createdAt"`
	ReceivedAt    string `json:"receivedAt"` // when the server got it (DESIGN 16): createdAt; date and time say when it happened
	UpdatedBy     string `json:"updatedBy"`
	UpdatedByName string `json:"updatedByName"`
	UpdatedAt     string `json:"updatedAt"`
	CanDelete     bool   `json:"canDelete"` // the author within 24 hours, or records.delete-any
}

// authorDeleteWindow is how long the author of a record may delete it without records.delete-any.
const authorDeleteWindow = 24 * time.Hour

// maxReasonLength bounds the reason given for deleting a record.
const maxReasonLength = 500

// recordKind is what the routes and the resident's file need of a kind, whatever its fields.
type recordKind interface {
	routes(s *Server, g *echo.Group)
	printLatest(s *Server, c echo.Context, rep *report, residentID string, count int, title func()) error
}

// listedRecordKinds are the kinds listed by GET {path}/:residentId (the Kardex has its own list, GET /kardex;
// assessments theirs).
var listedRecordKinds = []recordKind{socialWorkNotes, generalNotes, vitalSignsRecords, incidentRecords, careRecords}

// routes registers the SPEC 7 calls of a listed kind under its path.
func (rt recordType[T]) routes(s *Server, g *echo.Group) {
	g.GET(rt.path+"/:residentId", listRecords(s, rt), s.require(permResidentsRead)...)
	writeRoutes(s, g, rt)
}

// writeRoutes registers a kind's writes and PDFs under its path.
func writeRoutes[T any](s *Server, g *echo.Group, rt recordType[T]) {
	g.POST(rt.path, createRecord(s, rt), s.require(rt.write)...)
	g.PUT(rt.path+"/:id", updateRecord(s, rt), s.require(rt.write)...)
	g.DELETE(rt.path+"/:id", deleteRecord(s, rt), s.require(rt.write)...)
	g.GET(rt.path+"/:id/pdf", recordPDF(s, rt), s.requireWithCookie(permResidentsRead)...)
	g.POST(rt.path+"/report/pdf", recordReport(s, rt), s.require(permResidentsRead)...)
}

// resource is the name of the kind's changes in "invalidate" events.
func (rt recordType[T]) resource() resource { return resource{strings.TrimPrefix(rt.path, "/")} }

// headOf is what every record shows, with whether the caller may delete it.
func (s *Server) headOf(c echo.Context, write permission, r store.RecordHead) recordHead {
	return recordHead{ID: r.ID, ResidentID: r.ResidentID, Date: r.Date, Time: r.Time, CreatedBy: r.CreatedBy,
		CreatedByName: r.CreatedByName, CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339),
		ReceivedAt: r.CreatedAt.UTC().Format(time.RFC3339), UpdatedBy: r.UpdatedBy,
		UpdatedByName: r.UpdatedByName, UpdatedAt: r.UpdatedAt.UTC().Format(time.RFC3339),
		CanDelete: deleteRightsOf(currentSession(c).User, write).allow(r.CreatedBy, r.CreatedAt, s.store.Now())}
}

// recordsJSON is the records as their lists show them.
func recordsJSON[T any](s *Server, c echo.Context, rt recordType[T], records []store.Record[T]) ([]any, error) {
	out := make([]any, len(records))
	for i, r := range records {
		var err error
		if out[i], err = rt.present(s, c, s.headOf(c, rt.write, r.RecordHead), r); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// deleteRights is which records of a kind a user may delete: none, their own of the last 24 hours, or any.
type deleteRights struct {
	userID     string
	write, any bool
}

func deleteRightsOf(u store.User, write permission) deleteRights {
	return deleteRights{userID: u.ID, write: may(u, write), any: may(u, permRecordsDeleteAny)}
}

// allow: may they delete, at now, the record createdBy saved at createdAt.
func (d deleteRights) allow(createdBy string, createdAt, now time.Time) bool {
	ownAndRecent := createdBy == d.userID && now.Sub(createdAt) < authorDeleteWindow
	return d.write && (ownAndRecent || d.any)
}

// listRecords: GET {path}/:residentId, newest first, with ?search= and the page parameters of recordQuery.
// Reading a resident's records is audited, every page.
func listRecords[T any](s *Server, rt recordType[T]) echo.HandlerFunc {
	return func(c echo.Context) error {
		id := c.Param("residentId")
		if _, err := s.store.ResidentByID(c.Request().Context(), id); err != nil {
			return err
		}
		records, err := pageRecords(s, c, rt, id)
		if err != nil {
			return err
		}
		if err := s.auditRead(c, rt.kind.Entity, "", id); err != nil {
			return err
		}
		out, err := recordsJSON(s, c, rt, records)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, out)
	}
}

// Pages of a record list (DESIGN 13).
const (
	maxRecordPage = 200
	// nextCursorHeader carries the id to ask for the next page with (?before=) when more records remain.
	nextCursorHeader = "X-Next-Cursor"
)

// pageRecords reads what a record list of the kind asks for and, when more remain after the page, names
// its last record in X-Next-Cursor:
//   - search: words in the record (at most 100 characters);
//   - limit (1..200) and before (a record id): DESIGN 13's pages, newest first. A page holds the records
//     after before in the list's order (by date, time, when saved, id), at most limit of them. before must
//     be a record of this kind and resident — a deleted one too, so that a page ending on a record
//     someone has since deleted can still be followed —, else 422 naming the field: like a bad limit, it is
//     a wrong parameter rather than a missing resource. Without limit the list goes to its end, as SPEC's
//     whole list does without either;
//   - from and to (YYYY-MM-DD in Madrid, both included; kinds with byPeriod, the vitals): only that
//     period, so the vitals chart reads only the days it draws.
func pageRecords[T any](s *Server, c echo.Context, rt recordType[T], residentID string) ([]store.Record[T], error) {
	q := store.RecordQuery{ResidentID: residentID, Search: c.QueryParam("search")}
	if len([]rune(q.Search)) > 100 {
		return nil, fieldError(http.StatusUnprocessableEntity, "search", "Es demasiado largo (máximo 100 caracteres).")
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
	if err := v.err(); err != nil {
		return nil, err
	}
	ctx := c.Request().Context()
	if before := c.QueryParam("before"); before != "" {
		key, err := store.RecordKeyOf(ctx, s.store, rt.kind, residentID, before)
		if errors.Is(err, store.ErrNotFound) {
			return nil, fieldError(http.StatusUnprocessableEntity, "before", "No es un registro de esta lista.")
		}
		if err != nil {
			return nil, err
		}
		q.Before = &key
	}
	records, more, err := store.PageRecords(ctx, s.store, rt.kind, q)
	if err != nil {
		return nil, err
	}
	if more && len(records) > 0 {
		c.Response().Header().Set(nextCursorHeader, records[len(records)-1].ID)
	}
	return records, nil
}

func createRecord[T any](s *Server, rt recordType[T]) echo.HandlerFunc {
	return func(c echo.Context) error {
		in, err := rt.decode(s, c, nil)
		if err != nil {
			return err
		}
		saved, err := store.CreateRecord(c.Request().Context(), s.store, rt.kind, actorOf(c), in)
		if err != nil {
			return recordStoreError(err)
		}
		if saved.AlertOpened {
			s.changed(c, resourceAlerts)
		} else if err := tellAboutRecord(s, c, rt, saved.Record); err != nil { // an alert already told doctors and nurses
			return err
		}
		s.changed(c, rt.resource())
		return respondRecord(s, c, http.StatusCreated, rt, saved)
	}
}

func updateRecord[T any](s *Server, rt recordType[T]) echo.HandlerFunc {
	return func(c echo.Context) error {
		ctx := c.Request().Context()
		before, err := store.RecordByID(ctx, s.store, rt.kind, c.Param("id"))
		if err != nil {
			return err
		}
		in, err := rt.decode(s, c, &before)
		if err != nil {
			return err
		}
		saved, err := store.UpdateRecord(ctx, s.store, rt.kind, actorOf(c), before.ID, in)
		if err != nil {
			return recordStoreError(err)
		}
		if saved.AlertOpened {
			s.changed(c, resourceAlerts)
		}
		s.changed(c, rt.resource())
		return respondRecord(s, c, http.StatusOK, rt, saved)
	}
}

// respondRecord answers a saved record as its lists show it, with `alertId`: the clinical alert the write
// opened, or null (issue 25: the save's toast says an alert was raised and links to it).
func respondRecord[T any](s *Server, c echo.Context, status int, rt recordType[T], saved store.Saved[T]) error {
	out, err := recordsJSON(s, c, rt, []store.Record[T]{saved.Record})
	if err != nil {
		return err
	}
	return c.JSON(status, withAlertID{record: out[0], alertID: saved.AlertID})
}

// withAlertID is a record's answer with one more field, alertId, after the record's own.
type withAlertID struct {
	record  any
	alertID string
}

func (w withAlertID) MarshalJSON() ([]byte, error) {
	record, err := json.Marshal(w.record)
	if err != nil {
		return nil, err
	}
	var id any // null without an alert
	if w.alertID != "" {
		id = w.alertID
	}
	field, err := json.Marshal(id)
	if err != nil {
		return nil, err
	}
	if len(record) < 2 || record[len(record)-1] != '}' {
		return nil, fmt.Errorf("record answer is not an object: %.20s", record)
	}
	sep := ","
	if len(record) == 2 {
		sep = ""
	}
	return append(append(append(record[:len(record)-1:len(record)-1], sep+`"alertId":`...), field...), '}'), nil
}

// recordStoreError names what the store refused about the resident.
func recordStoreError(err error) error {
	switch {
	case errors.Is(err, store.ErrUnknownResident):
		return fieldError(http.StatusUnprocessableEntity, "residentId", "El residente no existe.")
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
func tellAboutRecord[T any](s *Server, c echo.Context, rt recordType[T], r store.Record[T]) error {
	if rt.notice == nil {
		return nil
	}
	resident, err := s.store.ResidentByID(c.Request().Context(), r.ResidentID)
	if err != nil {
		return err
	}
	if n, ok := rt.notice(r, resident); ok {
		s.tell(c.Request().Context(), n)
	}
	return nil
}

// deleteRecord: DELETE {path}/:id?reason=. The author may delete within 24 hours; otherwise, or someone
// else's, records.delete-any. The record stays as a tombstone and the audit keeps the reason.
func deleteRecord[T any](s *Server, rt recordType[T]) echo.HandlerFunc {
	return func(c echo.Context) error {
		reason := strings.TrimSpace(c.QueryParam("reason"))
		if utf8.RuneCountInString(reason) > maxReasonLength {
			return fieldError(http.StatusUnprocessableEntity, "reason", "Es demasiado largo (máximo 500 caracteres).")
		}
		ctx := c.Request().Context()
		r, err := store.RecordByID(ctx, s.store, rt.kind, c.Param("id"))
		if err != nil {
			return err
		}
		if !deleteRightsOf(currentSession(c).User, rt.write).allow(r.CreatedBy, r.CreatedAt, s.store.Now()) {
			return s.deny(c, rt.kind.Entity, r.ID)
		}
		if err := store.DeleteRecord(ctx, s.store, rt.kind, actorOf(c), r.ID, reason); err != nil {
			return err
		}
		s.changed(c, rt.resource())
		return c.JSON(http.StatusOK, map[string]string{"message": "Registro eliminado."})
	}
}

// recordBase reads what every record body has: the resident and when.
type recordBase struct {
	ResidentID string `json:"residentId"`
	Date       string `json:"date"`
	Time       string `json:"time"`
}

// checkBase validates resident, date and (when needTime) time with SPEC 5's messages. On update the
// record stays with its resident whatever the body says.
func checkBase(v *validation, b *recordBase, before *store.RecordHead, needTime bool) {
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

// headOfBefore is the head of the record being edited, or nil for a new one.
func headOfBefore[T any](before *store.Record[T]) *store.RecordHead {
	if before == nil {
		return nil
	}
	return &before.RecordHead
}

// newRecordPartID names a part inside a record (an additional observation).
func newRecordPartID() string { return uuid.NewString() }

// residentAlert is the alert a record raises for its resident, with the notice that tells doctors and
// nurses: source is the prefix the record's id completes ("vital:").
func (s *Server) residentAlert(c echo.Context, residentID string, in store.AlertInput) (*store.RecordAlert, error) {
	resident, err := s.store.ResidentByID(c.Request().Context(), residentID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil // no alert: the store refuses the record of an unknown resident
	}
	if err != nil {
		return nil, err
	}
	in.ResidentID = residentID
	return &store.RecordAlert{AlertInput: in, Notice: alertNotice(in, resident.Name, actorOf(c).UserID)}, nil
}
