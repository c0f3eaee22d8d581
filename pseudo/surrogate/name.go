package surrogate

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lexicon"
)

// role is the part a name token plays.
type role int

const (
	roleGiven role = iota
	roleFamily
	roleInitial
	roleParticle
	roleTitle
)

// Name replaces a person's name with given and family names from the
// lexicon of locale (a BCP-47 tag; every locale when its lists are
// small), keeping its form: leading titles ("Dr.", "mevr.") and trailing
// degrees stay as written, initials stay initials with other letters (a
// name that is only two to four capitals, "CM", is initials too), a
// "FAMILY, Given" order stays, and each part keeps its case (ALL CAPS,
// lower case, Capitalised). A family name with particles ("van der
// Berg") becomes a surname without particles. Each part is keyed on its
// own folded text and role, so "Dr. Peeters" and "Jan Peeters" share the
// surrogate family name under one key. A given name that the embedded
// lists know as a woman's or a man's (and not both) is replaced by one of
// the same gender.
func (g *Generator) Name(text, locale string) (string, error) {
	var tokBuf [4]token
	var roleBuf [4]role
	toks, tail := tokenize(text, tokBuf[:0])
	roles := nameRoles(toks, locale, roleBuf[:0])
	if len(toks) == 1 && signOff(toks[0].core) {
		roles[0] = roleInitial // "CM", "HVD": a sign-off, initials again
	}
	var b strings.Builder
	replaced := false
	skipSep := false
	for i, t := range toks {
		r := roles[i]
		if r == roleParticle {
			// The particle goes; so does the space after it.
			if i == 0 {
				skipSep = true
			}
			continue
		}
		if skipSep {
			skipSep = false
		} else {
			b.WriteString(t.sep)
		}
		b.WriteString(t.pre)
		switch r {
		case roleTitle:
			b.WriteString(t.core)
		case roleInitial:
			b.WriteString(g.initials(t.core))
			replaced = true
		default:
			out, err := g.namePart(t.core, r, locale)
			if err != nil {
				return "", err
			}
			b.WriteString(out)
			replaced = true
		}
		b.WriteString(t.post)
	}
	if !replaced {
		return "", ErrEmpty
	}
	b.WriteString(tail)
	return b.String(), nil
}

// nameRoles assigns a role to every token of a name, returned in buf's
// storage where it has room (a caller's buffer).
func nameRoles(toks []token, locale string, buf []role) []role {
	roles := append(buf[:0], make([]role, len(toks))...)
	first := 0
	for first < len(toks) && isTitle(toks[first].core) && first < len(toks)-1 {
		roles[first] = roleTitle
		first++
	}
	last := len(toks) - 1
	for last > first && isTitle(toks[last].core) && strings.ToUpper(toks[last].core) == toks[last].core {
		roles[last] = roleTitle
		last--
	}
	if first == last && isTitle(toks[first].core) {
		roles[first] = roleTitle
		return roles
	}
	comma := -1
	for i := first; i <= last; i++ {
		if strings.Contains(toks[i].post, ",") {
			comma = i
			break
		}
	}
	sets := nameSetsFor(locale)
	particles := sets.particles
	// The family name: before the comma, else the last name token.
	famEnd := last
	if comma >= 0 && comma < last {
		famEnd = comma
	}
	for i := first; i <= last; i++ {
		core := toks[i].core
		switch {
		case isInitial(core):
			roles[i] = roleInitial
		case comma >= 0 && comma < last:
			if i <= comma {
				roles[i] = roleFamily
			} else {
				roles[i] = roleGiven
			}
		case i == famEnd:
			roles[i] = roleFamily
			if i == first && first == 0 && sets.ok && sets.first.Contains(core) && (!sets.last.Contains(core) || genderOf(core, locale) != 0) {
				// a lone first name ("Markus"; "girlfriend Kayla" even
				// where some list has Kayla as a family name: the gender
				// lists know it as a given name)
				roles[i] = roleGiven
			}
		default:
			roles[i] = roleGiven
		}
	}
	// Particles directly before a family name go.
	for i := first; i < famEnd; i++ {
		if roles[i] == roleFamily || roles[i] == roleGiven {
			if particles.Contains(toks[i].core) && isParticleRun(toks[i:famEnd], particles) {
				for j := i; j < famEnd; j++ {
					roles[j] = roleParticle
				}
				break
			}
		}
	}
	return roles
}

