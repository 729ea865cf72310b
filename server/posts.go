package server

import (
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

var postPhoto = imageRule{
	field:    "photo",
	maxBytes: 10 << 20,
	tooLarge: "La foto supera el tamaño máximo de 10 MB.",
	notImage: "La foto debe ser una imagen PNG, JPG, GIF o WebP.",
	types:    []string{"image/jpeg", "image/png", "image/gif", "image/webp"},
}

type postCommentJSON struct {
	ID        string `json:"_id"`
	Content   string `json:"content"`
	Author    string `json:"author"`
	AuthorID  string `json:"authorId"`
	CreatedAt string `json:"createdAt"`
}

type postJSON struct {
	ID            string            `json:"_id"`
	Title         string            `json:"title"`
	Content       string            `json:"content"`
	Photo         *string           `json:"photo"`
	Visibility    string            `json:"visibility"`
	Author        string            `json:"author"`
	AuthorPhoto   *string           `json:"authorPhoto"`
	Likes         int               `json:"likes"`
	LikedByMe     bool              `json:"likedByMe"`
	Comments      []postCommentJSON `json:"comments"`
	CreatedAt     string            `json:"createdAt"`
	CreatedBy     string            `json:"createdBy"`
	CreatedByName string            `json:"createdByName"`
	CanEdit       bool              `json:"canEdit"` // the caller may edit or delete it
}

func toPostJSON(c echo.Context, p store.Post) postJSON {
	comments := make([]postCommentJSON, len(p.Comments))
	for i, cm := range p.Comments {
		comments[i] = postCommentJSON{ID: cm.ID, Content: cm.Content, Author: cm.AuthorName, AuthorID: cm.AuthorID,
			CreatedAt: cm.CreatedAt.UTC().Format(time.RFC3339)}
	}
	return postJSON{ID: p.ID, Title: p.Title, Content: p.Content, Photo: imageURL(p.PhotoID), Visibility: p.Visibility,
		Author: p.CreatedByName, Likes: p.Likes, LikedByMe: p.LikedByViewer, Comments: comments,
		CreatedAt: p.CreatedAt.UTC().Format(time.RFC3339), CreatedBy: p.CreatedBy, CreatedByName: p.CreatedByName,
		CanEdit: mayEditContent(c, p.CreatedBy)}
}

// decodePost reads a post; a new post needs its photo, an edit keeps the old one unless a new one comes.
func decodePost(c echo.Context, creating bool) (store.PostInput, error) {
	var body struct {
		Title      string `json:"title"`
		Content    string `json:"content"`
		Photo      string `json:"photo"`
		Visibility string `json:"visibility"`
	}
	if err := decode(c, &body); err != nil {
		return store.PostInput{}, err
	}
	in := store.PostInput{Title: strings.TrimSpace(body.Title), Content: strings.TrimSpace(body.Content),
		Visibility: strings.TrimSpace(body.Visibility)}
	if in.Visibility == "" {
		in.Visibility = store.VisibilityBoth
	}
	v := newValidation()
	v.required(in.Content, "content", "El contenido es requerido.")
	v.maxLen(in.Title, shortText, "title")
	v.maxLen(in.Content, 5000, "content")
	v.oneOf(in.Visibility, []string{store.VisibilityWorkers, store.VisibilityFamilies, store.VisibilityBoth}, "visibility")
	photo := strings.TrimSpace(body.Photo)
	v.check(!creating || photo != "", "photo", "La foto es requerida.")
	if err := v.err(); err != nil {
		return in, err
	}
	if strings.HasPrefix(photo, "data:") {
		img, err := imageFromDataURL(photo, postPhoto)
		if err != nil {
			return in, err
		}
		in.Photo.New = &img
	} else if creating {
		return in, fieldError(http.StatusUnprocessableEntity, "photo", postPhoto.notImage)
	}
	return in, nil
}

// visibleTo is what a person may read: staff everything, families what is meant for them.
func visibleTo(u store.User) []string {
	if u.HasRole(store.StaffRoles...) {
		return []string{store.VisibilityWorkers, store.VisibilityFamilies, store.VisibilityBoth}
	}
	return []string{store.VisibilityFamilies, store.VisibilityBoth}
}

// listPosts: GET /posts, newest first.
func (s *Server) listPosts(c echo.Context) error {
	u := currentSession(c).User
	posts, err := s.store.ListPosts(c.Request().Context(), u.ID, visibleTo(u))
	if err != nil {
		return err
	}
	out := make([]postJSON, len(posts))
	for i, p := range posts {
		out[i] = toPostJSON(c, p)
	}
	return c.JSON(http.StatusOK, out)
}

// createPost: POST /posts.
func (s *Server) createPost(c echo.Context) error {
	in, err := decodePost(c, true)
	if err != nil {
		return err
	}
	p, err := s.store.CreatePost(c.Request().Context(), actorOf(c), in)
	if err != nil {
		return err
	}
	if p.Visibility != store.VisibilityFamilies {
		s.tell(c.Request().Context(), postNotice(p))
	}
	s.changed(c, resourcePosts)
	return c.JSON(http.StatusCreated, toPostJSON(c, p))
}

// updatePost: PUT /posts/:id, by its author or an administrative user.
func (s *Server) updatePost(c echo.Context) error {
	current, err := s.store.PostByID(c.Request().Context(), c.Param("id"), currentSession(c).User.ID)
	if err != nil {
		return err
	}
	if !mayEditContent(c, current.CreatedBy) {
		return s.deny(c, "post", current.ID)
	}
	in, err := decodePost(c, false)
	if err != nil {
		return err
	}
	p, err := s.store.UpdatePost(c.Request().Context(), actorOf(c), current.ID, in)
	if err != nil {
		return err
	}
	s.changed(c, resourcePosts)
	return c.JSON(http.StatusOK, toPostJSON(c, p))
}

// deletePost: DELETE /posts/:id, by its author or an administrative user.
func (s *Server) deletePost(c echo.Context) error {
	current, err := s.store.PostByID(c.Request().Context(), c.Param("id"), currentSession(c).User.ID)
	if err != nil {
		return err
	}
	if !mayEditContent(c, current.CreatedBy) {
		return s.deny(c, "post", current.ID)
	}
	if err := s.store.DeletePost(c.Request().Context(), actorOf(c), current.ID); err != nil {
		return err
	}
	s.changed(c, resourcePosts)
	return c.JSON(http.StatusOK, map[string]string{"message": "Publicación eliminada."})
}

// likePost: POST /posts/:id/like toggles the caller's like.
func (s *Server) likePost(c echo.Context) error {
	p, err := s.store.ToggleLike(c.Request().Context(), actorOf(c), c.Param("id"))
	if err != nil {
		return err
	}
	s.changed(c, resourcePosts)
	return c.JSON(http.StatusOK, toPostJSON(c, p))
}

// commentPost: POST /posts/:id/comments adds the caller's comment.
func (s *Server) commentPost(c echo.Context) error {
	var body struct {
		Content string `json:"content"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	content := strings.TrimSpace(body.Content)
	v := newValidation()
	v.required(content, "content", "El comentario no puede estar vacío.")
	v.maxLen(content, longText, "content")
	if err := v.err(); err != nil {
		return err
	}
	p, err := s.store.AddComment(c.Request().Context(), actorOf(c), c.Param("id"), content)
	if err != nil {
		return err
	}
	s.changed(c, resourcePosts)
	return c.JSON(http.StatusCreated, toPostJSON(c, p))
}
