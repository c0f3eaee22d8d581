package datetime

import (
	"slices"
	"strings"
	"sync"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/taxonomy"
)

// Name is the recognizer name used as span source.
const Name = "date"

// Recognizer finds calendar dates and birth dates. It is stateless and
// safe for concurrent use.
type Recognizer struct{}

// New returns the date recognizer.
func New() recognize.Recognizer { return Recognizer{} }

// Name implements recognize.Recognizer.
func (Recognizer) Name() string { return Name }

// Labels implements recognize.Recognizer.
func (Recognizer) Labels() []string { return []string{taxonomy.Date, taxonomy.AgeBirthdate} }

// Languages implements recognize.Recognizer: every profile is supported.
func (Recognizer) Languages() []string { return nil }

// scratch holds one Recognize call's reusable buffers: the tokens, and
// the spans as they are found (copied out at the end, so a note's spans
// cost one allocation however many there are).
type scratch struct {
	toks  []token
	spans []document.Span
}

var scratchPool = sync.Pool{New: func() any { return &scratch{toks: make([]token, 0, 1024)} }}

// Recognize implements recognize.Recognizer. Spans are sorted and do not
// overlap. A nil profile reads the text as en-GB.
func (Recognizer) Recognize(text string, p *lang.Profile) []document.Span {
	lex := lexiconFor(p)
	buf := scratchPool.Get().(*scratch)
	s := &scanner{text: text, lex: lex, sh: getShared()}
	s.toks = tokenize(text, lex, buf.toks[:0])
	out := buf.spans[:0]
	defer func() {
		clear(out) // drop the references to text
		buf.toks, buf.spans = s.toks[:0], out[:0]
		scratchPool.Put(buf)
	}()
	emit := func(m dmatch) {
		if m.day {
			m.tj = s.timeAfter(m.tj)
		}
		label := taxonomy.Date
		if m.birth || s.birthBefore(m.ti) {
			label = taxonomy.AgeBirthdate
		}
		b, e := int(s.toks[m.ti].b), int(s.toks[m.tj-1].e)
		out = append(out, document.NewSpan(text, b, e, label, m.score, Name))
	}
	for i := 0; i < len(s.toks); {
		if t := &s.toks[i]; cannotStart(t) {
			// only "Mar-12-2025" can start at a word without date phrases
			if t.kind == tWord {
				if m, ok := s.matchMonthHyphen(i); ok {
					emit(m)
					i = m.tj
					continue
				}
			}
			i++
			continue
		}
		if m, ok := s.matchAt(i); ok {
			emit(m)
			i = m.tj
			continue
		}
		if m, next, ok := s.rangePartner(i); ok {
			emit(m)
			emit(next)
			i = next.tj
			continue
		}
		i++
	}
	if len(out) == 0 {
		return nil
	}
	return slices.Clone(out)
}

// cannotStart reports whether neither matchAt nor rangePartner can succeed
// at token t except through matchMonthHyphen: punctuation other than a
// birth mark or an apostrophe, and words without date phrases, week or
// quarter flags.
func cannotStart(t *token) bool {
	switch t.kind {
	case tPunct:
		switch t.r {
		case '°', '*', '\'', '’':
			return false
		}
		return true
	case tWord:
		return !t.phr && t.flags&(fWeek|fQuarter) == 0
	}
	return false
}

