package lang

import (
	"bytes"
	"fmt"
	"math/bits"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// DetectSample is how many leading bytes of a text Detect reads.
const DetectSample = 2000

// FallbackCode is the profile used when nothing else decides.
const FallbackCode = "en-GB"

// languagePreference breaks ties between base languages with equal stop-word
// hits; languages not listed follow in Codes order.
var languagePreference = []string{"nl", "en", "fr", "de", "es", "it", "pt", "vi"}

// detector holds the indexes Detect consults, built once from the profiles.
type detector struct {
	bases    []string          // base languages, in preference order
	defaults []*Profile        // default profile per base, same order
	profiles []*Profile        // All() order; bit i of a profile mask
	baseOf   []int             // profile index -> base index
	stop     map[string]uint32 // stop, clinical or region word -> mask of base indexes
	cues     map[string]uint64 // one-token region cue -> mask of profiles
	phrases  []phraseCue       // region cues with spaces or punctuation
}

// phraseCue is a region cue matched by substring search with word
// boundaries on its alphanumeric ends.
type phraseCue struct {
	text        string
	bytes       []byte
	mask        uint64
	checkBefore bool
	checkAfter  bool
}

var (
	detOnce sync.Once
	det     *detector
)

func buildDetector() {
	all := All()
	d := &detector{stop: map[string]uint32{}, cues: map[string]uint64{}}
	baseIdx := map[string]int{}
	addBase := func(b string) {
		if _, ok := baseIdx[b]; ok {
			return
		}
		p, ok := defaultFor(b)
		if !ok {
			return
		}
		baseIdx[b] = len(d.bases)
		d.bases = append(d.bases, b)
		d.defaults = append(d.defaults, p)
	}
	for _, b := range languagePreference {
		addBase(b)
	}
	for _, p := range all {
		addBase(Base(p.Code))
	}
	if len(d.bases) > 32 || len(all) > 64 {
		panic("lang: too many profiles for the detector masks")
	}
	phraseMasks := map[string]uint64{}
	for i, p := range all {
		bi := baseIdx[Base(p.Code)]
		d.profiles = append(d.profiles, p)
		d.baseOf = append(d.baseOf, bi)
		for _, w := range p.StopWords {
			d.stop[w] |= 1 << uint(bi)
		}
		for _, w := range p.ClinicalWords {
			d.stop[w] |= 1 << uint(bi)
		}
		for _, c := range p.RegionCues {
			if isOneToken(c) {
				d.cues[c] |= 1 << uint(i)
				// A one-word regional cue ("riziv", "handy") also speaks
				// for the language; dialling prefixes are phrases and
				// do not.
				d.stop[c] |= 1 << uint(bi)
			} else {
				phraseMasks[c] |= 1 << uint(i)
			}
		}
	}
	for c, m := range phraseMasks {
		first, _ := utf8.DecodeRuneInString(c)
		last, _ := utf8.DecodeLastRuneInString(c)
		d.phrases = append(d.phrases, phraseCue{
			text:        c,
			bytes:       []byte(c),
			mask:        m,
			checkBefore: isWordRune(first),
			// A trailing digit (a dialling prefix such as "+32") may run
			// straight into the subscriber number.
			checkAfter: unicode.IsLetter(last),
		})
	}
	sort.Slice(d.phrases, func(i, j int) bool { return d.phrases[i].text < d.phrases[j].text })
	det = d
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func isOneToken(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !isWordRune(r) {
			return false
		}
	}
	return true
}

// Detect guesses the profile of a text from its first DetectSample bytes.
// It counts stop-word hits per base language, then, among the profiles of
// the winning language, picks the one with most region-cue hits (words,
// institutions, places, dialling prefixes, national phone-number shapes,
// and the day-month order of all-numeric dates); ties go to the language's default profile.
// Confidence is the margin of the winning language over the runner-up,
// (best-second)/best, in [0,1]; it is 0 when no stop word was seen, and then
// the FallbackCode profile is returned. The result is never nil.
func Detect(text string) (*Profile, float64) {
	detOnce.Do(buildDetector)
	d := det
	sample := normalizeSample(text)

	var baseHits [32]int
	var profHits [64]int
	var wbuf [64]byte
	word := wbuf[:0]
	for i := 0; i <= len(sample); {
		var r rune
		size := 1
		if i < len(sample) {
			r, size = utf8.DecodeRune(sample[i:])
		}
		if i < len(sample) && isWordRune(r) {
			word = append(word, sample[i:i+size]...)
			i += size
			continue
		}
		if len(word) > 0 {
			if m, ok := d.stop[string(word)]; ok {
				for b := range d.bases {
					if m&(1<<uint(b)) != 0 {
						baseHits[b]++
					}
				}
			}
			if m, ok := d.cues[string(word)]; ok {
				addMask(&profHits, m)
			}
			word = word[:0]
		}
		i += size
	}

	best, second := -1, -1
	for b := range d.bases {
		switch {
		case best < 0 || baseHits[b] > baseHits[best]:
			second = best
			best = b
		case second < 0 || baseHits[b] > baseHits[second]:
			second = b
		}
	}
	if best < 0 || baseHits[best] == 0 {
		p, _ := Get(FallbackCode)
		return p, 0
	}
	conf := 1.0
	if second >= 0 {
		conf = float64(baseHits[best]-baseHits[second]) / float64(baseHits[best])
	}

	for _, c := range d.phrases {
		if n := countPhrase(sample, c); n > 0 {
			addMaskN(&profHits, c.mask, n)
		}
	}
	dmy, mdy := dateOrderVotes(sample)
	phones := phoneShapeVotes(sample)
	chosen := d.defaults[best]
	chosenHits := -1
	for i, p := range d.profiles {
		if d.baseOf[i] != best {
			continue
		}
		h := profHits[i]
		for r, region := range phoneRegions {
			if p.PhoneRegion == region {
				h += phones[r]
			}
		}
		if p.DateOrder == "DMY" {
			h += dmy
		} else if p.DateOrder == "MDY" {
			h += mdy
		}
		if h > chosenHits || (h == chosenHits && p == d.defaults[best]) {
			chosen, chosenHits = p, h
		}
	}
	return chosen, conf
}

// addMask adds one hit to every profile whose bit is set in m.
func addMask(hits *[64]int, m uint64) { addMaskN(hits, m, 1) }

// addMaskN adds n hits to every profile whose bit is set in m.
func addMaskN(hits *[64]int, m uint64, n int) {
	for m != 0 {
		i := bits.TrailingZeros64(m)
		hits[i] += n
		m &^= 1 << uint(i)
	}
}

// normalizeSample lower-cases the first DetectSample bytes of text (cut at
// a rune boundary) and folds every run of white space into one space, so
// that multi-word cues match across line breaks.
func normalizeSample(text string) []byte {
	if len(text) > DetectSample {
		cut := DetectSample
		for cut > 0 && !utf8.RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut]
	}
	out := make([]byte, 0, len(text)+8)
	space := false
	for _, r := range text {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && len(out) > 0 {
			out = append(out, ' ')
		}
		space = false
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			out = append(out, byte(r))
			continue
		}
		out = utf8.AppendRune(out, unicode.ToLower(r))
	}
	return out
}

