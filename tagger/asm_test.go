package tagger

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// legacySSE matches an instruction without a VEX prefix that touches an
// XMM or YMM register (MOVQ AX, X14; MOVSS X0, (DI); PXOR X1, X1).
var legacySSE = regexp.MustCompile(`^\s*([A-Z][A-Z0-9]*)\s.*\b[XY]([0-9]|1[0-5])\b`)

// TestNoLegacySSEInAVXKernels checks that the assembly kernels use only
// VEX-encoded instructions on vector registers. A legacy-SSE instruction
// (MOVQ AX, X14) among AVX ones, with the upper halves of the YMM
// registers dirty, costs a state transition on every execution: three
// such MOVQs made viterbiTokenAVX2 eight times slower (400 ns instead
// of 51 ns a token), with the same output, so only this test notices.
func TestNoLegacySSEInAVXKernels(t *testing.T) {
	files, err := filepath.Glob("*_amd64.s")
	if err != nil {
		t.Fatal(err)
	}
	vec, err := filepath.Glob(filepath.Join("..", "internal", "vec", "*_amd64.s"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, vec...)
	if len(files) < 3 {
		t.Fatalf("found only %d assembly files: %v", len(files), files)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(string(data), "\n") {
			line, _, _ = strings.Cut(line, "//")
			line = strings.TrimSuffix(strings.TrimSpace(line), `\`)
			m := legacySSE.FindStringSubmatch(line)
			if m == nil || strings.HasPrefix(m[1], "V") {
				continue
			}
			t.Errorf("%s:%d: %s is not VEX-encoded but uses a vector register; use its V form", f, n+1, m[1])
		}
	}
}
