package server

import (
	"io"
	"net/http"
	"strings"

	"github.com/klauspost/compress/gzip"
	"github.com/labstack/echo/v4"
)

// minCompressed is the shortest answer worth compressing: under a packet it goes as it is.
const minCompressed = 1024

// gzipWriters is a fixed set of gzip writers at the fastest level, shared by every compressed answer. Each
// holds about 800 KB of compressor state. Echo's gzip middleware kept them in a sync.Pool, which is emptied
// by every garbage collection: under load each request made a new one, the heap passed the memory limit, the
// collector ran thirty times a second and took a third of the processor (issue 16). Here they are made once
// and kept; when all are in use the answer goes uncompressed, which on the home's network costs less than a
// wait. On a LAN the time to compress matters more than the last bytes, hence the fastest level, and
// klauspost/compress's gzip, which at that level compresses JSON twice as fast as the standard library's, and
// a little smaller (5 MB of records: 10 ms instead of 22 ms).
type gzipWriters struct {
	free chan *gzip.Writer
	made chan struct{} // one token per writer that may still be made
}

func newGzipWriters(n int) *gzipWriters {
	g := &gzipWriters{free: make(chan *gzip.Writer, n), made: make(chan struct{}, n)}
	for range n {
		g.made <- struct{}{}
	}
	return g
}

// get answers a writer, or nil when all of them are in use.
func (g *gzipWriters) get() *gzip.Writer {
	select {
	case zw := <-g.free:
		return zw
	default:
	}
	select {
	case <-g.made:
		zw, _ := gzip.NewWriterLevel(io.Discard, gzip.BestSpeed)
		return zw
	default:
		return nil
	}
}

func (g *gzipWriters) put(zw *gzip.Writer) {
	zw.Reset(io.Discard)
	g.free <- zw
}

// compressors are the server's gzip writers: a few more than the processors that could fill them.
var compressors = newGzipWriters(8)

// compress gzips the answers of clients that take gzip once they pass minCompressed bytes, except what skip
// says (the websocket, pictures, PDFs, and the answers that compress themselves through jsonBody).
func compress(skip func(echo.Context) bool) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if skip(c) {
				return next(c)
			}
			res := c.Response()
			res.Header().Add(echo.HeaderVary, echo.HeaderAcceptEncoding)
			if !strings.Contains(c.Request().Header.Get(echo.HeaderAcceptEncoding), "gzip") {
				return next(c)
			}
			w := &compressingWriter{ResponseWriter: res.Writer}
			res.Writer = w
			defer func() {
				if !w.finish() { // nothing written: the error handler writes to the plain writer
					res.Writer = w.ResponseWriter
				}
			}()
			return next(c)
		}
	}
}

// compressingWriter holds the first minCompressed bytes of an answer and then decides: compressed when it is
// longer and a writer is free, plain otherwise.
type compressingWriter struct {
	http.ResponseWriter
	code    int
	held    []byte
	decided bool
	zw      *gzip.Writer // while compressing
}

func (w *compressingWriter) WriteHeader(code int) {
	if w.decided {
		w.ResponseWriter.WriteHeader(code)
		return
	}
	w.code = code
}

func (w *compressingWriter) Write(p []byte) (int, error) {
	if !w.decided {
		if len(w.held)+len(p) < minCompressed {
			w.held = append(w.held, p...)
			return len(p), nil
		}
		if err := w.decide(true); err != nil {
			return 0, err
		}
	}
	if w.zw != nil {
		return w.zw.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

// decide sends the status and what is held, compressed when long is true and a writer is free.
func (w *compressingWriter) decide(long bool) error {
	w.decided = true
	h := w.Header()
	if long && h.Get(echo.HeaderContentEncoding) == "" && w.code != http.StatusPartialContent &&
		compressible(h.Get(echo.HeaderContentType)) {
		w.zw = compressors.get()
	}
	if w.zw != nil {
		h.Set(echo.HeaderContentEncoding, "gzip")
		h.Del(echo.HeaderContentLength)
		w.zw.Reset(w.ResponseWriter)
	}
	if w.code == 0 {
		w.code = http.StatusOK
	}
	w.ResponseWriter.WriteHeader(w.code)
	held := w.held
	w.held = nil
	if len(held) == 0 {
		return nil
	}
	var err error
	if w.zw != nil {
		_, err = w.zw.Write(held)
	} else {
		_, err = w.ResponseWriter.Write(held)
	}
	return err
}

// compressible: text gains from gzip; pictures, video and fonts are compressed already.
func compressible(contentType string) bool {
	mediaType, _, _ := strings.Cut(contentType, ";")
	switch mediaType = strings.TrimSpace(mediaType); mediaType {
	case echo.MIMEApplicationJSON, echo.MIMEApplicationJavaScript, "text/javascript", "application/manifest+json",
		"image/svg+xml", "application/xml":
		return true
	}
	return strings.HasPrefix(mediaType, "text/")
}

// Flush sends what there is: an answer that flushes is a stream, compressed when a writer is free.
func (w *compressingWriter) Flush() {
	if !w.decided {
		w.decide(true)
	}
	if w.zw != nil {
		w.zw.Flush()
	}
	http.NewResponseController(w.ResponseWriter).Flush()
}

func (w *compressingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// finish ends the answer and returns its writer; false when the handler wrote nothing at all.
func (w *compressingWriter) finish() bool {
	if !w.decided {
		if w.code == 0 && len(w.held) == 0 {
			return false
		}
		w.decide(false)
	}
	if w.zw != nil {
		w.zw.Close()
		compressors.put(w.zw)
		w.zw = nil
	}
	return true
}
