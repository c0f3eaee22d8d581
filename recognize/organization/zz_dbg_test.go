package organization

import (
	"fmt"
	"os"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
	"github.com/meddeid/meddeid/lexicon"
)

func TestDbgOrg(t *testing.T) {
	lx, _ := lexicon.Load()
	for _, s := range New(lx).Recognize(os.Getenv("TXT"), rectest.MustProfile(t, os.Getenv("LNG"))) {
		fmt.Println(s.Label, s.Text, *s.Score)
	}
}
