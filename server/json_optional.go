package server

import "encoding/json"

// optionalString is a JSON string field that may be left out but not sent as null: Set says it was
// in the body, Null that it was null.
type optionalString struct {
	Set, Null bool
	Value     string
}

func (o *optionalString) UnmarshalJSON(b []byte) error {
	o.Set = true
	if string(b) == "null" {
		o.Null = true
		return nil
	}
	return json.Unmarshal(b, &o.Value)
}
