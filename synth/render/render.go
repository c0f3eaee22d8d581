// Package render turns a sampled case into note text with exact gold: the
// templates of a language pack are filled slot by slot, each slot writing
// its identifier through a build.Builder in one of many surface formats.
package render

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
	"github.com/meddeid/meddeid/synth/langpack"
)

// Renderer renders notes of one language. It is safe for concurrent use
// (all state of one note lives in a per-call value).
type Renderer struct {
	Pack    *langpack.Pack
	Common  *langpack.Common
	Profile *lang.Profile
	blocks  map[string][][]node
	pats    map[string]pattern
	dates   dateFormats
	// Types lists the note types this renderer can write, sorted.
	Types []string
}

// New prepares a renderer: it parses every template and date format of
// the pack and checks that each note type's blocks exist.
func New(pk *langpack.Pack, cm *langpack.Common) (*Renderer, error) {
	prof, ok := lang.Get(pk.Code)
	if !ok {
		return nil, fmt.Errorf("render: no lang profile %q", pk.Code)
	}
	r := &Renderer{Pack: pk, Common: cm, Profile: prof, blocks: map[string][][]node{}}
	for name, alts := range pk.Blocks {
		for i, t := range alts {
			nodes, err := parse(strings.TrimRight(t, "\n "))
			if err != nil {
				return nil, fmt.Errorf("render: %s block %s[%d]: %w", pk.Code, name, i, err)
			}
			r.blocks[name] = append(r.blocks[name], nodes)
		}
	}
	for nt, variants := range cm.Notes {
		for _, v := range variants {
			for _, bl := range v {
				if _, ok := r.blocks[bl]; !ok {
					return nil, fmt.Errorf("render: %s: note type %s needs block %q", pk.Code, nt, bl)
				}
			}
		}
		r.Types = append(r.Types, nt)
	}
	for bl, xs := range cm.Extras {
		for _, x := range xs {
			if _, ok := r.blocks[x]; !ok {
				return nil, fmt.Errorf("render: %s: extras of %s need block %q", pk.Code, bl, x)
			}
		}
	}
	if err := r.checkQuantities(); err != nil {
		return nil, err
	}
	slices.Sort(r.Types)
	r.pats = map[string]pattern{}
	o := &pk.Orgs
	for _, list := range [][]string{pk.Places.AddressFormats, o.HospitalFormats, o.DeptFormats, o.PracticeFormats, o.CompanyFormats, o.SchoolFormats,
		pk.Ages["year"], pk.Ages["month"], pk.Ages["week"], pk.Ages["day"]} {
		for _, f := range list {
			r.pats[f] = parsePattern(f)
		}
	}
	var err error
	if r.dates, err = newDateFormats(pk, prof); err != nil {
		return nil, err
	}
	return r, nil
}

// checkQuantities checks that every {q:kind} of the templates names a
// quantity kind of the pack.
func (rr *Renderer) checkQuantities() error {
	var bad string
	var walk func(nodes []node)
	walk = func(nodes []node) {
		for i := range nodes {
			n := &nodes[i]
			switch n.kind {
			case nSlot:
				if n.name == "q" && len(rr.Pack.Clinical.Quantities[n.arg]) == 0 {
					bad = n.arg
				}
			case nChoice, nGender, nOccupied:
				for _, a := range n.alts {
					walk(a)
				}
			}
		}
	}
	for _, name := range sortedBlockNames(rr.blocks) {
		for _, alt := range rr.blocks[name] {
			walk(alt)
			if bad != "" {
				return fmt.Errorf("render: %s block %s: no quantity kind %q", rr.Pack.Code, name, bad)
			}
		}
	}
	return nil
}

func sortedBlockNames(m map[string][][]node) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Info is what a rendered note knows about itself beyond its text.
type Info struct {
	NoteType string
	Variant  int
	// Caregivers are the indices of case caregivers named in the note.
	Caregivers []int
	// Blocks are the template ids used ("block#alt").
	Blocks []string
}

// doc is the state of one note being written.
type doc struct {
	rr    *Renderer
	r     *rand.Rand
	b     *build.Builder
	c     *casegen.Case
	e     *casegen.Encounter
	pk    *langpack.Pack
	named map[int]bool
	// style, chosen once per note
	headStyle  int
	listStyle  int
	tableStyle int
	dateFmt    int // index into the primary formats
	hdrName    string
	lower      bool // lower-case names throughout (rare)
	// holidayName is the holiday being written ({holiday} token).
	holidayName string
	// vals are the case's sampled values, for hard-negative collisions.
	vals *valueSet
	// usedExtra are the extra sentences already written ("block#alt").
	usedExtra map[string]bool
}

