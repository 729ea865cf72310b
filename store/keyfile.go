package store

import (
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// KeySize is the length in bytes of the keys kept in files of the data folder (secret.key, audit.key).
const KeySize = 32

// NewKey returns KeySize random bytes.
func NewKey() ([]byte, error) {
	key := make([]byte, KeySize)
	if _, err := rand.Read(key); err != nil {
		return nil, fmt.Errorf("generate key: %w", err)
	}
	return key, nil
}

// ReadKeyFile reads a key written by WriteKeyFile (base64 text). A file readable by others is made the
// owner's only, or refused when that cannot be done.
func ReadKeyFile(path string) ([]byte, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(raw)))
	if err != nil {
		return nil, fmt.Errorf("not a key: %w", err)
	}
	if len(key) < KeySize {
		return nil, fmt.Errorf("key of %d bytes, want %d", len(key), KeySize)
	}
	if info, err := os.Stat(path); err == nil && info.Mode().Perm()&0o077 != 0 {
		if err := os.Chmod(path, 0o600); err != nil {
			return nil, fmt.Errorf("key readable by others and not fixable: %w", err)
		}
	}
	return key, nil
}

// WriteKeyFile writes the key as base64 text, mode 0600, beside its final name and renames it, so a power
// cut never leaves half a key.
func WriteKeyFile(path string, key []byte) error {
	return WriteFileAtomic(path, []byte(base64.StdEncoding.EncodeToString(key)+"\n"))
}

// WriteFileAtomic writes data (mode 0600) under a temporary name in path's folder, makes it durable and
// renames it to path.
func WriteFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(data); err != nil {
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
	return SyncDir(filepath.Dir(path))
}

// SyncDir makes a rename in dir durable.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
