package bench

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// How make bench-load writes its numbers: durations, rates, sizes and counts as the report shows them.

func ms(d time.Duration) string {
	switch {
	case d >= 10*time.Second:
		return fmt.Sprintf("%.0f s", d.Seconds())
	case d >= time.Second:
		return fmt.Sprintf("%.2f s", d.Seconds())
	case d >= 10*time.Millisecond:
		return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
	}
	return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
}

func rate(r float64) string {
	if r >= 100 {
		return thousands(int(r + 0.5))
	}
	return fmt.Sprintf("%.1f", r)
}

func kib(n int) string {
	if n < 1024 {
		return fmt.Sprintf("%d B", n)
	}
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%.1f KiB", float64(n)/1024)
}

func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// codes writes status codes and their counts, "200×1,234 · 0×2" (0: no answer).
func codes(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "×" + thousands(m[k])
	}
	return strings.Join(parts, " · ")
}

// only2xx reports whether every request of the run answered 2xx.
func only2xx(m map[string]int) bool {
	for k, n := range m {
		if n > 0 && (len(k) != 3 || k[0] != '2') {
			return false
		}
	}
	return len(m) > 0
}