// Render writes note type nt for case c and encounter e into b.
func (rr *Renderer) Render(r *rand.Rand, b *build.Builder, c *casegen.Case, e *casegen.Encounter, nt string) (Info, error) {
	variants := rr.Common.Notes[nt]
	if len(variants) == 0 {
		return Info{}, fmt.Errorf("render: unknown note type %q", nt)
	}
	vi := r.IntN(len(variants))
	d := &doc{rr: rr, r: r, b: b, c: c, e: e, pk: rr.Pack, named: map[int]bool{},
		headStyle: r.IntN(6), listStyle: r.IntN(5), tableStyle: r.IntN(4),
		dateFmt: r.IntN(len(rr.dates.primary)), hdrName: headerNameFormats[r.IntN(len(headerNameFormats))],
		lower: r.IntN(60) == 0}
	info := Info{NoteType: nt, Variant: vi}
	sep := []string{"\n\n", "\n", "\n\n", "\n\n\n"}[r.IntN(4)]
	for i, bl := range variants[vi] {
		alts := d.blockFor(bl)
		ai := r.IntN(len(alts))
		info.Blocks = append(info.Blocks, fmt.Sprintf("%s#%d", bl, ai))
		if i > 0 {
			b.Lit(sep)
		}
		d.run(alts[ai])
		d.extras(bl, &info)
	}
	for k := range d.named {
		info.Caregivers = append(info.Caregivers, k)
	}
	slices.Sort(info.Caregivers)
	return info, nil
}

// run writes the nodes.
func (d *doc) run(nodes []node) {
	for i := range nodes {
		n := &nodes[i]
		colonNext := i+1 < len(nodes) && nodes[i+1].kind == nLit && strings.HasPrefix(strings.TrimLeft(nodes[i+1].text, " "), ":")
		switch n.kind {
		case nLit:
			d.b.Lit(n.text)
		case nSlot:
			n.slot(d, n.arg)
		case nChoice:
			d.run(n.alts[d.r.IntN(len(n.alts))])
		case nOccupied:
			if d.occupied() {
				d.run(n.alts[0])
			} else {
				d.run(n.alts[1])
			}
		case nGender:
			if d.c.Patient.Sex == 'F' {
				d.run(n.alts[1])
			} else {
				d.run(n.alts[0])
			}
		case nHeading:
			d.heading(n.text, colonNext)
		}
	}
}

// heading writes a section heading in the note's style; no colon is
// added when the template writes one itself.
func (d *doc) heading(t string, colonNext bool) {
	colon := ":"
	if colonNext {
		colon = ""
	}
	switch d.headStyle {
	case 0:
		d.b.Lit(t)
	case 1:
		d.b.Lit(t + colon)
	case 2:
		d.b.Lit(strings.ToUpper(t))
	case 3:
		d.b.Lit(strings.ToUpper(t) + colon)
	case 4:
		if colonNext {
			d.b.Lit(t)
			return
		}
		d.b.Lit(t + "\n" + strings.Repeat("-", len([]rune(t))))
	default:
		d.b.Lit("## " + t)
	}
}

func (d *doc) chance(p float64) bool { return d.r.Float64() < p }

func (d *doc) pick(xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return xs[d.r.IntN(len(xs))]
}

// bullet returns the list marker of the note's style.
func (d *doc) bullet(i int) string {
	switch d.listStyle {
	case 0:
		return "- "
	case 1:
		return "• "
	case 2:
		return "* "
	case 3:
		return fmt.Sprintf("%d. ", i+1)
	}
	return "  "
}

// emitLit writes literal pattern text inside an open span: formatting runs
// as formatting, word runs with category wordCat.
func emitLit(b *build.Builder, s, wordCat string) {
	start := 0
	fmtRun := false
	for i, c := range s {
		f := build.IsFormattingRune(c)
		if i > 0 && f != fmtRun {
			emitRun(b, s[start:i], fmtRun, wordCat)
			start = i
		}
		fmtRun = f
	}
	if start < len(s) {
		emitRun(b, s[start:], fmtRun, wordCat)
	}
}

func emitRun(b *build.Builder, s string, isFmt bool, wordCat string) {
	if isFmt {
		b.Part(build.Formatting, s)
	} else {
		b.Part(wordCat, s)
	}
}

// pattern is a parsed "{token} literal {token}" format.
type pattern struct {
	src  string
	toks []ptok
}

type ptok struct {
	lit   string
	token string // empty for a literal
}

func parsePattern(s string) pattern {
	p := pattern{src: s}
	for len(s) > 0 {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			p.toks = append(p.toks, ptok{lit: s})
			break
		}
		if i > 0 {
			p.toks = append(p.toks, ptok{lit: s[:i]})
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			p.toks = append(p.toks, ptok{lit: s[i:]})
			break
		}
		p.toks = append(p.toks, ptok{token: s[i+1 : i+j]})
		s = s[i+j+1:]
	}
	return p
}

// pattern returns the parsed pack format f.
func (rr *Renderer) pattern(f string) pattern {
	if p, ok := rr.pats[f]; ok {
		return p
	}
	return parsePattern(f)
}
