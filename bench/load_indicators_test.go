package bench

import (
	"math/rand/v2"
	"net/http"
	"sync/atomic"
	"time"
)

// indicatorWindows hands out the periods GET /api/indicators is asked for (issue 28), each a period and area
// not asked before until every one has been: a month is the month from any day of the year of history, a
// year the twelve months up to any of the last 90 days; each for the whole home or one of its areas. So no
// answer can come from a page the previous request left in SQLite's cache more than a real use would.
type indicatorWindows struct {
	months, years []string
	nextMonth     atomic.Int64
	nextYear      atomic.Int64
}

func newIndicatorWindows(ht *homeTargets) *indicatorWindows {
	scopes := []string{""}
	for _, a := range ht.home.Areas {
		scopes = append(scopes, "&areaId="+a.ID)
	}
	first, _ := time.Parse(time.DateOnly, ht.home.HistoryFrom)
	today, _ := time.Parse(time.DateOnly, ht.days[0])
	w := &indicatorWindows{}
	for day := first; !day.AddDate(0, 1, -1).After(today); day = day.AddDate(0, 0, 1) {
		for _, scope := range scopes {
			w.months = append(w.months, "/api/indicators?from="+day.Format(time.DateOnly)+"&to="+
				day.AddDate(0, 1, -1).Format(time.DateOnly)+scope)
		}
	}
	for back := range 90 {
		to := today.AddDate(0, 0, -back)
		for _, scope := range scopes {
			w.years = append(w.years, "/api/indicators?from="+to.AddDate(-1, 0, 1).Format(time.DateOnly)+"&to="+
				to.Format(time.DateOnly)+scope)
		}
	}
	for _, list := range [][]string{w.months, w.years} {
		rand.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	}
	return w
}

func (w *indicatorWindows) month() request { return pick(w.months, &w.nextMonth) }
func (w *indicatorWindows) year() request  { return pick(w.years, &w.nextYear) }

// pick answers the next path of the list, from its start again once every one was asked.
func pick(paths []string, next *atomic.Int64) request {
	i := int(next.Add(1)-1) % len(paths)
	return request{method: http.MethodGet, path: paths[i]}
}
