package tagger

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
)

// FeatureConfig chooses the feature groups; it is stored in the model
// header so that a model is always decoded with the features it was
// trained with.
type FeatureConfig struct {
	// HashBits is the base-2 logarithm of the number of feature rows.
	HashBits int `json:"hash_bits"`
	// NGrams adds hashed character trigrams of the lower-cased token.
	NGrams bool `json:"ngrams"`
	// Lexicon adds lexicon memberships (multi-token matches per kind and
	// common-word membership).
	Lexicon bool `json:"lexicon"`
	// Rules adds the label of the built-in recognizer span covering the
	// token (and its neighbours').
	Rules bool `json:"rules"`
}

// DefaultFeatures is the configuration of new models.
var DefaultFeatures = FeatureConfig{HashBits: 17, NGrams: true, Lexicon: true, Rules: true}

// Features are the hashed feature rows of every token of one sequence:
// the rows of token i are Idx[Off[i]:Off[i+1]].
type Features struct {
	Idx []uint32
	Off []int32
}

// Token returns the feature rows of token i.
func (f *Features) Token(i int) []uint32 { return f.Idx[f.Off[i]:f.Off[i+1]] }

// Extractor computes features. It is safe for concurrent use; lexicon
// matchers are built lazily per locale and cached.
type Extractor struct {
	cfg  FeatureConfig
	mask uint64
	lx   *lexicon.Lexicon
	reg  *recognize.Registry
	// perLocale caches *localeLex by profile code.
	perLocale sync.Map
}

type localeLex struct {
	once    sync.Once
	matcher *lexicon.Matcher
	kinds   map[string]uint8
	common  lexicon.Set
}

// lexKinds are the lexicon kinds whose matches are features.
var lexKinds = []lexicon.Kind{
	lexicon.FirstNames, lexicon.LastNames, lexicon.Particles, lexicon.Cities,
	lexicon.Streets, lexicon.StreetTypes, lexicon.Countries, lexicon.Eponyms,
	lexicon.Regions, lexicon.Professions, lexicon.Hobbies, lexicon.Organizations,
}

// NewExtractor returns an extractor for cfg over lx (lexicon features)
// and reg (recognizer features); either may be nil when its group is off.
func NewExtractor(cfg FeatureConfig, lx *lexicon.Lexicon, reg *recognize.Registry) *Extractor {
	return &Extractor{cfg: cfg, mask: 1<<uint(cfg.HashBits) - 1, lx: lx, reg: reg}
}

func (x *Extractor) locale(code string) *localeLex {
	v, _ := x.perLocale.LoadOrStore(code, &localeLex{})
	ll := v.(*localeLex)
	ll.once.Do(func() {
		ll.matcher = x.lx.Matcher(code, lexKinds...)
		ll.kinds = map[string]uint8{}
		for i, k := range lexKinds {
			ll.kinds[string(k)] = uint8(i)
		}
		ll.common = x.lx.CommonWords(code)
	})
	return ll
}

// tokInfo holds the per-token strings that neighbours reuse.
type tokInfo struct {
	lower, shape string
	lex          uint32 // bit k: inside a match of lexKinds[k]; bit 31: common word
	lexBegin     uint32 // bit k: a match of lexKinds[k] begins here
	rule         string // label of the covering recognizer span, or ""
	ruleBegin    bool
}

// hasher is FNV-1a over a feature's template id and strings.
type hasher uint64

func newHash(template byte) hasher {
	h := hasher(14695981039346656037)
	return h.byte(template)
}

func (h hasher) byte(b byte) hasher { return (h ^ hasher(b)) * 1099511628211 }

func (h hasher) str(s string) hasher {
	for i := 0; i < len(s); i++ {
		h = h.byte(s[i])
	}
	return h.byte(0xff)
}

