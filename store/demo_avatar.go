package store

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"math"
)

// demoAvatar draws a calm portrait placeholder (head and shoulders on a soft background), varied by
// seed, as a JPEG of the given size. Demo residents get one as their photo.
func demoAvatar(seed, size int) []byte {
	backgrounds := []color.RGBA{{214, 232, 230, 255}, {240, 226, 208, 255}, {226, 222, 240, 255}, {232, 236, 214, 255}, {244, 220, 220, 255}}
	clothes := []color.RGBA{{46, 94, 100, 255}, {150, 86, 52, 255}, {84, 80, 128, 255}, {96, 112, 64, 255}, {128, 60, 72, 255}}
	skins := []color.RGBA{{241, 208, 184, 255}, {224, 184, 150, 255}, {198, 150, 112, 255}, {236, 196, 170, 255}}
	hairs := []color.RGBA{{230, 230, 228, 255}, {200, 200, 198, 255}, {170, 168, 165, 255}, {120, 110, 100, 255}}
	bg, cloth := backgrounds[seed%len(backgrounds)], clothes[(seed/2)%len(clothes)]
	skin, hair := skins[(seed/3)%len(skins)], hairs[(seed/5)%len(hairs)]

	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			fx, fy := float64(x)/s, float64(y)/s
			c := shade(bg, 1.06-0.12*fy)
			if inEllipse(fx, fy, 0.5, 1.02, 0.36, 0.3) {
				c = cloth
			}
			if inEllipse(fx, fy, 0.5, 0.4, 0.185, 0.22) { // hair behind the face
				c = hair
			}
			if inEllipse(fx, fy, 0.5, 0.44, 0.16, 0.2) {
				c = shade(skin, 1.02-0.08*math.Abs(fx-0.5)*4)
			}
			img.SetRGBA(x, y, c)
		}
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: 85}); err != nil {
		panic(err) // encoding an in-memory RGBA image cannot fail
	}
	return out.Bytes()
}

func inEllipse(x, y, cx, cy, rx, ry float64) bool {
	dx, dy := (x-cx)/rx, (y-cy)/ry
	return dx*dx+dy*dy <= 1
}

func shade(c color.RGBA, f float64) color.RGBA {
	clamp := func(v float64) uint8 { return uint8(math.Max(0, math.Min(255, v))) }
	return color.RGBA{clamp(float64(c.R) * f), clamp(float64(c.G) * f), clamp(float64(c.B) * f), 255}
}
