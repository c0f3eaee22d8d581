// Package organization recognizes named organisations in clinical notes
// and labels them Organization:Healthcare (hospitals, practices,
// pharmacies, laboratories, care organisations, insurers, and their
// departments, wards, rooms and beds) or Organization:Other (employers,
// schools, clubs and public bodies that give no care).
//
// Evidence, strongest first:
//
//   - a name from the organisations lexicon ("Wit-Gele Kruis", "Medicare",
//     "AOK"); an acronym of up to three letters needs a cue before it
//     ("Ziekenfonds: CM", "bij het CBR"), a public insurance programme an
//     insurance cue ("covered by Medicaid", "Insurance: Medicare"), a kind
//     of body a field ("Begeleiding: OCMW"), and a body named as the source
//     of a rule is left ("DVLA guidance", "as per DVLA") (score 0.85);
//   - a head word with a proper name: a prefix head ("Ziekenhuis
//     Amstelkade", "AZ Sint-Elooi", "Hôpital Sainte-Aldegonde", "Kita
//     Sonnenblume", "firma Elektro Verbist"), a compound head
//     ("Tandartspraktijk Smile Oost", "Anglerverein Müggelsee e. V."), or a
//     suffix head ("Saxon Mill Surgery", "Westbrook High School", "Hartley &
//     Sons Ltd", "Lakeshore Dermatology Associates", "Legal Aid Society of
//     Cleveland"); a capitalised adjective may open a prefix head
//     ("Regionaal Laboratorium X"), a specialty may follow one ("Centre de
//     Dermatologie Les Tilleuls"), and a trailing "de <Town>" after a name
//     that holds another proper name is left to the location
//     ("Clinique Saint-Joseph" de Mons) (0.8);
//   - a one-word hospital name: a first name compounded with a hospital
//     word ("Antoniusziekenhuis", "Elisabethkrankenhaus") or a hyphenated
//     name ending in one ("Sint-Andriesziekenhuis", "Albert-Schweitzer-
//     Klinik") (0.75);
//   - a unit head with a specialty or name ("Dienst Cardiologie",
//     "Service d'Imagerie médicale", "Klinik für Innere Medizin und
//     Gastroenterologie", "Kingfisher Ward", "Emergency Department") or a
//     ward, room or bed code ("afdeling G2 Geriatrie", "kamer 214/1", "Bay
//     3 Bed 2", "Zi. 7", "Box 6", "OK 4", "PAAZ 3B", "chambre 214 lit B"),
//     and after an organisation or unit a ward code in brackets
//     ("Afdeling Longziekten (B4)") or a site ("AZ X, locatie Y") (0.75);
//   - a capitalised specialty filling the rest of a letterhead line after
//     an organisation ("Klinikum Am Lindenhof – Innere Medizin") or opening
//     it right before one ("Sociale Dienst AZ X") (0.7);
//   - the value of an insurer, unit, home-care or employer field
//     ("Insurance: BlueHarbor Health Plan", "thuisverpleging: Zorgsaam")
//     (0.75), a ward wing after a preposition ("Admit to 4 West") (0.65);
//   - capitalised words after a profession, work or sport verb and "bij",
//     "at", "chez", "bei" ("barista at Grindhouse Coffee", "plays for X"),
//     a date allowed in between ("laid off on <date> from X"), or after a
//     supply, rental or request phrase ("livré par MédiConfort", "te huren
//     bij X"), labelled Other; after a transfer cue or care noun
//     ("admitted to X", "pathology at X"), Healthcare; a camel-case brand
//     after "via", "bij", "at", "chez" ("via ArboPunt Noord") (0.6);
//   - in-document repetition of a name found with a head ("St Aldhelm's"
//     after "St Aldhelm's Hospital") (0.65).
//
// Generic mentions without a proper name ("het ziekenhuis", "the
// hospital", "de spoeddienst", "Fracture clinic") are not organisations.
// A proper name is capitalised words with particles and articles ("de la",
// "'t", "Sint-", "St"), hyphens and "&"; it stays on one line and stops
// before punctuation, a stop word, a title, a month or weekday, another
// organisation and a street with its house number, so that "AZ Sint-Elooi –
// Dienst Cardiologie" gives two spans and an address after a name stays
// out. Head words, specialties and cue words live in data/heads.yaml and
// data/context.yaml; organisation names in the lexicon (kind
// "organizations"), which a hospital may extend with its own list.
package organization

