package server

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// imageURL is where the UI loads a stored picture from.
func imageURL(id string) *string {
	if id == "" {
		return nil
	}
	u := "/api/images/" + id
	return &u
}

func thumbURL(id string) *string {
	if id == "" {
		return nil
	}
	u := "/api/images/" + id + "?size=thumb"
	return &u
}

// image: GET /images/:id[?size=thumb]. Pictures never change (a new photo is a new id), so they are
// cached for a year, privately, with a strong ETag.
// Staff see every picture; a family account only the photos of the posts it may read.
func (s *Server) image(c echo.Context) error {
	if !callerMay(c, permStaffArea) {
		shown, err := s.store.ImageOnFamilyPost(c.Request().Context(), c.Param("id"))
		if err != nil {
			return err
		}
		if !shown {
			return s.deny(c, "image", c.Param("id"))
		}
	}
	img, err := s.store.ImageByID(c.Request().Context(), c.Param("id"))
	if err != nil {
		return err
	}
	data, contentType, etag := img.Data, img.ContentType, `"`+img.SHA256+`"`
	if c.QueryParam("size") == "thumb" {
		data, contentType, etag = img.Thumb, "image/jpeg", `"`+img.SHA256+`-thumb"`
	}
	h := c.Response().Header()
	h.Set("ETag", etag)
	h.Set("Cache-Control", "private, max-age=31536000, immutable")
	if c.Request().Header.Get("If-None-Match") == etag {
		return c.NoContent(http.StatusNotModified)
	}
	return c.Blob(http.StatusOK, contentType, data)
}
