package render

import (
	"fmt"
	"strings"
)

// nodeKind is the type of a template node.
type nodeKind uint8

const (
	nLit      nodeKind = iota // literal text
	nSlot                     // {name} or {name:arg}: an annotated or clinical slot
	nChoice                   // {~a|b|c}: one alternative at random
	nGender                   // {g:male|female}: by the patient's sex
	nHeading                  // {H:text}: a heading in the document's style
	nOccupied                 // {^a|b}: a if the patient has an occupation, else b
)

// node is one parsed piece of a template.
type node struct {
	kind nodeKind
	text string // literal, heading text
	slot slotFunc
	name string // slot name, for errors and the report
	arg  string
	alts [][]node
}

// parse parses a template. Syntax: literal text; {slot} and {slot:arg};
// {~a|b|c} (alternatives, each a template, may be empty); {?x} (x or
// nothing); {^a|b} (a for a patient with an occupation or employment
// state, b for a minor or a student; each a template); {g:he|she};
// {H:heading}. Unknown slots are errors.
func parse(s string) ([]node, error) {
	nodes, rest, err := parseSeq(s, false)
	if err != nil {
		return nil, err
	}
	if rest != "" {
		return nil, fmt.Errorf("unbalanced %q", rest)
	}
	return nodes, nil
}

// parseSeq parses until the end of s or, when nested, an unmatched '|' or
// '}' (returned in rest).
func parseSeq(s string, nested bool) ([]node, string, error) {
	var out []node
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			out = append(out, node{kind: nLit, text: lit.String()})
			lit.Reset()
		}
	}
	for len(s) > 0 {
		c := s[0]
		if nested && (c == '|' || c == '}') {
			flush()
			return out, s, nil
		}
		if c == '}' {
			return nil, "", fmt.Errorf("unbalanced }")
		}
		if c != '{' {
			lit.WriteByte(c)
			s = s[1:]
			continue
		}
		flush()
		s = s[1:]
		switch {
		case strings.HasPrefix(s, "~") || strings.HasPrefix(s, "?") || strings.HasPrefix(s, "^"):
			opt, occ := s[0] == '?', s[0] == '^'
			s = s[1:]
			var alts [][]node
			for {
				seq, rest, err := parseSeq(s, true)
				if err != nil {
					return nil, "", err
				}
				if rest == "" {
					return nil, "", fmt.Errorf("unclosed {~ or {?")
				}
				alts = append(alts, seq)
				s = rest[1:]
				if rest[0] == '}' {
					break
				}
			}
			switch {
			case occ && len(alts) != 2:
				return nil, "", fmt.Errorf("{^...}: want occupied|not")
			case occ:
				out = append(out, node{kind: nOccupied, alts: alts})
				continue
			case opt:
				alts = append(alts, nil)
			}
			out = append(out, node{kind: nChoice, alts: alts})
		default:
			end := strings.IndexByte(s, '}')
			if end < 0 {
				return nil, "", fmt.Errorf("unclosed {")
			}
			body := s[:end]
			s = s[end+1:]
			name, arg, _ := strings.Cut(body, ":")
			switch name {
			case "g":
				m, f, ok := strings.Cut(arg, "|")
				if !ok {
					return nil, "", fmt.Errorf("{g:%s}: want male|female", arg)
				}
				out = append(out, node{kind: nGender, alts: [][]node{{{kind: nLit, text: m}}, {{kind: nLit, text: f}}}})
			case "H":
				out = append(out, node{kind: nHeading, text: arg})
			default:
				fn, ok := slots[name]
				if !ok {
					return nil, "", fmt.Errorf("unknown slot {%s}", body)
				}
				out = append(out, node{kind: nSlot, slot: fn, name: name, arg: arg})
			}
		}
	}
	flush()
	return out, "", nil
}
