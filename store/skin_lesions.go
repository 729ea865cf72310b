package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The register of dependence-related skin lesions (GNEAUPP; issue 28, DESIGN 15): each lesion with where it
// is on the body map, where it arose, its size and bed when found, and its weekly evolutions until it is
// closed. A lesion entered by mistake is voided: it stays on record and leaves every list and figure.

var (
	// ErrSkinLesionClosed: a closed lesion takes no more evolutions, nor a second closing.
	ErrSkinLesionClosed = errors.New("store: skin lesion closed")
	// ErrSkinLesionVoided: a voided lesion takes nothing more.
	ErrSkinLesionVoided = errors.New("store: skin lesion voided")
)

// Skin lesion origins (where it arose).
const LesionOriginResidencia = "residencia"

// SkinLesion is one lesion of the register with its evolutions, oldest first.
type SkinLesion struct {
	ID, ResidentID, ResidentName, Room string
	Type                               string // upp, humedad, friccion, combinada, desgarro
	Category                           string // a pressure ulcer's GNEAUPP category; "" for the other types
	View, Region                       string
	X, Y                               float64
	Origin                             string
	DetectedOn                         string // YYYY-MM-DD
	LengthCm, WidthCm                  float64
	DepthCm                            *float64
	Bed, Exudate                       string
	Infection                          bool
	Treatment, Surface                 string
	ClosedOn, CloseNote                string // "" while open
	ClosedBy, ClosedByName             string
	CreatedBy, CreatedByName           string
	CreatedAt                          time.Time
	VoidedAt                           *time.Time
	VoidedBy, VoidReason               string
	Evolution                          []SkinLesionEvolution
}

// Open: the lesion is not closed.
func (l SkinLesion) Open() bool { return l.ClosedOn == "" }

// SkinLesionInput is a lesion as found.
type SkinLesionInput struct {
	ResidentID, Type, Category, View, Region string
	X, Y                                     float64
	Origin, DetectedOn                       string
	LengthCm, WidthCm                        float64
	DepthCm                                  *float64
	Bed, Exudate                             string
	Infection                                bool
	Treatment, Surface                       string
}

// SkinLesionEvolution is a (weekly) evolution: the size, category and bed on that day, a note and a photo.
type SkinLesionEvolution struct {
	ID                       string
	Date                     string
	LengthCm, WidthCm        float64
	DepthCm                  *float64
	Category, Bed, Exudate   string
	Note, PhotoID            string
	CreatedBy, CreatedByName string
	CreatedAt                time.Time
}

// SkinLesionFilter narrows ListSkinLesions; voided lesions are never listed.
type SkinLesionFilter struct {
	ResidentID string
	Status     string // "", open, closed
	Limit      int    // 0: every one
	Before     string // a lesion's id: the page after it (newest first)
}

// SkinLesionAlert is the alert a new lesion opens, with its review trigger detail (the care plan is due).
type SkinLesionAlert struct {
	Alert         *RecordAlert // nil: no alert (the lesion did not arise in the residencia)
	TriggerDetail string
}

const skinLesionColumns = `l.id, l.resident_id, r.name, r.room, l.type, coalesce(l.category, ''), l.view, l.region, l.x, l.y,
	l.origin, l.detected_on, l.length_cm, l.width_cm, l.depth_cm, l.bed, l.exudate, l.infection, l.treatment, l.surface,
	coalesce(l.closed_on, ''), l.close_note, coalesce(l.closed_by, ''), coalesce(l.closed_by_name, ''), l.created_by,
	l.created_by_name, l.created_at, l.voided_at, coalesce(l.voided_by, ''), l.void_reason`

const skinLesionFrom = ` FROM skin_lesions l JOIN residents r ON r.id = l.resident_id`

