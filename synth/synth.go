// Package synth generates synthetic clinical notes with exact gold
// annotations: a seeded sampler builds structured cases (casegen), the
// templates of a language pack render several notes per case (render),
// each identifier being annotated as it is written (build), and
// validation gates drop any document that breaks a rule (gates). The same
// configuration and seed give byte-identical output.
package synth

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
	"github.com/meddeid/meddeid/synth/gates"
	"github.com/meddeid/meddeid/synth/langpack"
	"github.com/meddeid/meddeid/synth/render"
)

// Config configures a generation run.
type Config struct {
	// Lang is the language pack, e.g. "nl-BE".
	Lang string
	// Count is the number of documents to write.
	Count int
	// Seed seeds every random choice.
	Seed uint64
	// Types restricts the note types (all when empty).
	Types []string
	// MinRunes and MaxRunes bound a note's length in code points
	// (defaults 60 and 6000).
	MinRunes, MaxRunes int
	// Year is the reference year of the documents (default 2025).
	Year int
	// Lexicon adds lexicon names, places and professions; nil uses none.
	Lexicon *lexicon.Lexicon
}

// Generator writes documents for one configuration.
type Generator struct {
	cfg     Config
	sampler *casegen.Sampler
	rr      *render.Renderer
	types   []string
}

// Languages lists the languages that have a pack.
func Languages() []string { return langpack.Codes() }

// New prepares a generator.
func New(cfg Config) (*Generator, error) {
	pk, err := langpack.Get(cfg.Lang)
	if err != nil {
		return nil, err
	}
	cm, err := langpack.GetCommon()
	if err != nil {
		return nil, err
	}
	rr, err := render.New(pk, cm)
	if err != nil {
		return nil, err
	}
	if cfg.MinRunes == 0 {
		cfg.MinRunes = 60
	}
	if cfg.MaxRunes == 0 {
		cfg.MaxRunes = 6000
	}
	if cfg.Year == 0 {
		cfg.Year = 2025
	}
	g := &Generator{cfg: cfg, sampler: casegen.NewSampler(pk, cfg.Lexicon), rr: rr, types: rr.Types}
	if len(cfg.Types) > 0 {
		g.types = nil
		for _, t := range cfg.Types {
			if !slices.Contains(rr.Types, t) {
				return nil, fmt.Errorf("synth: unknown note type %q (have %s)", t, strings.Join(rr.Types, ", "))
			}
			g.types = append(g.types, t)
		}
	}
	return g, nil
}

// Types returns the note types the generator draws from.
func (g *Generator) Types() []string { return append([]string(nil), g.types...) }

// AllTypes lists every note type of the common data, sorted.
func AllTypes() []string {
	cm, err := langpack.GetCommon()
	if err != nil {
		return nil
	}
	var out []string
	for t := range cm.Notes {
		out = append(out, t)
	}
	slices.Sort(out)
	return out
}

// metadata is the record's metadata object (CONTRACT.md).
type metadata struct {
	NoteType  string     `json:"note_type"`
	Patient   patientMD  `json:"patient"`
	Care      []personMD `json:"caregivers,omitempty"`
	Created   string     `json:"document_creation_date"`
	PatientID string     `json:"patient_id"`
	Synth     synthMD    `json:"synth"`
}

type patientMD struct {
	Given  string `json:"given_name"`
	Family string `json:"family_name"`
	Birth  string `json:"birth_date"`
}

type personMD struct {
	Given  string `json:"given_name"`
	Family string `json:"family_name"`
}

type synthMD struct {
	Case    int    `json:"case"`
	Variant int    `json:"variant"`
	Seed    uint64 `json:"seed"`
}

// Emit receives each accepted document with the index of its case
// (several documents share a case and its patient_id).
type Emit func(d *document.Document, caseIndex int) error

// Run generates cfg.Count documents, passing each accepted one to emit in
// order, and returns the report.
func (g *Generator) Run(emit Emit) (*Report, error) {
	rep := newReport(g.cfg.Lang)
	var b build.Builder
	tag := strings.ToLower(strings.ReplaceAll(g.cfg.Lang, "-", ""))
	maxAttempts := 20*g.cfg.Count + 100
	attempts := 0
	usedIDs := map[string]bool{}
	for ci := 0; rep.Written < g.cfg.Count; ci++ {
		r := rand.New(rand.NewPCG(g.cfg.Seed, uint64(ci)))
		c := g.sampler.Sample(r, ci, g.cfg.Year)
		for tries := 0; usedIDs[c.MRN] && tries < 20; tries++ {
			c.MRN = g.sampler.MRN(r) // one patient_id per synthetic patient
		}
		usedIDs[c.MRN] = true
		notes := 1 + r.IntN(len(c.Encounters))
		for k := 0; k < notes && rep.Written < g.cfg.Count; k++ {
			attempts++
			if attempts > maxAttempts {
				return rep, fmt.Errorf("synth: %s: too many documents dropped by the gates (%d of %d attempts)", g.cfg.Lang, rep.Dropped, attempts)
			}
			nt := g.types[r.IntN(len(g.types))]
			b.Reset()
			info, err := g.rr.Render(r, &b, c, &c.Encounters[k], nt)
			if err != nil {
				return rep, err
			}
			res := b.Finish()
			doc := &document.Document{
				ID:       fmt.Sprintf("synth-%s-%d-%06d", tag, g.cfg.Seed, rep.Written+1),
				Text:     res.Text,
				Language: g.cfg.Lang,
				Spans:    res.Spans,
			}
			md := metadata{NoteType: nt, Created: c.Encounters[k].Doc.ISO(), PatientID: c.MRN,
				Patient: patientMD{Given: c.Patient.GivenName(), Family: c.Patient.FamilyName(), Birth: c.Patient.Birth.ISO()},
				Synth:   synthMD{Case: ci, Variant: info.Variant, Seed: g.cfg.Seed}}
			for _, i := range info.Caregivers {
				cg := &c.Caregivers[i]
				md.Care = append(md.Care, personMD{Given: cg.GivenName(), Family: cg.FamilyName()})
			}
			if doc.Metadata, err = json.Marshal(md); err != nil {
				return rep, fmt.Errorf("synth: metadata: %w", err)
			}
			in := &gates.Input{Doc: doc, Metas: res.Metas, Negs: res.Negs, PatientGiven: md.Patient.Given, PatientFamily: md.Patient.Family,
				MinRunes: g.cfg.MinRunes, MaxRunes: g.cfg.MaxRunes}
			failed := gates.Run(in)
			rep.gateResult(failed)
			if len(failed) > 0 {
				rep.Dropped++
				continue
			}
			rep.add(doc, res, info)
			if err := emit(doc, ci); err != nil {
				return rep, err
			}
		}
	}
	return rep, nil
}

// dedupKey hashes the text with every span replaced by its label.
func dedupKey(d *document.Document) uint64 {
	h := fnv.New64a()
	pos := 0
	for _, sp := range d.Spans {
		h.Write([]byte(d.Text[pos:sp.Begin]))
		h.Write([]byte("[" + sp.Label + "]"))
		pos = sp.End
	}
	h.Write([]byte(d.Text[pos:]))
	return h.Sum64()
}