// rangePartner reads the first end of a range whose second end is a date:
// a lone day ("du 12 au 19 novembre", "samedi 9 au dimanche 10 mars",
// "10-31/08"), a month alone ("July–September 2024") or a day and month
// ("4/9 - 6/9/2020", "3/3–6/3"). It returns both ends; the range itself is
// evidence for a second end written as a bare day and month.
func (s *scanner) rangePartner(i int) (m, next dmatch, ok bool) {
	t := &s.toks[i]
	switch t.kind {
	case tWord:
		if ph, j := s.phraseAt(i, pkWeekday); ph != nil && (ph.primary || ph.full) {
			if s.inline(j, 2) && s.num(j, 1, 2) && s.toks[j].val >= 1 && s.toks[j].val <= 31 {
				m = dmatch{ti: i, tj: j + 1, day: true, dayFirst: true}
				break
			}
		}
		if ph, e := s.phraseAt(i, pkMonth); ph != nil && ph.full && !ph.ambig && (ph.primary || t.upper) && (t.upper || !s.lex.capMonths) {
			m = dmatch{ti: i, tj: e, month: true}
			break
		}
		return dmatch{}, dmatch{}, false
	case tNum:
		if ok, _ := s.numStartOK(i); !ok || t.nd > 2 || t.val < 1 || t.val > 31 {
			return dmatch{}, dmatch{}, false
		}
		if i >= 2 && s.adj(i) && s.punctIn(i-1, "-–/+") && s.adj(i-1) && s.toks[i-2].kind == tNum {
			// the last number of a chain ("1-0-1 bis 14.04.", "2/3 bis
			// Ende Mai"): a dose schedule or a fraction, not a first day
			return dmatch{}, dmatch{}, false
		}
		ev := s.cueContext(i)
		if ev.score || ev.block {
			return dmatch{}, dmatch{}, false
		}
		m = dmatch{ti: i, tj: i + 1, day: true, dayFirst: true}
		if s.flag(i+1, fOrdinal) && s.adj(i+1) {
			m.tj++ // "1er au 5 mars"
		}
		if s.punct(m.tj, '.') && s.adj(m.tj) && (!s.adj(m.tj+1) || (s.punctIn(m.tj+1, "-–") && s.num(m.tj+2, 1, 2) && s.adj(m.tj+2))) {
			m.tj++ // "vom 3. bis 5. März", "3.–7. November"
		}
		// "3-7 November" is a range of days, not the 3rd of July
		dayRange := s.punctIn(i+1, "-–") && s.num(i+2, 1, 2) && s.inline(i+3, 2) && s.isMonthWord(i+3)
		if !dayRange && s.num(i+2, 1, 2) && s.punctIn(i+1, "/-.") && s.adj(i+1) && s.adj(i+2) {
			d, mo := int(t.val), int(s.toks[i+2].val)
			if s.lex.mdy {
				d, mo = mo, d
			}
			if validDM(d, mo, 0) {
				m = dmatch{ti: i, tj: i + 3, day: true, month: true, numeric: true}
			}
		}
	default:
		return dmatch{}, dmatch{}, false
	}
	// the connector
	k := m.tj
	if !(s.adj(k) || s.inline(k, 2)) {
		return dmatch{}, dmatch{}, false
	}
	switch {
	case s.punctIn(k, "-–—"):
		k++
	case s.flag(k, fRange):
		k++
	default:
		ph, e := s.phraseAt(k, pkRange)
		if ph == nil {
			ph, e = s.slashRangeAt(k) // "t/m"
		}
		if ph == nil {
			return dmatch{}, dmatch{}, false
		}
		k = e
	}
	if !(s.adj(k) || s.inline(k, 2)) || k >= s.n() {
		return dmatch{}, dmatch{}, false
	}
	next, ok = s.matchAt(k)
	if !ok && m.numeric && s.punct(m.ti+1, '/') && s.toks[k].kind == tNum && s.punct(k+1, '/') {
		next, ok = s.matchNum(k, evidence{dayCue: true})
	}
	if !ok || !next.month {
		return dmatch{}, dmatch{}, false
	}
	switch {
	case m.numeric:
		if !next.numeric || !next.day {
			return dmatch{}, dmatch{}, false
		}
	case m.day && !m.month:
		if !next.dayFirst {
			return dmatch{}, dmatch{}, false
		}
	}
	m.score = min(next.score, scoreContext)
	return m, next, true
}

// isMonthWord reports whether token i starts a month word.
func (s *scanner) isMonthWord(i int) bool {
	ph, _ := s.phraseAt(i, pkMonth)
	return ph != nil
}

// slashRangeAt reads a range connector written with a slash between its
// parts ("t/m") at token k; it returns the phrase and the token after it.
func (s *scanner) slashRangeAt(k int) (*phrase, int) {
	if !s.word(k) || !s.toks[k].phr || !s.punct(k+1, '/') || !s.adj(k+1) || !s.word(k+2) || !s.adj(k+2) {
		return nil, k
	}
	phrases := s.info(k).phrases
	for p := range phrases {
		ph := &phrases[p]
		if ph.kind == pkRange && len(ph.rest) == 1 && strings.EqualFold(ph.rest[0], s.tokText(k+2)) {
			return ph, k + 3
		}
	}
	return nil, k
}

// timeAfter extends a date ending before token j with a clock time that
// follows it after exactly one space ("04/02/2025 07:42", "14h30"); it
// returns the new end.
func (s *scanner) timeAfter(j int) int {
	if !s.inline(j, 1) || !s.num(j, 1, 2) || s.toks[j].val > 24 {
		return j
	}
	sepOK := s.punct(j+1, ':') || (s.word(j+1) && (s.tokText(j+1) == "h" || s.tokText(j+1) == "u"))
	if !sepOK || !s.adj(j+1) || !s.num(j+2, 2, 2) || !s.adj(j+2) || s.toks[j+2].val > 59 {
		return j
	}
	e := j + 3
	if s.punct(e, ':') && s.adj(e) && s.num(e+1, 2, 2) && s.adj(e+1) {
		e += 2
	}
	if !s.numEndOK(e) {
		return j
	}
	if s.inline(e, 1) && s.word(e) {
		switch w := s.tokText(e); w {
		case "AM", "PM", "am", "pm":
			e++
		}
	}
	return e
}
