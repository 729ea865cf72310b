package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// BackupConfig is where and when the server copies its database by itself (DESIGN 12).
type BackupConfig struct {
	Dir string // the copies' folder; empty: no automatic copies
	At  string // "HH:MM" of the home's clock (Europe/Madrid) for the daily copy; empty: 03:00
}

const (
	defaultBackupAt = "03:00"
	// backupMaxAge: at start-up, a copy is made when none is younger than this (the machine was off at the hour).
	backupMaxAge = 24 * time.Hour
	// backupRetry: after a failed or unverified copy, another is tried this much later.
	backupRetry = time.Hour
	backupEvery = time.Minute

	backupPrefix     = "amparo-"
	backupSuffix     = ".db"
	backupNameLayout = "20060102T150405Z"
	backupMetaSuffix = ".json"
)

// backups is the automatic copies' state: one copy at a time.
type backups struct {
	dir          string
	hour, minute int

	mu        sync.Mutex
	lastCheck time.Time // zero until the first check, which is the start-up one
	retryAt   time.Time // zero unless the last attempt failed
}

func newBackups(cfg BackupConfig) (*backups, error) {
	at := cfg.At
	if at == "" {
		at = defaultBackupAt
	}
	t, err := time.Parse("15:04", at)
	if err != nil {
		return nil, fmt.Errorf("hora de las copias %q: usa HH:MM, p. ej. 03:00", cfg.At)
	}
	return &backups{dir: cfg.Dir, hour: t.Hour(), minute: t.Minute()}, nil
}

// scheduledBefore is the latest daily copy time at or before now.
func (b *backups) scheduledBefore(now time.Time) time.Time {
	local := now.In(madrid)
	at := time.Date(local.Year(), local.Month(), local.Day(), b.hour, b.minute, 0, 0, madrid)
	if at.After(local) {
		at = time.Date(local.Year(), local.Month(), local.Day()-1, b.hour, b.minute, 0, 0, madrid)
	}
	return at
}

// due decides whether a copy is made now. The first check (start-up) makes one when none is younger than
// 24 hours; later checks make one when the daily hour passed since the previous check and no copy was made
// since that hour, or when a failed attempt's retry time has come.
func (b *backups) due(prev, now, newest time.Time) bool {
	if !b.retryAt.IsZero() && !now.Before(b.retryAt) {
		return true
	}
	if prev.IsZero() {
		return newest.IsZero() || now.Sub(newest) >= backupMaxAge
	}
	at := b.scheduledBefore(now)
	return prev.Before(at) && newest.Before(at)
}

