package server

import (
	"bytes"
	"encoding/base64"
	"errors"
	"image"
	_ "image/gif" // decoders for image.Decode
	"image/jpeg"
	"image/png"
	"net/http"
	"slices"
	"strings"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp"

	"amparo/store"
)

const (
	thumbSize = 96
	// maxStoredSide: pictures are stored at most this wide and tall (a screen's worth), downscaled if larger.
	maxStoredSide = 2048
	jpegQuality   = 85
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
// and the declared pixel count (image_decode.go), decodes the picture and stores a new encoding of it,
// never the uploaded bytes: nothing of the original file (EXIF and its GPS position, comments, bytes
// after the picture) survives. A JPEG stays a JPEG, turned upright as its EXIF Orientation says
// (image_orientation.go); PNG, GIF and WebP become PNG (transparency kept).
func checkImage(data []byte, rule imageRule) (store.NewImage, error) {
	if len(data) > rule.maxBytes {
		return store.NewImage{}, fieldError(http.StatusRequestEntityTooLarge, rule.field, rule.tooLarge)
	}
	notImage := fieldError(http.StatusUnprocessableEntity, rule.field, rule.notImage)
	if !slices.Contains(rule.types, http.DetectContentType(data)) {
		return store.NewImage{}, notImage
	}
	declared, err := declare(data)
	if err != nil {
		return store.NewImage{}, notImage
	}
	if declared.tooBig() {
		return store.NewImage{}, declared.tooBigError(rule.field)
	}
	var out store.NewImage
	var encodeErr error
	err = withDecoded(data, func(img image.Image) error {
		orientation := 1
		if declared.format == "jpeg" {
			orientation = jpegOrientation(data)
		}
		out, encodeErr = reencode(img, declared.format == "jpeg", orientation)
		return encodeErr
	})
	if encodeErr != nil {
		return store.NewImage{}, encodeErr
	}
	if err != nil {
		return store.NewImage{}, notImage
	}
	return out, nil
}

// reencode scales img down to maxStoredSide if larger, turns it upright (after scaling: fewer pixels
// to move) and encodes it afresh, with its thumbnail.
func reencode(img image.Image, asJPEG bool, orientation int) (store.NewImage, error) {
	img = orient(fitWithin(img, maxStoredSide), orientation)
	var buf bytes.Buffer
	contentType := "image/png"
	var err error
	if asJPEG {
		contentType = "image/jpeg"
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality})
	} else {
		err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img)
	}
	if err != nil {
		return store.NewImage{}, errors.Join(errors.New("encode picture"), err)
	}
	thumb, err := thumbnail(img)
	if err != nil {
		return store.NewImage{}, err
	}
	b := img.Bounds()
	return store.NewImage{ContentType: contentType, Width: b.Dx(), Height: b.Dy(), Data: buf.Bytes(), Thumb: thumb}, nil
}

// fitWithin scales img down, keeping its proportions, so neither side passes side.
func fitWithin(img image.Image, side int) image.Image {
	b := img.Bounds()
	if b.Dx() <= side && b.Dy() <= side {
		return img
	}
	w, h := side, max(1, b.Dy()*side/b.Dx())
	if b.Dy() > b.Dx() {
		w, h = max(1, b.Dx()*side/b.Dy()), side
	}
	// RGBA takes x/image/draw's fast paths (from YCbCr, RGBA, NRGBA, Gray). ApproxBiLinear, not a kernel:
	// a kernel's scaler holds a float buffer of the new width times the old height (200 MB for a 12 MP
	// photo) and takes seconds; the approximation needs no buffer and a photo is at most a few times
	// larger than what is stored.
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.ApproxBiLinear.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
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
