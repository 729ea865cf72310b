package server

import (
	"testing"
	"time"

	"amparo/store"
)

// A token verified once is taken again without parsing only while jwx would still take it: the cached
// answer must change exactly where the parse's would (expiry to the second, not issued in the future).
func TestAVerifiedTokenKeepsItsTimes(t *testing.T) {
	now := time.Date(2026, 11, 26, 8, 0, 0, 400_000_000, time.UTC)
	tk := tokens{key: []byte("0123456789abcdef0123456789abcdef"), now: func() time.Time { return now }, verified: newVerifiedTokens()}
	raw, issued, err := tk.issue(store.User{ID: "u-1", TokenGeneration: 3}, false)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		at   time.Time
	}{
		{"when issued", now},
		{"a second before it expires", issued.Expires.Add(-time.Second)},
		{"when it expires", issued.Expires},
		{"after it expires", issued.Expires.Add(time.Minute)},
		{"before it was issued", now.Add(-2 * time.Second)},
	}
	for _, c := range cases {
		now = c.at
		_, parseErr := tokens{key: tk.key, now: tk.now, verified: newVerifiedTokens()}.parse(raw) // jwx alone
		got, cachedErr := tk.parse(raw)                                                           // from the cache
		if (parseErr == nil) != (cachedErr == nil) {
			t.Errorf("%s: jwx says %v, the cache says %v", c.name, parseErr, cachedErr)
		}
		if cachedErr == nil && (got.UserID != "u-1" || got.Generation != 3 || got.TokenID != issued.TokenID) {
			t.Errorf("%s: claims %+v", c.name, got)
		}
	}
	if len(tk.verified.byRaw) != 1 {
		t.Fatalf("the cache holds %d tokens, want the one", len(tk.verified.byRaw))
	}
}
