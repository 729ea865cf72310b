package server_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amparo/server"
	"amparo/store"
)

// unlockFrom sends POST /api/auth/unlock from a given address with a session's token.
func (a *app) unlockFrom(addr, token, password string) response {
	a.t.Helper()
	raw, _ := json.Marshal(map[string]any{"password": password})
	req := httptest.NewRequest("POST", "/api/auth/unlock", bytes.NewReader(raw))
	req.RemoteAddr = addr + ":40000"
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	a.srv.ServeHTTP(rec, req)
	return response{ResponseRecorder: rec, t: a.t}
}

// The lock screen of a shared device opens with the signed-in user's own password and nobody else's.
func TestUnlockWithTheSignedInUsersPassword(t *testing.T) {
	a := newApp(t)
	a.bootstrap() // lucia, password secreta1
	const tablet = "203.0.113.5"
	token, nurse := a.addUser("carmen.ruiz", store.RoleNurse) // password secreta1

	r := a.unlockFrom(tablet, token, "secreta1").wantStatus(http.StatusNoContent)
	if r.Body.Len() != 0 {
		t.Fatalf("204 with a body: %s", r.Body.String())
	}

	r = a.unlockFrom(tablet, token, "secreta2").wantStatus(http.StatusUnauthorized)
	if r.message() != "La contraseña no es correcta." || r.field("password") != "La contraseña no es correcta." {
		t.Fatalf("wrong password answer: %s", r.Body.String())
	}
	// Another account's password is no key to this session, though it is right for its own account.
	lucia := a.signin("lucia", "secreta1")
	a.unlockFrom(tablet, lucia, "secreta1").wantStatus(http.StatusNoContent)
	a.request("POST", "/api/auth/unlock", map[string]any{"password": "adivina1"}, token).wantStatus(http.StatusUnauthorized)

	// Without a session (or with an ended one) there is nothing to unlock.
	r = a.unlockFrom(tablet, "", "secreta1").wantStatus(http.StatusUnauthorized)
	if r.message() != "Tu sesión ha caducado. Inicia sesión de nuevo." {
		t.Fatalf("no token: %s", r.Body.String())
	}
	ended := a.signin("carmen.ruiz", "secreta1")
	a.request("POST", "/api/auth/logout", nil, ended).wantStatus(http.StatusOK)
	a.unlockFrom(tablet, ended, "secreta1").wantStatus(http.StatusUnauthorized)

	// An empty or absurd password is a validation error, not a try.
	r = a.unlockFrom(tablet, token, "").wantStatus(http.StatusUnprocessableEntity)
	if r.field("password") != "La contraseña es obligatoria." {
		t.Fatalf("empty password: %s", r.Body.String())
	}
	a.unlockFrom(tablet, token, strings.Repeat("a", 257)).wantStatus(http.StatusUnprocessableEntity)

	// Every try is in the audit log under the user who tried, with its outcome.
	var allowed, denied int
	for _, row := range a.audit(store.AuditFilter{Action: "unlock", ActorID: nurse.ID}) {
		if row.Entity != "session" || row.IP != tablet && row.IP != "192.0.2.10" {
			t.Errorf("audit row %+v", row)
		}
		switch row.Outcome {
		case store.OutcomeAllowed:
			allowed++
		case store.OutcomeDenied:
			denied++
			if !strings.Contains(row.Detail, "bad-credentials") {
				t.Errorf("denied row detail = %s", row.Detail)
			}
		}
	}
	if allowed != 1 || denied != 2 {
		t.Fatalf("carmen's unlock audit: %d allowed, %d denied; want 1 and 2", allowed, denied)
	}
	// The administrator's audit screen says what each was.
	said := map[string]int{}
	for _, row := range a.request("GET", "/api/audit?userId="+nurse.ID, nil, lucia).wantStatus(http.StatusOK).json()["data"].([]any) {
		said[row.(map[string]any)["description"].(string)]++
	}
	if said["Desbloqueó la pantalla con su contraseña"] != 1 || said["Intento fallido de desbloquear la pantalla"] != 2 {
		t.Fatalf("audit screen descriptions: %v", said)
	}
}

