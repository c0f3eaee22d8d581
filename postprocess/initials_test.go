package postprocess

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

func TestSignOffInitials(t *testing.T) {
	tests := []struct {
		name, text, nameText, label string
		want                        []string // added span texts
	}{
		{"italian doctor", "Medico oculista\nDott.ssa Chiara Montanari\nCM\n", "Dott.ssa Chiara Montanari", "Name:Caregiver", []string{"CM"}},
		{"dotted", "Overgedragen door: Bas Hendriks, verpleegkundige\nHandtekening:\nB.H.\n", "Bas Hendriks", "Name:Caregiver", []string{"B.H."}},
		{"particle", "Hilde Van Damme\n\n  HVD  \n", "Hilde Van Damme", "Name:Caregiver", []string{"HVD"}},
		{"lower-case particle", "Hilde van Damme\nHD\n", "Hilde van Damme", "Name:Caregiver", []string{"HD"}},
		{"no matching name", "Bas Hendriks\nNB\nOK\n", "Bas Hendriks", "Name:Caregiver", nil},
		{"not on a line of its own", "Bas Hendriks zag BH vandaag.", "Bas Hendriks", "Name:Caregiver", nil},
		{"one word name", "Dr. Montanari\nDM\n", "Dr. Montanari", "Name:Caregiver", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := strings.Index(tt.text, tt.nameText)
			spans := []document.Span{document.NewSpan(tt.text, b, b+len(tt.nameText), tt.label, 0.9, "name")}
			got := SignOffInitials(tt.text, spans)
			var added []string
			for _, s := range got[:] {
				if s.Source == "initials" {
					if s.Label != tt.label {
						t.Errorf("label %s, want %s", s.Label, tt.label)
					}
					added = append(added, s.Text)
				}
			}
			if strings.Join(added, "|") != strings.Join(tt.want, "|") {
				t.Errorf("added %q, want %q", added, tt.want)
			}
		})
	}
}
