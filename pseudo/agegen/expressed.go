package agegen

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
)

// component is one number and unit of an expressed age ("4" "m" of "2j4m").
type component struct {
	val  float64
	unit string // lang.Unit*
}

// expressed is a parsed expressed age.
type expressed struct {
	comps      []component
	adjectival bool // "45-jarige", "17-year-old"
}

// unitPhrase is an age unit word of some profile.
type unitPhrase struct {
	text string
	unit string
}

var (
	phraseMu    sync.Mutex
	phraseCache = map[*lang.Profile][]unitPhrase{}
)

// phrasesFor lists the unit words of p and then of every other profile,
// longest first within each group.
func phrasesFor(p *lang.Profile) []unitPhrase {
	phraseMu.Lock()
	defer phraseMu.Unlock()
	if ps, ok := phraseCache[p]; ok {
		return ps
	}
	collect := func(q *lang.Profile) []unitPhrase {
		var out []unitPhrase
		for _, u := range []string{lang.UnitYear, lang.UnitMonth, lang.UnitWeek, lang.UnitDay} {
			for _, w := range q.AgeUnits[u] {
				out = append(out, unitPhrase{text: strings.ToLower(w), unit: u})
			}
		}
		sort.SliceStable(out, func(i, j int) bool { return len(out[i].text) > len(out[j].text) })
		return out
	}
	ps := collect(p)
	for _, q := range lang.All() {
		if q != p {
			ps = append(ps, collect(q)...)
		}
	}
	phraseCache[p] = ps
	return ps
}

// joinWords may stand between two components of an age.
var joinWords = map[string]bool{"en": true, "and": true, "et": true, "und": true, "y": true, "e": true, "&": true}

