// Package phoneparse parses and validates phone numbers written as ASCII
// digits after an optional '+', giving exactly what nyaruka/phonenumbers'
// Parse and IsValidNumber give, without the library's regular
// expressions that cannot match (or always match) such a string. Both the
// contact recognizer and the phone surrogate use it. It keeps no state but
// the library's metadata and the regular expressions built from it.
package phoneparse

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/nyaruka/phonenumbers"
	"google.golang.org/protobuf/proto"
)

// Parse returns what phonenumbers.Parse(d, region) returns for d, a
// string of ASCII digits after an optional '+' (see phoneDigits).
//
// Parse spends most of its time on regular expressions that cannot match
// such a string (the extension patterns) or always do (the viability
// pattern). Parse follows the library's Parse step by step without them on the
// usual paths: a national number of a supported region that starts with
// neither an international prefix nor the region's country code, or a
// number after '+' whose country code is that of a region. Every other
// case (an error, an IDD, a non-geographical code, lengths out of range)
// goes to Parse itself. It keeps no state but the library's metadata and
// the regular expressions built from it.
func Parse(d, region string) (*phonenumbers.PhoneNumber, error) {
	if num, ok := parseFast(d, region); ok {
		return num, nil
	}
	num, err := phonenumbers.Parse(d, region)
	if err != nil {
		return nil, fmt.Errorf("parse phone number: %w", err)
	}
	return num, nil
}

// phoneMeta holds the library's per-region metadata, by region code.
var phoneMeta = sync.OnceValue(func() map[string]*phonenumbers.PhoneMetadata {
	m := map[string]*phonenumbers.PhoneMetadata{}
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		return m
	}
	for _, md := range coll.GetMetadata() {
		if id := md.GetId(); id != "001" {
			m[id] = md
		}
	}
	return m
})

// phoneRegexps caches the regular expressions compiled from the
// metadata's patterns, as the library's own cache does.
var phoneRegexps sync.Map // pattern → *regexp.Regexp

func phoneRegexp(pattern string) *regexp.Regexp {
	if re, ok := phoneRegexps.Load(pattern); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(pattern)
	phoneRegexps.Store(pattern, re)
	return re
}

// RegionMetadata returns the library's metadata of the geographical
// region with this code (not "001"), or nil.
func RegionMetadata(region string) *phonenumbers.PhoneMetadata {
	return phoneMeta()[region]
}

// regionMeta returns the metadata of a supported region, or nil.
func regionMeta(region string) *phonenumbers.PhoneMetadata {
	if !phonenumbers.GetSupportedRegions()[region] {
		return nil
	}
	return phoneMeta()[region]
}

// parseFast is Parse's own path; ok is false where it leaves
// the number to Parse.
func parseFast(d, region string) (*phonenumbers.PhoneNumber, bool) {
	digits, plus := strings.CutPrefix(d, "+")
	if len(digits) < 3 || len(digits) > 17 || !allDigits(digits) {
		return nil, false
	}
	meta := regionMeta(region)
	var cc int
	var national string
	if plus {
		// maybeExtractCountryCode after a '+': the first one to three
		// digits that are a known country code.
		if digits[0] == '0' {
			return nil, false
		}
		for i := 1; i <= 3; i++ {
			c, _ := strconv.Atoi(digits[:i])
			if len(phonenumbers.GetRegionCodesForCountryCode(c)) > 0 {
				cc, national = c, digits[i:]
				break
			}
		}
		if cc == 0 {
			return nil, false
		}
		if r := phonenumbers.GetRegionCodeForCountryCode(cc); r != region {
			if r == "001" {
				return nil, false
			}
			meta = regionMeta(r)
		}
	} else {
		if meta == nil {
			return nil, false
		}
		// no international prefix, and not the region's country code
		// before a national number
		if loc := phoneRegexp(meta.GetInternationalPrefix()).FindStringIndex(digits); loc != nil && loc[0] == 0 {
			return nil, false
		}
		cc = int(meta.GetCountryCode())
		if strings.HasPrefix(digits, strconv.Itoa(cc)) {
			return nil, false
		}
		national = digits
	}
	if meta == nil || len(national) < 2 {
		return nil, false
	}
	if p, ok := stripNationalPrefix(national, meta); ok {
		switch v, ok := numberLength(p, meta); {
		case !ok:
			return nil, false
		case v != phonenumbers.TOO_SHORT && v != phonenumbers.IS_POSSIBLE_LOCAL_ONLY && v != phonenumbers.INVALID_LENGTH:
			national = p
		}
	}
	if len(national) < 2 || len(national) > 17 {
		return nil, false
	}
	num := &phonenumbers.PhoneNumber{CountryCode: proto.Int32(int32(cc))}
	if national[0] == '0' {
		num.ItalianLeadingZero = proto.Bool(true)
		n := 1
		for n < len(national)-1 && national[n] == '0' {
			n++
		}
		if n != 1 {
			num.NumberOfLeadingZeros = proto.Int32(int32(n))
		}
	}
	v, _ := strconv.ParseUint(national, 10, 64)
	num.NationalNumber = proto.Uint64(v)
	return num, true
}

