package server_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"amparo/store"
)

// signinFrom signs in from a given address.
func (a *app) signinFrom(addr, identifier, password string) response {
	a.t.Helper()
	raw, _ := json.Marshal(map[string]any{"identifier": identifier, "password": password})
	req := httptest.NewRequest("POST", "/api/auth/signin", bytes.NewReader(raw))
	req.RemoteAddr = addr + ":40000"
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	a.srv.ServeHTTP(rec, req)
	return response{ResponseRecorder: rec, t: a.t}
}

func retryAfter(t *testing.T, r response) int {
	t.Helper()
	secs, err := strconv.Atoi(r.Header().Get("Retry-After"))
	if err != nil {
		t.Fatalf("Retry-After = %q on %d %s", r.Header().Get("Retry-After"), r.Code, r.Body.String())
	}
	return secs
}

// Failures count per account whatever names it, and per address: whoever guesses locks out their own
// address and wrong guesses, never the nurse's right password from her own tablet.
func TestSigninThrottlePerAccountAndAddress(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	a.addUser("carmen.ruiz", store.RoleNurse) // e-mail carmen.ruiz@example.es, password secreta1
	const attacker, tablet, other = "198.51.100.7", "203.0.113.5", "203.0.113.9"

	for range 5 {
		a.signinFrom(attacker, "carmen.ruiz", "adivina1").wantStatus(http.StatusUnauthorized)
	}
	// The same account by e-mail is the same count: no five more guesses.
	r := a.signinFrom(attacker, "CARMEN.RUIZ@example.es", "adivina2").wantStatus(http.StatusTooManyRequests)
	if secs := retryAfter(t, r); secs != 900 {
		t.Errorf("Retry-After = %d, want 900", secs)
	}
	if want := "Demasiados intentos de inicio de sesión. Espera 15 minutos antes de volver a intentarlo."; r.message() != want {
		t.Errorf("message = %q", r.message())
	}
	// The attacker's address is locked for this account even with the right password.
	a.signinFrom(attacker, "carmen.ruiz", "secreta1").wantStatus(http.StatusTooManyRequests)

	a.clock.Advance(5 * time.Minute)
	// From elsewhere, a wrong password meets the account's lock...
	r = a.signinFrom(other, "carmen.ruiz@example.es", "adivina3").wantStatus(http.StatusTooManyRequests)
	if secs := retryAfter(t, r); secs != 600 {
		t.Errorf("Retry-After = %d, want 600", secs)
	}
	// ...but Carmen's right password from her tablet signs her in.
	a.signinFrom(tablet, "carmen.ruiz", "secreta1").wantStatus(http.StatusOK)

	// Her success does not free the attacker's address; the window does.
	r = a.signinFrom(attacker, "carmen.ruiz", "adivina4").wantStatus(http.StatusTooManyRequests)
	if secs := retryAfter(t, r); secs != 600 {
		t.Errorf("attacker's Retry-After = %d, want 600", secs)
	}
	a.clock.Advance(10*time.Minute + time.Second)
	a.signinFrom(attacker, "carmen.ruiz", "adivina5").wantStatus(http.StatusUnauthorized)
}

// An address that failed on many accounts is locked for all of them, and only that address.
func TestSigninThrottlePerAddressOnly(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	for i := range 20 {
		a.signinFrom("198.51.100.8", "nadie"+strconv.Itoa(i), "adivina1").wantStatus(http.StatusUnauthorized)
	}
	r := a.signinFrom("198.51.100.8", "lucia", "secreta1").wantStatus(http.StatusTooManyRequests)
	retryAfter(t, r)
	a.signinFrom("203.0.113.5", "lucia", "secreta1").wantStatus(http.StatusOK)
}
