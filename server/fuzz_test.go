package server

// Go native fuzzing of the request decoders and validators (make fuzz runs each for a few seconds; go test
// runs the seeds below and testdata/fuzz). The property everywhere: no panic, and what is accepted stays in
// its documented limits and is accepted again, unchanged, when it is encoded and sent back.

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"net/http"
	"net/http/httptest"
	"net/mail"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"amparo/store"
	"amparo/store/storetest"
)

func FuzzDecimal(f *testing.F) {
	for _, s := range []string{`36.8`, `"36,8"`, `"36.8"`, `" -2 "`, `"1.234"`, `"1,2,3"`, `"1e3"`, `"Inf"`, `"0x10"`,
		`1e400`, `"1_000"`, `null`, `true`, `{}`, `"+5"`, `"٣٦"`, `-0`, `"-"`, `"."`, `","`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var d decimal
		if err := d.UnmarshalJSON(raw); err != nil {
			return
		}
		n := float64(d)
		if math.IsNaN(n) {
			return // the validation names the field (notANumber)
		}
		if math.IsInf(n, 0) {
			t.Fatalf("%q decoded as %v", raw, n)
		}
		// What is accepted is the same number written back, as JSON or the Spanish way.
		back, err := json.Marshal(n)
		if err != nil {
			t.Fatal(err)
		}
		var again decimal
		if err := again.UnmarshalJSON(back); err != nil || float64(again) != n {
			t.Fatalf("%q → %v → %s → %v, %v", raw, n, back, float64(again), err)
		}
		typed, err := json.Marshal(spanishNumber(n))
		if err != nil {
			t.Fatal(err)
		}
		if err := again.UnmarshalJSON(typed); err != nil || float64(again) != n {
			t.Fatalf("%q → %v → %s → %v, %v", raw, n, typed, float64(again), err)
		}
	})
}

