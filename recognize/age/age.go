// Package age recognizes expressed ages ("45-jarige", "72 yo", "2j4m",
// "Age: 34", "65M") in clinical notes and labels them Age_Birthdate. Birth
// dates are left to the date recognizer.
//
// Unit words come from the age_units of every language profile, compiled
// once into one matcher, because notes mix languages. Whether "N unit" is an
// age or a duration is decided from the words around it (data/context.yaml):
//
//   - an adjectival form ("45-jarige", "72-year-old", "45-jährige") is
//     always an age (score 0.95);
//   - a duration word before ("sinds", "for", "il y a", "seit") or after
//     ("geleden", "ago"), a pregnancy context or a non-age unit ("SA",
//     "PY") rules the number out;
//   - an age-only unit ("yo", "y/o", "tuổi"), a following "old"/"oud", or an
//     age cue ("Age:", "Leeftijd:", "âgé de", "at age") gives 0.95; after a
//     cue a bare number counts;
//   - "65M"/"65 F" in a header gives 0.85 for the number;
//   - a plain unit ("45 jaar", "3 mnd") counts only as an appositive after a
//     name, relative or date ("Dirk (64 j)", "Mme X, 87 a,") (0.75–0.8),
//     after a person word or verb ("patiënt is 45 jaar", 0.7) or after a
//     point word ("vanaf 80 jaar", "tot 16 j", 0.6).
//
// Generalised rules (rules_extra.go), each kept away from durations,
// follow-up intervals and gestational ages:
//
//   - an age noun up to four words before ("corrected age today is 10
//     weeks", "âge corrigé 3 mois"), unless a blocker makes it another age
//     ("bone age", "âge osseux", "average age") (0.9);
//   - a person noun and "of" ("patiente de 38 ans", "vrouw van 45 jaar",
//     "Mann von 60 Jahren") (0.8), a person noun in apposition ("votre
//     patient, 67 ans"), a name in apposition with a short unit ("Zoé, 3
//     sem., …");
//   - a point word and a possessive ("depuis ses 6 mois", "sinds zijn 6
//     maanden") (0.7);
//   - a milestone preposition in a sentence with a milestone or child word
//     ("walked at 14 months", "zat los op 8 maanden", "freies Laufen mit 12
//     Monaten") or opening a sentence before a pronoun ("At about 3 weeks
//     he …"), unless an appointment, control, review or treatment word is
//     in the clause or right after (0.65–0.7);
//   - ordinal life units ("im 3. Lebensjahr", "2e levensjaar"), "Sex/Age:
//     F/58", bracketed age lists after children ("two children (9 and
//     12)") and a bare age at an event in a family clause ("mother with
//     breast cancer at 52,").
//
// Header and phrasing forms (rules_gaps.go): fractions ("2½ jaar", "2 1/2
// years"), composites ("3 jaar en 2 mnd", "2 ans et demi"), a glued "Y"
// with a sex marker ("72Y M", "AGE/SEX: 72Y/F"), "Age: 3M" as months in a
// pediatric note, "Name (8 mo)" in a sentence about relatives, a bare
// number after a person subject and a copula ("pt is 56,", "she's 72
// and"), "age of" cues ("depuis l'âge de 16 ans", "from the age of 16")
// and a possessive ordinal ("sinds zijn 16e").
package age

