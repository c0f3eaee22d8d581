package name

import (
	"github.com/meddeid/meddeid/recognize"
	"sort"
	"strings"
	"sync"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

// Labels emitted by the recognizer.
const (
	LabelPatient   = "Name:Patient"
	LabelCaregiver = "Name:Caregiver"
	LabelOther     = "Name:Other"
)

// Name is the recognizer name, used as span source.
const Name = "name"

// Scores by evidence.
const (
	scoreCue        = 0.9  // a header label, role noun or kinship cue
	scoreTitle      = 0.88 // a title before the name
	scorePost       = 0.85 // a credential or role after the name
	scorePropagated = 0.8  // a name part seen elsewhere in the note with a cue
	scoreBare       = 0.7  // a first name and family name without a cue
)

// Recognizer finds person names and decides their referent. It is safe for
// concurrent use.
type Recognizer struct {
	lx       *lexicon.Lexicon
	files    []*cueFile          // every language's cue file
	byLang   map[string]*cueFile // cue file by base language
	common   *cueFile            // data/all.yaml
	lexCache sync.Map            // locale → *lexSets
}

// New returns the name recognizer over lx; nil means the embedded lexicon
// (lexicon.Load). It panics if the embedded cue files or the embedded
// lexicon cannot be read, which the tests rule out.
func New(lx *lexicon.Lexicon) *Recognizer {
	if lx == nil {
		var err error
		if lx, err = lexicon.Load(); err != nil {
			panic(err)
		}
	}
	files, err := loadFiles()
	if err != nil {
		panic(err)
	}
	rc := &Recognizer{lx: lx, byLang: map[string]*cueFile{}, common: files["all"]}
	for _, l := range languages {
		rc.files = append(rc.files, files[l])
		rc.byLang[l] = files[l]
	}
	return rc
}

// Name implements recognize.Recognizer.
func (*Recognizer) Name() string { return Name }

// Labels implements recognize.Recognizer.
func (*Recognizer) Labels() []string { return []string{LabelPatient, LabelCaregiver, LabelOther} }

// Languages implements recognize.Recognizer: all profiles.
func (*Recognizer) Languages() []string { return nil }

// Recognize implements recognize.Recognizer. A nil profile uses the cues
// of every language and English common words.
func (rc *Recognizer) Recognize(text string, p *lang.Profile) []document.Span {
	s := scanPool.Get().(*scan)
	defer s.release()
	if !rc.prepare(s, text, p) {
		return nil
	}
	s.cuePass()
	s.householdPass()
	s.messagePass()
	s.chatPass()
	s.signaturePass()
	s.barePass()
	s.handoverPass()
	s.bracketInitials()
	s.consistency()
	s.propagate()
	return s.spans()
}

// prepare sets s up to scan text in profile p: its tokens, their keys and
// their cues. It reports false when text has no token.
func (rc *Recognizer) prepare(s *scan, text string, p *lang.Profile) bool {
	locale := "en"
	if p != nil {
		locale = p.Code
	}
	s.text, s.r, s.lx = text, rc.rulesFor(p), rc.lexFor(locale)
	base, _, _ := strings.Cut(strings.ToLower(locale), "-")
	s.lowerNames = lowerCaseLanguages[base]
	s.toks = tokenize(text, s.toks)
	if len(s.toks) == 0 {
		return false
	}
	s.lower = recognize.LowerASCII(text)
	s.reset()
	s.cueScan()
	return true
}

// scanPool recycles the buffers of finished scans.
var scanPool = sync.Pool{New: func() any { return new(scan) }}

// reset sizes the per-token buffers for s.toks.
func (s *scan) reset() {
	n := len(s.toks)
	s.owner = grow(s.owner, n)
	s.blocked = grow(s.blocked, n)
	s.keys = grow(s.keys, n)
	s.cueEnd = grow(s.cueEnd, n)
	s.cueMask = grow(s.cueMask, n)
	s.titleGate = grow(s.titleGate, n)
	s.ixBits = grow(s.ixBits, n)
	s.foldKeys() // also sets every owner to -1
	s.cands = s.cands[:0]
}

// release clears references to the text and returns s to the pool.
func (s *scan) release() {
	clear(s.keys)
	clear(s.arena)
	s.arena = s.arena[:0]
	clear(s.famIx)
	clear(s.givIx)
	s.text, s.lower = "", ""
	s.cands = s.cands[:0]
	scanPool.Put(s)
}

// grow returns b resized to n zero values, reusing its storage.
func grow[T any](b []T, n int) []T {
	if cap(b) < n {
		return make([]T, n)
	}
	b = b[:n]
	clear(b)
	return b
}

// spans turns the candidates into sorted document spans. The scores of
// the spans share one slice.
func (s *scan) spans() []document.Span {
	sort.Sort((*candsByStart)(s))
	out := make([]document.Span, 0, len(s.cands))
	var scores []float64
	if len(s.cands) > 0 {
		scores = make([]float64, len(s.cands))
	}
	last := -1
	for _, c := range s.cands {
		if c.b < last || c.e <= c.b {
			continue
		}
		score := &scores[len(out)]
		*score = c.score
		out = append(out, document.Span{
			Begin: c.b, End: c.e, Label: c.label, Text: s.text[c.b:c.e],
			Source: Name, Score: score,
		})
		last = c.e
	}
	return out
}

// candsByStart sorts a scan's candidates by start offset; as a pointer it
// passes to sort.Sort without an allocation.
type candsByStart scan

func (s *candsByStart) Len() int           { return len(s.cands) }
func (s *candsByStart) Less(i, j int) bool { return s.cands[i].b < s.cands[j].b }
func (s *candsByStart) Swap(i, j int)      { s.cands[i], s.cands[j] = s.cands[j], s.cands[i] }
