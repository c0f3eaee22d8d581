// Package gates holds the deterministic validation gates of the synthetic
// note generator. Each gate has a name and checks one property of a
// generated document; a document that fails any gate is dropped, and the
// failures are counted per gate for the report.
package gates

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/recognize/identifier"
	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
)

// Input is one generated document with what the builder knows about it.
type Input struct {
	Doc *document.Document
	// Metas parallels Doc.Spans.
	Metas []build.Meta
	// Negs are the hard-negative ranges.
	Negs []build.Range
	// PatientGiven and PatientFamily are the metadata names.
	PatientGiven, PatientFamily string
	// MinRunes and MaxRunes bound the text length.
	MinRunes, MaxRunes int
	// Values are the case's sampled identifier values (may be nil).
	Values []casegen.Value
	// Stop are lower-case words that a sampled value may share with the
	// template text: the language's function words ("the", "les") and the
	// templates' own vocabulary ("ward", "zimmer"). The identifier gates
	// skip them.
	Stop map[string]bool
}

// Gate is a named check.
type Gate struct {
	Name  string
	Check func(*Input) error
}

// All returns the document gates in a fixed order.
func All() []Gate {
	return []Gate{
		{"offsets_in_range", offsets},
		{"span_text_matches", spanText},
		{"subannotations_tile", tiling},
		{"categories_allowed", categories},
		{"no_overlap", noOverlap},
		{"span_boundaries", boundaries},
		{"leak", leak},
		{"identifiers_annotated", annotated},
		{"negatives_distinct", negativesDistinct},
		{"checksums_valid", checksums},
		{"no_placeholder", placeholders},
		{"length_bounds", length},
		{"hard_negatives_present", hardNegatives},
		{"script_latin", script},
		{"text_nfc", nfc},
		{"metadata_consistent", metadata},
	}
}

// Run applies every gate and returns the names of those that failed with
// their errors (nil when the document passes). When offsets are out of
// range, the gates that read span text are not run.
func Run(in *Input) map[string]error {
	var out map[string]error
	for i, g := range All() {
		if err := g.Check(in); err != nil {
			if out == nil {
				out = map[string]error{}
			}
			out[g.Name] = err
			if i == 0 {
				return out
			}
		}
	}
	return out
}

func offsets(in *Input) error {
	t := in.Doc.Text
	ok := func(i int) bool { return i >= 0 && i <= len(t) && (i == len(t) || utf8.RuneStart(t[i])) }
	for i, sp := range in.Doc.Spans {
		if !ok(sp.Begin) || !ok(sp.End) || sp.Begin >= sp.End {
			return fmt.Errorf("span %d: bad range", i)
		}
		for j, sa := range sp.Subannotations {
			if !ok(sa.Begin) || !ok(sa.End) || sa.Begin >= sa.End {
				return fmt.Errorf("span %d sub %d: bad range", i, j)
			}
		}
	}
	return nil
}

func spanText(in *Input) error {
	for i, sp := range in.Doc.Spans {
		if sp.End > len(in.Doc.Text) || sp.Begin < 0 || sp.Begin > sp.End || in.Doc.Text[sp.Begin:sp.End] != sp.Text {
			return fmt.Errorf("span %d: text does not match", i)
		}
	}
	return nil
}

func tiling(in *Input) error {
	for i, sp := range in.Doc.Spans {
		pos := sp.Begin
		prev := ""
		for j, sa := range sp.Subannotations {
			if sa.Begin != pos || sa.End <= sa.Begin {
				return fmt.Errorf("span %d: sub %d does not continue the tiling", i, j)
			}
			if sa.Category == prev {
				return fmt.Errorf("span %d: sub %d repeats category %s", i, j, prev)
			}
			prev, pos = sa.Category, sa.End
		}
		if pos != sp.End {
			return fmt.Errorf("span %d: sub-annotations end before the span", i)
		}
	}
	return nil
}

func categories(in *Input) error {
	t := in.Doc.Text
	for i, sp := range in.Doc.Spans {
		allowed, ok := Allowed[sp.Label]
		if !ok {
			return fmt.Errorf("span %d: unknown label %s", i, sp.Label)
		}
		core := false
		for _, sa := range sp.Subannotations {
			if !allowed[sa.Category] {
				return fmt.Errorf("span %d: category %s not allowed in %s", i, sa.Category, sp.Label)
			}
			if build.IsNonCore(sa.Category) {
				continue
			}
			core = true
			for _, r := range t[sa.Begin:sa.End] {
				if build.IsFormattingRune(r) {
					return fmt.Errorf("span %d: core category %s holds formatting characters", i, sa.Category)
				}
			}
		}
		if !core {
			return fmt.Errorf("span %d: no core character", i)
		}
	}
	return nil
}