// RunBackups makes the automatic copies until ctx ends: the start-up check at once, then one a minute.
// A failure is logged and tried again later; it never stops the server.
func (s *Server) RunBackups(ctx context.Context) {
	if s.backups.dir == "" {
		return
	}
	tick := time.NewTicker(backupEvery)
	defer tick.Stop()
	for {
		s.checkBackupsLogged(ctx)
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

func (s *Server) checkBackupsLogged(ctx context.Context) {
	defer func() {
		if r := recover(); r != nil {
			s.log.Error("backup: panic", "panic", r)
		}
	}()
	file, err := s.CheckBackups(ctx)
	switch {
	case err != nil && ctx.Err() == nil:
		s.log.Error("backup failed", "file", file, "err", err)
	case file != "" && err == nil:
		s.log.Info("backup made and verified", "file", file)
	}
}

// CheckBackups makes a copy if one is due by the server's clock (see backups.due) and answers its file
// name; a copy that does not verify is kept, marked as not verified, and reported as an error.
func (s *Server) CheckBackups(ctx context.Context) (file string, err error) {
	b := s.backups
	if b.dir == "" {
		return "", nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	now := s.store.Now()
	prev := b.lastCheck
	b.lastCheck = now
	copies, err := readBackups(b.dir)
	if err != nil {
		b.retryAt = now.Add(backupRetry)
		return "", err
	}
	var newest time.Time
	if len(copies) > 0 {
		newest = copies[0].At
	}
	if !b.due(prev, now, newest) {
		return "", nil
	}
	file, err = s.makeBackup(ctx, now)
	if err != nil {
		b.retryAt = now.Add(backupRetry)
	} else {
		b.retryAt = time.Time{}
	}
	if rotateErr := b.rotate(); rotateErr != nil {
		err = errors.Join(err, rotateErr)
	}
	return file, err
}

// backupMeta is what the sidecar file beside each copy records about it.
type backupMeta struct {
	At       string         `json:"at"`
	Verified bool           `json:"verified"`
	Rows     map[string]int `json:"rows,omitempty"`
	Error    string         `json:"error,omitempty"`
}

// makeBackup writes a copy under a temporary name, checks it, and only then gives it its name, so the
// folder never lists half a copy.
func (s *Server) makeBackup(ctx context.Context, now time.Time) (string, error) {
	dir := s.backups.dir
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("backup folder: %w", err)
	}
	name := backupPrefix + now.UTC().Format(backupNameLayout) + backupSuffix
	final := filepath.Join(dir, name)
	if _, err := os.Stat(final); err == nil {
		return "", nil // made this very second already
	}
	tmp := final + ".partial"
	removeLeftovers(dir) // of a copy cut short by a crash or a power cut
	// The audit chain's signed head, read first: the copy holds at least this row.
	head, headErr := s.store.SignedAuditHead(ctx)
	if err := s.store.Backup(ctx, tmp); err != nil {
		removeDB(tmp)
		return "", err
	}
	if err := os.Chmod(tmp, 0o600); err != nil { // residents' records: for the owner only
		removeDB(tmp)
		return "", fmt.Errorf("backup mode: %w", err)
	}
	if err := syncFile(tmp); err != nil {
		removeDB(tmp)
		return "", fmt.Errorf("backup sync: %w", err)
	}
	rows, verifyErr := store.VerifyBackup(ctx, tmp)
	meta := backupMeta{At: now.UTC().Format(time.RFC3339), Verified: verifyErr == nil, Rows: rows}
	if verifyErr != nil {
		meta.Error = verifyErr.Error()
	}
	if err := os.Rename(tmp, final); err != nil {
		removeDB(tmp)
		return "", fmt.Errorf("backup rename: %w", err)
	}
	if err := writeMeta(final+backupMetaSuffix, meta); err != nil {
		return name, fmt.Errorf("backup record: %w", err)
	}
	if headErr == nil {
		headErr = store.WriteAuditHead(final+store.AuditHeadSuffix, head)
	}
	if headErr != nil { // the copy is good without it; `amparo audit verify` then has one head fewer
		s.log.Error("backup: audit chain head not recorded", "file", name, "err", headErr)
	}
	if err := store.SyncDir(dir); err != nil {
		return name, fmt.Errorf("backup folder sync: %w", err)
	}
	if verifyErr != nil {
		return name, fmt.Errorf("la copia %s no se pudo verificar: %w", name, verifyErr)
	}
	return name, nil
}

func (b *backups) rotate() error {
	copies, err := readBackups(b.dir)
	if err != nil {
		return err
	}
	_, remove := rotate(copies)
	var errs []error
	for _, c := range remove {
		path := filepath.Join(b.dir, c.File)
		if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
			continue
		}
		os.Remove(path + backupMetaSuffix)
		os.Remove(path + store.AuditHeadSuffix)
	}
	return errors.Join(errs...)
}

// readBackups lists the automatic copies in dir, newest first. A copy without its record counts as not
// verified; a missing folder is no copies.
func readBackups(dir string) ([]backupCopy, error) {
	if dir == "" {
		return nil, nil
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("backup folder: %w", err)
	}
	var out []backupCopy
	for _, e := range entries {
		name := e.Name()
		stamp, ok := strings.CutPrefix(name, backupPrefix)
		stamp, ok2 := strings.CutSuffix(stamp, backupSuffix)
		if !ok || !ok2 || !e.Type().IsRegular() {
			continue
		}
		at, err := time.Parse(backupNameLayout, stamp)
		if err != nil {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		c := backupCopy{File: name, At: at, Bytes: info.Size()}
		var meta backupMeta
		if raw, err := os.ReadFile(filepath.Join(dir, name+backupMetaSuffix)); err == nil && json.Unmarshal(raw, &meta) == nil {
			c.Verified = meta.Verified
		}
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b backupCopy) int { return b.At.Compare(a.At) })
	return out, nil
}

type backupJSON struct {
	File     string `json:"file"`
	At       string `json:"at"`
	Bytes    int64  `json:"bytes"`
	Verified bool   `json:"verified"`
}

// listBackups: GET /admin/backups -> the automatic copies, newest first.
func (s *Server) listBackups(c echo.Context) error {
	copies, err := readBackups(s.backups.dir)
	if err != nil {
		return err
	}
	out := make([]backupJSON, len(copies))
	for i, b := range copies {
		out[i] = backupJSON{File: b.File, At: b.At.UTC().Format(time.RFC3339), Bytes: b.Bytes, Verified: b.Verified}
	}
	return c.JSON(http.StatusOK, out)
}

func writeMeta(path string, meta backupMeta) error {
	raw, err := json.Marshal(meta)
	if err != nil {
		return err
	}
	return store.WriteFileAtomic(path, raw)
}

func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// removeLeftovers removes what an interrupted copy left: a half-written copy, record or head.
func removeLeftovers(dir string) {
	for _, pattern := range []string{backupPrefix + "*.partial*", backupPrefix + "*" + backupMetaSuffix + ".tmp",
		"." + backupPrefix + "*" + store.AuditHeadSuffix + "-*.tmp"} {
		matches, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, m := range matches {
			os.Remove(m)
		}
	}
}

// removeDB removes a database file and its journal files.
func removeDB(path string) {
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		os.Remove(path + suffix)
	}
}
