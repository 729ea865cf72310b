// Package bench measures the real binary under load (make bench): what a unit benchmark cannot see, such
// as the server process's memory while several large uploads arrive at once.
package bench

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"net/http"
	"sync"
	"testing"
	"time"

	"amparo/internal/realserver"
)

// BenchmarkEightLargeImagesAtOnce sends, eight at a time, the picture of issue 14 (a ~300 KB PNG that
// declares 6324x6324 pixels of 16-bit RGBA: 320 MB once decoded), which must be refused from its header,
// and a real 5-megapixel 16-bit PNG (the most one decode may hold), which must be decoded, re-encoded and
// saved. It reports the server process's peak memory while they arrive and the slowest answer of each.
// Goals (issue 14): peak RSS under 150 MiB while they arrive, each of the first kind answered in under 2 s.
func BenchmarkEightLargeImagesAtOnce(b *testing.B) {
	bin, data := realserver.Build(b), b.TempDir()
	realserver.CreateUser(b, bin, data, "enfermera", "secreta1", "nurse")
	srv := realserver.Start(b, bin, data)
	defer srv.Stop(b)
	token := srv.Signin(b, "enfermera", "secreta1")
	b.Logf("peak RSS at start: %.0f MiB", srv.PeakRSSMiB(b))
	srv.ResetPeakRSS(b)
	uploads := []struct {
		name   string // the metric's name
		photo  string
		status int
		worst  time.Duration
	}{
		{"bomb-slowest-ms", pngDataURL(6324, 6324), http.StatusUnprocessableEntity, 0},
		{"5MP-slowest-ms", pngDataURL(2580, 1940), http.StatusCreated, 0},
	}
	b.ResetTimer()
	for range b.N {
		for i := range uploads {
			u := &uploads[i]
			var mu sync.Mutex
			var wg sync.WaitGroup
			for range 8 {
				wg.Go(func() {
					start := time.Now()
					resp, raw, err := srv.Do("POST", "/api/posts", token,
						map[string]string{"content": "Taller de pintura", "photo": u.photo, "visibility": "workers"})
					took := time.Since(start)
					mu.Lock()
					defer mu.Unlock()
					if err != nil || resp.StatusCode != u.status {
						b.Errorf("%s: %v %v %.200s, want %d", u.name, err, resp, raw, u.status)
						return
					}
					u.worst = max(u.worst, took)
				})
			}
			wg.Wait()
		}
	}
	b.StopTimer()
	peak := srv.PeakRSSMiB(b)
	b.ReportMetric(peak, "peak-RSS-MiB")
	for _, u := range uploads {
		b.ReportMetric(float64(u.worst.Milliseconds()), u.name)
	}
	b.Logf("goal: peak RSS <= 150 MiB (got %.0f); each of the eight pictures of issue 14 answered in <= 2000 ms "+
		"(slowest %d ms); eight real 5 MP 16-bit pictures, decoded two at a time: slowest %d ms",
		peak, uploads[0].worst.Milliseconds(), uploads[1].worst.Milliseconds())
}

// pngDataURL is a PNG of width x height pixels of 16-bit RGBA, all zeros, as a data URL. It is written
// row by row, so making the 320 MB picture does not take 320 MB here.
func pngDataURL(width, height int) string {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	header := make([]byte, 13)
	binary.BigEndian.PutUint32(header[0:], uint32(width))
	binary.BigEndian.PutUint32(header[4:], uint32(height))
	header[8], header[9] = 16, 6 // bit depth 16, colour type RGBA
	writeChunk(&out, "IHDR", header)
	var pixels bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&pixels, zlib.BestSpeed)
	row := make([]byte, 1+width*8) // filter byte, then 8 bytes a pixel
	for range height {
		_, _ = zw.Write(row)
	}
	_ = zw.Close()
	writeChunk(&out, "IDAT", pixels.Bytes())
	writeChunk(&out, "IEND", nil)
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(out.Bytes())
}

func writeChunk(out *bytes.Buffer, kind string, data []byte) {
	_ = binary.Write(out, binary.BigEndian, uint32(len(data)))
	out.WriteString(kind)
	out.Write(data)
	crc := crc32.NewIEEE()
	crc.Write([]byte(kind))
	crc.Write(data)
	_ = binary.Write(out, binary.BigEndian, crc.Sum32())
}
