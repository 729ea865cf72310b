package server

import (
	"encoding/json"
	"testing"
)

// A record's fields are written byte for byte as encoding/json writes the same map: keys sorted, strings
// escaped the same way (quotes, backslashes, HTML's < > &, control characters, accents, invalid UTF-8),
// and the saved fields as they were saved.
func TestRecordFieldsAreWrittenAsEncodingJSONWouldWriteThem(t *testing.T) {
	saved := json.RawMessage(`{"temperature":36.8,"heartRate":72,"note":"Tensi\u00f3n \u003calta\u003e"}`)
	f := recordFields{
		"_id": "01a2155e-26a2-7ed5-9924-bd9228d31598", "date": "2026-11-25", "time": "08:30",
		"createdByName": "Carmen Ruiz Núñez", "quoted": `dijo "ay" \ y se fue`, "html": "<b>&</b>",
		"control": "línea\nnueva\ttab\u0001", "invalid": "a\xffb", "separators": "a\u2028b\u2029c",
		"canDelete": true, "archived": false, "outOfRange": []string{"temperature"}, "none": nil,
		"count": 3, "ratio": 0.5, "vitalSigns": saved, "empty": "",
	}
	want, err := json.Marshal(map[string]any(f))
	if err != nil {
		t.Fatal(err)
	}
	got, err := f.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
