package server

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"net/http"
)

// Decoding bounds. A decoded picture lives in memory uncompressed, so a small file can declare a huge one
// (a 311 KB PNG of 6324x6324 16-bit RGBA unpacks to 320 MB). Before decoding, the declared size is read
// and anything larger than a photo needs is refused; at most decodeSlots pictures decode at once, so the
// decoders together hold at most decodeSlots*maxDecodeBytes.
const (
	// maxImagePixels: 24 megapixels, twice what a phone camera saves by default (12 MP, 4032x3024).
	maxImagePixels = 24_000_000
	// maxDecodeBytes is what one decode may hold: 12 MP of a baseline JPEG (3 bytes a pixel at worst)
	// fits; a 16-bit RGBA PNG (8 bytes a pixel) is held to 5 MP.
	maxDecodeBytes = 40 << 20
	decodeSlots    = 2
)

// decodeSlot bounds how many pictures decode at the same time.
var decodeSlot = make(chan struct{}, decodeSlots)

// declaredImage is what DecodeConfig read from the header, without decoding the pixels.
type declaredImage struct {
	format        string
	width, height int
	bytesPerPixel int // what the decoder allocates for one pixel, at worst
}

// declare reads the header only.
func declare(data []byte) (declaredImage, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return declaredImage{}, err
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return declaredImage{}, fmt.Errorf("empty picture %dx%d", cfg.Width, cfg.Height)
	}
	return declaredImage{format: format, width: cfg.Width, height: cfg.Height,
		bytesPerPixel: bytesPerPixel(format, cfg.ColorModel, data)}, nil
}

// bytesPerPixel is the decoder's memory for one pixel of this model, rounded up.
func bytesPerPixel(format string, model color.Model, data []byte) int {
	switch model {
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	case color.Gray16Model:
		return 2
	case color.GrayModel, color.AlphaModel:
		return 1
	}
	if _, paletted := model.(color.Palette); paletted {
		return 1
	}
	if format == "jpeg" {
		// Baseline: the YCbCr planes, 3 bytes a pixel when not subsampled. A progressive JPEG (SOF2
		// marker) also keeps every block's coefficients while its scans arrive: 4 bytes a pixel more
		// for each of the three components at worst.
		if progressiveJPEG(data) {
			return 3 + 12
		}
		return 3
	}
	return 4 // RGBA, NRGBA, WebP's (N)YCbCr(A)
}

// maxPixelsFor is the largest picture of this kind that fits the bounds.
func (d declaredImage) maxPixels() int {
	return min(maxImagePixels, maxDecodeBytes/d.bytesPerPixel)
}

func (d declaredImage) tooBig() bool {
	return int64(d.width)*int64(d.height) > int64(d.maxPixels())
}

// tooBigError names the limit for this kind of picture, in whole megapixels.
func (d declaredImage) tooBigError(field string) error {
	return fieldError(http.StatusUnprocessableEntity, field,
		fmt.Sprintf("La imagen es demasiado grande (máximo %d megapíxeles).", max(1, d.maxPixels()/1_000_000)))
}

// withDecoded decodes a picture whose declared size was checked and hands it to use, holding one of the
// decode slots until use returns (the decoded pixels stay alive that long).
func withDecoded(data []byte, use func(image.Image) error) error {
	decodeSlot <- struct{}{}
	defer func() { <-decodeSlot }()
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return use(img)
}

// progressiveJPEG walks the segments before the frame header (APPn such as EXIF, tables) by their
// lengths, so bytes inside them are never taken for markers, and reads the frame's kind.
func progressiveJPEG(data []byte) bool {
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return false
		}
		marker := data[i+1]
		switch {
		case marker == 0xFF: // fill byte
			i++
			continue
		case marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE: // progressive frames
			return true
		case marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC: // other frames
			return false
		}
		i += 2 + (int(data[i+2])<<8 | int(data[i+3]))
	}
	return false
}
