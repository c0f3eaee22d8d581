package builtin

import (
	"testing"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

// BenchmarkStartup measures what a fresh process pays before its first
// note in every language: the registry over an already loaded lexicon,
// then one short note per profile (building every per-language index).
// Loading the embedded lexicon itself is lexicon.BenchmarkLoad.
func BenchmarkStartup(b *testing.B) {
	lx, err := lexicon.Load()
	if err != nil {
		b.Fatal(err)
	}
	profiles := lang.All()
	for b.Loop() {
		reg := New(lx)
		for _, p := range profiles {
			reg.Run("Dr. Jan Peeters, AZ Sint-Jan, Brugge. Bakker van beroep.", p)
		}
	}
}
