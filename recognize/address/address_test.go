package address

import (
	"slices"
	"testing"
)

// addrCase is one input with the expected spans as text and label.
type addrCase struct {
	name string
	text string
	want []string // "text|label" with label P, C or O
}

var shortLabel = map[string]string{LabelPatient: "P", LabelCaregiver: "C", LabelOther: "O"}

func runCases(t *testing.T, cases []addrCase) {
	t.Helper()
	rec := New()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, s := range rec.Recognize(c.text, nil) {
				if s.Text != c.text[s.Begin:s.End] || s.Source != Name || s.Score == nil {
					t.Errorf("span %q inconsistent", s.Text)
				}
				got = append(got, s.Text+"|"+shortLabel[s.Label])
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestAddressesPositive(t *testing.T) {
	runCases(t, []addrCase{
		{"be street bus postal", "Adres: Kerkstraat 14 bus 3, 9000 Gent\n", []string{"Kerkstraat 14 bus 3, 9000 Gent|P"}},
		{"be country prefix", "Woonplaats: B-8500 Kortrijk\n", []string{"B-8500 Kortrijk|P"}},
		{"be slash number", "Domicile : Rue Neuve 7/4, 1000 Bruxelles\n", []string{"Rue Neuve 7/4, 1000 Bruxelles|P"}},
		{"be multiword particle", "Adres: Jan van Rijswijcklaan 190, 2018 Antwerpen\n", []string{"Jan van Rijswijcklaan 190, 2018 Antwerpen|P"}},
		{"be hyphen name", "Adres: Sint-Jansstraat 4, 8000 Brugge", []string{"Sint-Jansstraat 4, 8000 Brugge|P"}},
		{"nl postcode letters", "Adres: Prinsengracht 263-II, 1016 GV Amsterdam\n", []string{"Prinsengracht 263-II, 1016 GV Amsterdam|P"}},
		{"nl po box caregiver", "Ziekenhuis Noord\nPostbus 1234, 3500 AB Utrecht\n", []string{"Postbus 1234, 3500 AB Utrecht|C"}},
		{"at slash", "Wohnhaft: Hauptplatz 3/2, 3950 Gmünd\n", []string{"Hauptplatz 3/2, 3950 Gmünd|P"}},
		{"at stair and door", "Wohnhaft: Quellenstraße 142/3/17, 1100 Wien\n", []string{"Quellenstraße 142/3/17, 1100 Wien|P"}},
		{"at abbreviated saint", "Wohnort: Mariazeller Straße 41/7, 3100 St. Pölten\n", []string{"Mariazeller Straße 41/7, 3100 St. Pölten|P"}},
		{"fr abbreviated saint", "Adresse : rue Haute 4, 95100 St. Denis\n", []string{"rue Haute 4, 95100 St. Denis|P"}},
		{"at long locality", "Landesklinikum Nord\nSpitalgasse 9, 3580 Horn am Kamp\n", []string{"Spitalgasse 9, 3580 Horn am Kamp|C"}},
		{"de str abbrev", "Anschrift: Goethestr. 17, 80336 München\n", []string{"Goethestr. 17, 80336 München|P"}},
		{"de weak prefix", "Klinikum West\nAm Stadtpark 2, 10115 Berlin\n", []string{"Am Stadtpark 2, 10115 Berlin|C"}},
		{"de street letter", "wohnhaft Birkenweg 12b, 01067 Dresden.", []string{"Birkenweg 12b, 01067 Dresden|P"}},
		{"fr number before", "Adresse : 3, impasse des Lilas, 69003 LYON\n", []string{"3, impasse des Lilas, 69003 LYON|P"}},
		{"fr caregiver dash", "Cardiologue – 22 rue Gambetta, 75012 Paris\n", []string{"22 rue Gambetta, 75012 Paris|C"}},
		{"fr place", "Laboratoire Central – Place du Marché 4, 4000 Liège\n", []string{"Place du Marché 4, 4000 Liège|C"}},
		{"fr bare rue", "accident rue Saint-Gilles à Namur.", []string{"rue Saint-Gilles|O", "Namur|O"}},
		{"nl bare street", "ongeval op de Brusselsesteenweg in Mechelen", []string{"Brusselsesteenweg|O", "Mechelen|O"}},
		{"uk full", "Address: 4 Elm Road, Dorchester, DT1 2AB\n", []string{"4 Elm Road, Dorchester, DT1 2AB|P"}},
		{"uk postcode SW1A", "Ward 5\nRe: John Doe\n10 Downing Street, London, SW1A 2AA\n", []string{"10 Downing Street, London, SW1A 2AA|P"}},
		{"uk practice", "Riverside Surgery\n9 Church Close, Hexham, NE46 1AB\nTel 01632 960111", []string{"9 Church Close, Hexham, NE46 1AB|C"}},
		{"us apt", "Address: 55 Maple Ave, Apt 2, Springfield, IL 62704\n", []string{"55 Maple Ave, Apt 2, Springfield, IL 62704|P"}},
		{"us direction", "Clinic: Dr. X – 100 Main St NW, Salem, OR 97301, phone", []string{"100 Main St NW, Salem, OR 97301|C"}},
		{"us standalone", "lives in Boston, MA 02114 with wife", []string{"Boston, MA 02114|P"}},
		{"us city state zip without comma", "she lives at 2290 Birch Hollow Rd apt 4 Quincy MA 02169 and", []string{"2290 Birch Hollow Rd apt 4 Quincy MA 02169|P"}},
		{"us ambiguous state without comma", "Patient ID 40127 on file", nil},
		{"units in brackets after an address", "Quellenstraße 142/3/17, 1100 Wien (Stiege 3, Tür 17, kein Lift)", []string{"Quellenstraße 142/3/17, 1100 Wien|C", "Stiege 3, Tür 17|C"}},
		{"no units in brackets", "Kerkstraat 12 (sinds 2019)", []string{"Kerkstraat 12|C"}},
		{"house name", "Lives at Rose Cottage, 12 Mill Lane, Bridport DT6 3QP", []string{"Rose Cottage, 12 Mill Lane, Bridport DT6 3QP|P"}},
		{"house name line", "Hosp No: K0O81532\nThe Old Bakery, 7 Fore Street,\nTopsham", []string{"The Old Bakery, 7 Fore Street|C"}},
		{"person named House", "Dr Amy House, 7 Fore Street", []string{"7 Fore Street|C"}},
		{"it via", "Ospedale Civile\nVia Roma 12, 20121 Milano\n", []string{"Via Roma 12, 20121 Milano|C"}},
		{"es calle floor", "Domicilio: C/ Mayor 5, 2.º A, 28013 Madrid\n", []string{"C/ Mayor 5, 2.º A, 28013 Madrid|P"}},
		{"pt comma number", "UBS Palmeiras - Rua Padre Eustáquio Lima, 1320\n", []string{"Rua Padre Eustáquio Lima, 1320|C"}},
		{"es comma number", "Domicilio: Calle Mayor, 5, 28013 Madrid\n", []string{"Calle Mayor, 5, 28013 Madrid|P"}},
		{"br cep", "Endereço: Rua dos Ipês, 455, CEP 31010-270\n", []string{"Rua dos Ipês, 455|P", "31010-270|P"}},
		{"br cep glued", "Endereço: CEP: 30140071\n", []string{"30140071|P"}},
		{"pt rua", "Endereço: Rua das Flores 120, 01000 Lisboa", []string{"Rua das Flores 120, 01000 Lisboa|P"}},
		{"street only", "Woont in de Dorpstraat 12 met zijn vrouw.", []string{"Dorpstraat 12|P"}},
		{"en street only", "Pt lives at 27 Coombe Lane with his wife.", []string{"27 Coombe Lane|P"}},
		{"header then patient", "Kliniek Oost\nLaan 5\nHoflaan 3, 9000 Gent\n\nPatiënt: X\nAdres: Ringlaan 8, 9000 Gent", []string{"Hoflaan 3, 9000 Gent|C", "Ringlaan 8, 9000 Gent|P"}},
		{"de standalone type", "Sie wohnt in der Münchener Straße 4 in Köln.", []string{"Münchener Straße 4|P", "Köln|P"}},
		{"de standalone allee", "Praxis Dr. Krüger\nFrankfurter Allee 212\n10365 Berlin", []string{"Frankfurter Allee 212|C", "10365 Berlin|C"}},
		{"de standalone abbreviation", "wohnhaft Lange Str. 9, 20095 Hamburg", []string{"Lange Str. 9, 20095 Hamburg|P"}},
		{"fr titled street", "Consultation Mémoire\n4 avenue du Docteur Roux, 24100 Bergerac\n", []string{"4 avenue du Docteur Roux, 24100 Bergerac|C"}},
		{"it province code", "Servizio di Logopedia\nVia Roma 30, 41049 Sassuolo (MO) – Tel.", []string{"Via Roma 30, 41049 Sassuolo (MO)|C"}},
		{"field value replaces its parts", "Address: 4821 N. Maple Grove Rd., Apt. 12C, Dayton, OH 45414\n", []string{"4821 N. Maple Grove Rd., Apt. 12C, Dayton, OH 45414|P"}},
		{"field value ends at a contact cue", "Domicile : 7 bis, allée des Peupliers, 49300 Cholet, tél. 02 41 55 66 77\n", []string{"7 bis, allée des Peupliers, 49300 Cholet|P"}},
		{"field value ends before an e-mail", "Endereço: Rua A, 12, Campinas, joao@example.com\n", []string{"Rua A, 12, Campinas|P"}},
		{"field value without a remark", "Domicile : 5 allée des Mimosas, 33100 Bordeaux, rez-de-chaussée\n", []string{"5 allée des Mimosas, 33100 Bordeaux|P"}},
		{"field value ends at a cell phone", "Address: 1187 Garfield Ave, Apt 4B, Dayton, OH 45406. Cell 937-555-0162.\n", []string{"1187 Garfield Ave, Apt 4B, Dayton, OH 45406|P"}},
		{"no line crossing", "Adres: Kerkstraat 14\n9000 Gent", []string{"Kerkstraat 14|P", "9000 Gent|P"}},
	})
}

func TestAddressesNegative(t *testing.T) {
	runCases(t, []addrCase{
		{"drug number", "Bisoprolol 5 mg 1x/d, Metformine 850 mg", nil},
		{"drug capital", "Bisoprolol 5, Amlodipine 10", nil},
		// the date after the number stays outside the house number
		{"date after a number", "Controle Kerkstraat 12/03/2024 gepland", []string{"Controle Kerkstraat 12|C"}},
		{"cep inside a word", "PRECEP 12345-678 and CEP 1234-567", nil},
		{"drug comma number", "Bisoprolol, 5 mg; Via clinic, 12 patients", nil},
		{"year before via", "Fundusfoto januari 2025 via Oogkliniek Maas en Waal", nil},
		{"type word alone", "Allee 5 und Weg 3 sind keine Adressen", nil},
		{"nyha", "NYHA III, Killip 2, GCS 15", nil},
		{"blood pressure", "BP 96/60, HR 118, RR 24", nil},
		{"lab line", "| Hemoglobine | 10,9 | g/dL | 12,0–16,0 | 718-7 |", nil},
		{"year before word", "Diagnose in 2019 Parkinson bevestigd.", nil},
		{"year after since", "sinds 2020 Marcoumar", nil},
		{"dose IE", "Insuline 1000 IE Actrapid", nil},
		{"score", "Wells score 2 – DVT likely. MMSE 24/30.", nil},
		{"vehicle plate", "car (reg. WR19 KXP) on a bend", nil},
		{"ward bed", "Bay 3 Bed 2, kamer 214/1", nil},
		{"monitoring", "Monitoring 24 u, Screening 3 maanden", nil},
		{"us state without city", "NPI 1234567890, ID 40127", nil},
		{"date", "Opname 14 februari 2025 Antwerpen", nil},
		{"time", "om 10:30 Uhr", nil},
		{"icd", "ICD-10 J18.9 and J44.1", nil},
	})
}

func TestRecognizerInfo(t *testing.T) {
	rec := New()
	if rec.Name() != "address" {
		t.Errorf("name %q", rec.Name())
	}
	if got := rec.Labels(); len(got) != 3 || got[0] != LabelPatient || got[1] != LabelCaregiver || got[2] != LabelOther {
		t.Errorf("labels %v", got)
	}
}
