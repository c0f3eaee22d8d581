package dateshift

import (
	"errors"
	"testing"
	"time"

	"github.com/meddeid/meddeid/lang"
)

// seedRef is the fixed document date of the seed's evaluation.
var seedRef = mkdate(2025, 1, 15)

type shiftCase struct {
	lang string
	text string
	days int
	want string
	ref  time.Time // zero: seedRef
}

func runShiftCases(t *testing.T, cases []shiftCase) {
	t.Helper()
	for _, c := range cases {
		p, ok := lang.Get(c.lang)
		if !ok {
			t.Fatalf("no profile %s", c.lang)
		}
		ref := c.ref
		if ref.IsZero() {
			ref = seedRef
		}
		got, err := Shift(c.text, c.days, p, ref)
		if err != nil {
			t.Errorf("%s %q %+d: %v", c.lang, c.text, c.days, err)
			continue
		}
		if got != c.want {
			t.Errorf("%s %q %+d = %q, want %q", c.lang, c.text, c.days, got, c.want)
		}
	}
}

func TestShiftDutch(t *testing.T) {
	runShiftCases(t, []shiftCase{
		{"nl-BE", "14/03/2024", 10, "24/03/2024", time.Time{}},
		{"nl-BE", "14/03/2024", 371, "20/03/2025", time.Time{}},
		{"nl-BE", "4/3/2024", 1, "5/3/2024", time.Time{}},
		{"nl-BE", "04-03-2024", -4, "29-02-2024", time.Time{}},
		{"nl-BE", "31.12.2024", 1, "01.01.2025", time.Time{}},
		{"nl-NL", "12-3-'24", 10, "22-3-'24", time.Time{}},
		{"nl-BE", "20/02/25", 371, "26/02/26", time.Time{}},
		{"nl-NL", "2024-05-16", 10, "2024-05-26", time.Time{}},
		{"nl-BE", "14 maart 2024", 10, "24 maart 2024", time.Time{}},
		{"nl-BE", "14 maart 2024", 20, "3 april 2024", time.Time{}},
		{"nl-NL", "8 feb. 2024", 30, "9 mrt. 2024", time.Time{}},
		{"nl-NL", "25 apr. 2024", 10, "5 mei 2024", time.Time{}},
		{"nl-BE", "3de maart 2024", 5, "8ste maart 2024", time.Time{}},
		{"nl-BE", "1ste januari 2025", 1, "2de januari 2025", time.Time{}},
		{"nl-BE", "woensdag 8 januari 2025", 1, "donderdag 9 januari 2025", time.Time{}},
		{"nl-NL", "wo 8/1/2025", 2, "vr 10/1/2025", time.Time{}},
		{"nl-BE", "Za 15/03/2025", 1, "Zo 16/03/2025", time.Time{}},
		{"nl-BE", "vrijdag 17/01/2025", 371, "vrijdag 23/01/2026", time.Time{}},
		{"nl-BE", "MAANDAG 3 MAART 2025", 1, "DINSDAG 4 MAART 2025", time.Time{}},
		{"nl-BE", "04/02/2025 07:42", 10, "14/02/2025 07:42", time.Time{}},
		{"nl-BE", "13/01", 10, "23/01", time.Time{}},
		{"nl-BE", "28/12", 5, "02/01", time.Time{}},
		{"nl-BE", "3 maart", 371, "9 maart", time.Time{}},
		{"nl-BE", "donderdag 28/11", 7, "donderdag 05/12", mkdate(2024, 11, 21)},
		// coarse dates: intervals widen only across a boundary
		{"nl-BE", "maart 2024", 10, "maart/april 2024", time.Time{}},
		{"nl-BE", "maart 2024", -10, "februari/maart 2024", time.Time{}},
		{"nl-BE", "mei 2023", 0, "mei 2023", time.Time{}},
		{"nl-BE", "december 2023", 10, "december 2023/januari 2024", time.Time{}},
		{"nl-BE", "03/2024", 10, "03/2024 – 04/2024", time.Time{}},
		{"nl-NL", "03-2024", -1, "02-2024 – 03-2024", time.Time{}},
		{"nl-BE", "2016", 10, "2016/2017", time.Time{}},
		{"nl-BE", "2017", 365, "2018", time.Time{}},
		{"nl-BE", "'22", 371, "'23/'24", time.Time{}},
		{"nl-BE", "zomer 2009", 371, "zomer/herfst 2010", time.Time{}},
		{"nl-BE", "zomer van 2023", 0, "zomer van 2023", time.Time{}},
		{"nl-BE", "winter 2023", 10, "winter 2023/lente 2024", time.Time{}},
		{"nl-BE", "najaar 2024", 371, "najaar/winter 2025", time.Time{}},
		{"nl-BE", "begin mei 2023", 5, "begin/midden mei 2023", time.Time{}},
		{"nl-BE", "eind mei 2023", 15, "begin/midden juni 2023", time.Time{}},
		{"nl-BE", "eind mei", 5, "eind mei/begin juni", time.Time{}},
		{"nl-BE", "midden juni 2024", 0, "midden juni 2024", time.Time{}},
		// ranges, holidays, weeks
		{"nl-BE", "3–7 november 2024", 10, "13–17 november 2024", time.Time{}},
		{"nl-BE", "3 t/m 7 november 2024", 25, "28 november 2024 t/m 2 december 2024", time.Time{}},
		{"nl-BE", "2019-2021", 371, "2020-2023", time.Time{}},
		{"nl-BE", "Pasen 2024", 0, "31 maart 2024", time.Time{}},
		{"nl-NL", "Tweede Paasdag 2024", 0, "1 april 2024", time.Time{}},
		{"nl-NL", "tweede pinksterdag 2024", 1, "21 mei 2024", time.Time{}},
		{"nl-NL", "Bevrijdingsdag 2024", 0, "5 mei 2024", time.Time{}},
		{"nl-BE", "kerstmis 2023", 10, "4 januari 2024", time.Time{}},
		{"nl-NL", "wk 23, 2024", 7, "wk 24, 2024", time.Time{}},
		{"nl-NL", "wk 23, 2024", 3, "wk 23/24, 2024", time.Time{}},
	})
}

