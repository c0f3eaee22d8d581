package tagger

import (
	"hash/maphash"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/meddeid/meddeid/document"
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
	// Classes adds word-class features: a number followed by a unit
	// (measure, time, count), a number after a clinical score name, and
	// the shape of the run of tokens glued together without spaces
	// (codes such as J44.1, A10BA02, 2823-3).
	Classes bool `json:"classes"`
	// World adds membership in the world's towns (lexicon.WorldPlaces,
	// GeoNames) as one more lexicon kind, so that a town no local list
	// holds still looks like a place (needs Lexicon).
	World bool `json:"world,omitempty"`
}

// DefaultFeatures is the configuration of new models.
var DefaultFeatures = FeatureConfig{HashBits: 18, NGrams: true, Lexicon: true, Rules: true, Classes: true}

// Features are the hashed feature rows of every token of one sequence:
// the rows of token i are Idx[Off[i]:Off[i+1]], of which the first
// Local[i] depend on the token's own text only (so that their emission
// sum can be cached per word form).
type Features struct {
	Idx   []uint32
	Off   []int32
	Local []uint8
	// forms holds each token's formInfo, where the model keeps the sum of
	// the token's local weights (see Model.sparseEmissions).
	forms []*formInfo
	// localOut says that Idx leaves the local rows out (Local is all
	// zero): they are forms[i].local, read only when the model has no
	// cached sum for the form (see Extractor.extract).
	localOut bool
}

// Token returns the feature rows of token i.
func (f *Features) Token(i int) []uint32 { return f.Idx[f.Off[i]:f.Off[i+1]] }

// Extractor computes features. It is safe for concurrent use; lexicon
// matchers are built lazily per locale and cached.
type Extractor struct {
	cfg  FeatureConfig
	mask uint64
	// edge are the rows of the neighbours beyond the sequence, two
	// before to two after (templates 10–13).
	edge [4]uint32
	lx   *lexicon.Lexicon
	reg  *recognize.Registry
	// regOnce guards building reg when only the combined detector needs it.
	regOnce sync.Once
	// perLocale caches *localeLex by profile code.
	perLocale sync.Map
	// seed hashes token texts into the form tables.
	seed maphash.Seed
}

type localeLex struct {
	once    sync.Once
	matcher *lexicon.Matcher
	kinds   map[string]uint8
	common  lexicon.Set
	// plausOnce builds plaus, the profile's veto, on first use.
	plausOnce sync.Once
	plaus     *Plausibility
	// forms caches *formInfo by token text, one per slot of the text's
	// hash (see Extractor.form); allocated on first use.
	formsOnce sync.Once
	forms     []atomic.Pointer[formInfo]
}

// formInfo is what a token's text alone decides in one profile: the
// values its neighbours reuse and its local feature rows.
type formInfo struct {
	text                   string // the token text
	lower                  string
	lowerH, shapeH, shortH uint64
	digit, upper           bool
	unit                   byte // unitKind of lower, 0 when none
	score                  bool // a clinical score name
	common                 bool // a common word of the profile (lexicon features)
	// local are the feature rows that depend on the text alone.
	local []uint32
	// nb are the rows of the token as a neighbour (see extract): its
	// lower-cased text two before, one before, one after and two after
	// the token whose features they are (templates 10–13), its short
	// shape there (14–17), and its header-word row (32).
	nb [9]uint32
	// pair are the hash states of the pair features with the token one
	// before (lower-cased text, short shape: templates 19, 23) and one
	// after (20, 24), to be completed with the other token's hash.
	pair [4]hasher
	// em caches the sum of local's emission weights under one model.
	em atomic.Pointer[formEm]
	// emClaim guards emOwn's one write: the first sum cached for the form
	// lives in the form's own allocation, so that reading it back touches
	// no further memory (later models' sums are allocated apart).
	emClaim atomic.Bool
	emOwn   formEm
	// inline holds the bytes of a short text, which text then points at:
	// comparing a token with a cached form reads the form's memory only.
	inline [formInline]byte
	// lowerInline holds lower when it differs from a short ASCII text, and
	// localBuf the local rows, so that a new form is one allocation.
	lowerInline [formInline]byte
	localBuf    [maxLocal]uint32
}

// formInline is the longest token text kept inside its formInfo.
const formInline = 24

// maxLocal is the largest number of local rows of a form (see newForm):
// the bias, text, shape and short shape, seven affixes, twelve trigrams,
// the length of a number, a unit and a score name.
const maxLocal = 4 + 7 + 12 + 3

