package address

import (
	"strings"
)

// bareStreets finds street names without a house number that end in a
// strong suffix ("Kloosterstraat", "Antwerpsesteenweg") or follow a French
// street word ("rue Saint-Léonard").
func (r *rules) bareStreets(text string) []part {
	var parts []part
	for _, s := range r.strongSuffixes {
		for off := 0; ; {
			k := strings.Index(text[off:], s)
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
		for off := 0; ; {
			k := strings.Index(text[off:], pw)
			if k < 0 {
				break
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
				continue
			}
			parts = append(parts, part{begin: b, end: e, kind: partBareStreet})
		}
	}
	return parts
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
		if isCapitalised(text, t) && !r.notLocality[lw] {
			end = t.end
		} else if !r.particles[lw] && !elided {
			break
		} else if elision && strings.ContainsAny(lw, "'’") && len(lw) > 2 {
			end = t.end // d'Italie
		}
		cur = t.end
	}
	return end, end > 0
}
