package main

import (
	"embed"
	"io/fs"
)

// webDist is the React build. The repository commits only ui/dist/placeholder.html, so the binary
// builds (and says how to build the UI) on a clone where the UI was never built.
//
//go:embed all:ui/dist
var webDist embed.FS

// webApp is the build's root folder, handed to the server.
func webApp() fs.FS {
	sub, err := fs.Sub(webDist, "ui/dist")
	if err != nil {
		panic(err) // the embed pattern above guarantees the folder
	}
	return sub
}
