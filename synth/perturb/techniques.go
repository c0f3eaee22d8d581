package perturb

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/synth/build"
)

// spansWhere lists the indices of span segments whose label passes keep.
func (st *state) spansWhere(keep func(label string) bool) []int {
	var out []int
	for i := range st.segs {
		if st.segs[i].isSpan() && keep(st.segs[i].label) {
			out = append(out, i)
		}
	}
	return out
}

func isCore(cat string) bool { return cat != "" && !build.IsNonCore(cat) }

// caseChange writes some names, places and organisations in all caps or
// all lower case (titles included, as in a shouted header).
func caseChange(st *state) int {
	cands := st.spansWhere(func(l string) bool {
		return strings.HasPrefix(l, "Name:") || strings.HasPrefix(l, "Address_Location:") || strings.HasPrefix(l, "Organization:")
	})
	upper := st.r.IntN(5) < 3
	n := 0
	for _, k := range st.pickDistinct(len(cands), st.sites()) {
		s := &st.segs[cands[k]]
		changed := false
		for j := range s.parts {
			p := &s.parts[j]
			if p.cat == build.Formatting {
				continue
			}
			v := strings.ToLower(p.text)
			if upper {
				v = strings.ToUpper(p.text)
			}
			if v != p.text {
				p.text, changed = v, true
			}
		}
		if changed {
			n++
		}
	}
	return n
}

// digitSpan reports whether id_spacing and separator swaps may regroup
// the span: phone numbers, identifiers, dates and addresses, but not
// e-mail addresses and links, whose punctuation is not free.
func digitSpan(s *seg) bool {
	f := s.meta.Family
	if strings.Contains(f, "url") || strings.Contains(f, "email") || strings.Contains(f, "portal") {
		return false
	}
	switch l := s.label; {
	case l == "Contactdetails":
		return strings.HasPrefix(f, "phone")
	case l == "ID:Patient", l == "ID:Caregiver", l == "Date", l == "Age_Birthdate":
		return true
	default:
		return strings.HasPrefix(l, "Address_Location:")
	}
}

func (st *state) digitSpans() []int {
	var out []int
	for i := range st.segs {
		if st.segs[i].isSpan() && digitSpan(&st.segs[i]) {
			out = append(out, i)
		}
	}
	return out
}

// idSpacing inserts a space inside a digit group, widens a separator or
// removes one, always strictly inside the span.
func idSpacing(st *state) int {
	cands := st.digitSpans()
	n := 0
	for _, k := range st.pickDistinct(len(cands), st.sites()) {
		if spaceSpan(st, &st.segs[cands[k]]) {
			n++
		}
	}
	return n
}

