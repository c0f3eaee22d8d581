package profession

import "testing"

// TestLabelsListsAndCues checks an employer's name between an occupation
// label and the occupation, hobby lists with articles, "likes to go" and
// "spends weekends" before a hobby, and added list entries.
func TestLabelsListsAndCues(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "Employment: Tesco, shelf stacker, 20 h/week.", []string{"shelf stacker"}},
		{"fr-FR", "Il pratique le vélo et la randonnée le week-end.", []string{"vélo", "randonnée"}},
		{"en-US", "She likes to go hiking with her family.", []string{"hiking"}},
		{"en-US", "He spends weekends fishing on the lake.", []string{"fishing"}},
		{"nl-BE", "Vroeger vrachtwagenchauffeur, nu met invaliditeit.", []string{"vrachtwagenchauffeur", "met invaliditeit"}},
		{"nl-NL", "Werkt parttime als kassière in de supermarkt.", []string{"kassière"}},
		{"de-DE", "Die Mutter ist Näherin in einer Textilfabrik.", []string{"Näherin"}},
		// negatives: a name before an occupation with no label stays a
		// caregiver's role; no hobby without a cue
		{"nl-BE", "Karin Brinkman, apotheker, belde terug.", nil},
		{"en-US", "The lake was calm; fishing boats nearby.", nil},
	})
}

// TestVietnamesePortugueseItalian checks added occupations, a field after a
// Vietnamese teacher and the Vietnamese retirement state.
func TestVietnamesePortugueseItalian(t *testing.T) {
	runCases(t, []recCase{
		{"vi-VN", "Người giám hộ: mẹ Phạm Thị Thu Hà, 29 tuổi, giáo viên mầm non - ĐT 0908", []string{"giáo viên mầm non"}},
		{"vi-VN", "Nghề nghiệp: công nhân may", []string{"công nhân may"}},
		{"vi-VN", "Bệnh nhân nghỉ hưu, sống với con gái.", []string{"nghỉ hưu"}},
		{"vi-VN", "Sở thích: đọc sách, đạp xe.", []string{"đọc sách", "đạp xe"}},
		{"pt-BR", "Trabalha como entregador há dois anos.", []string{"entregador"}},
		{"pt-BR", "Aposentada, ex-professora da rede estadual.", []string{"Aposentada", "professora da rede estadual"}},
		{"it-IT", "Lavora come mulettista in un magazzino.", []string{"mulettista"}},
	})
}

// TestVietnameseHobbiesAndDegrees checks Vietnamese hobbies after a verb
// of playing or training (the verb stays outside, as in "jugar a la
// petanca"), and a degree or year with a preposition before the field.
func TestVietnameseHobbiesAndDegrees(t *testing.T) {
	runCases(t, []recCase{
		{"vi-VN", "Ông thường chơi cờ tướng với bạn bè.", []string{"cờ tướng"}},
		{"vi-VN", "Bà tập dưỡng sinh hằng ngày ở công viên.", []string{"dưỡng sinh"}},
		{"vi-VN", "Bệnh nhân thích đánh cầu lông.", []string{"cầu lông"}},
		{"vi-VN", "Con trai 20 tuổi, sinh viên năm 2 ngành công nghệ thông tin.", []string{"sinh viên năm 2 ngành công nghệ thông tin"}},
		{"fr-FR", "Sa fille, 23 ans, étudiante en master de droit.", []string{"étudiante en master de droit"}},
		// no hobby without a cue
		{"vi-VN", "Đau khi đi bộ xa.", nil},
	})
}

// TestHobbyFieldItems checks bare one-word items after a hobby label,
// including words that are no hobby elsewhere, and what is no item: a
// "none" word, people, a phrase that goes on, a label on a later sentence.
func TestHobbyFieldItems(t *testing.T) {
	runCases(t, []recCase{
		{"de-DE", "Hobbys: Lesen, Kochen und Stricken.", []string{"Lesen", "Kochen", "Stricken"}},
		{"en-GB", "Hobbies: reading and baking; walks the dog daily.", []string{"reading", "baking"}},
		{"fr-FR", "Loisirs : tricot et lecture.", []string{"tricot", "lecture"}},
		{"en-GB", "Leisure: TV, crosswords.", []string{"crosswords"}},
		{"en-US", "Avid hunter and fisherman.", []string{"hunter", "fisherman"}},
		// negatives
		{"en-GB", "Hobbies: none.", nil},
		{"nl-NL", "Sport: geen. Roken: nee.", nil},
		{"en-US", "Interests: grandchildren, family.", nil},
		{"nl-BE", "Hobby: zeilen, lid van een watersportvereniging", []string{"zeilen"}},
		{"en-GB", "Allergies: penicillin, latex.", nil},
	})
}

