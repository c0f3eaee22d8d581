package pseudo

import (
	"context"
	"strings"
	"testing"
)

// TestNameSurrogatesNoLeak: under the meddeid policy a small nl-BE note
// gets lexicon surrogates for names, places and organisations, and none
// of the original name words remain in deid_text.
func TestNameSurrogatesNoLeak(t *testing.T) {
	text := "Patiënt: DE SMET, Karolien, wonende Molenstraat 14, 9300 Aalst. " +
		"Opgenomen op AZ Sint-Vincentius te Deinze. Huisarts: Dr. K. Vermeulen. " +
		"Mevr. De Smet werd gezien door dr. Vermeulen."
	spans := [][2]string{
		{"DE SMET, Karolien", "Name:Patient"}, {"Molenstraat 14, 9300 Aalst", "Address_Location:Patient"},
		{"AZ Sint-Vincentius", "Organization:Healthcare"}, {"Deinze", "Address_Location:Other"},
		{"Dr. K. Vermeulen", "Name:Caregiver"}, {"Mevr. De Smet", "Name:Patient"}, {"dr. Vermeulen", "Name:Caregiver"},
	}
	d := doc(text, meta, spans...)
	d.Language = "nl-BE"
	p := newP(t, "meddeid", fakeCalendar{}, ptr(371))
	sum, err := p.Apply(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	out := *d.DeidText
	t.Log(out)
	for _, w := range []string{"Smet", "SMET", "Karolien", "Molenstraat", "9300", "Aalst", "Vincentius", "Deinze", "Vermeulen", "K. "} {
		if strings.Contains(out, w) {
			t.Errorf("deid_text keeps %q: %q", w, out)
		}
	}
	for _, w := range []string{"AZ ", "Dr. ", "dr. ", "Mevr. "} {
		if !strings.Contains(out, w) {
			t.Errorf("deid_text lost %q: %q", w, out)
		}
	}
	if strings.Contains(out, "[") {
		t.Errorf("placeholder in deid_text: %q", out)
	}
	if sum.TotalFailures() != 0 || sum.Operators["surrogate"] != len(spans) {
		t.Errorf("operators %v, failures %v", sum.Operators, sum.Failures)
	}
	// "dr. Vermeulen" and "Dr. K. Vermeulen" share a family surrogate.
	a, b := *d.Spans[4].Replacement, *d.Spans[6].Replacement
	if !strings.HasSuffix(a, strings.TrimPrefix(b, "dr.")) {
		t.Errorf("%q, %q: family surrogate differs", a, b)
	}
}
