package datetime

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/taxonomy"
)

// got renders the spans of text as "text" for Date and "B:text" for
// Age_Birthdate.
func got(t *testing.T, code, text string) []string {
	t.Helper()
	p, ok := lang.Get(code)
	if !ok {
		t.Fatalf("no profile %s", code)
	}
	var out []string
	for _, sp := range New().Recognize(text, p) {
		switch sp.Label {
		case taxonomy.Date:
			out = append(out, sp.Text)
		case taxonomy.AgeBirthdate:
			out = append(out, "B:"+sp.Text)
		default:
			t.Errorf("unexpected label %s", sp.Label)
		}
	}
	return out
}

type tcase struct {
	lang string
	text string
	want []string // nil: no span
}

func runCases(t *testing.T, cases []tcase) {
	t.Helper()
	for i, c := range cases {
		t.Run(fmt.Sprintf("%02d_%s", i, c.lang), func(t *testing.T) {
			g := got(t, c.lang, c.text)
			if !slices.Equal(g, c.want) {
				t.Errorf("%q: got %q, want %q", c.text, g, c.want)
			}
		})
	}
}

func TestNumeric(t *testing.T) {
	runCases(t, []tcase{
		{"nl-BE", "Opname: 08/01/2025 – ontslag: 17/01/2025", []string{"08/01/2025", "17/01/2025"}},
		{"nl-BE", "Consult 03-10-2024 – dr. K.", []string{"03-10-2024"}},
		{"nl-BE", "Raadpleging 12.03.2025 – Dr.", []string{"12.03.2025"}},
		{"nl-NL", "Geb.dat.: 3-8-1996\nBeroep", []string{"B:3-8-1996"}},
		{"nl-NL", "12-3-'24 Consult", []string{"12-3-'24"}},
		{"nl-BE", "MDO GERIATRIE – 20/02/25\n", []string{"20/02/25"}},
		{"en-GB", "on 5/3/2024 and 05.03.2024", []string{"5/3/2024", "05.03.2024"}},
		{"en-GB", "review 05 03 2024 here", []string{"05 03 2024"}},
		{"en-US", "DOB: 11/23/1979    Sex: F", []string{"B:11/23/1979"}},
		{"en-US", "PET-CT 9/27/24: multiple", []string{"9/27/24"}},
		{"en-US", "Arrival: 07/09/2024 21:36 by ambulance", []string{"07/09/2024 21:36"}},
		{"en-GB", "A&E TRIAGE    18/11/2023 23:14\nName", []string{"18/11/2023 23:14"}},
		{"fr-BE", "validé le 03/02/2025 à 11:47", []string{"03/02/2025"}},
		{"nl-BE", "op 04/02/2025 om 14:10.", []string{"04/02/2025"}},
		{"de-DE", "Eingang: 11.06.2024 09:12\n", []string{"11.06.2024 09:12"}},
		{"en-GB", "Date of exam: 2024-01-22\n", []string{"2024-01-22"}},
		{"en-GB", "taken 2025-01-14T08:30 today", []string{"2025-01-14T08:30"}},
		{"fr-BE", "Né(e) le :\t1957-04-03\tSexe : F", []string{"B:1957-04-03"}},
		{"vi-VN", "ngày 03/5/2024\nRa", []string{"03/5/2024"}},
		{"en-GB", "31/04/2024 is no day, 29/02/2023 neither, 29/02/2024 is", []string{"29/02/2024"}},
		{"en-GB", "US style 03/25/2024 in a UK note", []string{"03/25/2024"}},
	})
}

