package server

import (
	"bytes"
	"errors"
	"hash/fnv"
	"net/http"
	"regexp"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Requests a device may send twice (issue 29, DESIGN 16): a write with an `Idempotency-Key` header that repeats an
// earlier one of the same user answers the first answer and writes nothing. The key is claimed in the
// transaction of the request's first write (store/idempotency.go), so a record is never made twice even if
// the server stops before keeping the answer; such a resend is told the first one arrived.

const (
	idempotencyHeader = "Idempotency-Key"
	// idempotencyKeep is how long a key is remembered: a device sends its queue as soon as it is back.
	idempotencyKeep = 7 * 24 * time.Hour
	// idempotentBodyMax: a longer answer is not kept (a resend is then told the first one arrived).
	idempotentBodyMax = 256 << 10

	msgIdempotencyKey      = "La clave Idempotency-Key no es válida: de 8 a 100 letras, números, «-» o «_»."
	msgIdempotencyOther    = "Esta clave Idempotency-Key ya se usó para otra petición."
	msgIdempotencyReceived = "Esta petición ya se recibió y se guardó; revisa el registro antes de repetirla."
)

var idempotencyKeyPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{8,100}$`)

// idempotencyLocks serialise the requests of one user and key, so a resend waits for the first to finish.
var idempotencyLocks [64]sync.Mutex

func idempotencyLock(userID, key string) *sync.Mutex {
	h := fnv.New32a()
	h.Write([]byte(userID + "\x00" + key))
	return &idempotencyLocks[h.Sum32()%uint32(len(idempotencyLocks))]
}

// idempotent answers a repeated write from what was kept, and keeps the answer of a first one that wrote.
func (s *Server) idempotent(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		key := c.Request().Header.Get(idempotencyHeader)
		if key == "" || c.Request().Method == http.MethodGet {
			return next(c)
		}
		if !idempotencyKeyPattern.MatchString(key) {
			return fieldError(http.StatusUnprocessableEntity, idempotencyHeader, msgIdempotencyKey)
		}
		userID, method, path := currentSession(c).User.ID, c.Request().Method, c.Request().URL.Path
		lock := idempotencyLock(userID, key)
		lock.Lock()
		defer lock.Unlock()
		ctx := c.Request().Context()
		earlier, err := s.store.IdempotentAnswerOf(ctx, userID, key)
		switch {
		case err == nil && (earlier.Method != method || earlier.Path != path):
			return fieldError(http.StatusUnprocessableEntity, idempotencyHeader, msgIdempotencyOther)
		case err == nil && !earlier.Kept:
			return newError(http.StatusConflict, msgIdempotencyReceived)
		case err == nil:
			c.Response().Header().Set("Idempotent-Replay", "true")
			return c.Blob(earlier.Status, earlier.ContentType, earlier.Body)
		case !errors.Is(err, store.ErrNotFound):
			return err
		}
		ctx = store.WithIdempotencyKey(ctx, userID, key, method, path)
		c.SetRequest(c.Request().WithContext(ctx))
		kept := &keptAnswer{ResponseWriter: c.Response().Writer}
		c.Response().Writer = kept
		err = next(c)
		if err != nil {
			c.Error(err) // the answer is written now, to be kept
		}
		if store.IdempotencyKeyClaimed(ctx) && c.Response().Status < 500 && !kept.tooLong {
			if keepErr := s.store.SaveIdempotentAnswer(ctx, userID, key, c.Response().Status,
				c.Response().Header().Get(echo.HeaderContentType), kept.body.Bytes()); keepErr != nil {
				s.log.Error("keep idempotent answer", "err", keepErr)
			}
		}
		return nil
	}
}

// keptAnswer copies what the handler writes, up to idempotentBodyMax.
type keptAnswer struct {
	http.ResponseWriter
	body    bytes.Buffer
	tooLong bool
}

func (k *keptAnswer) Write(b []byte) (int, error) {
	if k.body.Len()+len(b) > idempotentBodyMax {
		k.tooLong = true
	} else {
		k.body.Write(b)
	}
	return k.ResponseWriter.Write(b)
}

func (k *keptAnswer) Flush() {
	if f, ok := k.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}
