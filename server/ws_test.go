package server_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"amparo/store"
)

// socket is a real websocket client of the test server.
type socket struct {
	t    *testing.T
	conn *websocket.Conn
}

type event struct {
	Event string          `json:"event"`
	Data  json.RawMessage `json:"data"`
}

func dial(t *testing.T, ts *httptest.Server, token string, origin string) (*socket, *http.Response, error) {
	t.Helper()
	h := http.Header{}
	if token != "" {
		h.Set("Authorization", "Bearer "+token)
	}
	if origin != "" {
		h.Set("Origin", origin)
	}
	conn, resp, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(ts.URL, "http")+"/api/ws", h)
	if err != nil {
		return nil, resp, err
	}
	t.Cleanup(func() { conn.Close() })
	return &socket{t: t, conn: conn}, resp, nil
}

// mustDial opens a socket and returns once the server has registered it: the handshake's answer is
// written before the hub knows the tab, so an event sent in between would be missed. The hub greets
// each new tab with online-users after adding it; that greeting is consumed here.
func mustDial(t *testing.T, ts *httptest.Server, token string) *socket {
	t.Helper()
	s, _, err := dial(t, ts, token, "")
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	s.waitFor("online-users")
	return s
}

// handled returns once every frame this socket sent before has been handled: frames are handled in
// order, and add-user is answered with online-users.
func (s *socket) handled() {
	s.t.Helper()
	s.send("add-user", nil)
	s.waitFor("online-users")
}

// waitFor reads until an event of that name arrives (others are skipped), or fails after 3 s.
func (s *socket) waitFor(name string) json.RawMessage {
	s.t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for {
		s.conn.SetReadDeadline(deadline)
		var e event
		if err := s.conn.ReadJSON(&e); err != nil {
			s.t.Fatalf("waiting for %q: %v", name, err)
		}
		if e.Event == name {
			return e.Data
		}
	}
}

// waitForText reads until an event of that name whose data contains text arrives.
func (s *socket) waitForText(name, text string) json.RawMessage {
	s.t.Helper()
	for {
		if data := s.waitFor(name); strings.Contains(string(data), text) {
			return data
		}
	}
}

// nothing checks no event of that name arrives within a short while.
func (s *socket) nothing(name string) {
	s.t.Helper()
	s.conn.SetReadDeadline(time.Now().Add(300 * time.Millisecond))
	for {
		var e event
		if err := s.conn.ReadJSON(&e); err != nil {
			return
		}
		if e.Event == name {
			s.t.Fatalf("unexpected %q: %s", name, e.Data)
		}
	}
}

func (s *socket) send(name string, data any) {
	s.t.Helper()
	raw, _ := json.Marshal(data)
	if err := s.conn.WriteJSON(event{Event: name, Data: raw}); err != nil {
		s.t.Fatal(err)
	}
}

func TestSocketNeedsASessionAndThisOrigin(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	family, _ := a.addUser("familia", store.RoleFamily)
	ts := httptest.NewServer(a.srv)
	defer ts.Close()

	if _, resp, err := dial(t, ts, "", ""); err == nil || resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("no token: %v %v", resp, err)
	}
	if _, resp, err := dial(t, ts, family, ""); err == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("family account: %v %v", resp, err)
	}
	if _, resp, err := dial(t, ts, token, "http://otra-web.example"); err == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("foreign origin: %v %v", resp, err)
	}
	if _, _, err := dial(t, ts, token, ts.URL); err != nil {
		t.Fatalf("same origin refused: %v", err)
	}
	// Browsers cannot set headers on a websocket: the session cookie works too.
	h := http.Header{"Cookie": {"amparo_session=" + token}, "Origin": {ts.URL}}
	conn, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(ts.URL, "http")+"/api/ws", h)
	if err != nil {
		t.Fatalf("cookie: %v", err)
	}
	conn.Close()
}

