package pseudo

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var testKey = NewKey([]byte("test-key-0123456789abcdef"))

func TestOffsetDeterministicAndKeyed(t *testing.T) {
	other := NewKey([]byte("another-key-0123456789abcdef"))
	differ := 0
	seen := map[int]bool{}
	for i := range 200 {
		id := fmt.Sprintf("patient/P%04d", i)
		a, err := testKey.Offset(id, 366, 1095, false)
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := testKey.Offset(id, 366, 1095, false); a != b {
			t.Fatal("offset not deterministic")
		}
		if m := max(a, -a); m < 366 || m > 1095 {
			t.Fatalf("offset %d out of range", a)
		}
		if c, _ := other.Offset(id, 366, 1095, false); c != a {
			differ++
		}
		w, _ := testKey.Offset(id, 366, 1095, true)
		if w%7 != 0 || max(w, -w) < 366 || max(w, -w) > 1095 {
			t.Fatalf("weekday offset %d", w)
		}
		seen[a] = true
	}
	if differ < 190 {
		t.Errorf("a different key changed only %d of 200 offsets", differ)
	}
	if len(seen) < 150 {
		t.Errorf("only %d distinct offsets over 200 patients", len(seen))
	}
	neg := 0
	for k := range seen {
		if k < 0 {
			neg++
		}
	}
	if neg < 50 || neg > len(seen)-50 {
		t.Errorf("sign not balanced: %d negative of %d", neg, len(seen))
	}
	if _, err := (Key{}).Offset("x", 366, 1095, false); err == nil {
		t.Error("empty key: want error")
	}
}

func TestLoadKeyNeverLeaks(t *testing.T) {
	dir := t.TempDir()
	secret := "super-secret-key-material-42"
	f := filepath.Join(dir, "k")
	os.WriteFile(f, []byte(secret+"\n"), 0o600)
	k, err := LoadKey(f, nil)
	if err != nil || k.Empty() {
		t.Fatal(err)
	}
	if s := fmt.Sprintf("%v %+v %#v %s", k, k, k, k); strings.Contains(s, secret) {
		t.Errorf("key printed: %s", s)
	}
	env := func(string) string { return secret }
	k2, _ := LoadKey("", env)
	a, _ := k.Offset("p", 366, 1095, false)
	b, _ := k2.Offset("p", 366, 1095, false)
	if a != b {
		t.Error("file and env keys differ (whitespace not trimmed)")
	}
	short := filepath.Join(dir, "short")
	os.WriteFile(short, []byte("abc"), 0o600)
	if _, err := LoadKey(short, nil); err == nil || strings.Contains(err.Error(), "abc") {
		t.Errorf("short key: %v", err)
	}
	if k, err := LoadKey("", func(string) string { return "" }); err != nil || !k.Empty() {
		t.Error("no key: want empty key, no error")
	}
}
