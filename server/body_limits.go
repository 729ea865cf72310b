package server

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// Request bodies are bounded per route (issue 26): what the route can need, so that nobody fills memory or
// the disk by sending more.
const (
	passwordBodyLimit = 4 << 10  // a name and a password
	bodyLimit         = 1 << 20  // any form or record staff fill in
	uploadBodyLimit   = 15 << 20 // a post's photo (10 MB, as base64), a resident's (2 MB) or a signature (5 MB) with the rest
)

// passwordRoutes take a password and little else.
var passwordRoutes = map[string]bool{
	"POST /api/auth/signin": true, "POST /api/auth/unlock": true, "POST /api/auth/change-password": true,
}

// uploadRoutes take a photo: the large limit, and longer for the body to arrive (Uploads).
var uploadRoutes = map[string]bool{
	"POST /api/posts": true, "PUT /api/posts/:id": true,
	"POST /api/patients/create-new-patient": true, "PUT /api/patients/:id": true,
	"POST /api/care-plans/:id/approve":     true, // the signature: drawn on the tablet, or a photo of the signed paper (5 MB)
	"POST /api/skin-lesions/:id/evolution": true, // a photo of the lesion from the tablet's camera (5 MB)
}

// maxBody is the limit of a route, by method and route path.
func maxBody(route string) int64 {
	switch {
	case passwordRoutes[route]:
		return passwordBodyLimit
	case uploadRoutes[route]:
		return uploadBodyLimit
	}
	return bodyLimit
}

// limitBodies answers 413 to a body over its route's limit: at once when its length says so, else as soon
// as the handler reads past the limit (decode turns that into the same 413).
func limitBodies(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		limit := maxBody(r.Method + " " + c.Path())
		if r.ContentLength > limit {
			return newError(http.StatusRequestEntityTooLarge, msgTooLarge)
		}
		r.Body = http.MaxBytesReader(c.Response().Writer, r.Body, limit)
		return next(c)
	}
}

// Uploads says whether r goes to a route that takes a photo: main gives those bodies longer to arrive.
func (s *Server) Uploads(r *http.Request) bool {
	c := s.echo.AcquireContext()
	defer s.echo.ReleaseContext(c)
	c.Reset(r, nil)
	s.echo.Router().Find(r.Method, echo.GetPath(r), c)
	return uploadRoutes[r.Method+" "+c.Path()]
}
