package address

import "strings"

// brStreetWords open a Brazilian logradouro, written out or abbreviated
// ("Rua", "R.", "Av.", "Trav.", "Al.", "Rod.", "Estr."): after such a
// street and its number, the complemento, bairro, city, UF and CEP follow.
var brStreetWords = map[string]bool{
	"rua": true, "r.": true, "avenida": true, "av.": true, "travessa": true, "trav.": true, "tv.": true,
	"alameda": true, "al.": true, "praça": true, "pça.": true, "estrada": true, "estr.": true,
	"rodovia": true, "rod.": true, "largo": true, "viela": true, "ladeira": true,
}

// brStates are the Brazilian state codes (UF).
var brStates = map[string]bool{
	"AC": true, "AL": true, "AP": true, "AM": true, "BA": true, "CE": true, "DF": true, "ES": true, "GO": true,
	"MA": true, "MT": true, "MS": true, "MG": true, "PA": true, "PB": true, "PR": true, "PE": true, "PI": true,
	"RJ": true, "RN": true, "RS": true, "RO": true, "RR": true, "SC": true, "SP": true, "SE": true, "TO": true,
}

// brUnitWords open a complemento: "apto 12", "bloco C", "casa 2", "sala 101".
var brUnitWords = map[string]bool{
	"apto": true, "apto.": true, "ap": true, "ap.": true, "apt": true, "apt.": true, "apartamento": true,
	"bloco": true, "bl": true, "bl.": true, "casa": true, "sala": true, "conj": true, "conj.": true,
	"cj": true, "cj.": true, "lote": true, "lt": true, "lt.": true, "qd": true, "qd.": true, "quadra": true,
	"loja": true, "torre": true, "km": true,
}

// brStreetAt reports whether a Brazilian logradouro word opens the street
// starting at b.
func brStreetAt(text string, b int) bool {
	t := wordAfter(text, b)
	e := t.end
	if e < len(text) && text[e] == '.' {
		e++
	}
	w := strings.ToLower(text[t.begin:e])
	return brStreetWords[w] || brStreetWords[strings.TrimSuffix(w, ".")]
}

// brTail returns the end of the rest of a Brazilian address after a street
// and number ending at e: pieces separated by ", " or " - " that are a
// complemento ("apto 12", "bloco C"), a bairro or city ("Cerqueira César",
// "Vila Mariana"), a UF ("SP", "Campinas/SP") or a CEP ("01246-903"), up
// to the first piece that is none of these.
func (r *rules) brTail(text string, e int) int {
	end := e
	for {
		k := end
		switch {
		case strings.HasPrefix(text[k:], ", "):
			k += 2
		case strings.HasPrefix(text[k:], " - "):
			k += 3
		case strings.HasPrefix(text[k:], " – "):
			k += len(" – ")
		default:
			return end
		}
		pe, ok := r.brPiece(text, k)
		if !ok {
			return end
		}
		end = pe
	}
}

// brPiece reads one piece of a Brazilian address tail at k (see brTail).
func (r *rules) brPiece(text string, k int) (int, bool) {
	if k >= len(text) {
		return 0, false
	}
	// a CEP without its label: "01246-903" ("CEP 01246-903" is a postal
	// part of its own, the label left out)
	c := k
	if c+9 <= len(text) && allDigits(text[c:c+5]) && text[c+5] == '-' && allDigits(text[c+6:c+9]) && !(c+9 < len(text) && (isDigit(text[c+9]) || letterAt(text, c+9))) {
		return c + 9, true
	}
	// a UF: "SP"
	if k+2 <= len(text) && brStates[text[k:k+2]] && !letterAt(text, k+2) && !(k+2 < len(text) && isDigit(text[k+2])) {
		return k + 2, true
	}
	w := wordAfter(text, k)
	if w.end == w.begin {
		return 0, false
	}
	// a complemento: "apto 12", "bloco C"
	we := w.end
	if we < len(text) && text[we] == '.' {
		we++
	}
	lw := strings.ToLower(text[w.begin:we])
	if lw == "fundos" {
		return we, true // "88, fundos": the back house
	}
	if lw == "bairro" {
		// "bairro Santa Tereza"
		n := oneBlankAfter(text, w.end)
		if n < 0 {
			return 0, false
		}
		w = wordAfter(text, n)
		if w.end == w.begin {
			return 0, false
		}
	} else if brUnitWords[lw] {
		n := oneBlankAfter(text, we)
		if n < 0 {
			return 0, false
		}
		d := n
		for d < len(text) && (isDigit(text[d]) || isUpper(text[d])) && d-n < 5 {
			d++
		}
		if d == n || letterAt(text, d) || d < len(text) && isDigit(text[d]) {
			return 0, false
		}
		return d, true
	}
	// a bairro or city: capitalised words and particles, "/UF" after it
	if !isCapitalised(text, w) {
		return 0, false
	}
	end := 0
	cur := w
	for n := 0; n < 5; n++ {
		lw := lower(text, cur)
		switch {
		case isCapitalised(text, cur) && !r.notLocality.contains(lw) && !r.titles.contains(lw) && !r.isCue(lw):
			end = cur.end
		case n > 0 && r.particles.contains(lw):
		default:
			return 0, false
		}
		b := oneBlankAfter(text, cur.end)
		if b < 0 || strings.HasPrefix(text[b:], "- ") || strings.HasPrefix(text[b:], "– ") {
			break
		}
		cur = wordAfter(text, b)
		if cur.end == cur.begin {
			return 0, false
		}
	}
	if end == 0 {
		return 0, false
	}
	if end+3 <= len(text) && text[end] == '/' && brStates[text[end+1:end+3]] && !letterAt(text, end+3) {
		end += 3 // "Campinas/SP"
	}
	// the piece must end the address item: a separator, a full stop or the line end
	if end < len(text) && text[end] != ',' && text[end] != ' ' && text[end] != '.' && text[end] != '\n' && text[end] != ';' && text[end] != ')' {
		return 0, false
	}
	if end < len(text) && text[end] == ' ' && !strings.HasPrefix(text[end:], " - ") && !strings.HasPrefix(text[end:], " – ") {
		return 0, false
	}
	return end, true
}

