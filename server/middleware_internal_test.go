package server

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"amparo/store/storetest"
)

func TestPanicsBecomeALoggedGeneric500(t *testing.T) {
	var logs bytes.Buffer
	srv, err := New(context.Background(), Config{Store: storetest.New(t), Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	srv.echo.GET("/api/test-panic", func(echo.Context) error { panic("secret internal detail") })

	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/test-panic", nil))
	if rec.Code != http.StatusInternalServerError {
		t.Fatalf("status = %d", rec.Code)
	}
	if !strings.Contains(rec.Body.String(), msgInternal) || strings.Contains(rec.Body.String(), "secret") {
		t.Fatalf("body = %s", rec.Body.String())
	}
	if !strings.Contains(logs.String(), "secret internal detail") {
		t.Fatalf("the panic was not logged: %s", logs.String())
	}
}