func TestMonthYearAndYear(t *testing.T) {
	runCases(t, []tcase{
		{"de-DE", "Hüft-TEP links (03/2019)", []string{"03/2019"}},
		{"en-US", "(EF 30% on TTE 1/2024), T2DM", []string{"1/2024"}},
		{"nl-NL", "| 1 dd 1 | 03-2019 | Meijer", []string{"03-2019"}},
		{"nl-BE", "Vorige bepaling Hb 11/2024: 11,6 g/dL.", []string{"11/2024"}},
		{"en-GB", "fracture of the left wrist (2016); cataract surgery (Nov 2019).", []string{"2016", "Nov 2019"}},
		{"en-GB", "seen at the memory clinic in 2022.", []string{"2022"}},
		{"nl-BE", "Parkinson (sinds 2019) en BPH", []string{"2019"}},
		{"en-US", "since 2018 she works", []string{"2018"}},
		{"en-US", "Hx: breast ca 2011 (tamoxifen)", []string{"2011"}},
		{"fr-BE", "tabagisme sevré en 2010 (45 UPA)", []string{"2010"}},
		{"nl-BE", "allergie (urticaria, 2016).", []string{"2016"}},
		{"nl-NL", "| metformine 850 mg | 2 dd 1 | 2015 | huisarts |", []string{"2015"}},
		{"en-GB", "in 2019-2021 abroad", []string{"2019", "2021"}},
		{"pt-BR", "HbA1c 6,9 % (fev/2024), glicemia", []string{"fev/2024"}},
		{"nl-BE", "sinds maart 2021, CHA2DS2-VASc 4", []string{"maart 2021"}},
		{"en-US", "completed May 2020. Complete", []string{"May 2020"}},
		{"nl-BE", "daling t.o.v. 25/30 in '22\nGDS", []string{"'22"}},
		{"nl-NL", "Datum: wk 23, 2024\n", []string{"wk 23, 2024"}},
		{"de-DE", "KW 23/2024 geplant", []string{"KW 23/2024"}},
		{"en-GB", "scan 2024-03 and 2024/03/05", []string{"2024-03", "2024/03/05"}},
		{"fr-FR", "douleurs depuis mi-mars", []string{"mars"}},
		{"nl-NL", "in maart '22 begonnen", []string{"maart '22"}},
		{"nl-BE", "sinds Jan. 2024", []string{"Jan. 2024"}},
		{"nl-BE", "Voorgeschiedenis: TURP 2008, CABG '15.", []string{"2008", "'15"}},
		{"en-GB", "quit in the late 1990s and again in Jan '19", []string{"1990s", "Jan '19"}},
		{"it-IT", "Controllo a giugno.", []string{"giugno"}},
	})
}

func TestTextual(t *testing.T) {
	runCases(t, []tcase{
		{"en-GB", "Admitted: Tue 5th March 2024    Discharged: 14/03/2024", []string{"Tue 5th March 2024", "14/03/2024"}},
		{"en-GB", "Fall at home on 4 March; found", []string{"4 March"}},
		{"en-GB", "on the 5th of March 2024 and the 6th of March", []string{"5th of March 2024", "6th of March"}},
		{"en-US", "Date of service: October 3, 2024\n", []string{"October 3, 2024"}},
		{"en-US", "through Friday, April 4.\n• Pred", []string{"Friday, April 4"}},
		{"en-US", "Medicine, Tuesday, April 8, 2025 at 10:30 AM", []string{"Tuesday, April 8, 2025"}},
		{"en-US", "test: Apr 22 at 8:00 AM", []string{"Apr 22"}},
		{"en-GB", "night to early, Sun 7 Jan 24\n\nHADDAD", []string{"Sun 7 Jan 24"}},
		{"en-GB", "DOB: 03-Jan-1958    NHS: 999", []string{"B:03-Jan-1958"}},
		{"nl-BE", "Kortrijk, 17 januari 2025\n", []string{"17 januari 2025"}},
		{"nl-BE", "die op woensdag 8 januari via onze spoed", []string{"woensdag 8 januari"}},
		{"nl-NL", "op 8 feb.; kweek", []string{"8 feb."}},
		{"nl-NL", "controle op di 4 maart bij dr.", []string{"di 4 maart"}},
		{"nl-BE", "op 3de maart en 1ste april", []string{"3de maart", "1ste april"}},
		{"fr-BE", "TRI – 1er janvier 2025, 03h12", []string{"1er janvier 2025"}},
		{"fr-BE", "Échographie – lun. 3 février 2025\n", []string{"lun. 3 février 2025"}},
		{"fr-FR", "Limoges, le 5 mars 2024\n", []string{"5 mars 2024"}},
		{"fr-FR", "né le 2 décembre 2023, âgé", []string{"B:2 décembre 2023"}},
		{"de-AT", "am Dienstag, 18. Feber 2025, 9:00 Uhr", []string{"Dienstag, 18. Feber 2025"}},
		{"de-DE", "MRT LWS – 12. März 2024\n", []string{"12. März 2024"}},
		{"es-ES", "Fecha: 14 de marzo de 2024    Hora: 16:42", []string{"14 de marzo de 2024"}},
		{"pt-BR", "Data: 18 de março de 2024\n", []string{"18 de março de 2024"}},
		{"it-IT", "il giorno lunedì 23 settembre 2024.", []string{"lunedì 23 settembre 2024"}},
		{"vi-VN", "Huế, ngày 12 tháng 5 năm 2024\n", []string{"12 tháng 5 năm 2024"}},
		{"nl-BE", "Zij zegt: March 2024 was zwaar", []string{"March 2024"}},
		{"de-DE", "Aufenthalt 4. Mai 2023", []string{"4. Mai 2023"}},
	})
}