func noOverlap(in *Input) error {
	for i := 1; i < len(in.Doc.Spans); i++ {
		if in.Doc.Spans[i].Begin < in.Doc.Spans[i-1].End {
			return fmt.Errorf("span %d overlaps or precedes span %d", i, i-1)
		}
	}
	return nil
}

func sameClass(a, b rune) bool {
	return (unicode.IsLetter(a) && unicode.IsLetter(b)) || (unicode.IsDigit(a) && unicode.IsDigit(b))
}

func boundaries(in *Input) error {
	t := in.Doc.Text
	for i, sp := range in.Doc.Spans {
		s := t[sp.Begin:sp.End]
		if strings.TrimSpace(s) != s {
			return fmt.Errorf("span %d starts or ends with whitespace", i)
		}
		if strings.ContainsAny(s, "\n\r") {
			return fmt.Errorf("span %d crosses a line", i)
		}
		if sp.Begin > 0 {
			a, _ := utf8.DecodeLastRuneInString(t[:sp.Begin])
			b, _ := utf8.DecodeRuneInString(s)
			if sameClass(a, b) {
				return fmt.Errorf("span %d begins inside a word", i)
			}
		}
		if sp.End < len(t) {
			a, _ := utf8.DecodeLastRuneInString(s)
			b, _ := utf8.DecodeRuneInString(t[sp.End:])
			if sameClass(a, b) {
				return fmt.Errorf("span %d ends inside a word", i)
			}
		}
	}
	return nil
}

// leakCats are the categories whose values must never appear outside a
// span: names, places, contact and ID digits, dates. Professions,
// departments and hobbies are common words and are left out.
var leakCats = map[string]bool{
	"givenName": true, "familyName": true, "street": true, "municipality": true, "postal_code": true,
	"public_phone": true, "fax_number": true, "public_id": true, "internal_id": true, "institution": true,
	"company": true, "year": true, "month": true, "country": true,
}

// digitOnly are categories whose letters are not identifying (a "PAT-"
// prefix of a record number).
var digitOnly = map[string]bool{"public_phone": true, "fax_number": true, "public_id": true, "internal_id": true, "postal_code": true}

// particles are family-name particles, which are also ordinary words.
var particles = map[string]bool{"van": true, "vande": true, "vander": true, "vanden": true, "der": true, "den": true, "het": true,
	"ver": true, "von": true, "zum": true, "zur": true, "des": true, "del": true, "della": true, "dos": true, "das": true, "ter": true, "ten": true, "mac": true}