// Extract returns the features of toks over text, with profile p
// choosing the lexicon locale and the recognizers' language.
func (x *Extractor) Extract(text string, p *lang.Profile, toks []Token) *Features {
	info := make([]tokInfo, len(toks))
	for i, t := range toks {
		w := text[t.Begin:t.End]
		info[i].lower = strings.ToLower(w)
		info[i].shape = shape(w)
	}
	if x.cfg.Lexicon && x.lx != nil {
		x.lexicon(text, p, toks, info)
	}
	if x.cfg.Rules && x.reg != nil {
		x.rules(text, p, toks, info)
	}
	f := &Features{Idx: make([]uint32, 0, len(toks)*48), Off: make([]int32, 1, len(toks)+1)}
	add := func(h hasher) { f.Idx = append(f.Idx, uint32(uint64(h)&x.mask)) }
	get := func(i int) *tokInfo {
		if i < 0 || i >= len(info) {
			return nil
		}
		return &info[i]
	}
	for i, t := range toks {
		in := &info[i]
		add(newHash(0))
		add(newHash(1).str(in.lower))
		add(newHash(2).str(in.shape))
		add(newHash(3).str(shortShape(in.shape)))
		w := text[t.Begin:t.End]
		addAffixes(add, in.lower)
		if x.cfg.NGrams {
			addTrigrams(add, in.lower)
		}
		for k, d := range []int{-2, -1, 1, 2} {
			nb := get(i + d)
			if nb == nil {
				add(newHash(10 + byte(k)).str("<edge>"))
				continue
			}
			add(newHash(10 + byte(k)).str(nb.lower))
			add(newHash(14 + byte(k)).str(shortShape(nb.shape)))
			if d == -1 || d == 1 {
				add(newHash(18 + byte(k)).str(nb.lower).str(in.lower))
				add(newHash(22 + byte(k)).str(shortShape(nb.shape)).str(shortShape(in.shape)))
			}
		}
		// line and punctuation cues
		cue := byte(0)
		if t.LineStart {
			cue |= 1
		}
		if i > 0 && info[i-1].lower == ":" {
			cue |= 2
		}
		if t.SpaceBefore {
			cue |= 4
		}
		if i+1 < len(toks) && toks[i+1].LineStart {
			cue |= 8
		}
		add(newHash(30).byte(cue))
		add(newHash(31).byte(cue).str(shortShape(in.shape)))
		if i > 0 {
			// the first word of the line, a header word ("Patient:")
			for j := i - 1; j >= 0 && j >= i-6; j-- {
				if toks[j].LineStart {
					add(newHash(32).str(info[j].lower))
					break
				}
			}
		}
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsDigit(r) {
			add(newHash(33).byte(byte(min(len(w), 9))))
		}
		if x.cfg.Lexicon {
			for k := range lexKinds {
				if in.lex&(1<<k) != 0 {
					add(newHash(40).byte(byte(k)).byte(b2(in.lexBegin&(1<<k) != 0)))
				}
				for d, nb := range []*tokInfo{get(i - 1), get(i + 1)} {
					if nb != nil && nb.lex&(1<<k) != 0 {
						add(newHash(41 + byte(d)).byte(byte(k)))
					}
				}
			}
			if in.lex&(1<<31) != 0 {
				add(newHash(43).byte(b2(unicode.IsUpper(r))))
			}
		}
		if x.cfg.Rules {
			if in.rule != "" {
				add(newHash(50).str(in.rule).byte(b2(in.ruleBegin)))
				add(newHash(51).str(in.rule).str(shortShape(in.shape)))
			} else {
				add(newHash(52))
			}
			for d, nb := range []*tokInfo{get(i - 1), get(i + 1)} {
				if nb != nil && nb.rule != "" {
					add(newHash(53 + byte(d)).str(nb.rule))
				}
			}
		}
		f.Off = append(f.Off, int32(len(f.Idx)))
	}
	return f
}

func b2(b bool) byte {
	if b {
		return 1
	}
	return 0
}

func (x *Extractor) lexicon(text string, p *lang.Profile, toks []Token, info []tokInfo) {
	ll := x.locale(p.Code)
	for _, m := range ll.matcher.FindAll(text) {
		k, ok := ll.kinds[m.List]
		if !ok {
			continue
		}
		first := true
		for i := firstToken(toks, m.Begin); i < len(toks) && toks[i].Begin < m.End; i++ {
			info[i].lex |= 1 << k
			if first {
				info[i].lexBegin |= 1 << k
				first = false
			}
		}
	}
	for i := range info {
		if len(info[i].lower) > 1 && ll.common.Contains(info[i].lower) {
			info[i].lex |= 1 << 31
		}
	}
}

func (x *Extractor) rules(text string, p *lang.Profile, toks []Token, info []tokInfo) {
	for _, s := range x.reg.Run(text, p) {
		first := true
		for i := firstToken(toks, s.Begin); i < len(toks) && toks[i].Begin < s.End; i++ {
			info[i].rule = s.Label
			info[i].ruleBegin = first
			first = false
		}
	}
}

// firstToken returns the index of the first token ending after b.
func firstToken(toks []Token, b int) int {
	lo, hi := 0, len(toks)
	for lo < hi {
		m := (lo + hi) / 2
		if toks[m].End > b {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo
}

// shape maps upper-case letters to X, other letters to x, digits to d and
// keeps other runes, up to 8 runes, then "…".
func shape(w string) string {
	var b strings.Builder
	n := 0
	for _, r := range w {
		if n == 8 {
			b.WriteString("…")
			break
		}
		switch {
		case unicode.IsUpper(r):
			b.WriteByte('X')
		case unicode.IsLetter(r):
			b.WriteByte('x')
		case unicode.IsDigit(r):
			b.WriteByte('d')
		default:
			b.WriteRune(r)
		}
		n++
	}
	return b.String()
}

// shortShape collapses repeated shape characters ("Xxxxx" → "Xx").
func shortShape(s string) string {
	if len(s) < 2 {
		return s
	}
	var b []byte
	var last rune = -1
	for _, r := range s {
		if r != last {
			b = utf8.AppendRune(b, r)
			last = r
		}
	}
	return string(b)
}

func addAffixes(add func(hasher), lower string) {
	rs := []rune(lower)
	for k := 1; k <= 4 && k <= len(rs); k++ {
		if k <= 3 {
			add(newHash(4).byte(byte(k)).str(string(rs[:k])))
		}
		add(newHash(5).byte(byte(k)).str(string(rs[len(rs)-k:])))
	}
}

func addTrigrams(add func(hasher), lower string) {
	rs := []rune("^" + lower + "$")
	if len(rs) <= 3 {
		return
	}
	for i := 0; i+3 <= len(rs) && i < 12; i++ {
		add(newHash(6).str(string(rs[i : i+3])))
	}
}
