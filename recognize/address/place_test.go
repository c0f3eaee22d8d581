package address

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
	"github.com/meddeid/meddeid/lexicon"
)

// placeCase is one sentence in a profile's language with the expected
// spans as "text|label" (label P, C or O).
type placeCase struct {
	code, text string
	want       []string
}

func runPlaceCases(t *testing.T, rec *Recognizer, cases []placeCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.code+"/"+c.text, func(t *testing.T) {
			var got []string
			for _, s := range rec.Recognize(c.text, rectest.MustProfile(t, c.code)) {
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

// TestPlacesPositive: bare towns, regions and countries with their
// referents, per language.
func TestPlacesPositive(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		// Dutch (Flanders, the Netherlands)
		{"nl-BE", "Patiënt woont samen met haar man in Sint-Niklaas.", []string{"Sint-Niklaas|P"}},
		{"nl-BE", "Haar dochter woont in Antwerpen en komt wekelijks langs.", []string{"Antwerpen|O"}},
		{"nl-BE", "Zij is geboren te Hasselt en verhuisde later naar Genk.", []string{"Hasselt|P", "Genk|P"}},
		{"nl-BE", "Hasselt, woensdag 12 maart 2025", []string{"Hasselt|C"}},
		{"nl-BE", "Oostende, 4 februari 2025", []string{"Oostende|C"}},
		{"nl-BE", "Woonplaats: Heist-op-den-Berg", []string{"Heist-op-den-Berg|P"}},
		{"nl-BE", "Huisarts: Dr. Peter Janssens, Lier", []string{"Lier|C"}},
		{"nl-BE", "Verwezen door dr. An Claes, huisarts te Mol.", []string{"Mol|C"}},
		{"nl-BE", "Mevrouw werkt als poetsvrouw bij Schoonmaakbedrijf Claes in Wetteren.", []string{"Wetteren|O"}},
		{"nl-BE", "Kortverblijf aangevraagd in WZC Ter Linde in Balen.", []string{"Balen|C"}},
		{"nl-BE", "Ongeval op de E40 ter hoogte van Aalter.", []string{"E40|O", "Aalter|O"}},
		{"nl-BE", "Dochter Annick woont in Brussel; zoon in Duitsland.", []string{"Brussel|O", "Duitsland|O"}},
		{"nl-BE", "Met vakantie in Spanje geweest, terug sinds maandag.", []string{"Spanje|O"}},
		{"nl-BE", "Vroeger landbouwer in de Kempen.", []string{"Kempen|P"}},
		{"nl-BE", "Zoon woont in Breda (NL).", []string{"Breda (NL)|O"}},
		{"nl-NL", "Mevrouw woont zelfstandig in Amersfoort, haar zoon woont in Utrecht.", []string{"Amersfoort|P", "Utrecht|O"}},
		{"nl-NL", "Huisartsenpraktijk De Linde, Zeist", []string{"Zeist|C"}},
		{"nl-NL", "Patiënt is afkomstig uit Den Haag.", []string{"Den Haag|P"}},
		{"nl-NL", "Woont in 's-Hertogenbosch.", []string{"'s-Hertogenbosch|P"}},
		// English
		{"en-GB", "Lives alone in a flat in Swindon; daughter lives in Reading.", []string{"Swindon|P", "Reading|O"}},
		{"en-GB", "Seen at Royal Cornwall Hospital, Truro.", []string{"Truro|C"}},
		{"en-GB", "She works as a cleaner at Tesco in Yeovil.", []string{"Yeovil|O"}},
		{"en-GB", "He flew back from Lanzarote last week.", []string{"Lanzarote|O"}},
		{"en-GB", "Born in Glasgow, moved to Cardiff aged 10.", []string{"Glasgow|P", "Cardiff|P"}},
		{"en-GB", "Collision on the M5 near Taunton.", []string{"M5|O", "Taunton|O"}},
		{"en-GB", "GP: Dr Amy Shah, Leek, Staffordshire", []string{"Leek, Staffordshire|C"}},
		{"en-US", "Patient lives in Springfield, IL with her husband.", []string{"Springfield, IL|P"}},
		{"en-US", "Followed at Mayo Clinic in Rochester, MN.", []string{"Rochester, MN|C"}},
		{"en-US", "Son lives in Houston.", []string{"Houston|O"}},
		{"en-US", "Tyler, TX", []string{"Tyler, TX|P"}},
		{"en-US", "Moved from Eugene to Portland in 2019.", []string{"Eugene|P", "Portland|P"}},
		{"en-US", "Born in Fairbanks, Alaska; moved to Oregon at 12.", []string{"Fairbanks, Alaska|P", "Oregon|P"}},
		// French
		{"fr-BE", "Patient domicilié à Charleroi.", []string{"Charleroi|P"}},
		{"fr-BE", "Sa fille habite à Namur.", []string{"Namur|O"}},
		{"fr-FR", "Il habite à Saint-Émilion depuis vingt ans.", []string{"Saint-Émilion|P"}},
		{"en-GB", "He attended Little Acorns Day Nursery in Harehills until the move.", []string{"Harehills|O"}},
		{"fr-BE", "Leur fils vit à Montréal (Canada). Loisirs : pêche.", []string{"Montréal|O", "Canada|O"}},
		{"nl-NL", "Hij werkt bij Bouwbedrijf Jansen te Zevenhuizen.", []string{"Zevenhuizen|O"}},
		{"en-US", "Machine operator at a paper mill in Moraine, OH until it closed.", []string{"Moraine, OH|P"}},
		{"fr-FR", "Il aime le saint-émilion et le bordeaux.", nil},
		{"fr-BE", "Adressé par le Dr Dupont, médecin généraliste à Wavre.", []string{"Wavre|C"}},
		{"fr-BE", "Tournai, le 3 mars 2025", []string{"Tournai|C"}},
		{"fr-BE", "Accident de la route à Mons.", []string{"Mons|O"}},
		{"fr-BE", "Il travaille chez Colruyt à Halle.", []string{"Halle|O"}},
		{"fr-FR", "Patiente née à Lyon, domiciliée à Villeurbanne.", []string{"Lyon|P", "Villeurbanne|P"}},
		{"fr-FR", "Médecin traitant : Dr Martin, Nantes", []string{"Nantes|C"}},
		{"fr-FR", "Retour de vacances en Corse.", []string{"Corse|O"}},
		{"fr-BE", "Vaccin au Centre de vaccination Vaccimed de Charleroi en 2016.", []string{"Charleroi|C"}},
		{"fr-BE", "Ouvrier chez Transports Lambert SA de Gembloux depuis 2010.", []string{"Gembloux|O"}},
		{"fr-FR", "Né le 2 mai 1950 à Brest (29).", []string{"Brest (29)|P"}},
		// German
		{"de-DE", "Die Tochter lebt in München.", []string{"München|O"}},
		{"de-DE", "Zustand nach Unfall auf der A9 bei Ingolstadt.", []string{"A9|O", "Ingolstadt|O"}},
		{"de-DE", "Hausärztin: Dr. med. Petra Schulz, Leipzig", []string{"Leipzig|C"}},
		{"de-DE", "Hamburg, den 12.03.2024", []string{"Hamburg|C"}},
		{"de-DE", "Der Patient wohnt in Essen.", []string{"Essen|P"}},
		{"de-AT", "Wohnort: Zwettl", []string{"Zwettl|P"}},
		{"de-AT", "Die Patientin lebt im Waldviertel.", []string{"Waldviertel|P"}},
		{"de-DE", "Beginn der Beschwerden im Urlaub auf Mallorca.", []string{"Mallorca|O"}},
		{"en-GB", "Two weeks on holiday on Crete.", []string{"Crete|O"}},
		{"en-US", "He grew up in rural Ohio and moved.", []string{"Ohio|P"}},
		{"en-US", "Lives with his wife in suburban Columbus.", []string{"Columbus|P"}},
		{"it-IT", "Vive a Bologna, ma è originaria della Sicilia.", []string{"Bologna|P", "Sicilia|P"}},
		{"pt-BR", "Nascida no interior de Minas Gerais.", []string{"Minas Gerais|P"}},
		{"vi-VN", "Quê ở tỉnh Nghệ An.", []string{"Nghệ An|P"}},
		// Spanish, Italian, Portuguese, Vietnamese
		{"es-ES", "Paciente natural de Sevilla, reside en Dos Hermanas.", []string{"Sevilla|P", "Dos Hermanas|P"}},
		{"es-ES", "Su hija vive en Madrid.", []string{"Madrid|O"}},
		{"it-IT", "Paziente residente a Bologna, nata a Ferrara.", []string{"Bologna|P", "Ferrara|P"}},
		{"it-IT", "Il figlio vive a Milano.", []string{"Milano|O"}},
		{"pt-BR", "Paciente reside em Niterói/RJ.", []string{"Niterói/RJ|P"}},
		{"pt-BR", "Natural de Recife, mora em São Paulo.", []string{"Recife|P", "São Paulo|P"}},
		{"vi-VN", "Hà Nội, ngày 5 tháng 3 năm 2024", []string{"Hà Nội|C"}},
		{"vi-VN", "Bệnh nhân sống ở Đà Nẵng.", []string{"Đà Nẵng|P"}},
		{"vi-VN", "Địa chỉ: 27 Trần Phú, phường Lộc Thọ, Nha Trang", []string{"27 Trần Phú, phường Lộc Thọ, Nha Trang|P"}},
	})
}

// TestUnknownPlaces: towns missing from the gazetteer are found when the
// context leaves no doubt (a residence verb and cue word, a letter's place
// line, a residence field), never from ordinary words.
func TestUnknownPlaces(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"en-US", "Worked at the mill in Vandalia, OH until it closed.", []string{"Vandalia, OH|O"}},
		{"en-US", "Originally from Xenia, OH; moved in 1990.", []string{"Xenia, OH|P"}},
		{"nl-BE", "Woont alleen in Zandhoven-Pulle, zoon komt dagelijks.", []string{"Zandhoven-Pulle|P"}},
		{"nl-BE", "Zoon woont in Kontich-Kazerne.", []string{"Kontich-Kazerne|O"}},
		{"nl-BE", "Woonplaats: Kessel-Lo", []string{"Kessel-Lo|P"}},
		{"en-GB", "Lives alone in Church Stretton.", []string{"Church Stretton|P"}},
		{"en-GB", "Cheddleton, 3 March 2024", []string{"Cheddleton|C"}},
		{"fr-BE", "Domiciliée à Gesves.", []string{"Gesves|P"}},
		// where relatives live: a kin word or a relative before the cue
		{"nl-NL", "In december drie weken bij familie in Nickerie geweest.", []string{"Nickerie|O"}},
		{"en-GB", "She is visiting her daughter in Puddlebrook next week.", []string{"Puddlebrook|O"}},
		{"nl-NL", "In december drie weken bij familie in December.", nil},
		{"en-GB", "Referred to the Family in Crisis team.", nil},
		// the family that moved is the patient's household
		{"en-GB", "Family moved from Leeds in spring 2023.", []string{"Leeds|P"}},
		{"nl-BE", "Patiënt woont in Huize Zonneschijn sinds 2020.", nil},
		{"nl-BE", "Woont in Het Zonnehuis, een serviceflat.", nil},
		{"nl-BE", "Woont in Dienstencentrum De Zon.", nil},
		{"nl-BE", "Datum, 3 maart 2025", nil},
		{"nl-BE", "Zoon Daan, 2 jaar, hoest.", nil},
		{"nl-BE", "Peeters, Jan K. is opgenomen.", nil},
		{"nl-BE", "Woonplaats: Onbekend", nil},
		{"en-GB", "Lives in Sheltered Housing.", nil},
		{"en-GB", "Lives in Care Home since 2021.", nil},
		{"en-GB", "Thank you, 3 March 2024", nil},
		{"fr-BE", "Vit en Maison de Repos.", nil},
		{"fr-BE", "Habite à Résidence Les Tilleuls.", nil},
		{"de-DE", "Wohnt in Betreutem Wohnen.", nil},
		{"de-DE", "Lebt in Wohngemeinschaft.", nil},
		{"de-DE", "Sportpause, 6 Wochen, dann Belastung.", nil},
	})
}

