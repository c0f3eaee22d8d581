package identifier

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// FuzzRecognize checks that arbitrary input never panics and yields valid,
// sorted, non-overlapping spans on rune boundaries without surrounding
// white space.
func FuzzRecognize(f *testing.F) {
	rectest.FuzzMixed(f, New(), devtest.NoSurroundingSpace)
}
