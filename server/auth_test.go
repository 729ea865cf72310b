package server_test

import (
	"encoding/base64"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/lestrrat-go/jwx/v2/jwa"
	"github.com/lestrrat-go/jwx/v2/jwt"

	"amparo/store"
)

func TestSignupBootstrapsFirstAdministrativeAccountOnly(t *testing.T) {
	a := newApp(t)
	if a.request("GET", "/api/auth/setup", nil, "").wantStatus(http.StatusOK).json()["needed"] != true {
		t.Fatal("a new installation must ask for its first account")
	}
	adminToken, adminID := a.bootstrap()
	if a.request("GET", "/api/auth/setup", nil, "").json()["needed"] != false {
		t.Fatal("setup must be closed once an account exists")
	}

	me := a.request("GET", "/api/auth/verify", nil, adminToken).wantStatus(http.StatusOK).json()
	if me["_id"] != adminID || !hasRole(me, "administrative") {
		t.Fatalf("first account = %v, want administrative %s", me, adminID)
	}

	second := map[string]any{"name": "Otro", "username": "otro", "password": "secreta1", "role": "nurse"}
	closed := a.request("POST", "/api/auth/signup", second, "").wantStatus(http.StatusForbidden)
	if closed.message() != "La residencia ya tiene cuentas: solo un administrador puede crear otras." {
		t.Fatalf("closed sign-up message = %q", closed.message())
	}
	a.request("POST", "/api/auth/signup", second, "no-es-un-token").wantStatus(http.StatusUnauthorized)

	nurseToken, _ := a.addUser("enfermera", store.RoleNurse)
	a.request("POST", "/api/auth/signup", second, nurseToken).wantStatus(http.StatusForbidden)

	created := a.request("POST", "/api/auth/signup", second, adminToken).wantStatus(http.StatusCreated).json()
	if _, hasToken := created["token"]; hasToken || !hasRole(created, "nurse") {
		t.Fatalf("admin-created account = %v, want a nurse without a token", created)
	}
	a.request("POST", "/api/auth/signup", second, adminToken).wantStatus(http.StatusConflict)
}

func TestSignupValidation(t *testing.T) {
	a := newApp(t)
	r := a.request("POST", "/api/auth/signup", map[string]any{
		"name": " ", "username": "con espacio", "email": "no-es-correo", "password": "123", "confirmPassword": "456",
	}, "").wantStatus(http.StatusUnprocessableEntity)
	want := map[string]string{
		"name":            "El nombre es obligatorio.",
		"username":        "El nombre de usuario no puede contener espacios ni @.",
		"email":           "Correo inválido.",
		"password":        "La contraseña debe tener al menos 6 caracteres.",
		"confirmPassword": "Las contraseñas deben coincidir.",
	}
	for field, msg := range want {
		if got := r.field(field); got != msg {
			t.Errorf("fields.%s = %q, want %q", field, got, msg)
		}
	}
	if n, _ := a.store.CountUsers(t.Context()); n != 0 {
		t.Fatalf("a rejected sign-up wrote %d users", n)
	}
}

func TestSignin(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	cases := []struct {
		name       string
		body       map[string]any
		status     int
		wantFields map[string]string
		wantMsg    string
	}{
		{"by username", map[string]any{"identifier": "lucia", "password": "secreta1"}, 200, nil, ""},
		{"by e-mail in other case", map[string]any{"identifier": "LUCIA@example.es", "password": "secreta1"}, 200, nil, ""},
		{"wrong password", map[string]any{"identifier": "lucia", "password": "otra-clave"}, 401, nil, "Usuario o contraseña incorrectos."},
		{"unknown account", map[string]any{"identifier": "nadie", "password": "secreta1"}, 401, nil, "Usuario o contraseña incorrectos."},
		{"empty", map[string]any{"identifier": "", "password": ""}, 422, map[string]string{
			"identifier": "El correo electrónico o usuario es obligatorio.",
			"password":   "La contraseña es obligatoria.",
		}, "Revisa los campos marcados."},
		{"short password", map[string]any{"identifier": "lucia", "password": "12345"}, 422, map[string]string{
			"password": "La contraseña debe tener al menos 6 caracteres.",
		}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := a.request("POST", "/api/auth/signin", tc.body, "").wantStatus(tc.status)
			if tc.status == 200 {
				body := r.json()
				if body["username"] != "lucia" || body["token"] == "" {
					t.Fatalf("signin answered %v", body)
				}
				if !strings.Contains(r.Header().Get("Set-Cookie"), "HttpOnly") ||
					!strings.Contains(r.Header().Get("Set-Cookie"), "SameSite=Strict") {
					t.Fatalf("session cookie = %q, want HttpOnly and SameSite=Strict", r.Header().Get("Set-Cookie"))
				}
				return
			}
			if tc.wantMsg != "" && r.message() != tc.wantMsg {
				t.Errorf("message = %q, want %q", r.message(), tc.wantMsg)
			}
			for field, msg := range tc.wantFields {
				if got := r.field(field); got != msg {
					t.Errorf("fields.%s = %q, want %q", field, got, msg)
				}
			}
		})
	}
	denied := a.audit(store.AuditFilter{Action: "signin"})
	var allowed, refused int
	for _, row := range denied {
		if row.Outcome == store.OutcomeAllowed {
			allowed++
		} else {
			refused++
		}
	}
	if allowed != 2 || refused != 2 {
		t.Fatalf("signin audit rows: %d allowed, %d denied; want 2 and 2", allowed, refused)
	}
}

