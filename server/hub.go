package server

import (
	"encoding/json"
	"log/slog"
	"slices"
	"sync"

	"amparo/store"
)

// frame is what travels over the websocket both ways: {"event": "...", "data": ...}.
type frame struct {
	Event string          `json:"event"`
	Data  json.RawMessage `json:"data,omitempty"`
}

// hub knows every open connection, who is online and which conversation each tab is looking at.
// Sending never blocks: a client whose queue is full is dropped, so one stalled tablet cannot hold
// up everyone else.
type hub struct {
	mu      sync.Mutex
	clients map[*wsClient]struct{}
	log     *slog.Logger
}

func newHub(log *slog.Logger) *hub {
	return &hub{clients: map[*wsClient]struct{}{}, log: log}
}

// add registers a connection; the first of a person announces them online.
func (h *hub) add(c *wsClient) {
	h.mu.Lock()
	first := !h.onlineLocked(c.user.ID)
	h.clients[c] = struct{}{}
	online := h.onlineIDsLocked()
	h.mu.Unlock()
	c.emit("online-users", map[string]any{"userIds": online})
	if first { // the new tab knows from online-users
		h.deliver(func(other *wsClient) bool { return other != c }, "user-online", map[string]string{"userId": c.user.ID})
	}
}

// remove forgets a connection; the last of a person announces them offline.
func (h *hub) remove(c *wsClient) {
	h.mu.Lock()
	if _, ok := h.clients[c]; !ok {
		h.mu.Unlock()
		return
	}
	delete(h.clients, c)
	last := !h.onlineLocked(c.user.ID)
	h.mu.Unlock()
	if last {
		h.toAll("user-offline", map[string]string{"userId": c.user.ID})
	}
}

func (h *hub) onlineLocked(userID string) bool {
	for c := range h.clients {
		if c.user.ID == userID {
			return true
		}
	}
	return false
}

func (h *hub) onlineIDsLocked() []string {
	ids := []string{}
	for c := range h.clients {
		if !slices.Contains(ids, c.user.ID) {
			ids = append(ids, c.user.ID)
		}
	}
	slices.Sort(ids)
	return ids
}

// isOnline reports whether the person has a connection open.
func (h *hub) isOnline(userID string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.onlineLocked(userID)
}

// isLooking reports whether the person has a tab open on that conversation.
func (h *hub) isLooking(userID, chatID string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.clients {
		if c.user.ID == userID && c.chatID() == chatID {
			return true
		}
	}
	return false
}

func (h *hub) toAll(event string, data any) {
	h.deliver(func(*wsClient) bool { return true }, event, data)
}

func (h *hub) toUser(userID, event string, data any) {
	h.deliver(func(c *wsClient) bool { return c.user.ID == userID }, event, data)
}

// toUsers sends to every connection of the people, except the one connection skip (may be nil).
func (h *hub) toUsers(userIDs []string, skip *wsClient, event string, data any) {
	h.deliver(func(c *wsClient) bool { return c != skip && slices.Contains(userIDs, c.user.ID) }, event, data)
}

func (h *hub) deliver(match func(*wsClient) bool, event string, data any) {
	msg, err := encodeFrame(event, data)
	if err != nil {
		h.log.Error("encode frame", "event", event, "err", err)
		return
	}
	h.mu.Lock()
	targets := make([]*wsClient, 0, len(h.clients))
	for c := range h.clients {
		if match(c) {
			targets = append(targets, c)
		}
	}
	h.mu.Unlock()
	for _, c := range targets {
		c.enqueue(msg)
	}
}

func encodeFrame(event string, data any) ([]byte, error) {
	raw, err := json.Marshal(data)
	if err != nil {
		return nil, err
	}
	return json.Marshal(frame{Event: event, Data: raw})
}

// notify delivers a stored notification live to its owner's open tabs.
func (h *hub) notify(n store.Notification) {
	h.toUser(n.UserID, "notification", toNotificationJSON(n))
}