// TestJobWithArticleVerb checks the Italian "fare il/la + occupation" and
// the Vietnamese "làm nghề + occupation"; other objects of "fare" stay out.
func TestJobWithArticleVerb(t *testing.T) {
	runCases(t, []recCase{
		{"it-IT", "Il marito, Giuseppe, fa il muratore.", []string{"muratore"}},
		{"it-IT", "Fa l'infermiera all'ospedale di Parma.", []string{"infermiera"}},
		{"vi-VN", "Hiện bệnh nhân làm nghề lái xe ôm.", []string{"lái xe ôm"}},
		// negatives
		{"it-IT", "Il medico fa il punto della situazione.", nil},
		{"it-IT", "Ha chiamato il medico di guardia.", nil},
		{"vi-VN", "Bác sĩ làm thủ thuật.", nil},
	})
}

// TestHobbyListOpeners checks a hobby label with a verb that opens its
// list ("hobbies include"), unlisted English gerunds after a hobby cue or
// inside a list, "de" after a conjunction in a list, "passion for", and
// added hobby entries; and what stays out: a general label with a verb,
// an everyday movement, "nothing", a gerund with no cue or list.
func TestHobbyListOpeners(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "His hobbies include fishing, camping and woodworking.", []string{"fishing", "camping", "woodworking"}},
		{"en-US", "Her interests are gardening and photography.", []string{"gardening", "photography"}},
		{"de-DE", "Seine Hobbys sind Gartenarbeit und Skat.", []string{"Gartenarbeit", "Skat"}},
		{"en-US", "Enjoys reading, cooking and spending time with family.", []string{"reading", "cooking"}},
		{"en-US", "Enjoys hiking, geocaching and kayaking with her husband.", []string{"hiking", "geocaching", "kayaking"}},
		{"en-US", "She has a passion for ballroom dancing.", []string{"ballroom dancing"}},
		{"fr-BE", "Passionné de pêche et de chasse.", []string{"pêche", "chasse"}},
		{"en-GB", "Retired, enjoys caravanning and bowls.", []string{"Retired", "caravanning", "bowls"}},
		{"pt-BR", "Joga dominó e truco na praça.", []string{"dominó", "truco"}},
		{"nl-NL", "Hij gaat graag kamperen.", []string{"kamperen"}},
		// negatives
		{"en-US", "Activities are limited by dyspnea.", nil},
		{"en-US", "He misses working.", nil},
		{"en-US", "Enjoys nothing lately.", nil},
		{"en-US", "Denies smoking, drinking and vaping.", nil},
		{"en-US", "Bleeding, bruising and swelling noted.", nil},
	})
}

// TestAddedOccupations checks common occupations added to the lists, and
// that the ones that are also everyday words ("mineur", "commercial")
// need a person cue.
func TestAddedOccupations(t *testing.T) {
	runCases(t, []recCase{
		{"fr-BE", "Ancien mineur, pensionné depuis 1995.", []string{"mineur", "pensionné"}},
		{"fr-FR", "Il est commercial dans une PME.", []string{"commercial"}},
		{"en-US", "He is a railroad worker.", []string{"railroad worker"}},
		{"en-US", "He worked as a letter carrier for the post office.", []string{"letter carrier"}},
		{"en-US", "She is a CNA at a nursing home.", []string{"CNA"}},
		{"it-IT", "Ex minatore, pensionato.", []string{"minatore", "pensionato"}},
		{"nl-BE", "Hij werkt als plafonneerder.", []string{"plafonneerder"}},
		{"de-DE", "Er arbeitet als Hilfsarbeiter auf dem Bau.", []string{"Hilfsarbeiter"}},
		{"pt-BR", "Trabalha como borracheiro.", []string{"borracheiro"}},
		// no person cue: no occupation
		{"fr-FR", "Traumatisme mineur du poignet.", nil},
		{"fr-FR", "Chute au centre commercial.", nil},
		{"en-US", "CNA reported the fall to the nurse.", nil},
	})
}

// TestHobbyPlayersAndPremodifiers checks players and runners of a sport
// as hobbies, school and church premodifiers inside the span, and
// "sings" as a hobby cue.
func TestHobbyPlayersAndPremodifiers(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "He plays high school football and wrestles.", []string{"high school football"}},
		{"en-US", "She sings in a gospel choir.", []string{"gospel choir"}},
		{"en-GB", "He is a keen fell runner.", []string{"fell runner"}},
		{"en-US", "He is an avid tennis player.", []string{"tennis player"}},
		{"de-DE", "Er ist aktiver Fußballspieler in der Kreisliga.", []string{"Fußballspieler"}},
		{"pt-BR", "Ele joga bola com os amigos no fim de semana.", []string{"bola"}},
		{"en-GB", "He is a keen gig rower with the local club.", []string{"gig rower"}},
		// no cue: no hobby
		{"en-US", "The tennis player injury clinic was closed.", nil},
		{"en-US", "She sings along to the radio.", nil},
	})
}