// TestPlacesNegative: place names inside eponyms, scores, organisations,
// person names and ordinary words stay out.
func TestPlacesNegative(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"nl-BE", "Gekend met de ziekte van Lyme en syndroom van Down.", nil},
		{"de-DE", "Der Patient liegt auf Station 3 und kam auf Anraten.", nil},
		{"en-GB", "Started on Ramipril; on Warfarin since March.", nil},
		{"nl-BE", "Opname op de dienst neurologie in AZ Groeninge.", nil},
		{"nl-BE", "Opgenomen in het UZ Leuven voor TAVI.", nil},
		{"nl-BE", "Geen reisanamnese; niet in het buitenland geweest.", nil},
		{"nl-BE", "Ze volgt de opleiding aan campus Geel.", nil},
		{"nl-BE", "Overleg met Wit-Gele Kruis Gent over de wondzorg.", nil},
		{"nl-BE", "Gent-Sint-Pieters is het station; mail naar info@gent.be.", nil},
		{"en-GB", "Referred to Dr Lincoln at the surgery.", nil},
		{"en-GB", "Mr Jackson was seen in clinic today.", nil},
		{"en-GB", "Manchester Triage category 3. Glasgow Coma Scale 15.", nil},
		{"en-GB", "To Neurology for review. In Bath chair.", nil},
		{"en-GB", "Dear Dr Patel, thank you for seeing Mrs Kent.", nil},
		{"en-GB", "She moved in March.", nil},
		{"en-GB", "Vitamin B12 and the B12 level are low.", nil},
		{"en-US", "Mrs. Charlotte Washington presented with chest pain.", nil},
		{"en-US", "Referred to Charlotte for cardiology.", nil},
		{"en-US", "Transferred from Boston Children's for ECMO.", nil},
		{"en-US", "San Francisco Syncope Rule negative.", nil},
		{"en-US", "Message from Eugene about the results.", nil},
		{"fr-BE", "Maladie de Crohn et syndrome de Down. Échelle de Glasgow 15.", nil},
		{"fr-BE", "Transféré au Centre Hospitalier de Jolimont.", nil},
		{"de-DE", "Er kam in Begleitung seiner Frau. In Ruhe keine Beschwerden.", nil},
		{"de-DE", "Patient kommt aus Halle zur Reha.", nil},
		{"de-DE", "Geht nach Hause mit Pflegedienst. Nach dem Essen Übelkeit.", nil},
		{"de-AT", "Überweisung vom Landesklinikum Horn.", nil},
		{"it-IT", "Terapia con Coumadin a dosaggio pieno.", nil},
	})
}

