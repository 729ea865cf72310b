package store

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// AuditHeadSuffix ends the name of the file that records the audit chain's signed head beside a copy:
// amparo-20260101T020000Z.db.head beside amparo-20260101T020000Z.db.
const AuditHeadSuffix = ".head"

// AuditHead is the audit chain's newest row when a copy was made, signed with audit.key: a later chain
// shorter than it lost its tail, and one whose row RowID has another hash was rewritten (DESIGN 17).
//
//	signature = hex(HMAC-SHA256(audit.key, "<rowId>|<hash>"))
type AuditHead struct {
	RowID     int64  `json:"rowId"`
	Hash      string `json:"hash"`
	At        string `json:"at"` // when it was read, RFC 3339 UTC
	Signature string `json:"signature"`
}

// FoundAuditHead is a head read from a file (its name, for messages).
type FoundAuditHead struct {
	File string
	AuditHead
}

// Valid reports whether the head was signed with key.
func (h AuditHead) Valid(key []byte) bool {
	return validHeadSignature(key, h.RowID, h.Hash, h.Signature)
}

func signHead(key []byte, rowID int64, hash string) string {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(strconv.FormatInt(rowID, 10) + "|" + hash))
	return hex.EncodeToString(mac.Sum(nil))
}

func validHeadSignature(key []byte, rowID int64, hash, signature string) bool {
	return len(key) > 0 && hmac.Equal([]byte(signHead(key, rowID, hash)), []byte(signature))
}

// SignedAuditHead reads the chain's newest committed row and signs it with the store's audit key. The
// daily copy, manual backups and each replica generation write it beside their copy with WriteAuditHead;
// read before the copy is taken, it is never ahead of what the copy holds. Without audit.key it answers
// ErrNoAuditKey (a head signed with a key nobody keeps would prove nothing).
func (s *Store) SignedAuditHead(ctx context.Context) (AuditHead, error) {
	if s.auditKeyErr != nil {
		return AuditHead{}, s.auditKeyErr
	}
	h := AuditHead{At: formatTime(s.Now())}
	err := s.reader.QueryRowContext(ctx, `SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1`).Scan(&h.RowID, &h.Hash)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return AuditHead{}, fmt.Errorf("audit head: %w", err)
	}
	h.Signature = signHead(s.auditKey, h.RowID, h.Hash)
	return h, nil
}

// WriteAuditHead writes the head as JSON to path (mode 0600), whole or not at all.
func WriteAuditHead(path string, h AuditHead) error {
	raw, err := json.Marshal(h)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, append(raw, '\n'))
}

// ReadAuditHeads reads every *.head file in dir, by name. A file that is not a head reads as a head with
// no signature, so verification reports it instead of trusting it; a missing folder holds no heads.
func ReadAuditHeads(dir string) ([]FoundAuditHead, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("carpeta de copias: %w", err)
	}
	var out []FoundAuditHead
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), AuditHeadSuffix) {
			continue
		}
		found := FoundAuditHead{File: e.Name()}
		if raw, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil && json.Unmarshal(raw, &found.AuditHead) != nil {
			found.AuditHead = AuditHead{}
		}
		out = append(out, found)
	}
	return out, nil
}
