package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

type chatPersonJSON struct {
	ID       string `json:"_id"`
	Name     string `json:"name"`
	Username string `json:"username"`
	Online   bool   `json:"online"`
}

type messageJSON struct {
	ID        string         `json:"_id"`
	ChatID    string         `json:"chatId"`
	Sender    chatPersonJSON `json:"sender"`
	SenderID  string         `json:"senderId"`
	Text      string         `json:"text"`
	Message   string         `json:"message"`
	CreatedAt string         `json:"createdAt"`
}

type chatJSON struct {
	ID           string           `json:"_id"`
	Participants []chatPersonJSON `json:"participants"`
	LastMessage  *messageJSON     `json:"lastMessage"`
	Unread       int              `json:"unread"`
	UpdatedAt    string           `json:"updatedAt"`
}

func toMessageJSON(m store.Message) messageJSON {
	return messageJSON{ID: m.ID, ChatID: m.ChatID, Sender: chatPersonJSON{ID: m.SenderID, Name: m.SenderName},
		SenderID: m.SenderID, Text: m.Text, Message: m.Text, CreatedAt: m.CreatedAt.UTC().Format(time.RFC3339Nano)}
}

func (s *Server) toChatJSON(c store.Chat) chatJSON {
	out := chatJSON{ID: c.ID, Unread: c.Unread, UpdatedAt: c.UpdatedAt.UTC().Format(time.RFC3339Nano)}
	for _, p := range c.Participants {
		out.Participants = append(out.Participants, chatPersonJSON{ID: p.ID, Name: p.Name, Username: p.Username,
			Online: s.hub.isOnline(p.ID)})
	}
	if c.LastMessage != nil {
		m := toMessageJSON(*c.LastMessage)
		out.LastMessage = &m
	}
	return out
}

func participantIDs(c store.Chat, except string) []string {
	var ids []string
	for _, p := range c.Participants {
		if p.ID != except {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// requestContext bounds store calls made outside an HTTP request (websocket frames).
func (s *Server) requestContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), 10*time.Second)
}

// listChats: GET /chat/:userId, the caller's own conversations.
func (s *Server) listChats(c echo.Context) error {
	me := currentSession(c).User
	if c.Param("userId") != me.ID {
		return s.deny(c, "chat", c.Param("userId"))
	}
	chats, err := s.store.ChatsOf(c.Request().Context(), me.ID)
	if err != nil {
		return err
	}
	out := make([]chatJSON, len(chats))
	for i, ch := range chats {
		out[i] = s.toChatJSON(ch)
	}
	return c.JSON(http.StatusOK, out)
}

// openChat: POST /chat?userId= {participants}, the conversation between the caller and the others
// (the same one again if it exists).
func (s *Server) openChat(c echo.Context) error {
	var body struct {
		Participants []string `json:"participants"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	me := currentSession(c).User
	people := []string{me.ID}
	for _, p := range body.Participants {
		if p = strings.TrimSpace(p); p != "" && p != me.ID {
			people = append(people, p)
		}
	}
	if len(people) < 2 || len(people) > 20 {
		return fieldError(http.StatusUnprocessableEntity, "participants", "Elige con quién quieres hablar.")
	}
	for _, id := range people[1:] {
		u, err := s.store.UserByID(c.Request().Context(), id)
		if err != nil || !u.Active() || !u.HasRole(store.StaffRoles...) {
			return fieldError(http.StatusUnprocessableEntity, "participants", "Esa persona no está disponible para chatear.")
		}
	}
	chat, err := s.store.FindOrCreateChat(c.Request().Context(), actorOf(c), people)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, s.toChatJSON(chat))
}

// messages: GET /messages/getmsg/:chatId?page&limit, 20 a page, newest page first.
func (s *Server) messages(c echo.Context) error {
	ctx := c.Request().Context()
	if _, err := s.store.ChatFor(ctx, c.Param("chatId"), currentSession(c).User.ID); err != nil {
		return s.chatError(c, err)
	}
	page, limit := 1, 20
	if v, err := strconv.Atoi(c.QueryParam("page")); err == nil && v >= 1 {
		page = v
	}
	if v, err := strconv.Atoi(c.QueryParam("limit")); err == nil && v >= 1 && v <= 100 {
		limit = v
	}
	list, err := s.store.Messages(ctx, c.Param("chatId"), page, limit)
	if err != nil {
		return err
	}
	out := make([]messageJSON, len(list))
	for i, m := range list {
		out[i] = toMessageJSON(m)
	}
	return c.JSON(http.StatusOK, out)
}

// addMessage: POST /messages/addmsg {chatId, text}.
func (s *Server) addMessage(c echo.Context) error {
	var body struct {
		ChatID  string `json:"chatId"`
		Text    string `json:"text"`
		Message string `json:"message"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	m, err := s.sendMessage(c.Request().Context(), actorOf(c), body.ChatID, orText(body.Text, body.Message))
	if err != nil {
		return s.chatError(c, err)
	}
	return c.JSON(http.StatusCreated, toMessageJSON(m))
}

// sendMessage stores a message, delivers it live to every participant's open tabs, and notifies those
// who are not looking at the conversation.
func (s *Server) sendMessage(ctx context.Context, actor store.Actor, chatID, text string) (store.Message, error) {
	text = strings.TrimSpace(text)
	v := newValidation()
	v.required(chatID, "chatId", "La conversación es requerida.")
	v.required(text, "text", "El mensaje no puede estar vacío.")
	v.maxLen(text, 4000, "text")
	if err := v.err(); err != nil {
		return store.Message{}, err
	}
	chat, err := s.store.ChatFor(ctx, chatID, actor.UserID)
	if err != nil {
		return store.Message{}, err
	}
	m, err := s.store.AddMessage(ctx, actor, chatID, text)
	if err != nil {
		return store.Message{}, err
	}
	everyone := participantIDs(chat, "")
	s.hub.toUsers(everyone, nil, "msg-recieve", toMessageJSON(m))
	for _, id := range participantIDs(chat, actor.UserID) {
		if !s.hub.isLooking(id, chatID) {
			s.tell(ctx, chatNotice(id, chatID, actor.Name, text))
		}
	}
	return m, nil
}

// readChat: PATCH /chat/:chatId/read.
func (s *Server) readChat(c echo.Context) error {
	if err := s.store.MarkChatRead(c.Request().Context(), currentSession(c).User.ID, c.Param("chatId")); err != nil {
		return s.chatError(c, err)
	}
	if err := s.store.MarkTagRead(c.Request().Context(), actorOf(c), chatTag(c.Param("chatId"))); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"message": "Conversación leída."})
}

// chatError turns "not a participant" into an audited 403.
func (s *Server) chatError(c echo.Context, err error) error {
	if errors.Is(err, store.ErrNotParticipant) {
		return s.deny(c, "chat", c.Param("chatId"))
	}
	return err
}
