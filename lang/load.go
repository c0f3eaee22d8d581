package lang

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

//go:embed profiles/*.yaml
var profileFS embed.FS

var (
	loadOnce sync.Once
	profiles map[string]*Profile
	loadErr  error
)

func load() {
	profiles = map[string]*Profile{}
	entries, err := fs.Glob(profileFS, "profiles/*.yaml")
	if err != nil {
		loadErr = err
		return
	}
	for _, name := range entries {
		data, err := profileFS.ReadFile(name)
		if err != nil {
			loadErr = fmt.Errorf("lang: read %s: %w", name, err)
			return
		}
		var p Profile
		if err := yaml.Unmarshal(data, &p); err != nil {
			loadErr = fmt.Errorf("lang: parse %s: %w", name, err)
			return
		}
		if p.Code == "" {
			loadErr = fmt.Errorf("lang: %s: missing code", name)
			return
		}
		profiles[strings.ToLower(p.Code)] = &p
	}
}

// Get returns the profile for a BCP-47 code. It accepts any case and "_"
// for "-"; a bare language ("nl") or an unknown region ("fr-CH") falls back
// to the first profile of that language in Codes order. It returns false
// when no profile of the language exists.
func Get(code string) (*Profile, bool) {
	loadOnce.Do(load)
	if loadErr != nil {
		panic(loadErr) // embedded data is part of the binary; tests catch this
	}
	c := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(code), "_", "-"))
	if p, ok := profiles[c]; ok {
		return p, true
	}
	base, _, _ := strings.Cut(c, "-")
	for _, k := range Codes() {
		if strings.HasPrefix(strings.ToLower(k), base+"-") {
			return profiles[strings.ToLower(k)], true
		}
	}
	return nil, false
}

// Codes lists the codes of all embedded profiles, sorted.
func Codes() []string {
	loadOnce.Do(load)
	out := make([]string, 0, len(profiles))
	for _, p := range profiles {
		out = append(out, p.Code)
	}
	sort.Strings(out)
	return out
}

// All returns every embedded profile in Codes order.
func All() []*Profile {
	var out []*Profile
	for _, c := range Codes() {
		p, _ := Get(c)
		out = append(out, p)
	}
	return out
}
