package server

import (
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	kgzip "github.com/klauspost/compress/gzip"
	"github.com/labstack/echo/v4"
)

// The compressing middleware on a bare router: long answers compressed and read back whole, short ones
// and errors plain, a stream compressed as it flushes, and with every compressor in use the answer still
// whole, plain.
func TestCompressKeepsEveryAnswerWhole(t *testing.T) {
	long := strings.Repeat(`{"nota":"Cambio de pañal y crema barrera"},`, 200)
	e := echo.New()
	e.Use(compress(func(c echo.Context) bool { return c.Path() == "/skipped" }))
	e.GET("/long", func(c echo.Context) error { return c.String(http.StatusOK, long) })
	e.GET("/short", func(c echo.Context) error { return c.String(http.StatusCreated, "hola") })
	e.GET("/skipped", func(c echo.Context) error { return c.String(http.StatusOK, long) })
	e.GET("/missing", func(c echo.Context) error { return echo.NewHTTPError(http.StatusNotFound, "No existe.") })
	e.GET("/video", func(c echo.Context) error { return c.Blob(http.StatusOK, "video/webm", []byte(long)) })
	e.GET("/part", func(c echo.Context) error {
		c.Response().Header().Set("Content-Range", fmt.Sprintf("bytes 0-%d/%d", len(long)-1, 2*len(long)))
		return c.Blob(http.StatusPartialContent, "text/plain; charset=utf-8", []byte(long))
	})
	e.GET("/json", func(c echo.Context) error { return c.JSONBlob(http.StatusOK, []byte(`{"nota":"`+long+`"}`)) })
	e.GET("/stream", func(c echo.Context) error {
		c.Response().Header().Set(echo.HeaderContentType, echo.MIMETextPlainCharsetUTF8)
		c.Response().WriteHeader(http.StatusOK)
		for range 3 {
			c.Response().Write([]byte("trozo;"))
			c.Response().Flush()
		}
		return nil
	})
	get := func(path string, gz bool) (*httptest.ResponseRecorder, string) {
		t.Helper()
		req := httptest.NewRequest("GET", path, nil)
		if gz {
			req.Header.Set("Accept-Encoding", "gzip, deflate")
		}
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		body := rec.Body.String()
		if rec.Header().Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(rec.Body)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			raw, err := io.ReadAll(zr)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			body = string(raw)
		}
		return rec, body
	}
	cases := []struct {
		path       string
		gz         bool
		status     int
		compressed bool
		body       string
	}{
		{"/long", true, http.StatusOK, true, long},
		{"/long", false, http.StatusOK, false, long},
		{"/short", true, http.StatusCreated, false, "hola"},
		{"/skipped", true, http.StatusOK, false, long},
		{"/missing", true, http.StatusNotFound, false, `{"message":"No existe."}` + "\n"},
		{"/stream", true, http.StatusOK, true, "trozo;trozo;trozo;"},
		{"/video", true, http.StatusOK, false, long},            // compressed already
		{"/part", true, http.StatusPartialContent, false, long}, // its range counts the plain bytes
		{"/json", true, http.StatusOK, true, `{"nota":"` + long + `"}`},
	}
	for _, c := range cases {
		rec, body := get(c.path, c.gz)
		if rec.Code != c.status || (rec.Header().Get("Content-Encoding") == "gzip") != c.compressed || body != c.body {
			t.Errorf("%s (gzip %v): status %d, Content-Encoding %q, body %.60q; want %d, compressed %v, %.60q", c.path, c.gz,
				rec.Code, rec.Header().Get("Content-Encoding"), body, c.status, c.compressed, c.body)
		}
	}

	var taken []*kgzip.Writer // the server's own writers; the answers are read back with the standard library
	for zw := compressors.get(); zw != nil; zw = compressors.get() {
		taken = append(taken, zw)
	}
	if len(taken) != cap(compressors.free) { // every answer above gave its compressor back
		t.Fatalf("%d compressors free after the answers, want all %d", len(taken), cap(compressors.free))
	}
	rec, body := get("/long", true)
	if rec.Header().Get("Content-Encoding") != "" || body != long {
		t.Errorf("with every compressor in use: Content-Encoding %q, %d bytes of %d", rec.Header().Get("Content-Encoding"), len(body), len(long))
	}
	for _, zw := range taken {
		compressors.put(zw)
	}
	if rec, _ := get("/long", true); rec.Header().Get("Content-Encoding") != "gzip" {
		t.Error("a compressor given back is not used again")
	}
}
