package lang

// Phone-number shapes that point to one country: the grouping and length
// of national numbers differ per region (US (206) 555-0123, French
// 01 23 45 67 89, Belgian 9-digit landlines, Dutch 06- mobiles). Detect
// adds one vote per recognised number to the profiles of that phone region.

// phoneRegions are the regions phoneShapeRegion can return, in vote order.
var phoneRegions = [...]string{"US", "GB", "NL", "BE", "FR", "DE", "AT"}

// maxPhoneGroups bounds the groups read from one number.
const maxPhoneGroups = 8

// phoneShapeVotes counts, per phoneRegions entry, the numbers in s whose
// national shape points to that region.
func phoneShapeVotes(s []byte) (votes [len(phoneRegions)]int) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isDigit(c) || c == '(') {
			continue
		}
		if i > 0 && (isDigit(s[i-1]) || isASCIILetter(s[i-1]) || s[i-1] == '+' || s[i-1] == '/' || s[i-1] == '.' || s[i-1] == '-') {
			continue
		}
		var digits [16]byte
		var groups [maxPhoneGroups]int
		var seps [maxPhoneGroups]byte
		n, ng, end, ok := readPhone(s, i, &digits, &groups, &seps)
		if ok {
			if r := phoneShapeRegion(digits[:n], groups[:ng], seps[:ng], c == '('); r >= 0 {
				votes[r]++
			}
		}
		if end > i {
			i = end
		}
	}
	return votes
}

func isASCIILetter(c byte) bool { return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') }

// readPhone reads digit groups joined by single separators (space - . /)
// or a closing parenthesis, starting at i. seps[k] is the separator before
// group k (0 for the first). It reports false for runs that look like a
// date or time (a 4-digit 19xx/20xx group after a separator, or a run
// followed by ':').
func readPhone(s []byte, i int, digits *[16]byte, groups *[maxPhoneGroups]int, seps *[maxPhoneGroups]byte) (n, ng, end int, ok bool) {
	if s[i] == '(' {
		i++
	}
	var sep byte
	for ng < maxPhoneGroups {
		start := i
		for i < len(s) && isDigit(s[i]) {
			if n == len(digits) {
				return n, ng, i, false
			}
			digits[n] = s[i]
			n++
			i++
		}
		if i == start {
			break
		}
		g := i - start
		if g == 4 && ng > 0 && sep != ' ' && (s[start] == '1' && s[start+1] == '9' || s[start] == '2' && s[start+1] == '0') {
			return n, ng, i, false
		}
		groups[ng], seps[ng] = g, sep
		ng++
		if i >= len(s) {
			break
		}
		switch {
		case s[i] == ')' && i+1 < len(s) && s[i+1] == ' ' && i+2 < len(s) && isDigit(s[i+2]):
			sep, i = ')', i+2
		case (s[i] == ' ' || s[i] == '-' || s[i] == '.' || s[i] == '/') && i+1 < len(s) && isDigit(s[i+1]):
			sep, i = s[i], i+1
		default:
			return n, ng, i, s[i] != ':'
		}
	}
	return n, ng, i, i >= len(s) || s[i] != ':'
}

// phoneShapeRegion maps one number's shape to an index of phoneRegions,
// or -1 when the shape is not distinctive.
func phoneShapeRegion(d []byte, groups []int, seps []byte, paren bool) int {
	n := len(d)
	eq := func(want ...int) bool {
		if len(groups) != len(want) {
			return false
		}
		for k := range want {
			if groups[k] != want[k] {
				return false
			}
		}
		return true
	}
	switch {
	case n == 10 && d[0] >= '2' && eq(3, 3, 4) && (paren && seps[1] == ')' || seps[1] == '-' && seps[2] == '-' || seps[1] == '.' && seps[2] == '.'):
		return 0 // US
	case n == 11 && d[0] == '0' && (d[1] == '1' || d[1] == '2' || d[1] == '3' || d[1] == '7') && len(groups) >= 2:
		return 1 // GB
	case n == 10 && d[0] == '0' && d[1] == '6' && (len(groups) == 1 || groups[0] == 2):
		return 2 // NL mobile 06-12345678
	case n == 9 && d[0] == '0' && len(groups) >= 2:
		return 3 // BE landline 02 123 45 67
	case n == 10 && d[0] == '0' && d[1] == '4' && groups[0] == 4 && (len(groups) > 1 && seps[1] == '/' || eq(4, 2, 2, 2)):
		return 3 // BE mobile 0475/12.34.56
	case n == 10 && d[0] == '0' && eq(2, 2, 2, 2, 2):
		return 4 // FR 01 23 45 67 89
	case n == 10 && d[0] == '0' && len(groups) == 2 && (groups[0] == 3 || groups[0] == 4) && seps[1] == '-':
		return 2 // NL landline 020-1234567
	case (n == 11 || n == 12) && d[0] == '0' && d[1] == '1' && d[2] >= '5' && d[2] <= '7':
		return 5 // DE mobile 0151 ...
	case n >= 10 && d[0] == '0' && d[1] == '6' && (d[2] == '6' && d[3] == '4' || d[2] == '7' && d[3] == '6' || d[2] == '5' && d[3] == '0' || d[2] == '6' && d[3] == '0' || d[2] == '8' && (d[3] == '0' || d[3] == '1' || d[3] == '8')):
		return 6 // AT mobile 0664 ...
	}
	return -1
}
