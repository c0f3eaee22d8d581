package contact

import "strings"

// findDomains appends [begin,end) pairs of bare web addresses: host names
// without a scheme or "www." whose last label is a top-level domain of
// data/cues.yaml ("lakeshorederm.com", "dermato-aubepines.be",
// "praktijk-delinde.nl/afspraak"), with the path that follows. A host
// glued to a word, '@', '/', '.' or '-' before it is not one.
func findDomains(text string, out [][2]int) [][2]int {
	off := 0
	for {
		k := strings.IndexByte(text[off:], '.')
		if k < 0 {
			return out
		}
		dot := off + k
		off = dot + 1
		// the top-level domain: lower-case letters ending the host
		e := dot + 1
		for e < len(text) && text[e] >= 'a' && text[e] <= 'z' {
			e++
		}
		if e-dot-1 < 2 || e < len(text) && (isAlnum(text[e]) || text[e] == '-' || text[e] == '_' || text[e] == '@' || text[e] >= 0x80 ||
			text[e] == '.' && e+1 < len(text) && isAlnum(text[e+1])) || !words.tld[text[dot+1:e]] {
			continue
		}
		// the host labels before it
		b := dot
		for b > 0 && isDomain(text[b-1]) {
			b--
		}
		if !hostOK(text, b, dot) {
			continue
		}
		if _, ok := inside(out, b); ok {
			off = e
			continue
		}
		if e < len(text) && text[e] == '/' {
			e = pathEnd(text, e)
		}
		out = append(out, [2]int{b, e})
		off = e
	}
}

// hostOK checks the labels text[b:dot] before the top-level domain and
// the byte before them.
func hostOK(text string, b, dot int) bool {
	if b == dot || b > 0 && (text[b-1] >= 0x80 || strings.IndexByte("@/\\_.-#%&=+", text[b-1]) >= 0) {
		return false
	}
	host := text[b:dot]
	labels := strings.Split(host, ".")
	if len(labels) > 4 {
		return false
	}
	letters := 0
	for _, l := range labels {
		if l == "" || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
	}
	last := labels[len(labels)-1]
	for i := 0; i < len(last); i++ {
		if c := last[i] | 0x20; c >= 'a' && c <= 'z' {
			letters++
		}
	}
	return len(last) >= 2 && letters > 0 && !(len(labels) == 1 && len(last) == 2 && letters < 2)
}

// pathEnd returns the end of the URL path starting at i ('/'), with
// closing punctuation trimmed.
func pathEnd(text string, i int) int {
	e := i
	for e < len(text) && isURLChar(text[e]) {
		e++
	}
	for e > i {
		last := text[e-1]
		if strings.IndexByte(".,;:!?*/", last) >= 0 || (last == ')' && strings.Count(text[i:e], "(") < strings.Count(text[i:e], ")")) || last == ']' {
			e--
			continue
		}
		break
	}
	return e
}
