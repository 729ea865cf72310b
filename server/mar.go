package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The medication round's reads (DESIGN 9): GET /mar (a shift's doses), GET /mar/prn (the PRN medication one
// may give now) and GET /mar/settings (the shifts and windows, and the shift now).

// marQuery reads ?date=&shift=; each left out is now's (Europe/Madrid).
func (s *Server) marQuery(c echo.Context, rs roundSettings) (day time.Time, shift string, err error) {
	day, shift = rs.shiftAt(s.store.Now())
	v := newValidation()
	if d := c.QueryParam("date"); d != "" {
		if t, ok := v.date(d, "date"); ok {
			day = t
		}
	}
	if sh := c.QueryParam("shift"); sh != "" {
		v.oneOf(sh, shiftNames, "shift")
		shift = sh
	}
	return day, shift, v.err()
}

// listMar: GET /mar?date=&shift=&areaId=&residentId= -> the shift's doses of every active resident (of the
// area, or one resident), sorted by area, room, resident and time. The answer's X-Shift-Date and X-Shift
// headers say which shift it is.
func (s *Server) listMar(c echo.Context) error {
	ctx := c.Request().Context()
	if c.QueryParam("areaId") == "" && c.QueryParam("residentId") == "" {
		release, err := s.wholeHome.wait(ctx)
		if err != nil {
			return err
		}
		defer release()
	}
	r, err := s.loadRound(ctx, c.QueryParam("areaId"))
	if err != nil {
		return err
	}
	day, shift, err := s.marQuery(c, r.settings)
	if err != nil {
		return err
	}
	from, to := r.settings.span(day, shift)
	rows, err := s.roundRows(ctx, r, from, to, c.QueryParam("residentId"))
	if err != nil {
		return err
	}
	if err := s.auditResidentRead(c, day.Format(time.DateOnly)+" "+shift); err != nil {
		return err
	}
	c.Response().Header().Set("X-Shift-Date", day.Format(time.DateOnly))
	c.Response().Header().Set("X-Shift", shift)
	return writeJSONArray(c, rows)
}

// writeJSONArray answers 200 with the items as a JSON array, written one item at a time: a whole home's
// round is megabytes of JSON, which c.JSON would hold whole in memory before writing.
func writeJSONArray[T any](c echo.Context, items []T) error {
	w, done := jsonBody(c)
	if err := writeArray(w, items); err != nil {
		return err
	}
	return done()
}

// writeArray writes the items as a JSON array, one at a time.
func writeArray[T any](w *bufio.Writer, items []T) error {
	enc := json.NewEncoder(w)
	w.WriteByte('[')
	for i := range items {
		if i > 0 {
			w.WriteByte(',')
		}
		if err := enc.Encode(items[i]); err != nil {
			return err
		}
	}
	w.WriteByte(']')
	return nil
}

// jsonBody starts a 200 JSON answer and gives the writer of its body, and what ends it. The round and the
// handover are megabytes of JSON that gzip's default level spent more time on than the server on making
// them, so they skip the gzip middleware (notCompressed) and are compressed here at the fastest level, when
// the client takes gzip: about a third of the time, for a few per cent more bytes.
func jsonBody(c echo.Context) (*bufio.Writer, func() error) {
	res := c.Response()
	res.Header().Set(echo.HeaderContentType, echo.MIMEApplicationJSON)
	res.Header().Add(echo.HeaderVary, echo.HeaderAcceptEncoding)
	var zw *gzip.Writer // the server's compressors (compress.go); none free: plain
	if strings.Contains(c.Request().Header.Get(echo.HeaderAcceptEncoding), "gzip") {
		zw = compressors.get()
	}
	if zw == nil {
		res.WriteHeader(http.StatusOK)
		bw := bufio.NewWriterSize(res, 32<<10)
		return bw, bw.Flush
	}
	res.Header().Set(echo.HeaderContentEncoding, "gzip")
	res.Header().Del(echo.HeaderContentLength)
	res.WriteHeader(http.StatusOK)
	zw.Reset(res)
	bw := bufio.NewWriterSize(zw, 32<<10)
	return bw, func() error {
		err := errors.Join(bw.Flush(), zw.Close())
		compressors.put(zw)
		return err
	}
}

// roundRows reads the administrations of [from, to) and answers the round's rows (of one resident when
// residentID is set).
func (s *Server) roundRows(ctx context.Context, r round, from, to, residentID string) ([]*marRow, error) {
	start, _ := slotInstant(from)
	end, _ := slotInstant(to)
	admins, err := s.store.Administrations(ctx, store.AdministrationFilter{ResidentID: residentID, AreaID: r.areaID,
		SlotFrom: from, SlotTo: to, AtFrom: start, AtTo: end})
	if err != nil {
		return nil, err
	}
	if residentID != "" {
		r.entries = slices.DeleteFunc(slices.Clone(r.entries), func(e roundEntry) bool { return e.resident.ID != residentID })
	}
	return r.rows(admins, from, to, s.store.Now()), nil
}

// auditResidentRead audits reading one resident's round (?residentId=), as reading their records is. The
// whole home's round is a list like the residents' list, and is not.
func (s *Server) auditResidentRead(c echo.Context, what string) error {
	if id := c.QueryParam("residentId"); id != "" {
		return s.auditRead(c, "mar", what, id)
	}
	return nil
}

// prnJSON is a PRN medication of an active resident, with what was given of it in the last 24 hours.
type prnJSON struct {
	marRow
	PRNIndication string `json:"prnIndication"`
	PRNMaxPerDay  int    `json:"prnMaxPerDay"`
	GivenLast24h  int    `json:"givenLast24h"`
	LastGivenAt   string `json:"lastGivenAt"` // RFC 3339, "" if none in 24 hours
	Available     bool   `json:"available"`   // under its maximum: it may be given now
	// RepeatWarning is what giving it now answers without confirmRepeat (the last dose within the entry's prnMinHours),
	// "" when nothing asks.
	RepeatWarning string `json:"repeatWarning"`
}

// listPRN: GET /mar/prn?areaId=&residentId= -> the PRN entries of the active residents in force today.
func (s *Server) listPRN(c echo.Context) error {
	ctx := c.Request().Context()
	r, err := s.loadRound(ctx, c.QueryParam("areaId"))
	if err != nil {
		return err
	}
	now, residentID := s.store.Now(), c.QueryParam("residentId")
	admins, err := s.store.Administrations(ctx, store.AdministrationFilter{ResidentID: residentID, AreaID: r.areaID,
		AtFrom: now.Add(-24 * time.Hour), AtTo: now.Add(time.Minute)})
	if err != nil {
		return err
	}
	out := []prnJSON{}
	today := s.today().Format(time.DateOnly)
	for _, re := range r.entries {
		if !re.entry.PRN || !re.entry.activeOn(today) || residentID != "" && re.resident.ID != residentID {
			continue
		}
		p := prnJSON{marRow: newMarRow(re, nil), PRNIndication: re.entry.PRNIndication, PRNMaxPerDay: re.entry.PRNMaxPerDay}
		p.Kind, p.Status = "prn", ""
		for _, a := range admins {
			if a.KardexID == re.kardexID && a.EntryID == re.entry.ID && a.PRN && a.Status == "given" {
				p.GivenLast24h++
				p.LastGivenAt = a.At.UTC().Format(time.RFC3339)
				if now.Sub(a.At) < time.Duration(re.entry.normalized().PRNMinHours)*time.Hour {
					p.RepeatWarning = recentDoseError(&store.PRNRecentError{ByName: a.ByName, At: a.At}, now).Error()
				}
			}
		}
		p.Available = p.GivenLast24h < p.PRNMaxPerDay
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b prnJSON) int { return compareRows(&a.marRow, &b.marRow) })
	if err := s.auditResidentRead(c, "prn"); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// unscheduledJSON is a Kardex entry in force with neither times nor «si precisa»: SPEC's entry, written with
// a frequency alone, or one from before schedules. The round owes no dose of it until a doctor sets its times.
type unscheduledJSON struct {
	ResidentID     string `json:"residentId"`
	ResidentName   string `json:"residentName"`
	Room           string `json:"room"`
	AreaName       string `json:"areaName"`
	KardexID       string `json:"kardexId"`
	EntryID        string `json:"entryId"`
	MedicationName string `json:"medicationName"`
	Dose           string `json:"dose"`
	Route          string `json:"route"`
	Frequency      string `json:"frequency"`
}

// listUnscheduled: GET /mar/unscheduled?areaId=&residentId= -> the entries of the active residents in force
// today that have no schedule, in the round's order, for the doctor to schedule.
func (s *Server) listUnscheduled(c echo.Context) error {
	r, err := s.loadRound(c.Request().Context(), c.QueryParam("areaId"))
	if err != nil {
		return err
	}
	residentID, today := c.QueryParam("residentId"), s.today().Format(time.DateOnly)
	out := []unscheduledJSON{}
	for _, re := range r.entries {
		e := re.entry
		if e.PRN || len(e.Times) > 0 || !e.activeOn(today) || residentID != "" && re.resident.ID != residentID {
			continue
		}
		out = append(out, unscheduledJSON{ResidentID: re.resident.ID, ResidentName: re.resident.Name, Room: re.resident.Room,
			AreaName: re.resident.AreaName, KardexID: re.kardexID, EntryID: e.ID, MedicationName: e.MedicationName,
			Dose: e.Dose, Route: e.Route, Frequency: e.Frequency})
	}
	if err := s.auditResidentRead(c, "unscheduled"); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// marSettings: GET /mar/settings -> the shifts, the windows, and the shift now.
func (s *Server) marSettings(c echo.Context) error {
	rs, err := s.roundSettings(c.Request().Context())
	if err != nil {
		return err
	}
	day, shift := rs.shiftAt(s.store.Now())
	return c.JSON(http.StatusOK, map[string]any{"shifts": rs.Shifts, "doseWindowMinutes": rs.DoseWindowMinutes,
		"missedAfterMinutes": rs.MissedAfterMinutes, "current": map[string]string{"date": day.Format(time.DateOnly), "shift": shift}})
}