// formEm is the sum of a form's local emission weights under the model
// whose frozen weights have id model (an id, not a pointer, so that the
// cache keeps no model alive).
type formEm struct {
	model uint64
	sum   []float32
	// buf is sum's storage when the tag set fits (see formInfo.emOwn).
	buf [emInline]float32
}

// emInline is the largest tag set whose cached sum a formInfo holds
// inline (15 labels in BIOES take 61 tags).
const emInline = 64

// storeEm caches row, the sum of fi's local emission weights under the
// model with frozen-weights id.
func (fi *formInfo) storeEm(id uint64, row []float32) {
	var e *formEm
	if len(row) <= emInline && fi.emClaim.CompareAndSwap(false, true) {
		e = &fi.emOwn
		e.sum = e.buf[:len(row)]
		copy(e.sum, row)
	} else {
		e = &formEm{sum: slices.Clone(row)}
	}
	e.model = id
	fi.em.Store(e)
}

// formSlots is the size of a profile's form table: 512 KB of pointers,
// room for the working vocabulary of a hospital's notes.
const formSlots = 1 << 16

// lexKinds are the lexicon kinds whose matches are features.
var lexKinds = []lexicon.Kind{
	lexicon.FirstNames, lexicon.LastNames, lexicon.Particles, lexicon.Cities,
	lexicon.Streets, lexicon.StreetTypes, lexicon.Countries, lexicon.Eponyms,
	lexicon.Regions, lexicon.Professions, lexicon.Hobbies, lexicon.Organizations,
	// last: matched only with FeatureConfig.World, so that models trained
	// without it see the features they were trained with
	lexicon.WorldPlaces,
}

// NewExtractor returns an extractor for cfg over lx (lexicon features)
// and reg (recognizer features); either may be nil when its group is off.
func NewExtractor(cfg FeatureConfig, lx *lexicon.Lexicon, reg *recognize.Registry) *Extractor {
	x := &Extractor{cfg: cfg, mask: 1<<uint(cfg.HashBits) - 1, lx: lx, reg: reg, seed: maphash.MakeSeed()}
	for k := range x.edge {
		x.edge[k] = uint32(uint64(newHash(10+byte(k)).u64(edgeH)) & x.mask)
	}
	return x
}

func (x *Extractor) locale(code string) *localeLex {
	ll := x.localeEntry(code)
	ll.once.Do(func() {
		if x.lx == nil {
			return
		}
		kinds := lexKinds
		if !x.cfg.World {
			kinds = kinds[:len(kinds)-1]
		}
		ll.matcher = x.lx.Matcher(code, kinds...)
		ll.kinds = map[string]uint8{}
		for i, k := range lexKinds {
			ll.kinds[string(k)] = uint8(i)
		}
		ll.common = x.lx.CommonWords(code)
	})
	return ll
}

// localeEntry returns the cache entry of profile code, made on first
// use (Load first, so that a hit allocates no new entry).
func (x *Extractor) localeEntry(code string) *localeLex {
	if v, ok := x.perLocale.Load(code); ok {
		return v.(*localeLex)
	}
	v, _ := x.perLocale.LoadOrStore(code, &localeLex{})
	return v.(*localeLex)
}

// Keeper returns the plausibility veto of the combined detector (see
// Plausibility and MergeWith) for one text in profile p with recognizer
// spans rules, built over the extractor's lexicon once per profile. Every
// detector that merges model spans with the rules (the linear and neural
// taggers, the ensemble) uses it, so all apply the same conflict rule.
func (x *Extractor) Keeper(text string, p *lang.Profile, rules []document.Span) func(document.Span) bool {
	ll := x.localeEntry(p.Code)
	ll.plausOnce.Do(func() { ll.plaus = NewPlausibility(p, x.lx) })
	return func(s document.Span) bool { return ll.plaus.Keep(text, s, rules) }
}

// infoPool recycles the per-token scratch of ExtractInto.
var infoPool = sync.Pool{New: func() any { return new([]tokInfo) }}

// tokInfo holds the per-token values that neighbours reuse; strings are
// kept as their hashes.
type tokInfo struct {
	*formInfo
	runH      uint64 // shape of the run of glued tokens holding the token
	lex       uint32 // bit k: inside a match of lexKinds[k]; bit 31: common word
	lexBegin  uint32 // bit k: a match of lexKinds[k] begins here
	ruleH     uint64 // hash of the label of the covering recognizer span, or 0
	ruleBegin bool
	runPos    byte // 0 single, 1 first, 2 inside, 3 last of a glued run
}

