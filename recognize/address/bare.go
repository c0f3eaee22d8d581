package address

import (
	"strings"

	"github.com/meddeid/meddeid/internal/rarescan"
)

// bareStreets finds street names without a house number that end in a
// strong suffix ("Kloosterstraat", "Antwerpsesteenweg"), follow a French
// street word ("rue Saint-Léonard") or name the town they lead to
// ("chaussée de Louvain", see namedRoads).
func (r *rules) bareStreets(text string) []part {
	var parts []part
	for _, s := range r.strongSuffixes {
		rs := rarescan.RareOffset(s)
		for off := 0; ; {
			k := rarescan.IndexRare(text[off:], s, rs)
			if k < 0 {
				break
			}
			e := off + k + len(s)
			off = e
			if letterAt(text, e) {
				continue
			}
			t := wordBefore(text, e)
			if !isCapitalised(text, t) || t.end-t.begin <= len(s)+1 {
				continue
			}
			// A number after it makes a numbered street, found elsewhere.
			if b := oneBlankAfter(text, e); b > 0 && b < len(text) && isDigit(text[b]) {
				continue
			}
			parts = append(parts, part{begin: r.extendNameBack(text, t.begin), end: e, kind: partBareStreet})
		}
	}
	for _, pw := range [...]string{"rue ", "avenue ", "boulevard "} {
		r.eachBareStreet(text, pw, func(b, e int) {
			parts = append(parts, part{begin: b, end: e, kind: partBareStreet})
		})
	}
	parts = r.brBareStreets(text, parts)
	parts = r.enBareStreets(text, parts)
	parts = r.intersections(text, parts)
	return r.namedRoads(text, parts)
}

// namedRoads appends the roads named after the town they lead to, without
// a house number: "chaussée de Louvain", "Steenweg op Mol", and after a
// travel or accident word in the clause "route de Troyes", "chemin
// d'Arlon" (route_street_words). The street word is matched lower-case or
// capitalised (an ASCII first letter).
func (r *rules) namedRoads(text string, parts []part) []part {
	for _, grp := range r.places.namedGroups {
		rn := rarescan.RareOffset(grp.needle)
		for off := 0; ; {
			k := rarescan.IndexRare(text[off:], grp.needle, rn)
			if k < 0 {
				break
			}
			b := off + k - 1
			off += k + len(grp.needle)
			if b < 0 || b > 0 && text[b-1] != ' ' && text[b-1] != '\n' && text[b-1] != '(' && text[b-1] != '\t' {
				continue
			}
			for _, sw := range grp.streets {
				if e, ok := r.namedRoadAt(text, b, sw); ok {
					parts = append(parts, part{begin: b, end: e, kind: partBareStreet})
					break
				}
			}
		}
	}
	return parts
}

// namedRoadAt returns the end of the named road sw starting at b.
func (r *rules) namedRoadAt(text string, b int, sw namedStreet) (int, bool) {
	w := sw.word
	cur := b + len(w)
	if cur >= len(text) || text[cur] != ' ' || text[b] != w[0] && text[b] != w[0]-('a'-'A') || text[b+1:cur] != w[1:] {
		return 0, false
	}
	n := oneBlankAfter(text, cur)
	if n < 0 || !strings.Contains(w, " ") && !r.particles.has(text, wordAfter(text, n)) && !elided(text, n) {
		return 0, false // "chaussée de", "route d'", not "route nationale"
	}
	e, ok := r.streetAfterPrefix(text, cur, true)
	if !ok {
		return 0, false
	}
	if n := oneBlankAfter(text, e); n > 0 && n < len(text) && isDigit(text[n]) {
		return 0, false
	}
	if sw.routed && !r.travelClause(text, b) {
		return 0, false
	}
	return e, true
}

// elided reports whether an elided particle ("d'", "l'") starts at i.
func elided(text string, i int) bool {
	t := wordAfter(text, i)
	lw := lower(text, t)
	return strings.HasPrefix(lw, "d'") || strings.HasPrefix(lw, "d’") || strings.HasPrefix(lw, "l'") || strings.HasPrefix(lw, "l’")
}

// travelClause reports whether the clause before b has a travel, accident
// or work word ("Accident sur la route de Troyes").
func (r *rules) travelClause(text string, b int) bool {
	words := clauseWords(text, r.clauseStart(text, b), b)
	for i := range words {
		if hasCueAt(r.places.other, words, i) {
			return true
		}
	}
	return false
}

// streetAfterPrefix reads the name after a French street word ending at
// cur: particles and capitalised names, ending on a name. With elision,
// d'/l' forms also continue the name and "d'Italie" can end it.
func (r *rules) streetAfterPrefix(text string, cur int, elision bool) (int, bool) {
	end := 0
	for n := 0; n < 6; n++ {
		b := oneBlankAfter(text, cur)
		if b < 0 {
			break
		}
		t := wordAfter(text, b)
		if t.begin == t.end {
			break
		}
		lw := lower(text, t)
		elided := elision && (strings.HasPrefix(lw, "d'") || strings.HasPrefix(lw, "l'"))
		if isCapitalised(text, t) && r.titles.contains(lw) && end == 0 {
			cur = t.end // "avenue du Docteur Roux": the name after the title ends it
			continue
		}
		if isCapitalised(text, t) && !r.notLocality.contains(lw) {
			end = t.end
		} else if !r.particles.contains(lw) && !elided {
			break
		} else if elision && hasApostrophe(lw) && len(lw) > 2 {
			end = t.end // d'Italie
		}
		cur = t.end
	}
	return end, end > 0
}

func isLower(c byte) bool { return c >= 'a' && c <= 'z' || c >= 0x80 }

// eachBareStreet calls f with the bounds of every street that the prefix
// word pw (written with its trailing space) opens after a non-letter and
// that no house number follows: a street named without a number ("rue
// de la Loi", "Rua Augusta").
func (r *rules) eachBareStreet(text, pw string, f func(b, e int)) {
	rp := rarescan.RareOffset(pw)
	for off := 0; ; {
		k := rarescan.IndexRare(text[off:], pw, rp)
		if k < 0 {
			return
		}
		b := off + k
		off = b + len(pw)
		if letterBefore(text, b) {
			continue
		}
		e, ok := r.streetAfterPrefix(text, b+len(pw)-1, false)
		if !ok {
			continue
		}
		if n := oneBlankAfter(text, e); n > 0 && n < len(text) && isDigit(text[n]) {
			continue // a numbered street, found elsewhere
		}
		f(b, e)
	}
}