func TestShiftEnglish(t *testing.T) {
	runShiftCases(t, []shiftCase{
		{"en-GB", "14/03/2024", 10, "24/03/2024", time.Time{}},
		{"en-US", "03/14/2024", 10, "03/24/2024", time.Time{}},
		{"en-US", "7/9/2024 23:58", 371, "7/15/2025 23:58", time.Time{}},
		{"en-GB", "Tue 5th March 2024", 1, "Wed 6th March 2024", time.Time{}},
		{"en-GB", "Tue 5th March 2024", -4, "Fri 1st March 2024", time.Time{}},
		{"en-GB", "21st March 2024", 1, "22nd March 2024", time.Time{}},
		{"en-GB", "22nd March 2024", 1, "23rd March 2024", time.Time{}},
		{"en-GB", "10th March", 1, "11th March", time.Time{}},
		{"en-US", "March 5, 2024", 30, "April 4, 2024", time.Time{}},
		{"en-US", "October 3, 2024", 371, "October 9, 2025", time.Time{}},
		{"en-US", "Tuesday, April 8, 2025", 1, "Wednesday, April 9, 2025", time.Time{}},
		{"en-US", "Friday, April 4", 1, "Saturday, April 5", time.Time{}},
		{"en-GB", "Saturday 16 March", 1, "Sunday 17 March", mkdate(2024, 3, 14)},
		{"en-GB", "Sun 7 Jan 24", 1, "Mon 8 Jan 24", time.Time{}},
		{"en-GB", "03-Jan-1958", 10, "13-Jan-1958", time.Time{}},
		{"en-GB", "2024-01-22", 10, "2024-02-01", time.Time{}},
		{"en-GB", "02/10/23 10:20", 1, "03/10/23 10:20", time.Time{}},
		{"en-US", "9/30", 1, "10/1", time.Time{}},
		{"en-US", "Thursday 10/10", 7, "Thursday 10/17", mkdate(2024, 10, 3)},
		{"en-GB", "9/3", 10, "19/3", time.Time{}},
		{"en-GB", "Nov 2019", 371, "Nov/Dec 2020", time.Time{}},
		{"en-GB", "June 2024", 0, "June 2024", time.Time{}},
		{"en-GB", "June 2024", 30, "July 2024", time.Time{}},
		{"en-US", "1/2024", 371, "1/2025 – 2/2025", time.Time{}},
		{"en-US", "12/2023", 10, "12/2023 – 01/2024", time.Time{}},
		{"en-GB", "2016", 10, "2016/2017", time.Time{}},
		{"en-US", "fall of 2019", 371, "fall/winter of 2020", time.Time{}},
		{"en-US", "Spring of '22", 371, "Spring/Summer of '23", time.Time{}},
		{"en-US", "summer 2023", -10, "spring/summer 2023", time.Time{}},
		{"en-GB", "early May 2023", 0, "early May 2023", time.Time{}},
		{"en-GB", "early May 2023", 15, "mid/late May 2023", time.Time{}},
		{"en-GB", "late May", 15, "early/mid June", time.Time{}},
		{"en-GB", "end of May 2023", 5, "end of May/beginning of June 2023", time.Time{}},
		{"en-US", "July", 371, "July/August", mkdate(2024, 10, 3)},
		{"en-US", "Apr 22", 1, "Apr 23", time.Time{}},
		{"en-US", "Dec 31, 2024", 1, "Jan 1, 2025", time.Time{}},
		{"en-GB", "12th-14th March 2024", 1, "13th-15th March 2024", time.Time{}},
		{"en-US", "July–September 2024", 371, "July–October 2025", time.Time{}},
		{"en-GB", "Christmas 2023", 10, "4 January 2024", time.Time{}},
		{"en-US", "Thanksgiving 2024", 0, "November 28, 2024", time.Time{}},
		{"en-GB", "Easter Monday 2024", 0, "1 April 2024", time.Time{}},
		{"en-GB", "Remembrance Sunday 2024", 0, "10 November 2024", time.Time{}},
		{"en-GB", "1990s", 371, "1990s/2000s", time.Time{}},
		{"en-GB", "14.03.2024 15:40", 1, "15.03.2024 15:40", time.Time{}},
		{"en-GB", "Monday 8th", 1, "Tuesday 9th", time.Time{}},
		{"en-GB", "JUNE 2024", 30, "JULY 2024", time.Time{}},
	})
}

