package server

import (
	"time"
	_ "time/tzdata" // the home's calendar day, also on a machine without a zone database
)

// madrid is the home's time zone: calendar dates, shifts and "today" are Madrid's.
var madrid = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Madrid")
	if err != nil {
		panic(err)
	}
	return loc
}()

// today is the home's current calendar day (ages, "now" for dates typed by staff).
func (s *Server) today() time.Time {
	now := s.store.Now().In(madrid)
	return time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
}