// form returns the formInfo of token text w in the profile of ll, from
// the cache when it holds w. The cache is direct-mapped: a text's slot
// is its hash, and a new text takes the slot over (lock-free; bounded
// memory whatever the stream). The cached value is the one newForm
// computes, so caching does not change any feature.
func (x *Extractor) form(ll *localeLex, w string) *formInfo {
	ll.formsOnce.Do(func() { ll.forms = make([]atomic.Pointer[formInfo], formSlots) })
	slot := &ll.forms[maphash.String(x.seed, w)&(formSlots-1)]
	if fi := slot.Load(); fi != nil && fi.text == w {
		return fi
	}
	fi := x.newForm(ll, w)
	slot.Store(fi)
	return fi
}

func (x *Extractor) newForm(ll *localeLex, w string) *formInfo {
	var buf [64]byte
	fi := &formInfo{}
	if len(w) <= formInline {
		n := copy(fi.inline[:], w)
		fi.text = unsafe.String(&fi.inline[0], n)
	} else {
		fi.text = strings.Clone(w)
	}
	fi.lower = fi.lowerOf()
	fi.lowerH = strHash(fi.lower)
	fi.shapeH, fi.shortH = shapeHashes(w, buf[:0])
	r, _ := utf8.DecodeRuneInString(w)
	fi.digit = unicode.IsDigit(r)
	fi.upper = unicode.IsUpper(r)
	if x.cfg.Classes {
		fi.unit = unitKinds[fi.lower]
		_, fi.score = scoreNames[fi.lower]
	}
	if x.cfg.Lexicon && ll.common != nil {
		fi.common = len(fi.lower) > 1 && !fi.digit && ll.common.Contains(fi.lower)
	}
	mask := x.mask
	local := fi.localBuf[:0]
	add := func(h hasher) { local = append(local, uint32(uint64(h)&mask)) }
	add(newHash(0))
	add(newHash(1).u64(fi.lowerH))
	add(newHash(2).u64(fi.shapeH))
	add(newHash(3).u64(fi.shortH))
	addAffixes(add, fi.lower)
	if x.cfg.NGrams {
		addTrigrams(add, fi.lower)
	}
	if fi.digit {
		add(newHash(33).byte(byte(min(len(w), 9))))
	}
	if x.cfg.Classes {
		if fi.unit != 0 {
			add(newHash(61).byte(fi.unit))
		}
		if fi.score {
			add(newHash(62))
		}
	}
	fi.local = slices.Clip(local)
	for k := range 4 {
		fi.nb[k] = uint32(uint64(newHash(10+byte(k)).u64(fi.lowerH)) & mask)
		fi.nb[4+k] = uint32(uint64(newHash(14+byte(k)).u64(fi.shortH)) & mask)
	}
	fi.nb[8] = uint32(uint64(newHash(32).u64(fi.lowerH)) & mask)
	fi.pair = [4]hasher{newHash(19).u64(fi.lowerH), newHash(23).u64(fi.shortH), newHash(20).u64(fi.lowerH), newHash(24).u64(fi.shortH)}
	return fi
}

// lowerOf returns strings.ToLower(fi.text), in fi.lowerInline when the
// text is short, ASCII and holds an upper-case letter (strings.ToLower
// maps such a text byte by byte).
func (fi *formInfo) lowerOf() string {
	w := fi.text
	if len(w) > formInline {
		return strings.ToLower(w)
	}
	upper := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return strings.ToLower(w)
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if !upper {
		return w
	}
	b := fi.lowerInline[:len(w)]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return unsafe.String(&b[0], len(b))
}

// hasher is FNV-1a over a feature's template id and strings.
type hasher uint64

const fnvOffset = 14695981039346656037

func newHash(template byte) hasher {
	h := hasher(fnvOffset)
	return h.byte(template)
}

func (h hasher) byte(b byte) hasher { return (h ^ hasher(b)) * 1099511628211 }

func (h hasher) str(s string) hasher {
	for i := 0; i < len(s); i++ {
		h = h.byte(s[i])
	}
	return h.byte(0xff)
}

// u64 mixes a precomputed string hash into h.
func (h hasher) u64(v uint64) hasher {
	h = (h ^ hasher(v&0xffff)) * 1099511628211
	h = (h ^ hasher(v>>16&0xffff)) * 1099511628211
	h = (h ^ hasher(v>>32&0xffff)) * 1099511628211
	return (h ^ hasher(v>>48)) * 1099511628211
}