func FuzzOptionalString(f *testing.F) {
	for _, s := range []string{`null`, `""`, `"secreta1"`, `5`, `{}`, `"\u0000"`, "\"\xff\"", `"\ud800"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var body struct {
			Confirm optionalString `json:"confirm"`
		}
		err := json.Unmarshal(append(append([]byte(`{"confirm":`), raw...), '}'), &body)
		o := body.Confirm
		if err != nil {
			return
		}
		if !o.Set || (o.Null && o.Value != "") {
			t.Fatalf("%q → %+v", raw, o)
		}
		if o.Null {
			return
		}
		back, _ := json.Marshal(o.Value)
		var again optionalString
		if err := again.UnmarshalJSON(back); err != nil || again != o {
			t.Fatalf("%q → %+v → %s → %+v, %v", raw, o, back, again, err)
		}
	})
}

// FuzzUsername: a new username accepted is 3 to 40 of a-z, 0-9 and . _ -, the typed one lower-cased; an
// account's current username, whatever it is, passes when typed again in any case.
func FuzzUsername(f *testing.F) {
	for _, s := range []string{"carmen.ruiz", "Carmen.Ruiz", "maría_josé-2", "a b", "a@b.es", "<script>", "a\x00b", "ñ", "",
		" carmen ", "e\u0301", strings.Repeat("a", 41), "\xff", "١٢٣", "аdmin", "ab", "K"} {
		f.Add(s)
	}
	newUsername := regexp.MustCompile(`^[a-z0-9._-]{3,40}$`)
	f.Fuzz(func(t *testing.T, typed string) {
		folded := foldUsername(typed, "")
		v := newValidation()
		validateUsername(v, folded, "")
		if v.err() != nil {
			if v.fields["username"] == "" {
				t.Fatalf("%q refused without a message for username: %v", typed, v.fields)
			}
		} else if !newUsername.MatchString(folded) || folded != strings.ToLower(strings.TrimSpace(typed)) {
			t.Fatalf("accepted %q as %q", typed, folded)
		}
		if current := strings.TrimSpace(typed); current != "" && utf8.ValidString(current) {
			kept := foldUsername(strings.ToUpper(typed), current)
			v := newValidation()
			if validateUsername(v, kept, current); kept != current || v.err() != nil {
				t.Fatalf("the current username %q typed again was %q, %v", current, kept, v.fields)
			}
		}
	})
}

// FuzzDateTimeAndEmail: a date accepted is a real calendar day written canonically, a time a real time
// of day, an e-mail one address.
func FuzzDateTimeAndEmail(f *testing.F) {
	for _, s := range []string{"2026-02-28", "2026-02-30", "31/12/2026", "99999-12-31", "+2026-01-01", "2026-1-1",
		"0000-01-01", "2024-02-29", "23:59", "24:00", "7:05", "12:60", "ana@example.es", "ana@localhost",
		"Ana <ana@example.es>", "a@b.c\x00", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v := newValidation()
		if day, ok := v.date(s, "date"); ok {
			if day.Format(time.DateOnly) != s || day.Year() < 0 || day.Year() > 9999 {
				t.Fatalf("date %q accepted as %v", s, day)
			}
		} else if s != "" && v.fields["date"] != "Fecha no válida." {
			t.Fatalf("date %q refused with %v", s, v.fields)
		}
		v = newValidation()
		v.time(s, "time")
		if v.err() == nil && s != "" {
			hh, mm, ok := strings.Cut(s, ":")
			if !ok || len(hh) != 2 || len(mm) != 2 || hh > "23" || mm > "59" {
				t.Fatalf("time %q accepted", s)
			}
		}
		v = newValidation()
		v.email(s, "email", "Correo inválido.")
		if v.err() == nil && s != "" {
			addr, err := mail.ParseAddress(s)
			if err != nil || addr.Address != s || !strings.Contains(s, "@") || !utf8.ValidString(s) {
				t.Fatalf("e-mail %q accepted", s)
			}
		}
	})
}

// FuzzResidentRequest: the admission wizard's body, tidied and validated; whatever is accepted is accepted
// again, unchanged, once encoded and decoded (tidying twice changes nothing).
func FuzzResidentRequest(f *testing.F) {
	valid := `{"name":"Dolores Martín","socialSecurity":"28/12345678/90","dateOfBirth":"1938-04-12",
		"admissionDate":"2026-01-10","room":"12","username":"familia.martin","password":"secreta1",
		"confirmPassword":"secreta1","placeOfBirth":"Toledo","religion":"Católica","guardianName":"Luis, hijo",
		"residentialAddress":"Calle Mayor 1","mailingAddress":"Calle Mayor 1","phoneNumbers":"600000000",
		"contactEmail":"luis@example.es","medicalPlan":"SNS","supplement":"No","allergies":"Ninguna",
		"diagnosis":"Demencia leve","receivingEmployee":"Carmen",
		"additionalFamilyMembers":[{"name":"Ana","relationship":"hija","contact":"611111111"},{}]}`
	for _, s := range []string{valid, `{}`, `null`, `{"dateOfBirth":"2026-02-30"}`, `{"area":null,"photo":5}`,
		strings.Replace(valid, "1938-04-12", "31/12/1938", 1), strings.Replace(valid, `"12"`, `"  "`, 1)} {
		f.Add([]byte(s))
	}
	today := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, raw []byte) {
		var in residentRequest
		if json.Unmarshal(raw, &in) != nil {
			return
		}
		in.tidy()
		for _, family := range []familyFields{familyUntouched, familyKeep, familyNew} {
			_, err := validateResident(in, family, "", store.Essentials{}, today)
			if err != nil {
				if e, ok := err.(*Error); !ok || e.Status != http.StatusUnprocessableEntity || len(e.Fields) == 0 {
					t.Fatalf("refused with %#v", err)
				}
				continue
			}
			back, err := json.Marshal(in)
			if err != nil {
				t.Fatal(err)
			}
			var again residentRequest
			if err := json.Unmarshal(back, &again); err != nil {
				t.Fatal(err)
			}
			again.tidy()
			if !reflect.DeepEqual(normalJSON(t, in), normalJSON(t, again)) {
				t.Fatalf("not the same once sent back:\n%s\n%s", back, mustJSON(t, again))
			}
			if _, err := validateResident(again, family, "", store.Essentials{}, today); err != nil {
				t.Fatalf("accepted, then refused once sent back: %v", err)
			}
		}
	})
}

// FuzzRecordBodies: every record kind's decoder (records_*.go) on a body; what it accepts names a valid
// day and time and is accepted again when its fields are sent back.
func FuzzRecordBodies(f *testing.F) {
	seeds := []string{
		`{"residentId":"r1","date":"2026-11-20","time":"08:30","vitalSigns":{"temperature":"36,8","pain":0}}`,
		`{"residentId":"r1","date":"2026-11-20","vitalSigns":{"temperature":"abc","glucose":1e308}}`,
		`{"residentId":"r1","date":"2026-11-20","time":"08:30","observations":"Buena noche"}`,
		`{"residentId":"r1","date":"2026-11-20","time":"08:30","primaryObservation":"Visita","additionalObservations":[{"observation":"a","date":"2026-02-30","time":"09:00"}]}`,
		`{"user":"r1","date":"2026-11-20","bath":true,"lunch":true}`,
		`{"residentId":"r1","date":"2026-11-20","time":"08:30","type":"fall","description":"Caída","severity":"high"}`,
		`{"patientId":"r1","medications":[{"medication":"m1","dose":"1 comp","frequency":"8h"}]}`,
		`null`, `[]`, `{"residentId":5}`, `{"date":"99999-01-01"}`,
	}
	for i, s := range seeds {
		f.Add(uint8(i), []byte(s))
	}
	s := fuzzServer(f)
	kinds := []fuzzDecoder{fuzzDecoderOf(socialWorkNotes), fuzzDecoderOf(generalNotes), fuzzDecoderOf(vitalSignsRecords),
		fuzzDecoderOf(incidentRecords), fuzzDecoderOf(careRecords), fuzzDecoderOf(kardexRecords)}
	f.Fuzz(func(t *testing.T, which uint8, raw []byte) {
		rt := kinds[int(which)%len(kinds)]
		in, err := rt.decode(s, fuzzContext(raw))
		if err != nil {
			if e, ok := err.(*Error); ok && (e.Status >= 500 || e.Message == "") {
				t.Fatalf("%s refused with %#v", rt.kind, e)
			}
			return // a store error (say, an unknown medication) is the handler's to answer
		}
		if _, err := time.Parse(time.DateOnly, in.Date); err != nil {
			t.Fatalf("%s accepted date %q", rt.kind, in.Date)
		}
		if in.Time != "" && !clockTime.MatchString(in.Time) {
			t.Fatalf("%s accepted time %q", rt.kind, in.Time)
		}
		if strings.TrimSpace(in.ResidentID) == "" {
			t.Fatalf("%s accepted without a resident", rt.kind)
		}
		data, err := json.Marshal(in.Data)
		if err != nil {
			t.Fatal(err)
		}
		var fields map[string]any
		if err := json.Unmarshal(data, &fields); err != nil {
			t.Fatalf("%s data is no object: %s", rt.kind, data)
		}
		fields["residentId"], fields["patientId"], fields["user"] = in.ResidentID, in.ResidentID, in.ResidentID
		fields["date"], fields["time"] = in.Date, in.Time
		if _, err := rt.decode(s, fuzzContext(mustJSON(t, fields))); err != nil {
			t.Fatalf("%s accepted %s, then refused it sent back: %v", rt.kind, raw, err)
		}
	})
}

// fuzzDecoder decodes a new record's body of one kind, whatever its fields.
type fuzzDecoder struct {
	kind   string
	decode func(s *Server, c echo.Context) (fuzzInput, error)
}

type fuzzInput struct {
	ResidentID, Date, Time string
	Data                   any
}

func fuzzDecoderOf[T any](rt recordType[T]) fuzzDecoder {
	return fuzzDecoder{kind: rt.kind.Entity, decode: func(s *Server, c echo.Context) (fuzzInput, error) {
		in, err := rt.decode(s, c, nil)
		return fuzzInput{ResidentID: in.ResidentID, Date: in.Date, Time: in.Time, Data: in.Data}, err
	}}
}

// fuzzServer is a server over an empty database; the fuzz context's caller has every staff role.
func fuzzServer(f *testing.F) *Server {
	s, err := New(context.Background(), Config{Store: storetest.New(f)})
	if err != nil {
		f.Fatal(err)
	}
	return s
}

var fuzzEcho = echo.New()

func fuzzContext(body []byte) echo.Context {
	req := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	c := fuzzEcho.NewContext(req, httptest.NewRecorder())
	c.Set(sessionKey, session{User: store.User{ID: "u1", Name: "Persona de prueba", Roles: store.StaffRoles}})
	return c
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// normalJSON is v as generic JSON, to compare two values whatever their Go types.
func normalJSON(t *testing.T, v any) any {
	t.Helper()
	var out any
	if err := json.Unmarshal(mustJSON(t, v), &out); err != nil {
		t.Fatal(err)
	}
	return out
}
