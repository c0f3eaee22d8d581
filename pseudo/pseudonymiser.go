package pseudo

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/surrogate"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/taxonomy"
)

// Options configures a Pseudonymiser.
type Options struct {
	// Policy maps labels to operators (required).
	Policy *Policy
	// Key derives offsets, surrogates and metadata pseudonyms. Required
	// when the policy uses surrogates, or shifts without ShiftDays.
	Key Key
	// ShiftDays, when set, is the fixed offset for every scope.
	ShiftDays *int
	// Scope overrides the policy's shift scope (patient, stay, document).
	Scope string
	// PreserveWeekday overrides the policy's weekday setting when set.
	PreserveWeekday *bool
	// Lang overrides every document's language profile.
	Lang string
	// ReferenceDate anchors documents without a document_creation_date;
	// zero means none.
	ReferenceDate time.Time
	// Calendar parses, shifts and renders dates and ages (default: the
	// dateshift/agegen implementation).
	Calendar Calendar
	// Audit re-scans replacements for leaked identifiers (default: the
	// built-in recognizers).
	Audit *recognize.Registry
	// KeepMapping records scope id → offset for Mapping.
	KeepMapping bool
}

// Pseudonymiser rewrites documents by policy. It is safe for concurrent
// use; totals are kept for the run summary.
type Pseudonymiser struct {
	pol   *Policy
	key   Key
	cfg   ShiftConfig
	fixed *int
	lang  string
	ref   time.Time
	cal   Calendar
	audit *recognize.Registry
	// dateAudit holds audit's recognizers of dates, which re-scan the
	// lines around shifted dates.
	dateAudit *recognize.Registry
	gen       *surrogate.Generator
	keep      bool

	mu      sync.Mutex
	total   *Summary
	mapping map[string]int
}

// New checks opts and returns a Pseudonymiser.
func New(opts Options) (*Pseudonymiser, error) {
	if opts.Policy == nil {
		return nil, fmt.Errorf("pseudo: no policy")
	}
	cfg := opts.Policy.Shift
	if opts.Scope != "" {
		cfg.Scope = opts.Scope
	}
	if opts.PreserveWeekday != nil {
		cfg.PreserveWeekday = *opts.PreserveWeekday
	}
	if err := cfg.validate(); err != nil {
		return nil, fmt.Errorf("pseudo: %w", err)
	}
	if opts.ShiftDays != nil && cfg.PreserveWeekday && *opts.ShiftDays%7 != 0 {
		return nil, fmt.Errorf("pseudo: shift of %d days is not a multiple of 7 but weekdays are to be preserved", *opts.ShiftDays)
	}
	if opts.Key.Empty() {
		if opts.Policy.uses(OpSurrogate) {
			return nil, fmt.Errorf("%w (policy %s uses surrogates)", errNoKey, opts.Policy.Name)
		}
		if opts.Policy.uses(OpShift) && opts.ShiftDays == nil {
			return nil, fmt.Errorf("%w, or give --shift-days (policy %s shifts dates)", errNoKey, opts.Policy.Name)
		}
	}
	if opts.Lang != "" {
		if _, ok := lang.Get(opts.Lang); !ok {
			return nil, fmt.Errorf("pseudo: no language profile %q", opts.Lang)
		}
	}
	p := &Pseudonymiser{pol: opts.Policy, key: opts.Key, cfg: cfg, fixed: opts.ShiftDays, lang: opts.Lang,
		ref: opts.ReferenceDate, cal: opts.Calendar, audit: opts.Audit, keep: opts.KeepMapping,
		total: newSummary(), mapping: map[string]int{}}
	if p.cal == nil {
		p.cal = DefaultCalendar()
	}
	if p.audit == nil {
		p.audit = builtin.Registry()
	}
	p.dateAudit = dateRecognizers(p.audit)
	if !opts.Key.Empty() {
		p.gen = surrogate.New(opts.Key.b)
	}
	return p, nil
}

// Policy returns the policy in use.
func (p *Pseudonymiser) Policy() *Policy { return p.pol }

// Warnings returns configuration warnings for the user (no secrets):
// a shift of one year or less makes dates easier to re-identify.
func (p *Pseudonymiser) Warnings() []string {
	if !p.pol.uses(OpShift) {
		return nil
	}
	if p.fixed != nil {
		if d := *p.fixed; d >= -365 && d <= 365 {
			return []string{fmt.Sprintf("date shift of %d days is one year or less; offsets beyond a year in either direction are recommended", d)}
		}
		return nil
	}
	if p.cfg.MinDays <= 365 {
		return []string{fmt.Sprintf("shift range allows offsets of %d days, one year or less; offsets beyond a year in either direction are recommended", p.cfg.MinDays)}
	}
	return nil
}

