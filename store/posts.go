package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Post visibilities: who the post is for.
const (
	VisibilityWorkers  = "workers"
	VisibilityFamilies = "families"
	VisibilityBoth     = "both"
)

// Post is a news item with a photo, for staff, families or both.
type Post struct {
	ID            string
	Title         string
	Content       string
	PhotoID       string
	Visibility    string
	CreatedBy     string
	CreatedByName string
	Likes         int
	LikedByViewer bool
	Comments      []PostComment
	CreatedAt     time.Time
}

// PostComment is a reply under a post.
type PostComment struct {
	ID         string
	Content    string
	AuthorID   string
	AuthorName string
	CreatedAt  time.Time
}

// PostInput is what creating or editing a post saves. A new post needs a photo.
type PostInput struct {
	Title      string
	Content    string
	Visibility string
	Photo      PhotoChange
}

// ListPosts returns the posts with one of the visibilities, newest first, as seen by viewerID.
func (s *Store) ListPosts(ctx context.Context, viewerID string, visibilities []string) ([]Post, error) {
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(visibilities)), ", ")
	args := []any{viewerID}
	for _, v := range visibilities {
		args = append(args, v)
	}
	rows, err := s.reader.QueryContext(ctx, `SELECT `+postColumns+` FROM posts p
		WHERE p.visibility IN (`+marks+`) ORDER BY p.created_at DESC, p.id DESC`, args...)
	if err != nil {
		return nil, fmt.Errorf("list posts: %w", err)
	}
	posts := []Post{}
	byID := map[string]int{}
	for rows.Next() {
		p, err := scanPost(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		byID[p.ID] = len(posts)
		posts = append(posts, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	comments, err := s.reader.QueryContext(ctx, `SELECT post_id, id, content, author_id, author_name, created_at
		FROM post_comments ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("list comments: %w", err)
	}
	defer comments.Close()
	for comments.Next() {
		var postID, created string
		var c PostComment
		if err := comments.Scan(&postID, &c.ID, &c.Content, &c.AuthorID, &c.AuthorName, &created); err != nil {
			return nil, fmt.Errorf("scan comment: %w", err)
		}
		if i, ok := byID[postID]; ok {
			c.CreatedAt = parseTime(created)
			posts[i].Comments = append(posts[i].Comments, c)
		}
	}
	return posts, comments.Err()
}

// postColumns needs the viewer's id as the first argument.
const postColumns = `p.id, p.title, p.content, p.photo_id, p.visibility, p.created_by, p.created_by_name, p.created_at,
	(SELECT count(*) FROM post_likes l WHERE l.post_id = p.id),
	EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = ?1)`

func scanPost(row rowScanner) (Post, error) {
	var p Post
	var created string
	err := row.Scan(&p.ID, &p.Title, &p.Content, &p.PhotoID, &p.Visibility, &p.CreatedBy, &p.CreatedByName,
		&created, &p.Likes, &p.LikedByViewer)
	if errors.Is(err, sql.ErrNoRows) {
		return Post{}, ErrNotFound
	}
	if err != nil {
		return Post{}, fmt.Errorf("scan post: %w", err)
	}
	p.CreatedAt = parseTime(created)
	p.Comments = []PostComment{}
	return p, nil
}

// PostByID returns one post with its comments, as seen by viewerID.
func (s *Store) PostByID(ctx context.Context, id, viewerID string) (Post, error) {
	p, err := scanPost(s.reader.QueryRowContext(ctx, `SELECT `+postColumns+` FROM posts p WHERE p.id = ?2`, viewerID, id))
	if err != nil {
		return Post{}, err
	}
	rows, err := s.reader.QueryContext(ctx, `SELECT id, content, author_id, author_name, created_at
		FROM post_comments WHERE post_id = ? ORDER BY created_at, id`, id)
	if err != nil {
		return Post{}, fmt.Errorf("list comments: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var c PostComment
		var created string
		if err := rows.Scan(&c.ID, &c.Content, &c.AuthorID, &c.AuthorName, &created); err != nil {
			return Post{}, fmt.Errorf("scan comment: %w", err)
		}
		c.CreatedAt = parseTime(created)
		p.Comments = append(p.Comments, c)
	}
	return p, rows.Err()
}

// CreatePost publishes a post signed by the actor.
func (s *Store) CreatePost(ctx context.Context, actor Actor, in PostInput) (Post, error) {
	if in.Photo.New == nil {
		return Post{}, errors.New("store: a new post needs a photo")
	}
	id, now := newID(), s.nowText()
	err := s.write(ctx, AuditEntry{Actor: actor, Action: "create", Entity: "post", EntityID: id}, func(tx *sql.Tx) error {
		photoID, err := s.insertImage(ctx, tx, actor, *in.Photo.New)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO posts (id, title, content, photo_id, visibility, created_by, created_by_name, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, in.Title, in.Content, photoID, in.Visibility, actor.UserID, actor.Name, now, now)
		return err
	})
	if err != nil {
		return Post{}, err
	}
	return s.PostByID(ctx, id, actor.UserID)
}

// UpdatePost edits a post; its photo is replaced only when a new one is given.
func (s *Store) UpdatePost(ctx context.Context, actor Actor, id string, in PostInput) (Post, error) {
	before, err := s.PostByID(ctx, id, actor.UserID)
	if err != nil {
		return Post{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "post", EntityID: id, Detail: map[string]any{"before": before}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		photoID := before.PhotoID
		if in.Photo.New != nil {
			if photoID, err = s.insertImage(ctx, tx, actor, *in.Photo.New); err != nil {
				return err
			}
		}
		res, err := tx.ExecContext(ctx, `UPDATE posts SET title = ?, content = ?, photo_id = ?, visibility = ?, updated_at = ? WHERE id = ?`,
			in.Title, in.Content, photoID, in.Visibility, s.nowText(), id)
		if err != nil {
			return err
		}
		return expectOne(res)
	})
	if err != nil {
		return Post{}, err
	}
	return s.PostByID(ctx, id, actor.UserID)
}

// DeletePost removes a post with its likes and comments; the audit row keeps it.
func (s *Store) DeletePost(ctx context.Context, actor Actor, id string) error {
	before, err := s.PostByID(ctx, id, actor.UserID)
	if err != nil {
		return err
	}
	entry := AuditEntry{Actor: actor, Action: "delete", Entity: "post", EntityID: id, Detail: map[string]any{"before": before}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM posts WHERE id = ?`, id)
		if err != nil {
			return err
		}
		return expectOne(res)
	})
}

