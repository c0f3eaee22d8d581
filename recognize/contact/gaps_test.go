package contact

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// spanTexts runs the recognizer and joins the span texts with "|".
func spanTexts(t *testing.T, code, text string) string {
	t.Helper()
	var out []string
	for _, s := range New().Recognize(text, rectest.MustProfile(t, code)) {
		out = append(out, s.Text)
	}
	return strings.Join(out, "|")
}

// TestExtensionForms covers extensions with an inner hyphen or dot, an
// adjective between cue and number, and two-digit extensions.
func TestExtensionForms(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"en-GB", "call ward ext. 6-2291 for results", "6-2291"},
		{"fr-BE", "secrétariat poste 4.512 le matin", "4.512"},
		{"fr-FR", "joindre tél. interne 5238 demain", "5238"},
		{"nl-BE", "via interne lijn 4411 bereikbaar", "4411"},
		{"de-DE", "Rückfragen Durchwahl intern 231", "231"},
		{"nl-NL", "dr. Jansen tst. 23 bellen", "23"},
		{"nl-BE", "verpleegpost toestel 41.", "41"},
		{"fr-BE", "interne de garde bip 12", "12"},
		{"nl-NL", "bereikbaar via lijn 4411", "4411"},
		{"en-US", "pager ext 12", "12"},
		{"it-IT", "chiamare interno 456", "456"},
		{"de-AT", "Nebenstelle 4-231", "4-231"},
	}
	for _, tt := range tests {
		if got := spanTexts(t, tt.lang, tt.text); got != tt.want {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}

// TestExtensionNegatives keeps numbers near extension-like words out.
func TestExtensionNegatives(t *testing.T) {
	tests := []struct{ lang, text string }{
		{"nl-BE", "lijn 2 chemotherapie gestart"},
		{"nl-BE", "tweede lijn 12 maanden"},
		{"fr-FR", "interne 3e année"},
		{"fr-BE", "un interne 12 patients"},
		{"de-DE", "intern 2 Tage"},
		{"en-GB", "ext. 6-2291-44-55-66-77 code"},
		{"en-GB", "call 999 now"},
		{"nl-NL", "toestel 2.5 mg"},
		{"en-GB", "tel. 1.5"},
		{"fr-FR", "poste 4.5 ans"},
		{"nl-BE", "lijn 14/3 gestart"},
		{"de-DE", "sein 12-jähriger Sohn"},
		{"it-IT", "Via Roma 3, interno 12"},
		{"nl-BE", "eerste lijn 2019 gestart"},
		{"en-US", "tablets x 12"},
		{"nl-NL", "toestel 41 mg"},
		{"en-US", "crisis line 988 reviewed"},
		{"en-GB", "second line 250 mg"},
	}
	for _, tt := range tests {
		if got := spanTexts(t, tt.lang, tt.text); got != "" {
			t.Errorf("%s %q: got %q, want none", tt.lang, tt.text, got)
		}
	}
}

// TestSerialNumbers keeps serial, lot and device numbers out.
func TestSerialNumbers(t *testing.T) {
	tests := []struct{ lang, text string }{
		{"en-GB", "pacemaker SN 0472 123 456 checked"},
		{"en-US", "device S/N 555-123-4567 implanted"},
		{"en-GB", "serial 07700 900461 on the box"},
		{"en-GB", "Serial no. 020 7946 0958"},
		{"nl-BE", "serienummer 0472/12.34.56"},
		{"nl-BE", "apparaat 0472 12 34 56"},
		{"fr-FR", "n° de série 01 99 00 12 34"},
		{"fr-BE", "numéro de série : 0472 12 34 56"},
		{"de-DE", "Seriennummer 030 23125 123"},
		{"de-DE", "Lot 0301 234 5678"},
		{"en-GB", "batch 01632 960123"},
		{"en-US", "REF 555-123-4567"},
		{"en-US", "Device: 555-123-4567"},
		{"nl-NL", "lotnummer 06-12345678"},
		{"en-GB", "SN: 0044 7700 900461"},
		{"en-GB", "Lot no 07700 900461"},
	}
	for _, tt := range tests {
		if got := spanTexts(t, tt.lang, tt.text); got != "" {
			t.Errorf("%s %q: got %q, want none", tt.lang, tt.text, got)
		}
	}
	// a phone cue after the serial field still finds the phone
	if got := spanTexts(t, "en-GB", "SN 12345, tel 020 7946 0958"); got != "020 7946 0958" {
		t.Errorf("got %q", got)
	}
}

// TestParseCueFile checks the embedded word lists and the error paths.
func TestParseCueFile(t *testing.T) {
	if !words.ext["toestel"] || !words.line["lijn"] || !words.serial["sn"] || !words.quantity["mg"] {
		t.Errorf("embedded lists incomplete")
	}
	for _, bad := range []string{"extension_cues: [", "extension_cues: [ext]"} {
		if _, err := parseCueFile([]byte(bad)); err == nil {
			t.Errorf("%q: want error", bad)
		}
	}
}
