package server_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"amparo/store"
)

func TestChangePasswordRefusesNullConfirmation(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	runScenarios(t, a, callers{"admin": admin}, []scenario{
		{name: "null confirmation", caller: "admin", method: "POST", url: "/api/auth/change-password",
			body:       `{"oldPassword":"secreta1","newPassword":"otra-clave","confirmPassword":null}`,
			wantStatus: http.StatusUnprocessableEntity,
			wantFields: map[string]string{"confirmPassword": "Por favor, confirma tu nueva contraseña."}},
		{name: "left out is still accepted", caller: "admin", method: "POST", url: "/api/auth/change-password",
			body: map[string]any{"oldPassword": "secreta1", "newPassword": "otra-clave"}, wantStatus: http.StatusOK},
	})
}

// Writing into someone else's conversation over the socket answers the permission message.
func TestSocketSendIntoForeignChatIsForbidden(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	_, nurseUser := a.addUser("enfermera", store.RoleNurse)
	doctor, _ := a.addUser("medico", store.RoleDoctor)
	chatID := a.request("POST", "/api/chat", map[string]any{"participants": []string{nurseUser.ID}}, admin).
		wantStatus(http.StatusOK).json()["_id"].(string)
	ts := httptest.NewServer(a.srv)
	defer ts.Close()
	outsider := mustDial(t, ts, doctor)
	outsider.send("send-msg", map[string]string{"chatId": chatID, "text": "Hola"})
	if got := string(outsider.waitFor("error")); !strings.Contains(got, msgForbidden) {
		t.Fatalf("error event = %s, want %q", got, msgForbidden)
	}
	if msgs := a.request("GET", "/api/messages/getmsg/"+chatID, nil, admin).wantStatus(http.StatusOK).Body.String(); strings.Contains(msgs, "Hola") {
		t.Fatalf("the message was written: %s", msgs)
	}
}

// A family account sees the photos of the posts it may read, and no other picture.
func TestFamilySeesPhotosOfItsPosts(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	family, _ := a.addUser("familia", store.RoleFamily)
	photo := func(visibility string) string {
		return a.request("POST", "/api/posts", map[string]any{"content": "Fiesta", "photo": pngDataURL(t, 20, 10),
			"visibility": visibility}, admin).wantStatus(http.StatusCreated).json()["photo"].(string)
	}
	both, families, workers := photo("both"), photo("families"), photo("workers")
	runScenarios(t, a, callers{"admin": admin, "family": family}, []scenario{
		{name: "a post for everyone", caller: "family", method: "GET", url: both, wantStatus: http.StatusOK},
		{name: "its thumbnail", caller: "family", method: "GET", url: both + "?size=thumb", wantStatus: http.StatusOK},
		{name: "a post for families", caller: "family", method: "GET", url: families, wantStatus: http.StatusOK},
		{name: "a post for workers", caller: "family", method: "GET", url: workers, wantStatus: http.StatusForbidden,
			wantJSON: map[string]any{"message": msgForbidden}},
		{name: "staff see it", caller: "admin", method: "GET", url: workers, wantStatus: http.StatusOK},
	})
}