func TestSigninRateLimitPerAccount(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	for i := 0; i < 5; i++ {
		a.request("POST", "/api/auth/signin", map[string]any{"identifier": "lucia", "password": "mala-clave"}, "").
			wantStatus(http.StatusUnauthorized)
	}
	r := a.request("POST", "/api/auth/signin", map[string]any{"identifier": "lucia", "password": "secreta1"}, "").
		wantStatus(http.StatusTooManyRequests)
	if !strings.Contains(r.message(), "Demasiados intentos") {
		t.Fatalf("429 message = %q", r.message())
	}
	a.clock.Advance(16 * time.Minute)
	a.request("POST", "/api/auth/signin", map[string]any{"identifier": "lucia", "password": "secreta1"}, "").
		wantStatus(http.StatusOK)
}

func TestSigninRateLimitPerAddress(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	for i := 0; i < 20; i++ {
		id := "persona" + strings.Repeat("x", i) // a different account each time
		a.request("POST", "/api/auth/signin", map[string]any{"identifier": id, "password": "mala-clave"}, "").
			wantStatus(http.StatusUnauthorized)
	}
	a.request("POST", "/api/auth/signin", map[string]any{"identifier": "lucia", "password": "secreta1"}, "").
		wantStatus(http.StatusTooManyRequests)
}