// stripNationalPrefix is the library's maybeStripNationalPrefixAndCarrierCode
// without the carrier code: it returns number without its national prefix
// (transformed where the region says so) and whether it stripped one.
func stripNationalPrefix(number string, meta *phonenumbers.PhoneMetadata) (string, bool) {
	npp := meta.GetNationalPrefixForParsing()
	if number == "" || npp == "" {
		return number, false
	}
	prefix := phoneRegexp("^(?:" + npp + ")")
	if !prefix.MatchString(number) {
		return number, false
	}
	rule := phoneRegexp("^(?:" + meta.GetGeneralDesc().GetNationalNumberPattern() + ")$")
	viable := rule.MatchString(number)
	groups := prefix.FindStringSubmatchIndex(number)
	n := len(groups)/2 - 1
	transform := meta.GetNationalPrefixTransformRule()
	if transform == "" || groups[n*2] < 0 {
		if viable && !rule.MatchString(number[groups[1]:]) {
			return number, false
		}
		return number[groups[1]:], true
	}
	t := prefix.ReplaceAllString(number, transform)
	if viable && !rule.MatchString(t) {
		return number, false
	}
	return t, true
}

// numberLength is the library's testNumberLength for an unknown number
// type; ok is false for metadata without possible lengths.
func numberLength(number string, meta *phonenumbers.PhoneMetadata) (phonenumbers.ValidationResult, bool) {
	desc := meta.GetGeneralDesc()
	possible := desc.PossibleLength
	if len(possible) == 0 {
		possible = meta.GeneralDesc.PossibleLength
	}
	if len(possible) == 0 {
		return 0, false
	}
	if possible[0] == -1 {
		return phonenumbers.INVALID_LENGTH, true
	}
	n := int32(len(number))
	for _, l := range desc.PossibleLengthLocalOnly {
		if l == n {
			return phonenumbers.IS_POSSIBLE_LOCAL_ONLY, true
		}
	}
	switch {
	case possible[0] == n:
		return phonenumbers.IS_POSSIBLE, true
	case possible[0] > n:
		return phonenumbers.TOO_SHORT, true
	case possible[len(possible)-1] < n:
		return phonenumbers.TOO_LONG, true
	}
	for _, l := range possible[1:] {
		if l == n {
			return phonenumbers.IS_POSSIBLE, true
		}
	}
	return phonenumbers.INVALID_LENGTH, true
}

