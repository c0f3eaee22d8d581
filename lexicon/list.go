package lexicon

import (
	"iter"
	"slices"
	"strings"
)

// Kind names a type of list. The file name of a list starts with its kind.
type Kind string

// The kinds of list.
const (
	// FirstNames are given names.
	FirstNames Kind = "firstnames"
	// LastNames are family names.
	LastNames Kind = "lastnames"
	// Particles are name particles and prefixes ("van der", "de", "von",
	// "d'") that may open or join family names.
	Particles Kind = "particles"
	// Cities are municipalities and localities.
	Cities Kind = "cities"
	// Streets are whole street names ("Abbey Road", "Ahornweg").
	Streets Kind = "streets"
	// StreetTypes are street-type words and suffixes ("straat", "Road",
	// "Rue", "laan").
	StreetTypes Kind = "streettypes"
	// Countries are country names.
	Countries Kind = "countries"
	// CommonWords are ordinary words of a language (a whitelist): a name
	// that is also a common word needs context to count as a name.
	CommonWords Kind = "commonwords"
	// Eponyms are medical eponyms (diseases, signs, scores, devices): a name
	// that is also an eponym needs context to count as a name.
	Eponyms Kind = "eponyms"
	// Regions are provinces, regions, districts and other areas larger
	// than a municipality ("Waldviertel", "Limburg", "Midlands").
	Regions Kind = "regions"
	// Professions are occupations and employment states ("bakker",
	// "scaffolder", "retraité"), in the singular, masculine and feminine.
	Professions Kind = "professions"
	// Hobbies are leisure activities that identify a person ("roeien",
	// "bowls", "duivenmelker").
	Hobbies Kind = "hobbies"
	// Organizations are names of organisations ("Wit-Gele Kruis",
	// "Medicare"); a hospital adds its own wards, practices and partners.
	Organizations Kind = "organizations"
	// WorldPlaces are towns of the whole world (GeoNames' towns of 1,000
	// inhabitants or more), for every locale. Many are also ordinary words
	// or names somewhere ("Alliance", "Essen", "Murphy"): a recognizer
	// takes one only after a place cue and when no other list reads it as
	// a word or a name.
	WorldPlaces Kind = "worldplaces"
)

// Kinds lists every kind in a fixed order.
var Kinds = []Kind{FirstNames, LastNames, Particles, Cities, Streets, StreetTypes, Countries, CommonWords, Eponyms, Regions, Professions, Hobbies, Organizations, WorldPlaces}

// kindAliases maps other file-name stems accepted by LoadDir to kinds.
var kindAliases = map[string]Kind{
	"whitelist": CommonWords, "surnames": LastNames, "familynames": LastNames,
	"givennames": FirstNames, "places": Cities, "municipalities": Cities,
	"provinces": Regions, "occupations": Professions, "jobs": Professions,
	"organisations": Organizations, "institutions": Organizations,
}

// parseKind resolves a file-name stem to a kind.
func parseKind(s string) (Kind, bool) {
	s = strings.ToLower(s)
	for _, k := range Kinds {
		if string(k) == s {
			return k, true
		}
	}
	k, ok := kindAliases[s]
	return k, ok
}

// List is one word list: entries of one kind, for one locale, from one
// source. A List is immutable and safe for concurrent use.
type List struct {
	// Kind is the type of list.
	Kind Kind
	// Locale is a BCP-47 tag ("nl", "nl-BE") or "" for a list that holds
	// for every locale (eponyms, particles, a hospital's own lists).
	Locale string
	// Source names where the list comes from: an embedded file name
	// ("firstnames.nl.faker.txt.gz") or "dir:" and a file name for a list
	// added by LoadDir.
	Source string
	// Header is the list's header comment (source, version, licence), if
	// it has one.
	Header string

	text    string   // the file's text; entries are its non-comment lines
	keyData string   // the sorted unique keys, concatenated
	keyOff  []uint32 // key i is keyData[keyOff[i]:keyOff[i+1]]
	// byFirst[c] is the index of the first key whose first byte is c or
	// more (keys are non-empty and sorted), so that ContainsKey searches
	// only the keys that share key's first byte; byFirst[256] is Len().
	byFirst [257]uint32
}

// Len returns the number of distinct keys in the list.
func (l *List) Len() int { return len(l.keyOff) - 1 }

// Entries returns the list's entries as written in its file, in file
// order (built on each call).
func (l *List) Entries() []string {
	var out []string
	l.eachEntry(func(e string) { out = append(out, e) })
	return out
}

