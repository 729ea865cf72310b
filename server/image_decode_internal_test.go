package server

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"testing"
	"time"
)

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewNRGBA(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// While every decode slot is taken, a picture waits; it decodes as soon as one frees.
func TestDecodeSlotsBoundConcurrentDecodes(t *testing.T) {
	for range decodeSlots {
		decodeSlot <- struct{}{}
	}
	data := pngBytes(t, 40, 30)
	done := make(chan error, 1)
	go func() {
		_, err := checkImage(data, postPhoto)
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("decoded while every slot was taken (err %v)", err)
	case <-time.After(100 * time.Millisecond):
	}
	<-decodeSlot
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	for range decodeSlots - 1 {
		<-decodeSlot
	}
}

// The limit depends on what a pixel costs the decoder; a picture larger than what is stored is scaled down.
func TestDeclaredLimitsAndDownscale(t *testing.T) {
	cases := []struct {
		name  string
		d     declaredImage
		limit int
	}{
		{"16-bit RGBA PNG", declaredImage{width: 2600, height: 2600, bytesPerPixel: 8}, maxDecodeBytes / 8},
		{"baseline JPEG", declaredImage{width: 4032, height: 3024, bytesPerPixel: 3}, maxDecodeBytes / 3},
		{"grey PNG", declaredImage{width: 4800, height: 4800, bytesPerPixel: 1}, maxImagePixels},
	}
	for _, c := range cases {
		if got := c.d.maxPixels(); got != c.limit {
			t.Errorf("%s: max %d, want %d", c.name, got, c.limit)
		}
	}
	if !cases[0].d.tooBig() || cases[1].d.tooBig() || cases[2].d.tooBig() {
		t.Errorf("tooBig: %v %v %v", cases[0].d.tooBig(), cases[1].d.tooBig(), cases[2].d.tooBig())
	}
	img, err := checkImage(pngBytes(t, 3000, 1000), postPhoto)
	if err != nil || img.Width != maxStoredSide || img.Height != 682 || img.ContentType != "image/png" {
		t.Fatalf("stored %dx%d %s, %v", img.Width, img.Height, img.ContentType, err)
	}
	stored, err := png.DecodeConfig(bytes.NewReader(img.Data))
	if err != nil || stored.Width != maxStoredSide || stored.Height != 682 {
		t.Fatalf("stored bytes %+v, %v", stored, err)
	}
}

// Only the frame header tells a progressive JPEG: marker-like bytes inside EXIF do not.
func TestProgressiveJPEGReadsTheFrameHeader(t *testing.T) {
	segment := func(marker byte, payload string) []byte {
		n := len(payload) + 2
		return append([]byte{0xFF, marker, byte(n >> 8), byte(n)}, payload...)
	}
	soi := []byte{0xFF, 0xD8}
	exif := segment(0xE1, "Exif\x00\x00\xFF\xC2\xFF\xC2 maker notes")
	build := func(parts ...[]byte) []byte { return bytes.Join(append([][]byte{soi}, parts...), nil) }
	if progressiveJPEG(build(exif, segment(0xC0, "\x08\x00\x10\x00\x10\x03"))) {
		t.Error("a baseline JPEG whose EXIF holds FF C2 was taken for progressive")
	}
	if !progressiveJPEG(build(exif, segment(0xC4, "tables"), segment(0xC2, "\x08\x00\x10\x00\x10\x03"))) {
		t.Error("a progressive frame after EXIF and tables was missed")
	}
	img, err := checkImage(func() []byte {
		raw := blankJPEG(t)
		return append(append(append([]byte{}, raw[:2]...), exif...), raw[2:]...)
	}(), postPhoto)
	if err != nil || img.Width != 64 {
		t.Fatalf("baseline JPEG with FF C2 in its EXIF: %v", err)
	}
}

func blankJPEG(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewRGBA(image.Rect(0, 0, 64, 48)), nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
