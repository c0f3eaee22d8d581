// Package recognize defines deterministic recognizers — rules that find
// structured identifiers (dates, ages, phone numbers, IDs, addresses) in
// text — and a registry that runs them, Presidio style: each recognizer
// declares the labels it emits and the languages it supports.
//
// Implementations live in sub-packages (recognize/datetime, recognize/age,
// recognize/contact, recognize/identifier, recognize/address); the set that
// ships by default is assembled in recognize/builtin.
package recognize

import (
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// Recognizer finds spans in a text. Offsets in the returned spans are UTF-8
// byte offsets into text. A Recognizer must be safe for concurrent use and
// must never modify or log the text.
type Recognizer interface {
	// Name identifies the recognizer in span sources and reports.
	Name() string
	// Labels lists the taxonomy labels this recognizer may emit.
	Labels() []string
	// Languages lists the profile codes supported; nil means all.
	Languages() []string
	// Recognize returns candidate spans in text for the given profile.
	Recognize(text string, p *lang.Profile) []document.Span
}
