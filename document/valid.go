package document

// maxNesting is encoding/json's limit on nested arrays and objects.
const maxNesting = 10000

// validJSON reports whether b is valid JSON exactly as json.Valid does:
// the same grammar, white space of space, tab, CR and LF only, bytes from
// 0x80 accepted in strings without a UTF-8 check (as encoding/json's
// scanner does), and at most maxNesting arrays and objects open at once.
// It walks b once without json.Valid's per-byte state machine.
func validJSON(b []byte) bool {
	i := validValue(b, skipSpace(b, 0), 0)
	return i >= 0 && skipSpace(b, i) == len(b)
}

// validElement is validValue with the scalars checked without its set-up
// for containers.
func validElement(b []byte, i, depth int) int {
	switch c := b[i]; {
	case c == '"':
		return validString(b, i)
	case c == '-' || c >= '0' && c <= '9':
		return validNumber(b, i)
	case c == 't':
		return validLiteral(b, i, "true")
	case c == 'f':
		return validLiteral(b, i, "false")
	case c == 'n':
		return validLiteral(b, i, "null")
	}
	return validValue(b, i, depth)
}

// validValue checks the JSON value that starts at b[i], nested in depth
// arrays and objects, and returns the index after it, or -1.
func validValue(b []byte, i, depth int) int {
	// object[d] is set when the container at depth d is an object
	var object [maxNesting/64 + 1]uint64
	base := depth
	for {
		// a value starts at b[i]
		if i >= len(b) {
			return -1
		}
		switch c := b[i]; {
		case c == '{' || c == '[':
			if depth == maxNesting {
				return -1
			}
			if c == '{' {
				object[depth/64] |= 1 << (depth % 64)
			} else {
				object[depth/64] &^= 1 << (depth % 64)
			}
			depth++
			i = skipSpace(b, i+1)
			if i < len(b) && b[i] == c+2 { // '}' or ']'
				depth--
				i++
				break
			}
			if c == '{' {
				if i = validName(b, i); i < 0 {
					return -1
				}
			}
			continue
		case c == '"':
			i = validString(b, i)
		case c == '-' || c >= '0' && c <= '9':
			i = validNumber(b, i)
		case c == 't':
			i = validLiteral(b, i, "true")
		case c == 'f':
			i = validLiteral(b, i, "false")
		case c == 'n':
			i = validLiteral(b, i, "null")
		default:
			return -1
		}
		if i < 0 {
			return -1
		}
		// after a value: close containers until the next element starts
		for {
			if depth == base {
				return i
			}
			i = skipSpace(b, i)
			if i >= len(b) {
				return -1
			}
			inObject := object[(depth-1)/64]&(1<<((depth-1)%64)) != 0
			c := b[i]
			if c == ',' {
				i = skipSpace(b, i+1)
				if inObject {
					if i = validName(b, i); i < 0 {
						return -1
					}
				}
				break
			}
			if inObject && c == '}' || !inObject && c == ']' {
				depth--
				i++
				continue
			}
			return -1
		}
	}
}

// validName checks the member name and colon at b[i] and returns the
// index of the value after them (white space skipped), or -1.
func validName(b []byte, i int) int {
	if i >= len(b) || b[i] != '"' {
		return -1
	}
	if i = validString(b, i); i < 0 {
		return -1
	}
	i = skipSpace(b, i)
	if i >= len(b) || b[i] != ':' {
		return -1
	}
	return skipSpace(b, i+1)
}

// validString checks the string literal at b[i] == '"' and returns the
// index after its closing quote, or -1.
func validString(b []byte, i int) int {
	for j := i + 1; j < len(b); {
		switch c := b[j]; {
		case c == '"':
			return j + 1
		case c < 0x20:
			return -1
		case c == '\\':
			if j+1 >= len(b) {
				return -1
			}
			switch b[j+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				j += 2
			case 'u':
				if j+6 > len(b) {
					return -1
				}
				for _, h := range b[j+2 : j+6] {
					if !isHex(h) {
						return -1
					}
				}
				j += 6
			default:
				return -1
			}
		default:
			j++
		}
	}
	return -1
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// validNumber checks the number at b[i] and returns the index after it,
// or -1.
func validNumber(b []byte, i int) int {
	if b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	default:
		return -1
	}
	if i < len(b) && b[i] == '.' {
		i++
		if i >= len(b) || !isDigit(b[i]) {
			return -1
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || !isDigit(b[i]) {
			return -1
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	return i
}

// validLiteral checks that lit is written at b[i] and returns the index
// after it, or -1.
func validLiteral(b []byte, i int, lit string) int {
	if len(b)-i < len(lit) || string(b[i:i+len(lit)]) != lit {
		return -1
	}
	return i + len(lit)
}
