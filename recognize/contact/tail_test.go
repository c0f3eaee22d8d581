package contact

import "testing"

// TestPhoneWithExtension keeps an extension written right after a phone
// number in the number's span, and leaves other words after it out.
func TestPhoneWithExtension(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"en-GB", "call 01632 960581 x4417 today", "01632 960581 x4417"},
		{"en-US", "call (312) 555-0147 x4417 today", "(312) 555-0147 x4417"},
		{"en-US", "call (312) 555-0147 X 4417.", "(312) 555-0147 X 4417"},
		{"en-GB", "tel 020 7946 0958 ext. 22 today", "020 7946 0958 ext. 22"},
		{"en-GB", "tel 020 7946 0958 extn 221", "020 7946 0958 extn 221"},
		{"nl-BE", "tel +32 3 821 30 00 toestel 214 today", "+32 3 821 30 00 toestel 214"},
		{"nl-BE", "tel 03 821 30 00 tst. 21", "03 821 30 00 tst. 21"},
		{"fr-BE", "tél. 02 555 12 34 poste 4417", "02 555 12 34 poste 4417"},
		// not an extension: too many digits, a quantity, a word, a gap
		{"en-GB", "tel 020 7946 0958 x 2 tablets", "020 7946 0958"},
		{"en-GB", "tel 020 7946 0958 x12", "020 7946 0958"},
		{"en-GB", "tel 020 7946 0958 ext. 1234567", "020 7946 0958"},
		{"en-GB", "tel 020 7946 0958 extra 22", "020 7946 0958"},
		{"en-GB", "tel 020 7946 0958, then ext. 22", "020 7946 0958|22"},
		{"en-GB", "tel 020 7946 0958 x4417b", "020 7946 0958"},
	}
	for _, tt := range tests {
		if got := spanTexts(t, tt.lang, tt.text); got != tt.want {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}

// TestServiceNumbers covers freephone and premium-rate numbers.
func TestServiceNumbers(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"nl-NL", "spoedlijn 0800-0221144", "0800-0221144"},
		{"nl-NL", "bel 0800-0221144 bij vragen", "0800-0221144"},
		{"en-GB", "helpline 0800 123 4567", "0800 123 4567"},
		{"en-GB", "the team on 0800 123 4567.", "0800 123 4567"},
		{"nl-NL", "infolijn 0900-1234567", "0900-1234567"},
		{"fr-BE", "numéro gratuit 080 12 34 56", "080 12 34 56"},
		{"fr-BE", "appelez le 080 12 34 56", "080 12 34 56"},
		// a dose and a lab count are no service numbers
		{"nl-NL", "0800 mg per dag", ""},
		{"fr-BE", "leuco 080 12", ""},
	}
	for _, tt := range tests {
		if got := spanTexts(t, tt.lang, tt.text); got != tt.want {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}

// TestSerialCompounds keeps numbers after hyphenated and compound serial
// labels out.
func TestSerialCompounds(t *testing.T) {
	for _, tt := range []struct{ lang, text string }{
		{"de-DE", "Serien-Nr. 0301 234 5678"},
		{"de-DE", "Serien-Nr.: 0301 234 5678"},
		{"de-DE", "Seriennr 0301 234 5678"},
		{"nl-BE", "serienummer: 0472 12 34 56"},
		{"nl-BE", "serie-nr. 0472 12 34 56"},
		{"fr-FR", "n° de série 01 99 00 12 34"},
		{"en-GB", "S/N: 07700 900461"},
		{"en-GB", "Serial-No. 07700 900461"},
	} {
		if got := spanTexts(t, tt.lang, tt.text); got != "" {
			t.Errorf("%s %q: got %q, want none", tt.lang, tt.text, got)
		}
	}
}
