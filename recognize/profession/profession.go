package profession

import (
	"strings"
	"sync"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

// Label is the taxonomy label of every span this recognizer emits.
const Label = "Profession"

// Name is the recognizer name, used as span source.
const Name = "profession"

// Scores by evidence.
const (
	scoreCue        = 0.85 // an occupation with a person cue
	scoreHobby      = 0.8  // a hobby with a hobby cue
	scoreLight      = 0.7  // an everyday occupation without a cue
	scorePropagated = 0.65 // a hobby named again in the note
)

// Recognizer finds occupations, employment states and hobbies of the
// patient and relatives. It is safe for concurrent use.
type Recognizer struct {
	lx    *lexicon.Lexicon
	cues  map[string]*cueLists
	langs sync.Map // profile code -> *language
}

var parsedCues = sync.OnceValues(func() (map[string]*cueLists, error) { return parseCues(cuesYAML) })

// New returns a recognizer over the professions and hobbies lists of lx
// (nil means lexicon.Load()). Per-locale data is built on first use.
func New(lx *lexicon.Lexicon) *Recognizer {
	if lx == nil {
		loaded, err := lexicon.Load()
		if err != nil || loaded == nil {
			loaded = &lexicon.Lexicon{}
		}
		lx = loaded
	}
	cues, err := parsedCues()
	if err != nil {
		panic(err) // the embedded data is broken: a build error
	}
	return &Recognizer{lx: lx, cues: cues}
}

// Name returns the recognizer name.
func (r *Recognizer) Name() string { return Name }

// Labels returns the one label emitted.
func (r *Recognizer) Labels() []string { return []string{Label} }

// Languages returns the languages with cue data.
func (r *Recognizer) Languages() []string { return append([]string(nil), languages...) }

// languageOf returns the compiled data for profile p, or nil when p's
// language has no cue data.
func (r *Recognizer) languageOf(p *lang.Profile) *language {
	if p == nil {
		return nil
	}
	if v, ok := r.langs.Load(p.Code); ok {
		return v.(*language)
	}
	code, _, _ := strings.Cut(strings.ToLower(p.Code), "-")
	c := r.cues[code]
	if c == nil {
		return nil
	}
	// shared by every Recognizer over r.lx (the pseudonymiser's audit
	// registry has its own)
	l := r.lx.Derived(langKey{p.Code}, func(lx *lexicon.Lexicon) any {
		return compileLang(code, p.Code, c, lx, p.Titles)
	}).(*language)
	v, _ := r.langs.LoadOrStore(p.Code, l)
	return v.(*language)
}

// langKey is the lexicon.Lexicon.Derived key of a profile's compiled data.
type langKey struct{ code string }

// docPool recycles the buffers of a doc between calls.
var docPool = sync.Pool{New: func() any { return &doc{toks: make([]token, 0, 512)} }}

// maxPooled bounds the token buffer of a doc put back into docPool.
const maxPooled = 1 << 14

// Recognize returns Profession spans in text for profile p (none when p
// is nil or its language has no cue data).
func (r *Recognizer) Recognize(text string, p *lang.Profile) []document.Span {
	l := r.languageOf(p)
	if l == nil || text == "" {
		return nil
	}
	d := newDoc(docPool.Get().(*doc), text, l)
	defer func() {
		if cap(d.toks) <= maxPooled {
			d.text = ""
			docPool.Put(d)
		}
	}()
	found := d.find()
	if len(found) == 0 {
		return nil
	}
	spans := make([]document.Span, 0, len(found))
	scores := make([]float64, len(found)) // one allocation for every span's score
	for i, c := range found {
		b, e := d.toks[c.a].b, d.toks[c.b-1].e
		scores[i] = c.score
		spans = append(spans, document.Span{Begin: b, End: e, Label: Label, Text: text[b:e], Source: Name, Score: &scores[i]})
	}
	return spans
}
