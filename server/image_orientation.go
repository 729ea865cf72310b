package server

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/draw"
)

// A phone saves a portrait photo as landscape pixels plus an EXIF Orientation tag telling viewers how
// to turn it. The stored picture keeps no EXIF, so the turn is made on the pixels before encoding.

// jpegOrientation reads the EXIF Orientation (1-8) of a JPEG; 1 (as is) when there is none.
func jpegOrientation(data []byte) int {
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return 1
		}
		marker := data[i+1]
		if marker == 0xFF {
			i++
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // the image data begins: no EXIF before it
			return 1
		}
		end := i + 2 + (int(data[i+2])<<8 | int(data[i+3]))
		if end > len(data) {
			return 1
		}
		if payload := data[i+4 : end]; marker == 0xE1 && bytes.HasPrefix(payload, []byte("Exif\x00\x00")) {
			return tiffOrientation(payload[6:])
		}
		i = end
	}
	return 1
}

// tiffOrientation finds tag 0x0112 in the first directory of a TIFF structure.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var order binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	ifd := int(order.Uint32(t[4:8]))
	if ifd < 8 || ifd+2 > len(t) {
		return 1
	}
	n := int(order.Uint16(t[ifd:]))
	for e := ifd + 2; e+12 <= len(t) && e < ifd+2+n*12; e += 12 {
		if order.Uint16(t[e:]) == 0x0112 {
			if v := int(order.Uint16(t[e+8:])); v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// orient turns img as EXIF orientation o says (2-8: mirror, 180°, flip, transpose, 90° clockwise,
// transverse, 90° anticlockwise).
func orient(img image.Image, o int) image.Image {
	if o < 2 || o > 8 {
		return img
	}
	src, ok := img.(*image.RGBA)
	if !ok || src.Rect.Min != (image.Point{}) {
		b := img.Bounds()
		src = image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		draw.Draw(src, src.Rect, img, b.Min, draw.Src)
	}
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		for x := range dw {
			sx, sy := sourcePixel(o, x, y, w, h)
			copy(dst.Pix[dst.PixOffset(x, y):][:4], src.Pix[src.PixOffset(sx, sy):][:4])
		}
	}
	return dst
}

// sourcePixel is where pixel (x, y) of the turned picture comes from in the w x h original.
func sourcePixel(o, x, y, w, h int) (int, int) {
	switch o {
	case 2:
		return w - 1 - x, y
	case 3:
		return w - 1 - x, h - 1 - y
	case 4:
		return x, h - 1 - y
	case 5:
		return y, x
	case 6:
		return y, h - 1 - x
	case 7:
		return w - 1 - y, h - 1 - x
	case 8:
		return w - 1 - y, x
	}
	return x, y
}