func scanSkinLesion(row rowScanner) (SkinLesion, error) {
	var l SkinLesion
	var depth sql.NullFloat64
	var created string
	var voided sql.NullString
	err := row.Scan(&l.ID, &l.ResidentID, &l.ResidentName, &l.Room, &l.Type, &l.Category, &l.View, &l.Region, &l.X, &l.Y,
		&l.Origin, &l.DetectedOn, &l.LengthCm, &l.WidthCm, &depth, &l.Bed, &l.Exudate, &l.Infection, &l.Treatment, &l.Surface,
		&l.ClosedOn, &l.CloseNote, &l.ClosedBy, &l.ClosedByName, &l.CreatedBy, &l.CreatedByName, &created, &voided,
		&l.VoidedBy, &l.VoidReason)
	if errors.Is(err, sql.ErrNoRows) {
		return SkinLesion{}, ErrNotFound
	}
	if err != nil {
		return SkinLesion{}, fmt.Errorf("scan skin lesion: %w", err)
	}
	if depth.Valid {
		l.DepthCm = &depth.Float64
	}
	l.CreatedAt = parseTime(created)
	if voided.Valid {
		at := parseTime(voided.String)
		l.VoidedAt = &at
	}
	l.Evolution = []SkinLesionEvolution{}
	return l, nil
}

// SkinLesionByID returns a lesion of a resident not deleted, voided or not, with its evolutions.
func (s *Store) SkinLesionByID(ctx context.Context, id string) (SkinLesion, error) {
	l, err := scanSkinLesion(s.reader.QueryRowContext(ctx, `SELECT `+skinLesionColumns+skinLesionFrom+`
		WHERE l.id = ? AND r.deleted_at IS NULL`, id))
	if err != nil {
		return SkinLesion{}, err
	}
	out := []SkinLesion{l}
	if err := s.loadSkinLesionEvolutions(ctx, out); err != nil {
		return SkinLesion{}, err
	}
	return out[0], nil
}

// ListSkinLesions returns the lesions the filter selects, newest detected first, and whether more remain
// after the page. A Before that is no lesion of the list's resident is ErrNotFound.
func (s *Store) ListSkinLesions(ctx context.Context, f SkinLesionFilter) ([]SkinLesion, bool, error) {
	query := `SELECT ` + skinLesionColumns + skinLesionFrom + ` WHERE r.deleted_at IS NULL AND l.voided_at IS NULL`
	var args []any
	if f.ResidentID != "" {
		query += ` AND l.resident_id = ?`
		args = append(args, f.ResidentID)
	}
	switch f.Status {
	case "open":
		query += ` AND l.closed_on IS NULL`
	case "closed":
		query += ` AND l.closed_on IS NOT NULL`
	}
	if f.Before != "" {
		var day, created string
		err := s.reader.QueryRowContext(ctx, `SELECT detected_on, created_at FROM skin_lesions WHERE id = ? AND resident_id = ?`,
			f.Before, f.ResidentID).Scan(&day, &created)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, false, ErrNotFound
		}
		if err != nil {
			return nil, false, fmt.Errorf("skin lesion cursor: %w", err)
		}
		query += ` AND (l.detected_on, l.created_at, l.id) < (?, ?, ?)`
		args = append(args, day, created, f.Before)
	}
	query += ` ORDER BY l.detected_on DESC, l.created_at DESC, l.id DESC`
	if f.Limit > 0 {
		query += ` LIMIT ?`
		args = append(args, f.Limit+1)
	}
	out, err := queryAll(ctx, s.reader, scanSkinLesion, query, args...)
	if err != nil {
		return nil, false, fmt.Errorf("list skin lesions: %w", err)
	}
	more := f.Limit > 0 && len(out) > f.Limit
	if more {
		out = out[:f.Limit]
	}
	if err := s.loadSkinLesionEvolutions(ctx, out); err != nil {
		return nil, false, err
	}
	return out, more, nil
}

