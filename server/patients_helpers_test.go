package server_test

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/rand/v2"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/ledongthuc/pdf"
)

var residentSeq atomic.Int64

// validResident is a complete admission body; each call gets its own room, number and family username.
func validResident(name string) map[string]any {
	n := residentSeq.Add(1)
	id := fmt.Sprintf("%05d", n)
	return map[string]any{
		"admissionDate": "2026-03-02", "name": name, "socialSecurity": "28" + id + "99",
		"dateOfBirth": "1940-05-14", "placeOfBirth": "Ávila", "gender": "female", "maritalStatus": "widowed",
		"religion": "Católica", "room": "H-" + id, "password": "familia1", "confirmPassword": "familia1",
		"guardianName": "Ana Núñez (hija)", "residentialAddress": "Calle Mayor 1, Ávila",
		"mailingAddress": "Calle Mayor 1, Ávila", "phoneNumbers": "+34 600 111 222",
		"contactEmail": "ana@example.es", "username": "familia-" + id,
		"additionalFamilyMembers": []map[string]string{{"name": "Luis Núñez", "relationship": "hijo", "contact": "+34 600 333 444"}},
		"medicalPlan":             "Seguridad Social", "supplement": "Ninguno",
		"medicalEquipment": map[string]bool{"walker": true}, "allergies": "Penicilina", "diagnosis": "Hipertensión.",
		"evaluationMethod": map[string]bool{"observation": true}, "orientation": map[string]bool{"place": true, "person": true},
		"residentReceipt": map[string]bool{"accompanied": true}, "accompaniedBy": "Su hija Ana",
		"physicalCondition": map[string]bool{}, "comments": "Le gusta la radio.", "receivingEmployee": "Carmen Ruiz",
	}
}

func with(body map[string]any, changes map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range body {
		out[k] = v
	}
	for k, v := range changes {
		if v == nil {
			delete(out, k)
			continue
		}
		out[k] = v
	}
	return out
}

// pngDataURL is a real PNG of the given size as a data URL.
func pngDataURL(t testing.TB, w, h int) string {
	return pngOf(t, w, h, func(x, y int) color.RGBA { return color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255} })
}

// noisyPNGDataURL is a PNG that does not compress, to go past size limits.
func noisyPNGDataURL(t testing.TB, w, h int) string {
	rng := rand.New(rand.NewPCG(1, 2))
	return pngOf(t, w, h, func(int, int) color.RGBA {
		v := rng.Uint32()
		return color.RGBA{uint8(v), uint8(v >> 8), uint8(v >> 16), 255}
	})
}

func pngOf(t testing.TB, w, h int, pixel func(x, y int) color.RGBA) string {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, pixel(x, y))
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
}

// pdfText extracts the text of a PDF, so tests read what staff will read.
func pdfText(t testing.TB, r response) string {
	t.Helper()
	if ct := r.Header().Get("Content-Type"); ct != "application/pdf" {
		t.Fatalf("content type %q, body %.200s", ct, r.Body.String())
	}
	raw := r.Body.Bytes()
	reader, err := pdf.NewReader(bytes.NewReader(raw), int64(len(raw)))
	if err != nil {
		t.Fatalf("not a PDF: %v", err)
	}
	plain, err := reader.GetPlainText()
	if err != nil {
		t.Fatal(err)
	}
	text, err := io.ReadAll(plain)
	if err != nil {
		t.Fatal(err)
	}
	return string(text)
}

// createResident posts a resident and returns its JSON.
func (a *app) createResident(token string, body map[string]any) map[string]any {
	a.t.Helper()
	return a.request("POST", "/api/patients/create-new-patient", body, token).wantStatus(http.StatusCreated).json()
}

func listData(r response) []map[string]any {
	raw, _ := r.json()["data"].([]any)
	out := make([]map[string]any, len(raw))
	for i, v := range raw {
		out[i] = v.(map[string]any)
	}
	return out
}

func names(rows []map[string]any) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i], _ = r["name"].(string)
	}
	return out
}
