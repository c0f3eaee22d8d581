package lexicon

import (
	"sync"
	"sync/atomic"
	"testing"
)

type derivedKey struct{ n int }

// TestDerived checks that Derived builds a value once per key and lexicon,
// whatever the number of concurrent callers.
func TestDerived(t *testing.T) {
	a, b := &Lexicon{}, &Lexicon{}
	var builds atomic.Int32
	build := func(lx *Lexicon) any {
		builds.Add(1)
		return lx
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got := a.Derived(derivedKey{1}, build); got != a {
				t.Errorf("Derived(1) = %p, want %p", got, a)
			}
		})
	}
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Fatalf("8 calls with one key built %d values, want 1", n)
	}
	for _, c := range []struct {
		lx   *Lexicon
		key  derivedKey
		want int32
	}{
		{a, derivedKey{1}, 1}, // cached
		{a, derivedKey{2}, 2}, // another key
		{b, derivedKey{1}, 3}, // another lexicon
		{b, derivedKey{1}, 3},
	} {
		if got := c.lx.Derived(c.key, build); got != c.lx {
			t.Errorf("Derived(%v) = %p, want %p", c.key, got, c.lx)
		}
		if n := builds.Load(); n != c.want {
			t.Errorf("after Derived(%v): %d builds, want %d", c.key, n, c.want)
		}
	}
}
