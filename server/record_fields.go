package server

import (
	"encoding/json"
	"maps"
	"slices"
)

// recordFields is a record as its lists show it: its saved fields (json.RawMessage, as saved) with the ones
// every record has and its kind's (recordType.present). It is written as encoding/json writes a map, keys
// sorted, but without reflection: the saved fields are copied as they are (the store keeps what json.Marshal
// wrote, already compact and escaped, and decoding them checked them), and strings are written by
// appendJSONString. A page of 50 readings spent a quarter of its time in encoding/json's map encoder (issue 16).
type recordFields map[string]any

func (f recordFields) MarshalJSON() ([]byte, error) { return f.appendJSON(nil) }

// appendJSON appends the record's JSON object to buf.
func (f recordFields) appendJSON(buf []byte) ([]byte, error) {
	buf, _, err := f.appendJSONMarking(buf, "")
	return buf, err
}

// appendJSONMarking appends the record's JSON object to buf and tells where the value of the field named
// mark starts in it (-1 without that field).
func (f recordFields) appendJSONMarking(buf []byte, mark string) ([]byte, int, error) {
	at := -1
	buf = append(buf, '{')
	for i, k := range slices.Sorted(maps.Keys(f)) {
		if i > 0 {
			buf = append(buf, ',')
		}
		var err error
		if buf, err = appendJSONValue(buf, k); err != nil {
			return nil, -1, err
		}
		buf = append(buf, ':')
		if k == mark {
			at = len(buf)
		}
		if buf, err = appendJSONValue(buf, f[k]); err != nil {
			return nil, -1, err
		}
	}
	return append(buf, '}'), at, nil
}

// appendJSONValue appends v as encoding/json writes it.
func appendJSONValue(buf []byte, v any) ([]byte, error) {
	switch v := v.(type) {
	case json.RawMessage:
		return append(buf, v...), nil
	case string:
		return appendJSONString(buf, v), nil
	case bool:
		if v {
			return append(buf, "true"...), nil
		}
		return append(buf, "false"...), nil
	}
	raw, err := json.Marshal(v)
	return append(buf, raw...), err
}
