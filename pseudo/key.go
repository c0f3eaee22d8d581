package pseudo

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"os"
	"sync"
)

// KeyEnv is the environment variable holding the secret key when no key
// file is given.
const KeyEnv = "MEDDEID_KEY"

// MinKeyLen is the shortest accepted key, in bytes.
const MinKeyLen = 16

// Key is the secret that derives date offsets, surrogates and metadata
// pseudonyms. It formats as "[redacted]" so that it cannot end up in
// output or logs by accident.
type Key struct {
	b []byte
	// macs recycles HMAC-SHA256 states keyed with b (*keyMac): a reset
	// state costs no key set-up.
	macs *sync.Pool
}

// keyMac is a recycled HMAC-SHA256 state with a message buffer, so that
// a MAC costs no allocation.
type keyMac struct {
	h   hash.Hash
	msg []byte
	sum [sha256.Size]byte
}

// NewKey wraps raw key bytes (copied).
func NewKey(b []byte) Key { return newKey(append([]byte(nil), b...)) }

// newKey wraps b (not copied).
func newKey(b []byte) Key {
	return Key{b: b, macs: &sync.Pool{New: func() any { return &keyMac{h: hmac.New(sha256.New, b)} }}}
}

// Empty reports whether no key is set.
func (k Key) Empty() bool { return len(k.b) == 0 }

// String implements fmt.Stringer without revealing the key.
func (k Key) String() string { return "[redacted]" }

// GoString implements fmt.GoStringer without revealing the key.
func (k Key) GoString() string { return "pseudo.Key{[redacted]}" }

// LoadKey reads the key from file (surrounding whitespace trimmed) or,
// when file is empty, from the MEDDEID_KEY environment value given by
// getenv. It returns an empty key when neither is set. Errors never
// contain key material.
func LoadKey(file string, getenv func(string) string) (Key, error) {
	var raw []byte
	src := "$" + KeyEnv
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return Key{}, fmt.Errorf("pseudo: key file: %w", err)
		}
		raw, src = bytes.TrimSpace(b), "key file "+file
	} else if getenv != nil {
		raw = bytes.TrimSpace([]byte(getenv(KeyEnv)))
	}
	if len(raw) == 0 {
		if file != "" {
			return Key{}, fmt.Errorf("pseudo: %s is empty", src)
		}
		return Key{}, nil
	}
	if len(raw) < MinKeyLen {
		return Key{}, fmt.Errorf("pseudo: %s: key too short (%d bytes, want at least %d)", src, len(raw), MinKeyLen)
	}
	return newKey(raw), nil
}

// mac returns HMAC-SHA256(key, domain || 0 || msg).
func (k Key) mac(domain, msg string) [sha256.Size]byte {
	var m *keyMac
	if k.macs != nil {
		m = k.macs.Get().(*keyMac)
		m.h.Reset()
		defer k.macs.Put(m)
	} else {
		m = &keyMac{h: hmac.New(sha256.New, k.b)}
	}
	m.msg = append(append(append(m.msg[:0], domain...), 0), msg...)
	m.h.Write(m.msg)
	m.h.Sum(m.sum[:0])
	return m.sum
}

// errNoKey is returned when a keyed operation runs without a key.
var errNoKey = errors.New("pseudo: no secret key: give --key-file or set " + KeyEnv)

// Offset derives the date shift in days for one scope id ("patient/P001")
// as HMAC-SHA256(key, id) mapped onto ±[minDays, maxDays]; with
// preserveWeekday onto the signed multiples of 7 in that range.
func (k Key) Offset(id string, minDays, maxDays int, preserveWeekday bool) (int, error) {
	if k.Empty() {
		return 0, errNoKey
	}
	if minDays < 1 || maxDays < minDays {
		return 0, fmt.Errorf("pseudo: shift range [%d, %d] invalid", minDays, maxDays)
	}
	h := k.mac("meddeid/shift/v1", id)
	v := binary.BigEndian.Uint64(h[:8])
	neg := h[8]&1 == 1
	var mag int
	if preserveWeekday {
		lo, hi := (minDays+6)/7, maxDays/7
		if hi < lo {
			return 0, fmt.Errorf("pseudo: no multiple of 7 in [%d, %d]", minDays, maxDays)
		}
		mag = 7 * (lo + int(v%uint64(hi-lo+1)))
	} else {
		mag = minDays + int(v%uint64(maxDays-minDays+1))
	}
	if neg {
		return -mag, nil
	}
	return mag, nil
}

// Pseudonym derives a stable pseudonym for a metadata id (kind "patient",
// "stay"): a prefix and 16 hex digits of HMAC-SHA256(key, kind/id).
func (k Key) Pseudonym(kind, id string) string {
	h := k.mac("meddeid/id/v1", kind+"/"+id)
	var buf [24]byte
	return string(hex.AppendEncode(append(append(buf[:0], kind[:1]...), '-'), h[:8]))
}
