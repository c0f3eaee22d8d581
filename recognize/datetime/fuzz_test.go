package datetime

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
)

// FuzzRecognize checks that any input gives sorted, non-overlapping spans
// inside the text, on rune boundaries, with the right text, and no panic.
func FuzzRecognize(f *testing.F) {
	for _, s := range []string{
		"", "0", "°", "*1", "'", "12/03/2024", "Tue 5th March 2024 14:30", "°02/03/1950", "10-31/08",
		"du 12 au 19 novembre 2024", "samedi 9 au dimanche 10 mars", "2024-03-05T08:30", "wk 23, 2024",
		"12 tháng 5 năm 2024", "Spring of '22", "July–September 2024", "8-9-10", "03-821.30.00",
		"Dienstag, 18. Feber 2025", "segunda-feira, 3 de março", "\xff\xfe12/03", "12/03/2024-",
		"1er janvier 2025", "2019-2021", "vom 21.10. bis", "Sa 15.3.", "1\u00a02\u20283",
	} {
		f.Add(s, "nl-BE")
		f.Add(s, "en-US")
	}
	codes := lang.Codes()
	f.Fuzz(func(t *testing.T, text, code string) {
		p, ok := lang.Get(code)
		if !ok && len(codes) > 0 {
			p, _ = lang.Get(codes[len(text)%len(codes)])
		}
		devtest.CheckSpans(t, text, New().Recognize(text, p), devtest.ScoreInRange)
	})
}
