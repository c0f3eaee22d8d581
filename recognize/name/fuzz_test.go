package name

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// FuzzRecognize checks that any text in any profile gives valid, sorted,
// non-overlapping spans on rune boundaries, on one line each, without
// surrounding spaces, and never panics.
func FuzzRecognize(f *testing.F) {
	for _, s := range []struct{ text, code string }{
		{"Patiënt: VANDENBROUCKE Marcel\nHuisarts: dr. K. Lambrecht", "nl-BE"},
		{"Echtgenote mevr. Joke van der Meulen-Hoekstra (gepensioneerd)", "nl-NL"},
		{"Met collegiale groeten,\n\nDr. Lies Demeulenaere\nLD/kv", "nl-BE"},
		{"Patient: O'Sullivan, Declan    NOK: partner Aoife", "en-GB"},
		{"Handed over by JT to MK. Surgical team (Mr Oduya's firm)", "en-GB"},
		{"@Priya (CDE) can you call? – DN", "en-US"},
		{"Patient : M. FAUCHON Bernard, né le 14/03/1947", "fr-FR"},
		{"Sa fille, Mme Valérie Dethier, infirmière", "fr-BE"},
		{"Prof. Dr. med. Rainer Voß          Jana Petersen", "de-DE"},
		{"Zi. 7: Hr. Pichler, 81a; Tochter Fr. Pichler-Haas", "de-AT"},
		{"Paciente: Sra. María del Carmen Ruiz Ortega", "es-ES"},
		{"Il Medico: Dott.ssa Chiara Lombardi", "it-IT"},
		{"Paciente: Sra. Ana Paula Ribeiro da Silva – 52 anos", "pt-BR"},
		{"Trưởng khoa: BS.CKII Trần Minh Đức", "vi-VN"},
		{"Sister Marisol (sibling) – \"Hi Dr. Ng, my knee\" – Carla Mendes", "en-US"},
		{"Kinder: Lena (7) und Paul (4). Schwester Petra (AvD)", "de-DE"},
		{"Avis du Dr Okafor du SAU. Bien à vous, Julien", "fr-FR"},
		{"Dr.", ""}, {"Dr. ", "nl-BE"}, {"Patiënt:", "nl-BE"}, {"A.", "en-GB"}, {"J.-", "fr-FR"},
		{"Mr\xff Smith", "en-GB"}, {"l'", "fr-FR"}, {"X, Y", ""}, {"zoon ", "nl-BE"}, {"@", ""},
	} {
		f.Add(s.text, s.code)
	}
	rectest.Fuzz(f, New(nil), devtest.NoLineBreak, devtest.NoSurroundingSpace, devtest.ScoreInRange)
}