func TestVerifyRejectsEveryBadToken(t *testing.T) {
	a := newApp(t)
	good, id := a.bootstrap()
	parts := strings.Split(good, ".")

	tampered := parts[0] + "." + flipLastChar(parts[1]) + "." + parts[2]
	noneHeader := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`))
	algNone := noneHeader + "." + parts[1] + "."

	wrongKey := signWith(t, []byte("una-clave-que-no-es-la-del-servidor"), id, a.clock.Now(), "amparo", "amparo-staff", true)
	secret := a.signingKey()
	wrongIssuer := signWith(t, secret, id, a.clock.Now(), "otro", "amparo-staff", true)
	wrongAudience := signWith(t, secret, id, a.clock.Now(), "amparo", "otra-app", true)
	rightButNoGeneration := signWith(t, secret, id, a.clock.Now(), "amparo", "amparo-staff", false)
	forged := signWith(t, secret, id, a.clock.Now(), "amparo", "amparo-staff", true)

	cases := map[string]string{
		"tampered payload":       tampered,
		"alg none":               algNone,
		"wrong key":              wrongKey,
		"wrong issuer":           wrongIssuer,
		"wrong audience":         wrongAudience,
		"missing generation":     rightButNoGeneration,
		"garbage":                "not-a-token",
		"empty bearer":           " ",
		"signature of other alg": parts[0] + "." + parts[1] + "." + base64.RawURLEncoding.EncodeToString([]byte("x")),
	}
	for name, token := range cases {
		t.Run(name, func(t *testing.T) {
			r := a.request("GET", "/api/auth/verify", nil, token).wantStatus(http.StatusUnauthorized)
			if r.message() != "Tu sesión ha caducado. Inicia sesión de nuevo." {
				t.Fatalf("message = %q", r.message())
			}
		})
	}
	t.Run("no token", func(t *testing.T) {
		a.request("GET", "/api/auth/verify", nil, "").wantStatus(http.StatusUnauthorized)
	})
	t.Run("a token made with the server's key is accepted, so the cases above fail for their one fault", func(t *testing.T) {
		a.request("GET", "/api/auth/verify", nil, forged).wantStatus(http.StatusOK)
	})
	t.Run("good token still works and renews the cookie", func(t *testing.T) {
		r := a.request("GET", "/api/auth/verify", nil, good).wantStatus(http.StatusOK)
		if !strings.Contains(r.Header().Get("Set-Cookie"), "amparo_session="+good) {
			t.Fatalf("verify cookie = %q", r.Header().Get("Set-Cookie"))
		}
	})
	t.Run("expired", func(t *testing.T) {
		a.clock.Advance(12*time.Hour + time.Minute)
		a.request("GET", "/api/auth/verify", nil, good).wantStatus(http.StatusUnauthorized)
	})
}

func TestRememberMeLastsThirtyDays(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	body := a.request("POST", "/api/auth/signin", map[string]any{"identifier": "lucia", "password": "secreta1", "rememberMe": true}, "").
		wantStatus(http.StatusOK).json()
	token := body["token"].(string)
	a.clock.Advance(29 * 24 * time.Hour)
	a.request("GET", "/api/auth/verify", nil, token).wantStatus(http.StatusOK)
	a.clock.Advance(2 * 24 * time.Hour)
	a.request("GET", "/api/auth/verify", nil, token).wantStatus(http.StatusUnauthorized)
}

func TestChangePassword(t *testing.T) {
	a := newApp(t)
	token, id := a.bootstrap()
	otherSession := a.signin("lucia", "secreta1")

	r := a.request("POST", "/api/auth/change-password", map[string]any{"_id": id, "oldPassword": "", "newPassword": "123", "confirmPassword": "456"}, token).
		wantStatus(http.StatusUnprocessableEntity)
	for field, msg := range map[string]string{
		"oldPassword":     "La contraseña actual es obligatoria.",
		"newPassword":     "La nueva contraseña debe tener al menos 6 caracteres.",
		"confirmPassword": "Las contraseñas deben coincidir.",
	} {
		if got := r.field(field); got != msg {
			t.Errorf("fields.%s = %q, want %q", field, got, msg)
		}
	}

	r = a.request("POST", "/api/auth/change-password", map[string]any{"_id": id, "oldPassword": "no-es-esta", "newPassword": "nueva-clave"}, token).
		wantStatus(http.StatusUnprocessableEntity)
	if r.field("oldPassword") != "La contraseña actual no es correcta." {
		t.Fatalf("wrong old password answered %s", r.Body.String())
	}

	nurseToken, nurse := a.addUser("enfermera", store.RoleNurse)
	a.request("POST", "/api/auth/change-password", map[string]any{"_id": id, "oldPassword": "secreta1", "newPassword": "nueva-clave"}, nurseToken).
		wantStatus(http.StatusForbidden)
	_ = nurse

	body := a.request("POST", "/api/auth/change-password", map[string]any{"_id": id, "oldPassword": "secreta1", "newPassword": "nueva-clave", "confirmPassword": "nueva-clave"}, token).
		wantStatus(http.StatusOK).json()
	fresh, _ := body["token"].(string)
	if fresh == "" || body["message"] != "Contraseña cambiada con éxito." {
		t.Fatalf("change-password answered %v", body)
	}
	a.request("GET", "/api/auth/verify", nil, fresh).wantStatus(http.StatusOK)
	a.request("GET", "/api/auth/verify", nil, token).wantStatus(http.StatusUnauthorized)
	a.request("GET", "/api/auth/verify", nil, otherSession).wantStatus(http.StatusUnauthorized)
	a.request("POST", "/api/auth/signin", map[string]any{"identifier": "lucia", "password": "secreta1"}, "").wantStatus(http.StatusUnauthorized)
	a.signin("lucia", "nueva-clave")

	rows := a.audit(store.AuditFilter{Action: "change-password", EntityID: id})
	if len(rows) != 1 || rows[0].ActorID != id || rows[0].IP != "192.0.2.10" {
		t.Fatalf("change-password audit = %+v, want one row by %s from 192.0.2.10", rows, id)
	}
}

func TestLogoutRevokesOnlyThatSession(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	other := a.signin("lucia", "secreta1")
	a.request("POST", "/api/auth/logout", nil, token).wantStatus(http.StatusOK)
	a.request("GET", "/api/auth/verify", nil, token).wantStatus(http.StatusUnauthorized)
	a.request("POST", "/api/auth/logout", nil, token).wantStatus(http.StatusUnauthorized)
	a.request("GET", "/api/auth/verify", nil, other).wantStatus(http.StatusOK)
}

func TestCookieIsNotAcceptedForAPIWrites(t *testing.T) {
	a := newApp(t)
	token, _ := a.bootstrap()
	a.request("POST", "/api/auth/logout", nil, "", "Cookie", "amparo_session="+token).wantStatus(http.StatusUnauthorized)
	a.request("GET", "/api/auth/verify", nil, "", "Cookie", "amparo_session="+token).wantStatus(http.StatusUnauthorized)
}

func hasRole(user map[string]any, role string) bool {
	roles, _ := user["roles"].([]any)
	for _, r := range roles {
		if m, ok := r.(map[string]any); ok && m["name"] == role {
			return true
		}
	}
	return false
}

func flipLastChar(s string) string {
	last := s[len(s)-1]
	repl := byte('A')
	if last == 'A' {
		repl = 'B'
	}
	return s[:len(s)-1] + string(repl)
}

// signWith makes an HS256 token by hand, with or without the session generation claim.
func signWith(t *testing.T, key []byte, subject string, now time.Time, issuer, audience string, withGeneration bool) string {
	t.Helper()
	b := jwt.NewBuilder().Issuer(issuer).Audience([]string{audience}).Subject(subject).
		JwtID("x").IssuedAt(now).Expiration(now.Add(time.Hour))
	if withGeneration {
		b = b.Claim("gen", 1)
	}
	tok, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	signed, err := jwt.Sign(tok, jwt.WithKey(jwa.HS256, key))
	if err != nil {
		t.Fatal(err)
	}
	return string(signed)
}
