// Package deidentify is the per-document job behind `meddeid deidentify`:
// detect spans, replace any spans the input carried, rewrite the text with
// placeholders and attach a small per-document report.
package deidentify

import (
	"context"
	"strconv"
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
	d.Report = rep.appendJSON(make([]byte, 0, 256))
	return nil
}

// appendJSON appends r to dst as json.Marshal encodes it, without
// reflection.
func (r *Report) appendJSON(dst []byte) []byte {
	dst = append(dst, `{"language":`...)
	dst = pseudo.AppendJSONString(dst, r.Language)
	dst = append(dst, `,"language_source":`...)
	dst = pseudo.AppendJSONString(dst, r.LanguageSource)
	dst = append(dst, `,"spans":`...)
	dst = strconv.AppendInt(dst, int64(r.Spans), 10)
	dst = append(dst, `,"labels":`...)
	dst = pseudo.AppendJSONCounts(dst, r.Labels)
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

func (j *Job) report(d *document.Document) Report {
	r := Report{Labels: map[string]int{}, Spans: len(d.Spans), Characters: runeCount(d.Text)}
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
	for _, s := range d.Spans {
		r.Labels[s.Label]++
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
