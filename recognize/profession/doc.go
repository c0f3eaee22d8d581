// Package profession recognizes the occupation, employment state, field
// of study or hobby of the patient or a relative ("gepensioneerd
// landbouwer", "retired longshoreman", "étudiant en kinésithérapie",
// "arbeidsongeschikt", "plays bowls") and labels it Profession.
//
// Words come from the lexicon's professions and hobbies lists for the
// locale (lexicon.Professions, lexicon.Hobbies: several hundred per main
// language, and whatever a hospital adds with --lexicon-dir), plus the
// cue lists of data/cues.yaml. In Dutch and German an unknown closed
// compound that ends in a known head ("vrachtwagenchauffeur",
// "Volksschullehrerin") counts as an occupation, and a hobby word behind
// "amateur" or "hobby" ("amateurvoetballer") as a hobby.
//
// The span takes in what the gold conventions put inside it: an adjacent
// employment state ("gepensioneerd landbouwer", "cheminot retraité"),
// premodifiers ("secondary school maths teacher", "logistiek planner"), a
// hyphenated first part ("Kfz-Mechaniker"), a field or subject after a
// teacher or student ("docente Frans", "professora de matemática") and
// postmodifiers ("infirmière à domicile"), a department after a leader
// or clerk ("teamleider onderhoud", "Leiter Vertrieb"), and in English a
// head noun after an occupation ("lifeguard supervisor"). A field of
// study after a study verb is a span of its own ("studeert
// verpleegkunde", "studies nursing"). Adverbs such as "vroeger",
// "former" and "ex" stay outside, and so do a copula, "since" and a date
// around a state ("unemployed since January", "met ziekteverlof"). A
// self-employment word in brackets after an occupation is a span of its
// own ("tegelzetter (zzp)", "plombier (indépendant)").
//
// The treating caregiver's role is never a Profession, so:
//
//   - a care occupation (nurse, GP, physiotherapist, interpreter, …) or an
//     everyday word that is also a staff role or a common noun (student,
//     driver, agent, teacher, manager, …) needs a person cue: a field label
//     ("Beroep:", "Occupation:", "Nghề nghiệp:"), "works as (a)", a copula
//     ("is a", "est"), "vroeger"/"former"/"ex", an employment state in the
//     span ("retired nurse"), an apposition in a clause about a relative,
//     the patient or an age ("moeder Sarah (31 jaar), verpleegkundige"), or
//     a sentence-initial position on a social-history line (score 0.85);
//   - any other occupation or state counts unless one of the rejections
//     below applies (0.7, or 0.85 with a cue);
//   - a hobby needs a hobby cue ("speelt", "fervent", "begeisterter",
//     "enjoys", "Hobby:"), a verb of starting or stopping ("gave up golf",
//     "is gestopt met voetbal", "hat mit dem Bouldern angefangen"), a
//     sport named as the setting of an event ("tijdens het padel"; a verb
//     form such as "tijdens het fietsen" is a movement), an apposition cue
//     or a list it continues (0.8); once found, the same hobby counts again
//     anywhere in the note (0.65); under a hobby label any one-word item of
//     the list counts, listed or not ("Hobbys: Lesen, Kochen"), unless it
//     says there is none or names people ("none", "grandchildren");
//   - an employment state that is also a sick note ("krankgeschrieben")
//     needs a cue or "since" next to it ("seit drei Wochen").
//
// A role after a caregiver's name is no Profession: after a name with a
// caregiver title ("Frau Dr. Keller, Fachärztin für …", "dr. Janssens,
// klinisch chemicus"), a care role after a name with a social title
// ("Mme Girard, orthophoniste"), or a possessive name before it ("Mr
// Okafor's secretary"); a relative, an age or a patient word in the
// clause keeps it ("Sa fille Julie, infirmière").
//
// Rejections: a field label ("Huisarts:", "Médecin traitant :"), an article
// or possessive before ("de huisarts", "your doctor"), a workplace
// preposition ("bij een bakker"), a title or name after ("huisarts dr.
// Geerts", "psycholoog Tine"), a name before the comma with no relative or
// patient cue ("Karin Brinkman, apotheker"), a line that opens with a
// caregiver label ("Verwijzer:", "Reported by:"), a possessive "'s"
// ("farmer's lung") and family names that are occupations ("dhr. Kok",
// "Bakker, Noor", "Frau Koch").
package profession
