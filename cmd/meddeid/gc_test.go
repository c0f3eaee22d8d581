package main

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestTuneGC checks that tuneGC raises the collector's target for a run
// unless GOGC chose one, which it leaves alone.
func TestTuneGC(t *testing.T) {
	restore := debug.SetGCPercent(100)
	defer debug.SetGCPercent(restore)
	tests := []struct {
		name   string
		gogc   string // "" leaves GOGC unset
		before int    // the percentage in force before (what GOGC gave)
		want   int
	}{
		{"unset", "", 100, batchGCPercent},
		{"set by the user", "150", 150, 150},
		{"collector off by the user", "off", -1, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.gogc != "" {
				t.Setenv("GOGC", tc.gogc)
			} else {
				t.Setenv("GOGC", "")
				unsetenv(t, "GOGC")
			}
			debug.SetGCPercent(tc.before)
			if got := tuneGC(); got != tc.want {
				t.Fatalf("tuneGC() = %d, want %d", got, tc.want)
			}
			if got := debug.SetGCPercent(100); got != tc.want {
				t.Fatalf("percentage in force %d, want %d", got, tc.want)
			}
		})
	}
}

// unsetenv removes key from the environment; call t.Setenv(key, …)
// first so that the test's clean-up restores it.
func unsetenv(t *testing.T, key string) {
	t.Helper()
	if err := os.Unsetenv(key); err != nil {
		t.Fatal(err)
	}
}
