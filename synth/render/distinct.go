package render

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A hard negative must never hold a sampled identifier value of the case
// (a dose "1000 mg" in a note whose postal code is 1000, "Manchester
// Triage" in a note whose patient lives in Manchester): the gold would
// then teach that the value is not identifying. negOf draws the negative
// again when it does; the gate negatives_distinct catches what is left.

// negTries is how many times a colliding hard negative is drawn again.
const negTries = 6

// valueSet holds the case's sampled values for collision checks.
type valueSet struct {
	short map[string]bool // digit values of 4–6 digits: whole numbers
	long  []string        // digit values of 7+ digits: anywhere in a number
	words map[string]bool // capitalised letter tokens of 3+ runes, lower-cased
}

// values returns the case's value set, built on first use.
func (d *doc) values() *valueSet {
	if d.vals != nil {
		return d.vals
	}
	vs := &valueSet{short: map[string]bool{}, words: map[string]bool{}}
	for _, v := range d.c.Values() {
		if v.Digits {
			var b strings.Builder
			for i := 0; i < len(v.Text); i++ {
				if c := v.Text[i]; c >= '0' && c <= '9' {
					b.WriteByte(c)
				}
			}
			switch n := b.Len(); {
			case n >= 7:
				vs.long = append(vs.long, b.String())
			case n >= 4:
				vs.short[b.String()] = true
			}
			continue
		}
		forWords(v.Text, func(w string) {
			if lw := strings.ToLower(w); lw != w {
				vs.words[lw] = true
			}
		})
	}
	d.vals = vs
	return vs
}

// forWords calls fn with each run of 3+ letters of s.
func forWords(s string, fn func(string)) {
	start := -1
	for i, r := range s {
		if unicode.IsLetter(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && utf8.RuneCountInString(s[start:i]) >= 3 {
			fn(s[start:i])
		}
		start = -1
	}
	if start >= 0 && utf8.RuneCountInString(s[start:]) >= 3 {
		fn(s[start:])
	}
}

// collides reports whether s holds a sampled value: a whole number equal
// to a short digit value (digit groups joined by one of " .-/" count as
// one number), a long digit value anywhere in its digits, or a value
// word written with a capital, in any case.
func (vs *valueSet) collides(s string) bool {
	if len(vs.short) > 0 || len(vs.long) > 0 {
		var all, cur strings.Builder
		flush := func() bool {
			n := cur.String()
			cur.Reset()
			return vs.short[n]
		}
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case c >= '0' && c <= '9':
				cur.WriteByte(c)
				all.WriteByte(c)
			case strings.IndexByte(" .-/", c) >= 0 && cur.Len() > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
				// a separator inside a number
			default:
				if cur.Len() > 0 && flush() {
					return true
				}
			}
		}
		if cur.Len() > 0 && flush() {
			return true
		}
		digits := all.String()
		for _, v := range vs.long {
			if strings.Contains(digits, v) {
				return true
			}
		}
	}
	hit := false
	if len(vs.words) > 0 {
		forWords(s, func(w string) {
			// an all-lower-case word is an ordinary word (as in the gate)
			if lw := strings.ToLower(w); lw != w && vs.words[lw] {
				hit = true
			}
		})
	}
	return hit
}

// negOf writes the hard negative gen draws, drawing again while it holds
// a sampled value of the case.
func (d *doc) negOf(kind string, gen func() string) {
	s := gen()
	for i := 0; i < negTries && d.values().collides(s); i++ {
		s = gen()
	}
	d.b.Neg(kind, s)
}