func TestDayMonthWithoutYear(t *testing.T) {
	runCases(t, []tcase{
		{"nl-BE", "2x/d op 13/01. Op vrijdag 17/01/2025 kon", []string{"13/01", "vrijdag 17/01/2025"}},
		{"nl-BE", "gestart op 4/3 met", []string{"4/3"}},
		{"en-GB", "pneumonia from 9/3, treated", []string{"9/3"}},
		{"en-GB", "back from Tenerife on 28/09 (4 h flight)", []string{"28/09"}},
		{"en-GB", "next visit 14/01\n", []string{"14/01"}},
		{"en-US", "biopsy with IR on 10/7.\n2. Discuss at tumor board Thursday 10/10; if", []string{"10/7", "Thursday 10/10"}},
		{"en-US", "Admitted 9/30 with fever", []string{"9/30"}},
		{"en-US", "RE: portal message 3/12 ok", []string{"3/12"}},
		{"nl-NL", "PCI LAD op wo 9/10 (DES)", []string{"wo 9/10"}},
		{"de-AT", "Station 2B, Sa 15.3.\n", []string{"Sa 15.3."}},
		{"de-DE", "der sich vom 21.10. bis 29.10.2024 in", []string{"21.10.", "29.10.2024"}},
		{"de-DE", "AU bis 07.06.. Ehemann", []string{"07.06."}},
		{"nl-NL", "CT-abdomen (07-02) toonde", []string{"07-02"}},
		{"fr-BE", "Revoir le 28/02 ou plus tôt", []string{"28/02"}},
		{"nl-BE", "opgenomen 10/03 met urosepsis", []string{"10/03"}},
		{"en-GB", "CXR 3/3: RLL consolidation. Repeat CXR 8/3 improving", []string{"3/3", "8/3"}},
		{"en-GB", "co-amoxiclav TDS 3/3–6/3 then PO to complete 7/7; OPA 3/12; in 6/52", []string{"3/3", "6/3"}},
		{"de-DE", "Labor 12.03.: CRP 45", []string{"12.03."}},
		{"en-US", "RTC 6 mo (~9/2024).", []string{"9/2024"}},
		{"en-GB", "creat 142 (baseline 98 in Dec)", []string{"Dec"}},
	})
}

func TestContextual(t *testing.T) {
	runCases(t, []tcase{
		{"de-DE", "Rückenschmerzen seit Anfang Oktober, ohne", []string{"Oktober"}},
		{"en-US", "unemployed since January, previously", []string{"January"}},
		{"nl-NL", "klachten sinds februari, toename", []string{"februari"}},
		{"pt-BR", "Retorno em junho com novos exames", []string{"junho"}},
		{"en-US", "he may come in may", nil},
		{"en-GB", "He will march in March", []string{"March"}},
		{"nl-BE", "tussen de lente en de zomer", nil},
		{"nl-BE", "cholecystectomie (zomer 2009).", []string{"zomer 2009"}},
		{"nl-BE", "In de zomer van 2023 liep", []string{"zomer van 2023"}},
		{"en-US", "In the Spring of '22 she had", []string{"Spring of '22"}},
		{"en-US", "diagnosed in the fall of 2019 after", []string{"fall of 2019"}},
		{"nl-BE", "episodes sinds najaar 2024)", []string{"najaar 2024"}},
		{"de-DE", "S: seit Pfingsten rezidivierende", []string{"Pfingsten"}},
		{"fr-BE", "lors de la fête du Nouvel An, rue", []string{"Nouvel An"}},
		{"nl-BE", "Kerstmis 2023 was rustig", []string{"Kerstmis 2023"}},
		{"nl-BE", "Dr. Valentijn Peeters", nil},
	})
}

