package server_test

import (
	"crypto/ecdh"
	"crypto/rand"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"amparo/server"
	"amparo/store"
)

// pushService stands in for a browser vendor's push service: it records what it receives and answers
// status (201 by default).
type pushService struct {
	mu       sync.Mutex
	requests []*http.Request
	bodies   [][]byte
	status   int
}

func (p *pushService) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	p.mu.Lock()
	p.requests = append(p.requests, r)
	p.bodies = append(p.bodies, body)
	status := p.status
	p.mu.Unlock()
	if status == 0 {
		status = http.StatusCreated
	}
	w.WriteHeader(status)
}

func (p *pushService) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.requests)
}

// browserKeys are what a browser's PushSubscription carries: its P-256 public key and auth secret.
func browserKeys(t *testing.T) (p256dh, auth string) {
	t.Helper()
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	secret := make([]byte, 16)
	rand.Read(secret)
	return base64.RawURLEncoding.EncodeToString(key.PublicKey().Bytes()), base64.RawURLEncoding.EncodeToString(secret)
}

func TestWebPush(t *testing.T) {
	service := &pushService{}
	ts := httptest.NewTLSServer(service)
	defer ts.Close()
	a := newAppConfig(t, server.Config{PushClient: ts.Client()})
	admin, _ := a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)

	key := a.request("GET", "/api/push/key", nil, nurse).wantStatus(http.StatusOK).json()["publicKey"].(string)
	if len(key) < 80 {
		t.Fatalf("public key = %q", key)
	}
	a.request("POST", "/api/push/subscribe", map[string]any{"endpoint": "http://inseguro.example/x",
		"keys": map[string]string{"p256dh": "a", "auth": "b"}}, nurse).wantStatus(http.StatusUnprocessableEntity)
	p256dh, auth := browserKeys(t)
	endpoint := ts.URL + "/push/abc"
	a.request("POST", "/api/push/subscribe", map[string]any{"endpoint": endpoint,
		"keys": map[string]string{"p256dh": p256dh, "auth": auth}}, nurse).wantStatus(http.StatusCreated)

	resident := a.createResident(admin, validResident("Ana Gil"))["_id"].(string)
	a.request("POST", "/api/incidents", map[string]any{"residentId": resident, "date": "2026-11-20", "time": "10:00",
		"shift": "mañana", "situation": "Caída en el baño."}, admin).wantStatus(http.StatusCreated)
	waitUntil(t, func() bool { return service.count() == 1 })
	r := service.requests[0]
	if !strings.HasPrefix(r.Header.Get("Authorization"), "vapid t=") || !strings.Contains(r.Header.Get("Authorization"), "k="+key) ||
		r.Header.Get("Content-Encoding") != "aes128gcm" || r.Header.Get("TTL") == "" || len(service.bodies[0]) < 100 {
		t.Fatalf("push request headers %v, body %d bytes", r.Header, len(service.bodies[0]))
	}
	if strings.Contains(string(service.bodies[0]), "Caída") {
		t.Fatal("the push payload must be encrypted")
	}

	// The push service says the browser is gone: the subscription is forgotten.
	service.mu.Lock()
	service.status = http.StatusGone
	service.mu.Unlock()
	a.request("POST", "/api/incidents", map[string]any{"residentId": resident, "date": "2026-11-20", "time": "11:00",
		"shift": "mañana", "situation": "Otra caída."}, admin).wantStatus(http.StatusCreated)
	waitUntil(t, func() bool { return service.count() == 2 })
	nurseUser, _ := a.store.ListUsersWithRole(t.Context(), store.RoleNurse)
	waitUntil(t, func() bool {
		subs, _ := a.store.PushSubscriptionsOf(t.Context(), nurseUser[0].ID)
		return len(subs) == 0
	})
}

func waitUntil(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
