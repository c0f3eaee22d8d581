package name

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// fastPathTexts exercise the per-token fast paths: apostrophes, elisions,
// other scripts, hyphens, initials, titles and cues.
var fastPathTexts = []struct{ code, text string }{
	{"nl-BE", "Patiënt: mevr. Ayşe Öztürk-Şahin (°12/05/1962)\nHuisarts: dr. H.J. van Wijk\nMet collegiale groeten,\nDr. K. Lambrecht\nLD/kv"},
	{"fr-BE", "Mme Hélène Lefèvre, née le 3 mars. L'hôpital a appelé sa fille Cécile d'Amico. Dott.ssa Łukasz Dvořák, Médecin: M. François Œuvray"},
	{"en-GB", "Re: O'Sullivan, Margaret Ellen\nSeen by Dr O\u2019Brien and nurse Becky Lindqvist. Oduya's mother — Frank Morrissey. Handed over by JT to MK.\nKind regards,\nJohn Smith RN"},
	{"de-DE", "Übergabe Frühdienst: Schwester Petra. Angehörige: Ehefrau Grüße Voß. Prof. Dr. med. Jürgen Müller-Lüdenscheidt, Chefarzt"},
	{"vi", "Họ tên: NGUYỄN VĂN ĐỨC, ông Trần Đức Anh, BS.CKII Lê Thị Hà"},
	{"", "A. B. C.-D. É. ÉA. x. 59M 2j4m İstanbul ΑΒΓ Δ. all'ospedale dell'Ospedale"},
}

// fastPathScans returns prepared scans of fastPathTexts and, when present,
// the devset notes.
func fastPathScans(t *testing.T) []*scan {
	rc := New(nil)
	var out []*scan
	add := func(text, code string) {
		s := new(scan)
		p := rectest.ByCode(code)
		if rc.prepare(s, text, p) {
			out = append(out, s)
		}
	}
	for _, c := range fastPathTexts {
		add(c.text, c.code)
	}
	if docs, ok, err := devtest.Load(); err == nil && ok {
		for _, d := range docs {
			add(d.Text, d.Language)
		}
	}
	return out
}

// TestFastPaths compares the per-token fast paths with the plain
// computations they stand for.
func TestFastPaths(t *testing.T) {
	for _, s := range fastPathScans(t) {
		var any uint16
		for i, tok := range s.toks {
			// foldKeys: the key of a token is wordKey of its text.
			want := ""
			if tok.kind != tokPunct {
				want = wordKey(s.tokText(i))
			}
			if got := s.key(i); got != want {
				t.Errorf("key of token %d = %q, want %q", i, got, want)
			}
			// isInitialAt: one upper-case letter with a glued dot.
			if got, want := s.isInitialAt(i), isInitialRef(s, i); got != want {
				t.Errorf("isInitialAt(%d) = %v, want %v", i, got, want)
			}
			// cueScan and matchCueAt: the cue of every word, elision always
			// applied to the first word.
			end, mask := 0, uint16(0)
			if tok.kind == tokWord && !tok.digit {
				end, mask = matchCueRef(s, i)
			}
			if ge, gm := s.matchCue(i); ge != end || gm != mask {
				t.Errorf("matchCue(%d) = %d %d, want %d %d", i, ge, gm, end, mask)
			}
			any |= mask
			// mayTitle turns away no title.
			if tok.kind == tokWord {
				if _, _, ok := s.matchTitle(i); ok && !s.mayTitle(i) {
					t.Errorf("mayTitle(%d) = false before a title", i)
				}
			}
		}
		// isByte: isPunct for one ASCII byte, also out of range.
		for i := -1; i <= len(s.toks); i++ {
			for c := byte(1); c < utf8.RuneSelf; c++ {
				if got, want := s.isByte(i, c), s.isPunct(i, string(c)); got != want {
					t.Errorf("isByte(%d, %q) = %v, want %v", i, c, got, want)
				}
			}
		}
		// The token lists of cueScan hold exactly the tokens each pass
		// would pick out of all of them.
		var cue, capital, line, dash, slash []int32
		for i, tok := range s.toks {
			_, mask := s.matchCue(i)
			_, _, title := s.matchTitle(i)
			if tok.kind == tokWord && (mask != 0 || title) {
				cue = append(cue, int32(i))
			}
			if tok.kind == tokWord && tok.cap {
				capital = append(capital, int32(i))
			}
			if s.lineStart(i) {
				line = append(line, int32(i))
			}
			if tok.kind == tokPunct && tok.space > 0 && (s.text[tok.b] == '-' || s.text[tok.b] == 0xe2) {
				dash = append(dash, int32(i))
			}
			if s.isPunct(i, "/") {
				slash = append(slash, int32(i))
			}
		}
		for _, l := range []struct {
			name      string
			got, want []int32
		}{{"capToks", s.capToks, capital}, {"lineToks", s.lineToks, line}, {"dashToks", s.dashToks, dash}, {"slashToks", s.slashToks, slash}} {
			if !slices.Equal(l.got, l.want) {
				t.Errorf("%s = %v, want %v", l.name, l.got, l.want)
			}
		}
		// cueToks may hold more words (the title gate lets some through),
		// but every word with a cue or a title.
		for _, i := range cue {
			if !slices.Contains(s.cueToks, i) {
				t.Errorf("cueToks lacks token %d", i)
			}
		}
		if any != s.cueAny {
			t.Errorf("cueAny = %b, want %b", s.cueAny, any)
		}
	}
}

// isInitialRef is the plain isInitialAt.
func isInitialRef(s *scan, i int) bool {
	if i+1 >= len(s.toks) {
		return false
	}
	t := s.toks[i]
	if t.kind != tokWord || t.digit {
		return false
	}
	w := s.tokText(i)
	r, size := utf8.DecodeRuneInString(w)
	return size == len(w) && unicode.IsUpper(r) && s.toks[i+1].glued() && s.isPunct(i+1, ".")
}

// matchCueRef is the plain matchCueAt: every key looked up as a string.
func matchCueRef(s *scan, i int) (end int, mask uint16) {
	key := ""
	j := i
	for n := 0; n < s.r.maxCueWords && j < len(s.toks); n++ {
		if t := s.toks[j]; t.kind != tokWord || t.digit {
			break
		}
		if n == 0 {
			key = elision(wordKey(s.tokText(j)))
		} else {
			key += " " + wordKey(s.tokText(j))
		}
		m, whole := s.r.cues[key]
		if whole {
			end, mask = j+1, m
		}
		if !s.r.cuePrefix[key] {
			break
		}
		next := j + 1
		if next < len(s.toks) && s.toks[next].glued() && s.toks[next].kind == tokPunct {
			switch s.tokText(next) {
			case ".", "-", "/", "'":
				next++
			}
		}
		if next >= len(s.toks) || s.toks[next].nl || s.toks[next].space > 1 {
			break
		}
		j = next
	}
	return end, mask
}

// TestPartGate checks that the gate of propagate admits every key added
// and turns away the empty key.
func TestPartGate(t *testing.T) {
	var g partGate
	keys := strings.Fields("peeters bos oliver pemberton-shah öztürk ab a jan-willem ng")
	for _, k := range keys {
		g.add(k)
	}
	for _, k := range keys {
		if !g.may(k) {
			t.Errorf("gate turns away %q", k)
		}
	}
	if g.may("") {
		t.Error("gate admits the empty key")
	}
	var empty partGate
	for _, k := range keys {
		if empty.may(k) {
			t.Errorf("empty gate admits %q", k)
		}
	}
}
