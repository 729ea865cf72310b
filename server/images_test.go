package server_test

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"net/http"
	"strings"
	"sync"
	"testing"

	"amparo/store"
)

// bombPNG is a valid PNG of a few hundred KB that declares 6324x6324 pixels of 16-bit RGBA: decoded,
// 320 MB. Built once: compressing the zero rows takes a moment.
var bombPNG = sync.OnceValue(func() []byte {
	const side = 6324
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		binary.Write(&out, binary.BigEndian, uint32(len(data)))
		out.WriteString(kind)
		out.Write(data)
		crc := crc32.NewIEEE()
		crc.Write([]byte(kind))
		crc.Write(data)
		binary.Write(&out, binary.BigEndian, crc.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], side)
	binary.BigEndian.PutUint32(ihdr[4:], side)
	ihdr[8], ihdr[9] = 16, 6 // 16 bits, RGBA
	chunk("IHDR", ihdr)
	var idat bytes.Buffer
	z, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	row := make([]byte, 1+side*8)
	for range side {
		z.Write(row)
	}
	z.Close()
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
})

func dataURL(kind string, data []byte) string {
	return "data:" + kind + ";base64," + base64.StdEncoding.EncodeToString(data)
}

// A small file declaring a huge picture is refused from its header, with the limit named; eight at once
// all get the same answer.
func TestImageDecompressionBombRefused(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	bomb := bombPNG()
	if len(bomb) > 400<<10 {
		t.Fatalf("bomb is %d bytes", len(bomb))
	}
	body := map[string]any{"content": "Fiesta", "photo": dataURL("image/png", bomb)}
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := a.request("POST", "/api/posts", body, nurse)
			if r.Code != http.StatusUnprocessableEntity {
				t.Errorf("status %d: %s", r.Code, r.Body.String())
				return
			}
			if got, want := r.field("photo"), "La imagen es demasiado grande (máximo 5 megapíxeles)."; got != want {
				t.Errorf("photo = %q, want %q", got, want)
			}
		}()
	}
	wg.Wait()
}

// exifJPEG is a small JPEG carrying an EXIF APP1 segment with a GPS position and bytes after its end.
func exifJPEG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for y := range 48 {
		for x := range 64 {
			img.Set(x, y, color.RGBA{uint8(x * 4), uint8(y * 5), 90, 255})
		}
	}
	var enc bytes.Buffer
	if err := jpeg.Encode(&enc, img, nil); err != nil {
		t.Fatal(err)
	}
	exif := []byte("Exif\x00\x00GPSLatitude=40.4168N;GPSLongitude=3.7038W")
	app1 := []byte{0xFF, 0xE1, byte((len(exif) + 2) >> 8), byte(len(exif) + 2)}
	raw := enc.Bytes()
	out := append([]byte{}, raw[:2]...) // SOI
	out = append(out, app1...)
	out = append(out, exif...)
	out = append(out, raw[2:]...)
	return append(out, []byte("TRAILING-SECRET-BYTES")...)
}

// Every picture is encoded afresh: nothing of the uploaded file's metadata or trailing bytes is served back.
func TestImageMetadataStripped(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	upload := exifJPEG(t)
	if _, err := jpeg.Decode(bytes.NewReader(upload)); err != nil {
		t.Fatalf("the test JPEG does not decode: %v", err)
	}
	post := a.request("POST", "/api/posts", map[string]any{"content": "Paseo", "photo": dataURL("image/jpeg", upload)}, nurse).
		wantStatus(http.StatusCreated).json()
	served := a.request("GET", post["photo"].(string), nil, nurse).wantStatus(http.StatusOK)
	for _, secret := range []string{"GPSLatitude", "40.4168", "Exif", "TRAILING-SECRET"} {
		if strings.Contains(served.Body.String(), secret) {
			t.Errorf("served picture still has %q", secret)
		}
	}
	if ct := served.Header().Get("Content-Type"); ct != "image/jpeg" {
		t.Errorf("content type %q", ct)
	}
	got, err := jpeg.Decode(bytes.NewReader(served.Body.Bytes()))
	if err != nil || got.Bounds().Dx() != 64 || got.Bounds().Dy() != 48 {
		t.Fatalf("served picture: %v, %v", err, got)
	}
}
