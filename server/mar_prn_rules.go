package server

import (
	"net/http"
	"time"

	"amparo/store"
)

// The rules of a dose given «si precisa» (DESIGN 9), shared by POST /mar/administrations and SPEC's
// POST /kardex/dose: never dated ahead, within its daily maximum (administer), and, unless the nurse
// confirms it, not within the entry's prnMinHours (default 4) of the previous dose of the same entry.

const (
	// prnMinHours is the interval under which a second PRN dose of the same entry asks for confirmation,
	// when the entry sets none of its own (prnMinHours).
	prnMinHours = 4
	// futureMargin is how far ahead of the server's clock a dose may be dated (a tablet's clock a little fast).
	futureMargin = 5 * time.Minute
	// prnEffectAfter is when a PRN dose's effect is to be assessed, after the dose.
	prnEffectAfter = 60 * time.Minute
)

const msgFutureDose = "La hora no puede ser futura."

// checkNotFuture refuses, on field, a dose dated more than futureMargin after now.
func checkNotFuture(v *validation, at, now time.Time, field string) {
	v.check(at.IsZero() || !at.After(now.Add(futureMargin)), field, msgFutureDose)
}

// askRepeat sets the recent-dose rule of the entry on a PRN dose, unless the nurse has confirmed the repeat.
func askRepeat(in *store.AdministrationInput, e kardexEntry, confirmed bool) {
	if in.PRN && !confirmed {
		hours := time.Duration(e.normalized().PRNMinHours) * time.Hour
		in.PRNRecentFrom, in.PRNRecentTo = in.At.Add(-hours), in.At.Add(hours)
	}
}

// recentDoseError is the 409 of a PRN dose given recently: fields.confirmRepeat names the flag that, sent
// again with the dose, confirms it.
func recentDoseError(recent *store.PRNRecentError, now time.Time) error {
	when := spanishMoment(recent.At, now)
	if when[:2] == "la" {
		when = "a " + when
	}
	msg := "Última dosis " + when + " por " + recent.ByName + "."
	e := newError(http.StatusConflict, msg)
	e.Fields["confirmRepeat"] = msg
	return e
}
