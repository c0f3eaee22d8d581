package lexicon

import "testing"

func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"jansen", "jansen"},
		{"JANSEN", "jansen"},
		{"Émile", "emile"},
		{"Lasègue", "lasegue"},
		{"Straße", "strasse"},
		{"Œuvre", "oeuvre"},
		{"Søren", "soren"},
		{"Łukasz", "lukasz"},
		{"İstanbul", "istanbul"},
		{"Ĳsselstein", "ijsselstein"},
		{"ﬁne", "fine"},
		{"O’Brien", "o'brien"},
		{"Guillain–Barré", "guillain-barre"},
		{"Sjögren", "sjogren"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Fold(tt.in); got != tt.want {
			t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestKey(t *testing.T) {
	tests := []struct{ in, want string }{
		{"parkinson", "parkinson"},
		{"Sint-Niklaas", "sint niklaas"},
		{"  Van  den\tBossche ", "van den bossche"},
		{"'s-Hertogenbosch", "s hertogenbosch"},
		{"Guillain-Barré", "guillain barre"},
		{"St. Louis", "st louis"},
		{"D'Hondt", "d hondt"},
		{"sint niklaas", "sint niklaas"},
		{"sint  niklaas", "sint niklaas"},
		{"Müller", "muller"},
		{"--", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Key(tt.in); got != tt.want {
			t.Errorf("Key(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestNextToken(t *testing.T) {
	tests := []struct {
		in         string
		from       int
		begin, end int
	}{
		{"ab cd", 0, 0, 2},
		{"ab cd", 2, 3, 5},
		{"  é-x", 0, 2, 4},
		{"...", 0, -1, -1},
		{"x", 1, -1, -1},
	}
	for _, tt := range tests {
		b, e := nextToken(tt.in, tt.from)
		if b != tt.begin || e != tt.end {
			t.Errorf("nextToken(%q, %d) = %d, %d, want %d, %d", tt.in, tt.from, b, e, tt.begin, tt.end)
		}
	}
}

// TestLatinTable checks that the table fast path agrees with the
// normaliser for every rune it covers.
func TestLatinTable(t *testing.T) {
	for r := rune(0); r < latinLimit; r++ {
		if !IsWordRune(r) {
			continue
		}
		tok := string(r)
		fast, ok := appendFoldLatin(nil, tok)
		slow, _ := appendFoldToken(nil, nil, tok+"\u0300") // combining mark forces the normaliser
		if ok && string(fast) != string(slow) {
			t.Errorf("rune %U: table gives %q, normaliser %q", r, fast, slow)
		}
	}
}