func TestRanges(t *testing.T) {
	runCases(t, []tcase{
		{"fr-BE", "Séjour du 07/04/2025 au 18/04/2025 – chambre", []string{"07/04/2025", "18/04/2025"}},
		{"fr-FR", "Séjour du 12 au 19 novembre 2024\n", []string{"12", "19 novembre 2024"}},
		{"fr-FR", "nuit du samedi 9 au dimanche 10 mars\n", []string{"samedi 9", "dimanche 10 mars"}},
		{"de-AT", "Aufenthalt: 8. Jänner bis 2. Feber 2025\n", []string{"8. Jänner", "2. Feber 2025"}},
		{"en-US", "HPI: Over July–September 2024 she", []string{"July", "September 2024"}},
		{"nl-BE", "van 04/09 - 06/09/2020 afwezig", []string{"04/09", "06/09/2020"}},
		{"nl-BE", "verlof 4/9 - 6/9/2020", []string{"4/9", "6/9/2020"}},
		{"fr-BE", "congé 10-31/08 inclus", []string{"10", "31/08"}},
		{"nl-NL", "Opname: 07-02-2025 t/m 14-02-2025\n", []string{"07-02-2025", "14-02-2025"}},
		{"en-US", "ABVD from 11/2019 to 03/2020 plus", []string{"11/2019", "03/2020"}},
		{"nl-BE", "afwezig 12/03/2024-15/03/2024 wegens", []string{"12/03/2024", "15/03/2024"}},
		{"de-DE", "vom 3. bis 5. März 2024", []string{"3.", "5. März 2024"}},
		{"es-ES", "del 3 al 5 de marzo de 2024", []string{"3", "5 de marzo de 2024"}},
		{"nl-BE", "op 3 en 4 maart", []string{"3", "4 maart"}},
		{"fr-BE", "du 1er au 5 mars", []string{"1er", "5 mars"}},
		{"en-GB", "Discharge planned for Monday 8th. Seen", []string{"Monday 8th"}},
		{"nl-BE", "verlof van 3/4 tot 6/4", []string{"3/4", "6/4"}},
		{"de-AT", "Pflege 7-20 | 3094-0", nil},
	})
}

func TestBirth(t *testing.T) {
	runCases(t, []tcase{
		{"nl-BE", "ROUCKE Marcel\nGeb.datum: 02/03/1950     Rijksregisternr", []string{"B:02/03/1950"}},
		{"nl-BE", "EL AMRANI Yasmina    °30.07.1985    V", []string{"B:°30.07.1985"}},
		{"nl-BE", "VERMEERSCH Albertine – °08/12/33 – INSZ", []string{"B:°08/12/33"}},
		{"nl-NL", "Hoekstra, Gerrit J. ♂ °1946 – BSN", []string{"B:°1946"}},
		{"de-DE", "Herr Jürgen Weiß, *03.08.1971\n", []string{"B:*03.08.1971"}},
		{"de-DE", "Hoffmeister, geb. am 17.06.1958, wohnhaft", []string{"B:17.06.1958"}},
		{"de-AT", "Gruber, geb. 14.02.1949, SVNR", []string{"B:14.02.1949"}},
		{"en-GB", "DOB 08/04/2024, 18 weeks old", []string{"B:08/04/2024"}},
		{"en-US", "Date of birth: 03/02/1952\n", []string{"B:03/02/1952"}},
		{"fr-BE", "LAMBOTTE, née le 09/01/1949 (76 ans)", []string{"B:09/01/1949"}},
		{"it-IT", "Ferraresi, nata il 22/04/1961 (63 anni)", []string{"B:22/04/1961"}},
		{"de-DE", "Geburtsdatum: 1. April 1960", []string{"B:1. April 1960"}},
		{"nl-NL", "geboren 21-06-1988\nBSN", []string{"B:21-06-1988"}},
		{"fr-BE", "Patiente : Mertens, Lucie – °22/06/1990 – N°", []string{"B:°22/06/1990"}},
		{"nl-BE", "Geb.: 04.11.2022     Leeftijd", []string{"B:04.11.2022"}},
		{"nl-BE", "Peeters Jan ° 12/03/1950 ", []string{"B:12/03/1950"}},
		{"en-GB", "born in 1950 in Leeds", []string{"B:1950"}},
		{"vi-VN", "Năm sinh: 1950", []string{"B:1950"}},
		{"fr-BE", "N° 12/03/2024", []string{"12/03/2024"}},
		{"nl-BE", "Geboren te Gent op 03/04/1958.", []string{"B:03/04/1958"}},
		{"fr-BE", "né à Liège le 3 mai 1950", []string{"B:3 mai 1950"}},
	})
}

