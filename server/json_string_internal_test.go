package server

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// Strings are written byte for byte as encoding/json writes them: every byte from 0 to 255 alone and
// between letters, accents, the separators, broken UTF-8, and many random strings of all of them.
func TestJSONStringsAreWrittenAsEncodingJSONWritesThem(t *testing.T) {
	cases := []string{"", "Núñez", `dijo "ay" \ y se fue`, "<b>&</b>", "línea\nnueva\ttab\r\b\f\u0001\u001f\u007f",
		"a\u2028b\u2029c", "a\xffb", "\xe2\x82", "ok\xc3", "€ 12,50", "😀 emoji", "\ufffd", "Ω\u0000"}
	for b := range 256 {
		cases = append(cases, string([]byte{byte(b)}), "a"+string([]byte{byte(b)})+"ñ")
	}
	pieces := []string{"a", "ñ", "\"", "\\", "<", "&", "\n", "\x01", "\u2028", "\xff", "\xe2\x80", "😀", " "}
	rng := rand.New(rand.NewPCG(16, 2026))
	for range 2000 {
		s := ""
		for range rng.IntN(12) {
			s += pieces[rng.IntN(len(pieces))]
		}
		cases = append(cases, s)
	}
	for _, s := range cases {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSONString(nil, s); string(got) != string(want) {
			t.Fatalf("%q: got %s, want %s", s, got, want)
		}
	}
}

// A resident's part of the handover is written as encoding/json writes it: with items or none (null), and
// strings that need escaping.
func TestHandoverResidentsAreWrittenAsEncodingJSONWritesThem(t *testing.T) {
	for _, r := range []handoverResidentJSON{
		{ResidentID: "r1", ResidentName: "María José Núñez", Room: "101"},
		{ResidentID: "r2", ResidentName: `Rosa "la Chata" <Gil>`, Room: "", Items: []handoverItem{}},
		{ResidentID: "r3", ResidentName: "Íñigo", Room: "2\u2028B", Items: []handoverItem{
			{Kind: "dose-held", At: "2026-11-25T16:00", Text: "Retenida Paracetamol 1 g de las 16:00: vómitos & mareo."},
			{Kind: "vital", At: "2026-11-25T18:30", Text: "Temperatura 38,2 °C\n(fuera de rango)", RecordID: "rec-1"},
		}},
	} {
		want, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.appendJSON(nil); string(got) != string(want) {
			t.Errorf("got\n%s\nwant\n%s", got, want)
		}
	}
}