import (
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// Label is the taxonomy label of every span this recognizer emits.
const Label = "Age_Birthdate"

// Name is the recognizer name, used as span source.
const Name = "age"

// Scores of the rules, from strongest to weakest evidence.
const (
	scoreExplicit   = 0.95
	scoreSex        = 0.85
	scoreAppositive = 0.8
	scoreKin        = 0.75
	scorePerson     = 0.7
	scorePoint      = 0.6
)

// maxAge bounds the number of an age in years; other kinds allow more
// (365 days).
const (
	maxAgeYears = 125
	maxAgeOther = 365
)

// rules is the compiled matcher and context sets, shared by all recognizers.
type rules struct {
	units          *unitMatcher
	durBefore      wordSet
	durAfter       wordSet
	gestBefore     wordSet
	fillers        wordSet
	cues           wordSet
	bareCues       wordSet
	cueLast        wordSet // the last words of cues (see lastWords)
	bareCueLast    wordSet // the last words of bareCues
	personBefore   wordSet
	haveForms      wordSet
	haveSubjects   wordSet
	deathWords     wordSet
	pointBefore    wordSet
	pointBeforeAny wordSet
	kin            wordSet
	old            wordSet
	sex            wordSet

	ageNouns        wordSet
	cueBlockers     wordSet
	possessives     wordSet
	possessiveLead  wordSet
	personNouns     wordSet
	ofWords         wordSet
	family          *stemSet
	childrenPlural  wordSet
	listJoiners     wordSet
	eventPoints     wordSet
	milestonePreps  wordSet
	withPreps       wordSet
	subjectPronouns wordSet
	sexWords        wordSet
	ofLifeAfter     wordSet
	titles          wordSet
	lifeUnits       []string
	lifeFirst       [256]bool // first bytes of lifeUnits
	ordinalSuffixes []string
	maxOrdinal      int // the byte length of the longest ordinal suffix
	milestone       *stemSet
	child           *stemSet
	followup        *stemSet
	gestation       *stemSet
	dosing          *stemSet
	intervalAfter   *stemSet

	copulaSubjects  wordSet
	copulas         wordSet
	copulaFollowers wordSet
	compJoiners     wordSet
	halfWords       []string
	pediatric       *stemSet
	relatives       *stemSet // family, kin and children plurals
}

var (
	compileOnce sync.Once
	compiled    *rules
)

// compile builds the shared rules from the embedded data and the profiles.
// The data is part of the binary, so a parse error is a programming error
// caught by the tests.
func compile() *rules {
	compileOnce.Do(func() {
		c, err := parseContext(contextYAML)
		if err != nil {
			panic(err)
		}
		profiles := lang.All()
		cues := append([]string(nil), c.Cues...)
		var titles []string
		for _, p := range profiles {
			cues = append(cues, p.AgeCues...)
			for _, t := range p.Titles {
				titles = append(titles, strings.TrimSuffix(t, "."))
			}
		}
		compiled = &rules{
			units:          newUnitMatcher(profiles, c),
			durBefore:      newWordSet(c.DurationBefore),
			durAfter:       newWordSet(c.DurationAfter),
			gestBefore:     newWordSet(c.GestationBefore),
			fillers:        newWordSet(c.Fillers),
			cues:           newWordSet(cues),
			bareCues:       newWordSet(c.Cues),
			personBefore:   newWordSet(c.PersonBefore),
			haveForms:      newWordSet(c.HaveForms),
			haveSubjects:   newWordSet(c.HaveSubjects),
			deathWords:     newWordSet(c.DeathWords),
			pointBefore:    newWordSet(append(append([]string(nil), c.PointBefore...), c.PointBeforeAny...)),
			pointBeforeAny: newWordSet(c.PointBeforeAny),
			kin:            newWordSet(c.Kin),
			old:            newWordSet(c.OldWords),
			sex:            newWordSet(c.SexMarkers),

			ageNouns:        newWordSet(c.AgeNouns),
			cueBlockers:     newWordSet(c.CueBlockers),
			possessives:     newWordSet(c.Possessives),
			possessiveLead:  newWordSet(c.PossessiveLead),
			personNouns:     newWordSet(c.PersonNouns),
			ofWords:         newWordSet(c.OfWords),
			family:          newStemSet(append(append([]string(nil), c.Family...), c.Kin...)),
			childrenPlural:  newWordSet(c.ChildrenPlural),
			listJoiners:     newWordSet(c.ListJoiners),
			eventPoints:     newWordSet(c.EventPoints),
			milestonePreps:  newWordSet(c.MilestonePreps),
			withPreps:       newWordSet(c.WithPreps),
			subjectPronouns: newWordSet(c.SubjectPronouns),
			sexWords:        newWordSet(c.SexWords),
			ofLifeAfter:     newWordSet(c.OfLifeAfter),
			titles:          newWordSet(titles),
			lifeUnits:       longestFirst(c.LifeUnits),
			ordinalSuffixes: longestFirst(c.OrdinalSuffixes),
			milestone:       newStemSet(c.MilestoneWords),
			child:           newStemSet(c.ChildWords),
			followup:        newStemSet(c.FollowupWords),
			gestation:       newStemSet(c.GestationWords),
			dosing:          newStemSet(c.DosingWords),
			intervalAfter:   newStemSet(c.IntervalAfter),

			copulaSubjects:  newWordSet(c.CopulaSubjects),
			copulas:         newWordSet(c.Copulas),
			copulaFollowers: newWordSet(c.CopulaFollowers),
			compJoiners:     newWordSet(c.CompJoiners),
			halfWords:       longestFirst(c.HalfWords),
			pediatric:       newStemSet(c.PediatricWords),
			relatives:       newStemSet(append(append(append([]string(nil), c.Family...), c.Kin...), c.ChildrenPlural...)),
		}
		compiled.cueLast, compiled.bareCueLast = lastWords(compiled.cues), lastWords(compiled.bareCues)
		for _, s := range compiled.ordinalSuffixes {
			compiled.maxOrdinal = max(compiled.maxOrdinal, len(s))
		}
		for _, u := range compiled.lifeUnits {
			if u != "" {
				compiled.lifeFirst[u[0]] = true
			}
		}
	})
	return compiled
}

// lastWords returns the last words of the phrases of set: phraseIn can
// find a phrase only when the nearest word is one of them.
func lastWords(set wordSet) wordSet {
	out := wordSet{}
	for p := range set {
		out[p[strings.LastIndexByte(p, ' ')+1:]] = true
	}
	return out
}

// longestFirst returns the lower-cased words sorted longest first, then
// alphabetically, for deterministic longest-match scanning.
func longestFirst(ws []string) []string {
	out := make([]string, 0, len(ws))
	for _, w := range ws {
		out = append(out, strings.ToLower(strings.TrimSpace(w)))
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}

// Recognizer finds expressed ages. It is safe for concurrent use.
type Recognizer struct {
	r *rules
}

// New returns the age recognizer.
func New() recognize.Recognizer { return &Recognizer{r: compile()} }

// Name implements recognize.Recognizer.
func (*Recognizer) Name() string { return Name }

// Labels implements recognize.Recognizer.
func (*Recognizer) Labels() []string { return []string{Label} }

// Languages implements recognize.Recognizer: all profiles.
func (*Recognizer) Languages() []string { return nil }

// Recognize implements recognize.Recognizer. p may be nil; it only breaks
// ties between profiles that give a unit word different kinds ("j").
func (rc *Recognizer) Recognize(text string, p *lang.Profile) []document.Span {
	var out []document.Span
	var buf [3 * maxLeftWords]string
	for i := 0; ; {
		if i = swar.IndexDigit(text, i); i == len(text) {
			break
		}
		j := i + 1
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if b, e, score, ok := rc.r.at(text, i, j, p, buf[:]); ok {
			out = append(out, document.NewSpan(text, b, e, Label, score, Name))
			if e == j && rc.r.bareCueBefore(readLeft(text, i, buf[:])) {
				// "aged 6 and 9", "ages 3, 5 and 8": bare numbers listed
				// after a cue share it
				for n := 0; n < maxListedAges; n++ {
					nb, ne, ok := rc.r.listedBare(text, e)
					if !ok {
						break
					}
					out = append(out, document.NewSpan(text, nb, ne, Label, score, Name))
					e = ne
				}
				i = e
				continue
			}
			// "deux enfants de 13 ans et 10 ans": the ages listed after it
			for n := 0; n < maxListedAges; n++ {
				nb, ne, ok := rc.r.listedAge(text, e)
				if !ok {
					break
				}
				de := nb
				for de < len(text) && isDigit(text[de]) {
					de++
				}
				if b2, e2, s2, ok := rc.r.at(text, nb, de, p, buf[:]); ok && b2 >= e {
					nb, ne, score = b2, e2, s2 // read in full on its own ("8 J.")
				}
				out = append(out, document.NewSpan(text, nb, ne, Label, score, Name))
				e = ne
			}
			i = e
			continue
		}
		if nums, ue, ok := rc.r.sharedUnit(text, j); ok {
			// "enfants de 6 et 9 ans", "kinderen van 6 en 9 jaar": the
			// first number reads as an age with the unit of the last
			last := nums[len(nums)-1]
			if b, e, score, ok := rc.r.at(text[:j]+text[last[1]:], i, j, p, buf[:]); ok && b == i && e > j {
				out = append(out, document.NewSpan(text, i, j, Label, score, Name))
				for k, n := range nums {
					end := n[1]
					if k == len(nums)-1 {
						end = ue
						if _, e2, _, ok := rc.r.at(text, n[0], n[1], p, buf[:]); ok && e2 > ue {
							end = e2 // read in full on its own ("8 J.")
						}
					}
					out = append(out, document.NewSpan(text, n[0], end, Label, score, Name))
					i = end
				}
				continue
			}
		}
		i = j
	}
	return out
}

// sharedUnit reads, after a number ending at j, the numbers listed with
// it up to an age unit after the last ("6 et 9 ans", "6, 8 en 11 jaar"):
// ", " or a list joiner before each, one to three digits, and the unit
// after one blank. It returns the numbers' offsets and the unit's end.
func (r *rules) sharedUnit(text string, j int) ([][2]int, int, bool) {
	var nums [][2]int
	k := j
	for len(nums) < maxListedAges {
		nb, ne, ok := r.joinedNumber(text, k)
		if !ok {
			break
		}
		nums = append(nums, [2]int{nb, ne})
		k = ne
	}
	if len(nums) == 0 || k >= len(text) || text[k] != ' ' {
		return nil, 0, false
	}
	u, end := r.units.match(text, k+1)
	if u == nil || u.class == classNonAge {
		return nil, 0, false
	}
	return nums, end, true
}

// listSeparator reads ", " or " joiner " at k (see list_joiners) and
// returns where the next item starts and whether it was a comma.
func (r *rules) listSeparator(text string, k int) (next int, comma, ok bool) {
	switch {
	case strings.HasPrefix(text[k:], ", "):
		return k + 2, true, true
	case k < len(text) && text[k] == ' ':
		w := k + 1
		for w < len(text) && text[w] != ' ' {
			w++
		}
		if w >= len(text) || !r.listJoiners[strings.ToLower(text[k+1:w])] {
			return 0, false, false
		}
		return w + 1, false, true
	}
	return 0, false, false
}

// joinedNumber reads ", N" or " joiner N" at k, N one to three digits not
// followed by a letter, a decimal or a further digit group.
func (r *rules) joinedNumber(text string, k int) (int, int, bool) {
	if k < len(text) && text[k] == ' ' {
		// " joiner N": a digit must follow the word, which spares the
		// joiner look-up after most numbers
		w := k + 1
		for w < len(text) && text[w] != ' ' {
			w++
		}
		if w+1 >= len(text) || !isDigit(text[w+1]) {
			return 0, 0, false
		}
	}
	k, _, ok := r.listSeparator(text, k)
	if !ok {
		return 0, 0, false
	}
	nb := k
	k, ok = smallNumber(text, k)
	if !ok || k < len(text) && text[k] != ' ' && text[k] != ',' && text[k] != '.' && text[k] != ')' && text[k] != ';' {
		return 0, 0, false // "6 and 9kg", "3-4"
	}
	return nb, k, true
}

// smallNumber reads one to three digits at k that no decimal follows
// ("2,5") and returns their end.
func smallNumber(text string, k int) (int, bool) {
	nb := k
	for k < len(text) && isDigit(text[k]) {
		k++
	}
	if k == nb || k-nb > 3 || k+1 < len(text) && (text[k] == '.' || text[k] == ',') && isDigit(text[k+1]) {
		return 0, false
	}
	return k, true
}

// listedBare reads a bare number listed after the age ending at e (see
// joinedNumber) that ends the list or a clause: no word follows it but a
// joiner before a further number ("aged 65 and 2 admissions" lists one
// age).
func (r *rules) listedBare(text string, e int) (int, int, bool) {
	nb, ne, ok := r.joinedNumber(text, e)
	if !ok {
		return 0, 0, false
	}
	if ne < len(text) && text[ne] == ' ' {
		// only the list may go on: "5 and 8", not "2 admissions", "3 kids"
		if _, _, ok := r.joinedNumber(text, ne); !ok {
			return 0, 0, false
		}
	}
	return nb, ne, true
}

// maxListedAges bounds the ages read after one age (see listedAge).
const maxListedAges = 4

// listedAge reads an age listed right after the age ending at e: a list
// joiner or ", " and a number of one to three digits with its age unit
// ("13 ans et 10 ans", "8 jaar, 11 jaar en 14 jaar"). A bare number after
// the joiner is none ("5 jaar en 3 maanden" still reads, "at 79 years and
// 2 admissions" does not).
func (r *rules) listedAge(text string, e int) (int, int, bool) {
	return r.listedAgeN(text, e, maxListedAges)
}

// listedAgeN is listedAge with at most n ages left in the list: an age
// after ", " needs another after it ("8 jaar, 11 jaar en 14 jaar"), so
// that a duration after a comma stays out ("45 jaar, 3 jaar geleden").
func (r *rules) listedAgeN(text string, e, n int) (int, int, bool) {
	if n <= 0 {
		return 0, 0, false
	}
	k, comma, ok := r.listSeparator(text, e)
	if !ok {
		return 0, 0, false
	}
	nb := k
	if k, ok = smallNumber(text, k); !ok {
		return 0, 0, false
	}
	ue, sep := separator(text, k)
	if sep == '-' {
		return 0, 0, false
	}
	u, end := r.units.match(text, ue)
	if u == nil || u.class == classNonAge {
		return 0, 0, false
	}
	if comma {
		if _, _, ok := r.listedAgeN(text, end, n-1); !ok {
			return 0, 0, false
		}
	}
	return nb, end, true
}

// number holds a parsed age number: digits with at most one decimal.
type number struct {
	begin, end int
	value      int
}

// parseNumber reads the number whose digit run is text[nb:ne]; it accepts
// one decimal digit after ',' or '.' ("2,5 jaar").
func parseNumber(text string, nb, ne int) (number, bool) {
	if ne-nb > 3 {
		return number{}, false
	}
	v := 0
	for k := nb; k < ne; k++ {
		v = v*10 + int(text[k]-'0')
	}
	end := ne
	if ne+1 < len(text) && (text[ne] == ',' || text[ne] == '.') && isDigit(text[ne+1]) &&
		(ne+2 >= len(text) || !isDigit(text[ne+2])) && (ne+2 >= len(text) || text[ne+2] != '.') {
		end = ne + 2
	}
	return number{begin: nb, end: end, value: v}, true
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// badBefore reports whether the byte before a number makes it part of a
// larger token: a word, a decimal, a range, a time, a fraction or a
// gestational age.
func badBefore(text string, nb int) bool {
	if nb == 0 {
		return false
	}
	if isLetterBefore(text, nb) {
		return true
	}
	switch text[nb-1] {
	case '+', '/', '#', '°', '^', '_', '=', '@', '*', '&', '%':
		return true
	case '.', ',', ':', '-', 'x':
		return nb >= 2 && isDigit(text[nb-2])
	}
	r, _ := utf8.DecodeLastRuneInString(text[:nb])
	return r == '×' || r == '±' || r == '≥' || r == '≤' || r == '°' || r == '–' && nb >= 4 && isDigit(text[nb-4])
}

// separator returns the offset after the separator between a number and a
// unit: nothing, one blank, a hyphen, or a narrow/no-break space.
func separator(text string, i int) (int, byte) {
	if i >= len(text) {
		return i, 0
	}
	switch text[i] {
	case ' ', '\t':
		return i + 1, ' '
	case '-':
		return i + 1, '-'
	}
	r, n := utf8.DecodeRuneInString(text[i:])
	if r == '\u00a0' || r == '\u202f' {
		return i + n, ' '
	}
	return i, 0
}
