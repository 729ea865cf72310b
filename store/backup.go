package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// DBFile is the database's file name inside the data folder.
const DBFile = "amparo.db"

// ErrLocked means another process (a running server) holds the data folder.
var ErrLocked = errors.New("store: data folder in use")

// LockDir takes the data folder for this process, so a restore cannot run under a live server.
// The lock ends with the process or when unlock is called.
func LockDir(dir string) (unlock func(), err error) {
	f, err := os.OpenFile(filepath.Join(dir, "amparo.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock file: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, ErrLocked
	}
	return func() { syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
}

// Backup writes a consistent copy of the live database to path (which must not exist yet),
// without stopping the server: SQLite's VACUUM INTO reads one snapshot.
func (s *Store) Backup(ctx context.Context, path string) error {
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("backup: %s already exists", path)
	}
	if _, err := s.execWrite(ctx, `VACUUM INTO ?`, path); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	return nil
}

// Restore replaces the database in dir with the backup at from. The current files are kept beside it,
// renamed with the time, so nothing is lost. The caller holds the folder's lock.
func Restore(ctx context.Context, dir, from string) (keptAs string, err error) {
	if err := checkBackup(ctx, from); err != nil {
		return "", err
	}
	live := filepath.Join(dir, DBFile)
	keptAs = live + ".antes-de-restaurar-" + time.Now().UTC().Format("20060102T150405Z")
	if _, err := os.Stat(live); err == nil {
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if err := os.Rename(live+suffix, keptAs+suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
				return "", fmt.Errorf("keep current database: %w", err)
			}
		}
	} else {
		keptAs = ""
	}
	if err := copyFile(from, live); err != nil {
		return "", err
	}
	restored, err := Open(ctx, live, Options{}) // brings an older backup up to the current schema
	if err != nil {
		return "", err
	}
	return keptAs, restored.Close()
}

// checkBackup opens the file read-only and checks it is a sound Amparo database.
func checkBackup(ctx context.Context, path string) error {
	_, err := VerifyBackup(ctx, path)
	return err
}

// BackupTables are the main tables whose rows a verified copy counts.
var BackupTables = []string{"users", "residents", "records", "administrations", "medications", "audit_log"}

// VerifyBackup opens a copy read-only (it is never migrated or changed), runs PRAGMA integrity_check and
// counts the rows of the main tables; an error says why the copy cannot be trusted.
func VerifyBackup(ctx context.Context, path string) (rows map[string]int, err error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("backup file: %w", err)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=query_only(1)")
	if err != nil {
		return nil, fmt.Errorf("open backup: %w", err)
	}
	defer db.Close()
	var result string
	if err := db.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&result); err != nil {
		return nil, fmt.Errorf("el archivo no es una base de datos de Amparo: %w", err)
	}
	if result != "ok" {
		return nil, fmt.Errorf("la copia está dañada: %s", result)
	}
	rows = map[string]int{}
	for _, table := range BackupTables {
		var n int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM `+table).Scan(&n); err != nil {
			if table == "users" {
				return nil, fmt.Errorf("el archivo no es una base de datos de Amparo: %w", err)
			}
			continue // an older copy, from before the table existed
		}
		rows[table] = n
	}
	return rows, nil
}

func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	if err := dst.Sync(); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}
