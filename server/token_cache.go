package server

import (
	"sync"
	"time"
)

// verifiedTokens remembers the session tokens whose signature and claims have been checked, so that each
// request of a session does not parse and verify its token again (jwx's parse was a tenth of a short read's
// time and most of its allocations, issue 16). A token is its own key: only the exact signed text finds
// its claims. Its times are still checked on every use, as the parse checks them; revocation and the
// user's state are checked by verifyToken on every request, cached or not.
type verifiedTokens struct {
	mu    sync.Mutex
	byRaw map[string]claims
}

// maxVerifiedTokens bounds the memory: far more sessions than a home has staff. When full, it starts again.
const maxVerifiedTokens = 1024

func newVerifiedTokens() *verifiedTokens {
	return &verifiedTokens{byRaw: map[string]claims{}}
}

// get answers the claims of a token verified before, if it is still within its times at now.
func (v *verifiedTokens) get(raw string, now time.Time) (claims, bool) {
	v.mu.Lock()
	c, ok := v.byRaw[raw]
	v.mu.Unlock()
	return c, ok && c.timely(now)
}

func (v *verifiedTokens) put(raw string, c claims) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if len(v.byRaw) >= maxVerifiedTokens {
		clear(v.byRaw)
	}
	v.byRaw[raw] = c
}

// timely is jwx's check of the times, to the second as it truncates them: issued no later than now,
// expiring after it.
func (c claims) timely(now time.Time) bool {
	now = now.Truncate(time.Second)
	return now.Before(c.Expires.Truncate(time.Second)) && !now.Before(c.IssuedAt.Truncate(time.Second))
}
