// Package perturb makes adversarial variants of synthetic notes while
// keeping their gold exact. A built document is cut into segments
// (literal text, hard negatives, and spans made of sub-annotated parts);
// each technique rewrites some segments, and the document is written again
// through build.Builder, which recomputes every offset and the tiling of
// every span. Nothing is re-detected: a span stays the span it was, only
// its text changes, and a technique that would make a span start or end
// inside a word never does so.
//
// Techniques (each named, counted and applied to a document with the
// configured probability):
//
//   - case_change: names, places and organisations in all caps or lower case
//   - id_spacing: spaces inserted, widened or removed inside phone numbers,
//     identifiers, numeric dates and postal codes
//   - line_break: a line break before or after an identifier, or between the
//     two lines of an address (which becomes two spans, as in the devset)
//   - typo: a letter swapped, dropped, doubled or replaced by a keyboard
//     neighbour in a non-PII word
//   - punctuation: colons, commas and full stops moved, dropped or replaced;
//     date and phone separators exchanged
//   - ocr: OCR-like confusions (rn/m, cl/d, o/0, l/1, e/c, ...) inside
//     non-PII words
//   - concatenation: a missing space between two words, or between a word
//     and an identifier of another character class ("op12/03/2024")
//   - diacritics: accents dropped in non-PII words, places and organisations
package perturb

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/meddeid/meddeid/synth/build"
)

// Technique names.
const (
	CaseChange    = "case_change"
	IDSpacing     = "id_spacing"
	LineBreak     = "line_break"
	Typo          = "typo"
	Punctuation   = "punctuation"
	OCR           = "ocr"
	Concatenation = "concatenation"
	Diacritics    = "diacritics"
)

// technique rewrites segments and returns the number of edits made.
type technique func(st *state) int

var techniques = map[string]technique{
	CaseChange:    caseChange,
	IDSpacing:     idSpacing,
	LineBreak:     lineBreak,
	Typo:          typo,
	Punctuation:   punctuation,
	OCR:           ocr,
	Concatenation: concatenation,
	Diacritics:    diacritics,
}

// Techniques lists every technique name, sorted.
func Techniques() []string {
	out := make([]string, 0, len(techniques))
	for k := range techniques {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Config configures a Perturber.
type Config struct {
	// Rate is the probability that each enabled technique is applied to a
	// document (independently of the others). Zero means DefaultRate.
	Rate float64
	// Techniques are the enabled techniques (all when empty).
	Techniques []string
}

// DefaultRate is the per-technique probability when Config.Rate is zero.
const DefaultRate = 0.2

// Perturber applies the configured techniques. It is not safe for
// concurrent use (it reuses a builder).
type Perturber struct {
	rate  float64
	names []string
	b     build.Builder
}

// New checks the configuration.
func New(cfg Config) (*Perturber, error) {
	p := &Perturber{rate: cfg.Rate, names: cfg.Techniques}
	if p.rate == 0 {
		p.rate = DefaultRate
	}
	if p.rate < 0 || p.rate > 1 {
		return nil, fmt.Errorf("perturb: rate %g outside (0,1]", p.rate)
	}
	if len(p.names) == 0 {
		p.names = Techniques()
	}
	for _, n := range p.names {
		if techniques[n] == nil {
			return nil, fmt.Errorf("perturb: unknown technique %q (have %s)", n, strings.Join(Techniques(), ", "))
		}
	}
	p.names = slices.Clone(p.names)
	slices.Sort(p.names)
	p.names = slices.Compact(p.names)
	return p, nil
}

// Rate returns the per-technique probability in use.
func (p *Perturber) Rate() float64 { return p.rate }

// Applied counts the edits each technique made in one document; a
// technique with no edit (nothing to change) is absent.
type Applied map[string]int

// Apply draws the techniques for one document and applies them in a fixed
// order. It returns the rewritten document and the edits per technique; when
// nothing was changed it returns res itself and an empty Applied.
func (p *Perturber) Apply(r *rand.Rand, res build.Result) (build.Result, Applied) {
	var chosen []string
	for _, n := range p.names {
		if r.Float64() < p.rate {
			chosen = append(chosen, n)
		}
	}
	if len(chosen) == 0 {
		return res, nil
	}
	st := &state{r: r, segs: segments(res)}
	applied := Applied{}
	for _, n := range chosen {
		if k := techniques[n](st); k > 0 {
			applied[n] = k
		}
	}
	if len(applied) == 0 {
		return res, nil
	}
	return rebuild(&p.b, st.segs), applied
}

// sites returns how many places a technique edits in one document.
func (st *state) sites() int { return 1 + st.r.IntN(3) }
