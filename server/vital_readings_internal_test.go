package server

import (
	"encoding/json"
	"reflect"
	"strconv"
	"testing"
)

// Saved readings read without encoding/json are the readings encoding/json reads, whatever the shape: the
// flat objects the store keeps, and every other valid shape through encoding/json itself.
func TestSavedReadingsAreReadAsEncodingJSONReadsThem(t *testing.T) {
	cases := []struct {
		raw  string
		fast bool // read without encoding/json
	}{
		{`{}`, true},
		{`{"temperature":36.8}`, true},
		{`{"bloodPressureDiastolic":80,"bloodPressureSystolic":135,"heartRate":72,"oxygenSaturation":96,"temperature":36.8}`, true},
		{`{"glucose":-0.5,"weight":6.25e1,"height":1E2}`, true},
		{`{"temperature":"36,8"}`, false},
		{`{"temperature":null,"heartRate":72}`, false},
		{`{ "temperature" : 36.8 }`, false},
		{`{"temp\u0065rature":36.8}`, false},
		{`{"note":"a, b","heartRate":72}`, false},
		{`{"temperature":36.8,"heartRate":72,"heartRate":75}`, true},
		{`null`, false},
	}
	for _, c := range cases {
		var want vitalValues
		if err := json.Unmarshal([]byte(c.raw), &want); err != nil {
			t.Fatalf("%s: %v", c.raw, err)
		}
		got, err := savedReadings(json.RawMessage(c.raw))
		if err != nil {
			t.Fatalf("%s: %v", c.raw, err)
		}
		if !reflect.DeepEqual(readingsOf(got), readingsOf(want)) {
			t.Errorf("%s: got %v, want %v", c.raw, readingsOf(got), readingsOf(want))
		}
		if _, fast := flatNumbers([]byte(c.raw)); fast != c.fast {
			t.Errorf("%s: read without encoding/json %v, want %v", c.raw, fast, c.fast)
		}
	}
	if _, err := savedReadings(json.RawMessage(`{"temperature":[36.8]}`)); err == nil {
		t.Error("a list for a reading was taken")
	}
}

// readingsOf is the readings by key as text (NaN equals itself there), a null one as "null".
func readingsOf(v vitalValues) map[string]string {
	out := map[string]string{}
	for k, d := range v {
		out[k] = "null"
		if d != nil {
			out[k] = strconv.FormatFloat(float64(*d), 'g', -1, 64)
		}
	}
	return out
}
