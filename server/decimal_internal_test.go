package server

import (
	"encoding/json"
	"math"
	"testing"
)

func TestDecimalReadsWhatPeopleType(t *testing.T) {
	for _, tc := range []struct {
		json string
		want float64 // NaN: not a number
	}{
		{`36.8`, 36.8}, {`"36,8"`, 36.8}, {`"36.8"`, 36.8}, {`" 37 "`, 37}, {`"-2,5"`, -2.5}, {`0`, 0}, {`"0,0"`, 0},
		{`"1.234,5"`, math.NaN()}, {`"36,8,1"`, math.NaN()}, {`"alta"`, math.NaN()}, {`""`, math.NaN()},
		{`"1e3"`, math.NaN()}, {`"NaN"`, math.NaN()}, {`"Inf"`, math.NaN()}, {`"0x10"`, math.NaN()}, {`"+5"`, math.NaN()},
	} {
		var d decimal
		if err := json.Unmarshal([]byte(tc.json), &d); err != nil {
			t.Errorf("%s: %v", tc.json, err)
			continue
		}
		if got := float64(d); got != tc.want && !(math.IsNaN(got) && math.IsNaN(tc.want)) {
			t.Errorf("%s read as %v, want %v", tc.json, got, tc.want)
		}
	}
	var d decimal
	if err := json.Unmarshal([]byte(`true`), &d); err == nil {
		t.Error("a boolean is no decimal")
	}
	for n, want := range map[float64]string{36.8: "36,8", 120: "120", 0.5: "0,5", 1000: "1000"} {
		if got := spanishNumber(n); got != want {
			t.Errorf("spanishNumber(%v) = %q, want %q", n, got, want)
		}
	}
}