// nameSets are the lexicon sets nameRoles reads for one locale.
type nameSets struct {
	ok                     bool // the lexicon loaded
	particles, first, last lexicon.Set
}

// nameSetsCache caches nameSets by locale.
var nameSetsCache sync.Map // string -> *nameSets

func nameSetsFor(locale string) *nameSets {
	if v, ok := nameSetsCache.Load(locale); ok {
		return v.(*nameSets)
	}
	s := &nameSets{}
	if lx, err := lexicon.Load(); err == nil && lx != nil {
		s = &nameSets{ok: true, particles: lx.Particles(locale), first: lx.FirstNames("*"), last: lx.LastNames(locale)}
	}
	v, _ := nameSetsCache.LoadOrStore(locale, s)
	return v.(*nameSets)
}

func isParticleRun(toks []token, particles lexicon.Set) bool {
	for _, t := range toks {
		if !particles.Contains(t.core) {
			return false
		}
	}
	return true
}

func isTitle(core string) bool {
	return titles[lexicon.Key(core)]
}

// isInitial reports a single letter, or letters each followed by a
// period ("J.", "J.P.", "J.-P.").
func isInitial(core string) bool {
	if utf8.RuneCountInString(core) == 1 {
		r, _ := utf8.DecodeRuneInString(core)
		return unicode.IsLetter(r)
	}
	letters := 0
	prevLetter := false
	for _, r := range core {
		switch {
		case unicode.IsLetter(r):
			if prevLetter {
				return false
			}
			letters++
			prevLetter = true
		case r == '.' || r == '-':
			prevLetter = false
		default:
			return false
		}
	}
	return letters > 0 && strings.Contains(core, ".")
}

// signOff reports two to four capitals and nothing else ("CM", "HVD"):
// the initials a person signs with, not a family name in capitals.
func signOff(core string) bool {
	n := 0
	for _, r := range core {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2 && n <= 4
}

// initials replaces each letter of initials with another keyed capital.
func (g *Generator) initials(core string) string {
	var b strings.Builder
	for _, r := range core {
		if !unicode.IsLetter(r) {
			b.WriteRune(r)
			continue
		}
		up := unicode.ToUpper(r)
		s := g.stream("initial", string(up))
		c := rune('A' + s.intn(26))
		for c == up {
			c = rune('A' + s.intn(26))
		}
		if unicode.IsLower(r) {
			c = unicode.ToLower(c)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// namePart replaces one given or family name, hyphenated parts one by one.
func (g *Generator) namePart(core string, r role, locale string) (string, error) {
	// the streams' domains are constants: a concatenation would be
	// allocated, as the stream keeps it
	kind, domain := lexicon.FirstNames, "name-given"
	if r == roleFamily {
		kind, domain = lexicon.LastNames, "name-family"
	}
	p, err := pool(kind, locale)
	if err != nil {
		return "", err
	}
	var one [1]string
	parts := one[:]
	if strings.IndexByte(core, '-') >= 0 {
		parts = strings.Split(core, "-")
	} else {
		parts[0] = core // as Split gives it, without allocating
	}
	pp := p
	if r != roleFamily {
		// A given name known as a woman's or a man's gets one of the
		// same gender: the gender is the name's own, so the surrogate
		// stays the same wherever the name appears. A hyphenated one
		// ("Klaus-Dieter", "Jean-Marie") takes the gender of its first
		// part that has one, for every part.
		for _, part := range parts {
			if gd := genderOf(part, locale); gd != 0 {
				if gp := genderPool(locale, gd); len(gp) > 0 {
					pp = gp
				}
				break
			}
		}
	}
	for i, part := range parts {
		if !hasLetter(part) {
			continue
		}
		key := lexicon.Key(part)
		s := g.stream(domain, key)
		parts[i] = withCaseOf(part, s.pick(pp, key, lexicon.Key(core)))
	}
	return strings.Join(parts, "-"), nil
}