// loadSkinLesionEvolutions fills the lesions' evolutions, oldest first.
func (s *Store) loadSkinLesionEvolutions(ctx context.Context, list []SkinLesion) error {
	if len(list) == 0 {
		return nil
	}
	index := make(map[string]int, len(list))
	ids := make([]any, len(list))
	for i, l := range list {
		index[l.ID], ids[i] = i, l.ID
	}
	rows, err := s.reader.QueryContext(ctx, `SELECT lesion_id, id, date, length_cm, width_cm, depth_cm, coalesce(category, ''), bed,
			exudate, note, coalesce(photo_id, ''), created_by, created_by_name, created_at
		FROM skin_lesion_evolutions WHERE lesion_id IN (?`+strings.Repeat(", ?", len(ids)-1)+`) ORDER BY date, created_at, id`, ids...)
	if err != nil {
		return fmt.Errorf("skin lesion evolutions: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var owner, created string
		var depth sql.NullFloat64
		var e SkinLesionEvolution
		if err := rows.Scan(&owner, &e.ID, &e.Date, &e.LengthCm, &e.WidthCm, &depth, &e.Category, &e.Bed, &e.Exudate, &e.Note,
			&e.PhotoID, &e.CreatedBy, &e.CreatedByName, &created); err != nil {
			return fmt.Errorf("scan skin lesion evolution: %w", err)
		}
		if depth.Valid {
			e.DepthCm = &depth.Float64
		}
		e.CreatedAt = parseTime(created)
		list[index[owner]].Evolution = append(list[index[owner]].Evolution, e)
	}
	return rows.Err()
}

// nullable is a NULL for an absent number or an empty text.
// nullableNumber is a number for its column: NULL when unknown.
func nullableNumber[T int | float64](v *T) any {
	if v == nil {
		return nil
	}
	return *v
}

func nullableText(v string) any {
	if v == "" {
		return nil
	}
	return v
}

// CreateSkinLesion saves a lesion of a resident in the home. One arisen in the residencia is a significant
// change: in the same transaction it makes the care plan due (a skin-lesion review trigger) and, when given,
// opens its alert (source and notice completed with the lesion's id). It answers whether the alert opened.
func (s *Store) CreateSkinLesion(ctx context.Context, actor Actor, in SkinLesionInput, raised SkinLesionAlert) (SkinLesion, bool, error) {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "skin-lesion", EntityID: id, ResidentID: in.ResidentID,
		Detail: map[string]any{"type": in.Type, "category": in.Category, "region": in.Region, "origin": in.Origin}}
	opened := false
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		now := s.nowText()
		_, err := tx.ExecContext(ctx, `INSERT INTO skin_lesions (id, resident_id, type, category, view, region, x, y, origin,
				detected_on, length_cm, width_cm, depth_cm, bed, exudate, infection, treatment, surface, created_by,
				created_by_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.ResidentID, in.Type, nullableText(in.Category), in.View, in.Region, in.X, in.Y, in.Origin, in.DetectedOn,
			in.LengthCm, in.WidthCm, nullableNumber(in.DepthCm), in.Bed, in.Exudate, in.Infection, in.Treatment, in.Surface,
			actor.UserID, actor.Name, now)
		if err != nil {
			return fmt.Errorf("insert skin lesion: %w", err)
		}
		if in.Origin != LesionOriginResidencia {
			return nil
		}
		// A new lesion arisen in the residencia makes the care plan due at once (DESIGN 14).
		if err := insertReviewTrigger(ctx, tx, now, in.ResidentID, TriggerSkinLesion, id, raised.TriggerDetail); err != nil {
			return err
		}
		alertID, err := s.openRecordAlert(ctx, tx, actor, id, withResident(raised.Alert, in.ResidentID))
		opened = alertID != ""
		return err
	})
	if err != nil {
		return SkinLesion{}, false, err
	}
	l, err := s.SkinLesionByID(ctx, id)
	return l, opened, err
}

// changeSkinLesion runs fn in a write on a lesion of a resident in the home, neither voided nor (unless
// closedToo) closed; the audit row names the lesion and its resident.
func (s *Store) changeSkinLesion(ctx context.Context, actor Actor, id, action string, detail map[string]any, closedToo bool,
	fn func(tx *sql.Tx, before SkinLesion) error) (SkinLesion, error) {
	before, err := s.SkinLesionByID(ctx, id)
	if err != nil {
		return SkinLesion{}, err
	}
	entry := AuditEntry{Actor: actor, Action: action, Entity: "skin-lesion", EntityID: id, ResidentID: before.ResidentID, Detail: detail}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		var closed, voided sql.NullString
		if err := tx.QueryRowContext(ctx, `SELECT closed_on, voided_at FROM skin_lesions WHERE id = ?`, id).Scan(&closed, &voided); err != nil {
			return fmt.Errorf("read skin lesion: %w", err)
		}
		switch {
		case voided.Valid:
			return ErrSkinLesionVoided
		case closed.Valid && !closedToo:
			return ErrSkinLesionClosed
		}
		return fn(tx, before)
	})
	if err != nil {
		return SkinLesion{}, err
	}
	return s.SkinLesionByID(ctx, id)
}

// AddSkinLesionEvolution records an evolution of an open lesion, with its photo when given (already checked
// and re-encoded by the caller).
func (s *Store) AddSkinLesionEvolution(ctx context.Context, actor Actor, id string, e SkinLesionEvolution, photo *NewImage) (SkinLesion, error) {
	evolutionID := newID()
	detail := map[string]any{"evolutionId": evolutionID, "date": e.Date, "lengthCm": e.LengthCm, "widthCm": e.WidthCm,
		"category": e.Category, "photo": photo != nil}
	return s.changeSkinLesion(ctx, actor, id, "evolution", detail, false, func(tx *sql.Tx, _ SkinLesion) error {
		var photoID any
		if photo != nil {
			imageID, err := s.insertImage(ctx, tx, actor, *photo)
			if err != nil {
				return err
			}
			photoID = imageID
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO skin_lesion_evolutions (id, lesion_id, date, length_cm, width_cm, depth_cm,
				category, bed, exudate, note, photo_id, created_by, created_by_name, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			evolutionID, id, e.Date, e.LengthCm, e.WidthCm, nullableNumber(e.DepthCm), nullableText(e.Category), e.Bed, e.Exudate,
			e.Note, photoID, actor.UserID, actor.Name, s.nowText())
		if err != nil {
			return fmt.Errorf("insert skin lesion evolution: %w", err)
		}
		return nil
	})
}

// CloseSkinLesion closes an open lesion (healed, or no longer followed) on a day, with a note.
func (s *Store) CloseSkinLesion(ctx context.Context, actor Actor, id, date, note string) (SkinLesion, error) {
	detail := map[string]any{"date": date, "note": note}
	return s.changeSkinLesion(ctx, actor, id, "close", detail, false, func(tx *sql.Tx, _ SkinLesion) error {
		res, err := tx.ExecContext(ctx, `UPDATE skin_lesions SET closed_on = ?, close_note = ?, closed_by = ?, closed_by_name = ?
			WHERE id = ? AND closed_on IS NULL`, date, note, actor.UserID, actor.Name, id)
		if err != nil {
			return fmt.Errorf("close skin lesion: %w", err)
		}
		return expectOne(res)
	})
}

// VoidSkinLesion voids a lesion entered by mistake, open or closed: it leaves every list and figure, stays on
// record with who voided it and why, and no longer makes the care plan due. The alert it opened stays for
// someone to acknowledge.
func (s *Store) VoidSkinLesion(ctx context.Context, actor Actor, id, reason string) (SkinLesion, error) {
	detail := map[string]any{"reason": reason}
	return s.changeSkinLesion(ctx, actor, id, "void", detail, true, func(tx *sql.Tx, _ SkinLesion) error {
		now := s.nowText()
		res, err := tx.ExecContext(ctx, `UPDATE skin_lesions SET voided_at = ?, voided_by = ?, void_reason = ?
			WHERE id = ? AND voided_at IS NULL`, now, actor.UserID, reason, id)
		if err != nil {
			return fmt.Errorf("void skin lesion: %w", err)
		}
		if err := expectOne(res); err != nil {
			return err
		}
		return cancelReviewTrigger(ctx, tx, id, now)
	})
}
