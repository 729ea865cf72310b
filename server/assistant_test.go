package server_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amparo/server"
)

// fakeModel is an OpenAI-compatible endpoint run by the test: it answers with reply (or fails with
// status), and remembers what it was asked.
type fakeModel struct {
	reply  string
	status int
	delay  time.Duration
	asked  []map[string]any
	auth   string
}

func (f *fakeModel) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body map[string]any
	json.NewDecoder(r.Body).Decode(&body)
	f.asked = append(f.asked, body)
	f.auth = r.Header.Get("Authorization")
	if !strings.HasSuffix(r.URL.Path, "/chat/completions") {
		http.NotFound(w, r)
		return
	}
	time.Sleep(f.delay)
	if f.status != 0 {
		http.Error(w, `{"error":"overloaded"}`, f.status)
		return
	}
	json.NewEncoder(w).Encode(map[string]any{"choices": []any{map[string]any{"message": map[string]string{"role": "assistant", "content": f.reply}}}})
}

func TestAssistant(t *testing.T) {
	model := &fakeModel{reply: "Puede proponer un taller de música por la tarde."}
	upstream := httptest.NewServer(model)
	defer upstream.Close()
	a := newAppWith(t, server.AssistantConfig{URL: upstream.URL + "/v1", Model: "llama3", Key: "clave", Timeout: 300 * time.Millisecond})
	token, id := a.bootstrap()

	a.request("POST", "/api/chat/ai", map[string]any{"prompt": " "}, token).wantStatus(http.StatusUnprocessableEntity)
	got := a.request("POST", "/api/chat/ai", map[string]any{"prompt": "¿Qué actividad hacemos hoy?", "userId": "otro"}, token).
		wantStatus(http.StatusOK).json()
	if got["reply"].(map[string]any)["content"] != model.reply {
		t.Fatalf("reply = %v", got)
	}
	a.request("POST", "/api/chat/ai", map[string]any{"prompt": "¿Y mañana?"}, token).wantStatus(http.StatusOK)
	last := model.asked[len(model.asked)-1]
	msgs := last["messages"].([]any)
	if last["model"] != "llama3" || model.auth != "Bearer clave" || len(msgs) != 4 ||
		msgs[0].(map[string]any)["role"] != "system" || !strings.Contains(msgs[0].(map[string]any)["content"].(string), "residencia") ||
		msgs[3].(map[string]any)["content"] != "¿Y mañana?" {
		t.Fatalf("asked the model %v (auth %q)", last, model.auth)
	}
	history := a.request("GET", "/api/chat/ai/"+id, nil, token).wantStatus(http.StatusOK).json()
	if len(history["messages"].([]any)) != 4 || history["configured"] != true {
		t.Fatalf("history = %v", history)
	}
	nurse, _ := a.addUser("enfermera", "nurse")
	a.request("GET", "/api/chat/ai/"+id, nil, nurse).wantStatus(http.StatusForbidden)

	model.status = http.StatusServiceUnavailable
	r := a.request("POST", "/api/chat/ai", map[string]any{"prompt": "¿Hola?"}, token).wantStatus(http.StatusBadGateway)
	if r.message() != "El asistente no ha podido responder. Inténtalo más tarde." {
		t.Fatalf("upstream error = %s", r.Body.String())
	}
	model.status, model.delay = 0, time.Second
	r = a.request("POST", "/api/chat/ai", map[string]any{"prompt": "¿Hola?"}, token).wantStatus(http.StatusGatewayTimeout)
	if !strings.Contains(r.message(), "tardando demasiado") {
		t.Fatalf("timeout = %s", r.Body.String())
	}
}

func TestAssistantOffByDefault(t *testing.T) {
	a := newApp(t)
	token, id := a.bootstrap()
	r := a.request("POST", "/api/chat/ai", map[string]any{"prompt": "Hola"}, token).wantStatus(http.StatusServiceUnavailable)
	if r.message() != "El asistente no está configurado." {
		t.Fatalf("unconfigured = %s", r.Body.String())
	}
	if got := a.request("GET", "/api/chat/ai/"+id, nil, token).json()["configured"]; got != false {
		t.Fatalf("configured = %v", got)
	}
}
