package server

import (
	"cmp"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"amparo/store"
)

// downtimeKeep is how many packs each folder keeps: two days of shifts.
const downtimeKeep = 6

// writeDowntimePack writes the pack of the shift under way into the backup folder and the downtime folder
// (--downtime-dir, a USB stick's mount point) when it is not there yet, so each shift has its own from its
// start, and keeps the newest downtimeKeep in each. A folder that cannot be written does not stop the other.
// It answers the file's name when it wrote one.
func (s *Server) writeDowntimePack(ctx context.Context) (string, error) {
	var dirs []string
	for _, dir := range []string{s.backups.dir, s.downtimeDir} {
		if dir != "" && !slices.Contains(dirs, dir) {
			dirs = append(dirs, dir)
		}
	}
	if len(dirs) == 0 {
		return "", nil
	}
	rs, err := s.roundSettings(ctx)
	if err != nil {
		return "", err
	}
	day, shift := rs.shiftAt(s.store.Now())
	name := downtimeFileName(day, shift)
	var missing []string
	for _, dir := range dirs {
		if _, err := os.Stat(filepath.Join(dir, name)); errors.Is(err, fs.ErrNotExist) {
			missing = append(missing, dir)
		}
	}
	if len(missing) == 0 {
		return "", nil
	}
	doc, err := s.downtimePack(ctx, rs, day, shift)
	if err != nil {
		return "", err
	}
	// The pack of a 250-resident home is megabytes of photos and pages, made three times a day: its memory goes
	// back to the system now rather than over minutes (an idle server stays near issue 24's 40 MB).
	defer debug.FreeOSMemory()
	err = s.store.Audit(ctx, store.AuditEntry{Actor: store.Actor{Role: "system"}, Action: "report", Entity: "downtime-pack",
		EntityID: day.Format(time.DateOnly) + " " + shift, Detail: map[string]any{"folders": missing}})
	for _, dir := range missing {
		if writeErr := store.WriteFileAtomic(filepath.Join(dir, name), doc); writeErr != nil {
			err = errors.Join(err, writeErr)
			continue
		}
		err = errors.Join(err, rotateDowntimePacks(dir))
	}
	return name, err
}

// rotateDowntimePacks removes all but the newest downtimeKeep packs of a folder, by their day and shift.
func rotateDowntimePacks(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	type pack struct {
		name, day string
		shift     int
	}
	var packs []pack
	for _, e := range entries {
		day, shift, ok := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(e.Name(), "contingencia_"), ".pdf"), "_")
		if n := slices.Index(shiftNames, shift); ok && n >= 0 && strings.HasPrefix(e.Name(), "contingencia_") && len(day) == 10 {
			packs = append(packs, pack{e.Name(), day, n})
		}
	}
	slices.SortFunc(packs, func(a, b pack) int { return cmp.Or(strings.Compare(b.day, a.day), cmp.Compare(b.shift, a.shift)) })
	var errs error
	for _, p := range packs[min(len(packs), downtimeKeep):] {
		errs = errors.Join(errs, os.Remove(filepath.Join(dir, p.name)))
	}
	return errs
}