// Wrong passwords on the lock screen count with the sign-in throttling: per account and per address.
func TestUnlockIsThrottledLikeSignin(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	const tablet, office, attacker = "203.0.113.5", "203.0.113.9", "198.51.100.7"
	token, _ := a.addUser("carmen.ruiz", store.RoleNurse)

	for range 5 {
		a.unlockFrom(tablet, token, "adivina1").wantStatus(http.StatusUnauthorized)
	}
	r := a.unlockFrom(tablet, token, "adivina2").wantStatus(http.StatusTooManyRequests)
	if secs := retryAfter(t, r); secs != 900 {
		t.Errorf("Retry-After = %d, want 900", secs)
	}
	if want := "Demasiados intentos de inicio de sesión. Espera 15 minutos antes de volver a intentarlo."; r.message() != want {
		t.Errorf("message = %q", r.message())
	}
	// That address is locked out of this account, even with the right password...
	a.unlockFrom(tablet, token, "secreta1").wantStatus(http.StatusTooManyRequests)
	// ...and of signing in to it: the lock screen gives no five more guesses.
	a.signinFrom(tablet, "carmen.ruiz", "adivina3").wantStatus(http.StatusTooManyRequests)
	a.signinFrom(tablet, "carmen.ruiz", "secreta1").wantStatus(http.StatusTooManyRequests)
	// From elsewhere a wrong password meets the account's lock, the right one opens.
	r = a.unlockFrom(office, token, "adivina4").wantStatus(http.StatusTooManyRequests)
	retryAfter(t, r)
	a.unlockFrom(office, token, "secreta1").wantStatus(http.StatusNoContent)

	a.clock.Advance(15*time.Minute + time.Second)
	a.unlockFrom(tablet, token, "secreta1").wantStatus(http.StatusNoContent)

	// Failed sign-ins from elsewhere lock the account's wrong passwords on the lock screen too.
	for range 5 {
		a.signinFrom(attacker, "carmen.ruiz@example.es", "adivina5").wantStatus(http.StatusUnauthorized)
	}
	r = a.unlockFrom(tablet, token, "adivina6").wantStatus(http.StatusTooManyRequests)
	if secs := retryAfter(t, r); secs != 900 {
		t.Errorf("Retry-After after the attacker's sign-ins = %d, want 900", secs)
	}
	a.unlockFrom(tablet, token, "secreta1").wantStatus(http.StatusNoContent)

	rateLimited := 0
	for _, row := range a.audit(store.AuditFilter{Action: "unlock"}) {
		if row.Outcome == store.OutcomeDenied && strings.Contains(row.Detail, "rate-limited") {
			rateLimited++
		}
	}
	if rateLimited != 4 {
		t.Fatalf("rate-limited unlock audit rows = %d, want 4", rateLimited)
	}
}

// A family account signs in to the same frame (its pages lock too) and unlocks with its own password.
func TestUnlockForAFamilyAccount(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	token, _ := a.addUser("familia.gomez", store.RoleFamily)
	a.unlockFrom("203.0.113.5", token, "adivina1").wantStatus(http.StatusUnauthorized)
	a.unlockFrom("203.0.113.5", token, "secreta1").wantStatus(http.StatusNoContent)
}

// The UI learns the --idle-lock minutes from the public settings; 0 (the Config's zero value) is off.
func TestPublicSettingsSayTheIdleLockMinutes(t *testing.T) {
	for _, minutes := range []int{10, 0} {
		a := newAppConfig(t, server.Config{IdleLockMinutes: minutes})
		got := a.request("GET", "/api/settings/public", nil, "").wantStatus(http.StatusOK).json()
		if got["idleLockMinutes"] != float64(minutes) || got["homeName"] == "" {
			t.Fatalf("IdleLockMinutes %d: public settings = %v", minutes, got)
		}
	}
}