func strHash(s string) uint64 { return uint64(hasher(fnvOffset).str(s)) }

// edgeH stands for a neighbour beyond the sequence.
var edgeH = strHash("<edge>")

// Extract returns the features of toks over text, with profile p
// choosing the lexicon locale and the recognizers' language. When the
// configuration uses recognizer features, the extractor's registry runs on
// text; use ExtractWith to pass spans already computed.
func (x *Extractor) Extract(text string, p *lang.Profile, toks []Token) *Features {
	return x.ExtractWith(text, p, toks, x.ruleFeatures(text, p))
}

// ruleFeatures runs the extractor's registry on text when the
// configuration uses recognizer features (nil otherwise).
func (x *Extractor) ruleFeatures(text string, p *lang.Profile) []document.Span {
	if !x.cfg.Rules || x.reg == nil {
		return nil
	}
	return x.reg.Run(text, p)
}

// ExtractWith is Extract with the recognizers' resolved spans given
// (ignored unless the configuration uses recognizer features).
func (x *Extractor) ExtractWith(text string, p *lang.Profile, toks []Token, rules []document.Span) *Features {
	return x.ExtractInto(nil, text, p, toks, rules)
}

// ExtractInto is ExtractWith writing into f's buffers (f nil: new ones),
// for a caller that extracts many sequences and no longer needs f's
// previous features; it returns f.
func (x *Extractor) ExtractInto(f *Features, text string, p *lang.Profile, toks []Token, rules []document.Span) *Features {
	return x.extract(f, text, p, toks, rules, false)
}

