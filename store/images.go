package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
)

// NewImage is a picture already checked and thumbnailed by the caller.
type NewImage struct {
	ContentType string
	Width       int
	Height      int
	Data        []byte
	Thumb       []byte // JPEG
}

// Image is a stored picture.
type Image struct {
	ID          string
	ContentType string
	Data        []byte
	Thumb       []byte
	SHA256      string
}

// insertImage stores a picture inside the caller's transaction and returns its id.
func (s *Store) insertImage(ctx context.Context, tx *sql.Tx, actor Actor, img NewImage) (string, error) {
	id := newID()
	sum := sha256.Sum256(img.Data)
	_, err := tx.ExecContext(ctx, `
		INSERT INTO images (id, content_type, width, height, data, thumb, sha256, created_at, created_by)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		id, img.ContentType, img.Width, img.Height, img.Data, img.Thumb, hex.EncodeToString(sum[:]), s.nowText(), actor.UserID)
	if err != nil {
		return "", fmt.Errorf("insert image: %w", err)
	}
	return id, nil
}

// ImageByID returns a stored picture.
func (s *Store) ImageByID(ctx context.Context, id string) (Image, error) {
	var img Image
	err := s.reader.QueryRowContext(ctx, `SELECT id, content_type, data, thumb, sha256 FROM images WHERE id = ?`, id).
		Scan(&img.ID, &img.ContentType, &img.Data, &img.Thumb, &img.SHA256)
	if errors.Is(err, sql.ErrNoRows) {
		return Image{}, ErrNotFound
	}
	if err != nil {
		return Image{}, fmt.Errorf("read image: %w", err)
	}
	return img, nil
}
