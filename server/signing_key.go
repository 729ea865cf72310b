package server

import (
	"errors"
	"log/slog"
	"os"

	"amparo/store"
)

// KeyFileName is the signing key's file inside the data folder. It is kept out of the database so a copy
// of the database (a backup taken off the machine) cannot be used to mint sessions.
const KeyFileName = "secret.key"

// signingKey reads the token signing key from path, or writes a fresh random one (mode 0600) when the file
// is missing or unreadable as a key: everyone then signs in again, but the server always starts. An empty
// path, or a folder where the key cannot be written, gives a key that lasts as long as this process.
func signingKey(path string, log *slog.Logger) ([]byte, error) {
	if path != "" {
		key, err := store.ReadKeyFile(path)
		if err == nil {
			return key, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			log.Warn("signing key unreadable: a new one is made and every session ends", "file", path, "err", err)
		}
	}
	key, err := store.NewKey()
	if err != nil {
		return nil, err
	}
	if path == "" {
		return key, nil
	}
	if err := store.WriteKeyFile(path, key); err != nil {
		log.Error("signing key not saved: sessions will end when the server restarts", "file", path, "err", err)
	}
	return key, nil
}
