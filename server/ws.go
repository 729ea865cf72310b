package server

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/websocket"
	"github.com/labstack/echo/v4"

	"amparo/store"
)

const (
	wsWriteWait  = 10 * time.Second
	wsPongWait   = 60 * time.Second
	wsPingEvery  = 25 * time.Second
	wsMaxMessage = 64 << 10
	wsQueue      = 256
)

// wsUpgrader refuses pages of other sites: a browser always sends Origin, and it must be this host.
var wsUpgrader = websocket.Upgrader{
	ReadBufferSize:  4096,
	WriteBufferSize: 4096,
	CheckOrigin: func(r *http.Request) bool {
		origin := r.Header.Get("Origin")
		if origin == "" {
			return true // not a browser
		}
		u, err := url.Parse(origin)
		return err == nil && strings.EqualFold(u.Host, r.Host)
	},
}

// wsClient is one open tab.
type wsClient struct {
	s      *Server
	conn   *websocket.Conn
	user   store.User
	claims claims
	send   chan []byte

	mu     sync.Mutex
	chat   string // the conversation the tab shows (joinChat)
	closed bool
}

func (c *wsClient) chatID() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.chat
}

// enqueue queues a frame; a client too slow to keep up is dropped at once instead of making others
// wait (its tab reconnects and refetches).
func (c *wsClient) enqueue(msg []byte) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	select {
	case c.send <- msg:
		c.mu.Unlock()
		return
	default:
		c.closed = true
		close(c.send)
		c.mu.Unlock()
	}
	c.conn.Close() // unblocks a writer stuck on a full socket
	c.s.hub.remove(c)
}

func (c *wsClient) emit(event string, data any) {
	if msg, err := encodeFrame(event, data); err == nil {
		c.enqueue(msg)
	}
}

func (c *wsClient) shut() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.closed {
		c.closed = true
		close(c.send)
	}
}

// openSocket: GET /ws. Identity comes from the token (header or session cookie), never from the client.
func (s *Server) openSocket(c echo.Context) error {
	sess := currentSession(c)
	conn, err := wsUpgrader.Upgrade(c.Response(), c.Request(), nil)
	if err != nil {
		return nil // the upgrader has answered already
	}
	client := &wsClient{s: s, conn: conn, user: sess.User, claims: sess.Claims, send: make(chan []byte, wsQueue)}
	s.hub.add(client)
	go client.writeLoop()
	client.readLoop()
	return nil
}

func (c *wsClient) readLoop() {
	defer func() {
		c.s.hub.remove(c)
		c.shut()
	}()
	c.conn.SetReadLimit(wsMaxMessage)
	c.conn.SetReadDeadline(time.Now().Add(wsPongWait))
	c.conn.SetPongHandler(func(string) error { return c.conn.SetReadDeadline(time.Now().Add(wsPongWait)) })
	for {
		var f frame
		if err := c.conn.ReadJSON(&f); err != nil {
			return
		}
		c.handle(f)
	}
}

func (c *wsClient) writeLoop() {
	ticker := time.NewTicker(wsPingEvery)
	defer func() {
		ticker.Stop()
		c.conn.Close()
	}()
	for {
		select {
		case msg, ok := <-c.send:
			c.conn.SetWriteDeadline(time.Now().Add(wsWriteWait))
			if !ok {
				c.conn.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""))
				return
			}
			if err := c.conn.WriteMessage(websocket.TextMessage, msg); err != nil {
				return
			}
		case <-ticker.C:
			if !c.s.sessionStillValid(c.claims) {
				c.conn.SetWriteDeadline(time.Now().Add(wsWriteWait))
				c.conn.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.ClosePolicyViolation, "session ended"))
				return
			}
			c.conn.SetWriteDeadline(time.Now().Add(wsWriteWait))
			if err := c.conn.WriteMessage(websocket.PingMessage, nil); err != nil {
				return
			}
		}
	}
}

// handle answers one frame from the tab (SPEC 4 "Chat": add-user, joinChat, send-msg, typing, stop-typing).
func (c *wsClient) handle(f frame) {
	var data struct {
		ChatID  string `json:"chatId"`
		Text    string `json:"text"`
		Message string `json:"message"`
	}
	_ = json.Unmarshal(f.Data, &data)
	ctx, cancel := c.s.requestContext()
	defer cancel()
	switch f.Event {
	case "add-user": // who connected is known from the token; answer with who is online
		c.s.hub.mu.Lock()
		online := c.s.hub.onlineIDsLocked()
		c.s.hub.mu.Unlock()
		c.emit("online-users", map[string]any{"userIds": online})
	case "joinChat":
		if data.ChatID != "" {
			if _, err := c.s.store.ChatFor(ctx, data.ChatID, c.user.ID); err != nil {
				c.emit("error", map[string]string{"message": "No participas en esta conversación."})
				return
			}
			if err := c.s.store.MarkChatRead(ctx, c.user.ID, data.ChatID); err != nil {
				c.s.log.Error("mark chat read", "err", err)
			}
			actor := store.Actor{UserID: c.user.ID, Name: c.user.Name, Role: "chat"}
			if err := c.s.store.MarkTagRead(ctx, actor, chatTag(data.ChatID)); err != nil {
				c.s.log.Error("mark chat notifications read", "err", err)
			}
		}
		c.mu.Lock()
		c.chat = data.ChatID
		c.mu.Unlock()
	case "send-msg":
		actor := store.Actor{UserID: c.user.ID, Name: c.user.Name, Role: "chat"}
		if _, err := c.s.sendMessage(ctx, actor, data.ChatID, orText(data.Text, data.Message)); err != nil {
			msg := toAPIError(err).Message
			if errors.Is(err, store.ErrNotParticipant) {
				msg = msgForbidden
			}
			c.emit("error", map[string]string{"message": msg})
		}
	case "typing", "stop-typing":
		chat, err := c.s.store.ChatFor(ctx, data.ChatID, c.user.ID)
		if err != nil {
			return
		}
		c.s.hub.toUsers(participantIDs(chat, c.user.ID), nil, f.Event,
			map[string]string{"chatId": chat.ID, "userId": c.user.ID, "name": c.user.Name})
	}
}

// sessionStillValid re-checks an open connection's session: ended sessions lose their socket too.
func (s *Server) sessionStillValid(cl claims) bool {
	ctx, cancel := s.requestContext()
	defer cancel()
	u, err := s.store.UserByID(ctx, cl.UserID)
	if err != nil || !u.Active() || u.TokenGeneration != cl.Generation || !s.store.Now().Before(cl.Expires) {
		return false
	}
	revoked, err := s.store.TokenRevoked(ctx, cl.TokenID)
	return err == nil && !revoked
}
