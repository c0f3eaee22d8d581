package identifier

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// idTexts runs the recognizer and joins "label:text" of its spans.
func idTexts(t *testing.T, code, text string) string {
	t.Helper()
	var out []string
	for _, s := range New().Recognize(text, rectest.MustProfile(t, code)) {
		out = append(out, s.Label+":"+s.Text)
	}
	return strings.Join(out, "|")
}

// TestPrefixedRecordNumbers covers record, request and order numbers with
// a letter prefix and hyphens or slashes after a cue.
func TestPrefixedRecordNumbers(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"en-GB", "Record #: ABC-123456\n", "ID:Patient:ABC-123456"},
		{"nl-BE", "Aanvraag: LAB-26-771403\n", "ID:Patient:LAB-26-771403"},
		{"nl-NL", "Aanvraagnummer LAB-26-771403 ontvangen", "ID:Patient:LAB-26-771403"},
		{"de-DE", "Auftragsnr. MB-2024-0042\n", "ID:Patient:MB-2024-0042"},
		{"de-DE", "Auftrag: MB-2024-0042\n", "ID:Patient:MB-2024-0042"},
		{"de-AT", "Einsendenummer: HI-25-01234\n", "ID:Patient:HI-25-01234"},
		{"fr-FR", "N° de demande : DM 22-44871\n", "ID:Patient:DM 22-44871"},
		{"fr-BE", "Demande n° DM-22-44871\n", "ID:Patient:DM-22-44871"},
		{"en-US", "Request no. RX/25/00312\n", "ID:Patient:RX/25/00312"},
		{"en-US", "Order no: ORD-883412\n", "ID:Patient:ORD-883412"},
		{"en-GB", "Accession: PATH-24-118306\n", "ID:Patient:PATH-24-118306"},
		{"nl-BE", "Ordernummer: 2024-LB-00871\n", "ID:Patient:2024-LB-00871"},
		{"es-ES", "Nº de petición: HEM-24-5512\n", "ID:Patient:HEM-24-5512"},
		{"it-IT", "N. richiesta: LAB/24/00871\n", "ID:Patient:LAB/24/00871"},
		{"nl-BE", "Aanvraag: AB 2024-118306\n", "ID:Patient:AB 2024-118306"},
		{"en-US", "Order #: 88341277 drawn", "ID:Patient:88341277"},
		{"en-GB", "MRN: NHS 943 476 5919", "ID:Patient:943 476 5919"},
	}
	for _, tt := range tests {
		if got := idTexts(t, tt.lang, tt.text); got != tt.want {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}

// TestPrefixedNegatives keeps codes without a record cue, and codes after
// request words that are not numbers, out.
func TestPrefixedNegatives(t *testing.T) {
	tests := []struct{ lang, text string }{
		{"en-GB", "CKD-EPI 2021 estimate"},
		{"en-GB", "order of 2000 tablets"},
		{"nl-BE", "aanvraag van 12/03/2025"},
		{"de-DE", "Auftrag vom 12.03.2025"},
		{"en-US", "request for CT-2 review"},
		{"fr-FR", "demande de IRM-2024 urgente"},
		{"en-GB", "ICD-10 code I21-4 recorded"},
		{"de-DE", "Auftrag HbA1c-Bestimmung"},
		{"en-US", "Request no. 12"},
		{"en-GB", "Room #: 12345"},
		{"en-GB", "Order: CT 2024"},
		{"fr-FR", "demande : IRM 2024"},
		{"en-US", "request of 20000 cells"},
		{"nl-BE", "aanvraag echo 12345 ml"},
		{"de-DE", "Lot #: AB-123456"},
	}
	for _, tt := range tests {
		if got := idTexts(t, tt.lang, tt.text); got != "" {
			t.Errorf("%s %q: got %q, want none", tt.lang, tt.text, got)
		}
	}
}

// TestRequestCueFile checks the embedded request cues and the error paths.
func TestRequestCueFile(t *testing.T) {
	for _, w := range []string{"aanvraag", "auftrag", "demande", "request"} {
		if !requestCues.phrases[w] {
			t.Errorf("request cue %q missing", w)
		}
	}
	if !requestCues.endsWithRequest([]byte("n° de demande")) || !requestCues.endsWithRequest([]byte("order no")) ||
		requestCues.endsWithRequest([]byte("order of")) {
		t.Errorf("endsWithRequest")
	}
	for _, bad := range []string{"request_cues: [", "other: [x]"} {
		if _, err := parseCueFile([]byte(bad)); err == nil {
			t.Errorf("%q: want error", bad)
		}
	}
}