func TestShiftFrench(t *testing.T) {
	runShiftCases(t, []shiftCase{
		{"fr-BE", "18/04/2025", 10, "28/04/2025", time.Time{}},
		{"fr-BE", "18 avril 2025", 371, "24 avril 2026", time.Time{}},
		{"fr-BE", "1er janvier 2025", 1, "2 janvier 2025", time.Time{}},
		{"fr-FR", "31 décembre 2024", 1, "1 janvier 2025", time.Time{}},
		{"fr-FR", "1er janvier 2025", 31, "1er février 2025", time.Time{}},
		{"fr-BE", "lun. 3 février 2025", 1, "mar. 4 février 2025", time.Time{}},
		{"fr-BE", "mardi 13 mai 2025", 371, "mardi 19 mai 2026", time.Time{}},
		{"fr-FR", "jeudi 20 février 2025", 7, "jeudi 27 février 2025", time.Time{}},
		{"fr-FR", "samedi 9", 1, "dimanche 10", mkdate(2024, 3, 8)},
		{"fr-FR", "dimanche 10 mars", 1, "lundi 11 mars", mkdate(2024, 3, 8)},
		{"fr-BE", "28/02", 1, "01/03", time.Time{}},
		{"fr-BE", "28/02", 1, "29/02", mkdate(2024, 1, 15)},
		{"fr-BE", "janvier 2025", 10, "janvier/février 2025", time.Time{}},
		{"fr-FR", "janv. 2025", 31, "févr./mars 2025", time.Time{}},
		{"fr-FR", "avril 2025", 0, "avril 2025", time.Time{}},
		{"fr-BE", "2010", 371, "2011/2012", time.Time{}},
		{"fr-FR", "été 2023", 10, "été/automne 2023", time.Time{}},
		{"fr-FR", "printemps 2022", -10, "hiver 2021/printemps 2022", time.Time{}},
		{"fr-FR", "début mai 2023", 12, "mi/fin mai 2023", time.Time{}},
		{"fr-FR", "fin mai 2023", 0, "fin mai 2023", time.Time{}},
		{"fr-FR", "mi-mai 2023", 5, "mi-mai – fin-mai 2023", time.Time{}},
		{"fr-FR", "du 12 au 19 novembre 2024", 10, "du 22 au 29 novembre 2024", time.Time{}},
		{"fr-FR", "12 au 19 novembre 2024", 20, "2 au 9 décembre 2024", time.Time{}},
		{"fr-FR", "12 au 19 novembre 2024", 15, "27 novembre 2024 au 4 décembre 2024", time.Time{}},
		{"fr-BE", "07/04/2025 08:15", 1, "08/04/2025 08:15", time.Time{}},
		{"fr-BE", "Nouvel An 2025", 0, "1er janvier 2025", time.Time{}},
		{"fr-FR", "Pâques 2024", 1, "1er avril 2024", time.Time{}},
		{"fr-FR", "l'Ascension 2024", 0, "9 mai 2024", time.Time{}},
		{"fr-FR", "l'Armistice 2024", 0, "11 novembre 2024", time.Time{}},
		// "mar" is mardi here, but read as the month where mardi fails
		{"fr-BE", "30MAR2024", 10, "9APR2024", time.Time{}},
		{"fr-BE", "30 MAR 2024", 2, "1 APR 2024", time.Time{}},
		{"fr-BE", "mardi 14 mai 2024", 1, "mercredi 15 mai 2024", time.Time{}},
		{"fr-BE", "S23/2024", 7, "S24/2024", time.Time{}},
		{"fr-FR", "14 juillet 2024", 1, "15 juillet 2024", time.Time{}},
		{"fr-FR", "févr. 2024", 0, "févr. 2024", time.Time{}},
		{"fr-BE", "03/02/2025", -3, "31/01/2025", time.Time{}},
		{"fr-BE", "29/02/2024", 365, "28/02/2025", time.Time{}},
		{"fr-BE", "2/3/24", 1, "3/3/24", time.Time{}},
		{"fr-FR", "le 5 mars 2024", 1, "le 6 mars 2024", time.Time{}},
		{"fr-FR", "5 mars 2024", 371, "11 mars 2025", time.Time{}},
		{"fr-FR", "MARDI 13 MAI 2025", 1, "MERCREDI 14 MAI 2025", time.Time{}},
		{"fr-FR", "Mardi 13 mai", 1, "Mercredi 14 mai", mkdate(2025, 5, 1)},
		{"fr-FR", "automne 2024", 371, "automne/hiver 2025", time.Time{}},
		{"fr-FR", "hiver 2024", 0, "hiver 2024", time.Time{}},
		{"fr-FR", "semaine 23, 2024", 7, "semaine 24, 2024", time.Time{}},
		{"fr-FR", "2024-12-31T08:30", 1, "2025-01-01T08:30", time.Time{}},
		{"fr-FR", "vendredi 3 janvier 2025 14h30", 3, "lundi 6 janvier 2025 14h30", time.Time{}},
	})
}