// extract is ExtractInto; with localOut the local rows stay out of f.Idx
// (see Features.localOut), for a linear model that caches their sums.
func (x *Extractor) extract(f *Features, text string, p *lang.Profile, toks []Token, rules []document.Span, localOut bool) *Features {
	ip := infoPool.Get().(*[]tokInfo)
	if cap(*ip) < len(toks) {
		*ip = make([]tokInfo, len(toks))
	}
	info := (*ip)[:len(toks)]
	defer func() {
		// the pooled entries are zero beyond info
		clear(info)
		infoPool.Put(ip)
	}()
	code := ""
	if p != nil {
		code = p.Code
	}
	ll := x.locale(code)
	for i, t := range toks {
		info[i].formInfo = x.form(ll, text[t.Begin:t.End])
	}
	if x.cfg.Classes {
		glueRuns(toks, info)
	}
	if x.cfg.Lexicon && x.lx != nil {
		x.lexicon(text, ll, toks, info)
	}
	if x.cfg.Rules {
		markRules(rules, toks, info)
	}
	if f == nil {
		f = &Features{}
	}
	f.Idx = slices.Grow(f.Idx[:0], len(toks)*56)
	f.Off = append(slices.Grow(f.Off[:0], len(toks)+1), 0)
	f.Local = slices.Grow(f.Local[:0], len(toks))[:len(toks)]
	f.forms = slices.Grow(f.forms[:0], len(toks))[:len(toks)]
	f.localOut = localOut
	for i := range info {
		f.forms[i] = info[i].formInfo
	}
	mask := x.mask
	idx := f.Idx
	add := func(h hasher) { idx = append(idx, uint32(uint64(h)&mask)) }
	// lineTok is the last token before i that starts a line (-1: none)
	lineTok := -1
	for i, t := range toks {
		in := &info[i]
		// the local rows depend on the token's text alone
		if localOut {
			f.Local[i] = 0
		} else {
			idx = append(idx, in.local...)
			f.Local[i] = uint8(len(in.local))
		}
		// the neighbours: two before, one before (nil beyond the sequence)
		// and two after, in that order
		var p1, n1 *tokInfo
		if i > 0 {
			p1 = &info[i-1]
		}
		if i+1 < len(info) {
			n1 = &info[i+1]
		}
		if i >= 2 {
			nb := &info[i-2]
			idx = append(idx, nb.nb[0], nb.nb[4])
		} else {
			idx = append(idx, x.edge[0])
		}
		if p1 != nil {
			idx = append(idx, p1.nb[1], p1.nb[5])
			add(p1.pair[0].u64(in.lowerH))
			add(p1.pair[1].u64(in.shortH))
		} else {
			idx = append(idx, x.edge[1])
		}
		if n1 != nil {
			idx = append(idx, n1.nb[2], n1.nb[6])
			add(n1.pair[2].u64(in.lowerH))
			add(n1.pair[3].u64(in.shortH))
		} else {
			idx = append(idx, x.edge[2])
		}
		if i+2 < len(info) {
			nb := &info[i+2]
			idx = append(idx, nb.nb[3], nb.nb[7])
		} else {
			idx = append(idx, x.edge[3])
		}
		// line and punctuation cues
		cue := byte(0)
		if t.LineStart {
			cue |= 1
		}
		if p1 != nil && p1.lower == ":" {
			cue |= 2
		}
		if t.SpaceBefore {
			cue |= 4
		}
		if i+1 < len(toks) && toks[i+1].LineStart {
			cue |= 8
		}
		add(newHash(30).byte(cue))
		add(newHash(31).byte(cue).u64(in.shortH))
		// the first word of the line, a header word ("Patient:"), when it
		// is one of the six tokens before i
		if lineTok >= 0 && lineTok >= i-6 {
			idx = append(idx, info[lineTok].nb[8])
		}
		if t.LineStart {
			lineTok = i
		}
		if x.cfg.Lexicon {
			// the kinds of the token's matches and its neighbours', in
			// kind order
			var pl, nl uint32
			if p1 != nil {
				pl = p1.lex
			}
			if n1 != nil {
				nl = n1.lex
			}
			kinds := (in.lex | pl | nl) & (1<<len(lexKinds) - 1)
			for kinds != 0 {
				k := bits.TrailingZeros32(kinds)
				kinds &= kinds - 1
				if in.lex&(1<<k) != 0 {
					add(newHash(40).byte(byte(k)).byte(b2(in.lexBegin&(1<<k) != 0)))
				}
				if pl&(1<<k) != 0 {
					add(newHash(41).byte(byte(k)))
				}
				if nl&(1<<k) != 0 {
					add(newHash(42).byte(byte(k)))
				}
			}
			if in.lex&(1<<31) != 0 {
				add(newHash(43).byte(b2(in.upper)))
			}
		}
		if x.cfg.Rules {
			if in.ruleH != 0 {
				add(newHash(50).u64(in.ruleH).byte(b2(in.ruleBegin)))
				add(newHash(51).u64(in.ruleH).u64(in.shortH))
			} else {
				add(newHash(52))
			}
			if p1 != nil && p1.ruleH != 0 {
				add(newHash(53).u64(p1.ruleH))
			}
			if n1 != nil && n1.ruleH != 0 {
				add(newHash(54).u64(n1.ruleH))
			}
		}
		if x.cfg.Classes {
			idx = x.classFeatures(idx, info, i)
		}
		f.Off = append(f.Off, int32(len(idx)))
	}
	f.Idx = idx
	return f
}

// classFeatures appends the contextual word-class features of token i
// to idx.
func (x *Extractor) classFeatures(idx []uint32, info []tokInfo, i int) []uint32 {
	mask := x.mask
	add := func(h hasher) { idx = append(idx, uint32(uint64(h)&mask)) }
	in := &info[i]
	if in.runPos != 0 {
		add(newHash(60).u64(in.runH).byte(in.runPos))
	}
	if !in.digit {
		if i > 0 && info[i-1].digit && in.unit != 0 {
			add(newHash(63).byte(in.unit))
		}
		return idx
	}
	// a number: the unit after it (skipping a glued "/" or "," part) and
	// a score name up to two tokens before it
	for j := i + 1; j < len(info) && j <= i+3; j++ {
		if info[j].unit != 0 {
			add(newHash(64).byte(info[j].unit).byte(byte(j - i)))
			break
		}
		if !info[j].digit && info[j].lower != "," && info[j].lower != "." && info[j].lower != "-" {
			break
		}
	}
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if info[j].score {
			add(newHash(65).byte(byte(i - j)))
			break
		}
	}
	return idx
}

func b2(b bool) byte {
	if b {
		return 1
	}
	return 0
}

func (x *Extractor) lexicon(text string, ll *localeLex, toks []Token, info []tokInfo) {
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
		if info[i].common {
			info[i].lex |= 1 << 31
		}
	}
}

func markRules(spans []document.Span, toks []Token, info []tokInfo) {
	for _, s := range spans {
		first := true
		lh := strHash(s.Label)
		if lh == 0 {
			lh = 1
		}
		for i := firstToken(toks, s.Begin); i < len(toks) && toks[i].Begin < s.End; i++ {
			info[i].ruleH = lh
			info[i].ruleBegin = first
			first = false
		}
	}
}