// countPhrase counts boundary-respecting occurrences of c in s.
func countPhrase(s []byte, c phraseCue) int {
	n := 0
	for from := 0; from < len(s); {
		j := bytes.Index(s[from:], c.bytes)
		if j < 0 {
			break
		}
		at := from + j
		end := at + len(c.bytes)
		ok := true
		if c.checkBefore && at > 0 {
			r, _ := utf8.DecodeLastRune(s[:at])
			ok = !isWordRune(r)
		}
		if ok && c.checkAfter && end < len(s) {
			r, _ := utf8.DecodeRune(s[end:])
			ok = !isWordRune(r)
		}
		if ok {
			n++
		}
		from = end
	}
	return n
}

// dateOrderVotes reads all-numeric dates such as 25/12/2024 or 12-25-24:
// a first number above 12 votes day-month-year, a second one above 12 votes
// month-day-year; anything else is ambiguous and not counted.
func dateOrderVotes(s []byte) (dmy, mdy int) {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || (i > 0 && (isDigit(s[i-1]) || s[i-1] == '/' || s[i-1] == '.' || s[i-1] == '-')) {
			continue
		}
		a, j := readNum(s, i)
		if j-i > 2 || j >= len(s) || !isDateSep(s[j]) {
			continue
		}
		sep := s[j]
		b, k := readNum(s, j+1)
		if k-(j+1) < 1 || k-(j+1) > 2 || k >= len(s) || s[k] != sep {
			continue
		}
		_, m := readNum(s, k+1)
		if n := m - (k + 1); n != 2 && n != 4 {
			continue
		}
		switch {
		case a > 12 && a <= 31 && b >= 1 && b <= 12:
			dmy++
		case b > 12 && b <= 31 && a >= 1 && a <= 12:
			mdy++
		}
		i = m
	}
	return dmy, mdy
}

func isDigit(c byte) bool   { return '0' <= c && c <= '9' }
func isDateSep(c byte) bool { return c == '/' || c == '.' || c == '-' }

func readNum(s []byte, i int) (int, int) {
	v := 0
	for i < len(s) && isDigit(s[i]) {
		if v < 1e6 {
			v = v*10 + int(s[i]-'0')
		}
		i++
	}
	return v, i
}

// Resolve chooses the profile for one document. An override (the --lang
// flag) wins; an override that matches no language is an error. Otherwise
// the document's own language tag decides (an unknown region falls back to
// the language's default profile); a missing or unknown language is
// guessed by Detect. The result is never nil: when nothing decides, it is
// the FallbackCode profile.
func Resolve(override, docLanguage, text string) (*Profile, error) {
	if strings.TrimSpace(override) != "" {
		p, ok := Get(override)
		if !ok {
			return nil, fmt.Errorf("lang: no profile for language override %q (have %s)", override, strings.Join(Codes(), ", "))
		}
		return p, nil
	}
	if strings.TrimSpace(docLanguage) != "" {
		if p, ok := Get(docLanguage); ok {
			return p, nil
		}
	}
	p, _ := Detect(text)
	if p == nil {
		p, _ = Get(FallbackCode)
	}
	return p, nil
}
