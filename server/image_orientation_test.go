package server_test

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"net/http"
	"testing"

	"amparo/store"
)

// withOrientation inserts an EXIF APP1 segment holding only the Orientation tag into a JPEG.
func withOrientation(t *testing.T, raw []byte, o uint16, order binary.ByteOrder) []byte {
	t.Helper()
	tiff := make([]byte, 8+2+12+4)
	copy(tiff, "MM")
	if order == binary.LittleEndian {
		copy(tiff, "II")
	}
	order.PutUint16(tiff[2:], 42)
	order.PutUint32(tiff[4:], 8)
	order.PutUint16(tiff[8:], 1)       // one entry
	order.PutUint16(tiff[10:], 0x0112) // Orientation
	order.PutUint16(tiff[12:], 3)      // SHORT
	order.PutUint32(tiff[14:], 1)
	order.PutUint16(tiff[18:], o)
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := append([]byte{0xFF, 0xE1, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)}, payload...)
	return append(append(append([]byte{}, raw[:2]...), seg...), raw[2:]...)
}

// A portrait phone photo (landscape pixels, Orientation 6 or 8) is stored upright, since its EXIF is not.
func TestImageTurnedUprightFromEXIF(t *testing.T) {
	a := newApp(t)
	a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	// 64x48, red in the top-left 16x16 corner, blue elsewhere.
	src := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for y := range 48 {
		for x := range 64 {
			c := color.RGBA{0, 0, 255, 255}
			if x < 16 && y < 16 {
				c = color.RGBA{255, 0, 0, 255}
			}
			src.Set(x, y, c)
		}
	}
	var enc bytes.Buffer
	if err := jpeg.Encode(&enc, src, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		o     uint16
		order binary.ByteOrder
		redX  int // where the red corner is once upright (its centre)
		redY  int
		w, h  int
	}{
		{6, binary.BigEndian, 40, 8, 48, 64},    // turned clockwise: top-left goes top-right
		{8, binary.LittleEndian, 8, 56, 48, 64}, // anticlockwise: top-left goes bottom-left
		{3, binary.BigEndian, 56, 40, 64, 48},   // 180°
		{1, binary.LittleEndian, 8, 8, 64, 48},  // as is
	}
	for _, c := range cases {
		photo := withOrientation(t, enc.Bytes(), c.o, c.order)
		post := a.request("POST", "/api/posts", map[string]any{"content": "Retrato", "photo": dataURL("image/jpeg", photo)}, nurse).
			wantStatus(http.StatusCreated).json()
		served := a.request("GET", post["photo"].(string), nil, nurse).wantStatus(http.StatusOK)
		got, err := jpeg.Decode(bytes.NewReader(served.Body.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if b := got.Bounds(); b.Dx() != c.w || b.Dy() != c.h {
			t.Errorf("orientation %d: %dx%d, want %dx%d", c.o, b.Dx(), b.Dy(), c.w, c.h)
			continue
		}
		if r, _, bl, _ := got.At(c.redX, c.redY).RGBA(); r>>8 < 200 || bl>>8 > 60 {
			t.Errorf("orientation %d: pixel (%d,%d) is not red: r=%d b=%d", c.o, c.redX, c.redY, r>>8, bl>>8)
		}
	}
}
