// Package synth generates synthetic clinical notes with exact gold
// annotations: a seeded sampler builds structured cases (casegen), the
// templates of a language pack render several notes per case (render),
// each identifier being annotated as it is written (build), validation
// gates drop any document that breaks a rule (gates), near-duplicates are
// dropped and batch gates check the near-duplicate rate and label coverage
// of every 1,000 documents, and --adversarial variants are written by a
// post-pass that keeps the gold exact (perturb). The same configuration
// and seed give byte-identical output. See docs/SYNTH.md.
package synth

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
	"github.com/meddeid/meddeid/synth/gates"
	"github.com/meddeid/meddeid/synth/langpack"
	"github.com/meddeid/meddeid/synth/perturb"
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
	// Year is the reference year of the documents (default 2025); one
	// case in ten gets a reference year drawn from 1950–2099 instead, so
	// year values span the century (birth years reach back to 1900).
	Year int
	// Lexicon adds lexicon names, places and professions; nil uses none.
	Lexicon *lexicon.Lexicon
	// Adversarial enables the perturbation techniques (package perturb).
	Adversarial bool
	// AdversarialRate is the probability that each technique is applied
	// to a document (default perturb.DefaultRate).
	AdversarialRate float64
	// Techniques restricts the perturbation techniques (all when empty).
	Techniques []string
	// BatchSize is the number of written documents per batch gate check
	// (default 1000).
	BatchSize int
	// MaxNearDuplicateRate is the largest share of near-duplicate
	// candidates a batch may hold before the run fails (default 0.05).
	MaxNearDuplicateRate float64
}

// Generator writes documents for one configuration.
type Generator struct {
	cfg     Config
	sampler *casegen.Sampler
	rr      *render.Renderer
	types   []string
	stop    map[string]bool
	pert    *perturb.Perturber
	labels  []string // labels the chosen note types can write
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
	if cfg.BatchSize == 0 {
		cfg.BatchSize = 1000
	}
	if cfg.MaxNearDuplicateRate == 0 {
		cfg.MaxNearDuplicateRate = 0.05
	}
	g := &Generator{cfg: cfg, sampler: casegen.NewSampler(pk, cfg.Lexicon), rr: rr, types: rr.Types, stop: map[string]bool{}}
	for _, w := range rr.Profile.StopWords {
		g.stop[strings.ToLower(w)] = true
	}
	for w := range rr.Vocabulary() {
		g.stop[w] = true
	}
	if len(cfg.Types) > 0 {
		g.types = nil
		for _, t := range cfg.Types {
			if !slices.Contains(rr.Types, t) {
				return nil, fmt.Errorf("synth: unknown note type %q (have %s)", t, strings.Join(rr.Types, ", "))
			}
			g.types = append(g.types, t)
		}
	}
	g.labels = rr.Labels(g.types)
	if cfg.Adversarial {
		if g.pert, err = perturb.New(perturb.Config{Rate: cfg.AdversarialRate, Techniques: cfg.Techniques}); err != nil {
			return nil, fmt.Errorf("synth: %w", err)
		}
	} else if len(cfg.Techniques) > 0 || cfg.AdversarialRate != 0 {
		return nil, fmt.Errorf("synth: perturbation techniques or rate given without Adversarial")
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
// order, and returns the report. A document that fails a document gate is
// dropped and replaced by a new one; so is a near-duplicate of a document
// already written. An adversarial variant that fails a gate is repaired by
// writing the document unperturbed. A batch gate that fails (too many
// near-duplicates, or a label the note types can write missing from a
// batch) stops the run with an error.
func (g *Generator) Run(emit Emit) (*Report, error) {
	rep := newReport(g.cfg.Lang)
	rep.ExpectedLabels = g.labels
	var b build.Builder
	tag := strings.ToLower(strings.ReplaceAll(g.cfg.Lang, "-", ""))
	maxAttempts := 20*g.cfg.Count + 100
	attempts := 0
	usedIDs := map[string]bool{}
	batch := newBatch()
	for ci := 0; rep.Written < g.cfg.Count; ci++ {
		r := rand.New(rand.NewPCG(g.cfg.Seed, uint64(ci)))
		year := g.cfg.Year
		if r.IntN(10) == 0 {
			year = 1950 + r.IntN(150) // year values across 1950–2099
		}
		c := g.sampler.Sample(r, ci, year)
		for tries := 0; usedIDs[c.MRN] && tries < 20; tries++ {
			c.MRN = g.sampler.MRN(r) // one patient_id per synthetic patient
		}
		usedIDs[c.MRN] = true
		values := c.Values()
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
			in := &gates.Input{Doc: doc, Metas: res.Metas, Negs: res.Negs, PatientGiven: md.Patient.Given, PatientFamily: md.Patient.Family,
				MinRunes: g.cfg.MinRunes, MaxRunes: g.cfg.MaxRunes, Values: values, Stop: g.stop}
			failed := gates.Run(in)
			rep.gateResult(failed)
			if len(failed) > 0 {
				rep.Dropped++
				continue
			}
			batch.candidates++
			if key := nearDupKey(doc, res.Metas); rep.seen(key) {
				rep.GateFailures[NearDuplicateGate]++
				rep.Dropped++
				batch.nearDups++
				continue
			}
			// sentence templates are measured on the note as rendered, so
			// that typos and OCR noise do not pass for template diversity
			rep.Sentences.add(doc.Text, doc.Spans, res.Negs)
			if g.pert != nil {
				pr := rand.New(rand.NewPCG(g.cfg.Seed^advStream, uint64(attempts)))
				if res2, applied := g.pert.Apply(pr, res); len(applied) > 0 {
					doc2 := *doc
					doc2.Text, doc2.Spans = res2.Text, res2.Spans
					in2 := *in
					in2.Doc, in2.Metas, in2.Negs = &doc2, res2.Metas, res2.Negs
					if f2 := gates.Run(&in2); len(f2) > 0 {
						rep.adversarialReverted(applied, f2)
					} else {
						doc, res = &doc2, res2
						rep.adversarial(applied)
					}
				}
			}
			if doc.Metadata, err = json.Marshal(md); err != nil {
				return rep, fmt.Errorf("synth: metadata: %w", err)
			}
			rep.add(doc, res, info)
			batch.add(doc)
			if err := emit(doc, ci); err != nil {
				return rep, err
			}
			if rep.Written%g.cfg.BatchSize == 0 {
				if err := g.checkBatch(rep, batch, rep.Written/g.cfg.BatchSize, true); err != nil {
					return rep, err
				}
				batch = newBatch()
			}
		}
	}
	if batch.written > 0 {
		if err := g.checkBatch(rep, batch, rep.Written/g.cfg.BatchSize+1, false); err != nil {
			return rep, err
		}
	}
	return rep, nil
}

// advStream separates the perturbation random stream from the case
// streams, so --adversarial perturbs the very notes a plain run writes.
const advStream = 0x9e3779b97f4a7c15