func TestPresenceTypingAndChatDelivery(t *testing.T) {
	a := newApp(t)
	admin, adminID := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	ts := httptest.NewServer(a.srv)
	defer ts.Close()

	first, _, err := dial(t, ts, admin, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := string(first.waitFor("online-users")); !strings.Contains(got, adminID) {
		t.Fatalf("online users = %s", got)
	}
	second := mustDial(t, ts, nurse)
	if got := string(first.waitFor("user-online")); !strings.Contains(got, nurseUser.ID) {
		t.Fatalf("user-online = %s", got)
	}

	chat := a.request("POST", "/api/chat?userId="+adminID, map[string]any{"participants": []string{nurseUser.ID}}, admin).wantStatus(http.StatusOK).json()
	chatID := chat["_id"].(string)
	again := a.request("POST", "/api/chat", map[string]any{"participants": []string{adminID}}, nurse).wantStatus(http.StatusOK).json()
	if again["_id"] != chatID {
		t.Fatal("the same two people must get the same conversation")
	}

	second.send("typing", map[string]string{"chatId": chatID})
	if got := string(first.waitFor("typing")); !strings.Contains(got, nurseUser.ID) {
		t.Fatalf("typing = %s", got)
	}

	a.request("POST", "/api/messages/addmsg", map[string]any{"chatId": chatID, "text": "¿Puedes revisar la habitación 12?"}, admin).
		wantStatus(http.StatusCreated)
	if got := string(second.waitFor("msg-recieve")); !strings.Contains(got, "habitación 12") {
		t.Fatalf("msg-recieve = %s", got)
	}
	if got := string(second.waitFor("notification")); !strings.Contains(got, "Mensaje de") {
		t.Fatalf("a message to someone not looking must notify: %s", got)
	}

	second.send("joinChat", map[string]string{"chatId": chatID})
	second.handled()
	a.request("POST", "/api/messages/addmsg", map[string]any{"chatId": chatID, "text": "Gracias"}, admin).wantStatus(http.StatusCreated)
	second.waitFor("msg-recieve")
	second.nothing("notification")

	second.send("send-msg", map[string]string{"chatId": chatID, "text": "Hecho."})
	first.waitForText("msg-recieve", "Hecho.")

	second.conn.Close()
	if got := string(first.waitFor("user-offline")); !strings.Contains(got, nurseUser.ID) {
		t.Fatalf("user-offline = %s", got)
	}
}

func TestLiveNotificationsAndInvalidation(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	ts := httptest.NewServer(a.srv)
	defer ts.Close()
	watcher := mustDial(t, ts, nurse)

	a.request("POST", "/api/areas", map[string]any{"name": "Planta baja"}, admin).wantStatus(http.StatusCreated)
	if got := string(watcher.waitFor("invalidate")); !strings.Contains(got, `"resource":"areas"`) {
		t.Fatalf("invalidate = %s", got)
	}
	resident := a.createResident(admin, validResident("Ana Gil"))["_id"].(string)
	a.request("POST", "/api/incidents", map[string]any{"residentId": resident, "date": "2026-11-20", "time": "10:00",
		"shift": "mañana", "situation": "Agitación nocturna en la habitación."}, admin).wantStatus(http.StatusCreated)
	got := string(watcher.waitFor("notification"))
	if !strings.Contains(got, "Nueva incidencia: Ana Gil") || !strings.Contains(got, "Agitación nocturna en la habitación.") {
		t.Fatalf("incident notification = %s", got)
	}
}

func TestChatPagingAndParticipantsOnly(t *testing.T) {
	a := newApp(t)
	admin, adminID := a.bootstrap()
	nurse, nurseUser := a.addUser("enfermera", store.RoleNurse)
	outsider, _ := a.addUser("medico", store.RoleDoctor)
	chatID := a.request("POST", "/api/chat", map[string]any{"participants": []string{nurseUser.ID}}, admin).json()["_id"].(string)
	for i := 1; i <= 45; i++ {
		a.request("POST", "/api/messages/addmsg", map[string]any{"chatId": chatID, "text": "mensaje " + string(rune('A'+i%26)) + "-" + itoa(i)}, admin).
			wantStatus(http.StatusCreated)
		a.clock.Advance(time.Second)
	}
	page1 := a.request("GET", "/api/messages/getmsg/"+chatID+"?page=1&limit=20", nil, nurse).wantStatus(http.StatusOK).jsonArray()
	page3 := a.request("GET", "/api/messages/getmsg/"+chatID+"?page=3&limit=20", nil, nurse).wantStatus(http.StatusOK).jsonArray()
	if len(page1) != 20 || len(page3) != 5 {
		t.Fatalf("pages: %d and %d", len(page1), len(page3))
	}
	if last := page1[19].(map[string]any)["text"].(string); !strings.HasSuffix(last, "-45") {
		t.Fatalf("page 1 must end with the newest message: %s", last)
	}
	chats := a.request("GET", "/api/chat/"+nurseUser.ID, nil, nurse).wantStatus(http.StatusOK).jsonArray()
	if len(chats) != 1 || chats[0].(map[string]any)["unread"] != float64(45) {
		t.Fatalf("chats = %v", chats)
	}
	a.request("PATCH", "/api/chat/"+chatID+"/read", nil, nurse).wantStatus(http.StatusOK)
	if c := a.request("GET", "/api/chat/"+nurseUser.ID, nil, nurse).jsonArray()[0].(map[string]any); c["unread"] != float64(0) {
		t.Fatalf("after reading, unread = %v", c["unread"])
	}
	a.request("GET", "/api/messages/getmsg/"+chatID, nil, outsider).wantStatus(http.StatusForbidden)
	a.request("POST", "/api/messages/addmsg", map[string]any{"chatId": chatID, "text": "hola"}, outsider).wantStatus(http.StatusForbidden)
	a.request("GET", "/api/chat/"+adminID, nil, nurse).wantStatus(http.StatusForbidden)
	r := a.request("POST", "/api/messages/addmsg", map[string]any{"chatId": chatID, "text": "  "}, admin).wantStatus(http.StatusUnprocessableEntity)
	if r.field("text") != "El mensaje no puede estar vacío." {
		t.Fatalf("empty message = %s", r.Body.String())
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
