package eval

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// table is a titled grid of cells: the first column is left-aligned, the
// others right-aligned. It renders as aligned text or as Markdown.
type table struct {
	title  string
	header []string
	rows   [][]string
	notes  []string
}

func (t *table) add(cells ...string) { t.rows = append(t.rows, cells) }

// widths returns the display width of each column in code points.
func (t *table) widths() []int {
	w := make([]int, len(t.header))
	for _, r := range append([][]string{t.header}, t.rows...) {
		for i, c := range r {
			w[i] = max(w[i], utf8.RuneCountInString(c))
		}
	}
	return w
}

func pad(s string, w int, left bool) string {
	n := w - utf8.RuneCountInString(s)
	if n <= 0 {
		return s
	}
	if left {
		return s + strings.Repeat(" ", n)
	}
	return strings.Repeat(" ", n) + s
}

// writeText writes the table as aligned plain text.
func (t *table) writeText(w io.Writer) error {
	ws := t.widths()
	var b strings.Builder
	b.WriteString(t.title + "\n")
	line := func(r []string) {
		cells := make([]string, len(r))
		for i, c := range r {
			cells[i] = pad(c, ws[i], i == 0)
		}
		b.WriteString("  " + strings.TrimRight(strings.Join(cells, "  "), " ") + "\n")
	}
	line(t.header)
	sep := make([]string, len(ws))
	for i, n := range ws {
		sep[i] = strings.Repeat("-", n)
	}
	line(sep)
	for _, r := range t.rows {
		line(r)
	}
	for _, n := range t.notes {
		b.WriteString("  " + n + "\n")
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeMarkdown writes the table as a GitHub-flavoured Markdown table.
func (t *table) writeMarkdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("### " + t.title + "\n\n")
	esc := func(r []string) string {
		cells := make([]string, len(r))
		for i, c := range r {
			cells[i] = strings.ReplaceAll(c, "|", `\|`)
		}
		return "| " + strings.Join(cells, " | ") + " |\n"
	}
	b.WriteString(esc(t.header))
	align := make([]string, len(t.header))
	for i := range align {
		align[i] = "---:"
		if i == 0 {
			align[i] = "---"
		}
	}
	b.WriteString("|" + strings.Join(align, "|") + "|\n")
	for _, r := range t.rows {
		b.WriteString(esc(r))
	}
	if len(t.notes) > 0 {
		b.WriteString("\n")
		for _, n := range t.notes {
			b.WriteString(n + "\n")
		}
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func itoa(n int) string { return fmt.Sprint(n) }