func TestNotDates(t *testing.T) {
	runCases(t, []tcase{
		{"nl-BE", "BD 148/86 mmHg, pols 72", nil},
		{"en-GB", "BP 120/80, MMSE 27/30, Barthel 14/20", nil},
		{"en-GB", "Pain 9/10 left chest, pain 3/10 at rest", nil},
		{"en-US", "c/o 6/10 incisional pain, MNA-SF 9/14", nil},
		{"de-DE", "Osteochondrose LWK 4/5 mit Modic, L3/4", nil},
		{"nl-BE", "Apgar 8-9-10. Neonataal", nil},
		{"fr-FR", "Apgar 9/10/10, poids", nil},
		{"en-GB", "GCS 13 (E4V5M6), HR 118", nil},
		{"nl-BE", "Ramipril 2,5 mg 1-0-1 en 1.5 mg", nil},
		{"de-DE", "Amoxicillin 875/125 mg 1-0-1 bis 14.04.2025", []string{"14.04.2025"}},
		{"en-GB", "trauma team activated 14:30.", nil},
		{"en-US", "eGFR (CKD-EPI 2021) | 62", nil},
		{"en-GB", "firmware v2.1.3 installed", nil},
		{"fr-BE", "Tél. 03-821.30.00 ou 0472/12.34.56", nil},
		{"nl-BE", "INSZ 22.11.04-123.45", nil},
		{"en-GB", "temp 35.9, K 4.4, WCC 7.8", nil},
		{"nl-BE", "diabetes type 2 (E11.9), ICD-10 K26.4", nil},
		{"nl-NL", "zwangerschap 39+2 w, 18 SA", nil},
		{"en-GB", "take 1/2 tablet, 24/7 care, 3/4 of dose", nil},
		{"nl-BE", "gaf 2000 mg en 1500 ml", nil},
		{"nl-BE", "Molenstraat 23, 2000 Antwerpen", nil},
		{"en-US", "| Glucose | 184 | H | mg/dL | 70-99 | 1558-6 |", nil},
		{"nl-BE", "kamer 214/1, bus 12/3", nil},
		{"nl-BE", "Sacubitril/valsartan 24/26 mg 2x/d", nil},
		{"fr-BE", "Trimbow 87/5/9 µg, 2 inhalations", nil},
		{"nl-BE", "kamer 5.14 bed 2, Adrenalin 1:10.000", nil},
		{"en-US", "LDH 1950, ferritin | 2030 | ng/L", nil},
		{"nl-BE", "3 weken geleden, sinds zaterdag, in het voorjaar", nil},
		{"en-GB", "May I ask, I may be late", nil},
		{"nl-BE", "woont in 1930 Zaventem", nil},
		{"nl-BE", "gedurende 5-7 dagen, op 1/2 dosis, 3 dd 1", nil},
		{"it-IT", "nel 2019 e nel 2020", []string{"2019", "2020"}},
		{"en-US", "in 2019 an MRI showed", []string{"2019"}},
		{"fr-BE", "Noël Dupont, M. Noël", nil},
		{"en-GB", "kept 1990er notes 2019-nCoV", nil},
		{"nl-BE", "prijs € 2000 of 1999 €", nil},
		{"pt-BR", "cuidado pré-natal", nil},
		{"nl-BE", "Monday 10:30 en ma 14u30", nil},
		{"nl-BE", "Stationsstraat 2019, 9000 Gent; Postbus 1950", nil},
		{"nl-BE", "Ferritine 2010 µg/L. LDH 1950. NT-proBNP 2030. CK 1999. Tarief 2025.", nil},
		{"nl-BE", "Versie 2.3.1, protocol 2019-03b, Kamer 2014, Bed 12/2", nil},
		{"nl-BE", "verdunning 1/100, titer 1/160, visus 10/10, Katz 18/24", nil},
		{"nl-BE", "Insuline 10-12-8 E, Gleason 3+4=7, T2N1M0, 5'11", nil},
		{"en-GB", "creat 1.05. Version 1.2.20. IP 192.168.1.1 SOP 3.4.12", nil},
		{"de-DE", "um 10.10 Uhr, Kalium 4.05 und RR 12.03", nil},
		{"en-US", "SSN 987-65-4321, (617) 555-0142, 617-555-0142, acc 24-CH-118306", nil},
		{"nl-BE", "RRN 05.03.12-123.45, tel 04/221 33 44, 06-12345678", nil},
	})
}