func TestShiftGerman(t *testing.T) {
	runShiftCases(t, []shiftCase{
		{"de-DE", "29.10.2024", 10, "08.11.2024", time.Time{}},
		{"de-DE", "21.10.", 10, "31.10.", mkdate(2024, 10, 29)},
		{"de-DE", "07.06.", 1, "08.06.", mkdate(2024, 6, 4)},
		{"de-DE", "Montag, 21.10.2024", 1, "Dienstag, 22.10.2024", time.Time{}},
		{"de-DE", "Di, 04.06.24", 1, "Mi, 05.06.24", time.Time{}},
		{"de-DE", "12. März 2024", 1, "13. März 2024", time.Time{}},
		{"de-DE", "12. März 2024", 20, "1. April 2024", time.Time{}},
		{"de-AT", "Dienstag, 18. Feber 2025", 14, "Dienstag, 4. März 2025", time.Time{}},
		{"de-AT", "8. Jänner", 31, "8. Feber", mkdate(2025, 2, 2)},
		{"de-AT", "Sa 15.3.", 1, "So 16.3.", mkdate(2025, 3, 1)},
		{"de-DE", "03/2019", 371, "03/2020 – 04/2020", time.Time{}},
		{"de-DE", "Oktober", 10, "Oktober/November", mkdate(2024, 10, 29)},
		{"de-DE", "Anfang Oktober 2024", 0, "Anfang Oktober 2024", time.Time{}},
		{"de-DE", "Anfang Oktober 2024", 10, "Mitte Oktober 2024", time.Time{}},
		{"de-DE", "Ende Oktober 2024", 5, "Ende Oktober/Anfang November 2024", time.Time{}},
		{"de-DE", "Mitte Mai", 0, "Mitte Mai", time.Time{}},
		{"de-DE", "Sommer 2023", 371, "Sommer/Herbst 2024", time.Time{}},
		{"de-DE", "Frühjahr 2022", 0, "Frühjahr 2022", time.Time{}},
		{"de-DE", "Frühjahr 2022", -30, "Winter 2021/Frühjahr 2022", time.Time{}},
		{"de-DE", "Herbst 2024", 91, "Winter 2024/Frühling 2025", time.Time{}},
		{"de-DE", "Pfingsten 2024", 0, "19. Mai 2024", time.Time{}},
		{"de-DE", "Rosenmontag 2024", 0, "12. Februar 2024", time.Time{}},
		{"de-DE", "Nikolaus 2024", 0, "6. Dezember 2024", time.Time{}},
		{"de-DE", "Weihnachten 2023", 7, "1. Januar 2024", time.Time{}},
		{"de-DE", "Silvester 2024", 1, "1. Januar 2025", time.Time{}},
		{"de-AT", "Ostermontag 2025", 0, "21. April 2025", time.Time{}},
		{"de-DE", "KW 23/2024", 7, "KW 24/2024", time.Time{}},
		{"de-DE", "KW 23/2024", 3, "KW 23/2024 – 24/2024", time.Time{}},
		{"de-DE", "11.06.2024 09:12", 1, "12.06.2024 09:12", time.Time{}},
		{"de-DE", "2024-03-05T08:30", 1, "2024-03-06T08:30", time.Time{}},
		{"de-AT", "18. Feber 2025", 14, "4. März 2025", time.Time{}},
		{"de-DE", "1. Jan. 2024", 31, "1. Feb. 2024", time.Time{}},
		{"de-DE", "3.–7. November 2024", 1, "4.–8. November 2024", time.Time{}},
		{"de-AT", "8. Jänner bis 2. Feber 2025", 371, "14. Jänner bis 8. Feber 2026", time.Time{}},
		{"de-DE", "2019", 0, "2019", time.Time{}},
		{"de-DE", "März 2024", -1, "Februar/März 2024", time.Time{}},
		{"de-DE", "MÄRZ 2024", 31, "APRIL/MAI 2024", time.Time{}},
		{"de-DE", "im März 2024", 31, "im April/Mai 2024", time.Time{}},
		{"de-DE", "17.06.1958", 371, "23.06.1959", time.Time{}},
		{"de-DE", "*03.08.1971", 10, "*13.08.1971", time.Time{}},
		{"de-DE", "°1946", 0, "°1946", time.Time{}},
		{"de-DE", "29.02.2024", 1, "01.03.2024", time.Time{}},
		{"de-DE", "2.1.2024", 1, "3.1.2024", time.Time{}},
		{"de-DE", "Donnerstag, 2. Januar 2025", -3, "Montag, 30. Dezember 2024", time.Time{}},
	})
}

