package address

import "testing"

// TestUSStreetGrammar covers the American street grammar: a compass
// point with a period, a unit after the street type ("Ste. 4B", "#12"), a
// town and state code without a ZIP, a numbered highway as the street, a
// rural route box and a PO box before a number that reads as a postal
// code.
func TestUSStreetGrammar(t *testing.T) {
	runCases(t, []addrCase{
		{"direction period suite town state", "Clinic: 123 N. Main St., Ste. 4B, Akron OH", []string{"123 N. Main St., Ste. 4B, Akron OH|C"}},
		{"direction apt zip", "Lives at 1420 W. Elm Ave., Apt. 3, Dayton, OH 45402.", []string{"1420 W. Elm Ave., Apt. 3, Dayton, OH 45402|P"}},
		{"hash unit", "Lives at 77 Sunset Blvd. #12, Los Angeles, CA 90028.", []string{"77 Sunset Blvd. #12, Los Angeles, CA 90028|P"}},
		{"unit word hash", "Lives at 9 Oak Dr Unit #2B.", []string{"9 Oak Dr Unit #2B|P"}},
		{"town comma state", "Lives at 77 Pine Rd, Salem, OR.", []string{"77 Pine Rd, Salem, OR|P"}},
		{"highway street", "Lives at 2250 US-41, Marquette MI", []string{"2250 US-41, Marquette MI|P"}},
		{"route street", "Lives at 88 Route 9, Fishkill NY", []string{"88 Route 9, Fishkill NY|P"}},
		{"county road", "Lives at 410 County Road 12.", []string{"410 County Road 12|P"}},
		{"rural route", "Lives at RR 2 Box 14, Hazard, KY", []string{"RR 2 Box 14, Hazard, KY|P"}},
		{"po box postal-like", "Mailing address PO Box 1123, Tupelo, MS 38802", []string{"PO Box 1123, Tupelo, MS 38802|P"}},
		{"ordinal street direction", "Lives at 1200 E 5th St, Tulsa, OK.", []string{"1200 E 5th St, Tulsa, OK|P"}},
		{"ordinal street unit", "Lives at 45 West 85th Street, Apt 4F, New York, NY.", []string{"45 West 85th Street, Apt 4F, New York, NY|P"}},
		{"ordinal first word", "Lives at 12 1st Ave, Akron OH", []string{"12 1st Ave, Akron OH|P"}},
		{"two street words", "Lives at 4821 N Maple Grove Rd. in Dayton", []string{"4821 N Maple Grove Rd.|P", "Dayton|P"}},
		{"abbreviation in the name", "Lives at 100 Martin Luther King Jr. Blvd, Newark NJ", []string{"100 Martin Luther King Jr. Blvd, Newark NJ|P"}},
		{"trail abbreviation", "Lives alone at 15 Pine Hollow Trl, Bend, OR 97701", []string{"15 Pine Hollow Trl, Bend, OR 97701|P"}},
		{"terrace abbreviation", "Lives at 9 Ocean View Ter", []string{"9 Ocean View Ter|P"}},
		{"po box alone", "Patient mail: PO Box 1123.", []string{"PO Box 1123|P"}},
	})
}

// TestUSStreetGrammarNegative keeps what only resembles the grammar out.
func TestUSStreetGrammarNegative(t *testing.T) {
	runCases(t, []addrCase{
		{"ambiguous state without comma", "Lives at 77 Pine Rd, Salem OR nearby.", []string{"77 Pine Rd|P"}},
		{"no unit code", "Lives at 77 Pine Rd, Apt here.", []string{"77 Pine Rd|P"}},
		{"us without road number", "Took 2 US flights in 2024.", nil},
		{"belgian bus b", "Lives at 77 Pine Rd b 3.", []string{"77 Pine Rd|P"}},
		{"ordinal without street type", "Given 2 3rd doses on day 5.", nil},
		{"street word alone after number", "Gave 2 Loop diuretics.", nil},
		{"rr without box", "RR 2 was seen.", nil},
	})
}

// TestEnglishBareStreets covers English streets without a house number
// after a preposition and the two streets of an intersection.
func TestEnglishBareStreets(t *testing.T) {
	runCases(t, []addrCase{
		{"lives on street", "He lives on Maple Street.", []string{"Maple Street|O"}},
		{"ordinal street", "Lives off West 85th Street.", []string{"West 85th Street|O"}},
		{"intersection ordinal", "Found down at the corner of 5th and Main.", []string{"5th|O", "Main|O"}},
		{"intersection types", "Hit at the corner of Elm St. and Oak Ave yesterday.", []string{"Elm St.|O", "Oak Ave|O"}},
	})
}

// TestEnglishBareStreetsNegative keeps names that hold a street type out.
func TestEnglishBareStreetsNegative(t *testing.T) {
	runCases(t, []addrCase{
		{"no preposition", "Maple Street residents were seen.", nil},
		{"name after the street", "Registered on Castle Street Surgery list.", nil},
		{"road traffic", "Road traffic accident on arrival.", nil},
		{"corner without streets", "Seen in the corner of the room and left.", nil},
	})
}
