package agegen

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/meddeid/meddeid/lang"
)

//go:embed data/units.yaml
var unitsYAML []byte

// wording is how one language writes ages.
type wording struct {
	Year  []string `yaml:"year"`
	Month []string `yaml:"month"`
	Week  []string `yaml:"week"`
	Day   []string `yaml:"day"`
	And   string   `yaml:"and"`
}

var (
	wordOnce sync.Once
	wordings map[string]wording
)

func loadWordings() {
	if err := yaml.Unmarshal(unitsYAML, &wordings); err != nil {
		panic(fmt.Errorf("agegen: data/units.yaml: %w", err))
	}
}

// wordingFor returns the wording of a profile's language (English when the
// language has none).
func wordingFor(p *lang.Profile) wording {
	wordOnce.Do(loadWordings)
	if w, ok := wordings[lang.Base(p.Code)]; ok {
		return w
	}
	return wordings["en"]
}

func (w wording) unit(u string, n int) string {
	var f []string
	switch u {
	case lang.UnitYear:
		f = w.Year
	case lang.UnitMonth:
		f = w.Month
	case lang.UnitWeek:
		f = w.Week
	default:
		f = w.Day
	}
	if n == 1 || len(f) < 2 {
		return f[0]
	}
	return f[1]
}

// render writes values in units ("3 jaar en 8 maanden"); zero values are
// left out unless all are zero, then the smallest unit is written.
func render(p *lang.Profile, units []string, vals []int) string {
	w := wordingFor(p)
	var parts []string
	for i, u := range units {
		if vals[i] == 0 {
			continue
		}
		parts = append(parts, strconv.Itoa(vals[i])+" "+w.unit(u, vals[i]))
	}
	if len(parts) == 0 {
		u := units[len(units)-1]
		return "0 " + w.unit(u, 0)
	}
	if len(parts) == 1 {
		return parts[0]
	}
	sep := " " + w.And + " "
	if w.And == "" {
		sep = " "
	}
	return strings.Join(parts[:len(parts)-1], ", ") + sep + parts[len(parts)-1]
}