// TestShiftOtherLanguages covers the cheap extra languages.
func TestShiftOtherLanguages(t *testing.T) {
	runShiftCases(t, []shiftCase{
		{"es-ES", "14 de marzo de 2024", 371, "20 de marzo de 2025", time.Time{}},
		{"es-ES", "finales de marzo de 2024", 5, "finales de marzo/principios de abril de 2024", time.Time{}},
		{"it-IT", "lunedì 23 settembre 2024", 7, "lunedì 30 settembre 2024", time.Time{}},
		{"pt-BR", "18 de março de 2024", 14, "1 de abril de 2024", time.Time{}},
		{"pt-BR", "fev/2024", 371, "fev/2025 – mar/2025", time.Time{}},
		{"vi-VN", "12 tháng 5 năm 2024", 20, "1 tháng 6 năm 2024", time.Time{}},
	})
}

func TestParse(t *testing.T) {
	nl, _ := lang.Get("nl-BE")
	cases := []struct {
		text       string
		ref        time.Time
		start, end time.Time
		res        Resolution
	}{
		{"14/03/2024", seedRef, mkdate(2024, 3, 14), mkdate(2024, 3, 14), Day},
		{"maart 2024", seedRef, mkdate(2024, 3, 1), mkdate(2024, 3, 31), Month},
		{"februari 2024", seedRef, mkdate(2024, 2, 1), mkdate(2024, 2, 29), Month},
		{"zomer 2023", seedRef, mkdate(2023, 6, 1), mkdate(2023, 8, 31), Season},
		{"winter 2023", seedRef, mkdate(2023, 12, 1), mkdate(2024, 2, 29), Season},
		{"eind februari 2023", seedRef, mkdate(2023, 2, 21), mkdate(2023, 2, 28), MonthPhase},
		{"2016", seedRef, mkdate(2016, 1, 1), mkdate(2016, 12, 31), Year},
		{"13/01", seedRef, mkdate(2025, 1, 13), mkdate(2025, 1, 13), Day},
		{"28/12", seedRef, mkdate(2024, 12, 28), mkdate(2024, 12, 28), Day},
		{"januari", mkdate(2024, 11, 18), mkdate(2025, 1, 1), mkdate(2025, 1, 31), Month},
		{"januari", mkdate(2024, 6, 18), mkdate(2024, 1, 1), mkdate(2024, 1, 31), Month},
		{"°08/12/33", seedRef, mkdate(2033, 12, 8), mkdate(2033, 12, 8), Day},
		{"08/12/80", seedRef, mkdate(1980, 12, 8), mkdate(1980, 12, 8), Day},
		{"3–7 november 2024", seedRef, mkdate(2024, 11, 3), mkdate(2024, 11, 7), Day},
		{"wk 1, 2025", seedRef, mkdate(2024, 12, 30), mkdate(2025, 1, 5), Week},
	}
	for _, c := range cases {
		d, err := Parse(c.text, nl, c.ref)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if !d.Start.Equal(c.start) || !d.End.Equal(c.end) || d.Resolution != c.res {
			t.Errorf("%q = [%s, %s] %s, want [%s, %s] %s", c.text, d.Start.Format(time.DateOnly), d.End.Format(time.DateOnly), d.Resolution,
				c.start.Format(time.DateOnly), c.end.Format(time.DateOnly), c.res)
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		lang, text, cat string
		ref             time.Time
	}{
		{"nl-BE", "31/04/2024", CatInvalidDate, seedRef},
		{"de-DE", "31.02.2024", CatInvalidDate, seedRef},
		{"nl-BE", "foo 2024", CatInvalidFormat, seedRef},
		{"nl-BE", "krokusvakantie", CatHoliday, seedRef},
		{"fr-FR", "vacances de Noël", CatHoliday, seedRef},
		{"de-DE", "Fasching", CatHoliday, seedRef},
		{"en-GB", "bank holiday", CatHoliday, seedRef},
		{"nl-BE", "13/01", CatNoReference, time.Time{}},
		{"nl-BE", "   ", CatEmpty, seedRef},
		{"nl-BE", "120/80", CatInvalidFormat, seedRef},
		{"nl-BE", "45/80", CatInvalidDate, seedRef},
		{"nl-BE", "14:30", CatEmpty, seedRef},
		{"nl-BE", "14/03/0999", CatOutOfRange, seedRef},
	}
	for _, c := range cases {
		p, _ := lang.Get(c.lang)
		_, err := Parse(c.text, p, c.ref)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%q: error %v, want category %s", c.text, err, c.cat)
			continue
		}
		if e.Category != c.cat {
			t.Errorf("%q: category %s, want %s", c.text, e.Category, c.cat)
		}
		if c.text != "" && len(c.text) > 3 && contains(e.Error(), c.text) {
			t.Errorf("%q: error message contains the text", c.text)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
