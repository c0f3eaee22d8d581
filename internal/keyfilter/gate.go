package keyfilter

// Gate is an exact negative pre-filter for look-ups in a set of
// strings: a key whose first, middle and last bytes and length match no
// key added is certainly absent, which costs a few instructions instead
// of hashing the key for a map. Most words of a note fail it. It is for
// the recognizers' small cue and word sets, where hashing is the cost;
// Filter, a hashed Bloom filter, is for the large lexicon
// maps, where cache misses are (and it passes fewer absent keys). The zero
// Gate admits nothing; fill it with Add before reading it
// concurrently.
type Gate struct {
	bits [256]uint64 // [first byte mod 32, last byte mod 8] → bit per (length, middle byte)
}

// gateSlot returns the word and bit of key (len(key) > 0).
func gateSlot[S string | []byte](key S) (int, uint64) {
	n := len(key)
	return int(key[0]&31)<<3 | int(key[n-1]&7), 1 << ((uint(n)*7 + uint(key[n>>1])) & 63)
}

// Add records key.
func (g *Gate) Add(key string) {
	if key == "" {
		g.bits[0] |= 1
		return
	}
	w, b := gateSlot(key)
	g.bits[w] |= b
}

// May reports whether key may have been added (false: it was not).
func (g *Gate) May(key string) bool {
	if key == "" {
		return g.bits[0]&1 != 0
	}
	w, b := gateSlot(key)
	return g.bits[w]&b != 0
}

// MayBytes is May for the bytes of key.
func (g *Gate) MayBytes(key []byte) bool {
	if len(key) == 0 {
		return g.bits[0]&1 != 0
	}
	w, b := gateSlot(key)
	return g.bits[w]&b != 0
}
