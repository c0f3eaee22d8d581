package postprocess

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestNicknameHits checks the grouped scans against one strings.Index
// search per cue form.
func TestNicknameHits(t *testing.T) {
	tests := []string{
		"",
		"aka",
		"Roepnaam: Jannie, roepnaam Jan",
		"akaka AKA Aka a.k.a. A.k.a. nickname Nickname nicknamenickname",
		"dite Mimi, Dite Lou, detto Gigi, Detta Lia, genaamd Piet, Genaamd Jan, genannt Pepi, Genannt Sepp",
		"surnommé Bob, Surnommée Lulu, surnommée",
		"spitzname Rufname rufname bijnaam Bijnaam alias Alias apelido Apelido apodo Apodo goes by Goes by",
		"ddite dditedite gegenaamd",
		"a.k.a.k.a. Bob xa.k.a.k.a. aka", "ak", "Ak", "surnomm", "goes b",
	}
	// Random texts from pieces of cues.
	pieces := []string{"a", "k", ".", "A", "d", "D", "ite", "etto", "ett", "s", "urnomm", "é", "e", " ", "g", "oes", " by", "nick", "name", "r", "oep", "naam", "x"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		var b strings.Builder
		for range r.IntN(16) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		tests = append(tests, b.String())
	}
	for _, text := range tests {
		var want []nicknameHit
		for ci, cue := range nicknameCueList {
			for j, f := range [2]string{cue, strings.ToUpper(cue[:1]) + cue[1:]} {
				for p := 0; p < len(text); p++ {
					if strings.HasPrefix(text[p:], f) {
						want = append(want, nicknameHit{form: uint8(2*ci + j), pos: p})
					}
				}
			}
		}
		if got := nicknameHits(text, nil); !slices.Equal(got, want) {
			t.Errorf("nicknameHits(%q) = %v, want %v", text, got, want)
		}
	}
}