// leak checks that no value of an annotated identifier occurs elsewhere in
// the text outside every span: letters tokens of 3+ characters and digit
// tokens of 4+, as whole words; an all-lower-case occurrence of a
// capitalised value does not count (it is an ordinary word: "hart"), nor
// does one inside a hard negative (the eponym in "Glasgow Coma Scale").
func leak(in *Input) error {
	t := in.Doc.Text
	covered := coverage(in)
	seen := map[string]bool{}
	lower := strings.ToLower(t)
	for _, sp := range in.Doc.Spans {
		for _, sa := range sp.Subannotations {
			if !leakCats[sa.Category] {
				continue
			}
			for _, tok := range tokens(t[sa.Begin:sa.End]) {
				if seen[tok] || particles[strings.ToLower(tok)] || in.Stop[strings.ToLower(tok)] || (digitOnly[sa.Category] && !unicode.IsDigit(firstRune(tok))) {
					continue
				}
				seen[tok] = true
				if err := findLeak(t, lower, tok, covered); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// tokens splits s into letter runs of 3+ runes and digit runs of 4+.
func tokens(s string) []string {
	var out []string
	start, kind := -1, 0
	flush := func(end int) {
		if start >= 0 {
			w := s[start:end]
			n := utf8.RuneCountInString(w)
			if (kind == 1 && n >= 3) || (kind == 2 && n >= 4) {
				out = append(out, w)
			}
		}
		start = -1
	}
	for i, r := range s {
		k := 0
		switch {
		case unicode.IsLetter(r):
			k = 1
		case unicode.IsDigit(r):
			k = 2
		}
		if k != kind || k == 0 {
			flush(i)
			if k != 0 {
				start = i
			}
			kind = k
		}
	}
	flush(len(s))
	return out
}

func findLeak(t, lower, tok string, covered []bool) error {
	lt := strings.ToLower(tok)
	tokLower := tok == lt
	for from := 0; ; {
		k := strings.Index(lower[from:], lt)
		if k < 0 || len(lower) != len(t) {
			return nil
		}
		k += from
		end := k + len(lt)
		from = k + 1
		if k > 0 {
			if a, _ := utf8.DecodeLastRuneInString(t[:k]); sameClass(a, firstRune(tok)) {
				continue
			}
		}
		if end < len(t) {
			if b, _ := utf8.DecodeRuneInString(t[end:]); sameClass(lastRune(tok), b) {
				continue
			}
		}
		if covered[k] {
			continue
		}
		if occ := t[k:end]; !tokLower && occ == strings.ToLower(occ) {
			continue
		}
		return fmt.Errorf("identifier token at byte %d is not annotated", k)
	}
}

func firstRune(s string) rune { r, _ := utf8.DecodeRuneInString(s); return r }
func lastRune(s string) rune  { r, _ := utf8.DecodeLastRuneInString(s); return r }

// checksums validates every span that carries a scheme.
func checksums(in *Input) error {
	for i, m := range in.Metas {
		if m.Scheme == "" || i >= len(in.Doc.Spans) {
			continue
		}
		v := identifier.Normalize(in.Doc.Spans[i].Text)
		if !ValidScheme(m.Scheme, v) {
			return fmt.Errorf("span %d: %s checksum invalid", i, m.Scheme)
		}
	}
	return nil
}

// ValidScheme checks a normalised value against its scheme; unknown
// schemes fail.
func ValidScheme(scheme, v string) bool {
	switch scheme {
	case "be-rrn":
		return identifier.ValidBelgianNationalNumber(v)
	case "nl-bsn":
		return identifier.ValidBSN(v)
	case "uk-nhs":
		return identifier.ValidNHS(v)
	case "us-ssn":
		return identifier.ValidSSN(v)
	case "fr-nir":
		return identifier.ValidNIR(v)
	case "de-kvnr":
		return identifier.ValidKVNR(v)
	case "be-riziv":
		return identifier.ValidRIZIV(v)
	case "nl-big":
		return identifier.ValidBIG(v)
	case "uk-gmc":
		return identifier.ValidGMC(v)
	case "us-npi":
		return identifier.ValidNPI(v)
	case "de-lanr":
		return identifier.ValidLANR(v)
	case "fr-rpps":
		return len(v) == 11 && casegen.Luhn(v)
	}
	return false
}

var errPlaceholder = errors.New("template placeholder left in text")

func placeholders(in *Input) error {
	if strings.ContainsAny(in.Doc.Text, "{}") || strings.Contains(in.Doc.Text, "%!") {
		return errPlaceholder
	}
	return nil
}

func length(in *Input) error {
	n := utf8.RuneCountInString(in.Doc.Text)
	if n < in.MinRunes || (in.MaxRunes > 0 && n > in.MaxRunes) {
		return fmt.Errorf("length %d outside [%d,%d]", n, in.MinRunes, in.MaxRunes)
	}
	return nil
}

func hardNegatives(in *Input) error {
	if len(in.Negs) == 0 {
		return errors.New("no hard negative")
	}
	return nil
}

func script(in *Input) error {
	letters, latin := 0, 0
	for _, r := range in.Doc.Text {
		if unicode.IsLetter(r) {
			letters++
			if unicode.Is(unicode.Latin, r) {
				latin++
			}
		}
	}
	if letters == 0 || latin*10 < letters*9 {
		return errors.New("text is not mostly Latin script")
	}
	return nil
}

// metadata checks that every given or family name written in a
// Name:Patient span is a part of the metadata patient name.
func metadata(in *Input) error {
	// upper then lower, so that "YILMAZ" and "Yılmaz" compare equal
	norm := func(s string) string { return strings.ToLower(strings.ToUpper(s)) }
	g, f := norm(in.PatientGiven), norm(in.PatientFamily)
	for i, sp := range in.Doc.Spans {
		if sp.Label != "Name:Patient" {
			continue
		}
		for _, sa := range sp.Subannotations {
			v := norm(in.Doc.Text[sa.Begin:sa.End])
			switch sa.Category {
			case "givenName":
				if !strings.Contains(g, v) {
					return fmt.Errorf("span %d: given name differs from metadata", i)
				}
			case "familyName":
				if !strings.Contains(f, v) {
					return fmt.Errorf("span %d: family name differs from metadata", i)
				}
			}
		}
	}
	return nil
}
