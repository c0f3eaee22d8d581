package dateshift

// Error categories reported by Parse and Shift.
const (
	// CatEmpty: the text has no date content.
	CatEmpty = "empty"
	// CatInvalidFormat: the words or numbers do not form a known date format.
	CatInvalidFormat = "invalid_format"
	// CatInvalidDate: the format is known but the day does not exist (31/04).
	CatInvalidDate = "invalid_date"
	// CatAmbiguous: the text allows several readings and nothing decides.
	CatAmbiguous = "ambiguous"
	// CatNoReference: a date without year needs a reference date.
	CatNoReference = "no_reference"
	// CatHoliday: a holiday without a computable day (school holidays, …).
	CatHoliday = "holiday"
	// CatUnsupported: a known kind of date expression that is not handled.
	CatUnsupported = "unsupported"
	// CatOutOfRange: the year lies outside 1000–2999.
	CatOutOfRange = "out_of_range"
)

// Error is a parse or shift failure. Category is one of the Cat* constants;
// Reason is a short explanation that never contains the date text.
type Error struct {
	Category string
	Reason   string
}

// Error implements error.
func (e *Error) Error() string {
	return "dateshift: " + e.Category + ": " + e.Reason
}

func errf(cat, reason string) *Error { return &Error{Category: cat, Reason: reason} }
