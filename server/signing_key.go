package server

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
)

// KeyFileName is the signing key's file inside the data folder. It is kept out of the database so a copy
// of the database (a backup taken off the machine) cannot be used to mint sessions.
const KeyFileName = "secret.key"

// keySize is the length of the HS256 signing key in bytes.
const keySize = 32

// signingKey reads the token signing key from path, or writes a fresh random one (mode 0600) when the file
// is missing or unreadable as a key: everyone then signs in again, but the server always starts. An empty
// path, or a folder where the key cannot be written, gives a key that lasts as long as this process.
func signingKey(path string, log *slog.Logger) ([]byte, error) {
	if path != "" {
		key, err := readKey(path)
		if err == nil {
			return key, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			log.Warn("signing key unreadable: a new one is made and every session ends", "file", path, "err", err)
		}
	}
	key := make([]byte, keySize)
	if _, err := rand.Read(key); err != nil {
		return nil, fmt.Errorf("generate signing key: %w", err)
	}
	if path == "" {
		return key, nil
	}
	if err := writeKey(path, key); err != nil {
		log.Error("signing key not saved: sessions will end when the server restarts", "file", path, "err", err)
	}
	return key, nil
}

func readKey(path string) ([]byte, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(raw)))
	if err != nil {
		return nil, fmt.Errorf("not a key: %w", err)
	}
	if len(key) < keySize {
		return nil, fmt.Errorf("key of %d bytes, want %d", len(key), keySize)
	}
	if info, err := os.Stat(path); err == nil && info.Mode().Perm()&0o077 != 0 {
		if err := os.Chmod(path, 0o600); err != nil {
			return nil, fmt.Errorf("key readable by others and not fixable: %w", err)
		}
	}
	return key, nil
}

// writeKey writes the key beside its final name and renames it, so a power cut never leaves half a key.
func writeKey(path string, key []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".secret-*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.WriteString(base64.StdEncoding.EncodeToString(key) + "\n"); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	return syncDir(filepath.Dir(path))
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