// brBareWords open a Brazilian street written without a house number
// ("Mora na Rua Augusta", "Avenida Brasil s/n").
var brBareWords = [...]string{"Rua ", "Avenida ", "Av. ", "Travessa ", "Alameda ", "Estrada ", "Rodovia ", "Praça ", "Conjunto Habitacional ", "Condomínio ", "Loteamento "}

// brBareStreets finds Brazilian streets without a number: a capitalised
// logradouro word and its name, a street "s/n" (sem número) with the rest
// of its address after it.
func (r *rules) brBareStreets(text string, parts []part) []part {
	for _, pw := range brBareWords {
		r.eachBareStreet(text, pw, func(b, e int) {
			if d := highwayNumber(text, e); d > e {
				e = d // "Rodovia BR-116"
			}
			kind := partBareStreet
			for _, sn := range [...]string{" s/n", ", s/n", " S/N", ", S/N", " s/nº", ", s/nº"} {
				if strings.HasPrefix(text[e:], sn) && !letterAt(text, e+len(sn)) {
					e, kind = r.brTail(text, e+len(sn)), partStreet
					break
				}
			}
			if kind == partBareStreet {
				if t := r.brTail(text, e); t > e {
					e, kind = t, partStreet // "Conjunto Habitacional Padre Anchieta, bloco C"
				}
			}
			parts = append(parts, part{begin: b, end: e, kind: kind})
		})
	}
	return parts
}

// numberMarkBefore returns the start of a number sign right before the
// house number at i ("Rua Augusta, nº 455", "n° 12"), or i.
func numberMarkBefore(text string, i int) int {
	if i == 0 {
		return i
	}
	if c := text[i-1]; c != ' ' && c != 0xBA && c != 0xB0 {
		return i // every mark ends in a blank, "º" (C2 BA) or "°" (C2 B0)
	} else if c == ' ' && (i < 2 || text[i-2] != 0xBA && text[i-2] != 0xB0) {
		return i // and a blank follows "º" or "°"
	}
	for _, m := range [...]string{"nº ", "n° ", "n.º ", "Nº ", "N° ", "nº", "n°"} {
		if i >= len(m) && text[i-len(m):i] == m && (i == len(m) || !letterAt(text, i-len(m)-1) && !isDigit(text[i-len(m)-1])) {
			return i - len(m)
		}
	}
	return i
}

// highwayNumber returns the end of a Brazilian highway's number right
// after its state or federal code ending at e ("BR-116", "SP-330"), or e.
func highwayNumber(text string, e int) int {
	orig := e
	if e > 0 && text[e-1] == '-' {
		e-- // the name word took the hyphen: "BR-"
	}
	if e < 2 || e+2 > len(text) || text[e] != '-' || !isUpper(text[e-1]) || !isUpper(text[e-2]) || !isDigit(text[e+1]) {
		return orig
	}
	d := e + 1
	for d < len(text) && isDigit(text[d]) {
		d++
	}
	if d-e > 4 || letterAt(text, d) {
		return orig
	}
	return d
}
