// Package migrations holds Amparo's goose migrations, embedded so the binary carries its own schema.
// Never edit a migration that has landed: add a new numbered file.
package migrations

import "embed"

// FS holds every NNNNN_name.sql migration of this folder.
//
//go:embed *.sql
var FS embed.FS