// TestNewWithLexiconDir: a hospital's own city list (LoadDir) reaches the
// recognizer; the embedded lists alone do not know the invented town.
func TestNewWithLexiconDir(t *testing.T) {
	base, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "cities.nl.txt"), []byte("# cities: test list; licence: test\nZwartbroek-Oost\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	lx, err := base.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	const text = "Verwezen naar Zwartbroek-Oost voor revalidatie."
	runPlaceCases(t, NewWith(lx), []placeCase{{"nl-BE", text, []string{"Zwartbroek-Oost|C"}}})
	runPlaceCases(t, NewWith(base), []placeCase{{"nl-BE", text, nil}})
}

// TestPlaceListsSize guards the hand-written gazetteer files against
// truncation: every locale has a non-trivial city and region list.
func TestPlaceListsSize(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	min := map[string]int{
		"cities.nl.meddeid.txt": 800, "cities.nl-BE.meddeid.txt": 150, "cities.fr-BE.meddeid.txt": 150,
		"cities.en-GB.meddeid.txt": 400, "cities.en-US.meddeid.txt": 250, "cities.de.meddeid.txt": 550,
		"cities.de-AT.meddeid.txt": 200, "cities.fr.meddeid.txt": 300, "cities.it.meddeid.txt": 250,
		"cities.es.meddeid.txt": 180, "cities.pt.meddeid.txt": 180, "cities.vi.meddeid.txt": 80,
		"regions.nl.meddeid.txt": 150, "regions.fr.meddeid.txt": 150, "regions.de.meddeid.txt": 150,
		"regions.en.meddeid.txt": 250, "regions.es.meddeid.txt": 80, "regions.it.meddeid.txt": 120,
		"regions.pt.meddeid.txt": 60, "regions.vi.meddeid.txt": 60,
	}
	seen := map[string]int{}
	for _, l := range lx.Lists() {
		if _, ok := min[l.Source]; ok {
			seen[l.Source] = l.Len()
		}
	}
	for src, n := range min {
		if seen[src] < n {
			t.Errorf("%s: %d entries, want at least %d", src, seen[src], n)
		}
	}
	for _, code := range []string{"nl-BE", "nl-NL", "fr-BE", "fr-FR", "de-DE", "de-AT", "en-GB", "en-US", "es-ES", "it-IT", "pt-BR", "vi-VN"} {
		if n := lx.Cities(code).Len(); n < 80 {
			t.Errorf("%s: %d cities, want at least 80", code, n)
		}
		if n := lx.Regions(code).Len(); n < 50 {
			t.Errorf("%s: %d regions, want at least 50", code, n)
		}
	}
}