// TestUSOccupations checks common US job titles added to the lists, an
// ordinal grade before a teacher, and care roles that need a person cue.
func TestUSOccupations(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "He works for UPS as a package handler.", []string{"package handler"}},
		{"en-US", "He is a warehouse associate at a distribution center.", []string{"warehouse associate"}},
		{"en-US", "He is an HVAC tech.", []string{"HVAC tech"}},
		{"en-US", "She is a 3rd grade teacher.", []string{"3rd grade teacher"}},
		{"en-US", "Works as a meat cutter at a packing plant.", []string{"meat cutter"}},
		{"en-US", "She is a certified nursing assistant at a nursing home.", []string{"certified nursing assistant"}},
		// a care role with no person cue is the treating staff
		{"en-US", "Phlebotomist unable to draw labs this morning.", nil},
	})
}

// TestInformantLabels checks that an informant or contact label
// ("Collateral:", "Next of kin:") makes the person after it a relative, so
// the occupation in brackets after their name is theirs, not a caregiver's
// role; a care role after a plain name stays out.
func TestInformantLabels(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "Collateral: Ms. Moreno (pharmacy technician), reached at noon.", []string{"pharmacy technician"}},
		{"en-US", "Informant: John Moreno (electrician), reached at noon.", []string{"electrician"}},
		{"en-GB", "Next of kin: John Moreno, electrician, 07700 900123.", []string{"electrician"}},
		{"en-US", "Seen with Ms. Moreno (pharmacy technician) at the bedside.", nil},
	})
}

// TestRelativeThenOccupation checks an occupation right after a relative
// noun, with no comma ("moeder poetsvrouw", "padre operaio"), which needs
// no other cue, and that a care role alone stays out.
func TestRelativeThenOccupation(t *testing.T) {
	runCases(t, []recCase{
		{"nl-BE", "Vader (62), vrachtwagenchauffeur, moeder poetsvrouw.", []string{"vrachtwagenchauffeur", "poetsvrouw"}},
		{"it-IT", "Madre casalinga, padre operaio.", []string{"casalinga", "operaio"}},
		{"nl-BE", "Poetsvrouw komt niet meer langs.", nil},
	})
}

// TestWatchingAndPlayingHobbies checks "watching", "playing" and "doing"
// between a hobby cue and the hobby, "dances" and "paints" as cues, and
// added hobbies (cards, crafts).
func TestWatchingAndPlayingHobbies(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "Enjoys watching NASCAR and fishing.", []string{"NASCAR", "fishing"}},
		{"en-US", "Enjoys playing cards and bingo at the senior center.", []string{"cards", "bingo"}},
		{"en-US", "She volunteers at church and enjoys crafts.", []string{"crafts"}},
		{"en-US", "She paints watercolors.", []string{"watercolors"}},
		// no cue: no hobby
		{"en-US", "Wallet cards and ID in the bag.", nil},
	})
}

// TestHobbyCueBeforeOccupationNoun checks that a hobby cue before a noun
// that is also an everyday occupation makes it count ("gepassioneerd
// visser"), and pt "frequenta" as a hobby cue; a care role stays out.
func TestHobbyCueBeforeOccupationNoun(t *testing.T) {
	runCases(t, []recCase{
		{"nl-BE", "Hij is een gepassioneerd visser.", []string{"visser"}},
		{"pt-BR", "Frequenta a academia 3x por semana.", []string{"academia"}},
		{"de-DE", "Er fährt gerne Motorrad.", []string{"Motorrad"}},
		{"en-US", "Avid nurse reviewed the chart.", nil},
	})
}

// TestHobbyAfterCues checks words after a hobby that make it one
// ("swimming is his favourite thing", "Fietsen is zijn grote passie"),
// and that other nouns there are none.
func TestHobbyAfterCues(t *testing.T) {
	runCases(t, []recCase{
		{"en-GB", "He swims weekly and swimming is his favourite thing.", []string{"swimming"}},
		{"nl-BE", "Fietsen is zijn grote passie.", []string{"Fietsen"}},
		{"fr-FR", "Le vélo est sa passion.", []string{"vélo"}},
		{"en-US", "Sleep is his favourite.", nil},
		{"en-US", "Swimming is painful since the fall.", nil},
	})
}