import (
	"cmp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

// Labels emitted by the recognizer.
const (
	LabelHealthcare = "Organization:Healthcare"
	LabelOther      = "Organization:Other"
)

// Name is the recognizer name, used as span source.
const Name = "organization"

// Scores by evidence.
const (
	scoreLexicon    = 0.85
	scoreHead       = 0.8
	scoreUnit       = 0.75
	scoreUnitAfter  = 0.7
	scoreCompound   = 0.75
	scoreField      = 0.75
	scoreWing       = 0.65
	scorePropagated = 0.65
	scoreContext    = 0.6
)

// maxText bounds the text length: token offsets are 32-bit.
const maxText = 1<<31 - 1

var (
	compileOnce sync.Once
	compiled    *rules
)

// compile builds the shared rules from the embedded data. The data is part
// of the binary, so an error is a programming error caught by the tests.
func compile() *rules {
	compileOnce.Do(func() {
		r, err := parseRules(headsYAML, contextYAML, lang.All())
		if err != nil {
			panic(err)
		}
		compiled = r
	})
	return compiled
}

// Recognizer finds organisations. It is safe for concurrent use.
type Recognizer struct {
	lx      *lexicon.Lexicon
	locales sync.Map // locale -> *localeData, built on first use
}

// New returns the organisation recognizer over lx; nil means the embedded
// lexicon (lexicon.Load). Construction is cheap: the rules are compiled
// once per process and each locale's lexicon matcher on first use.
func New(lx *lexicon.Lexicon) *Recognizer {
	if lx == nil {
		var err error
		if lx, err = lexicon.Load(); err != nil {
			lx = nil // the embedded lists are tested; run on rules alone
		}
	}
	return &Recognizer{lx: lx}
}

// Name implements recognize.Recognizer.
func (*Recognizer) Name() string { return Name }

// Labels implements recognize.Recognizer.
func (*Recognizer) Labels() []string { return []string{LabelHealthcare, LabelOther} }

// Languages implements recognize.Recognizer: all profiles.
func (*Recognizer) Languages() []string { return nil }

// cand is a candidate span in bytes, with the byte range of its proper
// name when the name may be looked for elsewhere in the note.
type cand struct {
	b, e         int
	label        string
	score        float64
	nameB, nameE int
}

// Recognize implements recognize.Recognizer. p may be nil: then every
// language's head words apply and the lexicon of every locale is used.
func (rc *Recognizer) Recognize(text string, p *lang.Profile) []document.Span {
	if len(text) == 0 || len(text) > maxText {
		return nil
	}
	r := compile()
	ld := rc.localeFor(p)
	buf := bufPool.Get().(*buffers)
	cs := buf.cands[:0]
	defer func() {
		if cap(buf.low) <= 1<<20 {
			buf.cands = cs[:0]
			bufPool.Put(buf)
		}
	}()
	var low []byte
	buf.toks, low = tokenizeInto(text, buf.toks, buf.low)
	buf.low = low
	s := &scan{text: text, low: string(low), toks: buf.toks}
	if p != nil {
		// cut before lower-casing: "nl" needs no copy ("en-GB" would)
		code, _, _ := strings.Cut(p.Code, "-")
		s.langs = strings.ToLower(code)
	}
	cs = r.headCandidates(s, ld, cs)
	cs = r.wingCandidates(s, cs)
	cs = r.fieldCandidates(s, ld, cs)
	cs = rc.lexiconCandidates(s, ld, cs)
	cs = resolve(cs)
	cs = r.unitsAfterOrganizations(s, cs)
	cs = r.unitsBeforeOrganizations(s, cs)
	cs = r.sitesAndCodes(s, cs)
	cs = r.employerCandidates(s, ld, cs)
	cs = r.transferCandidates(s, ld, cs)
	cs = r.supplierCandidates(s, ld, cs)
	cs = r.camelCandidates(s, ld, cs)
	cs = rc.propagate(s, ld, cs)
	if len(cs) == 0 {
		return nil
	}
	out := make([]document.Span, 0, len(cs))
	prevEnd := 0
	for _, c := range cs {
		if r.capsHeading(s, ld, c) {
			continue
		}
		b := hyphenedStart(text, c.b, prevEnd)
		out = append(out, document.NewSpan(text, b, c.e, c.label, c.score, Name))
		prevEnd = c.e
	}
	return out
}

// capsHeading reports whether candidate c is a heading in capitals whose
// name is only ordinary words of the language ("HÔPITAL DE JOUR
// ONCOLOGIQUE", "VERPLEEGKUNDIGE INTAKE"): a kind of unit, no name. It
// needs the language's list of common words; "AZ GROENINGE" stays.
func (r *rules) capsHeading(s *scan, ld *localeData, c cand) bool {
	if c.nameB < 0 || len(ld.common) == 0 {
		return false
	}
	for k := s.tokenAt(c.b); k >= 0 && k < len(s.toks) && s.begin(k) < c.e; k++ {
		if t := &s.toks[k]; t.isWord() && !t.isNumber() && t.cas != caseUpper {
			return false // not in capitals (read from the tokens: no copy of the text)
		}
	}
	k := s.tokenAt(c.nameB)
	if k < 0 {
		return false
	}
	words := 0
	for ; k < len(s.toks) && s.begin(k) < c.nameE; k++ {
		if !s.toks[k].isWord() {
			continue
		}
		if s.toks[k].hasDigit() {
			return false
		}
		w := s.lw(k)
		if !ld.common.Contains(w) && !r.specWords[w] && !r.generic[w] {
			return false
		}
		words++
	}
	return words > 0
}

// hyphenedStart returns the begin of a span found at b, moved back over a
// capitalised word hyphen-joined to it ("Adler-" of "Adler-Apotheke am
// Lietzensee", whose head matched inside the compound), but not before
// floor, the end of the previous span.
func hyphenedStart(text string, b, floor int) int {
	if b < 2 || text[b-1] != '-' {
		return b
	}
	k := b - 1
	for k > floor {
		r, size := utf8.DecodeLastRuneInString(text[:k])
		if !unicode.IsLetter(r) {
			break
		}
		k -= size
	}
	if k == b-1 {
		return b
	}
	if r, _ := utf8.DecodeRuneInString(text[k:]); !unicode.IsUpper(r) {
		return b
	}
	return k
}

// resolve keeps non-overlapping candidates, longest first, then by score,
// and returns them ordered by offset.
func resolve(cs []cand) []cand {
	if len(cs) < 2 {
		return cs
	}
	// slices' generic sorts allocate nothing (sort.SliceStable allocates
	// its closure and a reflection-based swapper)
	slices.SortStableFunc(cs, func(a, b cand) int {
		if la, lb := a.e-a.b, b.e-b.b; la != lb {
			return cmp.Compare(lb, la) // longest first
		}
		if a.score != b.score {
			if a.score > b.score {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.b, b.b)
	})
	out := cs[:0] // in place: the kept candidates are written behind the one read
	for _, c := range cs {
		if !overlapsAny(out, c.b, c.e) {
			out = append(out, c)
		}
	}
	sortByOffset(out)
	return out
}

// sortByOffset orders cs by start offset. slices.SortFunc runs the same
// pattern-defeating quicksort as sort.Slice, so candidates with equal
// starts keep the order sort.Slice gave them, without its allocations.
func sortByOffset(cs []cand) {
	slices.SortFunc(cs, func(a, b cand) int { return cmp.Compare(a.b, b.b) })
}

// overlapsAny reports whether [b, e) overlaps a candidate of cs.
func overlapsAny(cs []cand, b, e int) bool {
	for _, c := range cs {
		if b < c.e && c.b < e {
			return true
		}
	}
	return false
}
