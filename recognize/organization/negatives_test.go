package organization

import (
	"os"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// TestHardNegatives checks sentences with generic settings, lab values,
// eponyms and field labels (testdata/negatives.txt): none holds an
// organisation.
func TestHardNegatives(t *testing.T) {
	raw, err := os.ReadFile("testdata/negatives.txt")
	if err != nil {
		t.Fatal(err)
	}
	rec := New(nil)
	n := 0
	for _, line := range strings.Split(string(raw), "\n") {
		code, text, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		for _, s := range rec.Recognize(text, rectest.MustProfile(t, code)) {
			t.Errorf("%s: %q: found %s %q", code, text, s.Label, s.Text)
		}
	}
	if n < 40 {
		t.Fatalf("only %d negative sentences read", n)
	}
}
