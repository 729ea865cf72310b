package server

import (
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Sign-in throttling (DESIGN 12). Failures are counted per account, whatever identifier named it, and
// per address. An address that failed loginMaxPerAccount times on one account, or loginMaxPerIP times
// on any, is refused outright until the window frees it. An account with loginMaxPerAccount failures
// from anywhere refuses further wrong passwords, but the right password from an address that did not
// fail still signs in: nobody on the network can lock a colleague out.
var loginLimits = store.LoginLimits{Window: loginWindow, PerAccount: loginMaxPerAccount, PerAddress: loginMaxPerIP,
	MaxRows: loginAttemptsKept}

// passwordCheck is what a throttled password check decided; until is when a lock ends.
type passwordCheck struct {
	user   store.User // the account the password opened, when right
	right  bool
	locked bool
	until  time.Time
}

// checkPassword checks identifier's password under the throttling, for sign-in and unlock alike: an
// address that failed too often is not checked at all; every check counts as an attempt; a wrong password
// on an account locked by failures from elsewhere meets the lock, the right one opens it. opens says
// whether the account the password opened is the one wanted (unlock: the signed-in user's own).
func (s *Server) checkPassword(c echo.Context, identifier, password string, opens func(store.User) bool) (passwordCheck, error) {
	ctx, ip := c.Request().Context(), c.RealIP()
	account, err := s.store.LoginAccount(ctx, identifier)
	if err != nil {
		return passwordCheck{}, err
	}
	locks, err := s.store.LoginLocks(ctx, account, ip, loginLimits)
	if err != nil {
		return passwordCheck{}, err
	}
	// This address has failed too often, on this account or on any: nothing it sends is checked.
	if until := later(locks.AccountFromAddress, locks.Address); !until.IsZero() {
		return passwordCheck{locked: true, until: until}, nil
	}
	user, err := s.store.Authenticate(ctx, identifier, password)
	if err != nil && !errors.Is(err, store.ErrBadCredentials) {
		return passwordCheck{}, err
	}
	right := err == nil && opens(user)
	if err := s.store.RecordLoginAttempt(ctx, store.LoginAttempt{Identifier: account, IP: ip, Succeeded: right}, loginLimits); err != nil {
		return passwordCheck{}, err
	}
	if right {
		return passwordCheck{user: user, right: true}, nil
	}
	if !locks.Account.IsZero() {
		return passwordCheck{locked: true, until: locks.Account}, nil
	}
	return passwordCheck{}, nil
}

// tooManySignins answers 429 with Retry-After (whole seconds until until) and the wait in words. The
// refusal is audited in its address's row of the minute (signin_refusals.go).
func (s *Server) tooManySignins(c echo.Context, ip, identifier string, until time.Time) error {
	if row := s.refusals.refuse(ip, store.FirstTyped(identifier), s.store.Now()); row.count > 0 {
		if err := s.auditRefusals(c.Request().Context(), row); err != nil {
			return err
		}
	}
	return s.lockedOut(c, until)
}

// lockedOut is the 429 of a throttled password check (sign-in, unlock): Retry-After and the wait in words.
func (s *Server) lockedOut(c echo.Context, until time.Time) error {
	wait := max(1, int(math.Ceil(until.Sub(s.store.Now()).Seconds())))
	c.Response().Header().Set("Retry-After", strconv.Itoa(wait))
	return newError(http.StatusTooManyRequests, tooManySigninsMessage(wait))
}

func tooManySigninsMessage(seconds int) string {
	minutes := (seconds + 59) / 60
	unit := "minutos"
	if minutes == 1 {
		unit = "minuto"
	}
	return fmt.Sprintf("Demasiados intentos de inicio de sesión. Espera %d %s antes de volver a intentarlo.", minutes, unit)
}

// later is the later of two times (zero when both are).
func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
