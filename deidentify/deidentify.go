// Package deidentify is the per-document job behind `meddeid deidentify`:
// detect spans, replace any spans the input carried, rewrite the text with
// placeholders and attach a small per-document report.
package deidentify

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo"
)

// Job de-identifies one document at a time. It is safe for concurrent use
// when its Detector is.
type Job struct {
	// Detector finds the spans.
	Detector detect.Detector
	// Lang overrides each document's language for the report (it must be
	// the same override the Detector uses).
	Lang string
	// SpansOnly writes predicted spans without deid_text and report.
	SpansOnly bool
	// Pseudo, when set, replaces spans by its policy (dates shifted,
	// ages generalised, surrogates) instead of [Label] placeholders.
	Pseudo *pseudo.Pseudonymiser
}

// Report is the per-document report written in the record's "report"
// field. Counts of characters are in Unicode code points.
type Report struct {
	Language       string         `json:"language"`
	LanguageSource string         `json:"language_source"`
	Spans          int            `json:"spans"`
	Labels         map[string]int `json:"labels"`
	Characters     int            `json:"characters"`
	RedactedChars  int            `json:"redacted_characters"`
	// Pseudonymisation counts operators and failures when Job.Pseudo is set.
	Pseudonymisation *pseudo.Summary `json:"pseudonymisation,omitempty"`
}

// Process replaces d.Spans with the detector's predictions and, unless
// SpansOnly, fills d.DeidText, each span's Replacement and d.Report.
func (j *Job) Process(ctx context.Context, d *document.Document) error {
	spans, err := j.Detector.Detect(ctx, d)
	if err != nil {
		return err
	}
	d.Spans = spans
	if j.SpansOnly {
		d.DeidText, d.Report = nil, nil
		return nil
	}
	var sum *pseudo.Summary
	if j.Pseudo != nil {
		if sum, err = j.Pseudo.Apply(ctx, d); err != nil {
			return err
		}
	} else if err := pseudo.ApplyPlaceholders(d); err != nil {
		return err
	}
	rep := j.report(d)
	rep.Pseudonymisation = sum
	// the labels are counted in a slice on the stack rather than in
	// rep.Labels, a map that would only be read back in order
	var buf [16]labelCount
	size := reportSize
	if sum != nil {
		size = reportSizePseudo
	}
	d.Report = rep.appendJSONCounts(make([]byte, 0, size), countLabels(d.Spans, buf[:0]))
	return nil
}

// reportSize and reportSizePseudo are the capacities allocated for a
// report without and with pseudonymisation counts: more than nearly all
// reports of the synthetic notes need.
const (
	reportSize       = 384
	reportSizePseudo = 640
)

// labelCount is the number of spans of one label.
type labelCount struct {
	label string
	n     int
}

// countLabels appends to counts (empty, not nil) the number of spans of
// each label, in the order of strings.Compare, as json.Marshal orders
// the keys of Report.Labels.
func countLabels(spans []document.Span, counts []labelCount) []labelCount {
	for i := range spans {
		l := spans[i].Label
		k, found := slices.BinarySearchFunc(counts, l, func(c labelCount, l string) int { return strings.Compare(c.label, l) })
		if found {
			counts[k].n++
		} else {
			counts = slices.Insert(counts, k, labelCount{l, 1})
		}
	}
	return counts
}

// appendJSON appends r to dst as json.Marshal encodes it, without
// reflection.
func (r *Report) appendJSON(dst []byte) []byte { return r.appendJSONCounts(dst, nil) }

// appendJSONCounts is appendJSON with the labels written from counts (as
// countLabels returns them) instead of r.Labels when counts is not nil.
func (r *Report) appendJSONCounts(dst []byte, counts []labelCount) []byte {
	dst = append(dst, `{"language":`...)
	dst = pseudo.AppendJSONString(dst, r.Language)
	dst = append(dst, `,"language_source":`...)
	dst = pseudo.AppendJSONString(dst, r.LanguageSource)
	dst = append(dst, `,"spans":`...)
	dst = strconv.AppendInt(dst, int64(r.Spans), 10)
	dst = append(dst, `,"labels":`...)
	if counts != nil {
		dst = append(dst, '{')
		for i, c := range counts {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = pseudo.AppendJSONString(dst, c.label)
			dst = append(dst, ':')
			dst = strconv.AppendInt(dst, int64(c.n), 10)
		}
		dst = append(dst, '}')
	} else {
		dst = pseudo.AppendJSONCounts(dst, r.Labels)
	}
	dst = append(dst, `,"characters":`...)
	dst = strconv.AppendInt(dst, int64(r.Characters), 10)
	dst = append(dst, `,"redacted_characters":`...)
	dst = strconv.AppendInt(dst, int64(r.RedactedChars), 10)
	if r.Pseudonymisation != nil {
		dst = append(dst, `,"pseudonymisation":`...)
		dst = r.Pseudonymisation.AppendJSON(dst)
	}
	return append(dst, '}')
}

// report returns d's report without its Labels, which Process counts
// with countLabels.
func (j *Job) report(d *document.Document) Report {
	r := Report{Spans: len(d.Spans), Characters: runeCount(d.Text)}
	var p *lang.Profile
	switch {
	case j.Lang != "":
		r.LanguageSource = "override"
		p, _ = lang.Get(j.Lang)
	case d.Language != "":
		if q, ok := lang.Get(d.Language); ok {
			p, r.LanguageSource = q, "document"
		}
	}
	if p == nil {
		p, _ = lang.Resolve("", "", d.Text)
		r.LanguageSource = "detected"
	}
	if p != nil {
		r.Language = p.Code
	}
	for i := range d.Spans {
		s := &d.Spans[i]
		r.RedactedChars += utf8.RuneCountInString(d.Text[s.Begin:s.End])
	}
	return r
}

// runeCount is utf8.RuneCountInString, eight bytes at a time through
// ASCII: a note is mostly ASCII, which the rune-by-rune loop reads at a
// few instructions a byte.
func runeCount(s string) int {
	n := 0
	for len(s) >= 8 {
		w := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
		if w&0x8080808080808080 == 0 {
			n += 8
			s = s[8:]
			continue
		}
		// a non-ASCII byte: up to and including its rune, as
		// RuneCountInString reads it (an invalid byte is one rune)
		for s[0] < utf8.RuneSelf {
			n++
			s = s[1:]
		}
		_, size := utf8.DecodeRuneInString(s)
		n++
		s = s[size:]
	}
	return n + utf8.RuneCountInString(s)
}
