package server

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"amparo/store/storetest"
)

// Every route the body limits name is one the server has: a renamed route would otherwise fall silently to
// the 1 MB limit (a photo refused) or out of the 4 KB one.
func TestBodyLimitsNameRealRoutes(t *testing.T) {
	srv, err := New(context.Background(), Config{Store: storetest.New(t), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	registered := map[string]bool{}
	for _, r := range srv.Routes() {
		registered[r.Method+" "+r.Path] = true
	}
	for _, routes := range []map[string]bool{passwordRoutes, uploadRoutes} {
		for route := range routes {
			if !registered[route] {
				t.Errorf("%s is not a route", route)
			}
		}
	}
}
