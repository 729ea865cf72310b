package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// Area is a part of the home residents are grouped by.
type Area struct {
	ID           string
	Name         string
	Description  string
	PatientCount int // active residents in it
}

const areaColumns = `a.id, a.name, a.description,
	(SELECT count(*) FROM residents r WHERE r.area_id = a.id AND r.deleted_at IS NULL AND r.archived_at IS NULL)`

func scanArea(row rowScanner) (Area, error) {
	var a Area
	err := row.Scan(&a.ID, &a.Name, &a.Description, &a.PatientCount)
	if errors.Is(err, sql.ErrNoRows) {
		return Area{}, ErrNotFound
	}
	if err != nil {
		return Area{}, fmt.Errorf("scan area: %w", err)
	}
	return a, nil
}

// ListAreas returns every area by name.
func (s *Store) ListAreas(ctx context.Context) ([]Area, error) {
	areas, err := queryAll(ctx, s.reader, scanArea, `SELECT `+areaColumns+` FROM areas a ORDER BY a.name COLLATE NOCASE`)
	if err != nil {
		return nil, fmt.Errorf("list areas: %w", err)
	}
	return areas, nil
}

// AreaByID returns one area.
func (s *Store) AreaByID(ctx context.Context, id string) (Area, error) {
	return scanArea(s.reader.QueryRowContext(ctx, `SELECT `+areaColumns+` FROM areas a WHERE a.id = ?`, id))
}

// CreateArea adds an area; a name already used is a conflict.
func (s *Store) CreateArea(ctx context.Context, actor Actor, name, description string) (Area, error) {
	id, now := newID(), s.nowText()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "area", EntityID: id}
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO areas (id, name, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
			id, strings.TrimSpace(name), strings.TrimSpace(description), now, now)
		return err
	})
	if err != nil {
		return Area{}, err
	}
	return s.AreaByID(ctx, id)
}

// UpdateArea renames or redescribes an area.
func (s *Store) UpdateArea(ctx context.Context, actor Actor, id, name, description string) (Area, error) {
	before, err := s.AreaByID(ctx, id)
	if err != nil {
		return Area{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "area", EntityID: id, Detail: map[string]any{"before": before}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE areas SET name = ?, description = ?, updated_at = ? WHERE id = ?`,
			strings.TrimSpace(name), strings.TrimSpace(description), s.nowText(), id)
		if err != nil {
			return err
		}
		return expectOne(res)
	})
	if err != nil {
		return Area{}, err
	}
	return s.AreaByID(ctx, id)
}

// DeleteArea removes an area; its residents are left without area. The audit row lists them.
func (s *Store) DeleteArea(ctx context.Context, actor Actor, id string) error {
	before, err := s.AreaByID(ctx, id)
	if err != nil {
		return err
	}
	var members []string
	rows, err := s.reader.QueryContext(ctx, `SELECT id FROM residents WHERE area_id = ?`, id)
	if err != nil {
		return fmt.Errorf("area members: %w", err)
	}
	for rows.Next() {
		var m string
		if err := rows.Scan(&m); err != nil {
			rows.Close()
			return err
		}
		members = append(members, m)
	}
	rows.Close()
	entry := AuditEntry{Actor: actor, Action: "delete", Entity: "area", EntityID: id,
		Detail: map[string]any{"before": before, "residents": members}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE residents SET area_id = NULL WHERE area_id = ?`, id); err != nil {
			return fmt.Errorf("clear area: %w", err)
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM areas WHERE id = ?`, id)
		if err != nil {
			return fmt.Errorf("delete area: %w", err)
		}
		return expectOne(res)
	})
}

// AssignArea puts a resident in an area.
func (s *Store) AssignArea(ctx context.Context, actor Actor, areaID, residentID string) (Resident, error) {
	return s.moveResident(ctx, actor, residentID, "assign-area", areaID, "")
}

// RemoveFromArea leaves a resident of that area without one; ErrNotFound if it was not in it.
func (s *Store) RemoveFromArea(ctx context.Context, actor Actor, areaID, residentID string) (Resident, error) {
	return s.moveResident(ctx, actor, residentID, "remove-area", "", areaID)
}

func (s *Store) moveResident(ctx context.Context, actor Actor, residentID, action, to, from string) (Resident, error) {
	before, err := s.ResidentByID(ctx, residentID)
	if err != nil {
		return Resident{}, err
	}
	if from != "" && before.AreaID != from {
		return Resident{}, ErrNotFound
	}
	entry := AuditEntry{Actor: actor, Action: action, Entity: "resident", EntityID: residentID, ResidentID: residentID,
		Detail: map[string]string{"from": before.AreaID, "to": to}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, residentID); err != nil {
			return err
		}
		if to != "" {
			if err := checkArea(ctx, tx, to); errors.Is(err, ErrUnknownArea) {
				return ErrNotFound
			} else if err != nil {
				return err
			}
		}
		now := s.nowText()
		res, err := tx.ExecContext(ctx, `UPDATE residents SET area_id = ?, updated_at = ?, updated_by = ? WHERE id = ? AND deleted_at IS NULL`,
			nullable(to), now, actor.UserID, residentID)
		if err != nil {
			return fmt.Errorf("move resident: %w", err)
		}
		return expectOne(res)
	})
	if err != nil {
		return Resident{}, err
	}
	return s.ResidentByID(ctx, residentID)
}
