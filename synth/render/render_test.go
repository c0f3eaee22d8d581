package render

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
	"github.com/meddeid/meddeid/synth/langpack"
)

func TestParse(t *testing.T) {
	good := []string{"plain", "{p.name} en {~a|b {d.doc}|}", "{?, {p.city}}", "{g:hij|zij}", "{H:Beleid}: {plan}", "{^Beroep: {p.prof}.|{rj.rel} {rj.job}.}", "{q:size} {scale} {icd:atc} {brand} {anat} {ratio} {lot}"}
	for _, s := range good {
		if _, err := parse(s); err != nil {
			t.Errorf("parse(%q): %v", s, err)
		}
	}
	bad := []string{"{nope}", "{~a|b", "{p.name", "{g:hij}", "x}", "{^a}", "{^a|b|c}"}
	for _, s := range bad {
		if _, err := parse(s); err == nil {
			t.Errorf("parse(%q) accepted", s)
		}
	}
	nodes, _ := parse("a{~x|y}b")
	if len(nodes) != 3 || nodes[1].kind != nChoice || len(nodes[1].alts) != 2 {
		t.Errorf("nodes %+v", nodes)
	}
}

func TestOrdinal(t *testing.T) {
	for _, tc := range []struct {
		kind string
		n    int
		want string
	}{{"en", 1, "st"}, {"en", 2, "nd"}, {"en", 3, "rd"}, {"en", 11, "th"}, {"en", 22, "nd"}, {"fr", 1, "er"}, {"fr", 2, ""}, {"de", 5, "."}, {"nl", 1, "ste"}, {"nl", 2, "de"}} {
		if got := ordinal(tc.kind, tc.n); got != tc.want {
			t.Errorf("ordinal(%s,%d) = %q, want %q", tc.kind, tc.n, got, tc.want)
		}
	}
}

func TestEmitLit(t *testing.T) {
	var b build.Builder
	b.Begin("Address_Location:Patient")
	emitLit(&b, "bus ", build.AdditionalInfo)
	b.Part("bus_number", "2")
	b.End(build.Meta{})
	res := b.Finish()
	subs := res.Spans[0].Subannotations
	if len(subs) != 3 || subs[0].Category != build.AdditionalInfo || subs[1].Category != build.Formatting || subs[2].Category != "bus_number" {
		t.Errorf("subs %+v", subs)
	}
}

// TestRenderAll renders every note type of every language from several
// cases and checks the text is free of template syntax and that the
// patient is named or identified.
func TestRenderAll(t *testing.T) {
	cm, err := langpack.GetCommon()
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range langpack.Codes() {
		pk, _ := langpack.Get(code)
		rr, err := New(pk, cm)
		if err != nil {
			t.Fatal(err)
		}
		s := casegen.NewSampler(pk, nil)
		var b build.Builder
		for i := 0; i < 20; i++ {
			r := rand.New(rand.NewPCG(uint64(i), 9))
			c := s.Sample(r, i, 2025)
			for _, nt := range rr.Types {
				b.Reset()
				info, err := rr.Render(r, &b, c, &c.Encounters[i%4], nt)
				if err != nil {
					t.Fatal(err)
				}
				res := b.Finish()
				if strings.ContainsAny(res.Text, "{}") {
					t.Fatalf("%s %s: template syntax left", code, nt)
				}
				if len(res.Spans) == 0 || len(info.Blocks) == 0 {
					t.Fatalf("%s %s: no spans", code, nt)
				}
			}
		}
	}
}
