// Package name recognizes person names in clinical notes and decides whom
// each name refers to: Name:Patient, Name:Caregiver or Name:Other.
//
// # Finding names
//
// A name is a run of capitalised words, words in capitals, initials
// ("K.", "J.-P.", "H.J.") and inner particles ("van der", "de", "von",
// "d'") on one line, joined by single spaces or hyphens ("Van der
// Meulen-Hoekstra"). It is read in these places:
//
//   - after a title of the profile or of data/<lang>.yaml, which is kept
//     inside the span ("Dr.", "Prof. Dr. med.", "dhr.", "mevr.", "Mme",
//     "M.", "Mrs", "Herr", "Frau Kollegin", "Sra.", "Dott.ssa",
//     "BS.CKII"); a title that is also a common word ("heer", "Sir",
//     "ông") needs a known or uncommon name after it;
//   - after a header label with a colon or a column break ("Patiënt:",
//     "Name:", "Nom :", "Họ tên:", "Huisarts:", "GP:", "Chefarzt:",
//     "NOK:"), where "Surname, Given" and "SURNAME Given" are read too;
//   - after a role noun ("psycholoog", "health visitor", "Diëtiste") or a
//     kinship noun ("zoon", "mother", "épouse", "Ehefrau", "marido",
//     "con gái"), directly or after a comma or bracket;
//   - in a signature block: the lines after a closing greeting ("Met
//     collegiale groeten,", "Kind regards,", "Mit freundlichen Grüßen",
//     "Cordialement"), one name per column, and typist initials ("LD/kv");
//   - on a handover line after its joiners ("door", "aan", "by", "to"),
//     including capital initials ("JT");
//   - without a cue: a first name of the lexicon with a family name that
//     is known or no common word, an initial with a family name, "Surname,
//     Given" opening a line, "@Name" in a message, or one name with a
//     credential or role after it ("Bennett RN", "Meijer (cardioloog)");
//   - again, alone, wherever the note already introduced that family or
//     given name with a cue (document consistency);
//   - in a list that a kinship noun opens ("children, Mia (8 mo) and Leo
//     (3)", "kinderen Lotte (6) en Daan"): each further item;
//   - as initials: after a typist label ("Typed by: MT"), in brackets after
//     a caregiver's name ("Anouk (AvD)"), or after a dash that ends a
//     message ("Thx 👍 – DN"); a credential or abbreviation there is none.
//
// A name ends before a post-nominal (", MD", ", FRCP") and before a
// service after a lower-case particle ("Dr Okafor du SAU", "Dr. Wolf von
// der Intensivstation"). A word that is both kin and a nursing title
// ("Sister", "Schwester", "sœur", "zuster") is kin, outside the span, in
// lower case, after a possessive, with family words around it ("Sister
// Marisol (sibling)", "Angehörige: Schwester Anna") or, in English, before
// a lone given name; in a ward or staff context ("Übergabe Frühdienst:
// Schwester Petra", a nursing note's title) it is a title inside a
// caregiver's span. "Zr." and "Br." are nursing titles.
//
// A word that is a common word of the note's language (or of English), an
// eponym or a place needs a cue: "Parkinson" in "ziekte van Parkinson" is
// no name, "Dr. Parkinson" is; "koning" is no name, "mevr. Koning" is.
// Nothing is read inside an organisation or street name (a head word such
// as "Ziekenhuis", "Hospital", "Praktijk", "Klinik", "Clinique", "School",
// "straat" or "rue" before or after it, or a house number after it).
//
// # Referents
//
// The strongest cue decides:
//
//   - a kinship or social cue gives Other, and so does a workplace
//     relation ("line manager", "leidinggevende", "Arbeitgeber");
//   - the sign-off of a message the patient wrote gives Patient: after a
//     salutation to a caregiver ("Hi Dr. Ng,", "Beste dokter,"), a body in
//     the first person with no patient noun, and a closing greeting or a
//     dash before the name ("Groetjes, Anouk", "…?" – Frank Morrissey");
//   - a patient label or noun gives Patient;
//   - a caregiver label, role noun, caregiver title ("Dr", "Prof", "OA"),
//     signature, handover line, mention or credential or role after the
//     name (", MD", "(cardioloog)", ", huisarts", ", toestel 4521") gives
//     Caregiver;
//   - a social title ("mevr.", "Mr", "Herr", "Mme") or a cue-less name
//     followed by an age or a birth date (", 72 j", " 59M", ", né le",
//     " is a 17-year-old") gives Patient.
//
// A name with no such evidence takes the referent that its family name
// has elsewhere in the note with evidence (a patient named in the header
// stays Patient as "dhr. X" later); failing that, a social title gives
// Patient and a cue-less full name Caregiver. When one name part has two
// referents with equal evidence, Patient wins over Other over Caregiver.
//
// Cue words live in data/<lang>.yaml for nl, en, fr, de, es, it, pt and vi
// (regional profiles share them) and data/all.yaml (credentials); names,
// common words, eponyms, places, professions and particles come from the
// lexicon passed to New, so lists added with lexicon.LoadDir count.
package name
