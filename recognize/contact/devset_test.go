package contact

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// TestDevset scores the recognizer against the gold Contactdetails spans of the
// devset: valid spans without surrounding white space, core recall at
// least 0.97, at most 2 false-positive spans.
func TestDevset(t *testing.T) {
	rectest.CheckDevset(t, New(), []string{Label}, 0.97, 2, devtest.NoSurroundingSpace)
}