// Contains reports whether the list has an entry whose key equals the key
// of word (case, diacritics and inner punctuation ignored, see Key).
func (l *List) Contains(word string) bool {
	if isKeyASCII(word) {
		return l.ContainsKey(word)
	}
	// The key does not outlive the look-up: fold it into a stack buffer
	// (the conversion to string then needs no allocation either for a
	// short key).
	var arr [64]byte
	k, _ := appendKey(arr[:0], nil, word)
	return l.ContainsKey(string(k))
}

// ContainsKey is Contains for a word that is already a key (see Key); it
// saves the folding when one key is tested against many lists.
func (l *List) ContainsKey(key string) bool {
	if key == "" {
		return false // no key is empty
	}
	c := key[0]
	lo, hi := int(l.byFirst[c]), int(l.byFirst[int(c)+1])
	end := hi
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if l.key(m) < key {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < end && l.key(lo) == key
}

// indexFirstBytes fills l.byFirst from the sorted keys.
func (l *List) indexFirstBytes() {
	i, n := 0, l.Len()
	for c := range len(l.byFirst) {
		for i < n && int(l.keyData[l.keyOff[i]]) < c {
			i++
		}
		l.byFirst[c] = uint32(i)
	}
}

// newList builds a list from raw text: one entry per line, lines that
// start with "#" are comments (the first one becomes Header), blank lines
// are skipped. Keys are packed into one string with an offset table, which
// holds no pointers for the garbage collector to scan. Files sorted by key
// (as tools/genlex writes them) load without sorting.
func newList(kind Kind, locale, source, text string) *List {
	l := &List{Kind: kind, Locale: locale, Source: source, text: text}
	buf := make([]byte, 0, len(text))
	off := make([]uint32, 1, strings.Count(text, "\n")+2)
	var scratch []byte
	prev, sorted := "", true
	for rest := text; len(rest) > 0; {
		line, after, _ := strings.Cut(rest, "\n")
		rest = after
		line = strings.TrimRight(line, " \t\r")
		if line == "" {
			continue
		}
		if line[0] == '#' {
			if l.Header == "" {
				l.Header = strings.TrimSpace(line[1:])
			}
			continue
		}
		b := len(buf)
		if isKeyASCII(line) {
			buf = append(buf, line...)
		} else {
			buf, scratch = appendKey(buf, scratch, line)
		}
		k := buf[b:]
		switch {
		case len(k) == 0: // no word in the line
			continue
		case string(k) == prev: // duplicate key
			buf = buf[:b]
			continue
		case string(k) < prev:
			sorted = false
		}
		prev = string(k)
		off = append(off, uint32(len(buf)))
	}
	l.keyData, l.keyOff = string(buf), off
	if !sorted {
		keys := make([]string, l.Len())
		for i := range keys {
			keys[i] = l.key(i)
		}
		slices.Sort(keys)
		keys = slices.Compact(keys)
		buf = buf[:0]
		off = off[:1]
		for _, k := range keys {
			buf = append(buf, k...)
			off = append(off, uint32(len(buf)))
		}
		l.keyData, l.keyOff = string(buf), off
	}
	l.indexFirstBytes()
	return l
}

// Keys returns the list's distinct keys (see Key) in sorted order, as an
// iterator that allocates nothing: the strings share the list's memory.
func (l *List) Keys() iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := range l.Len() {
			if !yield(l.key(i)) {
				return
			}
		}
	}
}

// key returns the i-th key in sorted order.
func (l *List) key(i int) string {
	return l.keyData[l.keyOff[i]:l.keyOff[i+1]]
}

// eachEntry calls f with every entry line of the list, in file order.
func (l *List) eachEntry(f func(entry string)) {
	for rest := l.text; len(rest) > 0; {
		line, after, _ := strings.Cut(rest, "\n")
		rest = after
		line = strings.TrimRight(line, " \t\r")
		if line != "" && line[0] != '#' && Key(line) != "" {
			f(line)
		}
	}
}

// Set is a group of lists consulted together, such as the first names of
// a locale from every source.
type Set []*List

// Contains reports whether any list of the set contains word.
func (s Set) Contains(word string) bool {
	if isKeyASCII(word) {
		return s.ContainsKey(word)
	}
	// As in List.Contains, a short key costs no allocation.
	var arr [64]byte
	k, _ := appendKey(arr[:0], nil, word)
	return s.ContainsKey(string(k))
}

// ContainsKey reports whether any list of the set contains key (see Key).
func (s Set) ContainsKey(key string) bool {
	for _, l := range s {
		if l.ContainsKey(key) {
			return true
		}
	}
	return false
}

// Len returns the total number of keys over the set's lists (a key in two
// lists counts twice).
func (s Set) Len() int {
	n := 0
	for _, l := range s {
		n += l.Len()
	}
	return n
}