// parseExpressed reads an expressed age: components of a number and a unit
// word, or a bare number (years).
func parseExpressed(text string, p *lang.Profile) (expressed, bool) {
	s := strings.ToLower(strings.TrimSpace(text))
	s = strings.TrimRight(s, ".,;:)")
	var ex expressed
	if s == "" {
		return ex, false
	}
	if n, err := strconv.Atoi(s); err == nil {
		if n < 0 || n > 130 {
			return ex, false
		}
		ex.comps = []component{{val: float64(n), unit: lang.UnitYear}}
		return ex, true
	}
	phrases := phrasesFor(p)
	i := 0
	for i < len(s) {
		// separators and join words between components
		for i < len(s) && (s[i] == ' ' || s[i] == ',') {
			i++
		}
		if len(ex.comps) > 0 {
			if w, n := nextWord(s[i:]); joinWords[w] {
				i += n
				for i < len(s) && s[i] == ' ' {
					i++
				}
			}
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i {
			return ex, false
		}
		k := j
		if k+1 < len(s) && (s[k] == ',' || s[k] == '.') && s[k+1] >= '0' && s[k+1] <= '9' {
			k++
			for k < len(s) && s[k] >= '0' && s[k] <= '9' {
				k++
			}
		}
		v, err := strconv.ParseFloat(strings.Replace(s[i:k], ",", ".", 1), 64)
		if err != nil {
			return ex, false
		}
		i = k
		if h := strings.TrimPrefix(s[i:], " "); strings.HasPrefix(h, "½") { // "4½ Jahre"
			v += 0.5
			i = len(s) - len(h) + len("½")
		}
		if i < len(s) && (s[i] == ' ' || s[i] == '-') {
			if s[i] == '-' {
				ex.adjectival = true
			}
			i++
		}
		if n := halfAt(s, i); n > 0 && i+n < len(s) && s[i+n] == ' ' { // "4 and a half years"
			v += 0.5
			i += n + 1
		}
		var ph *unitPhrase
		for x := range phrases {
			t := phrases[x].text
			if strings.HasPrefix(s[i:], t) && boundary(s, i+len(t)) {
				ph = &phrases[x]
				break
			}
		}
		if ph == nil {
			return ex, false
		}
		if strings.Contains(ph.text, "-") || strings.HasSuffix(ph.text, "ige") || strings.HasSuffix(ph.text, "iger") || strings.HasSuffix(ph.text, "igen") {
			ex.adjectival = true
		}
		i += len(ph.text)
		if h := strings.TrimPrefix(s[i:], " "); len(h) < len(s[i:]) { // "4 ans et demi"
			if n := halfAt(h, 0); n > 0 {
				v += 0.5
				i = len(s) - len(h) + n
			}
		}
		ex.comps = append(ex.comps, component{val: v, unit: ph.unit})
		if h := strings.TrimPrefix(s[i:], " "); len(h) < len(s[i:]) { // "64 ans révolus"
			if w, n := nextWord(h); completedWords[w] {
				i = len(s) - len(h) + n
			}
		}
		// a trailing "old"/"oud"/"alt" or dot
		for i < len(s) && (s[i] == '.' || s[i] == ' ') {
			i++
		}
		if w, n := nextWord(s[i:]); w == "old" || w == "oud" || w == "alt" || w == "oude" {
			i += n
		}
	}
	return ex, len(ex.comps) > 0
}

// halfPhrases add half a unit to the number before them ("4 and a half
// years") or after its unit ("4 ans et demi").
var halfPhrases = []string{
	"and a half", "en een half", "en half", "et demi", "et demie", "und ein halb", "und einhalb",
	"y medio", "y media", "e mezzo", "e mezza", "e meio", "e meia",
}

// halfAt returns the length of the half phrase at s[i:] that ends a
// word, or 0.
func halfAt(s string, i int) int {
	for _, h := range halfPhrases {
		if strings.HasPrefix(s[i:], h) && boundary(s, i+len(h)) {
			return len(h)
		}
	}
	return 0
}

// completedWords qualify an age as completed years ("64 ans révolus");
// they change nothing.
var completedWords = map[string]bool{
	"révolus": true, "révolues": true, "révolu": true, "révolue": true,
	"accomplis": true, "accomplies": true, "voltooid": true, "vollendet": true, "compiuti": true, "cumplidos": true, "completos": true,
}

func nextWord(s string) (string, int) {
	n := 0
	for n < len(s) {
		r, sz := utf8.DecodeRuneInString(s[n:])
		if !unicode.IsLetter(r) && r != '&' {
			break
		}
		n += sz
	}
	return s[:n], n
}

// boundary reports whether position i of s ends a word (no letter follows).
func boundary(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !unicode.IsLetter(r)
}

// asAge converts an expressed age to the age form, approximately for
// weeks and days against months (a month is 30.436875 days).
func (ex expressed) asAge() age {
	const monthDays = 365.2425 / 12
	var months, days float64
	for _, c := range ex.comps {
		switch c.unit {
		case lang.UnitYear:
			months += 12 * c.val
		case lang.UnitMonth:
			months += c.val
		case lang.UnitWeek:
			days += 7 * c.val
		default:
			days += c.val
		}
	}
	whole := math.Floor(months)
	days += (months - whole) * monthDays
	total := whole*monthDays + days
	m := int(whole) + int(days/monthDays)
	rem := total - float64(m)*monthDays
	if rem < 0 {
		rem = 0
	}
	return age{months: m, remDays: int(rem + 1e-9), days: int(total + 1e-9)}
}

// finest returns the rank of the finest unit of the expression.
func (ex expressed) finest() int {
	f := 4
	for _, c := range ex.comps {
		r := unitRank(c.unit)
		if c.val != math.Trunc(c.val) {
			r-- // "2,5 jaar" holds months
		}
		if r < f {
			f = r
		}
	}
	return f
}

// Generalise reduces an expressed age ("3 mnd", "45-jarige", "2j4m",
// "72 yo", "18 weeks old", "45 ans", a bare "34") to the granularity of t.
// An age already as coarse as its band allows is returned unchanged (so an
// adjectival "45-jarige" stays adjectival); a finer one is rendered in p's
// language in the band's units ("15 maanden" for "15 maanden en 3 dagen").
func Generalise(text string, p *lang.Profile, t Table) (string, error) {
	if p == nil {
		return "", errf("unsupported", "no language profile")
	}
	ex, ok := parseExpressed(text, p)
	if !ok {
		return "", errf(CatInvalidAge, "not an expressed age")
	}
	a := ex.asAge()
	b := t.band(a)
	bandFinest := 4
	for _, u := range b.Units {
		if r := unitRank(u); r >= 0 && r < bandFinest {
			bandFinest = r
		}
	}
	if ex.finest() >= bandFinest {
		return strings.TrimSpace(text), nil
	}
	return render(p, b.Units, split(a, b.Units)), nil
}

// Years returns an expressed age in years (months, weeks and days as
// fractions), so that the caller can apply a policy such as "90 or older".
func Years(text string, p *lang.Profile) (float64, error) {
	if p == nil {
		return 0, errf("unsupported", "no language profile")
	}
	ex, ok := parseExpressed(text, p)
	if !ok {
		return 0, errf(CatInvalidAge, "not an expressed age")
	}
	var y float64
	for _, c := range ex.comps {
		switch c.unit {
		case lang.UnitYear:
			y += c.val
		case lang.UnitMonth:
			y += c.val / 12
		case lang.UnitWeek:
			y += 7 * c.val / 365.2425
		default:
			y += c.val / 365.2425
		}
	}
	return y, nil
}

// IsExpressed reports whether text reads as an expressed age rather than a
// birth date.
func IsExpressed(text string, p *lang.Profile) bool {
	if p == nil {
		return false
	}
	_, ok := parseExpressed(text, p)
	return ok
}

// Reduce transforms an Age_Birthdate span text: an expressed age is
// generalised, a birth date becomes the age at ref.
func Reduce(text string, ref time.Time, p *lang.Profile, t Table) (string, error) {
	if IsExpressed(text, p) {
		return Generalise(text, p, t)
	}
	return FromBirthDate(text, ref, p, t)
}

func itoa(n int) string { return strconv.Itoa(n) }
