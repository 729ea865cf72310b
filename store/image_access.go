package store

import (
	"context"
	"fmt"
)

// ImageOnFamilyPost reports whether a picture is the photo of a post families may read
// (visibility families or both): the only pictures a family account is shown.
func (s *Store) ImageOnFamilyPost(ctx context.Context, imageID string) (bool, error) {
	var n int
	err := s.reader.QueryRowContext(ctx, `SELECT count(*) FROM posts WHERE photo_id = ? AND visibility IN (?, ?)`,
		imageID, VisibilityFamilies, VisibilityBoth).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("image on a family post: %w", err)
	}
	return n > 0, nil
}
