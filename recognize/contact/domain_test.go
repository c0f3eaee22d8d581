package contact

import "testing"

// TestBareDomains covers host names without scheme or "www.".
func TestBareDomains(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"en-US", "see lakeshorederm.com for info", "lakeshorederm.com"},
		{"fr-BE", "site : dermato-aubepines.be.", "dermato-aubepines.be"},
		{"nl-NL", "via praktijk-delinde.nl/afspraak maken", "praktijk-delinde.nl/afspraak"},
		{"en-GB", "(booking at clinic.example.co.uk/book/22)", "clinic.example.co.uk/book/22"},
		{"de-DE", "Infos unter hautarzt-mueller.de, Termin", "hautarzt-mueller.de"},
		{"en-US", "portal: MyChart.org", "MyChart.org"},
		// not web addresses
		{"en-GB", "attached report.pdf and scan.jpg", ""},
		{"en-GB", "e.g. i.v. and p.o. dosing", ""},
		{"en-GB", "value 3.5 and 12.de", ""},
		{"en-GB", "file my.report.docx saved", ""},
		{"en-GB", "the ASP.NET app", ""},
		{"nl-BE", "opgenomen.De patiënt", ""},
		{"en-GB", "mail jan@zorg.nl now", "jan@zorg.nl"},
		{"en-GB", "https://portal.example.org/p/1", "https://portal.example.org/p/1"},
		{"en-GB", "see www.example.be now", "www.example.be"},
		{"en-GB", "x.com a.b.c", ""},
		{"en-GB", "module foo-.com", ""},
	}
	for _, tt := range tests {
		if got := spanTexts(t, tt.lang, tt.text); got != tt.want {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}
