// Package lang holds the language profiles that recognizers consult: month,
// weekday and season names, holidays, ordinal forms, date function words,
// age units and cues, birth-date cues, titles, phone and ID cues, phone
// region and national-ID schemes, one profile per locale. The profiles are
// data files (profiles/*.yaml) embedded in the binary; a profile that does
// not parse makes Get panic, and the package tests load every one.
//
// Embedded profiles (the default profile of each language in brackets is
// what a bare tag such as "nl" or an unknown region such as "fr-CH" gets):
//
//	de-AT  German (Austria): Jänner, Feber; svnr, e-card
//	de-DE  German (Germany) [de]: KVNR, LANR
//	en-GB  English (United Kingdom) [en]: NHS number, GMC
//	en-US  English (United States): month-day-year dates; SSN, NPI
//	es-ES  Spanish (Spain) [es]: DNI/NIE, nº colegiado
//	fr-BE  French (Belgium) [fr]: NISS/registre national, INAMI
//	fr-FR  French (France): NIR, IPP, RPPS, ADELI
//	it-IT  Italian (Italy) [it]: codice fiscale
//	nl-BE  Dutch (Belgium) [nl]: rijksregisternummer, RIZIV
//	nl-NL  Dutch (Netherlands): BSN, BIG, AGB
//	pt-BR  Portuguese (Brazil) [pt]: CPF, CRM
//	vi-VN  Vietnamese (Viet Nam) [vi]: tháng/năm dates, tuổi
//
// Conventions shared by every word list: lower-case NFC, abbreviations
// without a trailing dot (matchers fold case and accept an optional dot),
// multi-word entries separated by single spaces. Cue lists (birth_cues,
// id_cues, ...) may hold dotted forms ("geb.", "d.o.b.") as written.
//
// Get resolves a tag, Resolve picks the profile for one document (a
// --lang override, else the document's language tag, else Detect), and
// Detect guesses the profile of an untagged text from its stop words,
// clinical words, regional cues and phone and date shapes.
package lang
