package identifier

// keyFilter is a Bloom-style bit set over the keys of a word table: a key
// whose bit is clear is not in the table, so hot paths skip most map
// lookups of words that are not cues. It must be filled with every key of
// the table it guards once that table is complete.
type keyFilter struct {
	bits [filterWords]uint64
}

// filterWords is the size of keyFilter in 64-bit words (a power of two).
const filterWords = 1 << 9

// fnv32 is the FNV-1a hash of a key.
func fnv32[S string | []byte](k S) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(k); i++ {
		h ^= uint32(k[i])
		h *= 16777619
	}
	return h
}

// add sets the bit of key k.
func (f *keyFilter) add(k string) {
	h := fnv32(k)
	f.bits[(h>>6)&(filterWords-1)] |= 1 << (h & 63)
}

// mayHave reports false when k is certainly not a key of the table.
func (f *keyFilter) mayHave(k []byte) bool {
	h := fnv32(k)
	return f.bits[(h>>6)&(filterWords-1)]&(1<<(h&63)) != 0
}

// newKeyFilter returns the filter of the keys of m.
func newKeyFilter[V any](m map[string]V) *keyFilter {
	f := &keyFilter{}
	for k := range m {
		f.add(k)
	}
	return f
}
