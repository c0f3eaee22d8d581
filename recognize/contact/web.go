package contact

import "strings"

// E-mail addresses and URLs: hand-written scanners (no regexp on the hot path).

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isLocalPart(c byte) bool {
	return isAlnum(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-'
}

func isDomain(c byte) bool { return isAlnum(c) || c == '.' || c == '-' }

// findEmails appends [begin,end) pairs of e-mail addresses.
func findEmails(text string, out [][2]int) [][2]int {
	off := 0
	for {
		k := strings.IndexByte(text[off:], '@')
		if k < 0 {
			return out
		}
		at := off + k
		off = at + 1
		b := at
		for b > 0 && isLocalPart(text[b-1]) {
			b--
		}
		for b < at && (text[b] == '.' || text[b] == '-') {
			b++
		}
		if b == at {
			continue
		}
		e := at + 1
		for e < len(text) && isDomain(text[e]) {
			e++
		}
		for e > at+1 && (text[e-1] == '.' || text[e-1] == '-') {
			e--
		}
		dom := text[at+1 : e]
		dot := strings.LastIndexByte(dom, '.')
		if dot <= 0 || len(dom)-dot-1 < 2 || !allLetters(dom[dot+1:]) {
			continue
		}
		out = append(out, [2]int{b, e})
		off = e
	}
}

func allLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}

// isURLChar reports bytes allowed inside a URL (ASCII, no spaces or
// brackets that usually close a sentence).
func isURLChar(c byte) bool {
	return c > ' ' && c < 0x7f && c != '<' && c != '>' && c != '"' && c != '\'' && c != '`' && c != '{' && c != '}' && c != '|' && c != '\\' && c != '^'
}

// findURLs appends [begin,end) pairs of URLs starting with a scheme or www.
func findURLs(text string, out [][2]int) [][2]int {
	// a URL holds "://" or "www." in any case: most notes hold neither,
	// and these searches cost far less than the scan below
	if !strings.Contains(text, "://") && !strings.Contains(text, "w.") && !strings.Contains(text, "W.") {
		return out
	}
	for i := 0; i < len(text); i++ {
		c := text[i] | 0x20
		if c != 'h' && c != 'w' || i+1 >= len(text) {
			continue
		}
		// cheap check of the second letter: 't' of http, 'w' of www
		if d := text[i+1] | 0x20; c == 'h' && d != 't' || c == 'w' && d != 'w' {
			continue
		}
		if i > 0 && (isAlnum(text[i-1]) || text[i-1] == '@' || text[i-1] == '.' || text[i-1] == '/') {
			continue
		}
		n := 0
		switch {
		case hasPrefixFold(text[i:], "https://"):
			n = 8
		case hasPrefixFold(text[i:], "http://"):
			n = 7
		case hasPrefixFold(text[i:], "www."):
			n = 4
		default:
			continue
		}
		e := i + n
		for e < len(text) && isURLChar(text[e]) {
			e++
		}
		// trim closing punctuation and unbalanced parentheses
		for e > i+n {
			last := text[e-1]
			if strings.IndexByte(".,;:!?*", last) >= 0 || (last == ')' && strings.Count(text[i:e], "(") < strings.Count(text[i:e], ")")) || last == ']' {
				e--
				continue
			}
			break
		}
		host := text[i+n : e]
		if h, _, _ := strings.Cut(host, "/"); !strings.Contains(h, ".") && n != 4 || len(h) < 3 {
			continue
		}
		out = append(out, [2]int{i, e})
		i = e
	}
	return out
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}
