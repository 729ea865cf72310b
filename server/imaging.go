package server

import (
	"bytes"
	"encoding/base64"
	"image"
	_ "image/gif" // decoders for image.Decode
	"image/jpeg"
	_ "image/png"
	"net/http"
	"slices"
	"strings"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp"

	"amparo/store"
)

const (
	maxImagePixels = 40_000_000 // refuses decompression bombs before decoding
	thumbSize      = 96
)

// imageRule is what one kind of upload accepts.
type imageRule struct {
	field    string
	maxBytes int
	tooLarge string
	notImage string
	types    []string // sniffed content types accepted
}

var residentPhoto = imageRule{
	field:    "photo",
	maxBytes: 2 << 20,
	tooLarge: "La foto supera el tamaño máximo de 2 MB.",
	notImage: "La foto debe ser una imagen JPG, PNG o WebP.",
	types:    []string{"image/jpeg", "image/png", "image/webp"},
}

// imageFromDataURL decodes a data:image/...;base64 URL and checks it against the rule.
func imageFromDataURL(dataURL string, rule imageRule) (store.NewImage, error) {
	meta, payload, ok := strings.Cut(strings.TrimPrefix(dataURL, "data:"), ",")
	if !ok || !strings.HasSuffix(meta, ";base64") {
		return store.NewImage{}, fieldError(http.StatusUnprocessableEntity, rule.field, rule.notImage)
	}
	if base64.StdEncoding.DecodedLen(len(payload)) > rule.maxBytes+3 {
		return store.NewImage{}, fieldError(http.StatusRequestEntityTooLarge, rule.field, rule.tooLarge)
	}
	data, err := base64.StdEncoding.DecodeString(payload)
	if err != nil {
		return store.NewImage{}, fieldError(http.StatusUnprocessableEntity, rule.field, rule.notImage)
	}
	return checkImage(data, rule)
}

// checkImage trusts the bytes, not the name or the declared type: it sniffs the type, bounds the size
// and the pixel count, decodes the whole picture and makes the list thumbnail.
func checkImage(data []byte, rule imageRule) (store.NewImage, error) {
	if len(data) > rule.maxBytes {
		return store.NewImage{}, fieldError(http.StatusRequestEntityTooLarge, rule.field, rule.tooLarge)
	}
	notImage := fieldError(http.StatusUnprocessableEntity, rule.field, rule.notImage)
	contentType := http.DetectContentType(data)
	if !slices.Contains(rule.types, contentType) {
		return store.NewImage{}, notImage
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width*cfg.Height > maxImagePixels {
		return store.NewImage{}, notImage
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return store.NewImage{}, notImage
	}
	thumb, err := thumbnail(img)
	if err != nil {
		return store.NewImage{}, err
	}
	return store.NewImage{ContentType: contentType, Width: cfg.Width, Height: cfg.Height, Data: data, Thumb: thumb}, nil
}

// thumbnail crops the centre square and scales it to thumbSize, as a JPEG.
func thumbnail(img image.Image) ([]byte, error) {
	b := img.Bounds()
	side := min(b.Dx(), b.Dy())
	x0, y0 := b.Min.X+(b.Dx()-side)/2, b.Min.Y+(b.Dy()-side)/2
	dst := image.NewRGBA(image.Rect(0, 0, thumbSize, thumbSize))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, image.Rect(x0, y0, x0+side, y0+side), draw.Src, nil)
	var out bytes.Buffer
	if err := jpeg.Encode(&out, dst, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
