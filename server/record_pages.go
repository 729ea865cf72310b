package server

import (
	"bytes"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// recordPages keeps the pages of residents' records that were asked for, ready to answer again until the
// resident's records or vital ranges change (store.ResidentRecordsVersion). A page of 50 readings is 35 KB
// of JSON: reading its rows, writing them and compressing them cost twenty times a short answer, and the
// same page is asked for again and again while a resident's chart is open (issue 16). Who may delete each
// record depends on who asks and when, so a page keeps each record's JSON split around that value and its
// compressed answers by who may delete what.
type recordPages struct {
	mu    sync.Mutex
	byKey map[recordPageKey]*recordPage
	size  int // the JSON the pages hold, in bytes
}

// maxRecordPagesSize bounds the memory: far more pages than a home's open charts. When full, it starts
// again. Each page also keeps at most maxPageAnswers compressed answers, each about a sixth of its JSON.
const (
	maxRecordPagesSize = 8 << 20
	maxPageAnswers     = 8
)

func newRecordPages() *recordPages {
	return &recordPages{byKey: map[recordPageKey]*recordPage{}}
}

// recordPageKey is what a page was asked for: the kind, the resident and the list's parameters as given.
type recordPageKey struct {
	kind, residentID, search, from, to, before string
	limit                                      int
}

// recordPage is a page of records as its list answers it, read at version.
type recordPage struct {
	version int64
	next    string // X-Next-Cursor: the last record's id when more remain
	records []pageRecord
	size    int

	mu      sync.Mutex
	answers map[string][]byte // the gzipped JSON, by who may delete which record ('1' or '0' for each)
}

// pageRecord is a record's JSON around the value of canDelete, and what that value depends on.
type pageRecord struct {
	createdBy  string
	createdAt  time.Time
	head, tail []byte
}

// get answers the page asked for by key if it was read at version.
func (p *recordPages) get(key recordPageKey, version int64) (*recordPage, bool) {
	p.mu.Lock()
	page, ok := p.byKey[key]
	p.mu.Unlock()
	return page, ok && page.version == version
}

// put keeps the page, unless it is longer than an eighth of what they may hold (a whole list asked for
// without a limit).
func (p *recordPages) put(key recordPageKey, page *recordPage) {
	if page.size > maxRecordPagesSize/8 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if old, ok := p.byKey[key]; ok {
		p.size -= old.size
	}
	if p.size+page.size > maxRecordPagesSize {
		clear(p.byKey)
		p.size = 0
	}
	p.byKey[key] = page
	p.size += page.size
}

// newRecordPage makes the page of the records read at version, their JSON as recordJSON writes it.
func (s *Server) newRecordPage(c echo.Context, rt recordType, records []store.Record, more bool, version int64) (*recordPage, error) {
	page := &recordPage{version: version, records: make([]pageRecord, len(records)), answers: map[string][]byte{}}
	if more && len(records) > 0 {
		page.next = records[len(records)-1].ID
	}
	for i, r := range records {
		fields, err := s.recordJSON(c, rt, r)
		if err != nil {
			return nil, err
		}
		fields[canDeleteKey] = false // a stand-in: answerRecordPage puts in each caller's own
		text, at, err := fields.appendJSONMarking(nil, canDeleteKey)
		if err != nil {
			return nil, err
		}
		page.records[i] = pageRecord{createdBy: r.CreatedBy, createdAt: r.CreatedAt,
			head: text[:at], tail: text[at+len("false"):]}
		page.size += len(text)
	}
	return page, nil
}

// canDeleteKey is the field that tells the caller whether they may delete the record.
const canDeleteKey = "canDelete"

// answer writes the page for the caller: who may delete each record is worked out now, for them.
func (s *Server) answerRecordPage(c echo.Context, rt recordType, page *recordPage) error {
	if page.next != "" {
		c.Response().Header().Set(nextCursorHeader, page.next)
	}
	rights, now := deleteRightsOf(currentSession(c).User, rt), s.store.Now()
	deletable := make([]byte, len(page.records))
	for i, r := range page.records {
		deletable[i] = '0'
		if rights.allow(r.createdBy, r.createdAt, now) {
			deletable[i] = '1'
		}
	}
	if strings.Contains(c.Request().Header.Get(echo.HeaderAcceptEncoding), "gzip") {
		if gzipped, ok := page.compressed(deletable); ok {
			c.Response().Header().Set(echo.HeaderContentEncoding, "gzip")
			return c.Blob(http.StatusOK, echo.MIMEApplicationJSON, gzipped)
		}
	}
	return c.JSONBlob(http.StatusOK, page.json(deletable))
}

// json is the page's JSON with the canDelete values given ('1' for true).
func (p *recordPage) json(deletable []byte) []byte {
	body := make([]byte, 0, p.size+2)
	body = append(body, '[')
	for i, r := range p.records {
		if i > 0 {
			body = append(body, ',')
		}
		body = append(body, r.head...)
		if deletable[i] == '1' {
			body = append(body, "true"...)
		} else {
			body = append(body, "false"...)
		}
		body = append(body, r.tail...)
	}
	return append(body, ']')
}

// compressed is the page's gzipped JSON with the canDelete values given, made the first time it is asked
// for; ok is false when every compressor is busy.
func (p *recordPage) compressed(deletable []byte) ([]byte, bool) {
	p.mu.Lock()
	gzipped, ok := p.answers[string(deletable)]
	p.mu.Unlock()
	if ok {
		return gzipped, true
	}
	zw := compressors.get()
	if zw == nil {
		return nil, false
	}
	var buf bytes.Buffer
	zw.Reset(&buf)
	_, err := zw.Write(p.json(deletable))
	if err == nil {
		err = zw.Close()
	}
	compressors.put(zw)
	if err != nil {
		return nil, false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.answers) >= maxPageAnswers {
		clear(p.answers)
	}
	p.answers[string(deletable)] = buf.Bytes()
	return buf.Bytes(), true
}
