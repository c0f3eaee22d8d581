// Package surrogate makes keyed, form-preserving replacements for
// identifiers: phone numbers keep their country code, trunk prefix, area
// code and digit grouping; checksummed IDs keep their format and a valid
// check digit; e-mail addresses and URLs keep their shape; case is kept.
// Names, places and organisations get entries of the lexicon package's
// lists for the document's locale (Name, Place, Organization), keeping
// titles, initials, word order, type words ("AZ", "GmbH") and case.
//
// Every surrogate is derived from HMAC-SHA256 of a secret key and the
// normalised original, so one original always maps to the same surrogate
// under one key (across all documents of a patient, and beyond), a
// different key gives a different surrogate, and nothing is random. A
// surrogate never equals its original.
package surrogate

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"hash"
	"strconv"
	"strings"
	"sync"
)

// ErrEmpty is returned for an original without any letter or digit to
// replace; the caller falls back to a placeholder.
var ErrEmpty = errors.New("surrogate: nothing to replace")

// Generator derives surrogates from a secret key. It is safe for
// concurrent use.
type Generator struct {
	key []byte
	// salt is "" for the first draw and names the redraw otherwise.
	salt string
	// macs recycles HMAC-SHA256 states keyed with key (*mac); a reset
	// state costs no key set-up.
	macs *sync.Pool
}

// mac is a recycled HMAC-SHA256 state with the buffers one block of a
// stream needs. The message and the sum live here rather than in the
// stream, so that passing them to the hash (an interface) does not move
// every stream to the heap.
type mac struct {
	h   hash.Hash
	msg []byte
	sum [sha256.Size]byte
}

// New returns a generator keyed by key. The key is copied.
func New(key []byte) *Generator {
	k := append([]byte(nil), key...)
	return &Generator{key: k, macs: &sync.Pool{New: func() any {
		return &mac{h: hmac.New(sha256.New, k), msg: make([]byte, 0, 64)}
	}}}
}

// Redraw returns a generator whose surrogates are the n-th alternative
// draw: independent of g's, deterministic for the key, n and original.
// Redraw(0) is g. A caller uses it when a surrogate must also differ from
// other identifiers of the document, at the price of that original
// mapping differently in that document.
func (g *Generator) Redraw(n int) *Generator {
	if n == 0 {
		return g
	}
	return &Generator{key: g.key, salt: "\x00redraw " + strconv.Itoa(n), macs: g.macs}
}

// Contact replaces a contact detail according to its form: an e-mail
// address, a URL, or a phone (or fax, pager) number dialled in region
// (ISO 3166, e.g. "BE"). Anything else keeps its shape.
func (g *Generator) Contact(text, region string) (string, error) {
	switch {
	case strings.Contains(text, "@") && !strings.Contains(text, "://"):
		return g.Email(text)
	case looksLikeURL(text):
		return g.URL(text)
	case countDigits(text) >= 5:
		return g.Phone(text, region)
	}
	return g.Shape(text)
}

// stream is a deterministic byte stream: HMAC-SHA256(key, domain, input,
// counter) blocks, read in order. It holds no pointer into itself and
// hands the hash only the pooled mac's buffers, so that it can live on
// its caller's stack.
type stream struct {
	macs *sync.Pool
	// the seed is domain, salt, a zero byte and input, as the MAC reads it
	domain, salt, input string
	ctr                 uint64
	// pos is the next unread byte of buf, the current block
	// (len(buf): none left)
	pos int
	buf [sha256.Size]byte
}

func (g *Generator) stream(domain, input string) *stream {
	return &stream{macs: g.macs, domain: domain, salt: g.salt, input: input, pos: sha256.Size}
}

// refill reads the next block: HMAC(key, seed || counter), the counter
// as 8 big-endian bytes, written to the MAC in one piece.
func (s *stream) refill() {
	m := s.macs.Get().(*mac)
	msg := append(append(append(append(m.msg[:0], s.domain...), s.salt...), 0), s.input...)
	m.msg = binary.BigEndian.AppendUint64(msg, s.ctr)
	m.h.Reset()
	m.h.Write(m.msg)
	m.h.Sum(m.sum[:0])
	s.ctr++
	s.buf, s.pos = m.sum, 0
	s.macs.Put(m)
}

func (s *stream) byte() byte {
	if s.pos == len(s.buf) {
		s.refill()
	}
	b := s.buf[s.pos]
	s.pos++
	return b
}

// intn returns a value in [0, n) without modulo bias (n ≤ 256).
func (s *stream) intn(n int) int {
	limit := 256 - 256%n
	for {
		b := int(s.byte())
		if b < limit {
			return b % n
		}
	}
}

func (s *stream) digit() byte { return byte('0' + s.intn(10)) }

func countDigits(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			n++
		}
	}
	return n
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isAlnum(c byte) bool { return isDigit(c) || isUpper(c) || isLower(c) }

// key normalises an original for keying: ASCII letters and digits only,
// upper case, so "0470 12 34 56" and "0470/12.34.56" share a surrogate.
// Text without ASCII letters or digits is keyed as written.
func normKey(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c) || isUpper(c):
			b.WriteByte(c)
		case isLower(c):
			b.WriteByte(c - 'a' + 'A')
		}
	}
	if b.Len() == 0 {
		return s
	}
	return b.String()
}
