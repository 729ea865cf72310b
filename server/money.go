package server

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

var (
	errNegativePrice = errors.New("negative price")
	errPriceDecimals = errors.New("more than two decimals")
	errPriceFormat   = errors.New("not a price")
)

// parseCents reads a price in dollars with at most two decimals ("12", "12.5", "12.50") as integer
// cents, exactly: the decimal text is never turned into a float.
func parseCents(n json.Number) (int64, error) {
	s := strings.TrimSpace(n.String())
	if strings.HasPrefix(s, "-") {
		return 0, errNegativePrice
	}
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || strings.ContainsAny(s, "eE+") {
		return 0, errPriceFormat
	}
	if len(frac) > 2 {
		if strings.TrimRight(frac[2:], "0") != "" {
			return 0, errPriceDecimals
		}
		frac = frac[:2]
	}
	frac += strings.Repeat("0", 2-len(frac))
	dollars, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || dollars > 1_000_000_000 {
		return 0, errPriceFormat
	}
	cents, err := strconv.ParseInt(frac, 10, 64)
	if err != nil {
		return 0, errPriceFormat
	}
	return dollars*100 + cents, nil
}

// formatCents writes cents as a JSON number with two decimals: 1250 -> 12.50.
func formatCents(cents int64) json.Number {
	return json.Number(strconv.FormatInt(cents/100, 10) + "." + leftPad2(cents%100))
}

func leftPad2(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}
