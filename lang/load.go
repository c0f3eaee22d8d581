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
// to the language's default profile (the one marked default: true, else the
// first of that language in Codes order). It returns false when no profile
// of the language exists.
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
	return defaultFor(base)
}

// defaultFor returns the default profile of a base language ("nl").
func defaultFor(base string) (*Profile, bool) {
	if base == "" {
		return nil, false
	}
	var first *Profile
	for _, k := range Codes() {
		p := profiles[strings.ToLower(k)]
		if Base(p.Code) != base {
			continue
		}
		if p.Default {
			return p, true
		}
		if first == nil {
			first = p
		}
	}
	return first, first != nil
}

// Base returns the lower-case language part of a tag: "nl" for "nl-BE".
func Base(code string) string {
	c := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(code), "_", "-"))
	base, _, _ := strings.Cut(c, "-")
	return base
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
