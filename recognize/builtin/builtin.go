// Package builtin assembles the recognizers that ship in the binary into
// the default registry.
package builtin

import (
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/recognize/address"
	"github.com/meddeid/meddeid/recognize/age"
	"github.com/meddeid/meddeid/recognize/contact"
	"github.com/meddeid/meddeid/recognize/datetime"
	"github.com/meddeid/meddeid/recognize/identifier"
	"github.com/meddeid/meddeid/recognize/name"
	"github.com/meddeid/meddeid/recognize/organization"
	"github.com/meddeid/meddeid/recognize/plate"
	"github.com/meddeid/meddeid/recognize/profession"
)

// Registry returns a new registry with every built-in recognizer over the
// embedded lexicons (see New).
func Registry() *recognize.Registry { return New(nil) }

// New returns a new registry with every built-in recognizer: dates and
// birth dates, ages, contact details, identifiers, addresses and places,
// person names, organisations, professions and licence plates.
// The lexicon-based recognizers use lx; nil means the embedded lexicon
// (lexicon.Load). Pass lexicon.Load() extended with a hospital's lists
// (Lexicon.LoadDir) to let them count.
func New(lx *lexicon.Lexicon) *recognize.Registry {
	return recognize.NewRegistry(
		datetime.New(),
		age.New(),
		contact.New(),
		identifier.New(),
		address.NewWith(lx),
		name.New(lx),
		organization.New(lx),
		profession.New(lx),
		plate.New(),
	)
}
