package organization

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// FuzzRecognize checks that any text, with any profile, gives valid,
// sorted, non-overlapping spans on rune boundaries, each on one line,
// without surrounding space and with a score in range, and never panics.
func FuzzRecognize(f *testing.F) {
	for _, s := range []string{
		"AZ Sint-Elooi – Dienst Cardiologie\nKapucijnenlaan 41", "kamer 214/1", "kamer 5.14 bed 2",
		"Bay 3 Bed 2", "Admit to 4 West telemetry, bed 12", "Zi. 7: Hr. X", "ch. 12",
		"St Aldhelm's Hospital … at St Aldhelm's", "Hartley & Sons Ltd.", "Anglerverein Müggelsee e. V.",
		"basisschool 't Klavertje", "Service d'Imagerie médicale", "Khoa Hô hấp", "Bệnh viện Đa khoa Sông Hương",
		"Insurance: Medicare / BlueHarbor Health Plan #BHX1", "Ziekenfonds: CM", "Mutuelle : Mutualité Saint-Michel",
		"Sint-Andriesziekenhuis", "St.-Marien-Hospital", "AZ", "AZ ", "Hospital", "'t", "d'", "e. V.", "&",
		"kamer 12/", "bed 1.", "4 West", "U.O.C. ", "Klinik für \n", "\xffAZ X", "AZ \xff", "Ward: ",
		"Centre de", "Centre de Dermatologie", "Centre de Dermatologie Les", "chambre 214 lit B", "lit B.",
		"Afdeling Longziekten (B4)", "Afdeling X (", "AZ X, locatie", "AZ X, locatie Y", "PO Box 6", "Box",
		"Legal Aid Society of", "Legal Aid Society of Cleveland", "O'Brien's Pharmacy", "'s Pharmacy",
		"Regionaal Laboratorium A-B", "thuisverpleging:", "thuisverpleging: X", "livré par", "livré par MédiConfort",
		"covered by Medicaid", "DVLA Group 2", "Begeleiding: OCMW", "Clinique Saint-Joseph de Mons",
	} {
		f.Add(s, "nl-BE")
		f.Add(s, "")
	}
	f.Add("Hospital Universitario Virgen de la Alameda", "es-ES")
	f.Add("Station 3 Nord", "de-DE")
	rectest.Fuzz(f, New(nil), devtest.NoLineBreak, devtest.NoSurroundingSpace, devtest.ScoreInRange)
}
