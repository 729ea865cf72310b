package server

import (
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/lestrrat-go/jwx/v2/jwa"
	"github.com/lestrrat-go/jwx/v2/jwt"

	"amparo/store"
)

const (
	tokenIssuer      = "amparo"
	tokenAudience    = "amparo-staff"
	tokenTTL         = 12 * time.Hour
	tokenTTLRemember = 30 * 24 * time.Hour
	claimGeneration  = "gen"
	claimRemember    = "rem"
)

var errBadToken = errors.New("server: bad token")

// claims is what a session token says once verified.
type claims struct {
	UserID     string
	TokenID    string
	Generation int64
	Remember   bool
	Expires    time.Time
	IssuedAt   time.Time
}

// tokens signs and verifies session tokens: HS256 only, with issuer, audience, expiry and id required.
type tokens struct {
	key      []byte
	now      func() time.Time
	verified *verifiedTokens
}

func (t tokens) issue(u store.User, remember bool) (string, claims, error) {
	now := t.now()
	ttl := tokenTTL
	if remember {
		ttl = tokenTTLRemember
	}
	c := claims{UserID: u.ID, TokenID: uuid.NewString(), Generation: u.TokenGeneration,
		Remember: remember, Expires: now.Add(ttl).Truncate(time.Second)}
	tok, err := jwt.NewBuilder().
		Issuer(tokenIssuer).
		Audience([]string{tokenAudience}).
		Subject(c.UserID).
		JwtID(c.TokenID).
		IssuedAt(now).
		Expiration(c.Expires).
		Claim(claimGeneration, c.Generation).
		Claim(claimRemember, remember).
		Build()
	if err != nil {
		return "", claims{}, fmt.Errorf("build token: %w", err)
	}
	signed, err := jwt.Sign(tok, jwt.WithKey(jwa.HS256, t.key))
	if err != nil {
		return "", claims{}, fmt.Errorf("sign token: %w", err)
	}
	return string(signed), c, nil
}

// parse verifies the signature with the pinned algorithm and checks every required claim.
func (t tokens) parse(raw string) (claims, error) {
	if c, ok := t.verified.get(raw, t.now()); ok {
		return c, nil
	}
	tok, err := jwt.ParseString(raw,
		jwt.WithKey(jwa.HS256, t.key),
		jwt.WithValidate(true),
		jwt.WithClock(jwt.ClockFunc(t.now)),
		jwt.WithIssuer(tokenIssuer),
		jwt.WithAudience(tokenAudience),
		jwt.WithRequiredClaim(jwt.ExpirationKey),
		jwt.WithRequiredClaim(jwt.JwtIDKey),
		jwt.WithRequiredClaim(jwt.SubjectKey),
		jwt.WithRequiredClaim(claimGeneration),
	)
	if err != nil {
		return claims{}, errBadToken
	}
	gen, ok := tok.PrivateClaims()[claimGeneration].(float64)
	if !ok {
		return claims{}, errBadToken
	}
	remember, _ := tok.PrivateClaims()[claimRemember].(bool)
	c := claims{UserID: tok.Subject(), TokenID: tok.JwtID(), Generation: int64(gen),
		Remember: remember, Expires: tok.Expiration(), IssuedAt: tok.IssuedAt()}
	t.verified.put(raw, c)
	return c, nil
}