// ToggleLike likes the post for the actor, or takes the like back.
func (s *Store) ToggleLike(ctx context.Context, actor Actor, id string) (Post, error) {
	before, err := s.PostByID(ctx, id, actor.UserID)
	if err != nil {
		return Post{}, err
	}
	action := "like"
	if before.LikedByViewer {
		action = "unlike"
	}
	err = s.write(ctx, AuditEntry{Actor: actor, Action: action, Entity: "post", EntityID: id}, func(tx *sql.Tx) error {
		if before.LikedByViewer {
			_, err := tx.ExecContext(ctx, `DELETE FROM post_likes WHERE post_id = ? AND user_id = ?`, id, actor.UserID)
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO post_likes (post_id, user_id, at) VALUES (?, ?, ?)`,
			id, actor.UserID, s.nowText())
		return err
	})
	if err != nil {
		return Post{}, err
	}
	return s.PostByID(ctx, id, actor.UserID)
}

// AddComment adds the actor's comment under a post.
func (s *Store) AddComment(ctx context.Context, actor Actor, id, content string) (Post, error) {
	if _, err := s.PostByID(ctx, id, actor.UserID); err != nil {
		return Post{}, err
	}
	commentID := newID()
	err := s.write(ctx, AuditEntry{Actor: actor, Action: "comment", Entity: "post", EntityID: id}, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO post_comments (id, post_id, content, author_id, author_name, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
			commentID, id, content, actor.UserID, actor.Name, s.nowText())
		return err
	})
	if err != nil {
		return Post{}, err
	}
	return s.PostByID(ctx, id, actor.UserID)
}

// excerpt cuts s to at most n characters, with an ellipsis when cut.
