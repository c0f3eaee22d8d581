// Package builtin assembles the recognizers that ship in the binary into
// the default registry.
package builtin

import (
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/recognize/address"
	"github.com/meddeid/meddeid/recognize/age"
	"github.com/meddeid/meddeid/recognize/contact"
	"github.com/meddeid/meddeid/recognize/datetime"
	"github.com/meddeid/meddeid/recognize/identifier"
)

// Registry returns a new registry with every built-in recognizer: dates
// and birth dates, ages, contact details, identifiers and addresses.
func Registry() *recognize.Registry {
	return recognize.NewRegistry(
		datetime.New(),
		age.New(),
		contact.New(),
		identifier.New(),
		address.New(),
	)
}