// IsValid returns phonenumbers.IsValidNumber(num). A number is valid
// when its national significant number fits the general description of
// its region and the description of one number type; IsValidNumber finds
// out which type, matching every pattern twice and the types in a fixed
// order, where validity needs one match of each pattern and any type, the
// common ones (fixed line, mobile) first.
//
// Where several regions share the country calling code (+44: GB, GG, IM,
// JE), IsValidNumber first picks the region as GetRegionCodeForNumber
// does — the first region whose leading digits match or, lacking leading
// digits, whose type patterns the number fits — and then checks the
// number against that region again. IsValid walks the same list once: a
// region picked by its type patterns has already shown the number valid.
func IsValid(num *phonenumbers.PhoneNumber) bool {
	regions := phonenumbers.GetRegionCodesForCountryCode(int(num.GetCountryCode()))
	switch len(regions) {
	case 0:
		return false
	case 1:
		if regions[0] == "001" {
			return phonenumbers.IsValidNumber(num)
		}
		return validForRegion(num, phonenumbers.GetNationalSignificantNumber(num), regions[0])
	}
	nsn := phonenumbers.GetNationalSignificantNumber(num)
	for _, region := range regions {
		meta := regionMeta(region)
		if meta == nil {
			// The library's metadata look-up cannot fail for a region
			// of the calling-code map; keep its answer where it would.
			return phonenumbers.IsValidNumber(num)
		}
		if ld := meta.GetLeadingDigits(); ld != "" {
			if leadingDigitsRegexp(meta).MatchString(nsn) {
				return validForRegion(num, nsn, region)
			}
		} else if validForMeta(nsn, meta) {
			return num.GetCountryCode() == meta.GetCountryCode()
		}
	}
	return false
}

// leadRegexps caches the leading-digits pattern of each region's metadata.
var leadRegexps sync.Map // *phonenumbers.PhoneMetadata → *regexp.Regexp

// leadingDigitsRegexp is the library's prefix pattern of meta's leading
// digits.
func leadingDigitsRegexp(meta *phonenumbers.PhoneMetadata) *regexp.Regexp {
	return cachedRegexp(&leadRegexps, meta, leadingDigitsPattern)
}

func leadingDigitsPattern(meta *phonenumbers.PhoneMetadata) string {
	return "^(?:" + meta.GetLeadingDigits() + ")"
}

// cachedRegexp returns the compiled pattern(key) from cache, compiling
// and storing it on the first call for key. pattern is a plain function,
// not a closure, so that a cache hit allocates nothing.
func cachedRegexp[K comparable](cache *sync.Map, key K, pattern func(K) string) *regexp.Regexp {
	if re, ok := cache.Load(key); ok {
		return re.(*regexp.Regexp)
	}
	re := phoneRegexp(pattern(key))
	cache.Store(key, re)
	return re
}

// validForRegion is IsValidNumberForRegion(num, region) for a geographic
// region, nsn being num's national significant number.
func validForRegion(num *phonenumbers.PhoneNumber, nsn, region string) bool {
	meta := regionMeta(region)
	if meta == nil || num.GetCountryCode() != meta.GetCountryCode() {
		return false
	}
	return validForMeta(nsn, meta)
}

// validForMeta reports whether the library's getNumberTypeHelper finds a
// type other than UNKNOWN for nsn under meta.
func validForMeta(nsn string, meta *phonenumbers.PhoneMetadata) bool {
	if !descMatches(nsn, meta.GetGeneralDesc()) {
		return false
	}
	switch {
	case descMatches(nsn, meta.GetFixedLine()):
		return true
	case !meta.GetSameMobileAndFixedLinePattern() && descMatches(nsn, meta.GetMobile()):
		return true
	}
	for _, d := range [...]*phonenumbers.PhoneNumberDesc{
		meta.GetPremiumRate(), meta.GetTollFree(), meta.GetSharedCost(), meta.GetVoip(),
		meta.GetPersonalNumber(), meta.GetPager(), meta.GetUan(), meta.GetVoicemail(),
	} {
		if descMatches(nsn, d) {
			return true
		}
	}
	return false
}

// descMatches is the library's isNumberMatchingDesc: nsn has one of the
// description's possible lengths (any, where it lists none) and matches
// its pattern.
func descMatches(nsn string, d *phonenumbers.PhoneNumberDesc) bool {
	if pl := d.GetPossibleLength(); len(pl) > 0 && !slices.Contains(pl, int32(len(nsn))) {
		return false
	}
	return descRegexp(d).MatchString(nsn)
}

// descRegexps caches the whole-string pattern of each number description.
var descRegexps sync.Map // *phonenumbers.PhoneNumberDesc → *regexp.Regexp

func descRegexp(d *phonenumbers.PhoneNumberDesc) *regexp.Regexp {
	return cachedRegexp(&descRegexps, d, descPattern)
}

func descPattern(d *phonenumbers.PhoneNumberDesc) string {
	return "^(?:" + d.GetNationalNumberPattern() + ")$"
}

// allDigits reports whether s is made of ASCII digits only.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
