package address

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
)

// FuzzRecognize checks that any input gives valid, sorted, non-overlapping
// spans on rune boundaries and on one line each, and never panics.
func FuzzRecognize(f *testing.F) {
	for _, s := range []string{
		"Adres: Kerkstraat 14 bus 3, 9000 Gent", "B-8500 Kortrijk", "1016 GV Amsterdam",
		"27 Coombe Lane, Wareham, BH20 4QT", "SW1A 1AA", "Boston, MA 02114", "75012 Paris",
		"69003 LYON", "Hauptplatz 17/2, 3943 Schrems", "3, impasse des Lilas, 69003 LYON",
		"C/ Mayor 5, 2.º A, 28013 Madrid", "rue Saint-Gilles", "Postbus 1, 1000 AA X",
		"Bisoprolol 5", "NYHA III", "BP 96/60", "12 ", "A1 1", ", MA 1", "Am X 3, 1",
		"\xff8500 Kortrijk", "Kerkstraat 1\xff", "1-", "B-", "x 12 rue", "9 St",
		"woont in Gent", "Kortrijk, 17 januari 2025", "Hospital, Salem, OR", "woont in Tilburg (NL)",
		"Reside em Campinas/SP", "Địa chỉ: 15 Lê Lợi, phường Phú Hội, Huế", "on the A35 near Bere Regis",
		"woont in 's-Hertogenbosch", "à Quimper (29)", "Born in Anchorage, Alaska;", "Address: the A35 1",
		"City Hospital, Nottingham, NG5 1PB", "EHPAD Les Jardins (Mâcon)", "Dr. Weber, Dresden-Klotzsche",
		"westbound A35", "on I-94", "on Route 9", "sur la D190 à hauteur de Saint-Avold", "auf der B96",
		"chaussée de Louvain", "route d'Arlon", "a retired farmer from Puddlebrook", "Lives in St. Agnes",
		"SWASFT (Poole 2)", "Wevelgem, 03MEI2023", "Freiburg im Breisgau", "(", ", (", "St.", "I-", "Route ",
	} {
		f.Add(s)
	}
	rec := New()
	f.Fuzz(func(t *testing.T, text string) {
		devtest.CheckSpans(t, text, rec.Recognize(text, nil), devtest.NoLineBreak)
	})
}
