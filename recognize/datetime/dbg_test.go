package datetime

import (
	"fmt"
	"os"
	"testing"

	"github.com/meddeid/meddeid/lang"
)

func TestDbg(t *testing.T) {
	p, _ := lang.Get(os.Getenv("DL"))
	text := os.Getenv("DT")
	if f := os.Getenv("DF"); f != "" {
		b, _ := os.ReadFile(f)
		text = string(b)
	}
	for _, sp := range New().Recognize(text, p) {
		fmt.Printf("%q %s %.2f\n", sp.Text, sp.Label, *sp.Score)
	}
}
