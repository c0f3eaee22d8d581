package identifier

import "testing"

// TestCaseNumbers covers prefixed case, incident, protocol and pathology
// numbers after their cue words.
func TestCaseNumbers(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"en-US", "Incident CAD-250307-0441 logged", "ID:Patient:CAD-250307-0441"},
		{"en-GB", "case LA-25-00731 reviewed", "ID:Patient:LA-25-00731"},
		{"fr-FR", "protocole B25-004471 du 3 mars", "ID:Patient:B25-004471"},
		{"nl-BE", "PA T25-04417 toont", "ID:Patient:T25-04417"},
		{"en-GB", "pathology no. H25-1234 shows", "ID:Patient:H25-1234"},
		{"de-DE", "Fallnr. F-2025-00881 vom", "ID:Patient:F-2025-00881"},
		{"nl-BE", "histologie: 25-004471 bevestigt", "ID:Patient:25-004471"},
		{"de-DE", "Protokoll HI2025-0042 anbei", "ID:Patient:HI2025-0042"},
		{"en-GB", "Incident report: INC-00412", "ID:Patient:INC-00412"},
	}
	for _, tt := range tests {
		if got := idTexts(t, tt.lang, tt.text); got != tt.want {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}

// TestCaseNumberNegatives keeps scores, counts, dates, lower-case words
// and delivery-note numbers out.
func TestCaseNumberNegatives(t *testing.T) {
	for _, tt := range []struct{ lang, text string }{
		{"en-GB", "Epworth 14/24 today"},
		{"en-GB", "MMSE 27/30 today"},
		{"en-GB", "MoCA score #26/30"},
		{"fr-FR", "bon n° 88-412 livré"},
		{"fr-FR", "bon de livraison n° 88-41277"},
		{"en-GB", "case 12345 of the series"},
		{"en-GB", "in case HbA1c-2024 rises"},
		{"fr-FR", "PA 135-85 mmHg"},
		{"fr-FR", "PA 120/80"},
		{"en-GB", "case 12-03-2025 seen"},
		{"en-GB", "protocol FOLFOX-4"},
		{"en-GB", "case ABCDEF-12345"},
		{"en-GB", "incident 2024-03-12"},
	} {
		if got := idTexts(t, tt.lang, tt.text); got != "" {
			t.Errorf("%s %q: got %q, want none", tt.lang, tt.text, got)
		}
	}
}

// TestCaseNumberShape checks the shape rule on its own.
func TestCaseNumberShape(t *testing.T) {
	for raw, want := range map[string]bool{
		"CAD-250307-0441": true, "B25-004471": true, "T25-04417": true, "F-2025-00881": true, "25-004471": true,
		"14/24": false, "12345": false, "25/004471": false, "AB-12": false, "Ab-12345": false, "12-345": false,
		"ABCDEF-1234": false, "A1B-12345": false, "2025-03-12": false,
	} {
		if got := caseNumber(raw); got != want {
			t.Errorf("caseNumber(%q) = %v, want %v", raw, got, want)
		}
	}
	for s, want := range map[string]bool{"14/24": true, "27/30": true, "1/2": true, "1234/5": false, "12-24": false, "26/0101/0042": false} {
		if got := isFraction(s); got != want {
			t.Errorf("isFraction(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestVietnameseRecordCues covers Vietnamese admission, visit, test and
// passport numbers after their cue words.
func TestVietnameseRecordCues(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Mã tiếp nhận: TN240315001", "ID:Patient:TN240315001"},
		{"Mã xét nghiệm XN-24-0456 đã gửi", "ID:Patient:XN-24-0456"},
		{"Số hộ chiếu: C1234567", "ID:Patient:C1234567"},
		{"Mã khám 240315-0042 hôm nay", "ID:Patient:240315-0042"},
	}
	for _, tt := range tests {
		if got := idTexts(t, "vi-VN", tt.text); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}