// Summary returns the totals over all documents processed so far.
func (p *Pseudonymiser) Summary() *Summary {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := newSummary()
	s.Add(p.total)
	return s
}

// MappingEntry is one scope's offset, for the reversibility file.
type MappingEntry struct {
	Scope     string `json:"scope"`
	ID        string `json:"id"`
	ShiftDays int    `json:"shift_days"`
}

// Mapping returns the offsets used, sorted by scope and id (only with
// Options.KeepMapping).
func (p *Pseudonymiser) Mapping() []MappingEntry {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]MappingEntry, 0, len(p.mapping))
	for k, v := range p.mapping {
		scope, id, _ := cut(k)
		out = append(out, MappingEntry{Scope: scope, ID: id, ShiftDays: v})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Scope != out[j].Scope {
			return out[i].Scope < out[j].Scope
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// Process pseudonymises d and writes its summary as the record's report
// ({"pseudonymisation": {...}}); it has the signature batch.Run expects.
func (p *Pseudonymiser) Process(ctx context.Context, d *document.Document) error {
	sum, err := p.Apply(ctx, d)
	if err != nil {
		return err
	}
	raw, err := json.Marshal(struct {
		Policy string   `json:"policy"`
		Pseudo *Summary `json:"pseudonymisation"`
	}{p.pol.Name, sum})
	if err != nil {
		return fmt.Errorf("pseudo: document %q: report: %w", d.ID, err)
	}
	d.Report = raw
	return nil
}

// Apply sets every span's Replacement by policy, writes d.DeidText,
// rewrites d.Metadata (policy metadata: strip) and returns the document's
// summary. A span an operator cannot transform becomes a placeholder,
// never the original; so does a shifted or surrogate replacement in or
// around which the audit reads an original identifier (failure category
// "audit"), after which the record is audited again. It fails when spans
// overlap or lie outside the text.
func (p *Pseudonymiser) Apply(ctx context.Context, d *document.Document) (*Summary, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	st, err := p.newDocState(d)
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(d.Spans, func(a, b document.Span) int { return cmp.Compare(a.Begin, b.Begin) })
	st.audited = make([]bool, 0, len(d.Spans))
	st.ops = make([]Operator, 0, len(d.Spans))
	// one array for the replacements the spans point to, not one
	// allocation per span
	repls := make([]string, len(d.Spans))
	for i := range d.Spans {
		sp := &d.Spans[i]
		if i > 0 && sp.Begin < d.Spans[i-1].End {
			return nil, fmt.Errorf("pseudo: document %q: spans[%d] overlaps spans[%d]", d.ID, i, i-1)
		}
		if sp.Begin < 0 || sp.End > len(d.Text) || sp.End < sp.Begin {
			return nil, fmt.Errorf("pseudo: document %q: spans[%d]: out of range", d.ID, i)
		}
		r := st.transform(d.Text[sp.Begin:sp.End], sp.Label, d.Text[max(0, sp.Begin-contextBytes):sp.Begin], d.Text[sp.End:min(len(d.Text), sp.End+contextBytes)])
		repls[i] = r.text
		sp.Replacement = &repls[i]
		st.audited = append(st.audited, r.audited)
		st.ops = append(st.ops, r.op)
	}
	// A replacement in or around which the audit reads an original
	// becomes a placeholder, and the record is audited again; each round
	// takes one replacement out of the audit, so the loop ends.
	for round := 0; ; round++ {
		if err := Rewrite(d); err != nil {
			return nil, err
		}
		i, err := p.auditDoc(d, st)
		if err == nil {
			break
		}
		if i < 0 || round >= len(d.Spans) {
			d.DeidText = nil
			for i := range d.Spans {
				d.Spans[i].Replacement = nil
			}
			return nil, err
		}
		st.auditFallback(i)
	}
	if err := p.rewriteMetadata(d, st); err != nil {
		return nil, err
	}
	st.sum.Documents = 1
	p.mu.Lock()
	p.total.Add(st.sum)
	if p.keep && st.offsetKey != "" {
		p.mapping[st.offsetKey] = st.offset
	}
	p.mu.Unlock()
	return st.sum, nil
}

func cut(k string) (string, string, bool) {
	for i := 0; i < len(k); i++ {
		if k[i] == '/' {
			return k[:i], k[i+1:], true
		}
	}
	return k, "", false
}

// dateRecognizers returns the recognizers of reg that find dates (the
// age recognizer shares the birth-date label but reads ages).
func dateRecognizers(reg *recognize.Registry) *recognize.Registry {
	out := recognize.NewRegistry()
	for _, r := range reg.Recognizers() {
		if slices.Contains(r.Labels(), taxonomy.Date) {
			out.Add(r)
		}
	}
	return out
}