func TestLabelsAndName(t *testing.T) {
	r := New()
	if r.Name() != "date" || r.Languages() != nil {
		t.Errorf("Name %q Languages %v", r.Name(), r.Languages())
	}
	if !slices.Equal(r.Labels(), []string{taxonomy.Date, taxonomy.AgeBirthdate}) {
		t.Errorf("Labels %v", r.Labels())
	}
	// nil profile reads en-GB
	sp := r.Recognize("seen 14/03/2024", nil)
	if len(sp) != 1 || sp[0].Text != "14/03/2024" || *sp[0].Score < 0.9 {
		t.Errorf("nil profile: %+v", sp)
	}
	if sp[0].Source != "date" || !strings.HasPrefix(sp[0].Text, "14") {
		t.Errorf("source %q", sp[0].Source)
	}
}

func TestScores(t *testing.T) {
	p, _ := lang.Get("en-GB")
	sc := func(text string) float64 {
		sp := New().Recognize(text, p)
		if len(sp) != 1 {
			t.Fatalf("%q: %d spans", text, len(sp))
		}
		return *sp[0].Score
	}
	if a, b := sc("on 14/03/2024 ok"), sc("echo 2023 EF 60%"); a < 0.95 || b >= a {
		t.Errorf("full date %.2f, open year %.2f", a, b)
	}
}

// TestEveryProfile checks, for every embedded profile, that each month's
// full name is read in "3 <month> 2024" and "<month> 2024" and that a full
// weekday attaches to a numeric date.
func TestEveryProfile(t *testing.T) {
	all := lang.All()
	if len(all) == 0 {
		t.Fatal("no profiles")
	}
	for _, p := range all {
		for m, forms := range p.Months {
			if len(forms) == 0 {
				t.Errorf("%s: month %d has no names", p.Code, m+1)
				continue
			}
			for _, text := range []string{"3 " + forms[0] + " 2024", forms[0] + " 2024"} {
				sp := New().Recognize("x "+text+" x", p)
				if len(sp) != 1 || sp[0].Text != text {
					t.Errorf("%s: %q gave %v", p.Code, text, spanTexts(sp))
				}
			}
		}
		for d, forms := range p.Weekdays {
			if len(forms) == 0 {
				t.Errorf("%s: weekday %d has no names", p.Code, d+1)
				continue
			}
			text := forms[0] + " 12/03/2024"
			sp := New().Recognize("x "+text+" x", p)
			if len(sp) != 1 || sp[0].Text != text {
				t.Errorf("%s: %q gave %v", p.Code, text, spanTexts(sp))
			}
		}
	}
}

func spanTexts(sp []document.Span) []string {
	var out []string
	for _, s := range sp {
		out = append(out, s.Text)
	}
	return out
}

// TestConcurrent runs the recognizer from several goroutines over the same
// inputs and checks that every run gives the same spans.
func TestConcurrent(t *testing.T) {
	texts := []string{"op 04/02/2025 07:42 en sinds maart 2021", "DOB: 03-Jan-1958, seen Tue 5th March 2024"}
	codes := []string{"nl-BE", "en-GB"}
	want := make([][]string, len(texts))
	for i := range texts {
		want[i] = got(t, codes[i], texts[i])
	}
	done := make(chan []string, 16)
	for g := 0; g < 16; g++ {
		go func(g int) {
			p, _ := lang.Get(codes[g%2])
			var out []string
			for _, sp := range New().Recognize(texts[g%2], p) {
				out = append(out, sp.Text)
			}
			done <- append([]string{fmt.Sprint(g % 2)}, out...)
		}(g)
	}
	for g := 0; g < 16; g++ {
		r := <-done
		i := 0
		if r[0] == "1" {
			i = 1
		}
		var w []string
		for _, s := range want[i] {
			w = append(w, strings.TrimPrefix(s, "B:"))
		}
		if !slices.Equal(r[1:], w) {
			t.Errorf("goroutine result %q, want %q", r[1:], w)
		}
	}
}
