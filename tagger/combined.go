package tagger

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// Merge combines the recognizers' spans with the tagger's by the conflict
// rule of the combined detector:
//
//  1. every recognizer span is a candidate, and a tagger span with exactly
//     the extent of a recognizer span is dropped (the rule's referent
//     stands: "habitent à Ottignies" stays the patient's town);
//  2. a tagger span that overlaps a recognizer span is a candidate (the
//     rules confirm that something is there; the overlap is settled in
//     step 4); with a veto (MergeWith), only when it overlaps one
//     recognizer span and its parts outside that span pass the veto;
//  3. a tagger span that no recognizer span overlaps is a candidate only
//     when its score is at least minScore (Header.MinScore, chosen on the
//     dev split): the tagger alone must be sure;
//  4. overlapping candidates are resolved by recognize.Resolve (higher
//     score, then longer span, then earlier);
//  5. the parts of a losing candidate that no kept span covers are kept
//     as spans of their own (trimmed to letters and digits, with the
//     loser's label) when the loser is a recognizer span or a tagger span
//     scoring at least minScore (such a part is a solo span): a
//     recognizer that finds "Jan" with a high score and a sure tagger that
//     finds "Jan Peeters" give "Jan" and "Peeters", where keeping only the
//     surer span would leave part of the name in the clear.
//
// Neither input is modified; text is the document's text.
func Merge(text string, rules, tagged []document.Span, minScore float64) []document.Span {
	return MergeWith(text, rules, tagged, minScore, nil)
}

// MergeWith is Merge with a veto on tagger-only spans: a solo tagger span
// (step 3) and a leftover part of a losing tagger span (step 5) are kept
// only when keep (nil: always) accepts them; the combined detector uses
// Plausibility.Keep.
func MergeWith(text string, rules, tagged []document.Span, minScore float64, keep func(document.Span) bool) []document.Span {
	return MergeScores(text, rules, tagged, MinScores{Closed: minScore, Open: minScore}, keep)
}

// MinScores are the scores a solo tagger span needs in MergeScores: Open
// for a span of an open-class label (see OpenClass), Closed for the
// others.
type MinScores struct {
	Closed, Open float64
}

// For returns the score a solo span with the given label needs.
func (ms MinScores) For(label string) float64 {
	if OpenClass(label) {
		return ms.Open
	}
	return ms.Closed
}

// OpenClass reports whether label is an open-class label: organisations
// and places (Organization:*, Address_Location:*). Their names come from
// classes no list or cue covers (every firm, club, ward and village), so
// the recognizers miss the most of them on new notes, while the tagger's
// spans of them are long and many-worded, which lowers their span score
// (a mean margin) without making them less often right. On the bundled
// held-out notes the tagger's unsure solo spans of these labels were
// mostly identifiers the rules had missed, and those of names,
// professions, dates and numbers mostly false positives
// (docs/MODELS.md, "Stop 21").
func OpenClass(label string) bool {
	return strings.HasPrefix(label, "Organization") || strings.HasPrefix(label, "Address_Location")
}

// MergeScores is MergeWith with a solo-span threshold per label class
// (steps 3 and 5 of Merge use ms.For(label) for minScore).
func MergeScores(text string, rules, tagged []document.Span, ms MinScores, keep func(document.Span) bool) []document.Span {
	all := make([]document.Span, 0, len(rules)+len(tagged))
	all = append(all, rules...)
	for _, s := range tagged {
		switch {
		case sameExtent(rules, s):
			// the rule found the same words: its referent stands
		case overlapsAny(rules, s):
			if keep == nil || outsideKept(text, rules, s, keep) {
				all = append(all, s)
			}
		case s.Score != nil && *s.Score >= ms.For(s.Label) && (keep == nil || keep(s)):
			all = append(all, s)
		}
	}
	kept := recognize.Resolve(all)
	if len(kept) == len(all) {
		return kept
	}
	covered := make([]bool, len(text)+1)
	for _, s := range kept {
		for k := s.Begin; k < s.End; k++ {
			covered[k] = true
		}
	}
	var rest []document.Span
	for _, c := range all {
		if c.Source == Source && (c.Score == nil || *c.Score < ms.For(c.Label)) {
			continue
		}
		for b := c.Begin; b < c.End; {
			if covered[b] {
				b++
				continue
			}
			e := b
			for e < c.End && !covered[e] {
				e++
			}
			if pb, pe := trimPiece(text, b, e); pb < pe {
				p := c
				p.Begin, p.End, p.Text = pb, pe, text[pb:pe]
				if c.Source != Source || keep == nil || keep(p) {
					rest = append(rest, p)
				}
			}
			b = e
		}
	}
	if len(rest) == 0 {
		return kept
	}
	return recognize.Resolve(append(kept, rest...))
}