// glueRuns finds the runs of tokens with no space between them ("J44.1",
// "2823-3") and gives each token of a run of two to eight tokens the
// hash of the run's collapsed shapes and its position in the run.
func glueRuns(toks []Token, info []tokInfo) {
	for a := 0; a < len(toks); {
		b := a + 1
		for b < len(toks) && !toks[b].SpaceBefore && toks[b].Begin == toks[b-1].End {
			b++
		}
		if n := b - a; n >= 2 && n <= 8 {
			h := hasher(fnvOffset)
			for k := a; k < b; k++ {
				h = h.u64(info[k].shortH)
			}
			for k := a; k < b; k++ {
				info[k].runH = uint64(h)
				switch k {
				case a:
					info[k].runPos = 1
				case b - 1:
					info[k].runPos = 3
				default:
					info[k].runPos = 2
				}
			}
		}
		a = b
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

// appendShape appends the shape of w to b: upper-case letters become X,
// other letters x, digits d, other runes stay; up to 8 runes, then "…".
func appendShape(b []byte, w string) []byte {
	n := 0
	for _, r := range w {
		if n == 8 {
			b = append(b, "…"...)
			break
		}
		switch {
		case r < utf8.RuneSelf && 'A' <= r && r <= 'Z':
			b = append(b, 'X')
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z'):
			b = append(b, 'x')
		case r < utf8.RuneSelf && '0' <= r && r <= '9':
			b = append(b, 'd')
		case unicode.IsUpper(r):
			b = append(b, 'X')
		case unicode.IsLetter(r):
			b = append(b, 'x')
		case unicode.IsDigit(r):
			b = append(b, 'd')
		default:
			b = utf8.AppendRune(b, r)
		}
		n++
	}
	return b
}

// shapeHashes returns the hashes of the shape of w and of its short
// shape, using buf as scratch space.
func shapeHashes(w string, buf []byte) (uint64, uint64) {
	s := appendShape(buf, w)
	full := hasher(fnvOffset)
	for _, c := range s {
		full = full.byte(c)
	}
	full = full.byte(0xff)
	short := hasher(fnvOffset)
	var last rune = -1
	for _, r := range string(s) {
		if r != last {
			var rb [4]byte
			for _, c := range rb[:utf8.EncodeRune(rb[:], r)] {
				short = short.byte(c)
			}
			last = r
		}
	}
	if len(s) < 2 {
		short = full
	} else {
		short = short.byte(0xff)
	}
	return uint64(full), uint64(short)
}

// addAffixes adds the prefixes of one to three runes and the suffixes of
// one to four runes of lower.
func addAffixes(add func(hasher), lower string) {
	// byte offsets of the first four rune starts and of the last four
	var starts [5]int
	ns := 0
	for i := range lower {
		if ns == 4 {
			break
		}
		starts[ns] = i
		ns++
	}
	nr := ns // at least four when ns is four, which is all the loops need
	for k := 1; k <= 3 && k <= nr; k++ {
		end := len(lower)
		if k < nr {
			end = starts[k]
		}
		add(newHash(4).byte(byte(k)).str(lower[:end]))
	}
	e := len(lower)
	for k := 1; k <= 4 && k <= nr; k++ {
		_, size := utf8.DecodeLastRuneInString(lower[:e])
		e -= size
		add(newHash(5).byte(byte(k)).str(lower[e:]))
	}
}

// addTrigrams adds the first twelve character trigrams of "^lower$".
func addTrigrams(add func(hasher), lower string) {
	// pos[j] is the byte offset of lower's rune j; n the number of runes
	// when lower has at most 13 (else the "$" lies beyond the twelfth
	// trigram and is never reached)
	var pos [15]int
	m := 0
	for i := range lower {
		if m == 14 {
			break
		}
		pos[m] = i
		m++
	}
	n := m
	if m < 14 {
		pos[m] = len(lower)
	} else {
		n = 1 << 30
	}
	padded := n + 2
	if padded <= 3 {
		return
	}
	for i := 0; i+3 <= padded && i < 12; i++ {
		h := newHash(6)
		for k := i; k < i+3; k++ {
			switch {
			case k == 0:
				h = h.str("^")
			case k == n+1:
				h = h.str("$")
			default:
				h = h.str(lower[pos[k-1]:pos[k]])
			}
		}
		add(h)
	}
}