// TestWorldPlaces: a town that no local list holds but the towns of the
// world do is a place after a place cue, unless it reads as an ordinary
// word, a name, an eponym or an ambiguous place; without a cue it is none.
func TestWorldPlaces(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"nl-BE", "Vorige zomer op vakantie in Antalya zonder klachten.", []string{"Antalya|O"}},
		{"nl-BE", "Zij verhuisde in 2020 vanuit Wrocław naar hier.", []string{"Wrocław|P"}},
		{"en-GB", "The fracture was manipulated at a hospital in Arrecife and she flew home.", []string{"Arrecife|C"}},
		{"de-DE", "Langstreckenflug aus Antalya vor acht Tagen.", []string{"Antalya|P"}},
		{"es-ES", "Varón de 78 años, residente en Villablino con su esposa.", []string{"Villablino|P"}},
		// a place prefix joined by a hyphen reads as the blank form: the
		// dictionary's wine does not make it an ordinary word
		{"fr-FR", "Son mari, viticulteur au Château Lescalle à Saint-Émilion.", []string{"Saint-Émilion|O"}},
		{"fr-FR", "Il boit un verre de Saint-Émilion le soir.", nil},
		// a market, town hall or commune "de" a town; the world's longer
		// name after a listed town's name ("Beaumont")
		{"fr-FR", "Chute au retour du marché de Beaumont-du-Périgord ; il ne conduit plus.", []string{"Beaumont-du-Périgord|P"}},
		{"fr-FR", "Chute au retour du marché de Noël ; il ne conduit plus.", nil},
		{"fr-FR", "Il a acheté des légumes au marché de Producteurs.", nil},
		// after a firm named by its head word, a dotted one too
		{"it-IT", "Lavora presso Emiliana Imballaggi S.r.l. di Collecchio da anni.", []string{"Collecchio|O"}},
		{"it-IT", "Lavora presso Emiliana Imballaggi S.p.A. di Sassuolo da anni.", []string{"Sassuolo|O"}},
		// a care institution's "de" may name the institution itself
		{"fr-FR", "Transférée au Centre Hospitalier de Collecchio.", nil},
		// the whole capitalised run must be a town
		{"en-GB", "She landed in Kraków Airport at noon.", nil},
		// no cue
		{"nl-BE", "Antalya was warm deze zomer.", nil},
		// an ordinary word, a family name, an eponym, an ambiguous place
		{"en-US", "She is in Alliance with her sister.", nil},
		{"en-US", "Reviewed in Murphy clinic notes.", nil},
		{"en-GB", "Tremor as in Parkinson was excluded.", nil},
		{"de-DE", "Patient in Lage stabil.", nil},
		// capitals only
		{"nl-BE", "Op vakantie in ANTALYA geweest.", nil},
	})
}