// outsideKept reports whether tagger span s overlaps one recognizer span
// only and every part of s outside it passes keep as a leftover; when not,
// s is not a candidate and the rules' spans stand ("16 j" stays "16 j"
// when the tagger proposes "methylfenidaat tot 16 j"; two names the rules
// found stay two spans when the tagger joins them across a gap).
func outsideKept(text string, rules []document.Span, s document.Span, keep func(document.Span) bool) bool {
	b, n := s.Begin, 0
	for _, r := range rules {
		if r.End <= s.Begin || r.Begin >= s.End {
			continue
		}
		if n++; n > 1 {
			return false
		}
		if !pieceKept(text, s, b, r.Begin, keep) {
			return false
		}
		b = max(b, r.End)
	}
	return pieceKept(text, s, b, s.End, keep)
}

// pieceKept reports whether text[b:e], trimmed, is empty or passes keep
// as a leftover of s.
func pieceKept(text string, s document.Span, b, e int, keep func(document.Span) bool) bool {
	if b >= e {
		return true
	}
	pb, pe := trimPiece(text, b, e)
	if pb >= pe {
		return true
	}
	p := s
	p.Begin, p.End, p.Text = pb, pe, text[pb:pe]
	return keep(p)
}

// trimPiece shrinks text[b:e] to start and end with a letter or digit
// (b == e when it holds none).
func trimPiece(text string, b, e int) (int, int) {
	for b < e {
		r, n := utf8.DecodeRuneInString(text[b:e])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			break
		}
		b += n
	}
	for e > b {
		r, n := utf8.DecodeLastRuneInString(text[b:e])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			break
		}
		e -= n
	}
	return b, e
}

// overlapsAny reports whether s overlaps one of spans, which are sorted
// by begin and do not overlap (as recognize.Resolve returns them).
// sameExtent reports whether one of spans (sorted by begin) covers
// exactly the characters of s.
func sameExtent(spans []document.Span, s document.Span) bool {
	i, _ := slices.BinarySearchFunc(spans, s.Begin, func(r document.Span, b int) int { return r.Begin - b })
	for ; i < len(spans) && spans[i].Begin == s.Begin; i++ {
		if spans[i].End == s.End {
			return true
		}
	}
	return false
}

func overlapsAny(spans []document.Span, s document.Span) bool {
	lo, hi := 0, len(spans)
	for lo < hi {
		m := (lo + hi) / 2
		if spans[m].End > s.Begin {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo < len(spans) && spans[lo].Begin < s.End
}

// Combined is the default detection of meddeid with a model: it runs the
// recognizers once, gives their spans to the tagger as features, and
// merges both by the conflict rule (see Merge). It is safe for concurrent
// use.
type Combined struct {
	tagger *Detector
	// reg are the recognizers whose spans are output; when it is the
	// registry the model's features were computed with, its spans serve
	// both purposes and the recognizers run once.
	reg *recognize.Registry
	// Lang, when set, overrides every document's language.
	Lang string
	// MinScore is the score a tagger span that no recognizer span overlaps
	// needs, and OpenMinScore the score such a span of an open-class label
	// needs (see OpenClass); NewCombined sets both from the model header.
	MinScore, OpenMinScore float64
}

var _ detect.Detector = (*Combined)(nil)

// NewCombined returns the combined detector of tagger d and the
// recognizers of reg (nil: the built-in registry the model's features
// use, so that the recognizers run once per document).
func NewCombined(d *Detector, reg *recognize.Registry) *Combined {
	if reg == nil {
		reg = d.ext.registry()
	}
	ms := d.model.Header.MinScores()
	return &Combined{tagger: d, reg: reg, MinScore: ms.Closed, OpenMinScore: ms.Open}
}

// tokPool recycles Combined.Detect's token buffers (the tokens do not
// outlive the call).
var tokPool = sync.Pool{New: func() any { return new([]Token) }}

// Detect implements detect.Detector.
func (c *Combined) Detect(ctx context.Context, doc *document.Document) ([]document.Span, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, err := lang.Resolve(c.Lang, doc.Language, doc.Text)
	if err != nil {
		return nil, fmt.Errorf("tagger: document %q: %w", doc.ID, err)
	}
	rules := c.reg.Run(doc.Text, p)
	m, x := c.tagger.model, c.tagger.ext
	tp := tokPool.Get().(*[]Token)
	defer tokPool.Put(tp)
	*tp = tokenizeInto(*tp, doc.Text)
	toks := *tp
	features := rules // the recognizer features: the spans found above when the model's registry ran them
	if x.reg != c.reg {
		features = x.ruleFeatures(doc.Text, p)
	}
	tagged := m.tagText(x, doc.Text, p, toks, features, float32(m.Header.Bias))
	return MergeScores(doc.Text, rules, tagged, MinScores{Closed: c.MinScore, Open: c.OpenMinScore}, x.Keeper(doc.Text, p, rules)), nil
}
