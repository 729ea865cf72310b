package server

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// savedReadings reads a saved record's readings (its vitalSigns field). The store keeps them as decode left
// them, marshalled: a flat object of numbers ({"heartRate":72,"temperature":36.8}). That shape is read here
// without encoding/json, whose reflection was a sixth of a page of readings' time (issue 16); anything else
// (a string, null, spaces, an escape in a key) is left to encoding/json, so the answer is the same either way.
func savedReadings(raw json.RawMessage) (vitalValues, error) {
	if values, ok := flatNumbers(raw); ok {
		return values, nil
	}
	var values vitalValues
	err := json.Unmarshal(raw, &values)
	return values, err
}

// flatNumbers reads {"key":number,...}; ok is false for any other shape.
func flatNumbers(raw []byte) (values vitalValues, ok bool) {
	if len(raw) < 2 || raw[0] != '{' || raw[len(raw)-1] != '}' {
		return nil, false
	}
	values = vitalValues{}
	for rest := raw[1 : len(raw)-1]; len(rest) > 0; {
		if rest[0] != '"' {
			return nil, false
		}
		end := bytes.IndexByte(rest[1:], '"')
		if end < 0 {
			return nil, false
		}
		key := rest[1 : 1+end]
		rest = rest[2+end:]
		if bytes.IndexByte(key, '\\') >= 0 || len(rest) == 0 || rest[0] != ':' {
			return nil, false
		}
		number := rest[1:]
		rest = nil
		if comma := bytes.IndexByte(number, ','); comma >= 0 {
			number, rest = number[:comma], number[comma+1:]
			if len(rest) == 0 { // a trailing comma
				return nil, false
			}
		}
		// raw is valid JSON (it was decoded already): a value ParseFloat reads is a JSON number.
		n, err := strconv.ParseFloat(string(number), 64)
		if err != nil {
			return nil, false
		}
		d := decimal(n)
		values[string(key)] = &d
	}
	return values, true
}
