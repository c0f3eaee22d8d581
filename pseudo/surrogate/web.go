package surrogate

import (
	"strings"
)

// providers are generic mail and web hosts: naming one identifies no
// one, so an address there keeps its domain.
var providers = map[string]bool{
	"gmail.com": true, "googlemail.com": true, "hotmail.com": true, "hotmail.be": true,
	"hotmail.nl": true, "hotmail.fr": true, "hotmail.de": true, "hotmail.co.uk": true,
	"outlook.com": true, "outlook.be": true, "outlook.fr": true, "outlook.de": true,
	"live.com": true, "live.be": true, "live.nl": true, "live.fr": true, "live.co.uk": true,
	"msn.com": true, "yahoo.com": true, "yahoo.fr": true, "yahoo.de": true, "yahoo.co.uk": true,
	"ymail.com": true, "icloud.com": true, "me.com": true, "mac.com": true, "aol.com": true,
	"protonmail.com": true, "proton.me": true, "gmx.de": true, "gmx.net": true, "gmx.at": true,
	"web.de": true, "t-online.de": true, "freenet.de": true, "orange.fr": true, "free.fr": true,
	"wanadoo.fr": true, "laposte.net": true, "sfr.fr": true, "telenet.be": true, "skynet.be": true,
	"proximus.be": true, "scarlet.be": true, "ziggo.nl": true, "kpnmail.nl": true, "planet.nl": true,
	"home.nl": true, "xs4all.nl": true, "btinternet.com": true, "sky.com": true, "comcast.net": true,
	"verizon.net": true, "att.net": true, "nhs.net": true,
}

// Email replaces the local part (keeping its separators, length and case)
// and, unless the domain is a generic mail provider, every domain label
// but the top-level domain.
func (g *Generator) Email(text string) (string, error) {
	at := strings.LastIndexByte(text, '@')
	if at <= 0 || at == len(text)-1 {
		return g.Shape(text)
	}
	s := g.stream("email", strings.ToLower(text))
	for range 8 {
		out := s.replace(text[:at]) + "@" + s.host(text[at+1:])
		if out != text {
			return out, nil
		}
	}
	return "", ErrEmpty
}

// URL replaces a web address keeping its scheme, a "www." label, the
// top-level domain, every separator and the shape of path and query.
func (g *Generator) URL(text string) (string, error) {
	rest := text
	var scheme string
	if i := strings.Index(rest, "://"); i >= 0 {
		scheme, rest = rest[:i+3], rest[i+3:]
	}
	host, path := rest, ""
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		host, path = rest[:i], rest[i:]
	}
	s := g.stream("url", strings.ToLower(text))
	for range 8 {
		out := scheme + s.host(host) + s.replace(path)
		if out != text {
			return out, nil
		}
	}
	return "", ErrEmpty
}

// host replaces a host name's labels except "www", the top-level domain
// and a port; a generic provider is kept whole.
func (s *stream) host(h string) string {
	name, port := h, ""
	if i := strings.LastIndexByte(h, ':'); i >= 0 {
		name, port = h[:i], h[i:]
	}
	if providers[strings.ToLower(name)] {
		return h
	}
	labels := strings.Split(name, ".")
	for i, l := range labels {
		if i == len(labels)-1 && len(labels) > 1 {
			break // top-level domain
		}
		if i == 0 && strings.EqualFold(l, "www") {
			continue
		}
		if i == len(labels)-2 && len(labels) > 2 && len(l) <= 3 && secondLevel[strings.ToLower(l)] {
			continue // co.uk, com.au
		}
		labels[i] = s.replace(l)
	}
	return strings.Join(labels, ".") + port
}

var secondLevel = map[string]bool{"co": true, "com": true, "org": true, "ac": true, "nhs": true, "gov": true, "net": true}

func looksLikeURL(text string) bool {
	l := strings.ToLower(text)
	if strings.Contains(l, "://") || strings.HasPrefix(l, "www.") {
		return true
	}
	// a bare host name with a path: "uza.be/contact"
	host, _, _ := strings.Cut(l, "/")
	return strings.Contains(host, ".") && countDigits(host) < len(host)/2 && !strings.ContainsAny(host, " @") && hasLetterDotLetter(host)
}

func hasLetterDotLetter(s string) bool {
	for i := 1; i+1 < len(s); i++ {
		if s[i] == '.' && isLower(s[i-1]) && isLower(s[i+1]) {
			return true
		}
	}
	return false
}
