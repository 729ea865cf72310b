package server

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/labstack/echo/v4"
)

const noncePlaceholder = "__CSP_NONCE__"

// spa serves the embedded React build: files as they are (hashed assets cached for a year), and
// index.html for every other path, with a fresh CSP nonce and no caching. Without a build it serves
// placeholder.html, which explains how to build the UI.
type spa struct {
	files fs.FS
	index []byte
}

func newSPA(files fs.FS) (*spa, error) {
	if files == nil {
		return &spa{index: []byte(missingUIPage)}, nil
	}
	index, err := fs.ReadFile(files, "index.html")
	if errors.Is(err, fs.ErrNotExist) {
		index, err = fs.ReadFile(files, "placeholder.html")
	}
	if errors.Is(err, fs.ErrNotExist) {
		return &spa{files: files, index: []byte(missingUIPage)}, nil
	}
	if err != nil {
		return nil, err
	}
	return &spa{files: files, index: index}, nil
}

func (s *spa) serve(c echo.Context) error {
	name := strings.TrimPrefix(path.Clean("/"+c.Param("*")), "/")
	if strings.HasPrefix(name, ".") {
		return echo.ErrNotFound // the build's own folders (.vite: its chunk graph, for make test-bundle)
	}
	if name != "" && name != "index.html" && s.files != nil {
		if info, err := fs.Stat(s.files, name); err == nil && !info.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				c.Response().Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				c.Response().Header().Set("Cache-Control", "public, max-age=3600")
			}
			http.ServeFileFS(c.Response(), c.Request(), s.files, name)
			return nil
		}
		if strings.HasPrefix(name, "assets/") {
			return echo.ErrNotFound // a missing script must not be answered with HTML
		}
	}
	nonce, err := newNonce()
	if err != nil {
		return err
	}
	h := c.Response().Header()
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Security-Policy", pageCSP(nonce))
	return c.HTMLBlob(http.StatusOK, bytes.ReplaceAll(s.index, []byte(noncePlaceholder), []byte(nonce)))
}

func newNonce() (string, error) {
	b := make([]byte, 18)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

// pageCSP allows only this server's own scripts and styles, plus those carrying the page's nonce.
func pageCSP(nonce string) string {
	n := "'nonce-" + nonce + "'"
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'self' " + n,
		"style-src 'self' " + n,
		"img-src 'self' data: blob:",
		"media-src 'self'",
		"font-src 'self'",
		"connect-src 'self' ws: wss:",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

const missingUIPage = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Amparo</title></head>
<body><h1>Amparo</h1><p>La interfaz no está compilada. Ejecuta <code>make build</code> y vuelve a arrancar el servidor.</p></body></html>`