func spaceSpan(st *state, s *seg) bool {
	// candidate operations: split a digit run of 4+ inside a core part
	// (at > 0), or widen or drop an interior separator part (at < 0)
	type op struct{ part, at int }
	var ops []op
	for j, p := range s.parts {
		if isCore(p.cat) {
			for i := 1; i < len(p.text); i++ {
				if isDigit(p.text[i-1]) && isDigit(p.text[i]) && countDigitsAround(p.text, i) >= 4 {
					ops = append(ops, op{j, i})
				}
			}
			continue
		}
		if p.cat == build.Formatting && j > 0 && j < len(s.parts)-1 && strings.Trim(p.text, " ./-") == "" {
			ops = append(ops, op{j, -1})
		}
	}
	if len(ops) == 0 {
		return false
	}
	o := ops[st.r.IntN(len(ops))]
	p := &s.parts[o.part]
	if o.at > 0 {
		p.text = p.text[:o.at] + " " + p.text[o.at:]
		return true
	}
	sep := strings.TrimSpace(p.text)
	switch st.r.IntN(3) {
	case 0: // drop: the two sides join
		p.text = ""
	case 1: // widen
		if sep == "" {
			p.text = "  "
		} else {
			p.text = " " + sep + " "
		}
	default: // a space after the separator only, or none
		if sep == "" {
			p.text = ""
		} else {
			p.text = sep + " "
		}
	}
	return true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// countDigitsAround returns the length of the digit run containing byte i.
func countDigitsAround(s string, i int) int {
	a, b := i, i
	for a > 0 && s[a-1] >= '0' && s[a-1] <= '9' {
		a--
	}
	for b+1 < len(s) && s[b+1] >= '0' && s[b+1] <= '9' {
		b++
	}
	return b - a + 1
}

// lineBreak wraps a line just before or after an identifier, or breaks an
// address between its street and its town (two spans).
func lineBreak(st *state) int {
	n := 0
	for range st.sites() {
		if st.r.IntN(3) == 0 && splitAddress(st) {
			n++
			continue
		}
		if wrapAroundSpan(st) {
			n++
		}
	}
	return n
}

// splitAddress turns "Kerkstraat 12, 8500 Kortrijk" into two spans on
// two lines: "Kerkstraat 12," newline "8500 Kortrijk".
func splitAddress(st *state) bool {
	type cut struct{ seg, part int }
	var cuts []cut
	for i := range st.segs {
		s := &st.segs[i]
		if !strings.HasPrefix(s.label, "Address_Location:") {
			continue
		}
		for j := 1; j < len(s.parts)-1; j++ {
			p := s.parts[j]
			if p.cat == build.Formatting && strings.TrimSpace(p.text) != "" && strings.Trim(p.text, " ,–-") == "" &&
				hasCore(s.parts[:j]) && hasCore(s.parts[j+1:]) {
				cuts = append(cuts, cut{i, j})
			}
		}
	}
	if len(cuts) == 0 {
		return false
	}
	c := cuts[st.r.IntN(len(cuts))]
	s := st.segs[c.seg]
	sep := strings.TrimSpace(s.parts[c.part].text)
	mid := "\n"
	if sep == "," {
		mid = ",\n"
	}
	first := seg{label: s.label, meta: s.meta, parts: append([]part(nil), s.parts[:c.part]...)}
	second := seg{label: s.label, meta: s.meta, parts: append([]part(nil), s.parts[c.part+1:]...)}
	if !cleanEdges(&first) || !cleanEdges(&second) {
		return false
	}
	repl := []seg{first, {parts: []part{{text: mid}}}, second}
	st.segs = append(st.segs[:c.seg], append(repl, st.segs[c.seg+1:]...)...)
	return true
}

func hasCore(ps []part) bool {
	for _, p := range ps {
		if isCore(p.cat) {
			return true
		}
	}
	return false
}

// cleanEdges reports whether a span's text neither starts nor ends with
// whitespace or a non-core word (the devset keeps spans tight).
func cleanEdges(s *seg) bool {
	t := s.text()
	return t != "" && strings.TrimSpace(t) == t && s.parts[0].cat != build.AdditionalInfo && s.parts[len(s.parts)-1].cat != build.AdditionalInfo
}

// wrapAroundSpan replaces the space before or after a span with a line
// break.
func wrapAroundSpan(st *state) bool {
	var cands []int // literal segments with a space next to a span
	for i := range st.segs {
		s := &st.segs[i]
		if !s.plain() {
			continue
		}
		t := s.parts[0].text
		before := i+1 < len(st.segs) && st.segs[i+1].isSpan() && strings.HasSuffix(t, " ")
		after := i > 0 && st.segs[i-1].isSpan() && strings.HasPrefix(t, " ")
		if before || after {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return false
	}
	i := cands[st.r.IntN(len(cands))]
	p := &st.segs[i].parts[0]
	if i+1 < len(st.segs) && st.segs[i+1].isSpan() && strings.HasSuffix(p.text, " ") && (st.r.IntN(2) == 0 || !strings.HasPrefix(p.text, " ")) {
		p.text = strings.TrimSuffix(p.text, " ") + "\n"
		return true
	}
	if strings.HasPrefix(p.text, " ") {
		p.text = "\n" + strings.TrimPrefix(p.text, " ")
		return true
	}
	p.text = strings.TrimSuffix(p.text, " ") + "\n"
	return true
}

// keyboard neighbours of lower-case letters (QWERTY/AZERTY/QWERTZ share
// most of them).
var neighbours = map[rune]string{
	'a': "sqz", 'b': "vn", 'c': "xv", 'd': "sf", 'e': "rwz", 'f': "dg", 'g': "fh", 'h': "gj", 'i': "uo", 'j': "hk",
	'k': "jl", 'l': "k", 'm': "n", 'n': "bm", 'o': "ip", 'p': "o", 'q': "wa", 'r': "et", 's': "ad", 't': "ry",
	'u': "yi", 'v': "cb", 'w': "qe", 'x': "zc", 'y': "tu", 'z': "xa",
}

// typo edits the interior of a few words of four letters or more (the
// first and last letter stay, so no word boundary moves).
func typo(st *state) int {
	ws := st.words(4)
	picked := st.pickDistinct(len(ws), st.sites())
	n := 0
	for k := len(picked) - 1; k >= 0; k-- {
		w := ws[picked[k]]
		rs := []rune(st.segs[w.seg].parts[0].text[w.begin:w.end])
		i := 1 + st.r.IntN(len(rs)-2) // interior position
		switch st.r.IntN(4) {
		case 0: // swap with the next interior letter
			if i+1 <= len(rs)-2 && rs[i] != rs[i+1] {
				rs[i], rs[i+1] = rs[i+1], rs[i]
			} else {
				rs = append(rs[:i], rs[i+1:]...)
			}
		case 1: // drop
			rs = append(rs[:i], rs[i+1:]...)
		case 2: // double
			rs = append(rs[:i+1], rs[i:]...)
		default: // keyboard neighbour
			nb := neighbours[unicode.ToLower(rs[i])]
			if nb == "" {
				rs = append(rs[:i+1], rs[i:]...)
				break
			}
			c := []rune(nb)[st.r.IntN(utf8.RuneCountInString(nb))]
			if unicode.IsUpper(rs[i]) {
				c = unicode.ToUpper(c)
			}
			rs[i] = c
		}
		st.replaceWord(w, string(rs))
		n++
	}
	return n
}

// punctuation varies the punctuation of literal text (": " becomes " : ",
// ":" or " - "; ", " becomes "," or " ; "; a full stop before a line end
// disappears) and exchanges separators inside dates and phone numbers.
func punctuation(st *state) int {
	n := 0
	for range st.sites() {
		if st.r.IntN(3) == 0 && swapSeparator(st) {
			n++
			continue
		}
		if varyLiteral(st) {
			n++
		}
	}
	return n
}

var punctVariants = map[string][]string{
	": ":  {" : ", ":", " - ", " :", ":  "},
	", ":  {",", " , ", "; ", " ,"},
	". ":  {" . ", ".  ", "; "},
	".\n": {"\n", " .\n"},
	" (":  {"(", " [", " - "},
	") ":  {")", "] ", " - "},
}

var punctKeys = []string{": ", ", ", ". ", ".\n", " (", ") "}

func varyLiteral(st *state) bool {
	type site struct{ seg, at int }
	var sites []site
	var keys []string
	for i := range st.segs {
		s := &st.segs[i]
		if !s.plain() {
			continue
		}
		t := s.parts[0].text
		for _, k := range punctKeys {
			for from := 0; ; {
				j := strings.Index(t[from:], k)
				if j < 0 {
					break
				}
				sites = append(sites, site{i, from + j})
				keys = append(keys, k)
				from += j + len(k)
			}
		}
	}
	if len(sites) == 0 {
		return false
	}
	x := st.r.IntN(len(sites))
	s, k := sites[x], keys[x]
	vs := punctVariants[k]
	v := vs[st.r.IntN(len(vs))]
	p := &st.segs[s.seg].parts[0]
	p.text = p.text[:s.at] + v + p.text[s.at+len(k):]
	return true
}

// swapSeparator replaces the separators of one date or phone number.
func swapSeparator(st *state) bool {
	var fit []int
	for _, i := range st.digitSpans() {
		if l := st.segs[i].label; l != "Date" && l != "Contactdetails" && l != "Age_Birthdate" {
			continue
		}
		for j, p := range st.segs[i].parts {
			if p.cat == build.Formatting && j > 0 && j < len(st.segs[i].parts)-1 && (p.text == "/" || p.text == "-" || p.text == "." || p.text == " ") {
				fit = append(fit, i)
				break
			}
		}
	}
	if len(fit) == 0 {
		return false
	}
	s := &st.segs[fit[st.r.IntN(len(fit))]]
	from := ""
	for j, p := range s.parts {
		if p.cat == build.Formatting && j > 0 && j < len(s.parts)-1 && (p.text == "/" || p.text == "-" || p.text == "." || p.text == " ") {
			from = p.text
			break
		}
	}
	var to string
	for to = from; to == from; {
		to = []string{"/", "-", ".", " ", "/"}[st.r.IntN(5)]
	}
	for j := 1; j < len(s.parts)-1; j++ {
		if s.parts[j].cat == build.Formatting && s.parts[j].text == from {
			s.parts[j].text = to
		}
	}
	return true
}

// ocrPairs are OCR confusions: a letter sequence and what a scanner reads.
var ocrPairs = [][2]string{
	{"rn", "m"}, {"m", "rn"}, {"cl", "d"}, {"d", "cl"}, {"li", "h"}, {"o", "0"}, {"O", "0"}, {"l", "1"}, {"i", "l"},
	{"I", "l"}, {"e", "c"}, {"c", "e"}, {"h", "b"}, {"t", "f"}, {"S", "5"}, {"B", "8"}, {"g", "q"}, {"u", "ii"}, {"n", "ri"},
	{"a", "o"}, {"vv", "w"}, {"w", "vv"},
}

// ocr applies one OCR confusion inside each of a few words of three
// letters or more; the first and last letters stay, so a word next to an
// identifier never gains a digit at its edge.
func ocr(st *state) int {
	ws := st.words(3)
	picked := st.pickDistinct(len(ws), st.sites())
	n := 0
	for k := len(picked) - 1; k >= 0; k-- {
		w := ws[picked[k]]
		t := st.segs[w.seg].parts[0].text[w.begin:w.end]
		first := utf8.RuneLen(firstRune(t))
		last := len(t) - utf8.RuneLen(lastRune(t))
		var opts [][3]int // at, pair index
		for pi, pr := range ocrPairs {
			for from := first; from < last; {
				j := strings.Index(t[from:last], pr[0])
				if j < 0 {
					break
				}
				opts = append(opts, [3]int{from + j, pi})
				from += j + 1
			}
		}
		if len(opts) == 0 {
			continue
		}
		o := opts[st.r.IntN(len(opts))]
		pr := ocrPairs[o[1]]
		st.replaceWord(w, t[:o[0]]+pr[1]+t[o[0]+len(pr[0]):])
		n++
	}
	return n
}

func firstRune(s string) rune { r, _ := utf8.DecodeRuneInString(s); return r }
func lastRune(s string) rune  { r, _ := utf8.DecodeLastRuneInString(s); return r }

// concatenation drops a space between two words of literal text, or
// between a word and an identifier when they are of different classes
// (letters against digits), so no span boundary falls inside a word.
func concatenation(st *state) int {
	type site struct{ seg, at int }
	var sites []site
	for i := range st.segs {
		s := &st.segs[i]
		if !s.plain() {
			continue
		}
		t := s.parts[0].text
		for j := 0; j < len(t); j++ {
			if t[j] != ' ' {
				continue
			}
			var left, right rune
			switch {
			case j > 0:
				left, _ = utf8.DecodeLastRuneInString(t[:j])
			case i > 0:
				left = st.segs[i-1].lastRune()
			}
			switch {
			case j+1 < len(t):
				right, _ = utf8.DecodeRuneInString(t[j+1:])
			case i+1 < len(st.segs):
				right = st.segs[i+1].firstRune()
			}
			if !(unicode.IsLetter(left) || unicode.IsDigit(left)) || !(unicode.IsLetter(right) || unicode.IsDigit(right)) {
				continue
			}
			edge := (j == 0 && i > 0 && !st.segs[i-1].plain()) || (j+1 == len(t) && i+1 < len(st.segs) && !st.segs[i+1].plain())
			if edge && (sameClass(left, right) || (j == 0 && st.segs[i-1].neg != "") || (j+1 == len(t) && st.segs[i+1].neg != "")) {
				continue // would glue a span to a word of its own class, or touch a hard negative
			}
			sites = append(sites, site{i, j})
		}
	}
	picked := st.pickDistinct(len(sites), st.sites())
	for k := len(picked) - 1; k >= 0; k-- {
		s := sites[picked[k]]
		p := &st.segs[s.seg].parts[0]
		p.text = p.text[:s.at] + p.text[s.at+1:]
	}
	return len(picked)
}

// fold maps a letter with a diacritic to its bare form.
var fold = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ä': "a", 'ã': "a", 'å': "a", 'ç': "c", 'è': "e", 'é': "e", 'ê': "e", 'ë': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ñ': "n", 'ò': "o", 'ó': "o", 'ô': "o", 'ö': "o", 'õ': "o", 'ù': "u",
	'ú': "u", 'û': "u", 'ü': "u", 'ý': "y", 'ÿ': "y", 'ß': "ss", 'œ': "oe", 'À': "A", 'Á': "A", 'Â': "A", 'Ä': "A",
	'Ç': "C", 'È': "E", 'É': "E", 'Ê': "E", 'Ë': "E", 'Î': "I", 'Ï': "I", 'Ô': "O", 'Ö': "O", 'Ù': "U", 'Û': "U",
	'Ü': "U", 'Œ': "OE",
}

func stripDiacritics(s string) (string, bool) {
	var b strings.Builder
	changed := false
	for _, r := range s {
		if f, ok := fold[r]; ok {
			b.WriteString(f)
			changed = true
			continue
		}
		b.WriteRune(r)
	}
	if !changed {
		return s, false
	}
	return b.String(), true
}

// diacritics drops accents in the literal text of the whole note (as
// typed on a keyboard without them) or in a few words, and in places and
// organisations; person names keep theirs, so the note still matches its
// metadata.
func diacritics(st *state) int {
	n := 0
	whole := st.r.IntN(2) == 0
	budget := st.sites()
	for i := range st.segs {
		s := &st.segs[i]
		placeOrOrg := strings.HasPrefix(s.label, "Address_Location:") || strings.HasPrefix(s.label, "Organization:")
		if !s.plain() && !placeOrOrg {
			continue
		}
		if !whole && budget == 0 {
			break
		}
		for j := range s.parts {
			p := &s.parts[j]
			if v, ok := stripDiacritics(p.text); ok {
				if !whole && !placeOrOrg && st.r.IntN(2) == 0 {
					continue
				}
				p.text = v
				n++
				if !whole {
					budget--
				}
			}
		}
	}
	return n
}
